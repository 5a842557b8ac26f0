/**
 * The comparison page's rules: the car ids a shared URL names, and the rows of the side-by-side
 * table with the differences marked. Server-side and tests only; the list rules the Compare
 * boxes use are in compare.ts.
 */
import { COMPARE_LIMIT } from "./compare";

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
