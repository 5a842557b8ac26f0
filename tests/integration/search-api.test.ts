import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { createSearchSite, insertCars } from "../helpers/search-stock";
import { searchResponse } from "../../src/web/search-api";
import { cachedSearchCars, searchResultCache } from "../../src/search/cache";
import { LruCache } from "../../src/platform/lru-cache";
import { makeSearchQuery } from "../../src/search/query";
import type { SearchResult } from "../../src/search/engine";
import { importStock } from "../../src/stock/import";
import { getSiteBySlug, type Site } from "../../src/site/store";
import { GET } from "../../src/app/api/search/route";
import { useProcessDatabase, type Database } from "../../src/db/client";

const NOW = new Date("2026-03-10T02:00:00Z");

describe.each(testEngines())("search API and cache on %s", (engine) => {
  let db: TestDatabase;
  let site: Site;

  const call = async (qs: string, headers: Record<string, string> = {}, cache: LruCache<SearchResult> | null = null) => {
    const res = await searchResponse(db, site, new URL(`http://alpha.localhost/api/search?${qs}`), new Headers(headers), { now: NOW, cache });
    return { res, body: res.status === 304 ? null : ((await res.json()) as Record<string, unknown>) };
  };

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    site = await createSearchSite(db, "alpha", [
      { id: 9101, slug: "alpha-motors", name: "Alpha Motors", locations: [{ slug: "main", name: "Main", city: "Brisbane", state: "QLD" }] },
    ]);
    await createSearchSite(db, "beta", [{ id: 9201, slug: "beta-motors", name: "Beta Motors", locations: [] }]);
    await insertCars(db, site, [
      { stocknum: "A1", make: "Toyota", model: "Hilux", price: 40000 },
      { stocknum: "A2", make: "Kia", model: "Cerato", price: 20000 },
    ]);
  });
  afterAll(async () => {
    await db?.destroy();
  });
  beforeEach(() => searchResultCache().clear());

  it.each([
    ["price=abc", ["price"]],
    ["page=0", ["page"]],
    ["sortBy=foo", ["sortBy"]],
    [`query=${"x".repeat(10_000)}`, ["query"]],
    ["seats=lots&certified=maybe", ["seats", "certified"]],
    ["dealership=beta-motors", ["dealership"]],
  ])("answers 400 naming the parameter for %#", async (qs, fields) => {
    const { res, body } = await call(qs);
    expect(res.status).toBe(400);
    expect((body!.errors as { field: string }[]).map((e) => e.field)).toEqual(fields);
    expect(body!.error).toMatch(/^Invalid search: /);
  });

  it("answers every DESIGN.md reply field, with CDN cache headers and an ETag", async () => {
    const { res, body } = await call("make=Toyota&make=Kia&sortBy=price_asc&hitsPerPage=1&dealership=alpha-motors");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
    expect(Object.keys(body!).sort()).toEqual(["count", "facetStats", "facets", "hits", "hitsPerPage", "ms", "page", "pages"]);
    expect(body).toMatchObject({ count: 2, page: 1, pages: 2, hitsPerPage: 1, facets: { make: { Kia: 1, Toyota: 1 } } });
    expect((body!.hits as { stocknum: string }[]).map((h) => h.stocknum)).toEqual(["A2"]);
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await call("make=Toyota&make=Kia&sortBy=price_asc&hitsPerPage=1&dealership=alpha-motors", { "if-none-match": etag! });
    expect(again.res.status).toBe(304);
  });

  it("serves the route from the request host, and 404 for a host with no site", async () => {
    const restore = useProcessDatabase(db as Database);
    try {
      // Node's Request sets no Host header by itself; a server always has one.
      const get = (url: string) => GET(new Request(url, { headers: { host: new URL(url).host } }));
      const ok = await get("http://alpha.localhost:3000/api/search?query=hilux");
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as SearchResult).hits.map((h) => h.stocknum)).toEqual(["A1"]);
      const bad = await get("http://alpha.localhost:3000/api/search?page=0");
      expect(bad.status).toBe(400);
      const none = await get("http://nobody.localhost:3000/api/search");
      expect(none.status).toBe(404);
      // A forwarded host nobody vouched for picks no other tenant, and shared caches keep hosts apart.
      const forged = await GET(new Request("http://nobody.localhost:3000/api/search?query=hilux", { headers: { host: "nobody.localhost:3000", "x-forwarded-host": "alpha.localhost:3000" } }));
      expect(forged.status).toBe(404);
      expect(ok.headers.get("vary")).toMatch(/\bX-Forwarded-Host\b/i);
    } finally {
      restore();
    }
  });

  it("shows an import on the very next request, though the previous answer was cached", async () => {
    const cache = new LruCache<SearchResult>({ maxEntries: 10, ttlMs: 60_000 });
    const q = makeSearchQuery({ query: "ranger" });
    const before = await cachedSearchCars(db, site, q, { now: NOW, cache });
    expect(before.result.count).toBe(0);
    expect((await cachedSearchCars(db, site, q, { now: NOW, cache })).hit).toBe(true);

    const imported = await importStock(db, [{ dealership_slug: "alpha-motors", stocknum: "A3", make: "Ford", model: "Ranger", car_type: "used", price: 50000 }], {
      site: { id: site.id, slug: site.slug },
      now: NOW,
    });
    expect(imported.inserted).toBe(1);
    // The Site object may be cached elsewhere for seconds; the cache reads the version itself.
    const after = await cachedSearchCars(db, site, q, { now: NOW, cache });
    expect(after.hit).toBe(false);
    expect(after.result.hits.map((h) => h.stocknum)).toEqual(["A3"]);

    // An update (price change) is visible at once too, in hits, sorting and stats.
    const byPrice = makeSearchQuery({ sortBy: "price_asc" });
    expect((await cachedSearchCars(db, site, byPrice, { now: NOW, cache })).result.hits[0]!.stocknum).toBe("A2");
    await importStock(db, [{ dealership_slug: "alpha-motors", stocknum: "A3", price: 9000 }], { site: { id: site.id, slug: site.slug }, now: NOW });
    const updated = await cachedSearchCars(db, site, byPrice, { now: NOW, cache });
    expect(updated.result.hits[0]).toMatchObject({ stocknum: "A3", price: 9000 });
    expect(updated.result.facetStats.price).toEqual({ min: 9000, max: 40000 });
  });

  it("keys the cache by site config too: a config change is not served from before", async () => {
    const cache = new LruCache<SearchResult>({ maxEntries: 10, ttlMs: 60_000 });
    const q = makeSearchQuery({});
    const first = await cachedSearchCars(db, site, q, { now: NOW, cache });
    const changed = { ...site, config: { ...site.config, certified_only: true } };
    const second = await cachedSearchCars(db, changed, q, { now: NOW, cache });
    expect(second.hit).toBe(false);
    expect(second.result.count).toBe(0);
    expect(first.result.count).toBeGreaterThan(0);
    expect((await getSiteBySlug(db, "alpha"))!.config.certified_only).toBe(false);
  });
});
