/**
 * Stock for search tests: a site with dealerships and locations, and cars written straight into
 * the cars table (the import has its own tests; these tests are about what the search reads).
 */
import { cars } from "../../src/db/schema";
import type { Database } from "../../src/db/client";
import { getSiteBySlug, upsertSite, type Site } from "../../src/site/store";

export type CarInsert = typeof cars.$inferInsert;
export type TestCar = Partial<CarInsert> & { stocknum: string };

export interface TestLocation {
  slug: string;
  name: string;
  city: string;
  state: string;
  phone?: string;
}

export interface TestDealership {
  id: number;
  slug: string;
  name: string;
  locations: TestLocation[];
}

export async function createSearchSite(
  db: Database,
  slug: string,
  dealerships: TestDealership[],
  config: Record<string, unknown> = {},
  template = "default",
): Promise<Site> {
  await upsertSite(db, {
    slug,
    name: `${slug} Motors`,
    template,
    domains: [`${slug}.example.com.au`],
    config,
    dealerships: dealerships.map((d) => ({
      id: d.id,
      slug: d.slug,
      name: d.name,
      manufacturer: null,
      locations: d.locations.map((l) => ({
        name: l.name,
        slug: l.slug,
        address: { city: l.city, state: l.state },
        contact_detail: { phone: l.phone ?? "07 3000 0000", opening_hours: [] },
      })),
    })),
  });
  return (await getSiteBySlug(db, slug))!;
}

/** Location ids of a site by "dealershipId/locationSlug". */
export async function locationIds(db: Database, site: Site): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; dealership_id: number; slug: string }>(
    "select id, dealership_id, slug from locations where site_id = $1",
    [site.id],
  );
  return new Map(rows.map((r) => [`${r.dealership_id}/${r.slug}`, Number(r.id)]));
}

export function testCar(site: Site, car: TestCar): CarInsert {
  const make = car.make ?? "Toyota";
  const model = car.model ?? "Corolla";
  return {
    siteId: site.id,
    dealershipId: car.dealershipId ?? site.dealerships[0]!.id,
    slug: car.slug ?? `${make}-${model}-${car.stocknum}`.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    name: car.name ?? `${car.year ?? 2020} ${make} ${model}`,
    make,
    model,
    carType: car.carType ?? "used",
    status: car.status ?? "in_stock",
    ...car,
  };
}

/** Insert cars and bump the site's stock versions (as an import does). Returns the new ids in order. */
export async function insertCars(db: Database, site: Site, list: TestCar[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < list.length; i += 500) {
    const rows = await db.orm
      .insert(cars)
      .values(list.slice(i, i + 500).map((c) => testCar(site, c)))
      .returning({ id: cars.id });
    ids.push(...rows.map((r) => Number(r.id)));
  }
  await db.query("update dealerships set stock_version = stock_version + 1 where site_id = $1", [site.id]);
  return ids;
}
