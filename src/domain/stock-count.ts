/**
 * The stock count a site advertises ("Browse our 1,234 cars"): cars a shopper can buy (in stock
 * or coming soon), never the recently sold cars the results still list with a Just Sold tag.
 * Per the spec, a count above 1999 is not shown as is: it is replaced by the configured stock
 * count when the dealer set one, otherwise by the number of cars in stock.
 */
export const STOCK_COUNT_LIMIT = 1999;

export interface StockCounts {
  /** Listed cars a shopper can buy: in stock or coming soon (not the recently sold ones). */
  forSale: number;
  /** Of those, the cars with status in_stock. */
  inStock: number;
  /** config.stock_count. */
  configured: number | null;
}

export function advertisedStockCount({ forSale, inStock, configured }: StockCounts): number {
  if (forSale <= STOCK_COUNT_LIMIT) return forSale;
  // A configured 0 would advertise "0 cars" on the busiest sites; it reads as "not set".
  return configured && configured > 0 ? configured : inStock;
}

/**
 * "1,234": a whole number with thousands separators, as en-AU's Intl.NumberFormat writes it.
 * Done by hand because Intl's formatting is slow for how often the results page calls this
 * (every card and facet count, on the phone that hydrates them); Intl keeps the odd cases.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e15) return new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 }).format(n);
  const whole = Math.round(Math.abs(n));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return n < 0 && whole !== 0 ? `-${digits}` : digits;
}
