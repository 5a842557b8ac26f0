/**
 * Promo tiles in search results (search-and-browsing §2, §4, §9): shown only between their start
 * and expiry, in the site's time zone, at the site's result positions (8 and 17, or 9).
 *
 * Window semantics (the spec's example is a sale from 2025-07-01 to 2025-07-24 at +10:00):
 * - a start given as a date begins at 00:00 on that date in the site's time zone (inclusive);
 * - an expiry given as a date lasts through 23:59:59.999 on that date (inclusive): "to the 24th"
 *   means the 24th is still a sale day;
 * - a timestamp with an offset or Z is used exactly; one without (2025-07-01T09:00) is read as
 *   wall-clock time in the site's time zone;
 * - a missing start or expiry leaves that side open.
 */
import { dateTimeFormat } from "./date-format";

export type WindowBound = Date | string | null | undefined;

export interface PromoWindow {
  start: WindowBound;
  expiry: WindowBound;
  /** A promo switched off by the dealer never shows. */
  display?: boolean | null;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
const FIXED_OFFSET = /^([+-])(\d{2}):?(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * Minutes the time zone is ahead of UTC at an instant: "+10:00" → 600, "Australia/Adelaide" in
 * January → 630. IANA zones follow daylight saving; fixed offsets do not.
 */
export function timeZoneOffsetMinutes(timeZone: string, at: Date): number {
  const fixed = FIXED_OFFSET.exec(timeZone.trim());
  if (fixed) return (fixed[1] === "-" ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3]));
  if (/^(UTC|Z|GMT)$/i.test(timeZone.trim())) return 0;
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wallAsUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((wallAsUtc - (at.getTime() - at.getMilliseconds())) / 60_000);
}

/** The instant a wall-clock time in a time zone happens (wall time given as if it were UTC ms). */
export function wallTimeToInstant(wallAsUtcMs: number, timeZone: string): Date {
  // Two passes settle the offset across a daylight-saving change.
  const first = wallAsUtcMs - timeZoneOffsetMinutes(timeZone, new Date(wallAsUtcMs)) * 60_000;
  const second = wallAsUtcMs - timeZoneOffsetMinutes(timeZone, new Date(first)) * 60_000;
  return new Date(second);
}

/** Reads a bound. Returns the instant it starts (for a date: that day's midnight), or null if absent or unreadable. */
function boundInstant(value: WindowBound, timeZone: string, edge: "start" | "expiry"): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = value.trim();
  const date = DATE_ONLY.exec(text);
  if (date) {
    const midnight = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
    if (!isRealDate(midnight, date)) return null;
    return edge === "start"
      ? wallTimeToInstant(midnight, timeZone)
      : new Date(wallTimeToInstant(midnight + DAY_MS, timeZone).getTime() - 1);
  }
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [, y, mo, d, h, mi, s, ms] = local;
    const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0), Number((ms ?? "0").padEnd(3, "0")));
    if (!isRealDate(wall, local) || Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return null;
    return wallTimeToInstant(wall, timeZone);
  }
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** The first instant the promo shows. */
export function promoStartsAt(start: WindowBound, timeZone: string): Date | null {
  return boundInstant(start, timeZone, "start");
}

/** The last instant the promo shows (inclusive). */
export function promoEndsAt(expiry: WindowBound, timeZone: string): Date | null {
  return boundInstant(expiry, timeZone, "expiry");
}

/**
 * Whether a promo shows at `now`. A bound that is present but unreadable hides the promo: a typo
 * in a sale's dates should not turn it into a promo that never ends.
 */
export function isPromoLive(promo: PromoWindow, now: Date, timeZone: string): boolean {
  if (promo.display === false) return false;
  const startsAt = promoStartsAt(promo.start, timeZone);
  const endsAt = promoEndsAt(promo.expiry, timeZone);
  if (present(promo.start) && startsAt === null) return false;
  if (present(promo.expiry) && endsAt === null) return false;
  const t = now.getTime();
  return (startsAt === null || t >= startsAt.getTime()) && (endsAt === null || t <= endsAt.getTime());
}

/** Date.UTC rolls 2025-02-30 over into March; a real date survives the round trip. */
function isRealDate(utcMs: number, ymd: RegExpExecArray): boolean {
  const d = new Date(utcMs);
  return d.getUTCFullYear() === Number(ymd[1]) && d.getUTCMonth() + 1 === Number(ymd[2]) && d.getUTCDate() === Number(ymd[3]);
}

function present(bound: WindowBound): boolean {
  return bound !== null && bound !== undefined && !(typeof bound === "string" && bound.trim() === "");
}

export type ResultItem<H, P> = { kind: "car"; hit: H } | { kind: "promo"; promo: P };

/**
 * A page of results with promo tiles placed so that tile i is at 1-based position positions[i]
 * of the page as shown (positions [8, 17]: seven cars, a tile, eight cars, a tile, the rest).
 * A tile goes after the last car when the page ends exactly before its position, never on a page
 * without cars, and never past the end. Extra promos (or positions) are left out; positions are
 * used in ascending order, duplicates and positions below 1 ignored.
 */
export function insertPromos<H, P>(hits: readonly H[], promos: readonly P[], positions: readonly number[]): Array<ResultItem<H, P>> {
  const items: Array<ResultItem<H, P>> = [];
  if (hits.length === 0) return items;
  const slots = [...new Set(positions.filter((p) => Number.isInteger(p) && p >= 1))].sort((a, b) => a - b);
  let nextPromo = 0;
  const placeDue = () => {
    while (nextPromo < promos.length && nextPromo < slots.length && slots[nextPromo] === items.length + 1) {
      items.push({ kind: "promo", promo: promos[nextPromo] as P });
      nextPromo++;
    }
  };
  for (const hit of hits) {
    placeDue();
    items.push({ kind: "car", hit });
  }
  placeDue();
  return items;
}
