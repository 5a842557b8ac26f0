/**
 * Per-process result cache for stock searches. A key is the site, its current stock version, the
 * dealership scope and the normalised query; an import bumps a dealership's stock_version, so
 * the very next request has a new key and never sees results from before the import. Entries
 * also expire after a short time, because the listing depends on the clock (sold cars drop out
 * after their shown days, new-arrival tags end).
 *
 * The stock version is read from the database on every request (one indexed query) rather than
 * from the Site object, which is itself cached for a few seconds; that read is what makes a
 * write on another node visible here at once.
 */
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { configFingerprint } from "../site/config-print";
import { searchCars, type SearchOptions, type SearchResult } from "./engine";
import { heldSearchIndexVersion, indexedSearchCars, readSearchState, warmIndexedSearchCars, type SearchState } from "./facet-index";
import { toSearchParams, type SearchQuery } from "./query";
import { processSingleton } from "../platform/process-singleton";
import { LruCache } from "../platform/lru-cache";

/** Sum of the site's dealerships' stock versions, read now (not from the cached Site). */
export async function currentStockVersion(db: Database, site: Pick<Site, "id">): Promise<number> {
  const rows = await db.query<{ v: number | string | null }>(
    "select coalesce(sum(stock_version), 0) as v from dealerships where site_id = $1",
    [site.id],
  );
  return Number(rows[0]?.v ?? 0);
}

/** The cache key of a search: site (and its config), stock version, scope and the canonical query string. */
export function searchCacheKey(site: Pick<Site, "id" | "config">, version: number, query: SearchQuery, dealershipSlug?: string): string {
  const hits = query.hitsPerPage ?? site.config.hits_per_page;
  const params = toSearchParams(query, { defaultHitsPerPage: hits }).toString();
  return `${site.id}.${configFingerprint(site.config)}|v${version}|${dealershipSlug ?? ""}|${hits}|${params}`;
}

/** The process-wide result cache (every Next.js bundle shares one). */
export function searchResultCache(): LruCache<SearchResult> {
  return processSingleton("searchCache", () => new LruCache<SearchResult>({ maxEntries: 1000, ttlMs: 30_000 }));
}

export interface CachedSearch {
  result: SearchResult;
  version: number;
  hit: boolean;
}

/**
 * Which implementation answers a cache miss. "auto" (the default): the in-process facet index
 * (src/search/facet-index.ts) when it is built for the current stock version, else the SQL
 * search while the index builds in the background. "index": build the index first if needed.
 * "sql": searchCars only. All three give the same answer (the oracle test checks).
 */
export type SearchEngineChoice = "auto" | "index" | "sql";

export interface CachedSearchOptions extends SearchOptions {
  cache?: LruCache<SearchResult> | null;
  engine?: SearchEngineChoice;
}

/**
 * A search through the result cache. `cache: null` turns caching off (benchmarks of the engine
 * itself). The clock passed in `now` is used for a fresh search; a cached result is at most the
 * cache's ttl old.
 */
export async function cachedSearchCars(db: Database, site: Site, query: SearchQuery, opts: CachedSearchOptions = {}): Promise<CachedSearch> {
  const started = performance.now();
  const cache = opts.cache === undefined ? searchResultCache() : opts.cache;
  const engine = opts.engine ?? "auto";
  let state: SearchState | undefined;
  if (engine !== "sql") {
    // A miss with an index already held: one round trip (hits + live version + locations), the
    // answer kept only if the index turns out current. A likely cache hit takes the normal path
    // (the version read alone), as does a process with no index for the site yet.
    const heldVersion = heldSearchIndexVersion(db, site.id);
    if (heldVersion !== undefined && !cache?.get(searchCacheKey(site, heldVersion, query, opts.dealershipSlug))) {
      const warm = await warmIndexedSearchCars(db, site, query, opts);
      if (warm?.result) {
        const result = { ...warm.result, ms: Math.round((performance.now() - started) * 10) / 10 };
        cache?.set(searchCacheKey(site, warm.version, query, opts.dealershipSlug), result);
        return { result, version: warm.version, hit: false };
      }
      state = warm?.state;
    }
  }
  state ??= await readSearchState(db, site);
  const version = state.version;
  const key = searchCacheKey(site, version, query, opts.dealershipSlug);
  const found = cache?.get(key);
  if (found) return { result: { ...found, ms: Math.round((performance.now() - started) * 10) / 10 }, version, hit: true };
  const indexed = engine === "sql" ? null : await indexedSearchCars(db, site, query, { ...opts, state, wait: engine === "index" });
  const result = indexed ? { ...indexed, ms: Math.round((performance.now() - started) * 10) / 10 } : await searchCars(db, site, query, opts);
  cache?.set(key, result);
  return { result, version, hit: false };
}
