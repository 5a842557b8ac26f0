/**
 * The server's one in-memory cache: least recently used entries go first once the cache holds
 * more than `maxEntries` entries or more than `maxSize` (by `sizeOf`, e.g. bytes), and an entry
 * older than its time to live is not served. It holds values that can be rebuilt at any time
 * (search results, site chrome, rendered pages, images, PDFs, finance quotes), never the only
 * copy of anything. One class, so eviction and expiry are written and tested once.
 */
export interface CacheOptions<V> {
  /** Most entries kept (default 500). */
  maxEntries?: number;
  /** How long an entry is served (default 30 s); `set` may give an entry its own. */
  ttlMs?: number;
  /** Most total size kept, as `sizeOf` measures it (default: unbounded). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
}

interface Entry<V> {
  value: V;
  expires: number;
  size: number;
}

/** Map keeps insertion order, so the first key is the least recently used. */
export class LruCache<V> {
  private readonly map = new Map<string, Entry<V>>();
  private total = 0;
  readonly maxEntries: number;
  readonly ttlMs: number;
  readonly maxSize: number;
  private readonly sizeOf: (value: V) => number;

  constructor(opts: CacheOptions<V> = {}) {
    this.maxEntries = opts.maxEntries ?? 500;
    this.ttlMs = opts.ttlMs ?? 30_000;
    this.maxSize = opts.maxSize ?? Number.POSITIVE_INFINITY;
    this.sizeOf = opts.sizeOf ?? (() => 0);
  }

  get(key: string, now = Date.now()): V | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    this.map.delete(key);
    if (e.expires <= now) {
      this.total -= e.size;
      return undefined;
    }
    this.map.set(key, e);
    return e.value;
  }

  /** Keep `value` under `key` for `ttlMs` from `now`; a value bigger than the whole `maxSize` is not kept. */
  set(key: string, value: V, now = Date.now(), ttlMs = this.ttlMs): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    this.map.set(key, { value, expires: now + ttlMs, size });
    this.total += size;
    for (const [oldest, e] of this.map) {
      if (this.map.size <= this.maxEntries && this.total <= this.maxSize) break;
      this.map.delete(oldest);
      this.total -= e.size;
    }
  }

  /** Whether `key` is kept and fresh, without making it the most recently used. */
  has(key: string, now = Date.now()): boolean {
    const e = this.map.get(key);
    return e !== undefined && e.expires > now;
  }

  delete(key: string): void {
    const e = this.map.get(key);
    if (!e) return;
    this.map.delete(key);
    this.total -= e.size;
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }

  get size(): number {
    return this.map.size;
  }

  /** The total of `sizeOf` over the entries kept (0 without `sizeOf`). */
  get totalSize(): number {
    return this.total;
  }
}

/** A cache bounded only by the total length of its values (bytes, or characters of text), kept until pushed out. */
export function lengthBoundedCache<V extends { length: number }>(maxLength: number): LruCache<V> {
  return new LruCache<V>({ maxEntries: Number.POSITIVE_INFINITY, ttlMs: Number.POSITIVE_INFINITY, maxSize: maxLength, sizeOf: (v) => v.length });
}
