-- The order-online journey (ADR 099): one live hold per vehicle (its primary key), one payment per
-- hold, one order per hold and at most one live order per vehicle, and the processed-webhook ledger.
CREATE TABLE "order_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"lock_id" uuid NOT NULL,
	"vehicle_id" integer,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"state" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"capture_method" text NOT NULL,
	"connected_account" text,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"number" text NOT NULL,
	"vehicle_id" integer,
	"vehicle_vin" text NOT NULL,
	"vehicle" jsonb NOT NULL,
	"previous_status" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"vendor_type" text NOT NULL,
	"payment_id" bigint,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"finance_option" text,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"lead_id" bigint,
	"lock_id" uuid NOT NULL,
	"config_url" text,
	"confirmation_by_link" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhooks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"provider_payment_id" text,
	"outcome" text NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_holds" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"lock_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_vehicle_id_stock_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."stock_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vehicle_id_stock_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."stock_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_order_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."order_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhooks" ADD CONSTRAINT "payment_webhooks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_holds" ADD CONSTRAINT "vehicle_holds_vehicle_id_stock_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."stock_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_holds" ADD CONSTRAINT "vehicle_holds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_lock" ON "order_payments" USING btree ("lock_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_provider_id" ON "order_payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_lock" ON "orders" USING btree ("lock_id");--> statement-breakpoint
CREATE INDEX "orders_site_created" ON "orders" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_vehicle_live" ON "orders" USING btree ("vehicle_id") WHERE status IN ('reserved', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhooks_event" ON "payment_webhooks" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_webhooks_site" ON "payment_webhooks" USING btree ("site_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_holds_lock" ON "vehicle_holds" USING btree ("lock_id");