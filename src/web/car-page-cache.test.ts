import { describe, expect, it } from "vitest";
import { carPageCacheKey, pageCache, pageRequestOrigin, type CachedPage } from "./car-page-cache";
import { resetConfig } from "../platform/config";
import { CLIENT_HEADER, EDGE_KEY_ENV, sealClient } from "../platform/client-identity.mjs";

const page = (bytes: number, storedAt = 0): CachedPage => ({ storedAt, headers: [["content-type", "text/html"]], body: new Uint8Array(bytes) });

describe("pageCache", () => {
  it("serves an entry until it is ttl old, then drops it", () => {
    const c = pageCache(1000);
    c.set("a", page(10, 1000), 1000, 60_000);
    expect(c.get("a", 1000 + 59_999)).toBeDefined();
    expect(c.get("a", 1000 + 60_000)).toBeUndefined();
    expect(c.size).toBe(0);
    expect(c.totalSize).toBe(0);
  });

  it("keeps within its byte budget, least recently used out first", () => {
    const c = pageCache(100);
    c.set("a", page(40), 0, 1000);
    c.set("b", page(40), 0, 1000);
    c.get("a", 0); // a is now the most recent
    c.set("c", page(40), 0, 1000);
    expect(c.get("b", 0)).toBeUndefined();
    expect(c.get("a", 0)).toBeDefined();
    expect(c.get("c", 0)).toBeDefined();
    expect(c.totalSize).toBe(80);
  });

  it("does not keep a page bigger than the whole budget; replacing a key counts it once", () => {
    const c = pageCache(100);
    c.set("big", page(101), 0, 1000);
    expect(c.size).toBe(0);
    c.set("a", page(60), 0, 1000);
    c.set("a", page(70), 0, 1000);
    expect(c.totalSize).toBe(70);
  });
});

describe("the cache key", () => {
  it("names the host and scheme the server's edge established, the site, slug and version", () => {
    const key = "test-edge-key";
    const before = process.env[EDGE_KEY_ENV];
    process.env[EDGE_KEY_ENV] = key;
    resetConfig();
    try {
      const sealed = sealClient(key, { ip: "203.0.113.9", host: "dealer.com.au", proto: "https" });
      const o = pageRequestOrigin(new Headers({ host: "127.0.0.1:3000", [CLIENT_HEADER]: sealed }));
      expect(o).toEqual({ host: "dealer.com.au", proto: "https" });
      expect(carPageCacheKey(o, 7, "2020-kia-x", "", "12@2026-11-22")).toBe("https://dealer.com.au|7|2020-kia-x|12@2026-11-22");
      expect(carPageCacheKey(o, 7, "2020-kia-x", "?utm_source=mail", "12@2026-11-22")).toBe("https://dealer.com.au|7|2020-kia-x?utm_source=mail|12@2026-11-22");
      // A forwarded host the edge did not vouch for is not the host.
      const forged = new Headers({ host: "a.localhost:3150", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
      expect(pageRequestOrigin(forged)).toEqual({ host: "a.localhost:3150", proto: "http" });
    } finally {
      if (before === undefined) delete process.env[EDGE_KEY_ENV];
      else process.env[EDGE_KEY_ENV] = before;
      resetConfig();
    }
  });
});
