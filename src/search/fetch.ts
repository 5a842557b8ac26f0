/**
 * Fetching a few listed cars by a filter expression, without facets or counts: "similar cars" on
 * the vehicle page, carousels, "Find Me Something Similar" for sold cars. Same listing rule and
 * facet semantics as the search (src/search/engine.ts).
 */
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { facetFilterSql, HIT_COLUMNS_SQL, SORT_PRICE_SQL, listingWhereSql, rangeFilterSql, scopeDealership, toHit, type RawHit, type SearchHit } from "./engine";
import { type NumericRange, type RangeName, type SortBy } from "./query";
import { FACETS, type FacetName } from "./facets";
import { SqlParams } from "./sql";

export type FacetSelection = Partial<Record<FacetName, string[]>>;

export interface CarFilter {
  /** Every facet given must match (values within a facet are alternatives). */
  filters?: FacetSelection;
  /** The car must match at least one of these selections (e.g. same make, or same body). */
  anyOf?: FacetSelection[];
  ranges?: Partial<Record<RangeName, NumericRange>>;
  excludeIds?: number[];
  dealershipSlug?: string;
  /** Order: a search sort, or nearest to this price first. Default: the relevance order without text. */
  sortBy?: Exclude<SortBy, "relevance"> | "relevance";
  nearPrice?: number;
}

export const MAX_FETCH = 50;

function selectionSql(sel: FacetSelection, p: SqlParams, site: Site): string[] {
  const parts: string[] = [];
  for (const f of FACETS) {
    const values = sel[f]?.filter((v) => v !== "");
    if (values?.length) parts.push(facetFilterSql(f, values, p, site));
  }
  return parts;
}

function fetchOrderSql(filter: CarFilter, p: SqlParams): string {
  if (filter.nearPrice !== undefined) return `abs(c.price - ${p.add(Math.round(filter.nearPrice), "int")}) asc nulls last, c.car_id desc`;
  switch (filter.sortBy ?? "relevance") {
    case "latest":
      return "c.created_at desc, c.car_id desc";
    case "price_desc":
      return `${SORT_PRICE_SQL} desc nulls last, c.car_id desc`;
    case "price_asc":
      return `${SORT_PRICE_SQL} asc nulls last, c.car_id desc`;
    case "km_asc":
      return "c.km asc nulls last, c.car_id desc";
    case "subscription":
      return "c.subscription_price asc nulls last, c.car_id desc";
    default:
      return "c.custom_rank desc, c.created_at desc, c.car_id desc";
  }
}

/** Up to `limit` (at most 50) listed cars of the site matching the filter, as search hits. */
export async function fetchCars(db: Database, site: Site, filter: CarFilter, limit: number, opts: { now?: Date } = {}): Promise<SearchHit[]> {
  const now = opts.now ?? new Date();
  const n = Math.max(0, Math.min(MAX_FETCH, Math.floor(limit)));
  if (n === 0) return [];
  const p = new SqlParams();
  const where = listingWhereSql(site, p, now, scopeDealership(site, filter.dealershipSlug));
  where.push(...selectionSql(filter.filters ?? {}, p, site));
  if (filter.anyOf?.length) {
    const groups = filter.anyOf.map((g) => selectionSql(g, p, site)).filter((g) => g.length);
    where.push(groups.length ? `(${groups.map((g) => `(${g.join(" and ")})`).join(" or ")})` : "false");
  }
  for (const [r, range] of Object.entries(filter.ranges ?? {}) as [RangeName, NumericRange][]) {
    if (range.min !== undefined || range.max !== undefined) where.push(rangeFilterSql(r, range, p));
  }
  if (filter.excludeIds?.length) where.push(`c.car_id <> all(${p.add(filter.excludeIds, "bigint[]")})`);
  const order = fetchOrderSql(filter, p);
  const text = `
    select pg.ord, ${HIT_COLUMNS_SQL}
    from unnest(array(select c.car_id from car_search c where ${where.join(" and ")} order by ${order} limit ${p.add(n, "int")}))
      with ordinality as pg(id, ord)
    join cars c on c.id = pg.id join dealerships d on d.id = c.dealership_id left join locations l on l.id = c.location_id
    order by pg.ord`;
  const rows = await db.query<RawHit>(text, p.values);
  return rows.map((r) => toHit(r, site, now));
}

export interface SimilarTo {
  id: number;
  make: string;
  simple_body: string | null;
  price: number | null;
}

/**
 * Cars like this one: the same make or the same body type, priced within 20% either way when it
 * has a price, nearest price first; never the car itself.
 */
export async function similarCars(db: Database, site: Site, car: SimilarTo, limit = 8, opts: { now?: Date } = {}): Promise<SearchHit[]> {
  const anyOf: FacetSelection[] = [{ make: [car.make] }];
  if (car.simple_body) anyOf.push({ body: [car.simple_body] });
  const ranges: CarFilter["ranges"] = {};
  if (car.price !== null && car.price > 0) ranges.price = { min: Math.floor(car.price * 0.8), max: Math.ceil(car.price * 1.2) };
  return fetchCars(
    db,
    site,
    { anyOf, ranges, excludeIds: [car.id], nearPrice: car.price !== null && car.price > 0 ? car.price : undefined },
    limit,
    opts,
  );
}
