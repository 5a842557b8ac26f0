-- Search words people type (src/search/text.ts carWords holds the same rules in JavaScript):
--  - a make, model or badge written with a hyphen or space is also one joined word, so "cx5",
--    "dmax", "crv" and "gtline" find CX-5, D-MAX, CR-V and GT-Line;
--  - the drive ("4x4" and "4wd" name the same thing, so either finds both), the transmission
--    ("auto" finds Automatic) and the seats as "7seater" ("7 seater" and "7-seater" join into it at
--    query time) are words of the car, so a word naming a facet value finds the cars that have it.
-- Everything else is as in 0005; the rows already written are rewritten at the end.
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
      c.stocknum, c.vin, c.regplate, c.name,
      CASE WHEN forecourt_search_fold(c.make) LIKE '% %' THEN forecourt_search_code(c.make) END,
      CASE WHEN forecourt_search_fold(c.model) LIKE '% %' THEN forecourt_search_code(c.model) END,
      CASE WHEN forecourt_search_fold(c.badge) LIKE '% %' THEN forecourt_search_code(c.badge) END,
      c.drive,
      CASE WHEN forecourt_search_code(c.drive) IN ('4x4', '4wd') THEN '4x4 4wd' END,
      c.trans, c.simple_transmission,
      CASE WHEN c.seats > 0 THEN c.seats::text || 'seater' END)) AS words) w,
    (SELECT btrim(regexp_replace(concat_ws(' ',
      forecourt_search_code(c.stocknum), forecourt_search_code(c.vin), forecourt_search_code(c.regplate)), ' +', ' ', 'g')) AS codes) k
$$;
--> statement-breakpoint
UPDATE car_search s SET search_text = r.search_text
  FROM cars c, LATERAL forecourt_car_search_row(c) r
  WHERE s.car_id = c.id AND s.search_text IS DISTINCT FROM r.search_text;
