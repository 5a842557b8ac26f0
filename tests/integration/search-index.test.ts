/**
 * The facet index's life cycle (src/search/facet-index.ts): built once per stock version, rebuilt
 * when an import bumps it (the next request never sees the old stock), time rules judged at query
 * time rather than at build time, the SQL search answering while a build runs, and the same
 * replies as the SQL search through the HTTP handler. Exactness on random data is the oracle's
 * job (search-oracle.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { createSearchSite, insertCars, locationIds } from "../helpers/search-stock";
import { searchCars, type SearchResult } from "../../src/search/engine";
import { cachedSearchCars } from "../../src/search/cache";
import { LruCache } from "../../src/platform/lru-cache";
import { buildSiteSearchIndex, clearSearchIndexes, indexedSearchCars, readSearchState, siteSearchIndex } from "../../src/search/facet-index";
import { searchResponse } from "../../src/web/search-api";
import { makeSearchQuery, type SearchQuery } from "../../src/search/query";
import { getSiteBySlug, type Site } from "../../src/site/store";

const NOW = new Date("2026-03-10T02:00:00Z");
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe.each(testEngines())("search facet index on %s", (engine) => {
  let db: TestDatabase;
  let site: Site;

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    site = await createSearchSite(db, "ix", [
      { id: 9101, slug: "ix-north", name: "Ix North", locations: [{ slug: "a", name: "Ix A", city: "Brisbane", state: "QLD" }] },
      { id: 9102, slug: "ix-south", name: "Ix South", locations: [{ slug: "a", name: "Ix B", city: "Sydney", state: "NSW" }] },
    ]);
    await createSearchSite(db, "ix-other", [{ id: 9201, slug: "ix-other-d", name: "Other", locations: [{ slug: "a", name: "O", city: "Perth", state: "WA" }] }]);
    await insertCars(db, site, [
      { stocknum: "A1", make: "Toyota", model: "Hilux", dealershipId: 9101, price: 40000, createdAt: ago(10 * DAY) },
      { stocknum: "A2", make: "Toyota", model: "Corolla", dealershipId: 9101, price: 25000, createdAt: ago(9 * DAY) },
      { stocknum: "B1", make: "Kia", model: "Sportage", dealershipId: 9102, price: 30000, createdAt: ago(8 * DAY) },
      // Sold exactly 3 days before NOW: listed at NOW, gone one second later.
      { stocknum: "S1", make: "Mazda", model: "CX-5", dealershipId: 9102, status: "sold", soldDate: ago(3 * DAY), price: 20000, createdAt: ago(30 * DAY) },
    ]);
    site = (await getSiteBySlug(db, "ix"))!;
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("builds in chunks, holds only the site's cars, and answers like the SQL search", async () => {
    const ix = await buildSiteSearchIndex(db, site.id, { chunkRows: 1 });
    expect(ix).not.toBeNull();
    expect(ix!.size).toBe(4);
    expect(ix!.version).toBe((await readSearchState(db, site)).version);
    for (const input of [{}, { filters: { make: ["Toyota"] } }, { query: "hilx" }, { sortBy: "price_asc" as const }, { ranges: { price: { min: 25000, max: 30000 } } }]) {
      const q = makeSearchQuery(input);
      const viaIndex = await indexedSearchCars(db, site, q, { now: NOW, wait: true });
      expect({ ...viaIndex!, ms: 0 }).toEqual({ ...(await searchCars(db, site, q, { now: NOW })), ms: 0 });
    }
  });

  it("judges sold-days at query time, not at build time", async () => {
    const q = makeSearchQuery({});
    const before = await indexedSearchCars(db, site, q, { now: NOW, wait: true });
    const state = await readSearchState(db, site);
    const built = await siteSearchIndex(db, site.id, state.version);
    const later = await indexedSearchCars(db, site, q, { now: new Date(NOW.getTime() + 1000), wait: true });
    expect(before!.hits.map((h) => h.stocknum)).toContain("S1");
    expect(later!.hits.map((h) => h.stocknum)).not.toContain("S1");
    expect(later!.count).toBe(before!.count - 1);
    // Same index object: nothing was rebuilt for the clock.
    expect(await siteSearchIndex(db, site.id, state.version)).toBe(built);
  });

  it("shows an import on the next request: the SQL search answers while the new index builds", async () => {
    const q = makeSearchQuery({ filters: { make: ["Toyota"] } });
    const first = await cachedSearchCars(db, site, q, { now: NOW, cache: null, engine: "index" });
    expect(first.result.count).toBe(2);
    await insertCars(db, site, [{ stocknum: "A3", make: "Toyota", model: "Camry", dealershipId: 9101, createdAt: ago(DAY) }]);
    const state = await readSearchState(db, site);
    expect(state.version).toBeGreaterThan(first.version);
    // Not built for this version yet: the index path says so (and starts a build) …
    expect(await indexedSearchCars(db, site, q, { now: NOW, state })).toBeNull();
    // … and the default path answers right away, from SQL, with the new car.
    const next = await cachedSearchCars(db, site, q, { now: NOW, cache: null });
    expect(next.result.count).toBe(3);
    expect(next.result.hits.map((h) => h.stocknum)).toContain("A3");
    // Once built, the index answers the same.
    const ix = await siteSearchIndex(db, site.id, state.version, { wait: true });
    expect(ix?.version).toBe(state.version);
    const viaIndex = await indexedSearchCars(db, site, q, { now: NOW, state });
    expect(viaIndex!.count).toBe(3);
    expect({ ...viaIndex!, ms: 0 }).toEqual({ ...next.result, ms: 0 });
  });

  it("never answers from a stale index: one statement while it is current, a fresh answer the moment the stock version moves", async () => {
    const q = makeSearchQuery({ filters: { make: ["Toyota"] } });
    const sqlAnswer = async (query: SearchQuery) => ({ ...(await searchCars(db, site, query, { now: NOW })), ms: 0 });
    for (const [choice, price] of [["auto", 77500], ["index", 88500]] as const) {
      const cheap = makeSearchQuery({ ranges: { price: { min: price - 500, max: price + 500 } } });
      // A current index: one statement per search (hits, stock version and locations together).
      let state = await readSearchState(db, site);
      await siteSearchIndex(db, site.id, state.version, { wait: true });
      const before = await statementsDuring(() => cachedSearchCars(db, site, q, { now: NOW, cache: null, engine: choice }));
      expect(before.statements).toBe(1);
      expect({ ...before.value.result, ms: 0 }).toEqual(await sqlAnswer(q));
      expect((await cachedSearchCars(db, site, cheap, { now: NOW, cache: null, engine: choice })).result.count).toBe(0);

      // An import adds a car: the held index (still the old version) must not answer.
      await insertCars(db, site, [{ stocknum: `N-${choice}`, make: "Toyota", model: "Yaris", dealershipId: 9101, createdAt: ago(DAY) }]);
      const added = await cachedSearchCars(db, site, q, { now: NOW, cache: null, engine: choice });
      expect(added.version).toBeGreaterThan(before.value.version);
      expect(added.result.count).toBe(before.value.result.count + 1);
      expect(added.result.hits.map((h) => h.stocknum)).toContain(`N-${choice}`);
      expect({ ...added.result, ms: 0 }).toEqual(await sqlAnswer(q));

      // A change the old index would answer plausibly (same count of cars): a price moves into the range.
      state = await readSearchState(db, site);
      await siteSearchIndex(db, site.id, state.version, { wait: true });
      expect((await cachedSearchCars(db, site, cheap, { now: NOW, cache: null, engine: choice })).result.count).toBe(0);
      await db.query("update cars set price = $3 where site_id = $1 and stocknum = $2", [site.id, `N-${choice}`, price]);
      await db.query("update dealerships set stock_version = stock_version + 1 where site_id = $1", [site.id]);
      const moved = await cachedSearchCars(db, site, cheap, { now: NOW, cache: null, engine: choice });
      expect(moved.result.hits.map((h) => h.stocknum)).toEqual([`N-${choice}`]);
      expect({ ...moved.result, ms: 0 }).toEqual(await sqlAnswer(cheap));

      // Through the result cache too: the entry of the old version is never served.
      const cache = new LruCache<SearchResult>();
      state = await readSearchState(db, site);
      await siteSearchIndex(db, site.id, state.version, { wait: true });
      const cached = await cachedSearchCars(db, site, q, { now: NOW, cache, engine: choice });
      expect((await cachedSearchCars(db, site, q, { now: NOW, cache, engine: choice })).hit).toBe(true);
      await insertCars(db, site, [{ stocknum: `M-${choice}`, make: "Toyota", model: "Yaris", dealershipId: 9102, createdAt: ago(DAY) }]);
      const next = await cachedSearchCars(db, site, q, { now: NOW, cache, engine: choice });
      expect(next.hit).toBe(false);
      expect(next.result.count).toBe(cached.result.count + 1);
      expect({ ...next.result, ms: 0 }).toEqual(await sqlAnswer(q));
    }
  });

  it("sees a location edit (no stock version bump) on the next request from a current index", async () => {
    // Place Ix North's cars at its location (an import's change: the stock version moves).
    const locs = await locationIds(db, site);
    await db.query("update cars set location_id = $1 where site_id = $2 and dealership_id = 9101", [locs.get("9101/a"), site.id]);
    await db.query("update dealerships set stock_version = stock_version + 1 where site_id = $1", [site.id]);
    const state = await readSearchState(db, site);
    await siteSearchIndex(db, site.id, state.version, { wait: true });
    const q = makeSearchQuery({ filters: { city: ["Ipswich"] } });
    const before = await cachedSearchCars(db, site, q, { now: NOW, cache: null });
    expect(before.result.count).toBe(0);
    await db.query("update locations set city = 'Ipswich' where site_id = $1 and city = 'Brisbane'", [site.id]);
    try {
      const after = await cachedSearchCars(db, site, q, { now: NOW, cache: null });
      expect(after.version).toBe(before.version);
      expect(after.result.count).toBeGreaterThan(0);
      expect(after.result.facets.city).toHaveProperty("Ipswich");
      expect({ ...after.result, ms: 0 }).toEqual({ ...(await searchCars(db, site, q, { now: NOW })), ms: 0 });
      // And the index keeps answering in one statement with the new name.
      const again = await statementsDuring(() => cachedSearchCars(db, site, q, { now: NOW, cache: null }));
      expect(again.statements).toBe(1);
      expect({ ...again.value.result, ms: 0 }).toEqual({ ...after.result, ms: 0 });
    } finally {
      await db.query("update locations set city = 'Brisbane' where site_id = $1 and city = 'Ipswich'", [site.id]);
    }
  });

  /** Statements fn sends through db.query (a count on the real database, nothing mocked). */
  async function statementsDuring<T>(fn: () => Promise<T>): Promise<{ value: T; statements: number }> {
    const original = db.query;
    let statements = 0;
    db.query = ((...args: Parameters<typeof original>) => {
      statements++;
      return original.apply(db, args);
    }) as typeof original;
    try {
      return { value: await fn(), statements };
    } finally {
      db.query = original;
    }
  }

  it("GET /api/search gives the same body from the index and from SQL, and 400s stay 400s", async () => {
    clearSearchIndexes(db);
    const url = new URL("http://ix.localhost/api/search?make=Toyota&make=Kia&sortBy=price_desc&query=to");
    const sql = await (await searchResponse(db, site, url, new Headers(), { now: NOW, cache: null, engine: "sql" })).json();
    const viaIndex = await (await searchResponse(db, site, url, new Headers(), { now: NOW, cache: null, engine: "index" })).json();
    expect({ ...viaIndex, ms: 0 }).toEqual({ ...sql, ms: 0 });
    expect(sql.count).toBeGreaterThan(0);
    const bad = await searchResponse(db, site, new URL("http://ix.localhost/api/search?dealership=nope"), new Headers(), { cache: null, engine: "index" });
    expect(bad.status).toBe(400);
  });
});
