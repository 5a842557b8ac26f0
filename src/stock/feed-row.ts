/**
 * One row of a stock feed (docs/stock-import.md "Fields"), validated and coerced.
 *
 * Field names are the Car entity's of both specs, in snake_case. The same schema reads JSON,
 * NDJSON and CSV rows, so every field accepts its JSON type and the string a CSV cell holds:
 * numbers and booleans are coerced, list and object fields take JSON text or a `|`-separated
 * list. Unknown fields are rejected with their name, so a misspelt column surfaces at once
 * instead of silently dropping data.
 *
 * What a row means for a car that already exists: a field that is absent leaves the stored value
 * alone (so a price-only feed works); a field given as null or an empty string clears it back to
 * its default. A few fields are derived when they are not known (name, slug, photos_count,
 * primary_image_url, has_nvic, created_at, sold date, and the car's identity: make, model,
 * car_type, status); for those, null means "not known" and acts like absent. See car-values.ts.
 */
import { isSafeLink, SAFE_LINK_MESSAGE } from "../platform/safe-link";
import { cleanJson } from "../platform/clean-text";
import { z } from "zod";
import type {
  AutograbData,
  CarVariant,
  CaravanSpecifications,
  FinanceLenderEntry,
  FinanceLenders,
  PaymentProcessor,
  YouxQuote,
} from "../db/types";
import { AppError } from "../platform/errors";

/** A value a coercer could not accept; its message is shown to the feed's author. */
/** One field's problem, caught by the row reader and reported with the field's name. */
class Problem extends AppError {
  constructor(message: string) {
    super("invalid", message);
  }
}

const isBlank = (v: unknown) => v === null || (typeof v === "string" && v.trim() === "");

/**
 * A field read by `parse`: absent stays absent (undefined), null or "" becomes null, anything
 * else is coerced by `parse` or reported with its message.
 */
function field<T>(parse: (v: unknown) => T) {
  return z
    .unknown()
    .transform((v, ctx): T | null | undefined => {
      if (v === undefined) return undefined;
      if (isBlank(v)) return null;
      try {
        return parse(v);
      } catch (e) {
        if (!(e instanceof Problem)) throw e;
        ctx.addIssue({ code: "custom", message: e.message });
        return z.NEVER;
      }
    })
    .optional();
}

// ── Coercers ─────────────────────────────────────────────────────────────────────────────

function toText(max: number) {
  return (v: unknown): string => {
    if (typeof v === "number" && Number.isFinite(v)) return String(v);
    if (typeof v !== "string") throw new Problem("Expected text");
    const s = v.trim();
    if (s.length > max) throw new Problem(`Longer than ${max} characters`);
    return s;
  };
}

/** "12990", "12,990", "$12,990.00" and 12990 are all 12990. */
export function toNumber(v: unknown): number {
  if (typeof v === "number") {
    if (!Number.isFinite(v)) throw new Problem("Expected a number");
    return v;
  }
  if (typeof v !== "string") throw new Problem("Expected a number");
  let s = v.trim().replace(/^\$/, "");
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, "");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(s)) throw new Problem(`Expected a number, got "${v}"`);
  return Number(s);
}

function toInt(min: number, max: number, opts: { round?: boolean } = {}) {
  return (v: unknown): number => {
    let n = toNumber(v);
    if (!Number.isInteger(n)) {
      if (!opts.round) throw new Problem(`Expected a whole number, got ${n}`);
      n = Math.round(n);
    }
    if (n < min || n > max) throw new Problem(`Expected a number from ${min} to ${max}, got ${n}`);
    return n;
  };
}

/** Model years run at most one year ahead of the calendar. */
function toYear(v: unknown): number {
  const max = new Date().getUTCFullYear() + 1;
  let n: number;
  try {
    n = toNumber(v);
  } catch {
    throw new Problem(`Expected a year like 2021, got "${String(v)}"`);
  }
  if (!Number.isInteger(n) || n < 1900 || n > max) throw new Problem(`Expected a year from 1900 to ${max}, got ${String(v)}`);
  return n;
}

const TRUE = new Set(["true", "t", "yes", "y", "1"]);
const FALSE = new Set(["false", "f", "no", "n", "0"]);

export function toBoolean(v: unknown): boolean {
  if (typeof v === "boolean") return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v === "string") {
    const s = v.trim().toLowerCase();
    if (TRUE.has(s)) return true;
    if (FALSE.has(s)) return false;
  }
  throw new Problem(`Expected true or false, got "${String(v)}"`);
}

function isRealDate(y: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/**
 * A calendar date as "YYYY-MM-DD". Takes an ISO 8601 date, a year and month ("2019-06", the
 * first of the month: build dates are often known to the month), or a date-time, of which the
 * date as written is kept.
 */
export function toDate(v: unknown): string {
  if (typeof v !== "string") throw new Problem("Expected an ISO 8601 date like 2024-03-31");
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(v.trim());
  if (!m) throw new Problem(`Expected an ISO 8601 date like 2024-03-31, got "${v}"`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3] ?? "01")];
  if (!isRealDate(y, mo, d)) throw new Problem(`"${v}" is not a real date`);
  return `${m[1]}-${m[2]}-${m[3] ?? "01"}`;
}

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An ISO 8601 date-time ("2024-03-31T09:30:00+10:00"). A date alone is midnight UTC, and so is
 * a date-time without an offset: feeds come from servers, which keep UTC.
 */
export function toDateTime(v: unknown): Date {
  if (typeof v !== "string") throw new Problem("Expected an ISO 8601 date-time like 2024-03-31T09:30:00Z");
  const s = v.trim();
  const m = ISO_DATE_TIME.exec(s);
  if (!m || !isRealDate(Number(m[1]), Number(m[2]), Number(m[3]))) {
    throw new Problem(`Expected an ISO 8601 date-time like 2024-03-31T09:30:00Z, got "${v}"`);
  }
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  const zone = m[8] === undefined ? "Z" : m[8] === "Z" ? "Z" : m[8].replace(/^([+-]\d{2}):?(\d{2})$/, "$1:$2");
  const iso = m[4] === undefined ? `${date}T00:00:00Z` : `${date}T${m[4]}:${m[5]}:${m[6] ?? "00"}${m[7] ?? ""}${zone}`;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new Problem(`"${v}" is not a real date-time`);
  return d;
}

/** Unix seconds beyond this (the year 5138) are almost surely milliseconds sent by mistake. */
const MAX_UNIX_SECONDS = 1e11;

/** `*_timestamp` fields: Unix seconds (number or digits) or an ISO 8601 date-time. */
export function toTimestamp(v: unknown): Date {
  const digits = typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v.trim());
  if (typeof v === "number" || digits) {
    const secs = Number(v);
    if (!Number.isFinite(secs) || secs < 0) throw new Problem(`Expected Unix seconds, got ${String(v)}`);
    if (secs >= MAX_UNIX_SECONDS) throw new Problem(`${String(v)} looks like milliseconds; expected Unix seconds`);
    return new Date(Math.round(secs * 1000));
  }
  try {
    return toDateTime(v);
  } catch {
    throw new Problem(`Expected Unix seconds or an ISO 8601 date-time, got "${String(v)}"`);
  }
}

/** A list: a JSON array, JSON text of one, or a `|`-separated list ("a.jpg|b.jpg"). */
function toList(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (typeof v === "string") {
    const s = v.trim();
    if (s.startsWith("[")) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(s);
      } catch {
        throw new Problem("Not valid JSON (a list starting with [ must be a JSON array)");
      }
      if (!Array.isArray(parsed)) throw new Problem("Expected a JSON array");
      return parsed;
    }
    return s
      .split("|")
      .map((x) => x.trim())
      .filter((x) => x !== "");
  }
  throw new Problem("Expected a list (a JSON array or values separated by |)");
}

function toTextList(maxItems: number, maxLength: number) {
  return (v: unknown): string[] =>
    toList(v).map((item, i) => {
      if (typeof item === "number") return String(item);
      if (typeof item !== "string") throw new Problem(`Item ${i + 1}: expected text`);
      if (i >= maxItems) throw new Problem(`More than ${maxItems} items`);
      if (item.length > maxLength) throw new Problem(`Item ${i + 1}: longer than ${maxLength} characters`);
      return item.trim();
    });
}

/** An object: itself, or JSON text of one; then checked against `schema` (unknown keys named). */
function toObject<T>(schema: z.ZodType<T>) {
  return (v: unknown): T => {
    let obj = v;
    if (typeof v === "string") {
      try {
        obj = JSON.parse(v);
      } catch {
        throw new Problem("Not valid JSON (expected a JSON object)");
      }
    }
    if (typeof obj !== "object" || obj === null || Array.isArray(obj)) throw new Problem("Expected an object");
    const parsed = schema.safeParse(obj);
    if (!parsed.success) throw new Problem(describeIssues(parsed.error.issues));
    return parsed.data;
  };
}

function describeIssues(issues: z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((i) => {
      const keys = i.code === "unrecognized_keys" ? i.keys.join(", ") : "";
      const where = [...i.path.map(String), keys].filter(Boolean).join(".");
      const msg = i.code === "unrecognized_keys" ? "unknown key" : i.message;
      return where ? `${where}: ${msg}` : msg;
    })
    .join("; ");
}

// ── Nested shapes (src/db/types.ts) ─────────────────────────────────────────────────────

const num = z.number().nullish();
const str = z.string().nullish();

const VariantSchema: z.ZodType<CarVariant> = z
  .object({
    geartype: str,
    cylinders: num,
    enginesize: num,
    enginesize_litres: num,
    induction: str,
    fuelconsumptioncombined: num,
    fuelcapacity: num,
    grossvehiclemass: num,
    vehiclelength: num,
    vehicleheight: num,
    vehiclewidth: num,
    towingcapacitybraked: num,
    torque: num,
    bodyconfiguration: str,
    ancaprating: num,
  })
  .strict();

const SpecificationsSchema: z.ZodType<CaravanSpecifications> = z
  .object({
    body_width: num,
    body_length: num,
    tare_weight: num,
    axle_type: str,
    sleeps: num,
    aggregate_trailer_mass: num,
  })
  .strict();

const AutograbSchema: z.ZodType<AutograbData> = z
  .object({ average_market_price: num, state_average_market_price: num })
  .strict();

const YouxSchema: z.ZodType<YouxQuote> = z
  .object({ weeklyRepaymentAmount: num, advertisedRate: num, comparisonRate: num })
  .strict();

const LENDER_KEYS = new Set([
  "interestRate",
  "comparisonRate",
  "paymentWeek",
  "paymentMonth",
  "deposit",
  "termYears",
  "termMonths",
  "termWeeks",
  "balloon",
  "establishmentFees",
  "totalPayable",
]);
const LENDER_TEXT_KEYS = new Set(["financeProvider", "disclaimer"]);

/** Lender entries carry numeric fields plus any number of `term{N}` fields, hence a check by key. */
const LenderEntrySchema: z.ZodType<FinanceLenderEntry> = z.record(z.string(), z.unknown()).superRefine((entry, ctx) => {
  for (const [k, val] of Object.entries(entry)) {
    if (LENDER_TEXT_KEYS.has(k)) {
      if (val !== null && typeof val !== "string") ctx.addIssue({ code: "custom", path: [k], message: "Expected text" });
    } else if (LENDER_KEYS.has(k) || /^term\d+$/.test(k)) {
      if (val !== null && (typeof val !== "number" || !Number.isFinite(val))) ctx.addIssue({ code: "custom", path: [k], message: "Expected a number" });
    } else {
      ctx.addIssue({ code: "custom", path: [k], message: "unknown key" });
    }
  }
}) as unknown as z.ZodType<FinanceLenderEntry>;

const FinanceLendersSchema: z.ZodType<FinanceLenders> = z.record(z.string().min(1), LenderEntrySchema);

const PaymentProcessorSchema = z
  .object({
    name: z.string().min(1).max(60),
    // A processor listed on a car is there to take the reservation deposit unless it says not.
    reservable: z.boolean().default(true),
    deposit_amount: z.number().min(0).max(1_000_000).nullish(),
  })
  .strict();

/** A JSON array of processors, or names alone ("stripe|afterpay"), each then reservable. */
function toPaymentProcessors(v: unknown): PaymentProcessor[] {
  return toList(v).map((item, i) => {
    const parsed = PaymentProcessorSchema.safeParse(typeof item === "string" ? { name: item } : item);
    if (!parsed.success) throw new Problem(`Item ${i + 1}: ${describeIssues(parsed.error.issues)}`);
    return parsed.data;
  });
}

function toSlug(v: unknown): string {
  const s = toText(120)(v);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s)) throw new Problem(`"${s}" is not a slug: use lower-case letters, digits and single hyphens`);
  // /cars/trade-in is a page of its own: a car there could never be reached.
  if (s === "trade-in") throw new Problem(`"${s}" is taken by a page of the site (/cars/${s}): choose another slug`);
  return s;
}

export const CAR_TYPES = ["new", "used", "demo"] as const;
export type CarType = (typeof CAR_TYPES)[number];
export const ITEM_TYPES = ["car", "caravan", "motorcycle", "truck"] as const;

function toCarType(v: unknown): CarType {
  const s = toText(40)(v).toLowerCase();
  if (!(CAR_TYPES as readonly string[]).includes(s)) throw new Problem(`Expected one of new, used, demo, got "${s}"`);
  return s as CarType;
}

function toItemType(v: unknown): string {
  const s = toText(20)(v).toLowerCase();
  if (!(ITEM_TYPES as readonly string[]).includes(s)) throw new Problem(`Expected one of ${ITEM_TYPES.join(", ")}, got "${s}"`);
  return s;
}

/** Statuses are snake_case words: "In Stock" arrives as in_stock. Unknown ones are kept (and not shown). */
function toStatus(v: unknown): string {
  const s = toText(40)(v)
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if (!/^[a-z0-9_]+$/.test(s)) throw new Problem(`Expected a status such as in_stock, coming_soon or sold, got "${String(v)}"`);
  return s;
}

// ── The row ──────────────────────────────────────────────────────────────────────────────

const text = (max = 255) => field(toText(max));
const money = field(toInt(0, 100_000_000, { round: true }));
const bool = field(toBoolean);
const textList = (maxItems = 500, maxLength = 2000) => field(toTextList(maxItems, maxLength));
/** A photo or file address: http(s) or a site path, never javascript: or data: (src/platform/safe-link.ts). */
const link = (max = 2000) =>
  field((v) => {
    const s = toText(max)(v);
    if (!isSafeLink(s)) throw new Problem(SAFE_LINK_MESSAGE);
    return s;
  });
/**
 * Links separated by commas (`a.jpg, b.jpg`, as many DMS exports list images) are split where a
 * comma is followed by the start of another link, so `https://x/a.jpg,https://x/b.jpg` is two
 * links while a comma inside one URL (`…/w_640,h_480/…`) stays part of it.
 */
export const COMMA_BEFORE_LINK = /,\s*(?=(?:https?:)?\/\/|\/)/i;

const linkList = (maxItems = 500, maxLength = 2000) =>
  field((v) =>
    toTextList(maxItems, maxLength)(v)
      .flatMap((s) => s.split(COMMA_BEFORE_LINK).map((x) => x.trim()).filter(Boolean))
      .map((s, i) => {
      if (!isSafeLink(s)) throw new Problem(`Item ${i + 1}: ${SAFE_LINK_MESSAGE.toLowerCase()}`);
      return s;
    }),
  );

/** A required text key (never null). */
const key = (max: number) =>
  z.unknown().transform((v, ctx) => {
    if (v === undefined || isBlank(v)) {
      ctx.addIssue({ code: "custom", message: "Required" });
      return z.NEVER;
    }
    try {
      return toText(max)(v);
    } catch (e) {
      ctx.addIssue({ code: "custom", message: (e as Error).message });
      return z.NEVER;
    }
  });

export const FeedRowSchema = z
  .object({
    dealership_slug: key(80),
    stocknum: key(60),
    slug: field(toSlug),
    name: text(200),
    make: text(60),
    model: text(80),
    series: text(80),
    badge: text(120),
    year: field(toYear),
    km: field(toInt(0, 10_000_000, { round: true })),
    price: money,
    before_price: money,
    offer_price: money,
    subscription_price: money,
    weekly_price: money,
    price_type: text(40),
    car_type: field(toCarType),
    status: field(toStatus),
    tag: text(60),
    reserved: bool,
    certified: bool,
    preorder: bool,
    colour: text(60),
    interior_colour: text(60),
    drive: text(40),
    seats: field(toInt(0, 99)),
    doors: field(toInt(0, 9)),
    engine_size: text(40),
    fuel: text(60),
    simple_fuel: text(40),
    body: text(60),
    simple_body: text(40),
    trans: text(60),
    simple_transmission: text(40),
    regplate: text(20),
    rego_expiry: field(toDate),
    vin: text(20),
    nvic: text(20),
    has_nvic: bool,
    compliance_date: field(toDate),
    build_date: field(toDate),
    created_at: field(toDateTime),
    sold_date_timestamp: field(toTimestamp),
    dealercomments: text(20_000),
    images: linkList(),
    thumbnails: linkList(),
    primary_image_url: link(),
    photos_count: field(toInt(0, 10_000)),
    show_on_dealer_website: bool,
    file: link(),
    payment_processors: field(toPaymentProcessors),
    views: field(toInt(0, 2_000_000_000)),
    private_suburb: text(80),
    private_postcode: text(10),
    carsales_title: text(200),
    variant: field(toObject(VariantSchema)),
    specifications: field(toObject(SpecificationsSchema)),
    autograb_data: field(toObject(AutograbSchema)),
    finance_lenders: field(toObject(FinanceLendersSchema)),
    youxQuote: field(toObject(YouxSchema)),
    standardEquipment: textList(1000, 500),
    filtered_features: textList(200, 200),
    categories: textList(50, 100),
    item_type: field(toItemType),
    custom_rank: field(toInt(-1_000_000_000, 1_000_000_000)),
    location_slug: text(80),
    location_id: field(toInt(1, 2_147_483_647)),
  })
  .strict();

/** A row after coercion: absent fields are absent, cleared fields are null. */
export type FeedRow = z.output<typeof FeedRowSchema>;

/** Every field a row may carry: CSV headers are checked against this. */
export const FEED_FIELDS: ReadonlySet<string> = new Set(Object.keys(FeedRowSchema.shape));

export interface RowIssue {
  field: string;
  message: string;
}

export type ParsedRow = { ok: true; row: FeedRow } | { ok: false; issues: RowIssue[] };

/** Validate and coerce one feed row, naming each bad field. Pure. */
export function parseFeedRow(input: unknown): ParsedRow {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, issues: [{ field: "(row)", message: "Expected an object with the car's fields" }] };
  }
  // The one text rule for client text (src/platform/clean-text.ts: no NUL, no lone surrogate),
  // here because every importer's rows pass through: files, the admin API, arrays from code.
  const parsed = FeedRowSchema.safeParse(cleanJson(input));
  if (parsed.success) return { ok: true, row: parsed.data };
  const issues: RowIssue[] = [];
  for (const i of parsed.error.issues) {
    if (i.code === "unrecognized_keys") {
      for (const k of i.keys) issues.push({ field: k, message: `Unknown field "${k}" (check the spelling against the feed fields)` });
    } else {
      issues.push({ field: i.path.map(String).join(".") || "(row)", message: i.message });
    }
  }
  return { ok: false, issues };
}

/**
 * The row's key when it can be read even though the row is invalid: a replace import must not
 * delist a car whose row was merely malformed.
 */
export function readRowKey(input: unknown): { dealershipSlug?: string; stocknum?: string } {
  if (typeof input !== "object" || input === null) return {};
  const r = input as Record<string, unknown>;
  const asKey = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : undefined);
  return { dealershipSlug: asKey(r.dealership_slug), stocknum: asKey(r.stocknum) };
}
