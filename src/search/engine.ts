/**
 * Stock search over PostgreSQL (or PGlite): the site's listing rules, the shopper's filters, text
 * matching, exact disjunctive facet counts with min/max stats, sorting and paging — in one SQL
 * statement, one round trip.
 *
 * How the facets stay exact and cheap. Every active filter (a facet selection or a range) is a
 * boolean per car. A car that passes all of them counts for every facet; a car that fails exactly
 * one counts only for that filter's own facet (disjunctive counting: a facet's own selection does
 * not narrow its counts); a car that fails two or more counts nowhere. So the statement reads the
 * candidate cars once, keeps those with at most one miss, tags each with which filter it missed
 * (`miss`, 0 for none), and groups by a few column groups together with `miss`. JavaScript then
 * adds, for facet X, the rows with miss 0 or miss X. Related facets share one group (make and
 * model give make_model; one location id gives state, city and location name), which keeps the
 * number of grouping sets — the main cost — small.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import type { AutograbData, FinanceLenders, PaymentProcessor } from "../db/types";
import type { CarFacts } from "../domain/car-facts";
import { cardView, type CardFlags, type CardTag } from "../domain/card-tag";
import { AVAILABLE_STATUSES, soldCutoff, soldDaysGroups } from "../domain/availability";
import { carPhone } from "../domain/car-phone";
import { MIN_SHOWN_PRICE } from "../domain/price";
import { bandIndexSql } from "./buckets";
import { type RangeName, type SearchQuery, type SortBy } from "./query";
import { FACET_REGISTRY, FACETS, facetSpec, type FacetName, type FacetSpec } from "./facets";
import { allowsTypo, compactCode, queryTerms, tokenRegex } from "./text";
import { SqlParams } from "./sql";
import { ValidationError } from "../platform/errors";

/**
 * A search hit: the facts of the car a result card shows, by the same names and types as the
 * vehicle page's (src/domain/car-facts.ts), and what only a hit carries (its location and
 * dealership by name, dates as JSON sends them, the card's flags and tag).
 */
export interface SearchHit
  extends Pick<
    CarFacts,
    | "id"
    | "slug"
    | "name"
    | "make"
    | "model"
    | "badge"
    | "series"
    | "year"
    | "km"
    | "price"
    | "before_price"
    | "offer_price"
    | "subscription_price"
    | "price_type"
    | "car_type"
    | "item_type"
    | "status"
    | "tag"
    | "reserved"
    | "certified"
    | "colour"
    | "simple_fuel"
    | "simple_body"
    | "simple_transmission"
    | "drive"
    | "seats"
    | "fuel"
    | "stocknum"
    | "vin"
    | "regplate"
    | "primary_image_url"
    | "photos_count"
    | "location_id"
    | "dealership_id"
    | "autograb_data"
    | "payment_processors"
    | "file"
  > {
  make_model: string;
  weekly_price: number | null;
  thumbnails: string[];
  location_name: string | null;
  location_slug: string | null;
  /** The location's number for this car (by car type where the site says so). */
  location_phone: string | null;
  city: string | null;
  state: string | null;
  dealership_slug: string;
  dealership_name: string;
  /** ISO 8601. */
  created_at: string;
  /** Unix seconds, or null when not sold. */
  sold_date_timestamp: number | null;
  finance_lenders: FinanceLenders;
  card: CardFlags & { tag: CardTag | null };
}

export interface FacetStat {
  min: number;
  max: number;
}

export interface SearchResult {
  hits: SearchHit[];
  facets: Record<FacetName, Record<string, number>>;
  facetStats: Partial<Record<"price" | "km" | "year", FacetStat>>;
  count: number;
  page: number;
  pages: number;
  hitsPerPage: number;
  ms: number;
}

export interface SearchOptions {
  now?: Date;
  /** Only this dealership's cars (`/search/{dealership_slug}`). Must be one of the site's. */
  dealershipSlug?: string;
}

/** Columns of a hit, read from `cars c`, `dealerships d` and `locations l` (see RawHit and toHit). */
export const HIT_COLUMNS_SQL = `c.id, c.slug, c.name, c.make, c.model, c.badge, c.series, c.year, c.km, c.price, c.before_price,
  c.offer_price, c.subscription_price, c.weekly_price, c.price_type, c.car_type, c.item_type, c.status, c.tag, c.reserved,
  c.certified, c.colour, c.simple_fuel, c.simple_body, c.simple_transmission, c.drive, c.seats, c.fuel, c.stocknum, c.vin,
  c.regplate, c.primary_image_url, c.thumbnails, c.photos_count, c.location_id, l.name as location_name,
  l.slug as location_slug, l.phone as phone, l.landline_phone, l.phone_new, l.phone_used, l.phone_demo, l.city, l.state, c.dealership_id,
  d.slug as dealership_slug, d.name as dealership_name, (extract(epoch from c.created_at) * 1000)::float8 as created_ms,
  floor(extract(epoch from c.sold_date))::float8 as sold_s, c.finance_lenders, c.autograb_data, c.payment_processors, c.file`;

/**
 * The grouped sources of the facets, one grouping set per registry `sqlGroup` (plus one for the
 * totals and stats). Each set costs a hash-table update per candidate car, so sources whose
 * combinations stay few share a set (models nest in makes, locations in dealerships; the others
 * have a handful of values each) and JavaScript adds the combinations up per facet. The facets
 * that read one source (state, city and location name read the location) share its column.
 */
interface GroupedSource {
  /** The column's alias in the statement. */
  key: string;
  /** Its expression over the candidate cars (`car_search c`). */
  sql: string;
  group: number;
}

function sqlSourceOf(spec: FacetSpec): Omit<GroupedSource, "group"> | null {
  const src = spec.source;
  switch (src.kind) {
    case "column":
      return { key: src.column, sql: `c.${src.column}` };
    case "band":
      return { key: spec.name, sql: bandIndexSql(`c.${src.column}`, src.bands) };
    case "location":
      return { key: "location_id", sql: "c.location_id" };
    case "dealership":
      return { key: "dealership_id", sql: "c.dealership_id" };
    case "make_model":
    case "list":
      return null; // counted from the make and model columns; lists are unnested apart
  }
}

const GROUPED_SOURCES: GroupedSource[] = (() => {
  const out: GroupedSource[] = [];
  for (const spec of FACET_REGISTRY as readonly FacetSpec[]) {
    const src = sqlSourceOf(spec);
    if (!src || spec.sqlGroup === undefined || out.some((s) => s.key === src.key)) continue;
    out.push({ ...src, group: spec.sqlGroup });
  }
  return out.sort((a, b) => a.group - b.group);
})();
const GROUPS: string[][] = [...new Set(GROUPED_SOURCES.map((s) => s.group))].map((g) => GROUPED_SOURCES.filter((s) => s.group === g).map((s) => s.key));
const GROUP_COLUMNS: string[] = GROUPED_SOURCES.map((s) => s.key);
const LIST_FACETS = (FACET_REGISTRY as readonly FacetSpec[]).filter((f) => f.source.kind === "list");

interface SourceNames {
  locations: Map<number, LocationInfo>;
  dealerName: Map<number, string>;
}

/** Per grouped column, the facets that count it and how its grouped value names the facet's value. */
interface GroupReader {
  facet: FacetName;
  value: (v: unknown, row: GroupRow, names: SourceNames) => unknown;
}
const GROUP_READERS: GroupReader[][] = GROUP_COLUMNS.map((key) =>
  (FACET_REGISTRY as readonly FacetSpec[]).flatMap((spec): GroupReader[] => {
    const facet = spec.name as FacetName;
    const src = spec.source;
    switch (src.kind) {
      case "column":
        return src.column === key ? [{ facet, value: (v: unknown) => v }] : [];
      case "band":
        return spec.name === key ? [{ facet, value: (v: unknown) => (v === null ? null : src.bands[Number(v)]?.label) }] : [];
      case "location":
        return key === "location_id" ? [{ facet, value: (v: unknown, _: GroupRow, names: SourceNames) => (v === null ? undefined : names.locations.get(Number(v))?.[src.field]) }] : [];
      case "dealership":
        return key === "dealership_id" ? [{ facet, value: (v: unknown, _: GroupRow, names: SourceNames) => names.dealerName.get(Number(v)) }] : [];
      case "make_model": {
        // Make and model share a grouping set, so a row grouping the make has the model beside it.
        const model = GROUP_COLUMNS.indexOf("model");
        return key === "make" ? [{ facet, value: (v: unknown, row: GroupRow) => `${String(v)} ${String(row[2 + model])}` }] : [];
      }
      case "list":
        return [];
    }
  }),
);

const RANGE_SQL: Record<RangeName, string> = {
  price: "c.price",
  km: "c.km",
  year: "c.year",
  subscription_price: "c.subscription_price",
  weekly_price: "c.weekly_price",
  created_at_timestamp: "c.created_at",
};

const STAT_RANGES = ["price", "km", "year"] as const;

/** Filter SQL for a facet selection: true when the car has one of the values. */
export function facetFilterSql(facet: FacetName, values: string[], p: SqlParams, site: Site): string {
  const spec = facetSpec(facet);
  const src = spec.source;
  switch (src.kind) {
    case "column":
      if (src.type === "int") return `c.${src.column} = any(${p.add(values.map(Number), "int[]")})`;
      if (src.type === "boolean") return `c.${src.column} = any(${p.add(values.map((v) => v === "true"), "boolean[]")})`;
      return `c.${src.column} = any(${p.add(values, "text[]")})`;
    case "make_model":
      return `(c.make || ' ' || c.model) = any(${p.add(values, "text[]")})`;
    case "location":
      return `c.location_id in (select l.id from locations l where l.site_id = ${p.add(site.id, "int")} and l.${src.field} = any(${p.add(values, "text[]")}))`;
    case "dealership": {
      const ids = site.dealerships.filter((d) => values.includes(d.name)).map((d) => d.id);
      return `c.dealership_id = any(${p.add(ids, "int[]")})`;
    }
    case "list":
      return `c.${src.column} && ${p.add(values, "text[]")}`;
    case "band":
      return `${bandIndexSql(`c.${src.column}`, src.bands)} = any(${p.add(values.map((v) => src.bands.findIndex((b) => b.label === v)), "int[]")})`;
  }
}

export function rangeFilterSql(range: RangeName, r: { min?: number; max?: number }, p: SqlParams): string {
  const col = RANGE_SQL[range];
  const parts: string[] = [];
  if (range === "created_at_timestamp") {
    // Whole seconds, both ends included: [min, max + 1).
    if (r.min !== undefined) parts.push(`${col} >= to_timestamp(${p.add(r.min, "bigint")})`);
    if (r.max !== undefined) parts.push(`${col} < to_timestamp(${p.add(r.max + 1, "bigint")})`);
  } else {
    if (r.min !== undefined) parts.push(`${col} >= ${p.add(r.min, "bigint")}`);
    if (r.max !== undefined) parts.push(`${col} <= ${p.add(r.max, "bigint")}`);
  }
  return parts.join(" and ");
}

interface ActiveFilter {
  /** 1-based; `miss` holds it for cars that fail only this filter. */
  index: number;
  kind: "facet" | "range";
  name: string;
  sql: string;
}

/**
 * The price a price sort orders by: the car's price when the site would show it (above
 * MIN_SHOWN_PRICE), else null, so cars shown as "Enquire for price." or PREORDER come after every
 * priced car in both directions. Sorting never removes a car: every sort finds the same cars.
 */
export const SORT_PRICE_SQL = `case when c.price > ${MIN_SHOWN_PRICE} then c.price end`;

function orderBySql(sortBy: SortBy, hasText: boolean): string {
  switch (sortBy) {
    case "latest":
      return "created_at desc, id desc";
    case "price_desc":
      return "shown_price desc nulls last, id desc";
    case "price_asc":
      return "shown_price asc nulls last, id desc";
    case "km_asc":
      return "km asc nulls last, id desc";
    case "subscription":
      return "subscription_price asc nulls last, id desc";
    case "relevance":
      return hasText
        ? "exact_code desc, typo_free desc, exact_words desc, custom_rank desc, created_at desc, id desc"
        : "custom_rank desc, created_at desc, id desc";
  }
}

/** The listing rule of the site (and the dealership scope), as SQL over `cars c`. */
export function listingWhereSql(site: Site, p: SqlParams, now: Date, dealershipId?: number): string[] {
  const cfg = site.config;
  const where = [
    `c.site_id = ${p.add(site.id, "int")}`,
    `c.dealership_id = any(${p.add(
      dealershipId !== undefined ? [dealershipId] : site.dealerships.map((d) => d.id),
      "int[]",
    )})`,
    "c.visible",
    `(c.status in (${AVAILABLE_STATUSES.map((s) => `'${s}'`).join(", ")}) or ${recentlySoldSql(site, p, now)})`,
  ];
  if (cfg.listing_preset === "hide_by_photos") where.push(`c.photos_count >= ${p.add(cfg.listing_min_photos, "int")}`);
  if (cfg.listing_preset === "hide_by_status" && cfg.listing_hidden_statuses.length) {
    where.push(`c.status <> all(${p.add(cfg.listing_hidden_statuses, "text[]")})`);
  }
  if (cfg.certified_only) where.push("c.certified");
  return where;
}

/** A sold car still listed: sold within its dealership's sold days (one cutoff when none overrides the site's). */
function recentlySoldSql(site: Site, p: SqlParams, now: Date): string {
  const groups = soldDaysGroups(site.config.sold_cars_shown_days, site.dealerships);
  const cutoff = (days: number) => p.add(soldCutoff(now, days).toISOString(), "timestamptz");
  if (groups.length <= 1) return `c.sold_date >= ${cutoff(groups[0]?.days ?? site.config.sold_cars_shown_days)}`;
  return `(${groups.map((g) => `(c.dealership_id = any(${p.add(g.dealershipIds, "int[]")}) and c.sold_date >= ${cutoff(g.days)})`).join(" or ")})`;
}

/** Resolve the dealership scope, refusing a slug that is not the site's. */
export function scopeDealership(site: Site, slug: string | undefined): number | undefined {
  if (slug === undefined) return undefined;
  const d = site.dealerships.find((x) => x.slug === slug);
  if (!d) throw new ValidationError([{ field: "dealership", message: `No dealership "${slug}" on this site` }]);
  return d.id;
}

interface Statement {
  text: string;
  values: unknown[];
  filters: ActiveFilter[];
  hitsPerPage: number;
}

export function buildStatement(site: Site, q: SearchQuery, now: Date, dealershipId: number | undefined): Statement {
  const p = new SqlParams();
  const where = listingWhereSql(site, p, now, dealershipId);

  // Every term must match; a term matches through any of its forms (src/search/text.ts).
  const terms = queryTerms(q.query);
  const hasText = terms.length > 0;
  const anyForm = (forms: string[], sql: (form: string) => string) => (forms.length === 1 ? sql(forms[0]!) : `(${forms.map(sql).join(" or ")})`);
  for (const forms of terms) {
    where.push(anyForm(forms, (t) => (allowsTypo(t) ? `c.search_text ~ ${p.add(tokenRegex(t), "text")}` : `c.search_text like ${p.add(`% ${t}%`, "text")}`)));
  }

  const filters: ActiveFilter[] = [];
  for (const f of FACETS) {
    const values = q.filters[f];
    if (values?.length) filters.push({ index: filters.length + 1, kind: "facet", name: f, sql: facetFilterSql(f, values, p, site) });
  }
  for (const [name, r] of Object.entries(q.ranges) as [RangeName, { min?: number; max?: number }][]) {
    filters.push({ index: filters.length + 1, kind: "range", name, sql: rangeFilterSql(name, r, p) });
  }

  // Text is matched once: the cars it finds are kept (usually few) and the other parts join them.
  let textCte = "";
  if (hasText) {
    textCte = `with matched as materialized (select c.car_id from car_search c where ${where.join(" and ")})\n`;
    where.splice(0, where.length, "c.car_id in (select car_id from matched)");
  }

  // Each part of the statement reads the candidate cars itself: materialising them once costs
  // more (the rows spill to disk past work_mem) than re-reading the narrow projection.
  const flagCols = filters.map((f) => `coalesce(${f.sql}, false) as f${f.index}`);
  const missSql = filters.length ? `case ${filters.map((f) => `when not f${f.index} then ${f.index}`).join(" ")} else 0 end` : "0";
  const missesWhere = filters.length ? `where ${filters.map((f) => `(not f${f.index})::int`).join(" + ")} <= 1` : "";
  const candidates = (cols: string[]) =>
    `(select ${[...cols.map((c) => (c.includes(" as ") ? c.replace(/^.* as /, "") : c.replace(/^c\./, ""))), missSql + " as miss"].join(", ")}
      from (select ${[...cols, ...flagCols].join(", ")} from car_search c where ${where.join(" and ")}) x ${missesWhere})`;

  const rankCols: string[] = [];
  if (hasText && q.sortBy === "relevance") {
    rankCols.push(`(c.codes like ${p.add(`% ${compactCode(q.query)} %`, "text")}) as exact_code`);
    rankCols.push(`(${terms.map((forms) => `(${anyForm(forms, (t) => `c.search_text like ${p.add(`% ${t}%`, "text")}`)})::int`).join(" + ")}) as typo_free`);
    rankCols.push(`(${terms.map((forms) => `(${anyForm(forms, (t) => `c.search_text like ${p.add(`% ${t} %`, "text")}`)})::int`).join(" + ")}) as exact_words`);
  }
  const pageWhere = [...where, ...filters.map((f) => `coalesce(${f.sql}, false)`)];

  const hitsPerPage = q.hitsPerPage ?? site.config.hits_per_page;
  const offset = (q.page - 1) * hitsPerPage;
  const groupingSets = [...GROUPS.map((g) => `(miss, ${g.join(", ")})`), "(miss)"].join(", ");
  const groupCols = [...GROUPED_SOURCES.map((g) => `${g.sql} as ${g.key}`), "c.price", "c.km", "c.year"];

  // The list facets are grouped by the whole list first (cars of one variant share theirs), and
  // the few distinct lists are then unnested — much less work than unnesting every car's list.
  const listCols = LIST_FACETS.map((f) => (f.source as { column: string }).column);
  const allCols = [...GROUP_COLUMNS, ...listCols];
  const listBits = (1 << listCols.length) - 1;
  const setBits = (grouped: string[]) => allCols.reduce((bits, col, i) => (grouped.includes(col) ? bits : bits | (1 << (allCols.length - 1 - i))), 0);
  const text = `${textCte}${textCte ? "," : "with"} g as materialized (
  select grouping(${allCols.join(", ")}) as gbits, miss, ${allCols.join(", ")}, count(*) as n,
         min(price) as min_price, max(price) as max_price, min(km) as min_km, max(km) as max_km,
         min(year) as min_year, max(year) as max_year
  from ${candidates([...groupCols, ...listCols.map((c) => `c.${c}`)])} s
  group by grouping sets (${groupingSets}, ${listCols.map((c) => `(miss, ${c})`).join(", ")})
)
select
  (select json_agg(json_build_array(gbits >> ${listCols.length}, miss, ${GROUP_COLUMNS.join(", ")}, n, min_price, max_price, min_km, max_km, min_year, max_year))
     from g where gbits & ${listBits} = ${listBits}) as groups,
  (select json_agg(json_build_array(k, miss, v, n)) from (
     ${listCols
       .map(
         (c, k) => `select ${k} as k, miss, v, sum(n) as n from g, lateral (select distinct unnest(g.${c}) as v) u
       where gbits = ${setBits([c])} group by miss, v`,
       )
       .join("\n     union all\n     ")}) a) as arrays,
  (select json_agg(json_build_array(l.id, l.name, l.city, l.state)) from locations l where l.site_id = ${p.add(site.id, "int")}) as locations,
  (select json_agg(h order by h.ord) from (
     select pg.ord, ${HIT_COLUMNS_SQL}
     from unnest(array(
       select id from (select c.car_id as id, ${SORT_PRICE_SQL} as shown_price, c.km, c.subscription_price, c.created_at, c.custom_rank${rankCols.length ? `, ${rankCols.join(", ")}` : ""}
                       from car_search c where ${pageWhere.join(" and ")}) r
       order by ${orderBySql(q.sortBy, rankCols.length > 0)}
       limit ${p.add(hitsPerPage, "int")} offset ${p.add(offset, "int")})) with ordinality as pg(id, ord)
     join cars c on c.id = pg.id join dealerships d on d.id = c.dealership_id left join locations l on l.id = c.location_id
  ) h) as hits`;
  return { text, values: p.values, filters, hitsPerPage };
}

type GroupRow = [number, number, ...unknown[]];
type ArrayRow = [number, number, string | null, number];

/** Parameterised text ($1, $2 …) as a drizzle SQL value, so it can run inside a transaction. */
function toDrizzleSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, m.index)));
    chunks.push(sql`${sql.param(values[Number(m[1]) - 1])}`);
    last = m.index + m[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(""));
}

/**
 * Run the search statement with settings of its own: grouping a large site's cars needs more than
 * the default 4 MB work_mem, or PostgreSQL groups by sorting on disk (5× slower on 200,000 cars);
 * and JIT compilation costs more than it saves on a statement this size. SET LOCAL keeps both to
 * this one read-only transaction.
 */
async function runStatement<T>(db: Database, st: Statement): Promise<T[]> {
  return db.orm.transaction(async (tx) => {
    await tx.execute(sql`select set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`);
    const res = (await tx.execute(toDrizzleSql(st.text, st.values))) as unknown as { rows: T[] };
    return res.rows;
  });
}

export interface RawHit {
  ord: number;
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  year: number | null;
  km: number | null;
  price: number | null;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  weekly_price: number | null;
  price_type: string | null;
  car_type: string;
  item_type: string;
  status: string;
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  colour: string | null;
  simple_fuel: string | null;
  simple_body: string | null;
  simple_transmission: string | null;
  drive: string | null;
  seats: number | null;
  fuel: string | null;
  stocknum: string;
  vin: string | null;
  regplate: string | null;
  primary_image_url: string | null;
  thumbnails: string[];
  photos_count: number;
  location_id: number | null;
  location_name: string | null;
  location_slug: string | null;
  phone: string | null;
  landline_phone: string | null;
  phone_new: string | null;
  phone_used: string | null;
  phone_demo: string | null;
  city: string | null;
  state: string | null;
  dealership_id: number;
  dealership_slug: string;
  dealership_name: string;
  created_ms: number;
  sold_s: number | null;
  finance_lenders: FinanceLenders;
  autograb_data: AutograbData | null;
  payment_processors: PaymentProcessor[];
  file: string | null;
}

interface LocationInfo {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
}

export function toHit(r: RawHit, site: Site, now: Date): SearchHit {
  // The same rule as the vehicle page (src/domain/car-phone.ts): the number for the car's type
  // where the site asks for it, else the location's phone, else its landline.
  const phone = carPhone(
    { car_type: r.car_type },
    { phone: r.phone, landlinePhone: r.landline_phone, phoneNew: r.phone_new, phoneUsed: r.phone_used, phoneDemo: r.phone_demo },
    [],
    site.config.phone_by_car_type,
  );
  const createdAt = new Date(r.created_ms);
  const hit: Omit<SearchHit, "card"> = {
    id: Number(r.id),
    slug: r.slug,
    name: r.name,
    make: r.make,
    model: r.model,
    make_model: `${r.make} ${r.model}`,
    badge: r.badge,
    series: r.series,
    year: r.year,
    km: r.km,
    price: r.price,
    before_price: r.before_price,
    offer_price: r.offer_price,
    subscription_price: r.subscription_price,
    weekly_price: r.weekly_price,
    price_type: r.price_type,
    car_type: r.car_type,
    item_type: r.item_type,
    status: r.status,
    tag: r.tag,
    reserved: r.reserved,
    certified: r.certified,
    colour: r.colour,
    simple_fuel: r.simple_fuel,
    simple_body: r.simple_body,
    simple_transmission: r.simple_transmission,
    drive: r.drive,
    seats: r.seats,
    fuel: r.fuel,
    stocknum: r.stocknum,
    vin: r.vin,
    regplate: r.regplate,
    primary_image_url: r.primary_image_url,
    thumbnails: r.thumbnails ?? [],
    photos_count: r.photos_count,
    location_id: r.location_id,
    location_name: r.location_name,
    location_slug: r.location_slug,
    location_phone: phone,
    city: r.city,
    state: r.state,
    dealership_id: r.dealership_id,
    dealership_slug: r.dealership_slug,
    dealership_name: r.dealership_name,
    created_at: createdAt.toISOString(),
    sold_date_timestamp: r.sold_s,
    finance_lenders: r.finance_lenders ?? {},
    autograb_data: r.autograb_data,
    payment_processors: r.payment_processors ?? [],
    file: r.file,
  };
  const card = cardView(
    {
      status: hit.status,
      reserved: hit.reserved,
      certified: hit.certified,
      tag: hit.tag,
      simple_fuel: hit.simple_fuel,
      created_at: createdAt,
      car_type: hit.car_type,
      price: hit.price,
      photos_count: hit.photos_count,
      payment_processors: hit.payment_processors,
    },
    site.config,
    now,
  );
  return { ...hit, card };
}

function byCountThenName(a: [string, number], b: [string, number]): number {
  return b[1] - a[1] || a[0].localeCompare(b[0]);
}

/** Order (and for long lists, limit) a facet's values the way a shopper reads them (its registry `order`). */
export function orderFacetValues(facet: FacetName, counts: Map<string, number>, site: Site, selected: string[] = []): Record<string, number> {
  const spec = facetSpec(facet);
  const cfg = site.config;
  const sel = new Set(selected);
  for (const s of sel) if (!counts.has(s)) counts.set(s, 0);
  let entries = [...counts.entries()].filter(([v]) => v !== "");
  if (spec.limit) {
    entries.sort(byCountThenName);
    const top = entries.slice(0, cfg[spec.limit]);
    const extra = entries.slice(cfg[spec.limit]).filter(([v]) => sel.has(v));
    return Object.fromEntries([...top, ...extra].sort((a, b) => a[0].localeCompare(b[0])));
  }
  switch (spec.order) {
    case "name":
      entries.sort((a, b) => a[0].localeCompare(b[0]));
      break;
    case "listed": {
      const listed = spec.value.kind === "oneOf" ? spec.value.values : [];
      const rank = (v: string) => (listed.includes(v) ? listed.indexOf(v) : listed.length);
      entries.sort((a, b) => rank(a[0]) - rank(b[0]) || byCountThenName(a, b));
      break;
    }
    case "numeric":
      entries.sort((a, b) => Number(a[0]) - Number(b[0]));
      break;
    case "bands": {
      const order = spec.source.kind === "band" ? spec.source.bands.map((b) => b.label) : [];
      entries.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
      break;
    }
    case "certified":
      if (cfg.certified_only) entries = entries.filter(([v]) => v !== "false");
      entries.sort((a, b) => (a[0] === "true" ? -1 : b[0] === "true" ? 1 : 0));
      break;
    case "count":
      entries.sort(byCountThenName);
  }
  return Object.fromEntries(entries);
}

function add(map: Map<string, number>, key: unknown, n: number): void {
  if (key === null || key === undefined) return;
  const k = String(key);
  map.set(k, (map.get(k) ?? 0) + n);
}

/**
 * Search a site's stock. Throws a ValidationError (field `dealership`) for a dealership slug that is not the site's.
 * `now` decides which sold cars are still listed and which cars are new arrivals.
 */
export async function searchCars(db: Database, site: Site, query: SearchQuery, opts: SearchOptions = {}): Promise<SearchResult> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const dealershipId = scopeDealership(site, opts.dealershipSlug);
  const st = buildStatement(site, query, now, dealershipId);

  const rows = await runStatement<{
    groups: GroupRow[] | null;
    arrays: ArrayRow[] | null;
    locations: [number, string, string | null, string | null][] | null;
    hits: RawHit[] | null;
  }>(db, st);
  const row = rows[0] ?? { groups: null, arrays: null, locations: null, hits: null };
  // Locations name the state, city and location facets of the cars grouped by location id.
  const locations = new Map<number, LocationInfo>((row.locations ?? []).map(([id, name, city, state]) => [Number(id), { id: Number(id), name, city, state }]));
  const names: SourceNames = { locations, dealerName: new Map(site.dealerships.map((d) => [d.id, d.name])) };

  const missOf = new Map(st.filters.map((f) => [f.name, f.index]));
  const counts = (facet: string, miss: number) => miss === 0 || missOf.get(facet) === miss;
  const tallies = new Map<FacetName, Map<string, number>>(FACETS.map((f) => [f, new Map()]));
  const tally = (facet: FacetName, miss: number, value: unknown, n: number) => {
    if (counts(facet, miss)) add(tallies.get(facet)!, value, n);
  };

  let count = 0;
  const facetStats: SearchResult["facetStats"] = {};
  const width = GROUP_COLUMNS.length;
  for (const g of row.groups ?? []) {
    const bits = Number(g[0]);
    const miss = Number(g[1]);
    const n = Number(g[2 + width]);
    if (bits === 2 ** width - 1) {
      // The (miss) set: totals and min/max. Stats count the cars that pass every filter but their own range.
      if (miss === 0) count += n;
      STAT_RANGES.forEach((r, i) => {
        const lo = g[3 + width + i * 2] as number | null;
        const hi = g[4 + width + i * 2] as number | null;
        if (!counts(r, miss) || lo === null || hi === null) return;
        const cur = facetStats[r];
        facetStats[r] = cur ? { min: Math.min(cur.min, Number(lo)), max: Math.max(cur.max, Number(hi)) } : { min: Number(lo), max: Number(hi) };
      });
      continue;
    }
    // grouping() sets bit (width-1-i) for column i when the column is NOT grouped in this row's set.
    GROUP_COLUMNS.forEach((_, i) => {
      if (bits & (1 << (width - 1 - i))) return;
      for (const r of GROUP_READERS[i]!) tally(r.facet, miss, r.value(g[2 + i], g, names), n);
    });
  }
  for (const [which, miss, value, n] of row.arrays ?? []) {
    tally(LIST_FACETS[which]!.name as FacetName, Number(miss), value, Number(n));
  }

  const facets = Object.fromEntries(FACETS.map((f) => [f, orderFacetValues(f, tallies.get(f)!, site, query.filters[f])])) as SearchResult["facets"];
  const hits = (row.hits ?? []).map((h) => toHit(h, site, now));
  return {
    hits,
    facets,
    facetStats,
    count,
    page: query.page,
    pages: Math.ceil(count / st.hitsPerPage),
    hitsPerPage: st.hitsPerPage,
    ms: Math.round((performance.now() - started) * 10) / 10,
  };
}
