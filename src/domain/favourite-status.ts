/**
 * The favourites page's rule for what changed since a car was saved (sold, reserved, a price
 * change). Apart from favourites.ts because every heart on a results page loads that module whole.
 */
/** What the live site says of a favourite now, as the favourites page reads it. */
export interface LiveCar {
  id: number;
  available: boolean;
  reserved: boolean;
  /** The price the site shows now (null: none shown). */
  price: number | null;
}

export type FavouriteStatus =
  | { kind: "gone"; text: string }
  | { kind: "sold"; text: string }
  | { kind: "reserved"; text: string }
  | { kind: "price_down" | "price_up"; text: string; change: number }
  | { kind: "unchanged"; text: null };

/**
 * The line a favourite gets: no longer listed, sold, reserved, or its price moved by a dollar or
 * more since it was saved (down first: it is what a shopper waits for).
 */
export function favouriteStatus(live: LiveCar | undefined, savedPrice: number | undefined, formatPrice: (n: number) => string): FavouriteStatus {
  if (!live) return { kind: "gone", text: "No longer listed" };
  if (!live.available) return { kind: "sold", text: "Sold" };
  if (live.reserved) return { kind: "reserved", text: "Reserved" };
  if (savedPrice !== undefined && live.price !== null && Math.abs(live.price - savedPrice) >= 1) {
    const change = live.price - savedPrice;
    return change < 0
      ? { kind: "price_down", change, text: `Price dropped ${formatPrice(-change)} since you saved it` }
      : { kind: "price_up", change, text: `Price up ${formatPrice(change)} since you saved it` };
  }
  return { kind: "unchanged", text: null };
}
