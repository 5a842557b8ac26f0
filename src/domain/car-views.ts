/**
 * Vehicle views: the view-count request's query, the per-visitor "already counted today" cookie,
 * and the shopper's local list of viewed cars (spec §3 "Viewed-car entry"). Pure; the database
 * side is src/cars/car-views.ts.
 *
 * Counting rule: a car's `views` grows by at most one per visitor per car per calendar day
 * (Sydney). The visitor is remembered by a cookie listing the car ids counted today; a client
 * that drops cookies (a bot) is also capped per IP address per car per day (VIEWS_PER_IP_PER_DAY,
 * kept in the shared rate_limits table so every web node counts against the same number).
 * Forging the cookie can only stop one's own views being counted, so it needs no signature.
 */
import { z } from "zod";
import { dateTimeFormat } from "./date-format";

export const VIEWED_COOKIE = "fc_viewed";
/** Car ids the cookie remembers per day; beyond that the oldest are forgotten (and may count again). */
export const VIEWED_COOKIE_MAX_IDS = 60;
/** Views one IP address may add to one car in one day, whatever its cookies say. */
export const VIEWS_PER_IP_PER_DAY = 20;
export const VIEWS_DAY_TIME_ZONE = "Australia/Sydney";

/** The day a view belongs to: "20261122". */
export function viewDay(now: Date, timeZone = VIEWS_DAY_TIME_ZONE): string {
  const parts = dateTimeFormat("en-AU", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  return `${get("year")}${get("month")}${get("day")}`;
}

/** The car ids counted today for this visitor: "20261122.12-345" → [12, 345]; another day's cookie → []. */
export function parseViewedCookie(value: string | null | undefined, day: string): number[] {
  const m = /^(\d{8})\.([0-9-]{0,2000})$/.exec(value ?? "");
  if (!m || m[1] !== day) return [];
  return m[2]!
    .split("-")
    .filter((x) => /^\d{1,15}$/.test(x))
    .map(Number)
    .slice(-VIEWED_COOKIE_MAX_IDS);
}

/** The cookie value after counting `carId` today (most recent last, bounded). */
export function formatViewedCookie(day: string, ids: readonly number[], carId: number): string {
  const next = [...ids.filter((id) => id !== carId), carId].slice(-VIEWED_COOKIE_MAX_IDS);
  return `${day}.${next.join("-")}`;
}

const intParam = (field: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,12}$/, `${field} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(0, `${field} must be 0 or more`).max(max, `${field} must be at most ${max}`));

/** ISO 8601 date-time or Unix seconds, as the feed's `*_timestamp` fields. */
const instantParam = z
  .string()
  .max(40)
  .transform((v, ctx) => {
    const ms = /^\d{1,12}$/.test(v) ? Number(v) * 1000 : /^\d{4}-\d{2}-\d{2}/.test(v) ? Date.parse(v) : NaN;
    if (!Number.isFinite(ms)) {
      ctx.addIssue({ code: "custom", message: "updated_at must be an ISO 8601 date-time or Unix seconds" });
      return z.NEVER;
    }
    return new Date(ms);
  });

/** `GET /cars/{slug}/view.json?photos_count=&updated_at=&website_id=`: what the page's copy of the car says. */
export const CarViewQuerySchema = z.object({
  photos_count: intParam("photos_count", 10_000).optional(),
  updated_at: instantParam.optional(),
  website_id: intParam("website_id", Number.MAX_SAFE_INTEGER).optional(),
});
export type CarViewQuery = z.infer<typeof CarViewQuerySchema>;

/** Fields that the page was rendered with and the database may have moved on from. */
export interface LiveCarFields {
  status: string;
  reserved: boolean;
  price: number | null;
  before_price: number | null;
  offer_price: number | null;
  photos_count: number;
  updated_at: string;
}

/**
 * `car_fields` of the reply: the live fields when the page's copy is out of date (the car was
 * updated after the page's `updated_at`, or its photo count differs), else {} (nothing to merge).
 */
export function staleCarFields(query: CarViewQuery, live: LiveCarFields): Partial<LiveCarFields> {
  const updatedSince = query.updated_at !== undefined && Date.parse(live.updated_at) - query.updated_at.getTime() >= 1000;
  const photosDiffer = query.photos_count !== undefined && query.photos_count !== live.photos_count;
  return updatedSince || photosDiffer ? live : {};
}

// The shopper's viewed cars (localStorage) are in ./viewed-cars, apart from zod: the car page's
// script imports them, and zod would add ~30 KB to its first load.
export { rememberViewedCar, VIEWED_CARS_KEY, VIEWED_CARS_MAX, type ViewedCarEntry } from "./viewed-cars";
