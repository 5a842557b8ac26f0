/**
 * Comparing cars side by side: which cars the shopper picked (kept on the device, so it works
 * without signing in) and the shareable URL. Pure and free of server-only imports: every Compare
 * box on a results page loads it, so the comparison page's own rules live apart, in
 * compare-table.ts (a module is shipped whole to the browser, not export by export).
 */
/** Cars compared side by side at most. A fifth asks which to drop; it never pushes one out silently. */
export const COMPARE_LIMIT = 4;
export const COMPARE_KEY = "forecourt:compare";

export interface CompareEntry {
  id: number;
  name: string;
  slug: string;
  primary_image_url: string | null;
  /** car, caravan, motorcycle or truck: what the tray and dialog call the picked items ("Compare 2 caravans"). Absent in lists kept before it was stored. */
  item_type?: string | null;
}

function isEntry(e: unknown): e is CompareEntry {
  if (typeof e !== "object" || e === null) return false;
  const f = e as Record<string, unknown>;
  return (
    typeof f.id === "number" &&
    Number.isSafeInteger(f.id) &&
    typeof f.name === "string" &&
    typeof f.slug === "string" &&
    (f.primary_image_url === null || typeof f.primary_image_url === "string") &&
    (f.item_type === undefined || f.item_type === null || typeof f.item_type === "string")
  );
}

/** The stored list, oldest first; malformed entries (an older version kept bare ids) are dropped. */
export function readCompareEntries(stored: string | null): CompareEntry[] {
  if (!stored) return [];
  try {
    const v = JSON.parse(stored) as unknown;
    if (!Array.isArray(v)) return [];
    const seen = new Set<number>();
    return v.filter((e): e is CompareEntry => isEntry(e) && !seen.has(e.id) && !!seen.add(e.id)).slice(0, COMPARE_LIMIT);
  } catch {
    return [];
  }
}

export type CompareToggle =
  | { kind: "added" | "removed"; list: CompareEntry[] }
  /** The list is full: the shopper must choose which car makes room (see `replaceInCompare`). */
  | { kind: "full"; list: CompareEntry[] };

/** The list after the Compare box of `entry` is pressed. */
export function toggleCompare(list: readonly CompareEntry[], entry: CompareEntry, limit = COMPARE_LIMIT): CompareToggle {
  const others = list.filter((e) => e.id !== entry.id);
  if (others.length !== list.length) return { kind: "removed", list: others };
  if (list.length >= limit) return { kind: "full", list: [...list] };
  return { kind: "added", list: [...list, entry] };
}

/** The list with `dropId` taken out and `entry` added last: the answer to "which car makes room?". */
export function replaceInCompare(list: readonly CompareEntry[], dropId: number, entry: CompareEntry): CompareEntry[] {
  return [...list.filter((e) => e.id !== dropId && e.id !== entry.id), entry].slice(-COMPARE_LIMIT);
}

export function compareHref(ids: readonly number[]): string {
  return `/compare?ids=${ids.join(",")}`;
}
