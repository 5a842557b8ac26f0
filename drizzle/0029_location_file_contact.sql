ALTER TABLE "locations" ADD COLUMN "file_contact" jsonb;--> statement-breakpoint
UPDATE "locations" SET "file_contact" = jsonb_build_object('phone', "phone", 'landline_phone', "landline_phone", 'phone_new', "phone_new", 'phone_used', "phone_used", 'phone_demo', "phone_demo", 'email', "email");
