/**
 * Correctness oracle: random stock, random site rules and random queries; both implementations —
 * the SQL search (searchCars) and the in-process facet index (indexedSearchCars) — must agree
 * with the brute-force evaluation (tests/helpers/search-oracle.ts) on hits (ids and order), count,
 * pages, every facet's counts and the stats — on PGlite and on PostgreSQL. The index is read in
 * chunks of 7 rows here, so multi-chunk and multi-dealership builds are covered.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { createSearchSite, insertCars, locationIds, type TestCar } from "../helpers/search-stock";
import { oracleSearch, type OracleCar } from "../helpers/search-oracle";
import { searchCars } from "../../src/search/engine";
import { indexedSearchCars, warmIndexedSearchCars } from "../../src/search/facet-index";
import { makeSearchQuery, SORTS, type SearchQueryInput } from "../../src/search/query";
import { type FacetName } from "../../src/search/facets";
import { PRICE_BANDS, WEEKLY_PRICE_BANDS } from "../../src/search/buckets";
import { resolveSiteConfig } from "../../src/site/config";
import { isShownPrice } from "../../src/domain/price";
import { getSiteBySlug, upsertSite, type Site } from "../../src/site/store";

const NOW = new Date("2026-03-10T02:00:00.000Z");
const DAY = 86_400_000;

const MODELS: Record<string, string[]> = {
  Toyota: ["Hilux", "Corolla", "Camry", "Landcruiser", "RAV4"],
  Kia: ["Cerato", "Sportage"],
  Mazda: ["CX-5", "Mazda3"],
  Isuzu: ["D-MAX"],
  Citroën: ["C3"],
};
const MAKES = Object.keys(MODELS);
const BADGES = ["SR5", "GX", "Sport", "GT-Line", "LS-U"];
const COLOURS = ["White", "Black", "Red", "Blue"];
const BODIES = ["SUV", "Ute", "Hatch"];
const FUELS = ["Petrol", "Diesel", "Hybrid", "Electric"];
const TRANS = ["Automatic", "Manual"];
const DRIVES = ["FWD", "AWD", "4x4", "4WD"];
const STATUSES = ["in_stock", "coming_soon", "sold", "in_transit"];
const TAGS = ["Hot Deal", "Runout Sale"];
const CATEGORIES = ["Family", "Work", "City"];
const FEATURES = ["Sunroof", "Tow Bar", "Apple CarPlay"];
const ITEM_TYPES = ["car", "caravan"];

const DEALERS = [
  {
    id: 8101,
    slug: "oracle-north",
    name: "Oracle North",
    locations: [
      { slug: "a", name: "North A", city: "Brisbane", state: "QLD" },
      { slug: "b", name: "North B", city: "Ipswich", state: "QLD" },
    ],
  },
  { id: 8102, slug: "oracle-south", name: "Oracle South", locations: [{ slug: "a", name: "South A", city: "Brisbane", state: "NSW" }] },
];

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 4 });

const carArb = fc.record({
  dealer: fc.integer({ min: 0, max: 1 }),
  loc: fc.integer({ min: 0, max: 2 }),
  makeIdx: fc.nat(),
  modelIdx: fc.nat(),
  badge: maybe(fc.constantFrom(...BADGES)),
  colour: maybe(fc.constantFrom(...COLOURS)),
  body: maybe(fc.constantFrom(...BODIES)),
  simpleBody: maybe(fc.constantFrom(...BODIES)),
  fuel: maybe(fc.constantFrom(...FUELS)),
  simpleFuel: maybe(fc.constantFrom(...FUELS)),
  trans: maybe(fc.constantFrom(...TRANS)),
  drive: maybe(fc.constantFrom(...DRIVES)),
  seats: maybe(fc.constantFrom(2, 5, 7)),
  vin: maybe(fc.constantFrom("JTF12345", "KNA-99881", "WVW77")),
  regplate: maybe(fc.constantFrom("123-ABC", "XYZ 987")),
  carType: fc.constantFrom("new", "used", "demo"),
  status: fc.constantFrom("in_stock", "in_stock", "in_stock", "in_stock", "coming_soon", "sold", "sold", "in_transit"),
  soldOffset: maybe(fc.constantFrom(0, 1000, DAY, 2 * DAY, 3 * DAY, 3 * DAY + 1000, 5 * DAY)),
  tag: maybe(fc.constantFrom(...TAGS)),
  certified: fc.boolean(),
  itemType: fc.constantFrom(...ITEM_TYPES),
  categories: fc.subarray(CATEGORIES),
  features: fc.array(fc.constantFrom(...FEATURES), { maxLength: 3 }),
  // 10 is the highest placeholder price (never shown), 11 the lowest shown one.
  price: maybe(fc.constantFrom(0, 10, 11, 4999, 5000, 15000, 29990, 30000, 75000, 310000)),
  weeklyPrice: maybe(fc.constantFrom(0, 99, 100, 260, 800)),
  subscriptionPrice: maybe(fc.constantFrom(150, 400)),
  km: maybe(fc.constantFrom(0, 10, 15000, 15000, 120000)),
  year: maybe(fc.constantFrom(2015, 2019, 2024, 2026)),
  createdOffsetMs: fc.integer({ min: 0, max: 20 * DAY }),
  customRank: fc.constantFrom(0, 0, 1, 5),
  photos: fc.constantFrom(0, 1, 3, 3, 3),
  show: fc.constantFrom(true, true, true, true, true, true, false),
  delisted: fc.constantFrom(false, false, false, false, false, false, true),
});
type CarSeed = typeof carArb extends fc.Arbitrary<infer T> ? T : never;

const configArb = fc.record({
  sold_cars_shown_days: fc.constantFrom(0, 1, 3),
  // A dealership's own sold days (or none, keeping the site's): each dealership's cars by its own cutoff.
  dealership_sold_days: fc.tuple(maybe(fc.constantFrom(0, 2, 3, 5)), maybe(fc.constantFrom(0, 2, 3, 5))),
  listing_preset: fc.constantFrom("default", "default", "default", "default", "hide_by_photos", "hide_by_status"),
  listing_min_photos: fc.constantFrom(1, 3),
  listing_hidden_statuses: fc.subarray(["coming_soon", "sold"]),
  certified_only: fc.constantFrom(false, false, false, false, true),
  hits_per_page: fc.integer({ min: 2, max: 10 }),
  model_list_limit: fc.integer({ min: 1, max: 4 }),
  city_filter_limit: fc.integer({ min: 1, max: 2 }),
  dealership_filter_limit: fc.integer({ min: 1, max: 2 }),
});

const WORDS = [...MAKES, ...Object.values(MODELS).flat(), ...BADGES, ...COLOURS, ...BODIES, ...FUELS, "ABC123", "23145", "KNA99881", "sold"];

/** A word as a shopper might type it: whole, cut short, or with one slip. */
const typedWordArb = fc
  .tuple(fc.constantFrom(...WORDS), fc.constantFrom("whole", "prefix", "typo", "upper"), fc.nat(), fc.constantFrom(..."aeioxz"))
  .map(([w, how, n, ch]) => {
    const lower = w.toLowerCase();
    if (how === "prefix") return lower.slice(0, 1 + (n % lower.length));
    if (how === "upper") return w.toUpperCase();
    if (how === "typo") {
      const i = n % lower.length;
      const k = n % 4;
      if (k === 0) return lower.slice(0, i) + ch + lower.slice(i + 1);
      if (k === 1) return lower.slice(0, i) + lower.slice(i + 1);
      if (k === 2) return lower.slice(0, i) + ch + lower.slice(i);
      return i + 1 < lower.length ? lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2) : lower;
    }
    return w;
  });

const FACET_DOMAIN: Partial<Record<FacetName, string[]>> = {
  make: [...MAKES, "Ford"],
  model: [...Object.values(MODELS).flat()],
  make_model: ["Toyota Hilux", "Kia Cerato", "Mazda CX-5"],
  car_type: ["new", "used", "demo"],
  body: BODIES,
  fuel: FUELS,
  transmission: TRANS,
  drive: DRIVES,
  colour: COLOURS,
  seats: ["2", "5", "7"],
  state: ["QLD", "NSW"],
  city: ["Brisbane", "Ipswich"],
  location_name: ["North A", "South A"],
  dealership_name: ["Oracle North", "Oracle South"],
  status: STATUSES,
  tag: TAGS,
  badge: BADGES,
  certified: ["true", "false"],
  categories: CATEGORIES,
  filtered_features: FEATURES,
  item_type: ITEM_TYPES,
  price_range: PRICE_BANDS.map((b) => b.label).slice(0, 8),
  weekly_price_range: WEEKLY_PRICE_BANDS.map((b) => b.label).slice(0, 5),
};

const RANGE_VALUES = {
  price: [0, 5000, 15000, 30000, 100000],
  km: [0, 10, 15000, 100000],
  year: [2015, 2019, 2024],
  weekly_price: [0, 100, 300],
  subscription_price: [100, 200, 500],
  created_at_timestamp: [Math.floor((NOW.getTime() - 10 * DAY) / 1000), Math.floor((NOW.getTime() - 2 * DAY) / 1000)],
};

const textArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant("") },
  { weight: 3, arbitrary: typedWordArb },
  { weight: 1, arbitrary: fc.tuple(typedWordArb, typedWordArb).map(([a, b]) => `${a} ${b}`) },
  { weight: 1, arbitrary: fc.constantFrom("s3", "abc-123", "ABC123", "jtf12345", "23145", "wvw", "!!", "é") },
  // How people type: joined or split words, and words that name a facet value.
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "land cruiser",
      "land cruser",
      "rav 4",
      "cx5",
      "cx 5",
      "cx-5",
      "dmax",
      "d max",
      "gtline",
      "4x4",
      "4wd",
      "awd",
      "auto",
      "manual",
      "7 seater",
      "7-seater",
      "5seater",
      "hilux 4x4 auto",
      "toyota land cruiser 4wd",
    ),
  },
);

/** A shopper's query: some text, up to three facets with one to three values each, up to one range. */
const queryArb: fc.Arbitrary<SearchQueryInput> = fc
  .record({
    query: textArb,
    page: fc.constantFrom(1, 1, 1, 1, 2, 3),
    hitsPerPage: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
    sortBy: fc.constantFrom(...SORTS),
    // Half the queries filter on one to three facets (an empty subarray on the filtered side made it about a
    // third, too close to the coverage floor below).
    facets: fc.oneof(
      { weight: 1, arbitrary: fc.constant<FacetName[]>([]) },
      { weight: 1, arbitrary: fc.subarray(Object.keys(FACET_DOMAIN) as FacetName[], { minLength: 1, maxLength: 3 }) },
    ),
    valueSeed: fc.array(fc.nat(), { minLength: 9, maxLength: 9 }),
    range: fc.option(fc.constantFrom(...(Object.keys(RANGE_VALUES) as (keyof typeof RANGE_VALUES)[])), { nil: undefined, freq: 2 }),
    rangeSeed: fc.tuple(fc.nat(), fc.nat(), fc.constantFrom("both", "min", "max")),
  })
  .map((r) => {
    const filters: Record<string, string[]> = {};
    r.facets.forEach((f, i) => {
      const domain = FACET_DOMAIN[f]!;
      const n = 1 + ((r.valueSeed[i * 3] ?? 0) % 3);
      filters[f] = Array.from({ length: n }, (_, k) => domain[(r.valueSeed[i * 3 + k] ?? 0) % domain.length]!);
    });
    const ranges: Record<string, { min?: number; max?: number }> = {};
    if (r.range) {
      const vals = RANGE_VALUES[r.range];
      const a = vals[r.rangeSeed[0] % vals.length]!;
      const b = vals[r.rangeSeed[1] % vals.length]!;
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      ranges[r.range] = r.rangeSeed[2] === "both" ? { min: lo, max: hi } : r.rangeSeed[2] === "min" ? { min: lo } : { max: hi };
    }
    const input: SearchQueryInput = { query: r.query, page: r.page, sortBy: r.sortBy, filters, ranges };
    if (r.hitsPerPage !== undefined) input.hitsPerPage = r.hitsPerPage;
    return input;
  });

describe.each(testEngines())("search oracle on %s", (engine) => {
  let db: TestDatabase;
  let otherSite: Site;
  const locKeys = ["8101/a", "8101/b", "8102/a"];
  let locs: Map<string, number>;
  const LOCATION_INFO: Record<string, { name: string; city: string; state: string }> = {
    "8101/a": { name: "North A", city: "Brisbane", state: "QLD" },
    "8101/b": { name: "North B", city: "Ipswich", state: "QLD" },
    "8102/a": { name: "South A", city: "Brisbane", state: "NSW" },
  };

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    await createSearchSite(db, "oracle", DEALERS);
    otherSite = await createSearchSite(db, "oracle-other", [
      { id: 8201, slug: "other-dealer", name: "Other Dealer", locations: [{ slug: "a", name: "Other A", city: "Brisbane", state: "QLD" }] },
    ]);
    locs = await locationIds(db, (await getSiteBySlug(db, "oracle"))!);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  function toTestCar(seed: CarSeed, i: number): TestCar {
    const make = MAKES[seed.makeIdx % MAKES.length]!;
    const models = MODELS[make]!;
    const dealer = DEALERS[seed.dealer]!;
    const locKey = seed.loc === 2 ? null : seed.dealer === 0 ? locKeys[seed.loc]! : "8102/a";
    return {
      stocknum: i === 3 ? "ABC-123" : i === 5 ? "23145" : `S${i}`,
      dealershipId: dealer.id,
      locationId: locKey ? locs.get(locKey)! : null,
      make,
      model: models[seed.modelIdx % models.length]!,
      name: `${make} ${models[seed.modelIdx % models.length]} ${seed.badge ?? ""}`.trim(),
      badge: seed.badge,
      colour: seed.colour,
      body: seed.body,
      simpleBody: seed.simpleBody,
      fuel: seed.fuel,
      simpleFuel: seed.simpleFuel,
      trans: seed.trans,
      simpleTransmission: seed.drive === "AWD" ? null : seed.trans,
      drive: seed.drive,
      seats: seed.seats,
      vin: seed.vin,
      regplate: seed.regplate,
      carType: seed.carType,
      status: seed.status,
      soldDate: seed.soldOffset === null ? null : new Date(NOW.getTime() - seed.soldOffset),
      tag: seed.tag,
      certified: seed.certified,
      itemType: seed.itemType,
      categories: seed.categories,
      filteredFeatures: seed.features, // may repeat a value: it still counts once per car
      price: seed.price,
      weeklyPrice: seed.weeklyPrice,
      subscriptionPrice: seed.subscriptionPrice,
      km: seed.km,
      year: seed.year,
      createdAt: new Date(NOW.getTime() - seed.createdOffsetMs),
      customRank: seed.customRank,
      photosCount: seed.photos,
      showOnDealerWebsite: seed.show,
      delistedAt: seed.delisted ? new Date(NOW.getTime() - DAY) : null,
    };
  }

  function toOracleCar(c: TestCar, id: number, siteId: number): OracleCar {
    const locKey = [...locs.entries()].find(([, v]) => v === c.locationId)?.[0];
    return {
      id,
      site_id: siteId,
      dealership_id: c.dealershipId!,
      dealership_name: DEALERS.find((d) => d.id === c.dealershipId)?.name ?? "Other Dealer",
      location: locKey ? LOCATION_INFO[locKey]! : null,
      stocknum: c.stocknum,
      name: c.name!,
      make: c.make!,
      model: c.model!,
      badge: c.badge ?? null,
      series: null,
      body: c.body ?? null,
      simple_body: c.simpleBody ?? null,
      fuel: c.fuel ?? null,
      simple_fuel: c.simpleFuel ?? null,
      trans: c.trans ?? null,
      simple_transmission: c.simpleTransmission ?? null,
      colour: c.colour ?? null,
      drive: c.drive ?? null,
      seats: c.seats ?? null,
      vin: c.vin ?? null,
      regplate: c.regplate ?? null,
      car_type: c.carType!,
      status: c.status!,
      tag: c.tag ?? null,
      certified: c.certified ?? false,
      item_type: c.itemType ?? "car",
      categories: c.categories ?? [],
      filtered_features: c.filteredFeatures ?? [],
      price: c.price ?? null,
      weekly_price: c.weeklyPrice ?? null,
      subscription_price: c.subscriptionPrice ?? null,
      km: c.km ?? null,
      year: c.year ?? null,
      created_at: c.createdAt!,
      sold_date: c.soldDate ?? null,
      custom_rank: c.customRank ?? 0,
      photos_count: c.photosCount ?? 0,
      show_on_dealer_website: c.showOnDealerWebsite ?? true,
      delisted_at: c.delistedAt ?? null,
    };
  }

  const stats = { queries: 0, nonEmpty: 0, multiHit: 0, filtered: 0, listed: 0, text: 0 };
  it("agrees with the brute-force evaluation on random stock and queries", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(carArb, { minLength: 0, maxLength: 40, size: "max" }),
        configArb,
        fc.array(queryArb, { minLength: 1, maxLength: 4 }),
        fc.option(fc.constantFrom("oracle-north", "oracle-south"), { nil: undefined, freq: 4 }),
        async (seeds, { dealership_sold_days: dealerDays, ...config }, queries, dealershipSlug) => {
          const { site: upserted } = await upsertSite(db, {
            slug: "oracle",
            name: "Oracle",
            domains: ["oracle.example.com.au"],
            config,
            dealerships: DEALERS.map((d, i) => ({
              id: d.id,
              slug: d.slug,
              name: d.name,
              manufacturer: null,
              config: dealerDays[i] === null ? {} : { sold_cars_shown_days: dealerDays[i] },
              locations: d.locations.map((l) => ({ name: l.name, slug: l.slug, address: { city: l.city, state: l.state } })),
            })),
          });
          const site = upserted;
          await db.query("delete from cars");
          const testCars = seeds.map(toTestCar);
          const ids = await insertCars(db, site, testCars);
          // A car of another site, matching everything, must never show.
          const otherIds = await insertCars(db, otherSite, [{ stocknum: "O1", make: "Toyota", model: "Hilux", dealershipId: 8201 }]);
          const all = [
            ...testCars.map((c, i) => toOracleCar(c, ids[i]!, site.id)),
            toOracleCar({ stocknum: "O1", make: "Toyota", model: "Hilux", name: "Toyota Hilux", carType: "used", status: "in_stock", dealershipId: 8201, createdAt: NOW }, otherIds[0]!, otherSite.id),
          ];
          const cfg = resolveSiteConfig("default", config);
          for (const input of queries) {
            const q = makeSearchQuery(input);
            const got = await searchCars(db, site, q, { now: NOW, dealershipSlug });
            const want = oracleSearch(
              all,
              { id: site.id, dealerships: site.dealerships, config: cfg },
              q,
              NOW,
              dealershipSlug ? DEALERS.find((d) => d.slug === dealershipSlug)!.id : undefined,
            );
            const context = JSON.stringify({ q, config, dealerDays, dealershipSlug });
            stats.queries++;
            if (want.count > 0) stats.nonEmpty++;
            const listed = oracleSearch(all, { id: site.id, dealerships: site.dealerships, config: cfg }, makeSearchQuery({}), NOW).count;
            stats.listed += listed;
            if (q.query) stats.text++;
            if (want.ids.length > 1) stats.multiHit++;
            if (Object.keys(q.filters).length) stats.filtered++;
            expect(got.hits.map((h) => h.id), context).toEqual(want.ids);
            expect(got.count, context).toBe(want.count);
            expect(got.pages, context).toBe(want.pages);
            expect(got.facets, context).toEqual(want.facets);
            expect(got.facetStats, context).toEqual(want.facetStats);
            const viaIndex = await indexedSearchCars(db, site, q, { now: NOW, dealershipSlug, wait: true, build: { chunkRows: 7 } });
            expect(viaIndex, context).not.toBeNull();
            expect(viaIndex!.hits.map((h) => h.id), `index: ${context}`).toEqual(want.ids);
            expect(viaIndex!.count, `index: ${context}`).toBe(want.count);
            expect(viaIndex!.pages, `index: ${context}`).toBe(want.pages);
            expect(viaIndex!.hitsPerPage, `index: ${context}`).toBe(got.hitsPerPage);
            expect(viaIndex!.facets, `index: ${context}`).toEqual(want.facets);
            expect(viaIndex!.facetStats, `index: ${context}`).toEqual(want.facetStats);
            // Sorting never changes what is found: another order gives the same count and facets.
            const otherSort = SORTS[(stats.queries * 5 + 1) % SORTS.length]!;
            const resorted = await searchCars(db, site, makeSearchQuery({ ...input, sortBy: otherSort }), { now: NOW, dealershipSlug });
            expect(resorted.count, `${otherSort}: ${context}`).toBe(got.count);
            expect(resorted.facets, `${otherSort}: ${context}`).toEqual(got.facets);
            // Lowest price first never puts a priced car after one shown without a price.
            if (q.sortBy === "price_asc" || q.sortBy === "price_desc") {
              const shown = got.hits.map((h) => isShownPrice(h.price));
              expect(shown.indexOf(false) === -1 || !shown.slice(shown.indexOf(false)).includes(true), context).toBe(true);
            }
            // Hits are the database's rows either way: the whole reply agrees with the SQL search.
            expect({ ...viaIndex!, ms: 0 }, `index vs sql: ${context}`).toEqual({ ...got, ms: 0 });
            // The one-round-trip path (index held and current): the same reply, not a fallback.
            const warm = await warmIndexedSearchCars(db, site, q, { now: NOW, dealershipSlug });
            expect(warm?.result, `warm: ${context}`).toBeTruthy();
            expect({ ...warm!.result!, ms: 0 }, `warm vs sql: ${context}`).toEqual({ ...got, ms: 0 });
          }
        },
      ),
      { numRuns: engine === "pglite" ? 80 : 150, endOnFailure: true },
    );
    // The property is only as strong as its cases: a fair share of queries must find cars, some several,
    // and filters and text must both be exercised. Each run's stock is random (0 to 40 cars), so these
    // shares swing between runs; the floors sit well under the lowest seen (10 runs on PGlite: found
    // 0.32-0.47, several 0.13-0.24, filtered 0.45-0.53, text 0.48-0.58; 5 on PostgreSQL: 0.36-0.42,
    // 0.14-0.19, 0.47-0.54, 0.47-0.55). At 50 PGlite runs, a third filtered and a quarter as the floor,
    // it failed CI once and 1 of 3 runs here.
    const mix = JSON.stringify(stats);
    console.log(`[search-oracle ${engine}] ${mix}`);
    expect(stats.nonEmpty, mix).toBeGreaterThan(stats.queries * 0.18);
    expect(stats.multiHit, mix).toBeGreaterThan(stats.queries * 0.04);
    expect(stats.filtered, mix).toBeGreaterThan(stats.queries * 0.35);
    expect(stats.text, mix).toBeGreaterThan(stats.queries * 0.3);
  }, 600_000);
});
