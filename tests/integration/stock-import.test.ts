import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { getSiteBySlug, upsertSite } from "../../src/site/store";
import { FeedImportError, importStock } from "../../src/stock/import";
import { readFeedFile, readFeedStream, readFeedText } from "../../src/stock/read-feed";

const fixture = (name: string) => path.join(import.meta.dirname, "..", "fixtures", name);
const siteFile = () => JSON.parse(fs.readFileSync(fixture("site-harbour.json"), "utf8")) as Record<string, unknown>;
const NOW = new Date("2026-11-21T00:00:00Z");

const otherSite = {
  slug: "ridge",
  name: "Ridge Motors",
  domains: [],
  dealerships: [{ id: 9201, slug: "ridge-mazda", name: "Ridge Mazda", manufacturer: { name: "Mazda" }, locations: [{ name: "Main", slug: "main" }] }],
};

describe.each(testEngines())("stock import on %s", (engine) => {
  let db: TestDatabase;
  let site: { id: number; slug: string };

  const carsOf = (dealershipSlug: string) =>
    db.query<{ stocknum: string; delisted_at: Date | null; slug: string; location_slug: string | null; status: string; sold_date: Date | null }>(
      `select c.stocknum, c.delisted_at, c.slug, c.status, c.sold_date, l.slug as location_slug
         from cars c join dealerships d on d.id = c.dealership_id left join locations l on l.id = c.location_id
        where d.slug = $1 order by c.stocknum`,
      [dealershipSlug],
    );
  const versions = async () =>
    Object.fromEntries((await db.query<{ slug: string; stock_version: number }>(`select slug, stock_version from dealerships`)).map((r) => [r.slug, Number(r.stock_version)]));

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    site = (await upsertSite(db, siteFile())).site;
    await upsertSite(db, otherSite);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("imports the JSON feed: reports the bad row by number, field and reason and stores the good rows", async () => {
    const before = await versions();
    const result = await importStock(db, readFeedFile(fixture("stock-harbour.json")), { now: NOW });
    expect(result).toMatchObject({ inserted: 5, updated: 0, removed: 0 });
    expect(result.rejected).toEqual([{ row: 3, field: "year", message: expect.stringContaining("1895") }]);

    const toyota = await carsOf("harbour-city-toyota");
    expect(toyota.map((c) => c.stocknum)).toEqual(["HT1001", "HT1002"]);
    // The row's location when named, else the dealership's primary location.
    expect(toyota.map((c) => c.location_slug)).toEqual(["charlestown", "newcastle-west"]);
    expect(toyota[0]!.slug).toBe("2024-toyota-rav4-ht1001");

    const [rav4] = await db.query<Record<string, unknown>>(`select * from cars where stocknum = 'HT1001'`);
    expect(rav4).toMatchObject({
      name: "2024 Toyota RAV4 GX Hybrid",
      photos_count: 3,
      primary_image_url: "https://img.example.com/ht1001/1.jpg",
      car_type: "new",
      price: 46990,
      variant: { cylinders: 4, enginesize_litres: 2.5, induction: "Aspirated", ancaprating: 5 },
      payment_processors: [{ name: "stripe", reservable: true, deposit_amount: 500 }],
    });
    expect(rav4!.search_text).toContain(" rav4 ");
    expect(rav4!.search_text).toContain(" hybrid ");

    const [hilux] = await db.query<Record<string, unknown>>(`select compliance_date::text, build_date::text, created_at, finance_lenders from cars where stocknum = 'HT1002'`);
    expect(hilux).toMatchObject({ compliance_date: "2023-05-01", build_date: "2023-04-01" });
    expect(new Date(hilux!.created_at as string).toISOString()).toBe("2026-11-17T22:30:00.000Z");
    expect(hilux!.finance_lenders).toMatchObject({ "Toyota Finance": { term60: 820 } });

    const used = await carsOf("harbour-used-cars");
    const sold = used.find((c) => c.stocknum === "HU2001")!;
    expect(new Date(sold.sold_date!).getTime()).toBe(1763600000 * 1000);

    // The Vehicles menu catalogue grew from the rows.
    const menu = await db.query<{ make: string; model: string; body: string[]; image_url: string | null }>(
      `select m.name as make, mo.name as model, mo.body, mo.image_url from models mo join manufacturers m on m.id = mo.manufacturer_id order by 1, 2`,
    );
    expect(menu.find((m) => m.model === "RAV4")).toEqual({ make: "Toyota", model: "RAV4", body: ["SUV"], image_url: "https://img.example.com/ht1001/1.jpg" });
    expect(menu.map((m) => m.model)).not.toContain("Corolla");

    const after = await versions();
    expect(after["harbour-city-toyota"]!).toBeGreaterThan(before["harbour-city-toyota"]!);
    expect(after["harbour-used-cars"]!).toBeGreaterThan(before["harbour-used-cars"]!);
    expect(after["ridge-mazda"]).toBe(before["ridge-mazda"]);
  });

  it("re-imports idempotently: the NDJSON feed updates the same cars, no duplicates, and keeps slugs", async () => {
    const before = await versions();
    const later = new Date(NOW.getTime() + 3_600_000);
    const result = await importStock(db, readFeedFile(fixture("stock-harbour.ndjson")), { now: later });
    expect(result.rejected).toEqual([{ row: 3, field: "price", message: expect.stringContaining("cheap") }]);
    expect(result).toMatchObject({ inserted: 0, updated: 5, removed: 0 });
    const [{ n }] = (await db.query<{ n: number }>(`select count(*)::int as n from cars`)) as [{ n: number }];
    expect(n).toBe(5);
    // Nothing changed, so nothing was rewritten: updated_at still says when the car last changed.
    const stamps = await db.query<{ updated_at: Date }>(`select updated_at from cars`);
    expect(stamps.map((r) => new Date(r.updated_at).toISOString())).toEqual(Array(5).fill(NOW.toISOString()));
    // The import still bumps the stock version of every dealership it names.
    const after = await versions();
    expect(after["harbour-city-toyota"]!).toBeGreaterThan(before["harbour-city-toyota"]!);
  });

  it("reads the CSV feed: coerces its strings, reports the bad boolean, and the fixed row then inserts", async () => {
    const result = await importStock(db, readFeedFile(fixture("stock-harbour.csv")), { now: NOW, site });
    expect(result.rejected).toEqual([{ row: 3, field: "reserved", message: expect.stringContaining("maybe") }]);
    expect(result).toMatchObject({ inserted: 0, updated: 5 });
    const [hilux] = await db.query<{ dealercomments: string; certified: boolean; reserved: boolean; price: number }>(
      `select dealercomments, certified, reserved, price from cars where stocknum = 'HT1002'`,
    );
    expect(hilux).toMatchObject({ certified: true, reserved: false, price: 61990 });
    expect(hilux!.dealercomments).toContain("\nAsk about our finance offers");
    const [rav4] = await db.query<{ price: number; photos_count: number }>(`select price, photos_count from cars where stocknum = 'HT1001'`);
    expect(rav4).toEqual({ price: 46990, photos_count: 3 });
  });

  it("replace delists the cars the feed no longer has, bumps the stock version, and lists them again when they return", async () => {
    const before = await versions();
    const feed = [
      { dealership_slug: "harbour-used-cars", stocknum: "HU2001" },
      { dealership_slug: "harbour-used-cars", stocknum: "HU2003", price: "36,990" },
    ];
    const result = await importStock(db, feed, { replace: true, now: NOW, site });
    expect(result).toMatchObject({ inserted: 0, updated: 2, removed: 1, rejected: [] });
    const used = await carsOf("harbour-used-cars");
    expect(used.filter((c) => c.delisted_at !== null).map((c) => c.stocknum)).toEqual(["HU2002"]);
    // A dealership the feed does not name keeps all its cars.
    expect((await carsOf("harbour-city-toyota")).every((c) => c.delisted_at === null)).toBe(true);
    const after = await versions();
    expect(after["harbour-used-cars"]!).toBeGreaterThan(before["harbour-used-cars"]!);
    expect(after["harbour-city-toyota"]).toBe(before["harbour-city-toyota"]);
    expect((await getSiteBySlug(db, "harbour"))!.stockVersion).toBeGreaterThan(before["harbour-used-cars"]! + before["harbour-city-toyota"]!);

    // A partial row kept everything it did not name.
    const [kia] = await db.query<{ price: number; make: string; reserved: boolean }>(`select price, make, reserved from cars where stocknum = 'HU2003'`);
    expect(kia).toEqual({ price: 36990, make: "Kia", reserved: true });

    const back = await importStock(db, [{ dealership_slug: "harbour-used-cars", stocknum: "HU2002" }], { now: NOW });
    expect(back).toMatchObject({ updated: 1, removed: 0 });
    expect((await carsOf("harbour-used-cars")).every((c) => c.delisted_at === null)).toBe(true);
  });

  it("replace keeps a car whose row was rejected, and holds back entirely when a row cannot be identified", async () => {
    const kept = await importStock(
      db,
      [
        { dealership_slug: "harbour-used-cars", stocknum: "HU2001" },
        { dealership_slug: "harbour-used-cars", stocknum: "HU2002", year: "soon" },
      ],
      { replace: true, now: NOW },
    );
    expect(kept.rejected).toEqual([{ row: 2, field: "year", message: expect.any(String) }]);
    expect(kept.removed).toBe(1); // HU2003 only: HU2002's row was bad, not absent
    expect((await carsOf("harbour-used-cars")).find((c) => c.stocknum === "HU2002")!.delisted_at).toBeNull();

    const ndjson = `{"dealership_slug":"harbour-city-toyota","stocknum":"HT1001"}\n{"dealership_slug": "harbour-city-toyota", "stocknum": "HT1002",\n`;
    const held = await importStock(db, readFeedText(Readable.from([ndjson]), "ndjson"), { replace: true, now: NOW });
    expect(held.rejected).toEqual([{ row: 2, field: "(row)", message: expect.stringContaining("Not valid JSON") }]);
    expect(held.removed).toBe(0);
    expect(held.warnings[0]).toContain("Nothing was delisted");
    expect((await carsOf("harbour-city-toyota")).every((c) => c.delisted_at === null)).toBe(true);
  });

  it("rejects a row of another site's dealership when the import is scoped to a site, and an unknown dealership always", async () => {
    const rows = [
      { dealership_slug: "ridge-mazda", stocknum: "R1", make: "Mazda", model: "CX-3", car_type: "used" },
      { dealership_slug: "nobody-motors", stocknum: "N1", make: "Kia", model: "Rio", car_type: "used" },
      { dealership_slug: "harbour-used-cars", stocknum: "HU3001", make: "Ford", model: "Ranger", car_type: "used", year: 2022 },
    ];
    const result = await importStock(db, rows, { site, now: NOW });
    expect(result.rejected).toEqual([
      { row: 1, field: "dealership_slug", message: 'No dealership "ridge-mazda" on site "harbour"' },
      { row: 2, field: "dealership_slug", message: 'No dealership "nobody-motors" on site "harbour"' },
    ]);
    expect(result.inserted).toBe(1);
    expect(await db.query(`select 1 from cars where stocknum = 'R1'`)).toEqual([]);
  });

  it("rejects a malformed NDJSON line as its own row and imports the lines around it", async () => {
    const text = [
      `{"dealership_slug":"harbour-used-cars","stocknum":"HU4001","make":"Subaru","model":"Forester","car_type":"used"}`,
      `{"dealership_slug":"harbour-used-cars","stocknum":"HU4002",`,
      ``,
      `{"dealership_slug":"harbour-used-cars","stocknum":"HU4003","make":"Subaru","model":"XV","car_type":"used"}`,
    ].join("\r\n");
    const body = new Response(text).body!;
    const result = await importStock(db, readFeedStream(body, "ndjson"), { site, now: NOW });
    expect(result.rejected).toEqual([{ row: 2, field: "(row)", message: expect.stringContaining("Not valid JSON") }]);
    expect(result.inserted).toBe(2);
  });

  it("requires make, model and car_type for a new car only, and gives a clashing made-up slug the dealership's name", async () => {
    const result = await importStock(
      db,
      [
        { dealership_slug: "harbour-city-toyota", stocknum: "X1", model: "Yaris", car_type: "new" },
        { dealership_slug: "harbour-city-toyota", stocknum: "HT1001", km: 12 },
        { dealership_slug: "harbour-city-toyota", stocknum: "D1", make: "Toyota", model: "Camry", car_type: "new", year: 2025 },
        { dealership_slug: "harbour-used-cars", stocknum: "D1", make: "Toyota", model: "Camry", car_type: "used", year: 2025 },
        { dealership_slug: "harbour-used-cars", stocknum: "D2", make: "Toyota", model: "Camry", car_type: "used", slug: "2025-toyota-camry-d1" },
      ],
      { now: NOW },
    );
    expect(result.rejected).toEqual([
      { row: 1, field: "make", message: "Required for a new car" },
      { row: 5, field: "slug", message: expect.stringContaining("already used") },
    ]);
    expect(result).toMatchObject({ inserted: 2, updated: 1 });
    const slugs = await db.query<{ slug: string }>(`select slug from cars where stocknum = 'D1' order by dealership_id`);
    expect(slugs.map((s) => s.slug)).toEqual(["2025-toyota-camry-d1", "2025-toyota-camry-d1-harbour-used-cars"]);
  });

  it("writes the same car twice in one feed as one car, the later row winning", async () => {
    const result = await importStock(
      db,
      [
        { dealership_slug: "harbour-used-cars", stocknum: "T1", make: "Honda", model: "Jazz", car_type: "used", price: 9000 },
        { dealership_slug: "harbour-used-cars", stocknum: "T1", price: 8500 },
      ],
      { now: NOW },
    );
    expect(result).toMatchObject({ inserted: 1, updated: 1, rejected: [] });
    expect(await db.query(`select price from cars where stocknum = 'T1'`)).toEqual([{ price: 8500 }]);
  });

  it("stops at a JSON feed cut off mid-way, keeping the rows before it and delisting nothing", async () => {
    const text = `[{"dealership_slug":"harbour-used-cars","stocknum":"HU2001","price":1},{"dealership_slug":"harbour-used-cars","stock`;
    const err = await importStock(db, readFeedText(Readable.from([text]), "json"), { replace: true, now: NOW }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FeedImportError);
    expect((err as FeedImportError).errors[0]!.message).toMatch(/closing \]/);
    expect((err as FeedImportError).partial).toMatchObject({ updated: 1, removed: 0 });
    expect((await carsOf("harbour-used-cars")).filter((c) => c.delisted_at !== null).map((c) => c.stocknum)).toEqual(["HU2003"]);
  });
});
