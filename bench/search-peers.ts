/**
 * The in-process peers of the search benchmark: itemsjs and Orama, loaded with the same listed
 * cars and asked the same queries (facet counts included). Their answers are not identical to
 * ours — itemsjs matches text its own way, Orama counts facets over the result set (not
 * disjunctively) — so the comparison is of time for the same work, not of results.
 */
import itemsjs from "itemsjs";
import { create, insertMultiple, search as oramaSearch, type AnyOrama } from "@orama/orama";
import type { SearchQuery } from "../src/search/query";
import { FACETS } from "../src/search/facets";

export interface PeerCar {
  id: number;
  name: string;
  make: string;
  model: string;
  make_model: string;
  badge: string | null;
  car_type: string;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  drive: string | null;
  colour: string | null;
  seats: string | null;
  state: string | null;
  city: string | null;
  location_name: string | null;
  dealership_name: string;
  status: string;
  tag: string | null;
  certified: string;
  categories: string[];
  filtered_features: string[];
  item_type: string;
  price_range: string | null;
  weekly_price_range: string | null;
  price: number;
  km: number;
  year: number;
  created: number;
  custom_rank: number;
  text: string;
}

/** Facets both peers count (every facet attribute of the spec). */
export const PEER_FACETS = FACETS;

type ItemsJs = { search: (input: Record<string, unknown>) => { data: { items: unknown[]; aggregations: unknown }; pagination: { total: number } } };

const SORT_FIELD: Record<string, { field: string; order: "asc" | "desc" }> = {
  latest: { field: "created", order: "desc" },
  price_desc: { field: "price", order: "desc" },
  price_asc: { field: "price", order: "asc" },
  km_asc: { field: "km", order: "asc" },
  relevance: { field: "custom_rank", order: "desc" },
};

export function buildItemsJs(cars: PeerCar[]): ItemsJs {
  const aggregations = Object.fromEntries(PEER_FACETS.map((f) => [f, { title: f, size: 1000, conjunction: false }]));
  const sortings = Object.fromEntries(Object.entries(SORT_FIELD).map(([k, v]) => [k, { field: v.field, order: v.order }]));
  return (itemsjs as unknown as (items: PeerCar[], cfg: Record<string, unknown>) => ItemsJs)(cars, {
    aggregations,
    sortings,
    searchableFields: ["text"],
  });
}

function inRange(v: number, r: { min?: number; max?: number } | undefined): boolean {
  return !r || ((r.min === undefined || v >= r.min) && (r.max === undefined || v <= r.max));
}

export function searchItemsJs(engine: ItemsJs, q: SearchQuery, perPage: number) {
  const ranges = q.ranges;
  const hasRange = Object.keys(ranges).length > 0;
  return engine.search({
    query: q.query || undefined,
    per_page: perPage,
    page: q.page,
    sort: q.sortBy,
    filters: q.filters,
    filter: hasRange
      ? (item: PeerCar) => inRange(item.price, ranges.price) && inRange(item.km, ranges.km) && inRange(item.year, ranges.year)
      : undefined,
  });
}

export async function buildOrama(cars: PeerCar[]): Promise<AnyOrama> {
  const schema: Record<string, string> = { text: "string", price: "number", km: "number", year: "number", created: "number", custom_rank: "number" };
  for (const f of PEER_FACETS) schema[f] = f === "categories" || f === "filtered_features" ? "enum[]" : "enum";
  const db = create({ schema: schema as never });
  // Orama's enums take strings or numbers, never null: an empty string stands for "no value".
  const docs = cars.map((c) => {
    const d: Record<string, unknown> = { ...c, id: String(c.id) };
    for (const f of PEER_FACETS) if (d[f] === null) d[f] = "";
    return d;
  });
  await insertMultiple(db, docs as never, 2000);
  return db;
}

export async function searchOrama(db: AnyOrama, q: SearchQuery, perPage: number) {
  const where: Record<string, unknown> = {};
  for (const [f, values] of Object.entries(q.filters)) {
    if (!values?.length) continue;
    where[f] = f === "categories" || f === "filtered_features" ? { containsAny: values } : { in: values };
  }
  for (const r of ["price", "km", "year"] as const) {
    const range = q.ranges[r];
    if (!range) continue;
    if (range.min !== undefined && range.max !== undefined) where[r] = { between: [range.min, range.max] };
    else if (range.min !== undefined) where[r] = { gte: range.min };
    else if (range.max !== undefined) where[r] = { lte: range.max };
  }
  const sort = SORT_FIELD[q.sortBy]!;
  return oramaSearch(db, {
    term: q.query || undefined,
    properties: q.query ? ["text"] : undefined,
    tolerance: q.query ? 1 : undefined,
    where: Object.keys(where).length ? (where as never) : undefined,
    facets: Object.fromEntries(PEER_FACETS.map((f) => [f, { limit: 1000 }])) as never,
    limit: perPage,
    offset: (q.page - 1) * perPage,
    sortBy: q.query && q.sortBy === "relevance" ? undefined : { property: sort.field, order: sort.order === "asc" ? "ASC" : "DESC" },
  } as never);
}
