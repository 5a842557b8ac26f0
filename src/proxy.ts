/**
 * Runs only for vehicle pages (`/cars/{slug}`), for two reasons:
 *
 * - It hands the requested path to the page's 404 (src/app/cars/[slug]/not-found.tsx), which
 *   Next.js renders without params: a shopper who follows an old link to a sold-and-gone Toyota
 *   HiLux is shown the site's other Toyotas rather than just "not found".
 * - It marks a plain document request (see isCacheableCarPageRequest) with CAR_PAGE_CACHE_HEADER;
 *   next.config.ts rewrites marked requests to the page cache (src/app/car-page-cache/[slug],
 *   ADR 0005), which answers from memory or renders the page by asking for it again with
 *   CAR_PAGE_RENDER_HEADER. That request, client navigations (RSC), anything personal and the
 *   first request of a page this process has not seen lately are not marked and reach the page as
 *   before. The shopper's URL does not change.
 */
import { NextResponse, type NextRequest } from "next/server";
import { CAR_PATH_HEADER } from "./web/car-path";
import { CAR_PAGE_CACHE_HEADER, RecentPages, carPageCacheSeconds, isCacheableCarPageRequest } from "./web/car-page-request";

/** Vehicle pages asked for lately: the first request of a page renders straight away (RecentPages). */
const recentPages = new RecentPages();

export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  const path = request.nextUrl.pathname;
  headers.set(CAR_PATH_HEADER, path.slice(0, 300));
  const slug = path.slice("/cars/".length);
  const host = (request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? "").toLowerCase();
  if (
    slug &&
    !slug.includes("/") &&
    carPageCacheSeconds() > 0 &&
    isCacheableCarPageRequest({ method: request.method, headers: request.headers, searchParams: request.nextUrl.searchParams }) &&
    recentPages.seenBefore(`${host}${path}${request.nextUrl.search}`)
  ) {
    // next.config.ts rewrites requests carrying this header to the cache route (a config rewrite
    // stays inside this server; a rewrite returned from here to a URL built on the forwarded host
    // would be proxied out as an external one).
    headers.set(CAR_PAGE_CACHE_HEADER, "1");
  } else {
    // A request that is not cacheable must not pass for one that is.
    headers.delete(CAR_PAGE_CACHE_HEADER);
  }
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: "/cars/:slug" };
