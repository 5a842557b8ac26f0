/**
 * Feeds as dealers have them (docs/stock-import.md "Column mappings"): a DMS export names its
 * columns its own way (StockNo, Rego, Odometer, Variant…), codes its dealers, writes dates as
 * DD/MM/YYYY, lists images with commas or pipes and prices a car "POA". A mapping says which
 * column is which feed field, which dealer code is which dealership, and how dates are written;
 * `FeedMapper` applies it to each row before the row is validated (src/stock/feed-row.ts).
 *
 * Nothing changes silently: every column the mapping leaves out is named in the report, and every
 * value the mapper alters (a date rewritten, "POA" read as no price, a dealer code replaced, an
 * image list split, a condition word normalised) is counted per column with the first rows where it
 * happened.
 */
import { z } from "zod";
import { COMMA_BEFORE_LINK, FEED_FIELDS } from "./feed-row";

/** A mapping as saved for a feed (site file, admin API, CLI). */
export const FeedMappingSchema = z
  .object({
    /** Source heading → feed field, or null to ignore the column on purpose. Headings match without regard to case, spaces or punctuation. */
    columns: z.record(z.string().min(1).max(100), z.string().min(1).max(60).nullable()).default({}),
    /** The DMS's dealer codes → this site's dealership slugs (read from the column mapped to dealership_slug). */
    dealer_codes: z.record(z.string().min(1).max(60), z.string().min(1).max(100)).default({}),
    /** How dates are written: DD/MM/YYYY (Australian DMS exports) or ISO 8601. */
    date_format: z.enum(["dmy", "iso"]).default("dmy"),
    /** Start from a preset's columns (this mapping's own columns win). */
    preset: z.enum(["au-dms"]).nullish(),
  })
  .strict()
  .superRefine((m, ctx) => {
    for (const [heading, target] of Object.entries(m.columns)) {
      if (target !== null && !FEED_FIELDS.has(target)) ctx.addIssue({ code: "custom", path: ["columns", heading], message: `"${target}" is not a feed field` });
    }
  });

export type FeedMapping = z.output<typeof FeedMappingSchema>;
export type FeedMappingInput = z.input<typeof FeedMappingSchema>;

/**
 * Column headings of common Australian DMS exports (and the spellings seen in dealer feeds),
 * each to its feed field. A column whose heading is already a feed field name maps to itself.
 */
export const AU_DMS_COLUMNS: Readonly<Record<string, string>> = {
  StockNo: "stocknum",
  StockNumber: "stocknum",
  Stock: "stocknum",
  DealerCode: "dealership_slug",
  Dealer: "dealership_slug",
  DealerID: "dealership_slug",
  Location: "location_slug",
  Branch: "location_slug",
  Rego: "regplate",
  Registration: "regplate",
  RegoExpiry: "rego_expiry",
  Odometer: "km",
  Kms: "km",
  Kilometres: "km",
  Variant: "badge",
  Series: "series",
  Make: "make",
  Model: "model",
  Year: "year",
  BuildYear: "year",
  BuildDate: "build_date",
  ComplianceDate: "compliance_date",
  Condition: "car_type",
  NewUsed: "car_type",
  VehicleType: "car_type",
  Status: "status",
  Price: "price",
  RetailPrice: "price",
  DriveAwayPrice: "price",
  WasPrice: "before_price",
  PriceType: "price_type",
  Colour: "colour",
  Color: "colour",
  ExteriorColour: "colour",
  InteriorColour: "interior_colour",
  Body: "body",
  BodyType: "body",
  Transmission: "trans",
  Gearbox: "trans",
  Fuel: "fuel",
  FuelType: "fuel",
  Drive: "drive",
  DriveType: "drive",
  Doors: "doors",
  Seats: "seats",
  EngineSize: "engine_size",
  VIN: "vin",
  NVIC: "nvic",
  Images: "images",
  Photos: "images",
  ImageURLs: "images",
  Comments: "dealercomments",
  Description: "dealercomments",
  DealerComments: "dealercomments",
};

export const FEED_PRESETS = { "au-dms": AU_DMS_COLUMNS } as const;

/** Fields that hold a date (DD/MM/YYYY is rewritten to ISO for them). */
const DATE_FIELDS = new Set(["rego_expiry", "build_date", "compliance_date"]);
/** Fields that hold a list (a comma or pipe list becomes the feed's `|` list). Links split only before another link. */
const LIST_FIELDS = new Set(["images", "thumbnails", "categories", "filtered_features"]);
const LINK_FIELDS = new Set(["images", "thumbnails"]);
/** Money fields: "POA" and its kin mean the car has no advertised price. */
const MONEY_FIELDS = new Set(["price", "before_price", "offer_price", "subscription_price"]);
const NO_PRICE_WORDS = new Set(["poa", "p.o.a.", "p.o.a", "price on application", "enquire", "call", "tba", "-"]);
const CONDITION_WORDS: Record<string, string> = { new: "new", used: "used", demo: "demo", demonstrator: "demo", "ex-demo": "demo", "pre-owned": "used", preowned: "used" };

const norm = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]/g, "");

export interface MappingChange {
  column: string;
  field: string;
  /** What was done to the values ("DD/MM/YYYY → YYYY-MM-DD", "POA → no price"…). */
  change: string;
  count: number;
  /** The first rows where it happened (at most 5). */
  rows: number[];
}

export interface MappingReport {
  /** The decoding used for the file's bytes, when the feed was read as bytes. */
  encoding?: "utf-8" | "windows-1252";
  /** Source heading → the feed field it fed. */
  columns: Record<string, string>;
  /** Columns read but not imported, by heading: the mapping does not name them (or names them null). */
  ignored_columns: string[];
  changes: MappingChange[];
}

/** A mapping applied to one feed: built from its header, then row by row; it keeps the report. */
export class FeedMapper {
  private readonly columnFor = new Map<string, string | null>();
  private readonly codes: Map<string, string>;
  private header: Array<{ heading: string; field: string | null }> = [];
  private readonly changes = new Map<string, MappingChange>();
  readonly report: MappingReport = { columns: {}, ignored_columns: [], changes: [] };

  constructor(private readonly mapping: FeedMapping) {
    const preset = mapping.preset ? FEED_PRESETS[mapping.preset] : {};
    for (const [h, f] of Object.entries(preset)) this.columnFor.set(norm(h), f);
    for (const [h, f] of Object.entries(mapping.columns)) this.columnFor.set(norm(h), f);
    this.codes = new Map(Object.entries(mapping.dealer_codes).map(([code, slug]) => [code.trim().toLowerCase(), slug]));
  }

  /**
   * Resolve the header. Returns the problems that stop the feed (a field fed by two columns, no
   * stock number or dealership column); unknown columns are not a problem, they are reported.
   */
  useHeader(headings: readonly string[]): Array<{ field: string; message: string }> {
    const problems: Array<{ field: string; message: string }> = [];
    const fedBy = new Map<string, string>();
    this.header = headings.map((heading) => {
      const key = norm(heading);
      const mapped = this.columnFor.has(key) ? this.columnFor.get(key)! : FEED_FIELDS.has(heading) ? heading : null;
      if (mapped === null) {
        if (heading.trim()) this.report.ignored_columns.push(heading);
        return { heading, field: null };
      }
      const other = fedBy.get(mapped);
      if (other !== undefined) problems.push({ field: heading, message: `Columns "${other}" and "${heading}" both map to ${mapped}` });
      fedBy.set(mapped, heading);
      this.report.columns[heading] = mapped;
      return { heading, field: mapped };
    });
    for (const required of ["dealership_slug", "stocknum"]) {
      if (!fedBy.has(required)) problems.push({ field: required, message: `No column maps to ${required}` });
    }
    return problems;
  }

  /** One record (heading → cell) as a feed row, its values normalised and each alteration counted. */
  mapRow(row: number, record: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const { heading, field } of this.header) {
      if (field === null || !(heading in record)) continue;
      out[field] = this.mapValue(row, heading, field, record[heading]);
    }
    return out;
  }

  private note(row: number, column: string, field: string, change: string): void {
    const key = `${column}\u0000${change}`;
    let c = this.changes.get(key);
    if (!c) {
      c = { column, field, change, count: 0, rows: [] };
      this.changes.set(key, c);
      this.report.changes.push(c);
    }
    c.count++;
    if (c.rows.length < 5) c.rows.push(row);
  }

  private mapValue(row: number, column: string, field: string, value: unknown): unknown {
    if (typeof value !== "string") return value;
    const text = value.trim();
    if (text === "") return value;
    if (field === "dealership_slug") {
      const slug = this.codes.get(text.toLowerCase());
      if (slug !== undefined && slug !== text) {
        this.note(row, column, field, "dealer code → dealership");
        return slug;
      }
      return text;
    }
    if (MONEY_FIELDS.has(field) && NO_PRICE_WORDS.has(text.toLowerCase())) {
      this.note(row, column, field, `"${text}" → no price`);
      return null;
    }
    if (DATE_FIELDS.has(field) && this.mapping.date_format === "dmy") {
      const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
      if (m) {
        this.note(row, column, field, "DD/MM/YYYY → YYYY-MM-DD");
        return `${m[3]}-${m[2]!.padStart(2, "0")}-${m[1]!.padStart(2, "0")}`;
      }
      return text;
    }
    if (LIST_FIELDS.has(field) && !text.startsWith("[") && !text.includes("|") && text.includes(",")) {
      const items = text
        .split(LINK_FIELDS.has(field) ? COMMA_BEFORE_LINK : ",")
        .map((s) => s.trim())
        .filter(Boolean);
      if (items.length > 1) {
        this.note(row, column, field, "comma list → items");
        return items.join("|");
      }
    }
    if (field === "car_type") {
      const word = CONDITION_WORDS[text.toLowerCase()];
      if (word && word !== text) {
        this.note(row, column, field, `"${text}" → ${word}`);
        return word;
      }
    }
    return value;
  }
}
