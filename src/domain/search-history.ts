/**
 * The shopper's search history (vehicle spec §3 and §9: "Search history: last 5 searches"),
 * kept in the browser and offered back on the search page. An entry is a search the shopper
 * made (text or at least one filter), as the URL that shows it and a label read from its filters.
 * The newest comes first; the same search again moves to the front instead of being listed twice;
 * the sixth pushes out the oldest.
 */
export const SEARCH_HISTORY_SIZE = 5;

export interface SearchHistoryEntry {
  /** The search's own URL, page 1 ("/search/used-cars?make=Toyota"). */
  href: string;
  /** What the shopper asked for ("Toyota · SUV · Under $30,000"). */
  label: string;
}

/** The history with `entry` at the front: no duplicate URL, at most SEARCH_HISTORY_SIZE entries. */
export function rememberSearch(history: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  return [entry, ...history.filter((e) => e.href !== entry.href)].slice(0, SEARCH_HISTORY_SIZE);
}

/** A stored history read back: anything malformed (another version, a hand edit) is dropped, never thrown. */
export function parseSearchHistory(raw: string | null): SearchHistoryEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((e): e is SearchHistoryEntry => typeof e === "object" && e !== null && typeof e.href === "string" && e.href.startsWith("/") && !e.href.startsWith("//") && typeof e.label === "string" && e.label.length > 0)
      .slice(0, SEARCH_HISTORY_SIZE);
  } catch {
    return [];
  }
}

/** The label of a search from its applied filters' chip labels; null for the unfiltered listing (not a search to remember). */
export function searchHistoryLabel(chipLabels: readonly string[], maxLength = 80): string | null {
  if (!chipLabels.length) return null;
  const label = chipLabels.join(" · ");
  return label.length > maxLength ? `${label.slice(0, maxLength - 1).trimEnd()}…` : label;
}
