-- car_search follows cars through two STATEMENT-level triggers with transition tables instead of
-- a plpgsql call per row: an import batch of 1,000 cars then costs one set-based upsert into
-- car_search rather than 1,000 function calls and 1,000 single-row upserts (the row triggers
-- were about 80% of an import's database time; see docs/stock-import.md for the figures).
--
-- - INSERT: every inserted car gets its row.
-- - UPDATE: only cars whose columns that the projection reads changed (IS DISTINCT FROM, old row
--   against new) are rewritten, so a views counter, a reservation flag or an unchanged re-import
--   never rewrites a search row. (PostgreSQL refuses `UPDATE OF columns` on a trigger with
--   transition tables, so the column test moved into the trigger's query.)
-- - INSERT ... ON CONFLICT DO UPDATE (the importer's upsert) fires both statement triggers: the
--   INSERT one sees the cars it inserted, the UPDATE one the cars it updated.
-- - DELETE: car_search.car_id cascades, as before.
--
-- The derivation lives in one place, forecourt_car_search_row (a SQL function returning SETOF,
-- so the planner inlines it into each trigger's query); its expressions are those of
-- forecourt_sync_car_search in 0003, which now uses it too and stays for repairs:
-- `SELECT forecourt_sync_car_search(c) FROM cars c`.
DROP TRIGGER IF EXISTS cars_search_sync_insert ON cars;
--> statement-breakpoint
DROP TRIGGER IF EXISTS cars_search_sync_update ON cars;
--> statement-breakpoint
DROP TRIGGER IF EXISTS cars_search_sync ON cars;
--> statement-breakpoint
DROP FUNCTION IF EXISTS forecourt_car_search_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION forecourt_car_search_row(c cars) RETURNS SETOF car_search LANGUAGE sql STABLE AS $$
  SELECT
    c.id, c.site_id, c.dealership_id, c.location_id, c.status, c.sold_date,
    c.show_on_dealer_website AND c.delisted_at IS NULL, c.photos_count,
    c.make, c.model, c.car_type, c.item_type, c.certified,
    coalesce(c.simple_body, c.body), coalesce(c.simple_fuel, c.fuel), coalesce(c.simple_transmission, c.trans),
    c.drive, c.colour, c.seats, c.badge, c.tag,
    c.price, c.weekly_price, c.subscription_price, c.km, c.year, c.created_at, c.custom_rank,
    c.categories, c.filtered_features,
    ' ' || btrim(w.words || ' ' || k.codes) || ' ',
    ' ' || k.codes || ' '
  FROM
    (SELECT forecourt_search_fold(concat_ws(' ',
      c.make, c.model, c.badge, c.series, c.body, c.simple_body, c.fuel, c.simple_fuel, c.colour,
      c.stocknum, c.vin, c.regplate, c.name)) AS words) w,
    (SELECT btrim(regexp_replace(concat_ws(' ',
      forecourt_search_code(c.stocknum), forecourt_search_code(c.vin), forecourt_search_code(c.regplate)), ' +', ' ', 'g')) AS codes) k
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION forecourt_sync_car_search(c cars) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO car_search SELECT r.* FROM forecourt_car_search_row(c) r
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
CREATE OR REPLACE FUNCTION forecourt_car_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new car has no search row; ON CONFLICT only guards against one left behind by hand.
  INSERT INTO car_search SELECT r.* FROM new_rows n CROSS JOIN LATERAL forecourt_car_search_row(n) r
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
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- enable_nestloop off: plpgsql plans this query once per session, for the size of the first
-- statement's transition tables. Planned for a one-car update it joins old and new rows in a
-- nested loop, which then takes seconds (n^2) for a 3,000-car update later in the session; a
-- hash join costs about the same for one car and stays linear.
CREATE OR REPLACE FUNCTION forecourt_car_search_updated() RETURNS trigger LANGUAGE plpgsql
SET enable_nestloop = off AS $$
BEGIN
  -- The columns compared are exactly those forecourt_car_search_row reads (id never changes:
  -- car_search references it).
  INSERT INTO car_search SELECT r.*
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL forecourt_car_search_row(n) r
   WHERE (n.site_id, n.dealership_id, n.location_id, n.status, n.sold_date, n.show_on_dealer_website, n.delisted_at,
          n.photos_count, n.make, n.model, n.series, n.badge, n.name, n.car_type, n.item_type, n.certified, n.body,
          n.simple_body, n.fuel, n.simple_fuel, n.trans, n.simple_transmission, n.drive, n.colour, n.seats, n.tag,
          n.price, n.weekly_price, n.subscription_price, n.km, n.year, n.created_at, n.custom_rank, n.categories,
          n.filtered_features, n.stocknum, n.vin, n.regplate)
         IS DISTINCT FROM
         (o.site_id, o.dealership_id, o.location_id, o.status, o.sold_date, o.show_on_dealer_website, o.delisted_at,
          o.photos_count, o.make, o.model, o.series, o.badge, o.name, o.car_type, o.item_type, o.certified, o.body,
          o.simple_body, o.fuel, o.simple_fuel, o.trans, o.simple_transmission, o.drive, o.colour, o.seats, o.tag,
          o.price, o.weekly_price, o.subscription_price, o.km, o.year, o.created_at, o.custom_rank, o.categories,
          o.filtered_features, o.stocknum, o.vin, o.regplate)
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
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cars_search_sync_insert AFTER INSERT ON cars
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forecourt_car_search_inserted();
--> statement-breakpoint
CREATE TRIGGER cars_search_sync_update AFTER UPDATE ON cars
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forecourt_car_search_updated();
