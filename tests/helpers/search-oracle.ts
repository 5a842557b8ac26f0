/**
 * A brute-force JavaScript evaluation of the stock search rules: the listing rule, text matching,
 * facet filters and ranges, disjunctive facet counts, stats, sort and paging, written as plainly
 * as possible (loops over every car, no shared code with the SQL engine except the pure rules it
 * is defined by: isListed, the text matcher and the price bands). The property test compares
 * searchCars with it on random stock and random queries.
 */
import { dealershipSoldDays, isListed } from "../../src/domain/availability";
import { bandOf, PRICE_BANDS, WEEKLY_PRICE_BANDS } from "../../src/search/buckets";
import { type RangeName, type SearchQuery } from "../../src/search/query";
import { FACETS, facetSpec, type FacetName } from "../../src/search/facets";
import { carWords, compactCode, matchTerm, queryTerms } from "../../src/search/text";
import { isShownPrice } from "../../src/domain/price";
import type { SiteConfig } from "../../src/site/config";

export interface OracleCar {
  id: number;
  site_id: number;
  dealership_id: number;
  dealership_name: string;
  location: { name: string; city: string | null; state: string | null } | null;
  stocknum: string;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  body: string | null;
  simple_body: string | null;
  fuel: string | null;
  simple_fuel: string | null;
  trans: string | null;
  simple_transmission: string | null;
  colour: string | null;
  drive: string | null;
  seats: number | null;
  vin: string | null;
  regplate: string | null;
  car_type: string;
  status: string;
  tag: string | null;
  certified: boolean;
  item_type: string;
  categories: string[];
  filtered_features: string[];
  price: number | null;
  weekly_price: number | null;
  subscription_price: number | null;
  km: number | null;
  year: number | null;
  created_at: Date;
  sold_date: Date | null;
  custom_rank: number;
  photos_count: number;
  show_on_dealer_website: boolean;
  delisted_at: Date | null;
}

export interface OracleResult {
  ids: number[];
  count: number;
  pages: number;
  facets: Record<FacetName, Record<string, number>>;
  facetStats: Partial<Record<"price" | "km" | "year", { min: number; max: number }>>;
}

/** The facet values a car has (several for list facets, none for a missing value). */
function facetValues(car: OracleCar, facet: FacetName): string[] {
  const one = (v: string | number | boolean | null | undefined) => (v === null || v === undefined || v === "" ? [] : [String(v)]);
  switch (facet) {
    case "make":
      return one(car.make);
    case "model":
      return one(car.model);
    case "make_model":
      return [`${car.make} ${car.model}`];
    case "car_type":
      return one(car.car_type);
    case "body":
      return one(car.simple_body ?? car.body);
    case "fuel":
      return one(car.simple_fuel ?? car.fuel);
    case "transmission":
      return one(car.simple_transmission ?? car.trans);
    case "drive":
      return one(car.drive);
    case "colour":
      return one(car.colour);
    case "seats":
      return one(car.seats);
    case "state":
      return one(car.location?.state);
    case "city":
      return one(car.location?.city);
    case "location_name":
      return one(car.location?.name);
    case "dealership_name":
      return one(car.dealership_name);
    case "status":
      return one(car.status);
    case "tag":
      return one(car.tag);
    case "badge":
      return one(car.badge);
    case "certified":
      return [String(car.certified)];
    case "categories":
      return [...new Set(car.categories)];
    case "filtered_features":
      return [...new Set(car.filtered_features)];
    case "item_type":
      return one(car.item_type);
    case "price_range":
      return one(bandOf(car.price, PRICE_BANDS));
    case "weekly_price_range":
      return one(bandOf(car.weekly_price, WEEKLY_PRICE_BANDS));
    default: {
      // A facet added to the registry on a plain column reads the car's field of that name.
      const src = facetSpec(facet as FacetName).source;
      return src.kind === "column" ? one((car as unknown as Record<string, string | number | boolean | null>)[src.column]) : [];
    }
  }
}

function rangeValue(car: OracleCar, r: RangeName): number | null {
  switch (r) {
    case "created_at_timestamp":
      return Math.floor(car.created_at.getTime() / 1000);
    default:
      return car[r];
  }
}

type Filter = { key: string; pass: (car: OracleCar) => boolean };

export function oracleSearch(
  allCars: OracleCar[],
  site: { id: number; dealerships: Array<{ id: number; config: Record<string, unknown> }>; config: SiteConfig },
  q: SearchQuery,
  now: Date,
  dealershipId?: number,
): OracleResult {
  const cfg = site.config;
  const tokens = queryTerms(q.query);
  const dealers = new Map(site.dealerships.map((d) => [d.id, d]));
  const scoped = allCars.filter(
    (c) =>
      c.site_id === site.id &&
      dealers.has(c.dealership_id) &&
      (dealershipId === undefined || c.dealership_id === dealershipId) &&
      isListed(c, cfg, now, dealershipSoldDays(cfg.sold_cars_shown_days, dealers.get(c.dealership_id)!.config)),
  );
  const words = new Map(scoped.map((c) => [c.id, carWords(c)]));
  const candidates = scoped.filter((c) => tokens.every((forms) => matchTerm(words.get(c.id)!, forms) !== null));

  const filters: Filter[] = [];
  for (const f of FACETS) {
    const selected = q.filters[f];
    if (selected?.length) filters.push({ key: f, pass: (c) => facetValues(c, f).some((v) => selected.includes(v)) });
  }
  for (const [r, range] of Object.entries(q.ranges) as [RangeName, { min?: number; max?: number }][]) {
    filters.push({
      key: r,
      pass: (c) => {
        const v = rangeValue(c, r);
        return v !== null && (range.min === undefined || v >= range.min) && (range.max === undefined || v <= range.max);
      },
    });
  }
  const passesAllBut = (c: OracleCar, except: string | null) => filters.every((f) => f.key === except || f.pass(c));

  const matched = candidates.filter((c) => passesAllBut(c, null));

  const facets = {} as OracleResult["facets"];
  for (const f of FACETS) {
    const counts = new Map<string, number>();
    for (const c of candidates) {
      if (!passesAllBut(c, f)) continue;
      for (const v of facetValues(c, f)) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    for (const s of q.filters[f] ?? []) if (!counts.has(s)) counts.set(s, 0);
    let entries = [...counts.entries()];
    if (f === "certified" && cfg.certified_only) entries = entries.filter(([v]) => v !== "false");
    const limit = f === "model" ? cfg.model_list_limit : f === "city" ? cfg.city_filter_limit : f === "dealership_name" ? cfg.dealership_filter_limit : null;
    if (limit !== null) {
      const ranked = [...entries].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      const keep = new Set([...ranked.slice(0, limit).map(([v]) => v), ...(q.filters[f] ?? [])]);
      entries = entries.filter(([v]) => keep.has(v));
    }
    facets[f] = Object.fromEntries(entries);
  }

  const facetStats: OracleResult["facetStats"] = {};
  for (const r of ["price", "km", "year"] as const) {
    const values = candidates.filter((c) => passesAllBut(c, r)).map((c) => c[r]).filter((v): v is number => v !== null);
    if (values.length) facetStats[r] = { min: Math.min(...values), max: Math.max(...values) };
  }

  const desc = (a: number, b: number) => b - a;
  const nullsLast = (a: number | null, b: number | null, dir: 1 | -1) => {
    if (a === null && b === null) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return dir * (a - b);
  };
  const shown = (price: number | null) => (isShownPrice(price) ? price : null);
  const code = compactCode(q.query);
  const score = (c: OracleCar) => {
    const w = words.get(c.id)!;
    const m = tokens.map((forms) => matchTerm(w, forms));
    const exactCode = [c.stocknum, c.vin, c.regplate].some((x) => compactCode(x) !== "" && compactCode(x) === code) ? 1 : 0;
    return { exactCode, typoFree: m.filter((x) => x === "exact" || x === "prefix").length, exact: m.filter((x) => x === "exact").length };
  };
  const sorted = [...matched].sort((a, b) => {
    switch (q.sortBy) {
      case "latest":
        return desc(a.created_at.getTime(), b.created_at.getTime()) || desc(a.id, b.id);
      // A car the site shows no price for ("Enquire for price.", PREORDER) is last either way.
      case "price_desc":
        return nullsLast(shown(a.price), shown(b.price), -1) || desc(a.id, b.id);
      case "price_asc":
        return nullsLast(shown(a.price), shown(b.price), 1) || desc(a.id, b.id);
      case "km_asc":
        return nullsLast(a.km, b.km, 1) || desc(a.id, b.id);
      case "subscription":
        return nullsLast(a.subscription_price, b.subscription_price, 1) || desc(a.id, b.id);
      case "relevance": {
        if (tokens.length) {
          const sa = score(a);
          const sb = score(b);
          const byText = desc(sa.exactCode, sb.exactCode) || desc(sa.typoFree, sb.typoFree) || desc(sa.exact, sb.exact);
          if (byText) return byText;
        }
        return desc(a.custom_rank, b.custom_rank) || desc(a.created_at.getTime(), b.created_at.getTime()) || desc(a.id, b.id);
      }
    }
  });
  const perPage = q.hitsPerPage ?? cfg.hits_per_page;
  const start = (q.page - 1) * perPage;
  return {
    ids: sorted.slice(start, start + perPage).map((c) => c.id),
    count: matched.length,
    pages: Math.ceil(matched.length / perPage),
    facets,
    facetStats,
  };
}
