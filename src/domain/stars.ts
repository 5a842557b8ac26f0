/**
 * The reviews badge: star display and whether reviews show at all
 * (search-and-browsing §9; vehicle-page-and-flows §9).
 *
 * Five star slots: at most 4 full stars, then one partial star filled by the rating's fraction
 * when that fraction is over 30% (a sliver under a third reads as a rendering glitch, so it is left
 * empty); a 5.0 rating fills the fifth star completely. The rating is read to one decimal first,
 * so the stars always agree with the number printed beside them.
 */
import type { SiteConfig } from "../site/config";

export const STAR_SLOTS = 5;
export const MAX_FULL_STARS = 4;
/** The partial star is drawn only when the fraction is over this (in tenths: over 3 tenths). */
export const PARTIAL_STAR_MIN_TENTHS_EXCLUSIVE = 3;

export interface StarDisplay {
  /** Whole stars, 0–4. */
  full: number;
  /** Fill of the star after the full ones, 0.4–1, or null when none is drawn. */
  partial: number | null;
  /** Unfilled slots, so full + (partial ? 1 : 0) + empty = 5. */
  empty: number;
  /** "4.4". */
  ratingLabel: string;
}

/** A rating as the feed gives it (a number, or a string such as "4.4"); null when unreadable. */
export function parseRating(value: number | string | null | undefined): number | null {
  const n = typeof value === "string" ? Number.parseFloat(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

export function starDisplay(rating: number): StarDisplay {
  // Work in whole tenths: 4.3 − 4 in floating point is 0.29999…, 1.3 − 1 is 0.30000…04.
  const tenths = Math.min(STAR_SLOTS * 10, Math.max(0, Math.round(rating * 10)));
  const full = Math.min(MAX_FULL_STARS, Math.floor(tenths / 10));
  const remainder = tenths - full * 10;
  const partial = remainder > PARTIAL_STAR_MIN_TENTHS_EXCLUSIVE ? remainder / 10 : null;
  return {
    full,
    partial,
    empty: STAR_SLOTS - full - (partial === null ? 0 : 1),
    ratingLabel: (tenths / 10).toFixed(1),
  };
}

/** "1,152" reviews. */
export function formatReviewCount(count: number): string {
  return String(Math.max(0, Math.round(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Reviews show only when the average rating exceeds the site's minimum and reviews are not hidden. */
export function reviewsVisible(
  averageRating: number | string | null | undefined,
  config: Pick<SiteConfig, "review_minimum_rating" | "reviews_hidden">,
): boolean {
  const rating = parseRating(averageRating);
  return !config.reviews_hidden && rating !== null && rating > config.review_minimum_rating;
}
