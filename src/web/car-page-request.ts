/**
 * Which vehicle-page requests the page cache may answer (src/web/car-page-cache.ts, ADR 0005).
 * Pure and free of server-only imports: src/proxy.ts decides with it before any route runs.
 *
 * Only a plain document GET of `/cars/{slug}` is cached. Everything else renders live, as before:
 * Next.js client navigations and prefetches (they ask for the RSC payload, not HTML), HEAD and
 * other methods, a request the cache itself makes to render a miss, and a shopper or dealer who
 * carries a cookie the page might read (signed-in shopper, admin) — or any cookie not known to be
 * ignored, so that a future personal cookie fails safe (slower, never someone else's page).
 */

/** Request header on the cache's own render of a miss (and a way to ask for a live render). */
export const CAR_PAGE_RENDER_HEADER = "x-forecourt-render";
/** Set by src/proxy.ts on the requests it rewrites to the cache route; the route refuses others. */
export const CAR_PAGE_CACHE_HEADER = "x-forecourt-car-page-cache";
/** The route the proxy rewrites cacheable vehicle-page requests to (src/app/car-page-cache/[slug]). */
export const CAR_PAGE_CACHE_PATH = "/car-page-cache";
/** Response header saying how the page was served: hit, miss (rendered now and stored) or live. */
export const CAR_PAGE_CACHE_STATUS_HEADER = "x-forecourt-cache";

/**
 * Cookies the vehicle page's server render never reads, so they do not stop a cached answer.
 * `fc_viewed` is the views counter's own (src/domain/car-views.ts, read by GET /cars/{slug}/view.json).
 */
export const COOKIES_THE_PAGE_IGNORES: readonly string[] = ["fc_viewed"];

/** Headers Next.js sends on client-side navigations and prefetches (they want RSC, not HTML). */
const RSC_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action"];

export interface PageRequestFacts {
  method: string;
  headers: Pick<Headers, "get" | "has">;
  searchParams: Pick<URLSearchParams, "has">;
}

/** Names of the cookies in a Cookie header. */
export function cookieNames(cookieHeader: string | null): string[] {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter(Boolean);
}

/** Whether this request for `/cars/{slug}` may be answered from the page cache. */
export function isCacheableCarPageRequest(req: PageRequestFacts): boolean {
  if (req.method !== "GET") return false;
  if (req.headers.has(CAR_PAGE_RENDER_HEADER)) return false;
  if (RSC_HEADERS.some((h) => req.headers.has(h)) || req.searchParams.has("_rsc")) return false;
  return cookieNames(req.headers.get("cookie")).every((name) => COOKIES_THE_PAGE_IGNORES.includes(name));
}

/** Seconds a cached page may be served (CAR_PAGE_CACHE_SECONDS; 0 turns the cache off). Default 60. */
export function carPageCacheSeconds(env: { CAR_PAGE_CACHE_SECONDS?: string | undefined }): number {
  const raw = env.CAR_PAGE_CACHE_SECONDS;
  if (raw === undefined || raw.trim() === "") return 60;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.min(n, 3600) : 60;
}

/**
 * The vehicle pages this process was asked for lately (host, path and query), least recently
 * asked dropped past `max`. The proxy sends a page to the cache only from its second request on:
 * a page viewed once (most of a big stock list, and every crawler pass) is rendered straight away,
 * without the cache's loopback request and copy; a page viewed again is stored on that view and
 * served from memory after it. Only routing depends on this, never what a page shows.
 */
export class RecentPages {
  private readonly keys = new Map<string, true>();
  constructor(private readonly max = 10_000) {}

  /** Whether `key` was seen before; records it either way. */
  seenBefore(key: string): boolean {
    const seen = this.keys.delete(key);
    this.keys.set(key, true);
    if (this.keys.size > this.max) this.keys.delete(this.keys.keys().next().value!);
    return seen;
  }
}
