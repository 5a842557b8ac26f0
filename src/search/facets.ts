/**
 * The facet registry: one entry per search facet, read by everything that knows facets — the URL
 * model and its validating parser (query-core.ts, query.ts), the SQL engine (engine.ts), the
 * in-process index (facet-index.ts), the search page's sidebar and chips (ui/search) and the
 * oracle test. Adding a facet on a column `car_search` already has is one entry here; a new column
 * also needs the migration that adds it to `car_search` (CONTRIBUTING.md).
 *
 * No zod and no server code: the browser's search island reads this file too.
 */
import { PRICE_BANDS, WEEKLY_PRICE_BANDS, type Band } from "./buckets";

/** Where a car's value of the facet comes from (the `car_search` projection, migration 0003). */
export type FacetSource =
  /** One `car_search` column; `type` is how the SQL engine compares selected values with it. */
  | { kind: "column"; column: string; type: "text" | "int" | "boolean" }
  /** Make and model joined by one space ("Toyota HiLux"), so a model is picked within its make. */
  | { kind: "make_model" }
  /** A field of the car's location (state, city, name), named from the site's locations at query time. */
  | { kind: "location"; field: "state" | "city" | "name" }
  /** The car's dealership, named from the site's dealerships. */
  | { kind: "dealership" }
  /** A list column: a car has several values; it matches when any is selected. */
  | { kind: "list"; column: "categories" | "filtered_features" }
  /** The band (buckets.ts) a numeric column falls in. */
  | { kind: "band"; column: "price" | "weekly_price"; bands: readonly Band[] };

/** What a selected value must look like in a URL; bad values are refused with the message. */
export type FacetValueRule =
  | { kind: "text" }
  | { kind: "oneOf"; values: readonly string[]; message: string }
  /** `canonical` rewrites an accepted value to the one form the engines compare ("07" → "7"). */
  | { kind: "pattern"; pattern: RegExp; message: string; canonical?: (value: string) => string };

/**
 * How a facet's values are listed: "count" (most cars first, then by name), "name" (A–Z),
 * "numeric", "listed" (the order of the value rule's values, then by count), "bands" (the band
 * order), "certified" (certified first; "not certified" dropped on certified-only sites).
 */
export type FacetOrder = "count" | "name" | "numeric" | "listed" | "bands" | "certified";

export interface FacetSpec {
  name: string;
  value: FacetValueRule;
  source: FacetSource;
  order: FacetOrder;
  /** The site setting that caps how many values are listed (the selected ones always stay). */
  limit?: "model_list_limit" | "city_filter_limit" | "dealership_filter_limit";
  /**
   * The grouping set of the SQL engine that counts the facet's source (engine.ts: each set costs
   * a hash-table update per candidate car, so sources with few combinations share one). Facets
   * reading one source (the location's) give the same set; list facets are counted apart.
   */
  sqlGroup?: number;
  /** The combination group of the in-process index that counts it (facet-index.ts; 0–4). */
  indexGroup?: number;
  /** A checkbox section of the search page's filters, with how a value reads on it and on its chip. */
  section?: { title: string; label?: (value: string) => string; /** Shown only with at least this many values. */ minValues?: number };
}

const text = { kind: "text" } as const;
const column = (name: string, type: "text" | "int" | "boolean" = "text") => ({ kind: "column", column: name, type }) as const;
const bandLabels = (list: readonly Band[]) => list.map((b) => b.label);
/** A facet of price bands: its values are the band labels, listed in band order, counted with colour. */
const bandFacet = <N extends string>(name: N, column: "price" | "weekly_price", bands: readonly Band[]) =>
  ({
    name,
    value: { kind: "oneOf", values: bandLabels(bands), message: `Expected one of ${bandLabels(bands).join(", ")}` },
    source: { kind: "band", column, bands },
    order: "bands",
    sqlGroup: 4,
    indexGroup: 4,
  }) as const;

/** Facets in the order they appear in URLs and replies (search and browsing: the filter attributes). */
export const FACET_REGISTRY = [
  {
    name: "car_type",
    value: { kind: "oneOf", values: ["new", "demo", "used"], message: "Expected new, demo or used" },
    source: column("car_type"),
    order: "listed",
    sqlGroup: 1,
    indexGroup: 1,
    section: { title: "Condition", label: (v: string) => ({ new: "New", demo: "Demo", used: "Used" })[v] ?? v },
  },
  { name: "make", value: text, source: column("make"), order: "name", sqlGroup: 0, indexGroup: 0 },
  { name: "model", value: text, source: column("model"), order: "count", limit: "model_list_limit", sqlGroup: 0, indexGroup: 0 },
  { name: "make_model", value: text, source: { kind: "make_model" }, order: "count", indexGroup: 0 },
  { name: "badge", value: text, source: column("badge"), order: "count", sqlGroup: 5, indexGroup: 0 },
  { name: "body", value: text, source: column("body"), order: "count", sqlGroup: 2, indexGroup: 2, section: { title: "Body type" } },
  { name: "fuel", value: text, source: column("fuel"), order: "count", sqlGroup: 2, indexGroup: 2, section: { title: "Fuel" } },
  { name: "transmission", value: text, source: column("transmission"), order: "count", sqlGroup: 2, indexGroup: 2, section: { title: "Transmission" } },
  { name: "drive", value: text, source: column("drive"), order: "count", sqlGroup: 2, indexGroup: 2, section: { title: "Drive" } },
  { name: "colour", value: text, source: column("colour"), order: "count", sqlGroup: 4, indexGroup: 4, section: { title: "Colour" } },
  {
    name: "seats",
    value: { kind: "pattern", pattern: /^\d{1,2}$/, message: "Expected a whole number of seats", canonical: (v: string) => String(Number(v)) },
    source: column("seats", "int"),
    order: "numeric",
    sqlGroup: 1,
    indexGroup: 2,
    section: { title: "Seats", label: (v: string) => `${v} seats` },
  },
  { name: "state", value: text, source: { kind: "location", field: "state" }, order: "count", sqlGroup: 3, indexGroup: 3 },
  // A site's default city refinement is a chip like any other; this list picks other cities (at most city_filter_limit).
  { name: "city", value: text, source: { kind: "location", field: "city" }, order: "count", limit: "city_filter_limit", sqlGroup: 3, indexGroup: 3, section: { title: "City", minValues: 2 } },
  { name: "location_name", value: text, source: { kind: "location", field: "name" }, order: "count", sqlGroup: 3, indexGroup: 3, section: { title: "Location", minValues: 2 } },
  {
    name: "dealership_name",
    value: text,
    source: { kind: "dealership" },
    order: "count",
    limit: "dealership_filter_limit",
    sqlGroup: 3,
    indexGroup: 3,
    section: { title: "Dealership", minValues: 2 },
  },
  {
    name: "status",
    value: { kind: "pattern", pattern: /^[a-z][a-z_]{0,39}$/, message: "Expected a status such as in_stock, coming_soon or sold" },
    source: column("status"),
    order: "count",
    sqlGroup: 1,
    indexGroup: 1,
  },
  { name: "tag", value: text, source: column("tag"), order: "count", sqlGroup: 3, indexGroup: 1 },
  {
    name: "certified",
    value: { kind: "oneOf", values: ["true", "false"], message: "Expected true or false" },
    source: column("certified", "boolean"),
    order: "certified",
    sqlGroup: 1,
    indexGroup: 1,
    section: { title: "Certified", label: (v: string) => (v === "true" ? "Certified pre-owned" : "Not certified") },
  },
  { name: "categories", value: text, source: { kind: "list", column: "categories" }, order: "count" },
  { name: "filtered_features", value: text, source: { kind: "list", column: "filtered_features" }, order: "count" },
  {
    name: "item_type",
    value: { kind: "pattern", pattern: /^[a-z][a-z_]{0,39}$/, message: "Expected an item type such as car, caravan, motorcycle or truck" },
    source: column("item_type"),
    order: "count",
    sqlGroup: 1,
    indexGroup: 1,
  },
  bandFacet("price_range", "price", PRICE_BANDS),
  bandFacet("weekly_price_range", "weekly_price", WEEKLY_PRICE_BANDS),
] as const satisfies readonly FacetSpec[];

export type FacetName = (typeof FACET_REGISTRY)[number]["name"];

/** Facet names in URL order. */
export const FACETS: readonly FacetName[] = FACET_REGISTRY.map((f) => f.name);

const BY_NAME = new Map<string, FacetSpec>(FACET_REGISTRY.map((f) => [f.name, f]));

/** The registry entry of a facet. */
export function facetSpec(name: FacetName): FacetSpec {
  return BY_NAME.get(name)!;
}

/** The facets with a checkbox section on the search page, in registry order. */
export const SECTION_FACETS: ReadonlyArray<{ facet: FacetName; title: string; label?: (v: string) => string; minValues?: number }> = FACET_REGISTRY.flatMap(
  (f: FacetSpec) => (f.section ? [{ facet: f.name as FacetName, ...f.section }] : []),
);
