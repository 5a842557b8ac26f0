/**
 * What the site says of some cars now, for lists kept on the shopper's device (favourites): each
 * found car's availability, reservation and shown price. Read inside the requesting site only; a
 * car of another site, delisted or kept off the website is simply absent from the answer.
 */
import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { cars } from "../db/schema";
import type { LiveCar } from "../domain/favourite-status";
import { priceDisplay } from "../domain/price";
import type { Site } from "../site/store";
import { carFacts } from "./car-facts";

/** Ids one request may ask about (the device keeps at most 200 favourites). */
export const MAX_STATUS_IDS = 200;

export interface CarStatus extends LiveCar {
  slug: string;
  name: string;
  priceLabel: string;
  imageUrl: string | null;
}

export async function listCarStatuses(db: Database, site: Site, ids: readonly number[]): Promise<CarStatus[]> {
  if (ids.length === 0) return [];
  const rows = await db.orm
    .select()
    .from(cars)
    .where(and(eq(cars.siteId, site.id), inArray(cars.id, ids.slice(0, MAX_STATUS_IDS)), isNull(cars.delistedAt), eq(cars.showOnDealerWebsite, true)));
  return rows.map((row) => {
    const c = carFacts(row);
    const price = priceDisplay(c, site.config);
    return {
      id: c.id,
      slug: c.slug,
      name: c.name,
      available: c.available,
      reserved: c.reserved,
      price: price.amount,
      priceLabel: price.label,
      imageUrl: c.primary_image_url ?? c.photos[0] ?? null,
    };
  });
}
