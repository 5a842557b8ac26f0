/**
 * The cars of a comparison, read inside the requesting site only: an id of another site's car,
 * a delisted car or one kept off the website is simply not found (and left out of the page).
 * Sold cars that are still listed are found, so a shared comparison says which has sold.
 */
import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { cars, locations } from "../db/schema";
import type { CompareFacts } from "../domain/compare-table";
import { priceDisplay } from "../domain/price";
import type { Site } from "../site/store";
import type { CarVariant } from "../db/types";
import { carFacts } from "./car-facts";

export interface ComparedCar {
  id: number;
  slug: string;
  name: string;
  imageUrl: string | null;
  available: boolean;
  reserved: boolean;
  /** car, caravan, motorcycle or truck (what the page calls it). */
  itemType: string | null;
  facts: CompareFacts;
}

/** "2.4L 4 cyl turbo" from the feed's engine size or its variant, or null. */
export function engineText(engineSize: string | null, variant: CarVariant): string | null {
  const litres = variant.enginesize_litres ?? (variant.enginesize ? Math.round(variant.enginesize / 100) / 10 : null);
  const parts = [
    engineSize?.trim() || (litres ? `${litres.toFixed(1)}L` : null),
    variant.cylinders ? `${variant.cylinders} cyl` : null,
    variant.induction && !/aspirated/i.test(variant.induction) ? variant.induction.toLowerCase() : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" ") : null;
}

/** The site's cars with these ids, in the order asked. */
export async function findCarsToCompare(db: Database, site: Site, ids: readonly number[]): Promise<ComparedCar[]> {
  if (ids.length === 0) return [];
  const rows = await db.orm
    .select({ car: cars, locationName: locations.name, locationCity: locations.city })
    .from(cars)
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(and(eq(cars.siteId, site.id), inArray(cars.id, [...ids]), isNull(cars.delistedAt), eq(cars.showOnDealerWebsite, true)));
  const byId = new Map(rows.map((r) => [r.car.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const c = carFacts(row.car);
    const price = priceDisplay(c, site.config);
    return [
      {
        id: c.id,
        slug: c.slug,
        name: c.name,
        imageUrl: c.primary_image_url ?? c.photos[0] ?? null,
        available: c.available,
        reserved: c.reserved,
        itemType: c.item_type ?? null,
        facts: {
          price: price.kind === "subscription" ? `${price.label} subscription` : price.label,
          year: c.year,
          km: c.km,
          body: c.body ?? c.simple_body,
          fuel: c.fuel ?? c.simple_fuel,
          transmission: c.simple_transmission ?? c.trans,
          drive: c.drive,
          engine: engineText(c.engine_size, c.variant),
          seats: c.seats,
          colour: c.colour,
          location: row.locationName ? [row.locationName, row.locationCity && !row.locationName.includes(row.locationCity) ? row.locationCity : null].filter(Boolean).join(", ") : null,
        },
      },
    ];
  });
}
