/**
 * The facet index's life cycle (src/search/facet-index.ts): built once per stock version, rebuilt
 * when an import bumps it (the next request never sees the old stock), time rules judged at query
 * time rather than at build time, the SQL search answering while a build runs, and the same
 * replies as the SQL search through the HTTP handler. Exactness on random data is the oracle's
 * job (search-oracle.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { createSearchSite, insertCars } from "../helpers/search-stock";
import { searchCars } from "../../src/search/engine";
import { cachedSearchCars } from "../../src/search/cache";
import { buildSiteSearchIndex, clearSearchIndexes, indexedSearchCars, readSearchState, siteSearchIndex } from "../../src/search/facet-index";
import { searchResponse } from "../../src/search/http";
import { makeSearchQuery } from "../../src/search/query";
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
