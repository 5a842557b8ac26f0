/**
 * One demo car as a stock-feed row (the snake_case fields of docs/stock-import.md "Fields"), built
 * from a catalogue variant, a car type and a "fate" (status, dates, flags). Every field is made to
 * fit the others: a new car has delivery kilometres and this year's plates (none), a used car's
 * price follows its age and odometer, a sold car was listed before it sold, a VIN's tenth
 * character is its model year.
 */
import {
  FINANCE_PROVIDERS,
  FILTERED_FEATURES,
  INTERIOR_COLOURS,
  equipmentFor,
  findMake,
  paletteFor,
  resolveVariant,
  type Colour,
  type FinanceProviderKey,
  type Model,
  type Variant,
} from "./catalogue";
import { CAR_VIEWS, carImageUrl } from "./image-urls";
import type { Rng } from "./random";

export type CarType = "new" | "demo" | "used";
export type AuState = "QLD" | "NSW" | "VIC" | "WA" | "SA";

/** A stock-feed row exactly as the import reads it (field names fixed by the feed contract). */
export interface DemoCarRow {
  dealership_slug: string;
  stocknum: string;
  slug: string;
  name: string;
  make: string;
  model: string;
  series: string | null;
  badge: string | null;
  year: number;
  km: number | null;
  price: number;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  weekly_price: number | null;
  price_type: string | null;
  car_type: CarType;
  status: "in_stock" | "coming_soon" | "sold";
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  preorder: boolean;
  colour: string;
  interior_colour: string | null;
  drive: string | null;
  seats: number | null;
  doors: number | null;
  engine_size: string | null;
  fuel: string | null;
  simple_fuel: string | null;
  body: string;
  simple_body: string;
  trans: string | null;
  simple_transmission: string | null;
  regplate: string | null;
  rego_expiry: string | null;
  vin: string;
  nvic: string | null;
  has_nvic: boolean;
  compliance_date: string;
  build_date: string;
  created_at: string;
  /** Unix seconds. */
  sold_date_timestamp: number | null;
  dealercomments: string;
  images: string[];
  thumbnails: string[];
  primary_image_url: string | null;
  photos_count: number;
  show_on_dealer_website: boolean;
  file: string | null;
  payment_processors: Array<{ name: string; reservable: boolean; deposit_amount: number | null }>;
  views: number;
  private_suburb: string | null;
  private_postcode: string | null;
  carsales_title: string;
  variant: Record<string, number | string | null>;
  specifications: Record<string, number | string | null>;
  autograb_data: { average_market_price: number; state_average_market_price: number } | null;
  finance_lenders: Record<string, Record<string, number | string | null>>;
  youxQuote: { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number } | null;
  standardEquipment: string[];
  filtered_features: string[];
  categories: string[];
  item_type: "car" | "caravan" | "motorcycle";
  custom_rank: number;
  location_slug: string;
}

/** What happens to the listing: its status, dates and the flags dealers set. */
export interface Fate {
  status: "in_stock" | "coming_soon" | "sold";
  /** How long ago the car was listed. */
  createdAgoMs: number;
  /** For sold cars: how long ago it sold. */
  soldAgoMs?: number;
  reserved?: boolean;
  hidden?: boolean;
  priceZero?: boolean;
  preorder?: boolean;
  tag?: string | null;
  reduced?: boolean;
  /** Force the state average market price to exceed the price by exactly this many dollars. */
  marketMargin?: number;
  /** Force (true) or forbid (false) the certified flag; undefined lets the dealer's rule decide. */
  certified?: boolean;
  /** Number of photos (0 for "photos coming"); undefined picks 4–12. */
  photos?: number;
}

export interface DealerContext {
  now: Date;
  dealershipSlug: string;
  /** Sales locations the dealer's cars are parked at, with weights. */
  locations: ReadonlyArray<readonly [string, number]>;
  state: AuState;
  /** Lenders the dealer quotes through. */
  lenders: FinanceProviderKey[];
  /** Share of the balloon (final) payment in lender quotes: 0.3, or 0 for "$0 final payment" sites. */
  balloon: number;
  /** Deposit the online reservation takes (null: the site's configured amount). */
  depositAmount: number | null;
  /** Used cars of this make (and age/km) carry the manufacturer's certified pre-owned badge. */
  certifiedMake?: string;
  /** Offer weekly subscriptions on some new cars. */
  subscriptions?: boolean;
  /** Attach a third-party finance quote to some used cars. */
  youxQuotes?: boolean;
  /** Suburbs for consignment (private) listings. */
  consignmentSuburbs?: ReadonlyArray<readonly [string, string]>;
  dealerName: string;
}

export interface CarPlan {
  model: Model;
  variant: Variant;
  carType: CarType;
  stocknum: string;
  fate: Fate;
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

// ── Small helpers ────────────────────────────────────────────────────────────────────────────

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const round = (v: number, step: number) => Math.round(v / step) * step;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** VIN characters: digits and capitals except I, O and Q (ISO 3779). */
export const VIN_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY"; // 2010 … 2030

export function vinYearCode(year: number): string {
  if (year >= 2010 && year <= 2030) return YEAR_CODES[year - 2010]!;
  if (year >= 2001 && year <= 2009) return String(year - 2000);
  return "0";
}

export function makeVin(rng: Rng, wmi: string, year: number): string {
  const ch = () => VIN_ALPHABET[rng.int(0, VIN_ALPHABET.length - 1)]!;
  const digit = () => String(rng.int(0, 9));
  const vds = Array.from({ length: 5 }, ch).join("");
  return `${wmi}${vds}${digit()}${vinYearCode(year)}${ch()}${Array.from({ length: 6 }, digit).join("")}`;
}

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
export function makeRegoPlate(rng: Rng, state: AuState): string {
  const l = () => LETTERS[rng.int(0, LETTERS.length - 1)]!;
  const d = () => String(rng.int(0, 9));
  switch (state) {
    case "QLD":
      return `${d()}${d()}${d()}${l()}${l()}${l()}`;
    case "NSW":
      return `${l()}${l()}${d()}${d()}${l()}${l()}`;
    case "VIC":
      return `${d()}${l()}${l()}${d()}${l()}${l()}`;
    case "WA":
      return `1${l()}${l()}${l()}${d()}${d()}${d()}`;
    case "SA":
      return `S${d()}${d()}${d()}${l()}${l()}${l()}`;
  }
}

/** A dealer's advertised price: $34,990 rather than $34,817. */
export function dealerPrice(rng: Rng, value: number): number {
  if (value < 10_000) return Math.max(990, Math.floor(value / 500) * 500 - 10);
  return Math.floor(value / 1000) * 1000 + rng.weighted([[990, 6], [490, 2], [0, 1], [888, 1]] as const);
}

// ── Pricing ──────────────────────────────────────────────────────────────────────────────────

/** Kilometres a year for a typical owner: work utes and vans do more, motorcycles far fewer. */
function kmPerYear(model: Model, simpleBody: string): number {
  if (model.itemType === "motorcycle") return 4_000;
  if (simpleBody === "Ute" || simpleBody === "Cab Chassis" || simpleBody === "Van") return 21_000;
  return 14_000;
}

/**
 * What a used vehicle is worth: the new price less the drive-away loss, then a yearly retention
 * (model-specific: a LandCruiser 70 holds value, an early EV does not), then a correction for
 * kilometres above or below the typical. Caravans have no odometer.
 */
export function usedValue(model: Model, variant: Variant, age: number, km: number | null): number {
  const driveAwayLoss = model.itemType === "car" ? 0.84 : 0.86;
  let value = variant.rrp * driveAwayLoss * Math.pow(model.retention, Math.max(0, age - 1));
  if (km !== null) {
    const expected = Math.max(0.5, age) * kmPerYear(model, resolveVariant(model, variant).simpleBody);
    const scale = model.itemType === "motorcycle" ? 30_000 : 100_000;
    value *= clamp(1 - (0.22 * (km - expected)) / scale, 0.65, 1.1);
  }
  const floor = model.itemType === "motorcycle" ? 2_500 : model.itemType === "caravan" ? 12_000 : 4_500;
  return Math.max(floor, value);
}

/** Repayment on an amortised loan with a balloon: the calculator's formula (vehicle spec §9). */
export function monthlyRepayment(amount: number, annualRatePct: number, months: number, balloon: number): number {
  const r = annualRatePct / 100 / 12;
  if (r === 0) return (amount - balloon) / months;
  const pv = amount - balloon / Math.pow(1 + r, months);
  return (pv * r) / (1 - Math.pow(1 + r, -months));
}

function lenderEntry(rng: Rng, key: FinanceProviderKey, price: number, balloonShare: number): Record<string, number | string | null> {
  const provider = FINANCE_PROVIDERS[key];
  const [lo, hi] = provider.rate;
  const rate = Math.floor(rng.float(lo, hi) * 10) / 10 + 0.09;
  const interestRate = Math.round(rate * 100) / 100;
  const comparisonRate = Math.round((interestRate + rng.float(0.25, 1.4)) * 100) / 100;
  const termYears = 5;
  const deposit = key === "money3" ? 0 : round(price * 0.1, 100);
  const establishmentFees = key === "money3" ? 1360.5 : rng.pick([0, 395, 395, 490]);
  const balloon = round(price * balloonShare, 100);
  const paymentMonth = Math.round(monthlyRepayment(price - deposit + establishmentFees, interestRate, termYears * 12, balloon));
  const paymentWeek = Math.round(paymentMonth / 4.33);
  const entry: Record<string, number | string | null> = {
    financeProvider: provider.name,
    interestRate,
    comparisonRate,
    paymentWeek,
    paymentMonth,
    deposit,
    termYears,
    termMonths: termYears * 12,
    balloon,
    establishmentFees,
    totalPayable: Math.round(paymentMonth * termYears * 12 + balloon + deposit),
    disclaimer:
      `Indicative repayments from ${provider.name} at ${interestRate.toFixed(2)}% p.a. over ${termYears} years` +
      (deposit ? ` with a $${deposit.toLocaleString("en-AU")} deposit` : "") +
      (balloon ? ` and a ${Math.round(balloonShare * 100)}% final payment of $${balloon.toLocaleString("en-AU")}` : " and a $0 final payment") +
      `. Comparison rate ${comparisonRate.toFixed(2)}% p.a. based on a secured loan of $30,000 over 5 years. ` +
      "WARNING: This comparison rate is true only for the example given and may not include all fees and charges. " +
      "Different terms, fees or other loan amounts might result in a different comparison rate. Subject to lender approval.",
  };
  // Real lender feeds are not always complete: these gaps make the estimate's visibility rules visible.
  if (rng.chance(0.03)) entry.comparisonRate = null;
  if (provider.group === "C" && rng.chance(0.1)) delete entry.paymentWeek;
  if (provider.group === "D" && rng.chance(0.1)) delete entry.paymentMonth;
  return entry;
}

// ── Dealer comments ─────────────────────────────────────────────────────────────────────────

const USED_HIGHLIGHTS = [
  "one owner from new",
  "full dealer service history",
  "two keys and owner's manuals",
  "independently inspected with a roadworthy certificate",
  "balance of factory warranty",
  "new tyres all round",
  "non-smoker vehicle",
  "interior professionally detailed",
  "recent major service completed",
];

function dealerComments(rng: Rng, plan: CarPlan, ctx: DealerContext, car: { name: string; km: number | null; certified: boolean }): string {
  const style = rng.weighted([["empty", 10], ["short", 45], ["long", 30], ["html", 15]] as const);
  if (style === "empty") return "";
  const { model, carType } = plan;
  const what = model.itemType === "caravan" ? "van" : model.itemType === "motorcycle" ? "bike" : "car";
  if (style === "short") {
    if (carType === "new") return `Brand new ${car.name}, available now from ${ctx.dealerName}. Drive away pricing, finance and trade-ins welcome.`;
    if (carType === "demo") return `Ex-demonstrator ${car.name} with only ${car.km?.toLocaleString("en-AU")} km and the full new-${what} warranty.`;
    return `Quality used ${car.name}: ${rng.sample(USED_HIGHLIGHTS, 2).join(", ")}. Trade-ins welcome.`;
  }
  const points =
    carType === "used"
      ? rng.sample(USED_HIGHLIGHTS, rng.int(3, 5))
      : [
          `full ${model.make} new-${what} warranty`,
          ...rng.sample(equipmentFor(model, plan.variant), 3).map((e) => e.toLowerCase()),
          ...(carType === "demo" ? ["driven only by our sales team"] : ["ready for immediate delivery"]),
        ];
  const intro =
    carType === "used"
      ? `This ${car.name} has just arrived at ${ctx.dealerName} and is ready for its next owner.`
      : `Secure this ${car.name} from ${ctx.dealerName} today: ${carType === "demo" ? "a low-kilometre demonstrator" : "brand new and ready to drive away"}.`;
  const body =
    model.itemType === "caravan"
      ? "Set up for touring with a queen bed, full kitchen and plenty of storage, it is ready for the lap of Australia you have been planning. Our team will walk you through the handover, hitch-up and every appliance before you leave."
      : model.itemType === "motorcycle"
        ? "Serviced, safety-checked and ready to ride, it comes with a full handover and our ride-away pricing. Ask us about riding gear packages and learner-approved options."
        : "Every vehicle we sell passes our multi-point inspection and comes with a detailed condition report. We can arrange finance, insurance and extended warranty on site, and we happily take your trade-in.";
  const certifiedLine = car.certified ? " Certified pre-owned: inspected, reconditioned and backed by a manufacturer warranty." : "";
  if (style === "long") {
    return `${intro} Highlights: ${points.join("; ")}. ${body}${certifiedLine} Call us or enquire online to book a test drive. All prices drive away unless stated otherwise.`;
  }
  return (
    `<p><strong>${intro}</strong></p>` +
    `<p>${body}${certifiedLine}</p>` +
    `<ul>${points.map((p) => `<li>${p[0]!.toUpperCase()}${p.slice(1)}</li>`).join("")}</ul>` +
    `<p>Enquire now or call us to arrange an inspection. <em>Finance available, subject to approval.</em></p>`
  );
}

// ── The car ──────────────────────────────────────────────────────────────────────────────────

function pickColour(rng: Rng, model: Model): Colour {
  const palette = paletteFor(model);
  // Whites, greys and blacks outsell everything else in Australia; palettes list them first.
  return rng.weighted(palette.map((c, i) => [c, i < 2 ? 4 : i < 4 ? 2 : 1] as const));
}

/** The model year and odometer for a car type (used: an age between brand new and 15 years). */
function yearAndKm(rng: Rng, plan: CarPlan, nowYear: number, simpleBody: string): { year: number; km: number | null } {
  const { model, carType } = plan;
  const noOdometer = model.itemType === "caravan";
  if (carType === "new") return { year: nowYear, km: noOdometer ? null : rng.int(0, 49) };
  if (carType === "demo") {
    return { year: nowYear - (rng.chance(0.25) ? 1 : 0), km: noOdometer ? null : rng.int(model.itemType === "motorcycle" ? 200 : 800, 9_999) };
  }
  const wantAge = rng.weighted([[0, 3], [1, 14], [2, 15], [3, 14], [4, 12], [5, 10], [6, 8], [7, 7], [8, 5], [9, 4], [10, 3], [12, 3], [15, 2]] as const);
  const firstYear = Math.max(model.firstYear, plan.variant.since ?? 0);
  const year = Math.max(Math.min(firstYear, nowYear), nowYear - wantAge);
  const age = nowYear - year;
  if (noOdometer) return { year, km: null };
  const perYear = kmPerYear(model, simpleBody);
  const lowKm = rng.chance(0.15);
  const yearly = lowKm ? rng.float(0.15, 0.4) * perYear : rng.float(0.6, 1.6) * perYear;
  const km = Math.round(Math.max(age === 0 ? rng.int(1_000, 12_000) : 2_500, Math.max(0.4, age) * yearly) / 10) * 10;
  return { year, km };
}

function complianceAndBuild(rng: Rng, now: Date, year: number, carType: CarType): { compliance: Date; build: Date } {
  const jan1 = Date.UTC(year, 0, 1);
  let compliance: number;
  if (carType === "used") {
    const latest = Math.min(Date.UTC(year, 11, 28), now.getTime() - 30 * DAY_MS);
    compliance = Math.max(jan1, Math.min(latest, Date.UTC(year, rng.int(0, 11), rng.int(1, 28))));
  } else {
    const latest = now.getTime() - rng.int(5, 150) * DAY_MS;
    compliance = Math.max(Math.min(jan1, now.getTime() - 2 * DAY_MS), latest);
  }
  const build = compliance - rng.int(20, 110) * DAY_MS;
  return { compliance: new Date(compliance), build: new Date(build) };
}

export function buildCar(rng: Rng, ctx: DealerContext, plan: CarPlan): DemoCarRow {
  const { model, variant, carType, fate } = plan;
  const r = resolveVariant(model, variant);
  const now = ctx.now;
  const nowYear = now.getUTCFullYear();
  const make = findMake(model.make);
  const colour = pickColour(rng, model);
  const { year, km } = yearAndKm(rng, plan, nowYear, r.simpleBody);
  const age = nowYear - year;
  const series = year >= (model.generationFrom ?? 0) ? r.series : null;
  const isCar = model.itemType === "car";
  const isBike = model.itemType === "motorcycle";

  // Price
  let price: number;
  if (carType === "new") price = variant.rrp - rng.weighted([[0, 6], [500, 2], [1000, 2], [2000, 1]] as const);
  else if (carType === "demo") price = dealerPrice(rng, variant.rrp * rng.float(0.86, 0.94));
  else price = dealerPrice(rng, usedValue(model, variant, age, km) * rng.float(0.96, 1.06));
  let beforePrice: number | null = null;
  let offerPrice: number | null = null;
  if (fate.reduced && !fate.priceZero) {
    beforePrice = price;
    price = price - round(Math.max(1000, price * rng.float(0.03, 0.08)), 500);
    offerPrice = price;
  }
  if (fate.priceZero) price = 0;

  // Certified pre-owned: the manufacturer's programme takes young, low-kilometre used cars.
  const certifiedEligible = carType === "used" && ctx.certifiedMake === model.make && age <= 5 && (km ?? 0) <= 120_000;
  const certified = fate.certified ?? (certifiedEligible && rng.chance(0.75));

  // Identity and registration
  const wmi = isBike && model.make === "Honda" ? findMake("Honda Motorcycles").wmi : make.wmi;
  const vin = makeVin(rng, wmi, year);
  const registered = carType !== "new";
  const regoExpiry = registered
    ? new Date(now.getTime() + (rng.chance(0.12) ? -rng.int(5, 200) : rng.int(10, 360)) * DAY_MS)
    : null;
  const nvic = isCar && rng.chance(0.85) ? Array.from({ length: 6 }, () => VIN_ALPHABET[rng.int(0, VIN_ALPHABET.length - 1)]).join("") : null;
  const { compliance, build } = complianceAndBuild(rng, now, year, carType);

  const nameParts = [String(year), model.make, model.model, variant.badge !== model.model ? variant.badge : ""].filter(Boolean);
  const name = nameParts.join(" ");
  const slug = slugify(`${name} ${plan.stocknum}`);

  // Dates and status
  const createdAt = new Date(now.getTime() - fate.createdAgoMs);
  const soldAt = fate.status === "sold" && fate.soldAgoMs !== undefined ? new Date(now.getTime() - fate.soldAgoMs) : null;

  // Photos: one scene per car (a dealer shoots a car in one place), views in a fixed order.
  const scene = rng.int(0, 3);
  const photoCount = fate.photos ?? rng.int(4, 12);
  const images = Array.from({ length: photoCount }, (_, i) =>
    carImageUrl({ shape: r.shape, hex: colour.hex, view: CAR_VIEWS[i % CAR_VIEWS.length]!, scene: (scene + Math.floor(i / CAR_VIEWS.length)) % 4 }),
  );
  const thumbnails = images.map((u) => `${u}&w=320`);

  // Equipment: new and demo cars carry the variant's full list; some used listings have none.
  let equipment = equipmentFor(model, variant);
  if (carType === "used" && rng.chance(0.15)) equipment = [];
  else if (carType === "used" && rng.chance(0.3)) equipment = equipment.slice(0, rng.int(3, equipment.length));

  // Finance: quotes only make sense for a priced car.
  const financeLenders: DemoCarRow["finance_lenders"] = {};
  if (price > 0 && ctx.lenders.length && rng.chance(0.72)) {
    const key = rng.pick(ctx.lenders);
    financeLenders[key] = lenderEntry(rng, key, price, ctx.balloon);
  }
  const firstLender = Object.values(financeLenders)[0];
  const weeklyPrice = typeof firstLender?.paymentWeek === "number" ? firstLender.paymentWeek : null;

  // Market data (used cars): the state average drives the "below market price" badge.
  let autograb: DemoCarRow["autograb_data"] = null;
  if (carType === "used" && price > 0 && (fate.marketMargin !== undefined || rng.chance(0.8))) {
    const state = fate.marketMargin !== undefined ? price + fate.marketMargin : round(price * rng.float(0.93, 1.12), 100);
    autograb = { average_market_price: round(state * rng.float(0.97, 1.03), 100), state_average_market_price: state };
  }

  const subscription = ctx.subscriptions && carType === "new" && price > 0 && rng.chance(0.25) ? Math.round(variant.rrp * 0.0055) : null;
  const youx =
    ctx.youxQuotes && carType === "used" && price > 0 && rng.chance(0.3)
      ? { weeklyRepaymentAmount: Math.round(monthlyRepayment(price, 9.49, 60, 0) / 4.33), advertisedRate: 9.49, comparisonRate: 10.12 }
      : null;

  const processors: DemoCarRow["payment_processors"] = rng.chance(0.1)
    ? []
    : [{ name: "stripe", reservable: !rng.chance(0.05), deposit_amount: ctx.depositAmount }];

  const consignment = carType === "used" && ctx.consignmentSuburbs?.length && rng.chance(0.15) ? rng.pick(ctx.consignmentSuburbs) : null;

  const daysListed = fate.createdAgoMs / DAY_MS;
  const views_ = Math.round(rng.int(0, 40) + daysListed * rng.float(1, 14));
  const simpleTrans = variant.pt.trans ? (/\bManual$/.test(variant.pt.trans) ? "Manual" : "Automatic") : null;
  const drive = isCar ? variant.pt.drive : null;
  const engineSize = variant.pt.litres === null || model.itemType === "caravan" ? null : isBike ? `${Math.round(variant.pt.litres * 1000)}cc` : `${variant.pt.litres.toFixed(1)}L`;

  const row: DemoCarRow = {
    dealership_slug: ctx.dealershipSlug,
    stocknum: plan.stocknum,
    slug,
    name,
    make: model.make,
    model: model.model,
    series,
    badge: variant.badge,
    year,
    km,
    price,
    before_price: beforePrice,
    offer_price: offerPrice,
    subscription_price: subscription,
    weekly_price: weeklyPrice,
    price_type: isBike ? "Ride Away" : carType === "used" && rng.chance(0.3) ? "Excl. Govt. Charges" : "Drive Away",
    car_type: carType,
    status: fate.status,
    tag: fate.tag ?? null,
    reserved: !!fate.reserved,
    certified,
    preorder: !!fate.preorder,
    colour: colour.name,
    interior_colour: isCar ? rng.pick(variant.level >= 3 ? INTERIOR_COLOURS.slice(1) : INTERIOR_COLOURS.slice(0, 3)) : null,
    drive,
    seats: r.seats,
    doors: r.doors,
    engine_size: engineSize,
    fuel: model.itemType === "caravan" ? null : variant.pt.fuel,
    simple_fuel: model.itemType === "caravan" ? null : variant.pt.simpleFuel,
    body: r.body,
    simple_body: r.simpleBody,
    trans: model.itemType === "caravan" ? null : variant.pt.trans,
    simple_transmission: model.itemType === "caravan" ? null : simpleTrans,
    regplate: registered ? makeRegoPlate(rng, ctx.state) : null,
    rego_expiry: regoExpiry ? isoDate(regoExpiry) : null,
    vin,
    nvic,
    has_nvic: nvic !== null,
    compliance_date: isoDate(compliance),
    build_date: isoDate(build),
    created_at: createdAt.toISOString(),
    sold_date_timestamp: soldAt ? Math.floor(soldAt.getTime() / 1000) : null,
    dealercomments: "",
    images,
    thumbnails,
    primary_image_url: images[0] ?? null,
    photos_count: images.length,
    show_on_dealer_website: !fate.hidden,
    file: carType === "used" && rng.chance(0.35) ? `https://reports.example.com/vehicle-history/${vin}.pdf` : null,
    payment_processors: processors,
    views: views_,
    private_suburb: consignment ? consignment[0] : null,
    private_postcode: consignment ? consignment[1] : null,
    carsales_title: [year, model.make, model.model, variant.badge !== model.model ? variant.badge : "", series, simpleTrans === "Manual" ? "Manual" : simpleTrans ? "Auto" : "", drive ?? "", r.body]
      .filter(Boolean)
      .join(" "),
    variant: variantSpec(model, variant),
    specifications: variant.caravan ? { ...variant.caravan } : {},
    autograb_data: autograb,
    finance_lenders: financeLenders,
    youxQuote: youx,
    standardEquipment: equipment,
    filtered_features: equipment.filter((e) => FILTERED_FEATURES.includes(e)),
    categories: [...model.categories],
    item_type: model.itemType,
    custom_rank: rng.chance(0.06) ? rng.int(1, 100) : 0,
    location_slug: rng.weighted(ctx.locations),
  };
  row.dealercomments = dealerComments(rng, plan, ctx, { name, km, certified });
  return row;
}

function variantSpec(model: Model, variant: Variant): DemoCarRow["variant"] {
  if (model.itemType === "caravan") return {};
  const pt = variant.pt;
  const r = resolveVariant(model, variant);
  const spec: DemoCarRow["variant"] = {
    geartype: pt.trans ? (/\bManual$/.test(pt.trans) ? "Manual" : "Automatic") : null,
    cylinders: pt.cylinders,
    enginesize: pt.litres === null ? null : Math.round(pt.litres * 1000),
    enginesize_litres: pt.litres,
    induction: pt.induction,
    fuelconsumptioncombined: pt.simpleFuel === "Electric" ? null : pt.consumption,
    torque: pt.torque,
  };
  if (model.itemType === "motorcycle") return spec;
  return {
    ...spec,
    fuelcapacity: model.fuelCapacity,
    grossvehiclemass: model.gvm,
    vehiclelength: model.dims?.[0] ?? null,
    vehiclewidth: model.dims?.[1] ?? null,
    vehicleheight: model.dims?.[2] ?? null,
    towingcapacitybraked: r.towing,
    bodyconfiguration: r.simpleBody === "Ute" ? "Dual Cab" : r.simpleBody === "Cab Chassis" ? (r.doors === 2 ? "Single Cab" : "Dual Cab") : null,
    ancaprating: model.ancap,
  };
}
