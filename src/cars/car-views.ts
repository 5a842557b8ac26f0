/**
 * Counting vehicle views (`GET /cars/{slug}/view.json`). The car is found inside the requesting
 * site only, by the same visibility rule as its page. See src/domain/car-views.ts for the counting
 * rule (once per visitor per car per day, and at most VIEWS_PER_IP_PER_DAY per IP address).
 *
 * `views` is not a column the search projection reads (migration 0005 compares only those), so
 * the increment never rewrites the car's car_search row; and it is not stock, so it does not bump
 * `dealerships.stock_version` nor `cars.updated_at`: counting a view must not invalidate the
 * search facet index or the result caches (docs/decisions/0004).
 */
import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { cars } from "../db/schema";
import { hitRateLimit } from "../platform/rate-limit";
import type { Site } from "../site/store";
import { staleCarFields, VIEWS_PER_IP_PER_DAY, type CarViewQuery, type LiveCarFields } from "../domain/car-views";
import { isCarSlug } from "../domain/car-slug";

export interface CarViewReply {
  views: number;
  /** Live fields to merge into the page's copy of the car when that copy is out of date; else {}. */
  car_fields: Partial<LiveCarFields>;
}

export interface CarViewResult {
  carId: number;
  counted: boolean;
  reply: CarViewReply;
}

/**
 * Count one view of the car with this slug on this site (unless this visitor was counted today,
 * or the address has used up its views for the car today) and answer its views and live fields.
 * Null when the site has no such car.
 */
export async function countCarView(
  db: Database,
  site: Pick<Site, "id">,
  slug: string,
  opts: { query: CarViewQuery; alreadyCounted: (carId: number) => boolean; ip: string; day: string },
): Promise<CarViewResult | null> {
  if (!isCarSlug(slug)) return null;
  const [car] = await db.orm
    .select({
      id: cars.id,
      views: cars.views,
      status: cars.status,
      reserved: cars.reserved,
      price: cars.price,
      beforePrice: cars.beforePrice,
      offerPrice: cars.offerPrice,
      photosCount: cars.photosCount,
      updatedAt: cars.updatedAt,
    })
    .from(cars)
    .where(and(eq(cars.siteId, site.id), eq(cars.slug, slug), isNull(cars.delistedAt), eq(cars.showOnDealerWebsite, true)))
    .limit(1);
  if (!car) return null;

  let views = car.views;
  let counted = false;
  if (!opts.alreadyCounted(car.id)) {
    const perIp = await hitRateLimit(db, `car-view:${site.id}:${car.id}:${opts.day}:${opts.ip}`, { limit: VIEWS_PER_IP_PER_DAY, windowS: 86_400 });
    if (perIp.allowed) {
      const [row] = await db.orm
        .update(cars)
        .set({ views: sql`${cars.views} + 1` })
        .where(and(eq(cars.id, car.id), eq(cars.siteId, site.id)))
        .returning({ views: cars.views });
      views = row?.views ?? views + 1;
      counted = true;
    }
  }
  const live: LiveCarFields = {
    status: car.status,
    reserved: car.reserved,
    price: car.price,
    before_price: car.beforePrice,
    offer_price: car.offerPrice,
    photos_count: car.photosCount,
    updated_at: new Date(car.updatedAt).toISOString(),
  };
  return { carId: car.id, counted, reply: { views, car_fields: staleCarFields(opts.query, live) } };
}
