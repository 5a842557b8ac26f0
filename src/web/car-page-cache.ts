/**
 * The vehicle page's HTML cache (ADR 0005). src/proxy.ts marks a cacheable `GET /cars/{slug}`,
 * next.config.ts rewrites it to src/app/car-page-cache/[slug]/route.ts, which calls `serveCarPage`:
 *
 * 1. the site is resolved from the host exactly as the page does (no site: rendered live, 404);
 * 2. the site's stock version (sum of its dealerships' `stock_version`) and `sites.updated_at` are
 *    read now, from the database, in one statement — an import or a site upsert on any node is a
 *    new key at once;
 * 3. the key is (host as asked, scheme, site, slug and query, stock version, site updated_at): the
 *    host is in it because the page's canonical URL, Open Graph and JSON-LD are absolute URLs on
 *    that host, the query because Next.js writes it into the RSC payload;
 * 4. a fresh entry (younger than CAR_PAGE_CACHE_SECONDS, default 60, which bounds everything else
 *    the page shows that depends on the clock: "open now", rego expiry) is answered from memory;
 * 5. otherwise the page is rendered live by asking this server for `/cars/{slug}` again with
 *    CAR_PAGE_RENDER_HEADER (the proxy does not mark that one, so it reaches the page). Only a 200 HTML
 *    answer without Set-Cookie is stored; a 404 (another site's car, an unknown slug) and anything
 *    else goes back as rendered, never stored. Concurrent misses of one key share one render.
 *
 * Nothing per request lives in the cached HTML: visit tracking and view counting are client calls
 * (VisitTracker, GET /cars/{slug}/view.json), and the request's own id and logs belong to the
 * render that made the entry. Entries are kept per process (least recently used out past 64 MB).
 * Once stored, a page's hits are mostly answered by the server's edge under the same key
 * (src/web/car-page-edge.ts, ADR 0016); this route answers the rest.
 */
import "server-only";
import type { Database } from "../db/client";
import { log } from "../platform/log";
import { CLIENT_HEADER } from "../platform/client-identity.mjs";
import { requestClient } from "../platform/request-client";
import type { Site } from "../site/store";
import { getRequestSite } from "./site-context";
import { getEnv } from "../platform/config";
import { processSingleton } from "../platform/process-singleton";
import { LruCache } from "../platform/lru-cache";
import { CAR_PAGE_CACHE_STATUS_HEADER, CAR_PAGE_RENDER_HEADER, carPageCacheSeconds } from "./car-page-request";

export interface CachedPage {
  storedAt: number;
  headers: [string, string][];
  body: Uint8Array;
}

/** Least-recently-used pages, bounded by the bytes they hold; each served for the TTL it was stored with. */
export function pageCache(maxBytes: number): LruCache<CachedPage> {
  return new LruCache<CachedPage>({ maxEntries: Number.POSITIVE_INFINITY, maxSize: maxBytes, sizeOf: (page) => page.body.byteLength });
}

const MAX_BYTES = 64 * 1024 * 1024;

/** The process's page cache (one per process whatever bundle imports this). */
export function carPageCache(): { pages: LruCache<CachedPage>; rendering: Map<string, Promise<CachedPage | Response>> } {
  return processSingleton("carPageCache", () => ({ pages: pageCache(MAX_BYTES), rendering: new Map<string, Promise<CachedPage | Response>>() }));
}

/**
 * The site's page version for a request that has just arrived. Requests that arrive while a read
 * for the same site is in flight share it (under load most of them do: a hit then costs no SQL of
 * its own). Nothing is kept once the read completes, so an import committed before a request
 * arrived is seen by that request unless a read already running missed it — by the next one.
 */
export function currentCarPageVersion(db: Database, site: Pick<Site, "id">): Promise<string> {
  const reads = processSingleton("carPageVersionReads", () => new Map<string, Promise<string>>());
  const key = `${db.engine}:${site.id}`;
  let read = reads.get(key);
  if (!read) {
    read = readCarPageVersion(db, site).finally(() => reads.delete(key));
    reads.set(key, read);
  }
  return read;
}

/** What makes a cached vehicle page stale: the site's stock version and its last upsert, read now. */
export async function readCarPageVersion(db: Database, site: Pick<Site, "id">): Promise<string> {
  const rows = await db.query<{ v: number | string | null; u: string | null }>(
    `select (select coalesce(sum(stock_version), 0) from dealerships where site_id = $1) as v,
            (select updated_at::text from sites where id = $1) as u`,
    [site.id],
    { name: "car_page_version" },
  );
  return `${Number(rows[0]?.v ?? 0)}@${rows[0]?.u ?? ""}`;
}

export interface PageRequestOrigin {
  /** The host as the shopper asked (src/platform/request-client.ts), lower-cased, port kept. */
  host: string;
  proto: string;
}

export function pageRequestOrigin(headers: Pick<Headers, "get">): PageRequestOrigin {
  return pageOriginOf(requestClient(headers));
}

/** The origin part of the page cache's key for a client already identified (the server's edge knows it). */
export function pageOriginOf(client: { host: string; proto: string }): PageRequestOrigin {
  return { host: client.host || "localhost", proto: client.proto };
}

/**
 * The query string is part of the key because Next.js writes the URL's query into the page's RSC
 * payload (the router's initial state), even though the page itself reads none.
 */
export function carPageCacheKey(origin: PageRequestOrigin, siteId: number, slug: string, search: string, version: string): string {
  return `${origin.proto}://${origin.host}|${siteId}|${slug}${search}|${version}`;
}

/** Where this server listens, for rendering a miss (`next start` records it). */
function renderOrigin(): string {
  const env = getEnv();
  return env.CAR_PAGE_RENDER_ORIGIN || env.__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${env.PORT}`;
}

// The sealed client (src/platform/client-identity.mjs) goes along: the server's edge keeps it on a
// request from this machine, so the render sees the shopper's host and scheme, not 127.0.0.1.
const PASSED_REQUEST_HEADERS = ["accept", "accept-language", "user-agent", "x-request-id", CLIENT_HEADER];
// Next.js adds its own Vary (and compresses the answer for the client) to whatever the route returns.
// The CSP is kept with the page: its nonce is written into the stored HTML's scripts, so a copy is
// only ever served with the policy it was rendered under (ADR 0005).
const KEPT_RESPONSE_HEADERS = ["content-type", "cache-control", "link", "x-robots-tag", "content-security-policy"];
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "date"]);

/** Render `/cars/{slug}` now, as the page itself, for the host the shopper asked. */
async function renderLive(request: Request, slug: string, search: string): Promise<Response> {
  const headers = new Headers({
    [CAR_PAGE_RENDER_HEADER]: "1",
    "accept-encoding": "identity",
  });
  for (const h of PASSED_REQUEST_HEADERS) {
    const v = request.headers.get(h);
    if (v) headers.set(h, v);
  }
  return fetch(`${renderOrigin()}/cars/${encodeURIComponent(slug)}${search}`, { headers, cache: "no-store", redirect: "manual", signal: AbortSignal.timeout(60_000) });
}

/** The live answer, passed on as it is (a 404, a redirect, a page that must not be stored). */
async function passOn(res: Response, status: string): Promise<Response> {
  const headers = new Headers();
  res.headers.forEach((v, k) => {
    if (!HOP_HEADERS.has(k)) headers.append(k, v);
  });
  headers.set(CAR_PAGE_CACHE_STATUS_HEADER, status);
  return new Response(await res.arrayBuffer(), { status: res.status, statusText: res.statusText, headers });
}

function respond(page: CachedPage, status: "hit" | "miss"): Response {
  const headers = new Headers(page.headers);
  headers.set(CAR_PAGE_CACHE_STATUS_HEADER, status);
  return new Response(page.body as BodyInit, { status: 200, headers });
}

/** Answer a cacheable `GET /cars/{slug}` (see the file comment). */
export async function serveCarPage(request: Request, slug: string, now = Date.now()): Promise<Response> {
  const origin = pageRequestOrigin(request.headers);
  const search = new URL(request.url).search;
  const ttlMs = carPageCacheSeconds(getEnv()) * 1000;
  let ctx: { db: Database; site: Site } | null = null;
  let version: string | null = null;
  if (ttlMs > 0) {
    try {
      ctx = await getRequestSite(request);
      if (ctx) version = await currentCarPageVersion(ctx.db, ctx.site);
    } catch (err) {
      log.warn({ err }, "car page cache: could not read the stock version; rendering live");
    }
  }
  if (!ctx || version === null) return passOn(await renderLive(request, slug, search), "live");

  const key = carPageCacheKey(origin, ctx.site.id, slug, search, version);
  const cache = carPageCache();
  const hit = cache.pages.get(key, now);
  if (hit) return respond(hit, "hit");

  let rendering = cache.rendering.get(key);
  const mine = !rendering;
  if (!rendering) {
    rendering = (async (): Promise<CachedPage | Response> => {
      const res = await renderLive(request, slug, search);
      const html = (res.headers.get("content-type") ?? "").startsWith("text/html");
      if (res.status !== 200 || !html || res.headers.has("set-cookie")) return res;
      const body = new Uint8Array(await res.arrayBuffer());
      const headers: [string, string][] = [];
      res.headers.forEach((v, k) => {
        if (KEPT_RESPONSE_HEADERS.includes(k)) headers.push([k, v]);
      });
      const page: CachedPage = { storedAt: now, headers, body };
      cache.pages.set(key, page, now, ttlMs);
      return page;
    })().finally(() => cache.rendering.delete(key));
    cache.rendering.set(key, rendering);
  }
  const result = await rendering;
  if (result instanceof Response) {
    // Not stored: the request that rendered it answers with it; others waiting render their own.
    if (mine) return passOn(result, "live");
    return passOn(await renderLive(request, slug, search), "live");
  }
  return respond(result, mine ? "miss" : "hit");
}
