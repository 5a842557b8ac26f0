/**
 * "$34,990": dollar sign, whole dollars, comma thousands. Cents are rounded half away from zero
 * (34,990.50 → "$34,991"), the way a person rounds a price. Negative amounts read "-$500".
 */
export function formatPrice(amount: number): string {
  const dollars = Math.round(Math.abs(amount));
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return amount < 0 && dollars !== 0 ? `-$${grouped}` : `$${grouped}`;
}
