import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { createSearchSite, insertCars } from "../helpers/search-stock";
import { fetchCars, similarCars } from "../../src/search/fetch";
import { searchModels } from "../../src/search/models";
import { manufacturers, models } from "../../src/db/schema";
import type { Site } from "../../src/site/store";

const NOW = new Date("2026-03-10T02:00:00Z");

describe.each(testEngines())("fetchCars, similarCars and searchModels on %s", (engine) => {
  let db: TestDatabase;
  let site: Site;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    site = await createSearchSite(db, "gamma", [
      { id: 9301, slug: "gamma-toyota", name: "Gamma Toyota", locations: [{ slug: "main", name: "Main", city: "Cairns", state: "QLD" }] },
      { id: 9302, slug: "gamma-used", name: "Gamma Used", locations: [] },
    ]);
    await db.query("update dealerships set manufacturer_name = 'Toyota' where id = 9301");
    const list = [
      { stocknum: "T1", make: "Toyota", model: "Hilux", simpleBody: "Ute", price: 40000 },
      { stocknum: "T2", make: "Toyota", model: "Corolla", simpleBody: "Hatch", price: 30000 },
      { stocknum: "T3", make: "Toyota", model: "Camry", simpleBody: "Sedan", price: 36000 },
      { stocknum: "F1", make: "Ford", model: "Ranger", simpleBody: "Ute", price: 45000, dealershipId: 9302 },
      { stocknum: "F2", make: "Ford", model: "Ranger", simpleBody: "Ute", price: 60000, dealershipId: 9302 },
      { stocknum: "M1", make: "Mazda", model: "BT-50", simpleBody: "Ute", price: 41000, status: "sold", soldDate: new Date(NOW.getTime() - 10 * 86_400_000) },
    ];
    const inserted = await insertCars(db, site, list);
    list.forEach((c, i) => ids.set(c.stocknum, inserted[i]!));
    const [toyota] = await db.orm.insert(manufacturers).values({ name: "Toyota", slug: "toyota" }).returning();
    const [ford] = await db.orm.insert(manufacturers).values({ name: "Ford", slug: "ford" }).returning();
    const [kia] = await db.orm.insert(manufacturers).values({ name: "Kia", slug: "kia" }).returning();
    await db.orm.insert(models).values([
      { siteId: site.id, manufacturerId: toyota!.id, name: "HiLux", slug: "hilux", body: ["Ute"] },
      { siteId: site.id, manufacturerId: toyota!.id, name: "RAV4", slug: "rav4", body: ["SUV"] },
      { siteId: site.id, manufacturerId: ford!.id, name: "Ranger", slug: "ranger", body: ["Ute", "Cab Chassis"] },
      { siteId: site.id, manufacturerId: kia!.id, name: "Sportage", slug: "sportage", body: ["SUV"] },
    ]);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("fetches listed cars by filter, in order, up to the limit", async () => {
    const utes = await fetchCars(db, site, { filters: { body: ["Ute"] }, sortBy: "price_asc" }, 10, { now: NOW });
    expect(utes.map((h) => h.stocknum)).toEqual(["T1", "F1", "F2"]); // M1 sold 10 days ago: not listed
    expect((await fetchCars(db, site, { filters: { body: ["Ute"] }, sortBy: "price_asc" }, 2, { now: NOW })).map((h) => h.stocknum)).toEqual(["T1", "F1"]);
    expect(await fetchCars(db, site, {}, 0, { now: NOW })).toEqual([]);
    const scoped = await fetchCars(db, site, { dealershipSlug: "gamma-used" }, 10, { now: NOW });
    expect(scoped.map((h) => h.stocknum).sort()).toEqual(["F1", "F2"]);
    expect(scoped[0]!.card.available).toBe(true);
  });

  it("finds similar cars: same make or body, price within 20%, nearest price first, never itself", async () => {
    const hilux = { id: ids.get("T1")!, make: "Toyota", simple_body: "Ute", price: 40000 };
    const similar = await similarCars(db, site, hilux, 8, { now: NOW });
    // T2 30000 is 25% under; F2 60000 is 50% over: both out. T3 36000 (make), F1 45000 (body).
    expect(similar.map((h) => h.stocknum)).toEqual(["T3", "F1"]);
  });

  it("searches the models of the site's makes (franchise and stock), 21 a page", async () => {
    const all = await searchModels(db, site);
    expect(all.hits.map((m) => `${m.manufacturer.name} ${m.name}`)).toEqual(["Ford Ranger", "Toyota HiLux", "Toyota RAV4"]);
    const utes = await searchModels(db, site, { body: ["ute"] });
    expect(utes.hits.map((m) => m.name)).toEqual(["Ranger", "HiLux"]);
    expect(utes.facets.body).toEqual({ "Cab Chassis": 1, SUV: 1, Ute: 2 });
    expect(all.hitsPerPage).toBe(21);
  });
});
