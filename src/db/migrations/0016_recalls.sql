CREATE TABLE "vehicle_recalls" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"vin" text NOT NULL,
	"campaign" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_recalls" ADD CONSTRAINT "vehicle_recalls_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_recalls_site_vin_campaign" ON "vehicle_recalls" USING btree ("site_id","vin","campaign");