ALTER TABLE "dealerships" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "retired_at" timestamp with time zone;