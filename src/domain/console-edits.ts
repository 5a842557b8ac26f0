/**
 * The car fields staff may change in the console (issue 20, point 2), how a typed value is read,
 * and the rule for the next feed import.
 *
 * The rule: a DMS feed owns a car's data, but a price a manager just cut must not snap back at the
 * next nightly import. So a console edit remembers the value the feed had at the time; an import
 * keeps the staff's value while the feed still sends that same value, and takes the feed's new
 * value (and forgets the edit) once the feed changes it — the dealer changed it in the DMS, which
 * is newer than the console edit. A field the feed does not send at all keeps the staff's value.
 */
export const CONSOLE_CAR_FIELDS = ["price", "beforePrice", "tag", "certified", "dealercomments", "showOnDealerWebsite", "preorder", "status"] as const;
export type ConsoleCarField = (typeof CONSOLE_CAR_FIELDS)[number];

export const CONSOLE_FIELD_LABELS: Record<ConsoleCarField, string> = {
  price: "Price",
  beforePrice: "Was price",
  tag: "Tag",
  certified: "Certified",
  dealercomments: "Comments",
  showOnDealerWebsite: "Show on website",
  preorder: "Coming soon",
  status: "Status",
};

/** What a stock row says staff changed: the form's fields and the photos (src/domain/car-photos.ts). */
export const EDIT_MARK_LABELS: Record<string, string> = { ...CONSOLE_FIELD_LABELS, images: "Photos" };

/** The statuses staff may set: in stock, or sold (sold cars leave the site after the sold-cars window). */
export const CONSOLE_STATUSES = ["in_stock", "sold"] as const;

export const MAX_PRICE = 10_000_000;
export const TAG_MAX = 40;
export const COMMENTS_MAX = 10_000;

export type CarEditValues = Partial<{ price: number | null; beforePrice: number | null; tag: string | null; certified: boolean; dealercomments: string | null; showOnDealerWebsite: boolean; preorder: boolean; status: string }>;
export type FieldProblem = { field: string; message: string };

function readMoney(raw: string, label: string, field: string): number | null | FieldProblem {
  const t = raw.replace(/[$,\s]/g, "");
  if (t === "") return null;
  if (!/^\d+$/.test(t)) return { field, message: `${label} is whole dollars, like 32990` };
  const n = Number(t);
  if (n < 1 || n > MAX_PRICE) return { field, message: `${label} is between $1 and $${MAX_PRICE.toLocaleString("en-AU")}` };
  return n;
}

const isProblem = (v: unknown): v is FieldProblem => typeof v === "object" && v !== null && "message" in v;

/**
 * Read the fields present in a form (names as in CONSOLE_CAR_FIELDS; a checkbox field is sent with
 * its hidden "0" twin so an unticked box reads as false). Only fields present are changed.
 */
export function readCarEdit(form: Record<string, string | undefined>): { ok: true; values: CarEditValues } | { ok: false; errors: FieldProblem[] } {
  const values: CarEditValues = {};
  const errors: FieldProblem[] = [];
  for (const f of ["price", "beforePrice"] as const) {
    const raw = form[f];
    if (raw === undefined) continue;
    const v = readMoney(raw, CONSOLE_FIELD_LABELS[f], f);
    if (isProblem(v)) errors.push(v);
    else values[f] = v;
  }
  if (form.tag !== undefined) {
    const t = form.tag.trim();
    if (t.length > TAG_MAX) errors.push({ field: "tag", message: `A tag is at most ${TAG_MAX} characters` });
    else values.tag = t || null;
  }
  if (form.dealercomments !== undefined) {
    const t = form.dealercomments.replace(/\r\n/g, "\n").trim();
    if (t.length > COMMENTS_MAX) errors.push({ field: "dealercomments", message: `Comments are at most ${COMMENTS_MAX.toLocaleString("en-AU")} characters` });
    else values.dealercomments = t || null;
  }
  for (const f of ["certified", "showOnDealerWebsite", "preorder"] as const) {
    const raw = form[f];
    if (raw === undefined) continue;
    if (raw !== "1" && raw !== "0" && raw !== "on") errors.push({ field: f, message: `${CONSOLE_FIELD_LABELS[f]} is yes or no` });
    else values[f] = raw !== "0";
  }
  if (form.status !== undefined) {
    if (!(CONSOLE_STATUSES as readonly string[]).includes(form.status)) errors.push({ field: "status", message: "Status is In stock or Sold" });
    else values.status = form.status;
  }
  if (values.price != null && values.beforePrice != null && values.beforePrice <= values.price) {
    errors.push({ field: "beforePrice", message: "The was price must be more than the price (or leave it empty)" });
  }
  return errors.length ? { ok: false, errors } : { ok: true, values };
}

export type ConsoleEdits = Record<string, { feed: unknown }>;

/** The fields that changed, with before and after (for the audit log and for "nothing to save"). */
export function changedFields(stored: Record<string, unknown>, values: CarEditValues): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (stored[k] !== v) {
      before[k] = stored[k] ?? null;
      after[k] = v;
    }
  }
  return { before, after };
}

/**
 * The edit marks after a console save: each changed field remembers the value the feed gave it —
 * the value before the first console edit, kept across later edits of the same field.
 */
export function markEdits(edits: ConsoleEdits, before: Record<string, unknown>): ConsoleEdits {
  const next: ConsoleEdits = { ...edits };
  for (const [k, v] of Object.entries(before)) if (!(k in next)) next[k] = { feed: v };
  return next;
}

/** Equal values; a list (a car's photos) is equal when it has the same items in the same order. */
const same = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((v, i) => v === b[i]) : (a ?? null) === (b ?? null);

/**
 * The rule for an import (see the file comment): `incoming` is the car as the import built it
 * (feed values over the stored car), `stored` the car before it. Returns the values to write for
 * the edited fields and the marks that remain.
 */
export function keepConsoleEdits(edits: ConsoleEdits, stored: Record<string, unknown>, incoming: Record<string, unknown>): { keep: Record<string, unknown>; edits: ConsoleEdits } {
  const keep: Record<string, unknown> = {};
  const remaining: ConsoleEdits = {};
  for (const [field, mark] of Object.entries(edits)) {
    if (same(incoming[field], mark.feed) || same(incoming[field], stored[field])) {
      keep[field] = stored[field];
      remaining[field] = mark;
    }
  }
  return { keep, edits: remaining };
}
