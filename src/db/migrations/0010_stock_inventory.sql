CREATE TABLE "stock_button_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"setup_type" text DEFAULT 'standard' NOT NULL,
	"reservation_fee" double precision,
	"financing_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_config_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"config_type" text NOT NULL,
	"vehicle_state" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_config_entries_kind" CHECK ("stock_config_entries"."kind" IN ('showroom', 'order_online'))
);
--> statement-breakpoint
CREATE TABLE "stock_listing_vehicles" (
	"listing_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"retired_at" timestamp with time zone,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_listing_vehicles_listing_id_vehicle_id_pk" PRIMARY KEY("listing_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "stock_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"key" uuid NOT NULL,
	"name" text NOT NULL,
	"disclaimers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"forced_statuses" text[] DEFAULT '{}'::text[] NOT NULL,
	"forced_dealer_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"vin" text NOT NULL,
	"state" text NOT NULL,
	"status" text NOT NULL,
	"nameplate_brand_name" text NOT NULL,
	"nameplate_name" text NOT NULL,
	"nameplate_model_group" text,
	"nameplate_external_code" text,
	"production_year" integer,
	"model_year" integer,
	"mileage" integer,
	"power" integer,
	"number_of_seats" integer,
	"engine_type" text[] DEFAULT '{}'::text[] NOT NULL,
	"transmission" text,
	"color_canonical" text,
	"color_name" text,
	"msrp_price" double precision,
	"display_price" double precision,
	"sale_price" double precision,
	"financing_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"owner_id" text,
	"dealer_id" integer,
	"button_set_id" integer,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "locality" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "brands" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_button_sets" ADD CONSTRAINT "stock_button_sets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_config_entries" ADD CONSTRAINT "stock_config_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_listing_vehicles" ADD CONSTRAINT "stock_listing_vehicles_listing_id_stock_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."stock_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_listing_vehicles" ADD CONSTRAINT "stock_listing_vehicles_vehicle_id_stock_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."stock_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_listings" ADD CONSTRAINT "stock_listings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_vehicles" ADD CONSTRAINT "stock_vehicles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_vehicles" ADD CONSTRAINT "stock_vehicles_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_vehicles" ADD CONSTRAINT "stock_vehicles_button_set_id_stock_button_sets_id_fk" FOREIGN KEY ("button_set_id") REFERENCES "public"."stock_button_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_button_sets_site_code" ON "stock_button_sets" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "stock_config_entries_site_kind" ON "stock_config_entries" USING btree ("site_id","kind","config_type");--> statement-breakpoint
CREATE INDEX "stock_listing_vehicles_vehicle" ON "stock_listing_vehicles" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_listings_site_key" ON "stock_listings" USING btree ("site_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_vehicles_site_vin" ON "stock_vehicles" USING btree ("site_id","vin");--> statement-breakpoint
CREATE INDEX "stock_vehicles_live_created" ON "stock_vehicles" USING btree ("site_id","created_at","id") WHERE visible AND retired_at IS NULL;--> statement-breakpoint
CREATE INDEX "stock_vehicles_live_production_year" ON "stock_vehicles" USING btree ("site_id","production_year","id") WHERE visible AND retired_at IS NULL;--> statement-breakpoint
CREATE INDEX "stock_vehicles_live_production_year_desc" ON "stock_vehicles" USING btree ("site_id","production_year" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visible AND retired_at IS NULL;--> statement-breakpoint
CREATE INDEX "stock_vehicles_live_mileage" ON "stock_vehicles" USING btree ("site_id","mileage","id") WHERE visible AND retired_at IS NULL;--> statement-breakpoint
CREATE INDEX "stock_vehicles_live_mileage_desc" ON "stock_vehicles" USING btree ("site_id","mileage" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visible AND retired_at IS NULL;--> statement-breakpoint
CREATE INDEX "stock_vehicles_live_price" ON "stock_vehicles" USING btree ("site_id","display_price","id") WHERE visible AND retired_at IS NULL;--> statement-breakpoint
CREATE INDEX "stock_vehicles_live_price_desc" ON "stock_vehicles" USING btree ("site_id","display_price" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visible AND retired_at IS NULL;--> statement-breakpoint
CREATE INDEX "stock_vehicles_live_status" ON "stock_vehicles" USING btree ("site_id",(CASE status WHEN 'stock' THEN 0 WHEN 'available_soon' THEN 1 WHEN 'reserved' THEN 2 WHEN 'sold' THEN 3 WHEN 'in_production' THEN 4 WHEN 'on_demand' THEN 5 WHEN 'delivery' THEN 6 WHEN 'demo' THEN 7 ELSE 8 END),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visible AND retired_at IS NULL;--> statement-breakpoint
CREATE INDEX "stock_vehicles_live_nameplate" ON "stock_vehicles" USING btree ("site_id","nameplate_name") WHERE visible AND retired_at IS NULL;--> statement-breakpoint
CREATE INDEX "stock_vehicles_dealer" ON "stock_vehicles" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "stock_vehicles_button_set" ON "stock_vehicles" USING btree ("button_set_id");