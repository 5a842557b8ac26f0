/**
 * A numeric range in words, as the results page's chips and a saved search's description say it:
 * "$20,000 – $30,000", "From $20,000", "Up to 50,000 km", "Year 2020", "Year from 2019".
 */
import { formatPrice } from "./money";
import { formatCount } from "./stock-count";

const FORMAT: Record<string, (n: number) => string> = { price: formatPrice, km: (n) => `${formatCount(n)} km`, year: String };

export function rangeLabel(name: string, r: { min?: number; max?: number }): string {
  const f = FORMAT[name] ?? String;
  const text =
    r.min !== undefined && r.min === r.max ? f(r.min) : r.min !== undefined && r.max !== undefined ? `${f(r.min)} – ${f(r.max)}` : r.min !== undefined ? `From ${f(r.min)}` : `Up to ${f(r.max!)}`;
  return name === "year" ? `Year ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}
