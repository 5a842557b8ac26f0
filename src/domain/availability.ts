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
 * its sold date.
 */
import type { SiteConfig } from "../site/config";

export const AVAILABLE_STATUSES = ["in_stock", "coming_soon"] as const;

export const DAY_MS = 86_400_000;

export function isAvailable(car: { status: string }): boolean {
  return (AVAILABLE_STATUSES as readonly string[]).includes(car.status);
}

/** The earliest sold date that still lists a sold car at `now`. */
export function soldCutoff(now: Date, soldCarsShownDays: number): Date {
  return new Date(now.getTime() - soldCarsShownDays * DAY_MS);
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

/** Whether a site lists a car at `now`. Sorting never changes it: every sort finds the same cars. */
export function isListed(car: ListableCar, config: ListingConfig, now: Date): boolean {
  if (car.delisted_at) return false;
  if (!car.show_on_dealer_website) return false;
  const recentlySold = car.sold_date !== null && car.sold_date.getTime() >= soldCutoff(now, config.sold_cars_shown_days).getTime();
  if (!isAvailable(car) && !recentlySold) return false;
  if (config.listing_preset === "hide_by_photos" && car.photos_count < config.listing_min_photos) return false;
  if (config.listing_preset === "hide_by_status" && config.listing_hidden_statuses.includes(car.status)) return false;
  if (config.certified_only && !car.certified) return false;
  return true;
}
