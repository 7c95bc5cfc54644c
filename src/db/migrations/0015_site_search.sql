-- The site search index (ADR 114): one entry per public page, its folded title and description for
-- substring matching and its full-text lexemes (GIN) for word matching in the market's language.
CREATE TABLE "search_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"title_key" text NOT NULL,
	"description_key" text DEFAULT '' NOT NULL,
	"config" text NOT NULL,
	"terms" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_entries_page" ON "search_entries" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "search_entries_site" ON "search_entries" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "search_entries_terms" ON "search_entries" USING gin ("terms");