/**
 * Which cars a shopper may act on, and which a site lists (spec §4 "Sold-car visibility").
 *
 * Available: status in_stock or coming_soon. Listed, before any shopper filter:
 *   (available OR sold within the last sold_cars_shown_days, judged by sold_date_timestamp)
 *   AND show_on_dealer_website AND not delisted
 * plus the site's preset (hide by photos count or by status) and certified-only stock. The sort
 * order never takes a car away (a car with no price sorts last, docs/search.md).
 *
 * The SQL search (src/search/engine.ts) applies the same rule; the correctness test compares the
 * two. A sold car stays listed up to and including the instant sold_cars_shown_days × 24 h after
 * its sold date. The days are "configurable per dealer": a dealership's own sold_cars_shown_days
 * (in its config in the site file) overrides the site's for that dealership's cars.
 */
import type { SiteConfig } from "../site/config";

export const AVAILABLE_STATUSES = ["in_stock", "coming_soon"] as const;

export const DAY_MS = 86_400_000;

export function isAvailable(car: { status: string }): boolean {
  return (AVAILABLE_STATUSES as readonly string[]).includes(car.status);
}

/**
 * What a form about one car says when that car can no longer be had (an old link to its test
 * drive, enquiry or finance form), or null while it is available. The form still sends: the dealer can offer
 * one like it. A sold car gets the vehicle page's own words; `noun` is "car", "caravan"…
 */
export function unavailableCarNote(car: { status: string }, noun: string): string | null {
  if (isAvailable(car)) return null;
  return car.status === "sold"
    ? `Unfortunately this ${noun} recently sold. Send this and we will look for one like it.`
    : `This ${noun} is not available at the moment. Send this and we will let you know, or look for one like it.`;
}

/** The earliest sold date that still lists a sold car at `now`. */
export function soldCutoff(now: Date, soldCarsShownDays: number): Date {
  return new Date(now.getTime() - soldCarsShownDays * DAY_MS);
}

/** How long a dealership keeps its sold cars listed: its own setting when it has one, else the site's. */
export function dealershipSoldDays(siteDays: number, dealershipConfig: Readonly<Record<string, unknown>> | null | undefined): number {
  const own = dealershipConfig?.sold_cars_shown_days;
  return typeof own === "number" && Number.isInteger(own) && own >= 0 && own <= 365 ? own : siteDays;
}

/**
 * The site's dealerships grouped by their sold days, so a query needs one condition per distinct
 * setting (one, when no dealership overrides the site). Groups come longest first, ids ascending.
 */
export function soldDaysGroups(siteDays: number, dealerships: ReadonlyArray<{ id: number; config?: Readonly<Record<string, unknown>> | null }>): Array<{ days: number; dealershipIds: number[] }> {
  const byDays = new Map<number, number[]>();
  for (const d of dealerships) {
    const days = dealershipSoldDays(siteDays, d.config);
    byDays.set(days, [...(byDays.get(days) ?? []), d.id]);
  }
  return [...byDays].map(([days, ids]) => ({ days, dealershipIds: ids.sort((a, b) => a - b) })).sort((a, b) => b.days - a.days);
}

export interface ListableCar {
  status: string;
  sold_date: Date | null;
  show_on_dealer_website: boolean;
  delisted_at?: Date | null;
  photos_count: number;
  certified: boolean;
}

export type ListingConfig = Pick<
  SiteConfig,
  "sold_cars_shown_days" | "listing_preset" | "listing_min_photos" | "listing_hidden_statuses" | "certified_only"
>;

/**
 * Whether a site lists a car at `now`. Sorting never changes it: every sort finds the same cars.
 * `soldDays` is the car's dealership's (dealershipSoldDays); the site's when not given.
 */
export function isListed(car: ListableCar, config: ListingConfig, now: Date, soldDays = config.sold_cars_shown_days): boolean {
  if (car.delisted_at) return false;
  if (!car.show_on_dealer_website) return false;
  const recentlySold = car.sold_date !== null && car.sold_date.getTime() >= soldCutoff(now, soldDays).getTime();
  if (!isAvailable(car) && !recentlySold) return false;
  if (config.listing_preset === "hide_by_photos" && car.photos_count < config.listing_min_photos) return false;
  if (config.listing_preset === "hide_by_status" && config.listing_hidden_statuses.includes(car.status)) return false;
  if (config.certified_only && !car.certified) return false;
  return true;
}
