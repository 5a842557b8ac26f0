/**
 * The search pages' routes (search-and-browsing §2, vehicle-page-and-flows §2): which filters a
 * path stands for, its headings, and the URL of any query on it. Pure, so the pages, the client
 * island and the sitemap agree on every URL.
 *
 * Paths: /cars, /search, /search/new-used-and-demo-cars (everything); /search/new-cars,
 * /search/demo-cars, /search/used-cars, /search/new-and-demo-cars (by type); /search/{body}-cars;
 * /search/{dealership_slug}; /search/{make}; /search/{make}/{model}. A path's filters are the
 * route's "base"; the query string adds to them. A query that drops one of the base values no
 * longer belongs on that path, so its URL moves to the site's default search path.
 */
import { canonicalQuery, toSearchParams, type SearchQuery } from "./query-core";
import { type FacetName } from "./facets";
import { capitalise } from "../domain/capitalise";

export type SearchRouteKind = "all" | "type" | "body" | "dealership" | "make" | "model";

export interface SearchRoute {
  kind: SearchRouteKind;
  /** Canonical path (no trailing slash). */
  path: string;
  /** Filters the path stands for. */
  base: Partial<Record<FacetName, string[]>>;
  /** "Used", "Toyota Corolla", "SUV", the dealership's name; "" for everything. */
  label: string;
}

/** Type routes: path segment → car types. The empty list means every type. */
export const TYPE_SEGMENTS: Readonly<Record<string, readonly string[]>> = {
  "new-used-and-demo-cars": [],
  "new-cars": ["new"],
  "demo-cars": ["demo"],
  "used-cars": ["used"],
  "new-and-demo-cars": ["new", "demo"],
};

const TYPE_LABELS: Record<string, string> = {
  "new-cars": "New",
  "demo-cars": "Demo",
  "used-cars": "Used",
  "new-and-demo-cars": "New and demo",
};

/** "Land Rover" → "land-rover", "Cab Chassis" → "cab-chassis", "Mercedes-Benz" → "mercedes-benz". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What a site lists, to tell a make from a dealership from nonsense. */
export interface SearchCatalog {
  makes: string[];
  bodies: string[];
  /** "Toyota Corolla" values (the make_model facet). */
  makeModels: string[];
  dealerships: Array<{ slug: string; name: string }>;
  /** The car types the site has listed now (the car_type facet); the sitemap leaves out type pages with none. */
  carTypes?: string[];
}

const ALL: SearchRoute = { kind: "all", path: "/search/new-used-and-demo-cars", base: {}, label: "" };

/**
 * The route a path names, or null (the page answers 404). `segments` are the path after
 * /search (decoded); /cars and /search pass [] and get their own path back as canonical.
 */
export function resolveSearchRoute(segments: string[], catalog: SearchCatalog, rootPath = "/search"): SearchRoute | null {
  const segs = segments.map((s) => s.trim().toLowerCase()).filter((s) => s !== "");
  if (segs.length === 0) return { ...ALL, path: rootPath };
  if (segs.length > 2) return null;
  const [first, second] = segs as [string, string | undefined];
  // Makes, models and bodies also answer to their names as typed or linked ("land rover",
  // "Land%20Rover", "c-hr"): compared as slugs, while the canonical path stays the slug.
  const firstSlug = slugify(first);
  const secondSlug = second === undefined ? undefined : slugify(second);
  if (second === undefined) {
    const types = TYPE_SEGMENTS[first];
    if (types) {
      return types.length
        ? { kind: "type", path: `/search/${first}`, base: { car_type: [...types] }, label: TYPE_LABELS[first] ?? "" }
        : ALL;
    }
    const dealership = catalog.dealerships.find((d) => d.slug.toLowerCase() === first);
    if (dealership) return { kind: "dealership", path: `/search/${dealership.slug}`, base: { dealership_name: [dealership.name] }, label: dealership.name };
    const make = catalog.makes.find((m) => slugify(m) === firstSlug);
    if (make) return { kind: "make", path: `/search/${slugify(make)}`, base: { make: [make] }, label: make };
    if (firstSlug.endsWith("-cars")) {
      const body = catalog.bodies.find((b) => slugify(b) === firstSlug.slice(0, -"-cars".length));
      if (body) return { kind: "body", path: `/search/${slugify(body)}-cars`, base: { body: [body] }, label: body };
    }
    return null;
  }
  const make = catalog.makes.find((m) => slugify(m) === firstSlug);
  if (!make) return null;
  const prefix = `${make} `;
  const model = catalog.makeModels.filter((mm) => mm.startsWith(prefix)).map((mm) => mm.slice(prefix.length)).find((m) => slugify(m) === secondSlug);
  if (!model) return null;
  return { kind: "model", path: `/search/${slugify(make)}/${slugify(model)}`, base: { make: [make], model: [model] }, label: `${make} ${model}` };
}

/** The route's filters added to the URL's query (the shopper's own selections stay). */
export function withBase(route: Pick<SearchRoute, "base">, query: SearchQuery): SearchQuery {
  const filters: SearchQuery["filters"] = { ...query.filters };
  for (const [facet, values] of Object.entries(route.base) as [FacetName, string[]][]) {
    filters[facet] = [...new Set([...(filters[facet] ?? []), ...values])];
  }
  return canonicalQuery({ ...query, filters });
}

/** True when the query still holds every value the route's path stands for. */
export function keepsBase(route: Pick<SearchRoute, "base">, query: SearchQuery): boolean {
  return (Object.entries(route.base) as [FacetName, string[]][]).every(([facet, values]) => values.every((v) => query.filters[facet]?.includes(v)));
}

export interface HrefOptions {
  /** Where a query that leaves the route goes (the site's default search path). */
  fallbackPath: string;
  defaultHitsPerPage?: number;
  /** Extra parameters written as they are (e.g. `city=` meaning "no default city"). */
  extra?: Array<[string, string]>;
}

/**
 * The URL of a query on a route: the route's path with the rest as parameters while the query
 * keeps the path's filters, else the fallback path with every filter as a parameter.
 */
export function searchHref(route: Pick<SearchRoute, "base" | "path">, query: SearchQuery, opts: HrefOptions): string {
  const stays = keepsBase(route, query);
  const rest: SearchQuery = stays ? withoutBase(route, query) : query;
  const params = toSearchParams(rest, { defaultHitsPerPage: opts.defaultHitsPerPage });
  for (const [k, v] of opts.extra ?? []) params.append(k, v);
  const qs = params.toString();
  return `${stays ? route.path : opts.fallbackPath}${qs ? `?${qs}` : ""}`;
}

/** The query without the route's own values (what the query string has to carry). */
export function withoutBase(route: Pick<SearchRoute, "base">, query: SearchQuery): SearchQuery {
  const filters: SearchQuery["filters"] = {};
  for (const [facet, values] of Object.entries(query.filters) as [FacetName, string[]][]) {
    const base = route.base[facet] ?? [];
    const left = values.filter((v) => !base.includes(v));
    if (left.length) filters[facet] = left;
  }
  return { ...query, filters };
}

/** "Used cars", "Toyota Corolla cars", "SUV cars": the subject of a route's title. */
export function routeSubject(route: Pick<SearchRoute, "kind" | "label">, nounMany: string): string {
  switch (route.kind) {
    case "all":
      return `New, used and demo ${nounMany}`;
    case "dealership":
      return `${capitalise(nounMany)} at ${route.label}`;
    default:
      return `${route.label} ${nounMany}`;
  }
}

/** Every path the sitemap lists for a catalog (the fixed type routes first). */
export function searchRoutePaths(catalog: SearchCatalog): string[] {
  // A type page with no cars of its types is an empty page (a soft 404 to a crawler): not listed.
  const stocked = (types: readonly string[]) => !catalog.carTypes || types.length === 0 || types.some((t) => catalog.carTypes!.includes(t));
  const paths = ["/cars", "/search", ...Object.entries(TYPE_SEGMENTS).filter(([, types]) => stocked(types)).map(([s]) => `/search/${s}`)];
  for (const d of catalog.dealerships) paths.push(`/search/${d.slug}`);
  for (const m of catalog.makes) paths.push(`/search/${slugify(m)}`);
  for (const mm of catalog.makeModels) {
    const make = catalog.makes.find((m) => mm.startsWith(`${m} `));
    if (make) paths.push(`/search/${slugify(make)}/${slugify(mm.slice(make.length + 1))}`);
  }
  for (const b of catalog.bodies) paths.push(`/search/${slugify(b)}-cars`);
  return [...new Set(paths)];
}

/** Page numbers to link: first, last, and a window around the current page; 0 marks a gap. */
export function pageWindow(page: number, pages: number, around = 1): number[] {
  if (pages <= 1) return pages === 1 ? [1] : [];
  const set = new Set<number>([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) set.add(p);
  const sorted = [...set].sort((a, b) => a - b);
  const out: number[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push(0);
    out.push(p);
  });
  return out;
}

/**
 * The site's default city refinement (config.default_city): applied when the URL says nothing
 * about city. A URL with an empty `city=` is a shopper who removed it, so it stays off.
 */
export function applyDefaultCity(query: SearchQuery, params: URLSearchParams, defaultCity: string | null): SearchQuery {
  if (!defaultCity || params.has("city") || query.filters.city?.length) return query;
  return canonicalQuery({ ...query, filters: { ...query.filters, city: [defaultCity] } });
}

/** Extra URL parameters a query needs on a site with a default city: `city=` once it is removed. */
export function defaultCityParams(query: SearchQuery, defaultCity: string | null): Array<[string, string]> {
  return defaultCity && !query.filters.city?.length ? [["city", ""]] : [];
}
