-- Search projection: one narrow row per car with exactly what the stock search filters, counts
-- and sorts on (src/search/engine.ts). Cars rows carry photos, comments, equipment and finance
-- JSON (about 2 kB each); a facet count reads every listed car of a site, so reading 150-byte
-- rows instead is most of the difference between a fast and a slow search on a large site.
-- A trigger keeps it in step with every insert and update of cars, whoever writes them, in the
-- same transaction (so an import is searchable the moment it commits); deleting a car deletes
-- its row. Not in src/db/schema.ts: nothing but the search reads or writes it.
--
-- search_text: ' word word … ' — make, model, badge, series, body, fuel, colour, stock number,
-- VIN, rego and name, lower-cased, accents removed, every run of other characters one space,
-- plus stock number, VIN and rego with punctuation removed ("AB-123" also as "ab123").
-- The outer spaces let `like '% hil%'` mean "a word starting with hil" and `like '% hilux %'`
-- "the word hilux" (src/search/text.ts holds the same rules in JavaScript).
-- codes: ' stocknum vin rego ' compacted the same way, for "exact stock number / VIN / rego first".
CREATE TABLE car_search (
  car_id bigint PRIMARY KEY REFERENCES cars(id) ON DELETE CASCADE,
  site_id integer NOT NULL,
  dealership_id integer NOT NULL,
  location_id integer,
  status text NOT NULL,
  sold_date timestamptz,
  visible boolean NOT NULL,
  photos_count integer NOT NULL,
  make text NOT NULL,
  model text NOT NULL,
  car_type text NOT NULL,
  item_type text NOT NULL,
  certified boolean NOT NULL,
  body text,
  fuel text,
  transmission text,
  drive text,
  colour text,
  seats smallint,
  badge text,
  tag text,
  price integer,
  weekly_price integer,
  subscription_price integer,
  km integer,
  year smallint,
  created_at timestamptz NOT NULL,
  custom_rank integer NOT NULL,
  categories text[] NOT NULL,
  filtered_features text[] NOT NULL,
  search_text text NOT NULL,
  codes text NOT NULL
);
--> statement-breakpoint
CREATE INDEX car_search_site_idx ON car_search (site_id, dealership_id);
--> statement-breakpoint
CREATE INDEX car_search_text_trgm ON car_search USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION forecourt_search_fold(t text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT btrim(regexp_replace(lower(unaccent(coalesce(t, ''))), '[^a-z0-9]+', ' ', 'g'))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION forecourt_search_code(t text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT regexp_replace(lower(unaccent(coalesce(t, ''))), '[^a-z0-9]+', '', 'g')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION forecourt_sync_car_search(c cars) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  words text := forecourt_search_fold(concat_ws(' ',
    c.make, c.model, c.badge, c.series, c.body, c.simple_body, c.fuel, c.simple_fuel, c.colour,
    c.stocknum, c.vin, c.regplate, c.name));
  codes text := btrim(regexp_replace(concat_ws(' ',
    forecourt_search_code(c.stocknum), forecourt_search_code(c.vin), forecourt_search_code(c.regplate)), ' +', ' ', 'g'));
BEGIN
  INSERT INTO car_search VALUES (
    c.id, c.site_id, c.dealership_id, c.location_id, c.status, c.sold_date,
    c.show_on_dealer_website AND c.delisted_at IS NULL, c.photos_count,
    c.make, c.model, c.car_type, c.item_type, c.certified,
    coalesce(c.simple_body, c.body), coalesce(c.simple_fuel, c.fuel), coalesce(c.simple_transmission, c.trans),
    c.drive, c.colour, c.seats, c.badge, c.tag,
    c.price, c.weekly_price, c.subscription_price, c.km, c.year, c.created_at, c.custom_rank,
    c.categories, c.filtered_features,
    ' ' || btrim(words || ' ' || codes) || ' ',
    ' ' || codes || ' ')
  ON CONFLICT (car_id) DO UPDATE SET
    site_id = excluded.site_id, dealership_id = excluded.dealership_id, location_id = excluded.location_id,
    status = excluded.status, sold_date = excluded.sold_date, visible = excluded.visible,
    photos_count = excluded.photos_count, make = excluded.make, model = excluded.model,
    car_type = excluded.car_type, item_type = excluded.item_type, certified = excluded.certified,
    body = excluded.body, fuel = excluded.fuel, transmission = excluded.transmission, drive = excluded.drive,
    colour = excluded.colour, seats = excluded.seats, badge = excluded.badge, tag = excluded.tag,
    price = excluded.price, weekly_price = excluded.weekly_price, subscription_price = excluded.subscription_price,
    km = excluded.km, year = excluded.year, created_at = excluded.created_at, custom_rank = excluded.custom_rank,
    categories = excluded.categories, filtered_features = excluded.filtered_features,
    search_text = excluded.search_text, codes = excluded.codes;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION forecourt_car_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM forecourt_sync_car_search(NEW);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cars_search_sync AFTER INSERT OR UPDATE ON cars
  FOR EACH ROW EXECUTE FUNCTION forecourt_car_search_trigger();
--> statement-breakpoint
SELECT forecourt_sync_car_search(c) FROM cars c;
