/**
 * Runs before every page and API route (not static files):
 *
 * - A request for the `www.` or bare twin of a site's domain is sent to the site's own name with a
 *   301 (src/site/origin.ts), so each dealer has one address.
 * - Every page gets a Content-Security-Policy with a fresh nonce (src/platform/security-headers.ts):
 *   Next.js reads the nonce from the request's CSP header and puts it on the scripts it renders.
 *   The framing rule follows the page and the site's `embed_origins`.
 * - Vehicle pages (`/cars/{slug}`) also get, as before:
 *   - the requested path for the page's 404 (src/app/cars/[slug]/not-found.tsx), which Next.js
 *     renders without params: a shopper who follows an old link to a sold-and-gone Toyota HiLux is
 *     shown the site's other Toyotas rather than just "not found";
 *   - for a plain document request (see isCacheableCarPageRequest), CAR_PAGE_CACHE_HEADER;
 *     next.config.ts rewrites marked requests to the page cache (src/app/car-page-cache/[slug],
 *     ADR 0005), which answers from memory or renders the page by asking for it again with
 *     CAR_PAGE_RENDER_HEADER. That request, client navigations (RSC), anything personal and the
 *     first request of a page this process has not seen lately are not marked and reach the page
 *     as before. The shopper's URL does not change. A page the cache answers carries the CSP it
 *     was rendered with (its nonce is in the stored HTML), so the proxy sets none on those.
 *
 * - Vehicle and search pages a CDN may keep are marked for the server's edge, which gives them a
 *   public Cache-Control (src/web/shared-page-cache.ts, src/platform/shared-cache.mjs).
 * - A server action posted from another site's page is refused (403) before Next.js sees it.
 * - Console and dealer-view pages are marked (src/web/console-area.ts) so the root layout gives
 *   them the console's chrome instead of the shopper site's.
 * - A path with a malformed %-escape (`/cars/%`) is redirected (308) to itself with its stray `%`
 *   escaped (src/platform/percent-escapes.ts), so the route answers 404/400 instead of failing to
 *   decode.
 *
 * The client — host, scheme, address — is the server edge's (src/platform/request-client.ts).
 */
import { NextResponse, type NextRequest } from "next/server";
import { CAR_PATH_HEADER, carSlugOfPath } from "./web/car-path";
import { CONSOLE_AREA_HEADER, pageArea } from "./web/console-area";
import { CAR_PAGE_CACHE_HEADER, RecentPages, carPageCacheSeconds, isCacheableCarPageRequest } from "./web/car-page-request";
import { sharedCachePolicyFor } from "./web/shared-page-cache";
import { SHARED_CACHE_HEADER } from "./platform/shared-cache.mjs";
import { clientOrigin, requestClient, servedByEdge } from "./platform/request-client";
import { contentSecurityPolicy, frameAncestors, legacyFrameOptions, newNonce } from "./platform/security-headers";
import { getDb } from "./db/client";
import { resolveSiteByHost, type Site } from "./site/store";
import { canonicalHostFor } from "./site/origin";
import { log } from "./platform/log";
import { getEnv } from "./platform/config";
import { literalPercents } from "./platform/percent-escapes";
import { originMatchesHost } from "./platform/same-origin";
import { AppError, errorBody, HTTP_STATUS } from "./platform/errors";

/** Vehicle pages asked for lately: the first request of a page renders straight away (RecentPages). */
const recentPages = new RecentPages();

async function siteFor(host: string): Promise<Site | null> {
  try {
    return await resolveSiteByHost(await getDb(), host);
  } catch (err) {
    // The page itself will answer (and log) a database that is down; the proxy only decorates.
    log.warn({ err }, "proxy: could not resolve the site");
    return null;
  }
}

export async function proxy(request: NextRequest) {
  const literal = literalPercents(request.nextUrl.pathname);
  if (literal !== null) {
    // A redirect, not a rewrite: Next.js decodes a rewritten page's params from the address as
    // requested, so a rewrite still failed with a 500 on a server started as `npm start` does.
    // On the client's own origin: nextUrl's host is the server's name, not the dealer's, and
    // Next.js cannot read a relative Location from here.
    return new NextResponse(null, { status: 308, headers: { Location: `${clientOrigin(requestClient(request.headers))}${literal}${request.nextUrl.search}` } });
  }
  // Media files carry next.config.ts's headers; the proxy sees them only for the check above.
  if (request.nextUrl.pathname.startsWith("/media/")) return NextResponse.next();

  const client = requestClient(request.headers);
  const path = request.nextUrl.pathname;
  // Next.js refuses a server action posted from another origin by throwing, which was a 500;
  // it is the caller's mistake (or a forgery): 403.
  if (request.method === "POST" && request.headers.has("next-action") && !originMatchesHost(request.headers.get("origin"), client.host)) {
    const refused = new AppError("forbidden", "This form was sent from another site", [{ field: "origin", message: "The Origin header must be this site's own" }]);
    return NextResponse.json(errorBody(refused), { status: HTTP_STATUS[refused.code] });
  }
  const site = await siteFor(client.host);

  if (site && (request.method === "GET" || request.method === "HEAD")) {
    const canonical = canonicalHostFor(site, client.host);
    if (canonical) {
      const port = /:\d+$/.exec(client.host)?.[0] ?? "";
      return NextResponse.redirect(`${client.proto}://${canonical}${port}${path}${request.nextUrl.search}`, 301);
    }
  }

  const headers = new Headers(request.headers);
  headers.set(CONSOLE_AREA_HEADER, pageArea(path));
  let fromCache = false;
  if (path.startsWith("/cars/")) {
    headers.set(CAR_PATH_HEADER, path.slice(0, 300));
    if (
      carSlugOfPath(path) !== null &&
      // The cache renders a miss by asking this server again, which keeps the shopper's host only
      // through the server's edge (scripts/server.mjs); `next dev` renders every page live.
      servedByEdge() &&
      carPageCacheSeconds(getEnv()) > 0 &&
      isCacheableCarPageRequest({ method: request.method, headers: request.headers, searchParams: request.nextUrl.searchParams }) &&
      recentPages.seenBefore(`${client.host}${path}${request.nextUrl.search}`)
    ) {
      // next.config.ts rewrites requests carrying this header to the cache route (a config rewrite
      // stays inside this server; a rewrite returned from here to a URL built on the forwarded host
      // would be proxied out as an external one).
      headers.set(CAR_PAGE_CACHE_HEADER, "1");
      fromCache = true;
    } else {
      // A request that is not cacheable must not pass for one that is.
      headers.delete(CAR_PAGE_CACHE_HEADER);
    }
  }

  let csp: string | null = null;
  if (!path.startsWith("/api/")) {
    csp = contentSecurityPolicy({
      nonce: newNonce(),
      frameAncestors: frameAncestors(path, site?.config.embed_origins ?? []),
      dev: getEnv().NODE_ENV === "development",
      https: client.proto === "https",
      stripe: getEnv().PAYMENTS_PROVIDER === "stripe",
      livechat: site?.config.chat_enabled === true && site.config.chat_provider === "livechat" && !!site.config.chat_token,
      googleTags: !!(site?.config.gtm_container_id || site?.config.ga4_measurement_id),
    });
    // Next.js takes the nonce for the scripts it renders from the request's policy.
    headers.set("content-security-policy", csp);
  }

  const response = NextResponse.next({ request: { headers } });
  if (csp && !fromCache) response.headers.set("content-security-policy", csp);
  // A page a CDN may keep: the server's edge turns this mark into its Cache-Control (Next.js would
  // overwrite one set here), only on a 200 HTML answer without Set-Cookie.
  if (site) {
    const shared = sharedCachePolicyFor(path, { method: request.method, headers: request.headers, searchParams: request.nextUrl.searchParams }, getEnv());
    if (shared) response.headers.set(SHARED_CACHE_HEADER, shared);
  }
  // For browsers that predate frame-ancestors.
  const frameOptions = legacyFrameOptions(path, site?.config.embed_origins ?? []);
  if (frameOptions) response.headers.set("x-frame-options", frameOptions);
  return response;
}

export const config = {
  // Everything but build assets, Next's image optimiser and the favicon (they carry next.config.ts's
  // headers). /media/ is matched for the %-escape check only.
  matcher: "/((?!_next/static|_next/image|favicon\\.ico).*)",
};
