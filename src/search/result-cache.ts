/**
 * The browser's cache of recent search results (search-and-browsing §9: "Result cache: 10
 * entries, oldest evicted"). Keyed by the canonical query string; reading an entry makes it the
 * newest, so going back and forth between two searches never refetches. Client-safe: no I/O.
 */
import { LruCache } from "../platform/lru-cache";

export const CLIENT_RESULT_CACHE_SIZE = 10;

/** The browser's result cache: the newest `maxEntries` results, kept for the page's life. */
export function clientResultCache<V>(maxEntries = CLIENT_RESULT_CACHE_SIZE): LruCache<V> {
  return new LruCache<V>({ maxEntries, ttlMs: Number.POSITIVE_INFINITY });
}
