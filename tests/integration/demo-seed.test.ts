import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDemo } from "../../src/demo/generate";
import { seedDemo } from "../../src/demo/seed";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";

const NOW = new Date("2026-03-10T02:00:00Z");
const SCALE = 0.1;
const expected = generateDemo({ now: NOW, carsScale: SCALE });
const expectedCars = (site: string) => {
  const dealers = new Set(expected.sites.find((s) => s.slug === site)!.dealerships!.map((d) => d.slug));
  return expected.stock.filter((r) => dealers.has(r.dealership_slug)).length;
};

describe.each(testEngines())("demo seed on %s", (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const counts = async () => {
    const [row] = await db.query<Record<string, number>>(`
      select (select count(*)::int from sites) as sites,
             (select count(*)::int from cars) as cars,
             (select count(*)::int from reviews) as reviews,
             (select count(*)::int from offers) as offers,
             (select count(*)::int from promos) as promos,
             (select count(*)::int from blog_posts) as posts,
             (select count(*)::int from models) as models`);
    return row!;
  };

  it("seeds an empty database with every demo site and all their stock, rejecting no row", async () => {
    const result = await seedDemo(db, { now: NOW, carsScale: SCALE });
    expect(result).toMatchObject({ seeded: true, sites: 3, cars: expected.stock.length });
    const perSite = await db.query<{ slug: string; template: string; n: number }>(
      `select s.slug, s.template, count(c.id)::int as n from sites s left join cars c on c.site_id = s.id and c.delisted_at is null
       group by s.slug, s.template order by s.slug`,
    );
    expect(perSite).toEqual([
      { slug: "coastline-toyota", template: "franchise", n: expectedCars("coastline-toyota") },
      { slug: "outback-rv", template: "leisure", n: expectedCars("outback-rv") },
      { slug: "southern-cross", template: "group", n: expectedCars("southern-cross") },
    ]);
    const c = await counts();
    expect(c).toMatchObject({ sites: 3, reviews: expected.reviews.length, offers: expected.offers.length, promos: expected.promos.length, posts: expected.blogPosts.length });
  });

  it("keeps statuses, tags and dates through the import", async () => {
    const rows = await db.query<{ status: string; n: number }>(`select status, count(*)::int as n from cars group by status order by status`);
    expect(rows.map((r) => r.status)).toEqual(["coming_soon", "in_stock", "sold"]);
    const [sold] = await db.query<{ recent: number; old: number }>(
      `select count(*) filter (where sold_date > $1::timestamptz - interval '3 days')::int as recent,
              count(*) filter (where sold_date <= $1::timestamptz - interval '3 days')::int as old
       from cars where status = 'sold'`,
      [NOW.toISOString()],
    );
    expect(sold!.recent).toBeGreaterThanOrEqual(3 * 3);
    expect(sold!.old).toBeGreaterThanOrEqual(3 * 3);
    const [flags] = await db.query<Record<string, number>>(
      `select count(*) filter (where certified)::int as certified, count(*) filter (where reserved)::int as reserved,
              count(*) filter (where tag = 'runout sale')::int as runout, count(*) filter (where price = 0)::int as no_price,
              count(*) filter (where not show_on_dealer_website)::int as hidden,
              count(*) filter (where status = 'in_stock' and created_at > $1::timestamptz - interval '8 days')::int as new_arrivals
       from cars`,
      [NOW.toISOString()],
    );
    for (const k of ["certified", "reserved", "runout", "no_price", "hidden", "new_arrivals"]) expect(flags![k], k).toBeGreaterThan(0);
  });

  it("puts 152 reviews averaging 4.4 on one location, and blog posts on the group site only", async () => {
    const [loc] = await db.query<{ n: number; avg: number; review_count: number; average_rating: number }>(
      `select count(r.id)::int as n, round(avg(r.rating)::numeric, 1)::float8 as avg, l.review_count, l.average_rating::float8 as average_rating
       from locations l join reviews r on r.location_id = l.id where l.slug = 'parramatta' group by l.id`,
    );
    expect(loc).toMatchObject({ n: 152, avg: 4.4, review_count: 152 });
    expect(loc!.average_rating).toBeCloseTo(4.4, 5);
    const posts = await db.query<{ slug: string }>(`select distinct s.slug from blog_posts b join sites s on s.id = b.site_id`);
    expect(posts).toEqual([{ slug: "southern-cross" }]);
    const [models] = await db.query<{ n: number; without: number }>(`select count(*)::int as n, count(*) filter (where image_url not like '/media/cars/%bg=none')::int as without from models`);
    expect(models!.n).toBeGreaterThan(50);
    expect(models!.without).toBe(0);
  });

  it("is idempotent: seeding again duplicates nothing", async () => {
    const before = await counts();
    const again = await seedDemo(db, { now: NOW, carsScale: SCALE });
    expect(again).toMatchObject({ seeded: true, cars: expected.stock.length });
    expect(await counts()).toEqual(before);
  });

  it("with ifEmpty, leaves a database that has sites alone", async () => {
    const before = await counts();
    const result = await seedDemo(db, { ifEmpty: true, now: NOW, carsScale: SCALE });
    expect(result).toMatchObject({ seeded: false, sites: 0, cars: 0 });
    expect(await counts()).toEqual(before);
  });
});
