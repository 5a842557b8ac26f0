-- The search facet index (src/search/facet-index.ts, ADR 0004) reads a site's car_search rows in
-- keyset chunks: `where site_id = $1 and car_id > $2 order by car_id limit 2500`. With this index
-- each chunk reads just its own rows; with only (site_id, dealership_id) every chunk read and
-- sorted a whole dealership, which on PGlite (in the Node thread) held the event loop for
-- 100-300 ms per chunk. It also serves the per-site count queries.
CREATE INDEX IF NOT EXISTS car_search_site_car_idx ON car_search (site_id, car_id);
