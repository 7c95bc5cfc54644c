-- Roles per market (ADR 041, a role is a role in one market): each user's role becomes a grant for every market
-- (site_id null), so existing installs behave as before; then users.role goes.
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"site_id" integer,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_site" UNIQUE NULLS NOT DISTINCT("user_id","site_id")
);
--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_roles_site" ON "user_roles" USING btree ("site_id");--> statement-breakpoint
INSERT INTO "user_roles" ("user_id", "site_id", "role", "created_at")
SELECT "id", NULL, "role", "created_at" FROM "users";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";