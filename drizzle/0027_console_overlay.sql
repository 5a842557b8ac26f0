ALTER TABLE "locations" ADD COLUMN "file_hours" jsonb;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "file_theme" jsonb;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "file_config" jsonb;--> statement-breakpoint
-- The file's values are the first kept version where the console has published, else what the site shows now.
UPDATE "sites" s SET
	"file_theme" = coalesce((SELECT v."theme" FROM "site_theme_versions" v WHERE v."site_id" = s."id" ORDER BY v."id" LIMIT 1), s."theme"),
	"file_config" = coalesce((SELECT v."config" FROM "site_config_versions" v WHERE v."site_id" = s."id" ORDER BY v."id" LIMIT 1), s."config");--> statement-breakpoint
UPDATE "locations" l SET "file_hours" = coalesce(
	(SELECT v."data" FROM "site_content_versions" v WHERE v."site_id" = l."site_id" AND v."subject" = 'location:' || l."id" || ':hours' ORDER BY v."id" LIMIT 1),
	jsonb_build_object('opening_hours', l."opening_hours", 'special_hours', l."special_hours"));
