/**
 * The data behind the site chrome and homepage: listed-car counts (the spec's listing rule),
 * the Vehicles menu models, current offers and blog presence, each kept inside its own site.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { blogPosts, cars, manufacturers, models, offers } from "../../src/db/schema";
import { upsertSite, type Site } from "../../src/site/store";
import { countListedCars, countListedCarsByBody, countListedCarsByMake } from "../../src/site/stats";
import { listMenuModels } from "../../src/site/menu";
import { getCurrentOffer, listCurrentOffers } from "../../src/site/offers";
import { getBlogPost, listBlogPosts, siteHasBlogPosts } from "../../src/site/blog";
import { findPublicLocation, listPublicLocations, primaryPhone } from "../../src/site/locations";

const NOW = new Date("2026-03-10T02:00:00Z");
const DAY = 86_400_000;

const siteFile = (slug: string, dealerId: number, manufacturer: string | null, config: Record<string, unknown> = {}) => ({
  slug,
  name: `${slug} Motors`,
  config,
  dealerships: [
    {
      id: dealerId,
      slug: `${slug}-dealer`,
      name: `${slug} Dealer`,
      manufacturer: manufacturer ? { name: manufacturer } : null,
      locations: [
        { name: "Service Centre", slug: "service", visible: true, contact_detail: { phone: "0299990000", opening_hours: [] } },
        { name: "Showroom", slug: "showroom", primary: true, contact_detail: { phone: "+61 3 9555 1234", opening_hours: [] } },
        { name: "Hidden Yard", slug: "yard", visible: false, contact_detail: { phone: "0711112222", opening_hours: [] } },
      ],
    },
  ],
});

describe.each(testEngines())("site chrome data on %s", (engine) => {
  let db: TestDatabase;
  let alpha: Site;
  let beta: Site;
  let stocknum = 0;

  const car = (site: Site, over: Partial<typeof cars.$inferInsert> = {}): typeof cars.$inferInsert => {
    stocknum += 1;
    return {
      siteId: site.id,
      dealershipId: site.dealerships[0]!.id,
      stocknum: `S${stocknum}`,
      slug: `car-${stocknum}`,
      name: "2022 Toyota Corolla",
      make: "Toyota",
      model: "Corolla",
      carType: "used",
      status: "in_stock",
      simpleBody: "Hatch",
      ...over,
    };
  };

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    alpha = (await upsertSite(db, siteFile("alpha", 11, "Toyota"))).site;
    beta = (await upsertSite(db, siteFile("beta", 22, null, { sold_cars_shown_days: 0 }))).site;
    const [toyota, kia, bmw] = await db.orm
      .insert(manufacturers)
      .values([
        { name: "Toyota", slug: "toyota" },
        { name: "Kia", slug: "kia" },
        { name: "BMW", slug: "bmw" },
      ])
      .returning();
    // Each site has its own catalogue rows (the same models here).
    await db.orm.insert(models).values(
      [alpha.id, beta.id].flatMap((siteId) => [
        { siteId, manufacturerId: toyota!.id, name: "Corolla", slug: "corolla", body: ["Hatch", "Sedan"] },
        { siteId, manufacturerId: toyota!.id, name: "RAV4", slug: "rav4", body: ["SUV"], imageUrl: "/media/models/rav4.jpg" },
        { siteId, manufacturerId: toyota!.id, name: "HiLux", slug: "hilux", body: [], overrideUrl: "/hilux" },
        { siteId, manufacturerId: kia!.id, name: "Sportage", slug: "sportage", body: ["SUV"] },
        { siteId, manufacturerId: bmw!.id, name: "X5", slug: "x5", body: ["SUV"] },
      ]),
    );
    await db.orm.insert(cars).values([
      car(alpha, { status: "in_stock", model: "RAV4", simpleBody: "SUV" }),
      car(alpha, { status: "in_stock", model: "RAV4", simpleBody: "SUV" }),
      car(alpha, { status: "in_stock", model: "RAV4", simpleBody: "SUV" }),
      car(alpha, { status: "coming_soon", make: "Kia", model: "Sportage", simpleBody: "SUV" }),
      // Sold 3 days ago less a minute: still listed. Sold exactly 3 days ago: no longer.
      car(alpha, { status: "sold", soldDate: new Date(NOW.getTime() - 3 * DAY + 60_000) }),
      car(alpha, { status: "sold", soldDate: new Date(NOW.getTime() - 3 * DAY) }),
      car(alpha, { status: "in_stock", showOnDealerWebsite: false }),
      car(alpha, { status: "in_stock", delistedAt: new Date(NOW.getTime() - DAY) }),
      car(alpha, { status: "draft" }),
      car(beta, { status: "in_stock", make: "BMW", model: "X5", simpleBody: "SUV" }),
      car(beta, { status: "sold", make: "BMW", model: "X5", soldDate: new Date(NOW.getTime() - 60_000) }),
    ]);
    await db.orm.insert(offers).values([
      { siteId: alpha.id, slug: "running", name: "Running", startsAt: new Date(NOW.getTime() - DAY), expiresAt: new Date(NOW.getTime() + DAY) },
      { siteId: alpha.id, slug: "starts-now", name: "Starts now", startsAt: NOW, expiresAt: null },
      { siteId: alpha.id, slug: "ends-now", name: "Ends now", startsAt: null, expiresAt: NOW },
      { siteId: alpha.id, slug: "future", name: "Future", startsAt: new Date(NOW.getTime() + 1000) },
      { siteId: alpha.id, slug: "excluded", name: "Excluded", excludedWebsiteIds: [alpha.id] },
      { siteId: alpha.id, slug: "excluded-elsewhere", name: "Excluded elsewhere", excludedWebsiteIds: [beta.id] },
      { siteId: beta.id, slug: "beta-offer", name: "Beta offer" },
    ]);
    await db.orm.insert(blogPosts).values([
      { siteId: alpha.id, slug: "hello", title: "Hello", category: "news", publishedAt: new Date(NOW.getTime() - DAY) },
      { siteId: alpha.id, slug: "review", title: "Review", category: "vehicle-reviews", publishedAt: new Date(NOW.getTime() - 2 * DAY) },
      { siteId: alpha.id, slug: "soon", title: "Soon", publishedAt: new Date(NOW.getTime() + DAY) },
      { siteId: beta.id, slug: "tomorrow", title: "Tomorrow", publishedAt: new Date(NOW.getTime() + DAY) },
    ]);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("counts listed cars by the spec's rule, sold-car window boundary included", async () => {
    // The car sold exactly 3 days ago is still listed (the cutoff instant included), as in search.
    expect(await countListedCars(db, alpha, NOW)).toEqual({ listed: 6, forSale: 4, inStock: 3, byItemType: { car: 6 } });
    // beta shows sold cars for 0 days: the car sold a minute ago is gone.
    expect(await countListedCars(db, beta, NOW)).toEqual({ listed: 1, forSale: 1, inStock: 1, byItemType: { car: 1 } });
  });

  it("applies listing presets", async () => {
    const certifiedOnly = { ...alpha, config: { ...alpha.config, certified_only: true } };
    expect((await countListedCars(db, certifiedOnly, NOW)).listed).toBe(0);
    const hideComingSoon = { ...alpha, config: { ...alpha.config, listing_preset: "hide_by_status" as const, listing_hidden_statuses: ["coming_soon"] } };
    expect((await countListedCars(db, hideComingSoon, NOW)).listed).toBe(5);
  });

  it("counts listed cars by make and body for quick links", async () => {
    // Quick links count cars for sale: the Toyota hatch sold within the shown days is listed but not counted.
    expect(await countListedCarsByMake(db, alpha, NOW)).toEqual([
      { value: "Toyota", count: 3 },
      { value: "Kia", count: 1 },
    ]);
    expect(await countListedCarsByBody(db, alpha, NOW)).toEqual([{ value: "SUV", count: 4 }]);
  });

  it("lists menu models of franchised and stocked makes only, with the first body type", async () => {
    const menu = await listMenuModels(db, alpha, NOW);
    // Toyota is franchised (first), RAV4 has most stock; Kia comes from stock; BMW is beta's only.
    expect(menu.map((m) => `${m.make} ${m.name}`)).toEqual(["Toyota RAV4", "Toyota Corolla", "Toyota HiLux", "Kia Sportage"]);
    expect(menu[0]).toMatchObject({ body: "SUV", imageUrl: "/media/models/rav4.jpg", href: "/models/rav4", stock: 3 });
    expect(menu[1]!.body).toBe("Hatch");
    expect(menu[2]).toMatchObject({ body: null, href: "/hilux", stock: 0 });
    expect((await listMenuModels(db, beta, NOW)).map((m) => m.name)).toEqual(["X5"]);
    expect(await listMenuModels(db, alpha, NOW, 1)).toHaveLength(1);
  });

  it("shows only current offers that the site is not excluded from", async () => {
    const names = (await listCurrentOffers(db, alpha, NOW)).map((o) => o.name).sort();
    expect(names).toEqual(["Excluded elsewhere", "Running", "Starts now"]);
    const running = (await listCurrentOffers(db, alpha, NOW)).find((o) => o.name === "Running")!;
    expect((await getCurrentOffer(db, alpha, running.id, NOW))?.name).toBe("Running");
    expect(await getCurrentOffer(db, beta, running.id, NOW)).toBeNull();
    expect(await getCurrentOffer(db, alpha, running.id, new Date(NOW.getTime() + DAY))).toBeNull();
    expect(await getCurrentOffer(db, alpha, -1, NOW)).toBeNull();
  });

  it("knows which site has published blog posts", async () => {
    expect(await siteHasBlogPosts(db, alpha, NOW)).toBe(true);
    expect(await siteHasBlogPosts(db, beta, NOW)).toBe(false);
    expect((await listBlogPosts(db, alpha, NOW)).map((p) => p.slug)).toEqual(["hello", "review"]);
    expect((await listBlogPosts(db, alpha, NOW, { category: "vehicle-reviews" })).map((p) => p.slug)).toEqual(["review"]);
    expect(await getBlogPost(db, alpha, "soon", NOW)).toBeNull();
    expect(await getBlogPost(db, beta, "hello", NOW)).toBeNull();
  });

  it("lists visible locations, primary first, and picks the primary phone", async () => {
    const locs = await listPublicLocations(db, alpha);
    expect(locs.map((l) => l.slug)).toEqual(["showroom", "service"]);
    expect(locs[0]!.dealershipName).toBe("alpha Dealer");
    expect(primaryPhone(locs)).toBe("+61 3 9555 1234");
    expect(await findPublicLocation(db, alpha, "yard")).toBeNull();
    expect(await findPublicLocation(db, beta, "showroom")).not.toBeNull();
    expect((await findPublicLocation(db, alpha, "service"))?.name).toBe("Service Centre");
  });
});
