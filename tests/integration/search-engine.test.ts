import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { createSearchSite, insertCars, locationIds, type TestCar } from "../helpers/search-stock";
import { searchCars, type SearchResult } from "../../src/search/engine";
import { ValidationError } from "../../src/platform/errors";
import { makeSearchQuery, parseSearchParams, type SearchQueryInput } from "../../src/search/query";
import type { Site } from "../../src/site/store";

const NOW = new Date("2026-03-10T02:00:00Z");
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

const DEALERS = [
  {
    id: 7101,
    slug: "north-toyota",
    name: "North Toyota",
    locations: [
      { slug: "main", name: "North Main", city: "Brisbane", state: "QLD", phone: "07 3000 1111" },
      { slug: "used", name: "North Used", city: "Ipswich", state: "QLD" },
    ],
  },
  { id: 7102, slug: "south-kia", name: "South Kia", locations: [{ slug: "main", name: "South Main", city: "Sydney", state: "NSW" }] },
];

describe.each(testEngines())("searchCars on %s", (engine) => {
  let db: TestDatabase;
  let site: Site;
  let other: Site;
  const ids = new Map<string, number>();

  const search = (input: SearchQueryInput = {}, opts: { dealershipSlug?: string; site?: Site } = {}): Promise<SearchResult> =>
    searchCars(db, opts.site ?? site, makeSearchQuery(input), { now: NOW, dealershipSlug: opts.dealershipSlug });
  const searchUrl = (qs: string, s: Site = site) => {
    const p = parseSearchParams(new URLSearchParams(qs));
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    return searchCars(db, s, p.query, { now: NOW });
  };
  const stocknums = (r: SearchResult) => r.hits.map((h) => h.stocknum);

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    site = await createSearchSite(db, "alpha", DEALERS);
    other = await createSearchSite(db, "beta", [
      { id: 7201, slug: "beta-dealer", name: "Beta Dealer", locations: [{ slug: "main", name: "Beta Main", city: "Perth", state: "WA" }] },
    ]);
    const locs = await locationIds(db, site);
    const north = locs.get("7101/main")!;
    const northUsed = locs.get("7101/used")!;
    const south = locs.get("7102/main")!;
    const list: TestCar[] = [
      { stocknum: "H1", make: "Toyota", model: "Hilux", badge: "SR5", carType: "used", price: 45000, km: 60000, year: 2019, colour: "White", simpleBody: "Ute", simpleFuel: "Diesel", locationId: north, createdAt: ago(20 * DAY), customRank: 0, vin: "JTFHX02P100012345", regplate: "123-ABC" },
      { stocknum: "H2", make: "Toyota", model: "Hilux", badge: "Workmate", carType: "new", price: 38000, km: 10, year: 2026, colour: "Silver", simpleBody: "Ute", simpleFuel: "Diesel", locationId: northUsed, createdAt: ago(2 * DAY) },
      { stocknum: "C1", make: "Toyota", model: "Corolla", badge: "Ascent Sport", carType: "demo", price: 29000, km: 5000, year: 2025, colour: "Red", simpleBody: "Hatch", simpleFuel: "Hybrid", locationId: north, createdAt: ago(30 * DAY), customRank: 5 },
      { stocknum: "K1", make: "Kia", model: "Sportage", carType: "used", price: 31000, km: 40000, year: 2021, colour: "Blue", simpleBody: "SUV", simpleFuel: "Petrol", dealershipId: 7102, locationId: south, createdAt: ago(40 * DAY), categories: ["Family"], filteredFeatures: ["Apple CarPlay", "Sunroof"] },
      { stocknum: "K2", make: "Kia", model: "Cerato", carType: "used", price: 0, km: 90000, year: 2017, colour: "White", simpleBody: "Sedan", simpleFuel: "Petrol", dealershipId: 7102, locationId: south, createdAt: ago(50 * DAY), filteredFeatures: ["Apple CarPlay"] },
      { stocknum: "M1", make: "Mazda", model: "CX-5", carType: "used", price: 27000, km: 70000, year: 2018, colour: "Grey", simpleBody: "SUV", simpleFuel: "Petrol", locationId: north, createdAt: ago(60 * DAY), tag: "Runout Sale" },
      { stocknum: "CI1", make: "Citroën", model: "C3", carType: "used", price: 15000, km: 80000, year: 2016, colour: "Orange", simpleBody: "Hatch", simpleFuel: "Petrol", locationId: north, createdAt: ago(70 * DAY), status: "coming_soon" },
      // Sold 3 days ago exactly: still listed. Sold 3 days and 1 second ago: not.
      { stocknum: "S1", make: "Toyota", model: "Camry", status: "sold", soldDate: ago(3 * DAY), price: 20000, locationId: north, createdAt: ago(100 * DAY) },
      { stocknum: "S2", make: "Toyota", model: "Camry", status: "sold", soldDate: ago(3 * DAY + 1000), price: 21000, locationId: north, createdAt: ago(100 * DAY) },
      { stocknum: "X1", make: "Toyota", model: "Yaris", showOnDealerWebsite: false, locationId: north },
      { stocknum: "X2", make: "Toyota", model: "Yaris", delistedAt: ago(DAY), locationId: north },
      { stocknum: "X3", make: "Toyota", model: "Yaris", status: "in_transit", locationId: north },
      { stocknum: "23145", make: "Ford", model: "Ranger", price: 50000, locationId: north, createdAt: ago(10 * DAY) },
    ];
    const inserted = await insertCars(db, site, list);
    list.forEach((c, i) => ids.set(c.stocknum, inserted[i]!));
    await insertCars(db, other, [{ stocknum: "B1", make: "Toyota", model: "Hilux", dealershipId: 7201 }]);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("lists the site's available and recently sold cars, nothing hidden, delisted or another site's", async () => {
    const r = await search({ sortBy: "latest" });
    expect(stocknums(r).sort()).toEqual(["23145", "C1", "CI1", "H1", "H2", "K1", "K2", "M1", "S1"].sort());
    expect(r.count).toBe(9);
    expect(r.pages).toBe(1);
    expect(r.hitsPerPage).toBe(21);
    const b = await search({}, { site: other });
    expect(stocknums(b)).toEqual(["B1"]);
    expect(b.facets.make).toEqual({ Toyota: 1 });
  });

  it("counts facets disjunctively: selecting Kia and Mazda still counts every make", async () => {
    const r = await searchUrl("make=Kia&make=Mazda");
    expect(r.count).toBe(3);
    expect(r.facets.make).toEqual({ "Citroën": 1, Ford: 1, Kia: 2, Mazda: 1, Toyota: 4 });
    // Other facets are narrowed by the make selection.
    expect(r.facets.body).toEqual({ SUV: 2, Sedan: 1 });
    expect(r.facets.model).toEqual({ Cerato: 1, "CX-5": 1, Sportage: 1 });
    expect(r.facets.make_model).toEqual({ "Kia Cerato": 1, "Kia Sportage": 1, "Mazda CX-5": 1 });
  });

  it("combines facets: each facet's counts use every other filter but its own", async () => {
    const r = await searchUrl("make=Toyota&body=Ute");
    expect(stocknums(r).sort()).toEqual(["H1", "H2"]);
    expect(r.facets.make).toEqual({ Toyota: 2 });
    expect(r.facets.body).toEqual({ Hatch: 1, Ute: 2 });
    expect(r.facets.car_type).toEqual({ new: 1, used: 1 });
    expect(Object.keys((await search()).facets.car_type)).toEqual(["new", "demo", "used"]);
  });

  it("gives facetStats under the other filters (a price range does not narrow the price stats)", async () => {
    const r = await searchUrl("price=30000:40000&make=Toyota");
    expect(stocknums(r).sort()).toEqual(["H2"]);
    expect(r.facetStats.price).toEqual({ min: 20000, max: 45000 });
    expect(r.facetStats.year?.max).toBe(2026);
    const all = await search();
    expect(all.facetStats.price).toEqual({ min: 0, max: 50000 });
    expect(all.facetStats.km).toEqual({ min: 10, max: 90000 });
  });

  it("maps locations to state, city and location name facets and filters by them", async () => {
    const r = await searchUrl("city=Ipswich");
    expect(stocknums(r)).toEqual(["H2"]);
    expect(r.facets.city).toEqual({ Brisbane: 6, Ipswich: 1, Sydney: 2 });
    expect(r.facets.state).toEqual({ QLD: 1 });
    const s = await searchUrl("state=NSW&dealership_name=South%20Kia");
    expect(stocknums(s).sort()).toEqual(["K1", "K2"]);
    expect(s.facets.dealership_name).toEqual({ "South Kia": 2 });
    expect(s.facets.state).toEqual({ NSW: 2 });
  });

  it("filters and counts array facets, price bands, seats and certified", async () => {
    const r = await searchUrl("filtered_features=Sunroof");
    expect(stocknums(r)).toEqual(["K1"]);
    expect(r.facets.filtered_features).toEqual({ "Apple CarPlay": 2, Sunroof: 1 });
    expect(r.facets.categories).toEqual({ Family: 1 });
    const b = await searchUrl("price_range=25000-30000");
    expect(stocknums(b).sort()).toEqual(["C1", "M1"]);
    expect(b.facets.price_range["25000-30000"]).toBe(2);
    expect(Object.keys(b.facets.price_range)[0]).toBe("0-5000");
    expect((await searchUrl("certified=false")).count).toBe(9);
    expect((await searchUrl("certified=true")).count).toBe(0);
  });

  it("applies ranges with either side open, whole created_at seconds included", async () => {
    expect(stocknums(await searchUrl("year=2021:&sortBy=price_asc"))).toEqual(["C1", "K1", "H2"]);
    expect(stocknums(await searchUrl("km=:10"))).toEqual(["H2"]);
    const createdH2 = Math.floor(ago(2 * DAY).getTime() / 1000);
    expect(stocknums(await searchUrl(`created_at_timestamp=${createdH2}:${createdH2}`))).toEqual(["H2"]);
    expect(stocknums(await searchUrl(`created_at_timestamp=${createdH2 + 1}:`))).toEqual([]);
  });

  it("finds by prefix while typing, with one typo in longer words, and never by a number typo", async () => {
    expect(stocknums(await search({ query: "hil" })).sort()).toEqual(["H1", "H2"]);
    expect(stocknums(await search({ query: "corola" }))).toEqual(["C1"]);
    expect(stocknums(await search({ query: "toyota hilux sr5" }))).toEqual(["H1"]);
    expect(stocknums(await search({ query: "citroen" }))).toEqual(["CI1"]);
    expect(stocknums(await search({ query: "CITROËN c3" }))).toEqual(["CI1"]);
    expect(stocknums(await search({ query: "23145" }))).toEqual(["23145"]);
    expect(stocknums(await search({ query: "23146" }))).toEqual([]);
    expect(stocknums(await search({ query: "zzzzzz" }))).toEqual([]);
    const none = await search({ query: "zzzzzz" });
    expect(none.count).toBe(0);
    expect(none.pages).toBe(0);
    expect(none.facets.make).toEqual({});
  });

  it("puts an exact stock number, VIN or rego first", async () => {
    expect(stocknums(await search({ query: "123ABC" }))).toEqual(["H1"]);
    expect(stocknums(await search({ query: "123-abc" }))).toEqual(["H1"]);
    expect(stocknums(await search({ query: "JTFHX02P100012345" }))).toEqual(["H1"]);
    // "h1" is a prefix of nothing else but the stock number H1 itself; "c1" matches C1 exactly.
    const r = await search({ query: "c1" });
    expect(stocknums(r)[0]).toBe("C1");
  });

  it("ranks relevance by text, then custom rank, then newest", async () => {
    const r = await search({ query: "toyota" });
    // C1 has custom rank 5; the rest by created_at desc.
    expect(stocknums(r)).toEqual(["C1", "H2", "H1", "S1"]);
    const noText = await search();
    expect(stocknums(noText)[0]).toBe("C1");
  });

  it("sorts latest, by price both ways and by km, and pages without repeating a car", async () => {
    expect(stocknums(await search({ sortBy: "price_desc" })).slice(0, 3)).toEqual(["23145", "H1", "H2"]);
    // K2 is priced 0 ("Enquire for price."): last by lowest price, and still found.
    const byLowest = stocknums(await search({ sortBy: "price_asc" }));
    expect(byLowest.slice(0, 2)).toEqual(["CI1", "S1"]);
    expect(byLowest.at(-1)).toBe("K2");
    expect(byLowest).toHaveLength(9);
    expect(stocknums(await search({ sortBy: "km_asc" }))[0]).toBe("H2");
    expect(stocknums(await search({ sortBy: "latest" })).slice(0, 2)).toEqual(["H2", "23145"]);
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const r = await search({ sortBy: "price_desc", hitsPerPage: 2, page });
      expect(r.pages).toBe(5);
      seen.push(...stocknums(r));
    }
    expect(seen.length).toBe(9);
    expect(new Set(seen).size).toBe(9);
    expect((await search({ hitsPerPage: 2, page: 6 })).hits).toEqual([]);
  });

  it("scopes to one of the site's dealerships and refuses another site's", async () => {
    const r = await search({}, { dealershipSlug: "south-kia" });
    expect(stocknums(r).sort()).toEqual(["K1", "K2"]);
    expect(r.facets.make).toEqual({ Kia: 2 });
    await expect(search({}, { dealershipSlug: "beta-dealer" })).rejects.toBeInstanceOf(ValidationError);
    await expect(search({}, { dealershipSlug: "beta-dealer" })).rejects.toMatchObject({ errors: [{ field: "dealership" }] });
  });

  it("keeps the search row in step with updates to the columns it reads, and only those", async () => {
    const id = ids.get("M1")!;
    const row = () => db.query<{ price: number; colour: string }>("select price, colour from car_search where car_id = $1", [id]);
    // xmin changes whenever the row is rewritten.
    const version = async () => (await db.query<{ v: string }>("select xmin::text as v from car_search where car_id = $1", [id]))[0]!.v;
    const before = await version();
    await db.query("update cars set views = views + 1, reserved = true where id = $1", [id]);
    await db.query("update cars set reserved = false where id = $1", [id]);
    expect(await version()).toBe(before);
    expect(await row()).toEqual([{ price: 27000, colour: "Grey" }]);
    await db.query("update cars set price = 26000 where id = $1", [id]);
    expect((await row())[0]!.price).toBe(26000);
    expect(await version()).not.toBe(before);
    expect(stocknums(await search({ ranges: { price: { max: 26000 } }, filters: { make: ["Mazda"] } }))).toEqual(["M1"]);
    await db.query("update cars set price = 27000 where id = $1", [id]);
  });

  it("gives each hit the card fields and the card object", async () => {
    const r = await search({ query: "hil", sortBy: "latest" });
    const h2 = r.hits[0]!;
    expect(h2).toMatchObject({
      stocknum: "H2",
      make: "Toyota",
      model: "Hilux",
      make_model: "Toyota Hilux",
      car_type: "new",
      price: 38000,
      location_name: "North Used",
      city: "Ipswich",
      state: "QLD",
      dealership_slug: "north-toyota",
      dealership_name: "North Toyota",
      dealership_id: 7101,
      sold_date_timestamp: null,
      created_at: ago(2 * DAY).toISOString(),
      card: { available: true, tag: { kind: "new_arrival", text: "Just arrived" }, can_save: true, can_enquire: true, can_reserve: false },
    });
    const sold = (await search({ query: "camry" })).hits[0]!;
    expect(sold.stocknum).toBe("S1");
    expect(sold.sold_date_timestamp).toBe(Math.floor(ago(3 * DAY).getTime() / 1000));
    expect(sold.card).toEqual({ available: false, tag: { kind: "sold", text: "JUST SOLD" }, can_save: false, can_enquire: false, can_reserve: false });
    const h1 = (await search({ query: "sr5" })).hits[0]!;
    expect(h1.location_phone).toBe("07 3000 1111");
  });
});
