-- A right SMS code answers a single-use proof for its form and number, used up by the lead (spec 1 §5, ADR 056).
CREATE TABLE "verification_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"form_id" integer,
	"phone" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_proofs" ADD CONSTRAINT "verification_proofs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_proofs" ADD CONSTRAINT "verification_proofs_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_proofs_token_hash" ON "verification_proofs" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "verification_proofs_expires_at" ON "verification_proofs" USING btree ("expires_at");