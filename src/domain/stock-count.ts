/**
 * The stock count a site advertises ("Browse our 1,234 cars"). Per the spec, a count above
 * 1999 is not shown as is: it is replaced by the configured stock count when the dealer set one,
 * otherwise by the number of cars in stock (leaving out coming-soon and recently sold cars,
 * which inflate a large group's listing count).
 */
export const STOCK_COUNT_LIMIT = 1999;

export interface StockCounts {
  /** Cars listed on the site (in stock, coming soon, or sold within the shown days). */
  listed: number;
  /** Of those, the cars with status in_stock. */
  inStock: number;
  /** config.stock_count. */
  configured: number | null;
}

export function advertisedStockCount({ listed, inStock, configured }: StockCounts): number {
  if (listed <= STOCK_COUNT_LIMIT) return listed;
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
