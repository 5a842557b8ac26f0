/**
 * The offers page's price filter (vehicle spec §5 "Price sliders (offers/search refinement) move
 * in steps of 500, minimum stays below maximum, default range 5000 to 250000"). A range read
 * from the URL is snapped to the 500 grid inside the default range; a minimum at or above the
 * maximum is moved one step below it. The default range filters nothing (offers without a price
 * show too); a narrower one keeps the offers whose price is inside it.
 */
export const OFFER_PRICE = { min: 5_000, max: 250_000, step: 500 } as const;

export interface OfferPriceRange {
  min: number;
  max: number;
}

const snap = (n: number) => Math.min(OFFER_PRICE.max, Math.max(OFFER_PRICE.min, Math.round(n / OFFER_PRICE.step) * OFFER_PRICE.step));

/** The range the URL asks for (`price_min`, `price_max`), made valid; absent or unreadable values are the defaults. */
export function offerPriceRange(minParam: string | null | undefined, maxParam: string | null | undefined): OfferPriceRange {
  const read = (v: string | null | undefined, fallback: number) => {
    const n = v === null || v === undefined || v.trim() === "" ? NaN : Number(v);
    return Number.isFinite(n) ? snap(n) : fallback;
  };
  const max = read(maxParam, OFFER_PRICE.max);
  let min = read(minParam, OFFER_PRICE.min);
  if (min >= max) min = Math.max(OFFER_PRICE.min, max - OFFER_PRICE.step);
  // The very bottom of the scale: the maximum moves up instead, so the minimum stays below it.
  return min >= max ? { min, max: min + OFFER_PRICE.step } : { min, max };
}

export function isDefaultOfferPriceRange(r: OfferPriceRange): boolean {
  return r.min === OFFER_PRICE.min && r.max === OFFER_PRICE.max;
}

/** The offers the range keeps: all of them at the default range; else those priced inside it. */
export function filterOffersByPrice<T extends { price: number | null }>(offers: readonly T[], range: OfferPriceRange): T[] {
  if (isDefaultOfferPriceRange(range)) return [...offers];
  return offers.filter((o) => o.price !== null && o.price >= range.min && o.price <= range.max);
}
