/** "caravans" → "Caravans": the first letter upper-cased, the rest as it is ("" stays ""). */
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
