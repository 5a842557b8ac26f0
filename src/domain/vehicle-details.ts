/**
 * What the vehicle page lists about one car (vehicle-page-and-flows §2, §4, §5, §9;
 * search-and-browsing "Car detail tabs"): the "<Vehicle> Details" rows (empty ones dropped), key
 * information (4 before Show More), features (8 before Show All), caravan specifications, the
 * detail tabs a site shows, and which sidebar actions a car gets.
 */
import type { CaravanSpecifications, CarVariant, PaymentProcessor } from "../db/types";
import type { SiteConfig } from "../site/config";
import { isAvailable } from "./availability";
import { regoExpiryDisplay } from "./rego";
import { capitalise } from "./capitalise";
import { itemNoun } from "./stock-noun";

export const KEY_INFO_PREVIEW = 4;
export const FEATURES_PREVIEW = 8;
/** The sticky mobile bar (and chat bubble) are marked opened once the page has scrolled more than this. */
export const MOBILE_BAR_SCROLL_PX = 900;
export const FEET_TO_METRES = 0.3048;

export interface DetailRow {
  label: string;
  value: string;
}

export interface DetailCar {
  item_type: string;
  car_type: string;
  make: string;
  model: string;
  series: string | null;
  badge: string | null;
  year: number | null;
  km: number | null;
  colour: string | null;
  interior_colour: string | null;
  body: string | null;
  simple_body: string | null;
  trans: string | null;
  simple_transmission: string | null;
  drive: string | null;
  fuel: string | null;
  simple_fuel: string | null;
  engine_size: string | null;
  seats: number | null;
  doors: number | null;
  stocknum: string;
  vin: string | null;
  regplate: string | null;
  rego_expiry: string | null;
  build_date: string | null;
  compliance_date: string | null;
  variant: CarVariant;
  specifications: CaravanSpecifications;
}

const NOUNS: Record<string, string> = { car: "Vehicle", caravan: "Caravan", motorcycle: "Motorcycle", truck: "Truck" };

/** The finance card's heading: the spec's "Car Finance" for a car, and "Caravan Finance", "Motorcycle Finance" or "Truck Finance" for those ("Vehicle Finance" for an unknown kind). */
export function financeCardTitle(itemType: string | null | undefined): string {
  return `${capitalise(itemNoun(itemType))} Finance`;
}

/** "Vehicle", "Caravan", "Motorcycle" or "Truck": the noun of "<Vehicle> Details". */
export function vehicleNoun(itemType: string): string {
  return NOUNS[itemType] ?? "Vehicle";
}

const CONDITION: Record<string, string> = { new: "New", used: "Used", demo: "Demo" };

/** "12,345" (thousands separators, whole numbers). */
export function formatNumber(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export function formatKm(km: number): string {
  return `${formatNumber(km)} km`;
}

/** What keySpecRows reads. */
export type KeySpecCar = Pick<DetailCar, "km" | "simple_transmission" | "trans" | "simple_body" | "body" | "simple_fuel" | "fuel" | "engine_size" | "seats">;

/**
 * A car's key specs, each when known, in the order they are shown: odometer, transmission, body
 * and fuel (the vehicle page's four), then engine and seats (the print sheet's two more). The
 * simplified value ("Automatic") is preferred over the feed's own ("6 SP AUTOMATIC").
 */
export function keySpecRows(car: KeySpecCar): DetailRow[] {
  return [
    typeof car.km === "number" ? { label: "Odometer", value: formatKm(car.km) } : null,
    car.simple_transmission || car.trans ? { label: "Transmission", value: (car.simple_transmission || car.trans)! } : null,
    car.simple_body || car.body ? { label: "Body", value: (car.simple_body || car.body)! } : null,
    car.simple_fuel || car.fuel ? { label: "Fuel", value: (car.simple_fuel || car.fuel)! } : null,
    car.engine_size ? { label: "Engine", value: car.engine_size } : null,
    car.seats ? { label: "Seats", value: String(car.seats) } : null,
  ].filter((x) => x !== null);
}

/** "2024-03-01" → "03/2024", the way build and compliance plates read. */
export function formatPlateDate(iso: string | null): string | null {
  const m = /^(\d{4})-(\d{2})/.exec(iso ?? "");
  return m ? `${m[2]}/${m[1]}` : null;
}

function text(v: string | number | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s ? s : null;
}

function rows(pairs: Array<[string, string | number | null | undefined]>): DetailRow[] {
  const out: DetailRow[] = [];
  for (const [label, v] of pairs) {
    const value = text(v);
    if (value !== null) out.push({ label, value });
  }
  return out;
}

/** The "<Vehicle> Details" list. `todayYmd` is the date at the dealership (for the rego row). */
export function detailRows(car: DetailCar, todayYmd: string, config: Pick<SiteConfig, "rego_expired_display">): DetailRow[] {
  const rego = regoExpiryDisplay(car.rego_expiry, todayYmd, config);
  const engine = car.engine_size ?? (car.variant.enginesize_litres ? `${car.variant.enginesize_litres.toFixed(1)}L` : null);
  return rows([
    ["Condition", CONDITION[car.car_type] ?? car.car_type],
    ["Year", car.year],
    ["Make", car.make],
    ["Model", car.model],
    ["Badge", car.badge],
    ["Series", car.series],
    ["Odometer", typeof car.km === "number" ? formatKm(car.km) : null],
    ["Body", car.body ?? car.simple_body],
    ["Colour", car.colour],
    ["Interior", car.interior_colour],
    ["Transmission", car.trans ?? car.simple_transmission],
    ["Drive", car.drive],
    ["Fuel", car.fuel ?? car.simple_fuel],
    ["Engine", engine],
    ["Seats", car.seats],
    ["Doors", car.doors],
    ["Stock number", car.stocknum],
    ["VIN", car.vin],
    ["Registration", car.regplate],
    ["Rego expiry", rego?.text],
    ["Build date", formatPlateDate(car.build_date)],
    ["Compliance date", formatPlateDate(car.compliance_date)],
  ]);
}

/** Key information from the variant, most telling first (4 show before Show More). */
export function keyInformation(variant: CarVariant): DetailRow[] {
  const v = variant;
  const mm = (n: number | null | undefined) => (typeof n === "number" && n > 0 ? `${formatNumber(n)} mm` : null);
  const kg = (n: number | null | undefined) => (typeof n === "number" && n > 0 ? `${formatNumber(n)} kg` : null);
  return rows([
    ["Engine", typeof v.enginesize_litres === "number" && v.enginesize_litres > 0 ? `${v.enginesize_litres.toFixed(1)}L${v.cylinders ? ` ${v.cylinders}-cylinder` : ""}` : null],
    ["Fuel economy", typeof v.fuelconsumptioncombined === "number" && v.fuelconsumptioncombined > 0 ? `${v.fuelconsumptioncombined.toFixed(1)} L/100km combined` : null],
    ["Towing (braked)", kg(v.towingcapacitybraked)],
    ["ANCAP rating", typeof v.ancaprating === "number" && v.ancaprating > 0 ? `${v.ancaprating} stars` : null],
    ["Transmission", v.geartype],
    ["Induction", v.induction],
    ["Torque", typeof v.torque === "number" && v.torque > 0 ? `${formatNumber(v.torque)} Nm` : null],
    ["Fuel tank", typeof v.fuelcapacity === "number" && v.fuelcapacity > 0 ? `${formatNumber(v.fuelcapacity)} L` : null],
    ["Gross vehicle mass", kg(v.grossvehiclemass)],
    ["Length", mm(v.vehiclelength)],
    ["Width", mm(v.vehiclewidth)],
    ["Height", mm(v.vehicleheight)],
    ["Body configuration", v.bodyconfiguration],
  ]);
}

/** "19.6 ft (5.97 m)": caravan lengths are sold in feet; the metric figure is for everyone else. */
export function formatFeet(feet: number): string {
  return `${feet} ft (${(feet * FEET_TO_METRES).toFixed(2)} m)`;
}

export function caravanSpecRows(specs: CaravanSpecifications): DetailRow[] {
  const pos = (n: number | null | undefined) => typeof n === "number" && n > 0;
  return rows([
    ["Body length", pos(specs.body_length) ? formatFeet(specs.body_length!) : null],
    ["Body width", pos(specs.body_width) ? formatFeet(specs.body_width!) : null],
    ["Sleeps", pos(specs.sleeps) ? specs.sleeps : null],
    ["Axle", specs.axle_type],
    ["Tare weight", pos(specs.tare_weight) ? `${formatNumber(specs.tare_weight!)} kg` : null],
    ["ATM", pos(specs.aggregate_trailer_mass) ? `${formatNumber(specs.aggregate_trailer_mass!)} kg` : null],
  ]);
}

export type DetailTabId = "dealer_comments" | "whats_included" | "why_buy_from_us" | "reserve_online" | "protect_your_car" | "features";

export const DETAIL_TAB_LABELS: Record<DetailTabId, string> = {
  dealer_comments: "Dealer Comments",
  whats_included: "What's Included",
  why_buy_from_us: "Why Buy From Us?",
  reserve_online: "Reserve Online",
  protect_your_car: "Protect Your Car",
  features: "Features",
};

/**
 * The tabs in the spec's order, as the site configures them; Features only when the car has
 * standard equipment, Reserve Online only when the car can actually be reserved.
 */
export function detailTabs(config: Pick<SiteConfig, "detail_tabs">, car: { standard_equipment: readonly string[]; can_reserve: boolean }): DetailTabId[] {
  const t = config.detail_tabs;
  const tabs: DetailTabId[] = [];
  if (t.dealer_comments) tabs.push("dealer_comments");
  if (t.whats_included) tabs.push("whats_included");
  if (t.why_buy_from_us) tabs.push("why_buy_from_us");
  if (t.reserve_online && car.can_reserve) tabs.push("reserve_online");
  if (t.protect_your_car) tabs.push("protect_your_car");
  if (car.standard_equipment.some((e) => e.trim() !== "")) tabs.push("features");
  return tabs;
}

export interface ActionCar {
  status: string;
  reserved: boolean;
  item_type: string;
  price: number | null;
  file: string | null;
  payment_processors: readonly PaymentProcessor[];
}

export type ActionConfig = Pick<
  SiteConfig,
  "reserve_button" | "purchase_button" | "online_purchase_enabled" | "checkout_enabled" | "chat_enabled" | "chat_token" | "trade_in_enabled"
>;

/**
 * Whether this site may show buttons that lead into checkout (reserve, buy online, online
 * purchase): only a site with `checkout_enabled` answers its checkout route, so no other site may
 * link there. One rule for the sidebar, the Reserve Online tab and the result cards.
 */
export function checkoutLinksEnabled(config: Pick<SiteConfig, "checkout_enabled">): boolean {
  return config.checkout_enabled;
}

/** The words on the button that opens the checkout (car page, its card, the checkout's own links): the site's choice. */
export function purchaseButtonLabel(purchaseButton: SiteConfig["purchase_button"]): "Buy Online" | "Reserve Now" {
  return purchaseButton === "buy_online" ? "Buy Online" : "Reserve Now";
}

export interface SidebarActions {
  available: boolean;
  /** Reserve (Reserve Now / Buy Online per the site). */
  reserve: boolean;
  /** Enquire, or Instant Message when chat is on with a token. */
  contact: "enquire" | "chat";
  tradeIn: boolean;
  onlinePurchase: boolean;
  historyReport: boolean;
  /** SOLD panel with Find Me Something Similar instead of the action buttons. */
  soldPanel: boolean;
}

/**
 * Which buttons the sidebar shows. Reserve and online purchase first need checkout to exist on the
 * site (checkoutLinksEnabled). Reserve needs an available, unreserved car, the site's reserve
 * button and a payment processor that allows reserving; online purchase needs an available car
 * on a site that sells online; a history report needs the car's file; trade-in is offered on
 * available cars where the site values trade-ins. Enquire replaces Instant Message whenever chat
 * is off or has no token.
 */
export function sidebarActions(car: ActionCar, config: ActionConfig): SidebarActions {
  const available = isAvailable(car);
  const chat = config.chat_enabled && !!config.chat_token?.trim();
  return {
    available,
    reserve: checkoutLinksEnabled(config) && available && !car.reserved && config.reserve_button && config.purchase_button !== "none" && car.payment_processors.some((p) => p.reservable),
    contact: chat ? "chat" : "enquire",
    tradeIn: available && config.trade_in_enabled,
    onlinePurchase: checkoutLinksEnabled(config) && available && !car.reserved && config.online_purchase_enabled && typeof car.price === "number" && car.price > 0,
    historyReport: !!car.file?.trim(),
    soldPanel: !available,
  };
}

/** Where a button with a {slug} route template goes. */
/** One step of a breadcrumb: its text and the site path it links to. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * A car page's breadcrumb: Home / Our stock / its make's search / the car. The visible trail and
 * its BreadcrumbList structured data both come from here, so they never disagree.
 */
export function carBreadcrumbs(car: { make: string; name: string; slug: string }, defaultSearchPath: string): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: "Our stock", path: defaultSearchPath },
    { name: car.make, path: `/search/${encodeURIComponent(car.make.toLowerCase())}` },
    { name: car.name, path: `/cars/${encodeURIComponent(car.slug)}` },
  ];
}

export function carRoute(template: string, slug: string): string {
  return template.replace("{slug}", encodeURIComponent(slug));
}
