/**
 * GET /api/search as a plain function of (database, site, request URL and headers), so the Next.js
 * route stays thin and the benchmark serves the very same code from a bare Node server.
 *
 * Replies: 200 with the search result (docs/search.md); 304 when If-None-Match matches; 400 naming the
 * parameter for bad input. Responses may be cached by a CDN for a few seconds (keyed by URL) and
 * served stale while revalidating; the ETag changes with the site's stock version, the query and
 * the minute (the listing depends on the clock), so revalidation after an import gets new data.
 */
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { badRequest, json } from "./http";
import { cachedSearchCars, type SearchEngineChoice } from "../search/cache";
import type { LruCache } from "../platform/lru-cache";
import type { SearchResult } from "../search/engine";
import { parseSearchParams, toSearchParams } from "../search/query";
import { ValidationError } from "../platform/errors";

export const SEARCH_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=30";
/**
 * The answer depends on the site, which the host chooses. A shared cache keys by URL (host
 * included); one that sits behind a proxy which names the host in X-Forwarded-Host must key by
 * that too, or one tenant's results could be served on another's domain.
 */
const SEARCH_VARY = "Host, X-Forwarded-Host";

export interface SearchRequestOptions {
  now?: Date;
  /** Result cache to use; null turns it off (engine benchmarks). Default: the process cache. */
  cache?: LruCache<SearchResult> | null;
  /** Who answers a cache miss (default "auto": the facet index when built, else SQL). */
  engine?: SearchEngineChoice;
}

function etagOf(site: Site, version: number, key: string, now: Date): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  const minute = Math.floor(now.getTime() / 60_000);
  return `W/"s${site.id}-v${version}-m${minute.toString(36)}-${h.toString(36)}"`;
}

export async function searchResponse(
  db: Database,
  site: Site,
  url: URL,
  headers: Headers,
  opts: SearchRequestOptions = {},
): Promise<Response> {
  const parsed = parseSearchParams(url.searchParams);
  const dealershipSlug = url.searchParams.get("dealership")?.trim() || undefined;
  const errors = parsed.ok ? [] : [...parsed.errors];
  if (dealershipSlug !== undefined && !site.dealerships.some((d) => d.slug === dealershipSlug)) {
    errors.push({ field: "dealership", message: `No dealership "${dealershipSlug.slice(0, 80)}" on this site` });
  }
  if (!parsed.ok || errors.length) return badRequest(errors, "Invalid search");

  const now = opts.now ?? new Date();
  try {
    const { result, version } = await cachedSearchCars(db, site, parsed.query, { now, dealershipSlug, cache: opts.cache, engine: opts.engine });
    const key = `${dealershipSlug ?? ""}|${toSearchParams(parsed.query).toString()}`;
    const etag = etagOf(site, version, key, now);
    const cacheHeaders = { "cache-control": SEARCH_CACHE_CONTROL, etag, vary: SEARCH_VARY };
    if (headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers: cacheHeaders });
    return json(result, 200, cacheHeaders);
  } catch (err) {
    if (err instanceof ValidationError) return badRequest(err.errors, "Invalid search");
    throw err;
  }
}
