-- A lead's deliveries are its outbox: stored unqueued with the lead, their jobs sent by a drain (ADR 094).
ALTER TABLE "lead_deliveries" ADD COLUMN "queued" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "lead_deliveries_unqueued" ON "lead_deliveries" USING btree ("id") WHERE NOT "lead_deliveries"."queued";
