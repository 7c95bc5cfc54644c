ALTER TABLE "images" ADD COLUMN "focal_x" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "focal_y" integer;