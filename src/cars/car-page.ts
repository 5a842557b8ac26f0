/**
 * One car as its vehicle page shows it: found by slug inside the requesting site only, with its
 * dealership and locations. A car of another site, a delisted car or one the dealer keeps off the
 * website is simply not found (the page answers 404). Sold cars are found: their page shows the
 * SOLD panel and similar stock.
 */
import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database, Orm } from "../db/client";
import { cars, dealerships } from "../db/schema";
import { loadSiteChrome } from "../site/chrome";
import type { PublicLocation } from "../site/locations";
import type { Site } from "../site/store";
import { fetchCars, similarCars } from "../search/fetch";
import type { SearchHit } from "../search/engine";
import { isCarSlug } from "../domain/car-slug";

export type CarRow = typeof cars.$inferSelect;

export interface CarPageDealership {
  id: number;
  slug: string;
  name: string;
  manufacturerName: string | null;
  /** The manufacturer's logo for the certified badge (src/domain/card-tag.ts certifiedLogo). */
  manufacturerLogoUrl: string | null;
  /** The dealership switched the finance estimate off (`config.finance_estimate_enabled: false`). */
  financeEstimateOptedOut: boolean;
}

export interface CarPageData {
  car: CarRow;
  dealership: CarPageDealership;
  /** The car's own location, when it is visible. */
  location: PublicLocation | null;
  /** The dealership's visible sales locations (the location section when the car names none). */
  dealershipLocations: PublicLocation[];
}

/**
 * The car and its dealership by site and slug, as a prepared query: built once per database, not
 * on every page. Drizzle building the SQL of ~85 columns was ~1.2 ms of CPU of each uncached
 * render (docs/benchmarks.md, 2026-11-29 morning); on PostgreSQL the name also makes it a
 * prepared statement on each pooled connection, parsed and planned once.
 */
function prepareCarPageQuery(orm: Orm) {
  return orm
    .select({ car: cars, dealership: dealerships })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(and(eq(cars.siteId, sql.placeholder("siteId")), eq(cars.slug, sql.placeholder("slug")), isNull(cars.delistedAt), eq(cars.showOnDealerWebsite, true)))
    .limit(1)
    .prepare("forecourt_car_page");
}

const carPageQueries = new WeakMap<Orm, ReturnType<typeof prepareCarPageQuery>>();

/** The car with this slug on this site, or null. */
export async function findCarForPage(db: Database, site: Site, slug: string): Promise<CarPageData | null> {
  if (!isCarSlug(slug)) return null;
  let query = carPageQueries.get(db.orm);
  if (!query) carPageQueries.set(db.orm, (query = prepareCarPageQuery(db.orm)));
  const [row] = await query.execute({ siteId: site.id, slug });
  if (!row) return null;
  // The site's public locations as the header and footer have them (loadSiteChrome: per site and
  // stock version, kept 15 s): the same list, without a second read on every car page.
  const all = (await loadSiteChrome(db, site)).locations;
  const location = all.find((l) => l.id === row.car.locationId) ?? null;
  const dealershipLocations = all.filter((l) => l.dealershipId === row.dealership.id && (l.locationType === "sales" || l.locationType === ""));
  return {
    car: row.car,
    dealership: {
      id: row.dealership.id,
      slug: row.dealership.slug,
      name: row.dealership.name,
      manufacturerName: row.dealership.manufacturerName,
      manufacturerLogoUrl: row.dealership.manufacturerLogoUrl,
      financeEstimateOptedOut: row.dealership.config?.finance_estimate_enabled === false,
    },
    location,
    dealershipLocations,
  };
}

/** Cars like this one on the same site (same make or body, price within 20%), for the sold panel. */
export async function listSimilarStock(db: Database, site: Site, car: Pick<CarRow, "id" | "make" | "simpleBody" | "price">, limit = 4): Promise<SearchHit[]> {
  const similar = await similarCars(db, site, { id: car.id, make: car.make, simple_body: car.simpleBody, price: car.price }, limit);
  if (similar.length >= limit) return similar;
  // A rare make at an unusual price: fill up with the site's latest stock rather than show nothing.
  const more = await fetchCars(db, site, { sortBy: "latest", excludeIds: [car.id, ...similar.map((h) => h.id)], filters: { make: [car.make] } }, limit - similar.length);
  const rest = more.length + similar.length < limit ? await fetchCars(db, site, { sortBy: "latest", excludeIds: [car.id, ...similar.map((h) => h.id), ...more.map((h) => h.id)] }, limit - similar.length - more.length) : [];
  return [...similar, ...more, ...rest];
}

/**
 * Stock to offer on a vehicle 404: when the missing slug names a make the site stocks
 * ("2019-toyota-hilux-sr5-ct123"), that make's cars; otherwise the latest arrivals.
 */
export async function listStockForMissingCar(db: Database, site: Site, slugWords: readonly string[], limit = 4): Promise<{ make: string | null; cars: SearchHit[] }> {
  const makes = await db.orm.selectDistinct({ make: cars.make }).from(cars).where(and(eq(cars.siteId, site.id), isNull(cars.delistedAt))).orderBy(asc(cars.make));
  const words = new Set(slugWords.map((w) => w.toLowerCase()));
  const make = makes.find((m) => m.make.toLowerCase().split(/[\s-]+/).every((part) => words.has(part)))?.make ?? null;
  if (make) {
    const hits = await fetchCars(db, site, { filters: { make: [make] }, sortBy: "latest" }, limit);
    if (hits.length) return { make, cars: hits };
  }
  return { make: null, cars: await fetchCars(db, site, { sortBy: "latest" }, limit) };
}
