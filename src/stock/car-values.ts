/**
 * From a validated feed row (and the car as stored, when it exists) to the full `cars` row to
 * write. Pure: the import does the reading and writing around it.
 *
 * Rules (docs/stock-import.md "Fields"):
 * - A field absent from the row keeps the stored value; a field given as null clears it to its
 *   default. A new car starts from the defaults.
 * - make, model and car_type are required for a new car; status defaults to in_stock.
 * - name defaults to "{year} {make} {model} {badge}", and is kept in step with those fields
 *   while it was never given explicitly.
 * - slug: given, or kept (URLs of listed cars never change under a feed), or made from year,
 *   make, model and stock number.
 * - photos_count follows images, primary_image_url follows the first image, has_nvic follows
 *   nvic, unless the row gives them.
 * - A car that turns sold without a sold date is dated now, so it shows as just sold for the
 *   configured days; one that was already sold keeps its date.
 * - search_text is rewritten from the final values.
 */
import type { cars } from "../db/schema";
import { keepConsoleEdits, type ConsoleEdits } from "../domain/console-edits";
import type { FeedRow } from "./feed-row";
// The search's own folding, so a slug, the stored search words and a shopper's query treat
// "Citroën" and "Straße" alike.
import { compactCode, normaliseText } from "../search/text";

export type CarInsert = typeof cars.$inferInsert;
export type CarRow = typeof cars.$inferSelect;

export interface CarTarget {
  siteId: number;
  dealershipId: number;
  /** The location the row named (resolved by the import), if it named one. */
  locationId?: number;
  /** Where a new car goes when the row names no location: the dealership's primary one. */
  defaultLocationId: number | null;
  now: Date;
}

export type CarValues =
  | { ok: true; values: CarInsert & { slug: string; name: string }; generatedSlug: boolean; isNew: boolean }
  | { ok: false; field: string; message: string };

/** "Mercedes-Benz C 300 É" -> "mercedes-benz-c-300-e". */
export function slugify(s: string, max = 120): string {
  return normaliseText(s).replace(/ /g, "-").slice(0, max).replace(/-+$/, "");
}

export function defaultCarName(c: { year?: number | null; make?: string | null; model?: string | null; badge?: string | null }): string {
  return [c.year, c.make, c.model, c.badge].filter((p) => p !== null && p !== undefined && p !== "").join(" ");
}

export function generatedCarSlug(c: { year?: number | null; make: string; model: string; stocknum: string }): string {
  return slugify(`${c.year ?? ""} ${c.make} ${c.model} ${c.stocknum}`) || slugify(c.stocknum) || "car";
}

/**
 * The words the stock search matches, as ' word word … ' (the format migration 0003's trigger
 * also writes): make, model, badge, series, body, fuel, colour, stock number, VIN, rego and name,
 * plus the stock number, VIN and rego without punctuation ("AB-123" also as "ab123").
 */
export function carSearchText(c: {
  make?: string | null;
  model?: string | null;
  badge?: string | null;
  series?: string | null;
  body?: string | null;
  simpleBody?: string | null;
  fuel?: string | null;
  simpleFuel?: string | null;
  colour?: string | null;
  stocknum?: string | null;
  vin?: string | null;
  regplate?: string | null;
  name?: string | null;
}): string {
  const parts = [c.make, c.model, c.badge, c.series, c.body, c.simpleBody, c.fuel, c.simpleFuel, c.colour, c.stocknum, c.vin, c.regplate, c.name];
  const words = normaliseText([...parts, compactCode(c.stocknum), compactCode(c.vin), compactCode(c.regplate)].filter(Boolean).join(" "));
  return ` ${words} `;
}

/** Plain fields: feed name -> column, with the value a null clears it to. */
const PLAIN = {
  series: ["series", null],
  badge: ["badge", null],
  year: ["year", null],
  km: ["km", null],
  price: ["price", null],
  before_price: ["beforePrice", null],
  offer_price: ["offerPrice", null],
  subscription_price: ["subscriptionPrice", null],
  weekly_price: ["weeklyPrice", null],
  price_type: ["priceType", null],
  tag: ["tag", null],
  reserved: ["reserved", false],
  certified: ["certified", false],
  preorder: ["preorder", false],
  colour: ["colour", null],
  interior_colour: ["interiorColour", null],
  drive: ["drive", null],
  seats: ["seats", null],
  doors: ["doors", null],
  engine_size: ["engineSize", null],
  fuel: ["fuel", null],
  simple_fuel: ["simpleFuel", null],
  body: ["body", null],
  simple_body: ["simpleBody", null],
  trans: ["trans", null],
  simple_transmission: ["simpleTransmission", null],
  regplate: ["regplate", null],
  rego_expiry: ["regoExpiry", null],
  vin: ["vin", null],
  nvic: ["nvic", null],
  compliance_date: ["complianceDate", null],
  build_date: ["buildDate", null],
  dealercomments: ["dealercomments", null],
  images: ["images", []],
  thumbnails: ["thumbnails", []],
  show_on_dealer_website: ["showOnDealerWebsite", true],
  file: ["file", null],
  payment_processors: ["paymentProcessors", []],
  views: ["views", 0],
  private_suburb: ["privateSuburb", null],
  private_postcode: ["privatePostcode", null],
  carsales_title: ["carsalesTitle", null],
  variant: ["variant", {}],
  specifications: ["specifications", {}],
  autograb_data: ["autograbData", null],
  finance_lenders: ["financeLenders", {}],
  youxQuote: ["youxQuote", null],
  standardEquipment: ["standardEquipment", []],
  filtered_features: ["filteredFeatures", []],
  categories: ["categories", []],
  item_type: ["itemType", "car"],
  custom_rank: ["customRank", 0],
} as const satisfies Partial<Record<keyof FeedRow, readonly [keyof CarInsert, unknown]>>;

/**
 * The columns an import writes: every field of the feed plus what is derived. Columns outside
 * this set (added by later features) are never touched by an import.
 */
export const IMPORT_COLUMNS: ReadonlySet<string> = new Set<string>([
  ...Object.values(PLAIN).map(([col]) => col),
  "siteId",
  "dealershipId",
  "locationId",
  "stocknum",
  "slug",
  "name",
  "make",
  "model",
  "carType",
  "status",
  "photosCount",
  "primaryImageUrl",
  "hasNvic",
  "soldDate",
  "createdAt",
  "updatedAt",
  "delistedAt",
  "searchText",
  "consoleEdits",
] satisfies Array<keyof CarInsert>);

/** The defaults of a new car, before the row is applied. */
function blankCar(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [col, empty] of Object.values(PLAIN)) out[col] = empty;
  return out;
}

/** Merge one row onto the stored car (or a new one) and derive what follows from it. */
export function buildCarValues(row: FeedRow, existing: CarRow | null, target: CarTarget): CarValues {
  const car: Record<string, unknown> = existing ? { ...existing } : blankCar();
  for (const [feedName, [col, empty]] of Object.entries(PLAIN)) {
    const v = row[feedName as keyof FeedRow];
    if (v === undefined) continue;
    car[col] = v === null ? empty : v;
  }

  // Fields staff changed in the console stay as they set them while the feed still sends the value
  // it had then (src/domain/console-edits.ts); a feed that changed its value wins.
  let consoleEdits: ConsoleEdits = {};
  let keptStatus: string | undefined;
  let keptPhotos = false;
  if (existing && Object.keys(existing.consoleEdits).length) {
    const kept = keepConsoleEdits(existing.consoleEdits, existing as unknown as Record<string, unknown>, { ...car, status: row.status ?? existing.status });
    const { status: staffStatus, ...fields } = kept.keep;
    Object.assign(car, fields);
    if (typeof staffStatus === "string") keptStatus = staffStatus;
    keptPhotos = "images" in fields;
    consoleEdits = kept.edits;
  }

  // Identity: null means "not known", so the stored value (if any) stands.
  const make = row.make ?? existing?.make;
  const model = row.model ?? existing?.model;
  const carType = row.car_type ?? existing?.carType;
  if (!make) return { ok: false, field: "make", message: "Required for a new car" };
  if (!model) return { ok: false, field: "model", message: "Required for a new car" };
  if (!carType) return { ok: false, field: "car_type", message: "Required for a new car (new, used or demo)" };
  const status = keptStatus ?? row.status ?? existing?.status ?? "in_stock";

  const nameParts = { year: car.year as number | null, make, model, badge: car.badge as string | null };
  let name: string;
  if (row.name) name = row.name;
  else if (existing && existing.name !== defaultCarName(existing)) name = existing.name;
  else name = defaultCarName(nameParts);

  const generatedSlug = !row.slug && !existing;
  const slug = row.slug ?? existing?.slug ?? generatedCarSlug({ year: car.year as number | null, make, model, stocknum: row.stocknum });

  const images = car.images as string[];
  // Photos staff arranged: the count and the main photo are theirs too, whatever the feed says.
  let photosCount: number;
  if (keptPhotos) photosCount = images.length;
  else if (row.photos_count !== undefined && row.photos_count !== null) photosCount = row.photos_count;
  else if (row.images !== undefined || !existing) photosCount = images.length;
  else photosCount = existing.photosCount;

  let primaryImageUrl: string | null;
  if (keptPhotos) primaryImageUrl = images[0] ?? null;
  else if (row.primary_image_url) primaryImageUrl = row.primary_image_url;
  else if (!existing || existing.primaryImageUrl === null || existing.primaryImageUrl === existing.images[0]) primaryImageUrl = images[0] ?? null;
  else primaryImageUrl = existing.primaryImageUrl;

  let hasNvic: boolean;
  if (row.has_nvic !== undefined && row.has_nvic !== null) hasNvic = row.has_nvic;
  else if (row.nvic !== undefined || !existing) hasNvic = Boolean(car.nvic);
  else hasNvic = existing.hasNvic;

  let soldDate: Date | null;
  if (row.sold_date_timestamp) soldDate = row.sold_date_timestamp;
  else if (status === "sold") soldDate = existing?.status === "sold" && existing.soldDate ? existing.soldDate : target.now;
  else soldDate = existing?.status === "sold" ? null : (existing?.soldDate ?? null);

  let locationId: number | null;
  if (target.locationId !== undefined) locationId = target.locationId;
  else if (existing) locationId = existing.locationId;
  else locationId = target.defaultLocationId;

  const values = {
    ...(car as Omit<CarInsert, "siteId" | "dealershipId" | "stocknum" | "slug" | "name" | "make" | "model" | "carType" | "status">),
    siteId: target.siteId,
    dealershipId: target.dealershipId,
    locationId,
    stocknum: row.stocknum,
    slug,
    name,
    make,
    model,
    carType,
    status,
    photosCount,
    primaryImageUrl,
    hasNvic,
    soldDate,
    createdAt: row.created_at ?? existing?.createdAt ?? target.now,
    updatedAt: target.now,
    delistedAt: null,
    searchText: "",
    consoleEdits,
  };
  delete (values as { id?: number }).id;
  values.searchText = carSearchText({
    make,
    model,
    badge: values.badge,
    series: values.series,
    body: values.body,
    simpleBody: values.simpleBody,
    fuel: values.fuel,
    simpleFuel: values.simpleFuel,
    colour: values.colour,
    stocknum: row.stocknum,
    vin: values.vin,
    regplate: values.regplate,
    name,
  });
  return { ok: true, values, generatedSlug, isNew: !existing };
}

/** JSON with object keys sorted, so that stored jsonb (which reorders keys) compares equal. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === "object" && !Array.isArray(x) && !(x instanceof Date)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (a instanceof Date || b instanceof Date) return new Date(a as Date).getTime() === new Date(b as Date).getTime();
  if (typeof a === "object" || typeof b === "object") return canonical(a) === canonical(b);
  return false;
}

/**
 * Whether writing `values` would change the stored car. Re-importing a full feed every day is
 * the common case and most cars have not changed: those are not rewritten (no new row version,
 * no index or trigger work), and their updated_at keeps meaning "last changed".
 */
export function carUnchanged(existing: CarRow, values: CarInsert): boolean {
  const e = existing as Record<string, unknown>;
  const v = values as Record<string, unknown>;
  for (const key of IMPORT_COLUMNS) {
    if (key === "updatedAt" || key === "searchText") continue; // derived from the others
    if (!sameValue(e[key], v[key])) return false;
  }
  return true;
}
