CREATE TABLE "stock_client_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_client_tokens" ADD CONSTRAINT "stock_client_tokens_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_client_tokens_hash" ON "stock_client_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "stock_client_tokens_site" ON "stock_client_tokens" USING btree ("site_id","name");