CREATE TABLE "lead_routing_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"form" text,
	"car_type" text,
	"staff_id" integer NOT NULL,
	"assign" boolean DEFAULT false NOT NULL,
	"notify" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "remind_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_routing_rules" ADD CONSTRAINT "lead_routing_rules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_routing_rules" ADD CONSTRAINT "lead_routing_rules_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_routing_rules" ADD CONSTRAINT "lead_routing_rules_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_routing_rules_dealership_idx" ON "lead_routing_rules" USING btree ("site_id","dealership_id");--> statement-breakpoint
CREATE INDEX "leads_reminder_due_idx" ON "leads" USING btree ("remind_at") WHERE "leads"."remind_at" is not null and "leads"."remind_mailed_at" is null;