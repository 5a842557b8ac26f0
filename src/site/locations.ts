/**
 * Dealer locations as the public pages show them: visible ones only, the primary one first,
 * each with its dealership's name.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { dealerships, locations } from "../db/schema";
import type { Site } from "./store";

export type LocationRow = typeof locations.$inferSelect;
export interface PublicLocation extends LocationRow {
  dealershipName: string;
  dealershipSlug: string;
}

export async function listPublicLocations(db: Database, site: Pick<Site, "id">): Promise<PublicLocation[]> {
  const rows = await db.orm
    .select({ loc: locations, dealershipName: dealerships.name, dealershipSlug: dealerships.slug })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(and(eq(locations.siteId, site.id), eq(locations.visible, true)))
    .orderBy(desc(locations.primary), asc(dealerships.name), asc(locations.name));
  return rows.map((r) => ({ ...r.loc, dealershipName: r.dealershipName, dealershipSlug: r.dealershipSlug }));
}

/**
 * A visible location by slug. Slugs are unique per dealership, so two dealerships of one site
 * may share one; the primary (then first by name) wins, matching the order of the list.
 */
export async function findPublicLocation(db: Database, site: Pick<Site, "id">, slug: string): Promise<PublicLocation | null> {
  const all = await listPublicLocations(db, site);
  return all.find((l) => l.slug === slug) ?? null;
}

/** The number shoppers should call first: the primary location's, else the first with a phone. */
export function primaryPhone(locs: ReadonlyArray<Pick<LocationRow, "phone" | "landlinePhone" | "primary">>): string | null {
  const withPhone = locs.filter((l) => l.phone || l.landlinePhone);
  const pick = withPhone.find((l) => l.primary) ?? withPhone[0];
  return pick ? (pick.phone ?? pick.landlinePhone) : null;
}
