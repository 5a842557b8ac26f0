/**
 * How a car's price reads on a card and in the vehicle page's price block.
 *
 * Spec order (vehicle-page-and-flows §4): the subscription price when the site offers
 * subscriptions and it is above 0; else the reduced or normal price when above 10; else PREORDER
 * when the car is a pre-order; else the no-price text "Enquire for price.".
 *
 * Price fields, as this module reads them:
 * - `price` is the advertised (current) price.
 * - `offer_price` is a special-offer price. When it is above 10 and below `price` it is the
 *   "reduced" price and `price` becomes the struck-through was-price.
 * - `before_price` is what the car used to be advertised at. When it is above `price` the car's
 *   price was dropped: `price` shows as reduced and `before_price` is the was-price.
 * A was-price is only ever shown when it is strictly higher than the amount shown: a "was" equal
 * to or below "now" would be a misleading price comparison.
 */

import { formatPrice } from "./money";

/** Below or at this, a price is a placeholder in the feed (0, 1, 10 …) and is never shown. */
export const MIN_SHOWN_PRICE = 10;
export const NO_PRICE_TEXT = "Enquire for price.";
export const PREORDER_TEXT = "PREORDER";

export interface PricedCar {
  price: number | null;
  before_price?: number | null;
  offer_price?: number | null;
  subscription_price?: number | null;
  price_type?: string | null;
  preorder?: boolean | null;
}

export type PriceDisplay =
  | { kind: "subscription"; amount: number; wasAmount: null; priceType: null; label: string }
  | { kind: "reduced"; amount: number; wasAmount: number; priceType: string | null; label: string; wasLabel: string }
  | { kind: "price"; amount: number; wasAmount: null; priceType: string | null; label: string }
  | { kind: "preorder"; amount: null; wasAmount: null; priceType: null; label: typeof PREORDER_TEXT }
  | { kind: "enquire"; amount: null; wasAmount: null; priceType: null; label: typeof NO_PRICE_TEXT };

// formatPrice lives in ./money, alone, so that the results page's script (sliders, chips) can format
// dollars without shipping the price display rules.
export { formatPrice };

/** A price the site may show: a number above 10. */
export function isShownPrice(amount: number | null | undefined): amount is number {
  return typeof amount === "number" && Number.isFinite(amount) && amount > MIN_SHOWN_PRICE;
}

function nonBlank(text: string | null | undefined): string | null {
  const t = text?.trim();
  return t ? t : null;
}

export function priceDisplay(car: PricedCar, config: { subscriptions_enabled: boolean }): PriceDisplay {
  const subscription = car.subscription_price;
  if (config.subscriptions_enabled && typeof subscription === "number" && subscription > 0) {
    // The subscription has its own period copy in the UI; the car's price type (e.g. "Drive Away")
    // describes the purchase price, not the subscription, so it is not carried over.
    return { kind: "subscription", amount: subscription, wasAmount: null, priceType: null, label: formatPrice(subscription) };
  }
  const priceType = nonBlank(car.price_type);
  const price = car.price;
  if (isShownPrice(car.offer_price) && (!isShownPrice(price) || car.offer_price < price)) {
    if (isShownPrice(price)) return reduced(car.offer_price, price, priceType);
    return { kind: "price", amount: car.offer_price, wasAmount: null, priceType, label: formatPrice(car.offer_price) };
  }
  if (isShownPrice(price)) {
    if (isShownPrice(car.before_price) && car.before_price > price) return reduced(price, car.before_price, priceType);
    return { kind: "price", amount: price, wasAmount: null, priceType, label: formatPrice(price) };
  }
  if (car.preorder) return { kind: "preorder", amount: null, wasAmount: null, priceType: null, label: PREORDER_TEXT };
  return { kind: "enquire", amount: null, wasAmount: null, priceType: null, label: NO_PRICE_TEXT };
}

function reduced(amount: number, wasAmount: number, priceType: string | null): PriceDisplay {
  return { kind: "reduced", amount, wasAmount, priceType, label: formatPrice(amount), wasLabel: formatPrice(wasAmount) };
}
