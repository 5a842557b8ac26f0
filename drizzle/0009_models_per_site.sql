-- Models per site (issue 14, point 11): the catalogue had one row per model for every site, so the
-- first feed photo of a model became its picture on every dealer's site. Each site now gets its own
-- copy of the models of the makes it carries (franchised, or in its stock). A copy keeps the
-- built-in demo picture (/media/...) but never another site's feed photo: it takes the first photo
-- of this site's own cars of that model, or none until this site's feed gives one.
DROP INDEX "models_manufacturer_slug_uq";--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "site_id" integer;--> statement-breakpoint
INSERT INTO "models" ("site_id", "manufacturer_id", "name", "slug", "override_url", "body", "image_url")
SELECT k.site_id, m.manufacturer_id, m.name, m.slug, m.override_url, m.body,
       CASE WHEN m.image_url LIKE '/media/%' THEN m.image_url ELSE (
         SELECT c.images[1] FROM "cars" c
          WHERE c.site_id = k.site_id AND lower(c.make) = lower(mf.name) AND lower(c.model) = lower(m.name) AND cardinality(c.images) > 0
          ORDER BY c.id LIMIT 1)
       END
  FROM "models" m
  JOIN "manufacturers" mf ON mf.id = m.manufacturer_id
  JOIN (SELECT site_id, lower(manufacturer_name) AS make FROM "dealerships" WHERE manufacturer_name IS NOT NULL
        UNION
        SELECT site_id, lower(make) FROM "cars") k ON k.make = lower(mf.name)
 WHERE m.site_id IS NULL;--> statement-breakpoint
DELETE FROM "models" WHERE "site_id" IS NULL;--> statement-breakpoint
ALTER TABLE "models" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "models_site_manufacturer_slug_uq" ON "models" USING btree ("site_id","manufacturer_id","slug");
