/**
 * Which pages a CDN in front of the servers may keep (issue 19; the policy and how it reaches the
 * response: src/platform/shared-cache.mjs). Pure: src/proxy.ts decides with it before any route runs.
 *
 * Vehicle pages and search pages: the pages a shopper lands on from an ad or a search engine, and
 * the ones a busy day's traffic repeats. Their server render reads no cookie (a shopper's saved
 * cars, compare list and account link are drawn in the browser), so one copy serves everyone who
 * asks for the same address on the same host. The request rule is the node's own vehicle-page
 * cache's (src/web/car-page-request.ts): a plain GET that carries no cookie the page might read, so
 * a page that could ever be personal is not stored anywhere.
 */
import { sharedCacheControl, sharedCacheSeconds } from "../platform/shared-cache.mjs";
import { carSlugOfPath } from "./car-path";
import { isCacheableCarPageRequest, type PageRequestFacts } from "./car-page-request";

/** `/cars/{slug}` (one segment, not a page of its own such as /cars/trade-in) and `/search`, `/search/…`. */
export function isSharedCachePage(path: string): boolean {
  return path === "/search" || path.startsWith("/search/") || carSlugOfPath(path) !== null;
}

/** The Cache-Control a CDN may keep this page's answer under, or null (the answer stays private). */
export function sharedCachePolicyFor(path: string, req: PageRequestFacts, env: { SHARED_CACHE_SECONDS?: string | undefined }): string | null {
  if (!isSharedCachePage(path) || !isCacheableCarPageRequest(req)) return null;
  return sharedCacheControl(sharedCacheSeconds(env));
}
