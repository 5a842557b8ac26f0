/**
 * Counting vehicle views (countCarView, behind GET /cars/{slug}/view.json): tenancy, visibility,
 * once per visitor per day, the per-IP cap, live car fields for a stale page, and that a view
 * neither rewrites the car's search row nor moves the stock version (the facet index and result
 * caches key on it, ADR 0004).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { createSearchSite, insertCars } from "../helpers/search-stock";
import { countCarView } from "../../src/cars/car-views";
import { VIEWS_PER_IP_PER_DAY, type CarViewQuery } from "../../src/domain/car-views";
import { getSiteBySlug, type Site } from "../../src/site/store";

const DAY = "20261122";

describe.each(testEngines())("car views on %s", (engine) => {
  let db: TestDatabase;
  let a: Site;
  let b: Site;
  const count = (site: Site, slug: string, opts: { seen?: number[]; ip?: string; query?: CarViewQuery; day?: string } = {}) =>
    countCarView(db, site, slug, { query: opts.query ?? {}, alreadyCounted: (id) => (opts.seen ?? []).includes(id), ip: opts.ip ?? "203.0.113.9", day: opts.day ?? DAY });
  const viewsOf = async (slug: string) => Number((await db.query<{ views: number }>("select views from cars where slug = $1", [slug]))[0]!.views);

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    a = await createSearchSite(db, "viewsa", [{ id: 9601, slug: "views-a", name: "Views A", locations: [] }]);
    b = await createSearchSite(db, "viewsb", [{ id: 9602, slug: "views-b", name: "Views B", locations: [] }]);
    await insertCars(db, a, [
      { stocknum: "VA1", slug: "car-a1", views: 41, photosCount: 12, updatedAt: new Date("2026-11-20T00:00:00Z") },
      { stocknum: "VA2", slug: "car-a2", delistedAt: new Date("2026-11-01T00:00:00Z") },
      { stocknum: "VA3", slug: "car-a3", showOnDealerWebsite: false },
      { stocknum: "VA4", slug: "car-a4" },
    ]);
    await insertCars(db, b, [{ stocknum: "VB1", slug: "car-b1", views: 7 }]);
  });
  afterAll(async () => db?.destroy());

  it("counts a first view and answers the new total", async () => {
    const r = await count(a, "car-a1");
    expect(r).toMatchObject({ counted: true, reply: { views: 42 } });
    expect(await viewsOf("car-a1")).toBe(42);
  });

  it("does not count a visitor whose cookie says the car was counted today", async () => {
    const before = await viewsOf("car-a1");
    const id = (await count(a, "car-a1", { seen: [] }))!.carId;
    const r = await count(a, "car-a1", { seen: [id] });
    expect(r).toMatchObject({ counted: false, reply: { views: before + 1 } });
    expect(await viewsOf("car-a1")).toBe(before + 1);
  });

  it("lets one IP address add at most VIEWS_PER_IP_PER_DAY views to a car per day, whatever its cookies", async () => {
    const before = await viewsOf("car-a4");
    const results = [];
    for (let i = 0; i < VIEWS_PER_IP_PER_DAY + 5; i++) results.push((await count(a, "car-a4", { ip: "198.51.100.7" }))!.counted);
    expect(results.filter(Boolean)).toHaveLength(VIEWS_PER_IP_PER_DAY);
    expect(results.slice(VIEWS_PER_IP_PER_DAY)).toEqual([false, false, false, false, false]);
    expect(await viewsOf("car-a4")).toBe(before + VIEWS_PER_IP_PER_DAY);
    // Another address, and the same address the next day, count again.
    expect((await count(a, "car-a4", { ip: "198.51.100.8" }))!.counted).toBe(true);
    expect((await count(a, "car-a4", { ip: "198.51.100.7", day: "20261123" }))!.counted).toBe(true);
  });

  it("finds only this site's listed cars: another site's, a delisted or a hidden car is not found and not counted", async () => {
    expect(await count(a, "car-b1")).toBeNull();
    expect(await count(b, "car-a1")).toBeNull();
    expect(await count(a, "car-a2")).toBeNull();
    expect(await count(a, "car-a3")).toBeNull();
    expect(await count(a, "not a slug!")).toBeNull();
    expect(await viewsOf("car-b1")).toBe(7);
    expect((await count(b, "car-b1"))!.reply.views).toBe(8);
  });

  it("answers the live fields only when the page's copy is out of date", async () => {
    const current = await count(a, "car-a1", { query: { photos_count: 12, updated_at: new Date("2026-11-20T00:00:00Z") } });
    expect(current!.reply.car_fields).toEqual({});
    const stale = await count(a, "car-a1", { query: { photos_count: 12, updated_at: new Date("2026-11-19T00:00:00Z") } });
    expect(stale!.reply.car_fields).toEqual({
      status: "in_stock",
      reserved: false,
      price: null,
      before_price: null,
      offer_price: null,
      photos_count: 12,
      updated_at: "2026-11-20T00:00:00.000Z",
    });
    expect(Object.keys((await count(a, "car-a1", { query: { photos_count: 3 } }))!.reply.car_fields)).toContain("photos_count");
  });

  it("neither rewrites the car's search row nor moves the stock version nor the car's updated_at", async () => {
    const snapshot = async () => ({
      searchRow: (await db.query<{ x: string }>("select s.xmin::text as x from car_search s join cars c on c.id = s.car_id where c.slug = 'car-a1'"))[0]!.x,
      car: (await db.query<{ updated_at: Date }>("select updated_at from cars where slug = 'car-a1'"))[0]!.updated_at,
      stockVersion: (await getSiteBySlug(db, "viewsa"))!.stockVersion,
    });
    const before = await snapshot();
    for (const ip of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) expect((await count(a, "car-a1", { ip }))!.counted).toBe(true);
    const after = await snapshot();
    expect(after.searchRow).toBe(before.searchRow);
    expect(after.stockVersion).toBe(before.stockVersion);
    expect(new Date(after.car).getTime()).toBe(new Date(before.car).getTime());
  });
});
