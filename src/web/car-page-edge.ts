/**
 * Vehicle-page cache hits answered at the server's edge (scripts/server.mjs), before Next.js routes
 * the request (ADR 0016). A hit through Next.js runs its router, the proxy, the rewrite and the
 * cache route, which cost more than the hit itself; the edge asks this function first and hands
 * the request to Next.js whenever it says no.
 *
 * It answers only what the proxy and the cache route would have answered with a stored page, and
 * with the same headers:
 * - a plain document GET of `/cars/{slug}` the page cache may serve (isCacheableCarPageRequest:
 *   no client navigation, no cookie the page might read), on a known site, not a host the proxy
 *   would redirect to the site's own name, and a slug without `%`-escapes;
 * - the entry is looked up under the key the cache route uses (site resolved from the host now,
 *   the site's stock version read now), so an import or a site change is a new key on the very
 *   next request, and another site's host can never meet this site's entry;
 * - headers: the stored ones (type, the CSP whose nonce is in the HTML, links, robots), then what
 *   next.config.ts adds to every response, the proxy's X-Frame-Options, and the CDN policy the
 *   edge gives a shared page (src/web/shared-page-cache.ts). tests/e2e/car-page-cache.spec.ts
 *   compares an edge hit's headers with the cache route's own answer.
 *
 * Anything it cannot decide (no entry, a database error) is Next.js's to answer, as before.
 */
import type { IncomingHttpHeaders } from "node:http";
import { getDb } from "../db/client";
import { resolveSiteByHost } from "../site/store";
import { canonicalHostFor } from "../site/origin";
import { getEnv } from "../platform/config";
import { HSTS, STATIC_SECURITY_HEADERS, legacyFrameOptions } from "../platform/security-headers";
import { processSingleton } from "../platform/process-singleton";
import { CAR_PAGE_EDGE_LOOKUP } from "../platform/car-page-edge.mjs";
import { carSlugOfPath } from "./car-path";
import { CAR_PAGE_CACHE_STATUS_HEADER, carPageCacheSeconds, isCacheableCarPageRequest, type PageRequestFacts } from "./car-page-request";
import { carPageCache, carPageCacheKey, currentCarPageVersion, pageOriginOf, type CachedPage } from "./car-page-cache";
import { sharedCachePolicyFor } from "./shared-page-cache";

/** The request as the edge has it: node's headers after applyClientIdentity, and the client it found. */
export interface EdgePageRequest {
  method: string;
  /** The path as asked, without the query. */
  path: string;
  /** The query string with its `?`, or "". */
  search: string;
  headers: IncomingHttpHeaders;
  client: { host: string; proto: string };
}

export interface EdgePageAnswer {
  headers: [string, string][];
  page: CachedPage;
}

/** Says which layer answered a hit: `edge` here (the cache route's own hits carry none). */
export const CACHE_LAYER_HEADER = "x-forecourt-cache-layer";

function headerFacts(headers: IncomingHttpHeaders): PageRequestFacts["headers"] {
  const get = (name: string): string | null => {
    const v = headers[name.toLowerCase()];
    if (v === undefined) return null;
    return Array.isArray(v) ? v.join(", ") : v;
  };
  return { get, has: (name) => headers[name.toLowerCase()] !== undefined };
}

/** The stored page and the headers to send it with, or null when Next.js should answer. */
export async function answerCarPageAtEdge(req: EdgePageRequest, now = Date.now()): Promise<EdgePageAnswer | null> {
  const env = getEnv();
  if (req.method !== "GET" || carPageCacheSeconds(env) <= 0) return null;
  const slug = carSlugOfPath(req.path);
  // Slugs are plain ASCII; a %-escaped one (rare, odd) is left to Next.js's own decoding.
  if (slug === null || slug.includes("%")) return null;
  const facts: PageRequestFacts = { method: req.method, headers: headerFacts(req.headers), searchParams: new URLSearchParams(req.search) };
  if (!isCacheableCarPageRequest(facts)) return null;

  const db = await getDb();
  const site = await resolveSiteByHost(db, req.client.host);
  if (!site || canonicalHostFor(site, req.client.host)) return null;
  const version = await currentCarPageVersion(db, site);
  const key = carPageCacheKey(pageOriginOf(req.client), site.id, slug, req.search, version);
  const page = carPageCache().pages.get(key, now);
  if (!page) return null;

  const headers = new Map<string, string>(page.headers);
  headers.set(CAR_PAGE_CACHE_STATUS_HEADER, "hit");
  headers.set(CACHE_LAYER_HEADER, "edge");
  // next.config.ts's headers(): on every response, HSTS when the client came over https.
  for (const { key: name, value } of STATIC_SECURITY_HEADERS) headers.set(name.toLowerCase(), value);
  if (req.client.proto === "https") headers.set("strict-transport-security", HSTS);
  // src/proxy.ts's, for browsers that predate frame-ancestors.
  const frameOptions = legacyFrameOptions(req.path, site.config.embed_origins);
  if (frameOptions) headers.set("x-frame-options", frameOptions);
  // What the edge makes of the proxy's shared-cache mark on a 200 HTML page without Set-Cookie.
  const shared = sharedCachePolicyFor(req.path, facts, env);
  if (shared) headers.set("cache-control", shared);
  // Next.js's on every App Router page: the answer differs for its client navigations, and by
  // compression (the edge gzips as Next.js would, src/platform/car-page-edge.mjs).
  headers.set("vary", "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding");
  return { headers: [...headers], page };
}

/** Offer answerCarPageAtEdge to the server's edge (called when the cache route's module loads). */
export function offerCarPageToEdge(): void {
  processSingleton(CAR_PAGE_EDGE_LOOKUP, () => answerCarPageAtEdge);
}
