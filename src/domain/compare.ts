/**
 * Comparing cars side by side: which cars the shopper picked (kept on the device, so it works
 * without signing in), the shareable URL, and the rows of the comparison with the differences
 * marked. Pure and free of server-only imports: the card toggles, the tray and the page use it.
 */
/** Cars compared side by side at most. A fifth asks which to drop; it never pushes one out silently. */
export const COMPARE_LIMIT = 4;
export const COMPARE_KEY = "forecourt:compare";

export interface CompareEntry {
  id: number;
  name: string;
  slug: string;
  primary_image_url: string | null;
}

function isEntry(e: unknown): e is CompareEntry {
  if (typeof e !== "object" || e === null) return false;
  const f = e as Record<string, unknown>;
  return (
    typeof f.id === "number" &&
    Number.isSafeInteger(f.id) &&
    typeof f.name === "string" &&
    typeof f.slug === "string" &&
    (f.primary_image_url === null || typeof f.primary_image_url === "string")
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

/**
 * The car ids of a shared compare URL (`?ids=12,7,9`, also repeated `ids=`): whole positive
 * numbers, each once, in the order given, at most COMPARE_LIMIT. `ignored` counts what was left out.
 */
export function parseCompareIds(raw: string | readonly string[] | undefined): { ids: number[]; ignored: number } {
  const parts = (typeof raw === "string" ? [raw] : (raw ?? [])).flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
  const ids: number[] = [];
  let ignored = 0;
  for (const part of parts.slice(0, 100)) {
    const id = /^\d{1,15}$/.test(part) ? Number(part) : NaN;
    if (!Number.isSafeInteger(id) || id <= 0 || ids.includes(id) || ids.length >= COMPARE_LIMIT) ignored += 1;
    else ids.push(id);
  }
  return { ids, ignored: ignored + Math.max(0, parts.length - 100) };
}

/** What the comparison shows of one car. Values are already chosen for display (null: not given). */
export interface CompareFacts {
  /** The price as the site shows it (src/domain/price.ts: offer, reduced, PREORDER or enquire). */
  price: string | null;
  year: number | null;
  km: number | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  drive: string | null;
  engine: string | null;
  seats: number | null;
  colour: string | null;
  location: string | null;
}

export interface CompareRow {
  key: keyof CompareFacts;
  label: string;
  values: string[];
  /** The cars do not all have the same value (a missing value counts as different). */
  differs: boolean;
}

const NOT_GIVEN = "—";

const ROWS: Array<{ key: keyof CompareFacts; label: string; show: (v: never) => string }> = [
  { key: "price", label: "Price", show: (v: string) => v },
  { key: "year", label: "Year", show: (v: number) => String(v) },
  { key: "km", label: "Odometer", show: (v: number) => `${v.toLocaleString("en-AU")} km` },
  { key: "body", label: "Body", show: (v: string) => v },
  { key: "fuel", label: "Fuel", show: (v: string) => v },
  { key: "transmission", label: "Transmission", show: (v: string) => v },
  { key: "drive", label: "Drive", show: (v: string) => v },
  { key: "engine", label: "Engine", show: (v: string) => v },
  { key: "seats", label: "Seats", show: (v: number) => String(v) },
  { key: "colour", label: "Colour", show: (v: string) => v },
  { key: "location", label: "Location", show: (v: string) => v },
];

/**
 * The comparison's rows, one per fact, with each car's value and whether they differ. A row no car
 * has a value for is left out; text is compared without regard to case or spacing.
 */
export function compareRows(cars: readonly CompareFacts[]): CompareRow[] {
  const rows: CompareRow[] = [];
  for (const { key, label, show } of ROWS) {
    const raw = cars.map((c) => c[key]);
    if (raw.every((v) => v === null || v === "")) continue;
    const values = raw.map((v) => (v === null || v === "" ? NOT_GIVEN : (show as (x: unknown) => string)(v)));
    const norm = values.map((v) => v.toLowerCase().replace(/\s+/g, " ").trim());
    rows.push({ key, label, values, differs: cars.length > 1 && new Set(norm).size > 1 });
  }
  return rows;
}
