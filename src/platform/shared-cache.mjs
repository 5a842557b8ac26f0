/**
 * Which HTML a shared cache (a CDN in front of the servers) may keep, and for how long.
 *
 * Next.js writes `Cache-Control: private, no-cache, no-store` on every page it renders per request
 * and overwrites whatever the proxy or the page sets, so the decision is made in two places:
 * src/proxy.ts marks a response that may be shared with SHARED_CACHE_HEADER (the policy as its
 * value), and the server's edge (scripts/server.mjs) turns the mark into the response's
 * Cache-Control as the headers go out, dropping the mark. A response the edge does not see marked
 * keeps Next.js's header.
 *
 * The policy: `public, max-age=0, s-maxage=N, stale-while-revalidate=600, stale-if-error=86400`.
 * Browsers always ask again (max-age=0), a CDN answers from its copy for N seconds
 * (SHARED_CACHE_SECONDS, default 60: the same bound as the node's own vehicle-page cache, so
 * "open now" and an import are never older than that), then keeps answering with the old copy for
 * up to 10 minutes while it fetches the new one in the background, and for a day if the servers
 * fail. Only a 200 without Set-Cookie is ever marked shared: a 404, a redirect or a response that
 * sets a cookie keeps Next.js's private header.
 *
 * Plain JavaScript: the server entry runs it without a build step (like client-identity.mjs).
 */

/** Response header from the proxy to the edge: "this may be kept by a shared cache, with this policy". */
export const SHARED_CACHE_HEADER = "x-forecourt-shared-cache";

/** SHARED_CACHE_SECONDS: seconds a CDN may answer from its copy; 0 keeps every page private. Default 60, at most 3600. */
export function sharedCacheSeconds(env) {
  const raw = env.SHARED_CACHE_SECONDS;
  if (raw === undefined || raw === null || String(raw).trim() === "") return 60;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, 3600) : 60;
}

/** The Cache-Control of a page a CDN may keep for `seconds`, or null when it may not (0). */
export function sharedCacheControl(seconds) {
  if (!(seconds > 0)) return null;
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=600, stale-if-error=86400`;
}

/**
 * As the response's headers go out (node's ServerResponse, before writeHead): a marked 200 without
 * Set-Cookie gets the marked policy as its Cache-Control; the mark never leaves the server.
 * Returns the Cache-Control now set, or null when the response was left as it was.
 */
export function applySharedCacheMark(res) {
  const mark = res.getHeader(SHARED_CACHE_HEADER);
  if (mark === undefined) return null;
  res.removeHeader(SHARED_CACHE_HEADER);
  // HTML only: a client navigation's RSC payload (text/x-component) looks like a page request to
  // the proxy, which Next.js does not let see its markers.
  const type = String(res.getHeader("content-type") ?? "");
  if (res.statusCode !== 200 || res.hasHeader("set-cookie") || !type.startsWith("text/html") || typeof mark !== "string" || !mark.startsWith("public,")) return null;
  res.setHeader("cache-control", mark);
  return mark;
}

/**
 * Wrap a node ServerResponse so applySharedCacheMark runs when its headers are written (an explicit
 * writeHead, or the implicit one of the first write). Next.js sets its own Cache-Control before
 * either, so the edge's word is the last.
 */
export function sharedCacheOnWriteHead(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    // Headers passed to writeHead itself would still win; Next.js sets every header before it.
    if (typeof statusCode === "number") res.statusCode = statusCode;
    applySharedCacheMark(res);
    return writeHead.call(this, statusCode, ...rest);
  };
  return res;
}
