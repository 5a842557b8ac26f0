CREATE TABLE "local_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"card_last4" text,
	"decline_code" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "reservation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reservation_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"dealership_id" integer,
	"car_id" bigint NOT NULL,
	"user_id" bigint,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"postcode" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"status_reason" text,
	"hold_hours" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"payment_due_at" timestamp with time zone NOT NULL,
	"lead_id" bigint,
	"refund_due_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_events_reservation_idx" ON "reservation_events" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE INDEX "reservations_refund_due_idx" ON "reservations" USING btree ("refund_due_at") WHERE refund_due_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_site_idempotency_uq" ON "reservations" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_hold_per_car_uq" ON "reservations" USING btree ("car_id") WHERE status = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_provider_payment_uq" ON "reservations" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "reservations_site_created_idx" ON "reservations" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_held_expiry_idx" ON "reservations" USING btree ("expires_at") WHERE status = 'held';--> statement-breakpoint
-- Reservation events are a history: rows are appended, never changed (a site's purge still deletes them).
CREATE FUNCTION reservation_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'reservation_events rows are append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER reservation_events_no_update BEFORE UPDATE ON reservation_events FOR EACH ROW EXECUTE FUNCTION reservation_events_append_only();
