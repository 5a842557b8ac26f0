/**
 * The models catalogue belongs to each site (issue 14, point 11). Before, a model had one row for
 * every site, so the first dealer whose feed named a Toyota HiLux gave it its photo on every other
 * dealer's home page and Vehicles menu, and a model only one dealer stocked showed in every other
 * Toyota dealer's menu.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { upsertSite, type Site } from "../../src/site/store";
import { importStock } from "../../src/stock/import";
import { listMenuModels } from "../../src/site/menu";
import { listSiteModels } from "../../src/search/models";

const NOW = new Date("2026-11-21T00:00:00Z");

const siteFile = (slug: string, dealerId: number) => ({
  slug,
  name: `${slug} Toyota`,
  domains: [],
  dealerships: [{ id: dealerId, slug: `${slug}-toyota`, name: `${slug} Toyota`, manufacturer: { name: "Toyota" }, locations: [{ name: "Main", slug: "main" }] }],
});

const row = (dealership: string, stocknum: string, model: string, image: string) => ({
  dealership_slug: dealership,
  stocknum,
  make: "Toyota",
  model,
  car_type: "used",
  year: 2022,
  price: 40_000,
  simple_body: model === "Supra" ? "Coupe" : "Ute",
  images: [image],
});

describe.each(testEngines())("models per site on %s", (engine) => {
  let db: TestDatabase;
  let first: Site;
  let second: Site;

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    first = (await upsertSite(db, siteFile("first", 9601))).site;
    second = (await upsertSite(db, siteFile("second", 9602))).site;
    // The first dealer's feed arrives first and names a model the second does not stock.
    const a = await importStock(db, [row("first-toyota", "A1", "HiLux", "https://first.example/hilux.jpg"), row("first-toyota", "A2", "Supra", "https://first.example/supra.jpg")], { site: first, now: NOW });
    expect(a.rejected).toEqual([]);
    const b = await importStock(db, [row("second-toyota", "B1", "HiLux", "https://second.example/hilux.jpg")], { site: second, now: NOW });
    expect(b.rejected).toEqual([]);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("each site's Vehicles menu shows its own feed's photo of a model, never the other's", async () => {
    const firstMenu = await listMenuModels(db, first, NOW);
    const secondMenu = await listMenuModels(db, second, NOW);
    expect(firstMenu.find((m) => m.name === "HiLux")?.imageUrl).toBe("https://first.example/hilux.jpg");
    expect(secondMenu.find((m) => m.name === "HiLux")?.imageUrl).toBe("https://second.example/hilux.jpg");
    expect(JSON.stringify(secondMenu)).not.toContain("first.example");
  });

  it("a model only one site's feed named is in that site's catalogue only", async () => {
    expect((await listMenuModels(db, first, NOW)).map((m) => m.name).sort()).toEqual(["HiLux", "Supra"]);
    expect((await listMenuModels(db, second, NOW)).map((m) => m.name)).toEqual(["HiLux"]);
    expect((await listSiteModels(db, second)).map((m) => m.name)).toEqual(["HiLux"]);
    expect((await listSiteModels(db, first)).map((m) => m.image_url).sort()).toEqual(["https://first.example/hilux.jpg", "https://first.example/supra.jpg"]);
  });

  it("every model row names its site", async () => {
    const rows = await db.query<{ site_id: number; n: number }>(`select site_id, count(*)::int as n from models group by site_id order by site_id`);
    expect(rows.map((r) => [Number(r.site_id), Number(r.n)])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
  });
});
