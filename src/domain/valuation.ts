/**
 * Trade-in valuation rules. Whether a car gets an instant online estimate (the trade-in FAQ: no
 * online estimate for a car over 7 years old or over 100,000 km; those get a dealer appraisal),
 * and how the local estimate is worked out from comparable cars in the dealer's own stock.
 * Pure: the page, the API and the providers share it.
 */

/** A car older than this many years (by build year) gets an appraisal, not an online estimate. */
export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7;
/** Likewise a car with more than this many kilometres. */
export const ONLINE_ESTIMATE_MAX_KM = 100_000;

export const CONDITIONS = ["Excellent", "Good", "Fair", "Poor"] as const;
export type Condition = (typeof CONDITIONS)[number];

export const CONDITION_HINTS: Record<Condition, string> = {
  Excellent: "Like new: no marks, full service history.",
  Good: "Minor wear for its age, serviced on time.",
  Fair: "Visible dents or scratches, some service gaps.",
  Poor: "Needs mechanical or body work.",
};

export type Eligibility = { eligible: true } | { eligible: false; reason: "age" | "km"; message: string };

export const APPRAISAL_MESSAGE =
  "We don't give online estimates for cars over 7 years old or with more than 100,000 km: every one is different. Send us its details and a valuer will appraise it and call you with an offer.";

/**
 * Instant estimate or appraisal. Age is counted in calendar years from the build year: a 2018 car
 * is 7 years old throughout 2025 (estimate) and 8 in 2026 (appraisal). 100,000 km exactly still
 * gets an estimate; 100,001 does not.
 */
export function onlineEstimateEligibility(car: { year: number; km: number }, now: Date): Eligibility {
  const age = now.getFullYear() - car.year;
  if (age > ONLINE_ESTIMATE_MAX_AGE_YEARS) return { eligible: false, reason: "age", message: APPRAISAL_MESSAGE };
  if (car.km > ONLINE_ESTIMATE_MAX_KM) return { eligible: false, reason: "km", message: APPRAISAL_MESSAGE };
  return { eligible: true };
}

/** A comparable car on the dealer's lot: its asking price, year and odometer. */
export interface Comparable {
  price: number;
  year: number;
  km: number | null;
}

export interface Estimate {
  low: number;
  high: number;
  /** How many stock cars it was worked out from. */
  comparables: number;
}

/** What a dealer typically allows below retail for reconditioning, holding cost and margin. */
export const TRADE_MARGIN = 0.18;
/** Value lost per kilometre more than the comparable car (and gained per km fewer). */
export const VALUE_PER_KM = 0.08;
/** Value lost per model year older than the comparable car. */
export const VALUE_PER_YEAR = 0.07;
export const CONDITION_FACTOR: Record<Condition, number> = { Excellent: 1.05, Good: 1, Fair: 0.9, Poor: 0.78 };
/** The estimate is a range this wide either side of the middle. */
export const RANGE_SPREAD = 0.06;
/** Fewer comparable cars than this and no estimate is given (a valuer appraises instead). */
export const MIN_COMPARABLES = 2;

const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/**
 * The trade-in range: each comparable's retail price adjusted to the shopper's year and
 * kilometres, less the trade margin, scaled by condition; the median of those, ± 6%, rounded to
 * $100. Null when fewer than two comparables are priced, or the result is under $500.
 */
export function estimateFromComparables(comparables: readonly Comparable[], car: { year: number; km: number; condition: Condition }): Estimate | null {
  const priced = comparables.filter((c) => Number.isFinite(c.price) && c.price > 500);
  if (priced.length < MIN_COMPARABLES) return null;
  const values = priced
    .map((c) => {
      const yearAdj = 1 - VALUE_PER_YEAR * (c.year - car.year);
      const kmAdj = c.km === null ? 0 : -VALUE_PER_KM * (car.km - c.km);
      return Math.max(0, c.price * yearAdj + kmAdj) * (1 - TRADE_MARGIN) * CONDITION_FACTOR[car.condition];
    })
    .sort((a, b) => a - b);
  const mid = values.length % 2 ? values[(values.length - 1) / 2]! : (values[values.length / 2 - 1]! + values[values.length / 2]!) / 2;
  if (mid < 500) return null;
  return { low: roundTo(mid * (1 - RANGE_SPREAD), 100), high: roundTo(mid * (1 + RANGE_SPREAD), 100), comparables: priced.length };
}

/** Photos a trade-in may carry (src/valuation/photos.ts keeps them). */
export const MAX_TRADE_IN_PHOTOS = 6;
/** A trade-in photo's id: 22 URL-safe characters (128 random bits), so its address cannot be guessed. */
export const TRADE_IN_PHOTO_ID = /^[A-Za-z0-9_-]{22}$/;
