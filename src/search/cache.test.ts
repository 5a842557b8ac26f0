import { describe, expect, it } from "vitest";
import { LruCache, searchCacheKey } from "./cache";
import { makeSearchQuery } from "./query";
import { DEFAULT_CONFIG } from "../site/config";

describe("LruCache", () => {
  it("evicts the least recently used entry beyond its size", () => {
    const c = new LruCache<number>({ maxEntries: 2, ttlMs: 1000 });
    c.set("a", 1, 0);
    c.set("b", 2, 0);
    expect(c.get("a", 1)).toBe(1); // a is now the most recent
    c.set("c", 3, 2);
    expect(c.get("b", 3)).toBeUndefined();
    expect(c.get("a", 3)).toBe(1);
    expect(c.get("c", 3)).toBe(3);
    expect(c.size).toBe(2);
  });

  it("expires entries after their time to live", () => {
    const c = new LruCache<string>({ maxEntries: 5, ttlMs: 100 });
    c.set("k", "v", 1000);
    expect(c.get("k", 1099)).toBe("v");
    expect(c.get("k", 1100)).toBeUndefined();
    expect(c.size).toBe(0);
  });
});

describe("searchCacheKey", () => {
  const site = { id: 3, config: DEFAULT_CONFIG };
  it("is the same for the same query written differently, and differs by version, scope and query", () => {
    const a = searchCacheKey(site, 7, makeSearchQuery({ filters: { make: ["Kia", "Mazda"] }, hitsPerPage: 21 }));
    const b = searchCacheKey(site, 7, makeSearchQuery({ filters: { make: ["Mazda", "Kia", "Kia"] } }));
    expect(a).toBe(b);
    expect(searchCacheKey(site, 8, makeSearchQuery({ filters: { make: ["Kia", "Mazda"] } }))).not.toBe(a);
    expect(searchCacheKey(site, 7, makeSearchQuery({ filters: { make: ["Kia", "Mazda"] } }), "north")).not.toBe(a);
    expect(searchCacheKey(site, 7, makeSearchQuery({ filters: { make: ["Kia"] } }))).not.toBe(a);
    expect(searchCacheKey({ id: 3, config: { ...DEFAULT_CONFIG, sold_cars_shown_days: 5 } }, 7, makeSearchQuery({ filters: { make: ["Kia", "Mazda"] } }))).not.toBe(a);
  });
});
