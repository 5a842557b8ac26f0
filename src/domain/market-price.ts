/**
 * The below-market-price badge (vehicle-page-and-flows §5, §9): shown only when the state average
 * market price minus the car's price is more than 499 and the price is below that average.
 * A car without a shown price (10 or less) never gets the badge: the badge sits in the price
 * block, which such a car does not have, and "$30,000 below market" for a $0 car is false.
 */
import type { AutograbData } from "../db/types";
import { isShownPrice } from "./price";

/** The margin must be more than this many dollars. */
export const BELOW_MARKET_MIN_MARGIN = 499;

export interface BelowMarket {
  /** The state average market price the car is compared with. */
  marketPrice: number;
  /** How far below it the car is, in dollars (always above 499). */
  belowBy: number;
}

export function belowMarketPrice(car: { price: number | null; autograb_data?: AutograbData | null }): BelowMarket | null {
  const marketPrice = car.autograb_data?.state_average_market_price;
  if (typeof marketPrice !== "number" || !Number.isFinite(marketPrice)) return null;
  if (!isShownPrice(car.price)) return null;
  const belowBy = marketPrice - car.price;
  if (belowBy > BELOW_MARKET_MIN_MARGIN && car.price < marketPrice) return { marketPrice, belowBy };
  return null;
}
