/**
 * The browser's cache of recent search results (search-and-browsing §9: "Result cache: 10
 * entries, oldest evicted"). Keyed by the canonical query string; reading an entry makes it the
 * newest, so going back and forth between two searches never refetches. Client-safe: no I/O.
 */
export const CLIENT_RESULT_CACHE_SIZE = 10;

export class ResultCache<V> {
  private readonly map = new Map<string, V>();

  constructor(readonly maxEntries = CLIENT_RESULT_CACHE_SIZE) {}

  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, v);
    return v;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.maxEntries) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.map.delete(oldest);
    }
  }

  has(key: string): boolean {
    return this.map.has(key);
  }

  get size(): number {
    return this.map.size;
  }
}
