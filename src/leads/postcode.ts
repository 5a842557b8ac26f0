/**
 * The state or territory an Australian postcode belongs to (Australia Post's ranges), so that a
 * dealer's CRM gets a region with the postcode. Pure.
 */
const RANGES: Array<[number, number, string]> = [
  [200, 299, "ACT"],
  [800, 999, "NT"],
  [1000, 2599, "NSW"],
  [2600, 2618, "ACT"],
  [2619, 2899, "NSW"],
  [2900, 2920, "ACT"],
  [2921, 2999, "NSW"],
  [3000, 3999, "VIC"],
  [4000, 4999, "QLD"],
  [5000, 5999, "SA"],
  [6000, 6999, "WA"],
  [7000, 7999, "TAS"],
  [8000, 8999, "VIC"],
  [9000, 9999, "QLD"],
];

export function stateForPostcode(postcode: string | null | undefined): string | null {
  if (!postcode || !/^\d{4}$/.test(postcode)) return null;
  const n = Number(postcode);
  return RANGES.find(([a, b]) => n >= a && n <= b)?.[2] ?? null;
}
