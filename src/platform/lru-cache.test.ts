import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache";

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

  it("forgets a deleted entry at once", () => {
    const c = new LruCache<string>({ maxEntries: 5, ttlMs: 100 });
    c.set("k", "v", 0);
    c.delete("k");
    expect(c.get("k", 1)).toBeUndefined();
    expect(c.size).toBe(0);
  });
});

describe("LruCache bounded by size", () => {
  const bytes = (maxSize: number) => new LruCache<string>({ maxEntries: Number.POSITIVE_INFINITY, ttlMs: Number.POSITIVE_INFINITY, maxSize, sizeOf: (v) => v.length });

  it("keeps within its size budget, dropping the least recently used", () => {
    const c = bytes(10);
    c.set("a", "1234");
    c.set("b", "1234");
    c.get("a");
    c.set("c", "1234");
    expect([c.get("a"), c.get("b"), c.get("c")]).toEqual(["1234", undefined, "1234"]);
    expect(c.totalSize).toBe(8);
  });

  it("does not keep a value bigger than the whole budget (10 fits, 11 does not); replacing a key counts it once", () => {
    const c = bytes(10);
    c.set("huge", "x".repeat(11));
    expect(c.get("huge")).toBeUndefined();
    c.set("fits", "x".repeat(10));
    expect(c.get("fits")).toBe("x".repeat(10));
    c.set("a", "123");
    c.set("a", "12345");
    expect(c.totalSize).toBe(5);
  });

  it("an expired entry leaves the size budget when it is found expired", () => {
    const c = new LruCache<string>({ ttlMs: 100, sizeOf: (v) => v.length });
    c.set("k", "abc", 0);
    c.set("short", "de", 0, 10);
    expect(c.get("short", 10)).toBeUndefined();
    expect(c.get("k", 99)).toBe("abc");
    expect(c.totalSize).toBe(3);
    expect(c.get("k", 100)).toBeUndefined();
    expect(c.totalSize).toBe(0);
  });
});
