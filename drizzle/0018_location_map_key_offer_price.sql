ALTER TABLE "locations" ADD COLUMN "map_key" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "price" integer;