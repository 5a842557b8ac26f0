/**
 * Price bands for the `price_range` and `weekly_price_range` facets. A car falls in exactly one
 * band by its price (or weekly price); cars without one fall in none. Labels are what the URL
 * carries (`price_range=20000-25000`), so they are plain ASCII and never change once published.
 */

export interface Band {
  label: string;
  /** Included. */
  min: number;
  /** Excluded; null for the open top band. */
  max: number | null;
}

function bands(edges: number[]): Band[] {
  return edges.map((min, i) => {
    const max = edges[i + 1] ?? null;
    return { label: max === null ? `${min}+` : `${min}-${max}`, min, max };
  });
}

/** Dollars. Edges follow the filter's price quick picks ($5,000 … $70,000) and go on to luxury. */
export const PRICE_BANDS: readonly Band[] = bands([
  0, 5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 60000, 70000, 100000, 150000, 300000,
]);

/** Dollars per week. */
export const WEEKLY_PRICE_BANDS: readonly Band[] = bands([0, 100, 150, 200, 250, 300, 400, 500, 750]);

/** The band a value falls in, or null (no value, or a negative one). */
export function bandOf(value: number | null | undefined, list: readonly Band[]): string | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return null;
  for (const b of list) if (value >= b.min && (b.max === null || value < b.max)) return b.label;
  return null;
}

/**
 * SQL expression giving the index in `list` of the band a numeric column falls in (null when it
 * falls in none). Bands are contiguous from list[0].min, so width_bucket over the edges does it:
 * it answers 0 below the first edge, which nullif turns into "none".
 */
export function bandIndexSql(column: string, list: readonly Band[]): string {
  const edges = list.map((b) => b.min).join(",");
  return `(nullif(width_bucket(${column}, array[${edges}]::int[]), 0) - 1)`;
}
