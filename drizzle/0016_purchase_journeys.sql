CREATE TABLE "purchase_journeys" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"car_id" bigint NOT NULL,
	"step" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reservation_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_journeys_shopper_car_uq" ON "purchase_journeys" USING btree ("site_id","user_id","car_id");--> statement-breakpoint
CREATE INDEX "purchase_journeys_site_user_idx" ON "purchase_journeys" USING btree ("site_id","user_id","updated_at");