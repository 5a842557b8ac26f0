CREATE TABLE "trade_in_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"lead_id" bigint,
	"image" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_in_photos" ADD CONSTRAINT "trade_in_photos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_photos" ADD CONSTRAINT "trade_in_photos_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_in_photos_site_idx" ON "trade_in_photos" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "trade_in_photos_unclaimed_idx" ON "trade_in_photos" USING btree ("created_at") WHERE "trade_in_photos"."lead_id" is null;