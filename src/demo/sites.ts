/**
 * The three demo dealer sites: who they are, where their yards are, what they sell and how their
 * sites are configured. Each uses a different template, theme and set of toggles so that the
 * platform's per-site behaviour is visible side by side.
 *
 * Phone numbers are in ACMA's ranges reserved for fiction ("(0x) 5550 xxxx"), e-mail addresses and
 * domains use the reserved `.example` top-level domain: nothing here reaches a real business.
 */
import type { SiteFileInput } from "../site/site-file";
import { MODELS, type Model } from "./catalogue";
import type { AuState, CarType, DealerContext } from "./cars";
import { siteLogoUrl } from "./image-urls";

type LocationInput = NonNullable<NonNullable<SiteFileInput["dealerships"]>[number]["locations"]>[number];
type OpeningHour = { weekday: number; status: "Open" | "Closed"; open: string | null; close: string | null; formated_hours: string };

export interface DealerPlan {
  id: number;
  slug: string;
  name: string;
  manufacturer: string | null;
  state: AuState;
  /** Stock numbers start with this ("CT" → CTN10234 for a new car). */
  stockPrefix: string;
  /** Cars at scale 1. */
  cars: number;
  mix: Record<CarType, number>;
  /** Models sold new and demo, with weights. */
  newPool: Array<readonly [Model, number]>;
  /** Models seen as used stock (trade-ins), with weights. */
  usedPool: Array<readonly [Model, number]>;
  locations: LocationInput[];
  context: Omit<DealerContext, "now" | "dealershipSlug" | "locations" | "state" | "dealerName">;
  leadEmail: string;
}

export interface SitePlan {
  slug: string;
  name: string;
  template: "franchise" | "group" | "leisure";
  domains: string[];
  theme: Record<string, unknown>;
  config: Record<string, unknown>;
  dealers: DealerPlan[];
  /** Location slug → review target (count and average); the generator fills in the reviews. */
  reviews: Record<string, { count: number; average: number }>;
}

// ── Opening hours ─────────────────────────────────────────────────────────────────────────────

function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const suffix = h >= 12 ? "pm" : "am";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, "0")} ${suffix}`;
}

function day(weekday: number, open: string | null, close: string | null): OpeningHour {
  if (!open || !close) return { weekday, status: "Closed", open: null, close: null, formated_hours: "Closed" };
  return { weekday, status: "Open", open, close, formated_hours: `${formatTime(open)} - ${formatTime(close)}` };
}

/** Weekdays 0 (Sunday) to 6. `week` holds Monday–Friday; Thursday may run late. */
export function openingHours(opts: {
  week: [string, string];
  thursday?: [string, string];
  saturday?: [string, string] | null;
  sunday?: [string, string] | null;
}): OpeningHour[] {
  return [0, 1, 2, 3, 4, 5, 6].map((wd) => {
    if (wd === 0) return opts.sunday ? day(0, ...opts.sunday) : day(0, null, null);
    if (wd === 6) return opts.saturday ? day(6, ...opts.saturday) : day(6, null, null);
    if (wd === 4 && opts.thursday) return day(4, ...opts.thursday);
    return day(wd, ...opts.week);
  });
}

const SALES_HOURS = openingHours({ week: ["08:30", "17:30"], saturday: ["08:30", "16:00"] });
const SALES_HOURS_SUNDAY = openingHours({ week: ["08:30", "17:30"], saturday: ["08:30", "17:00"], sunday: ["10:00", "16:00"] });
const SALES_HOURS_LATE_THURSDAY = openingHours({ week: ["08:30", "17:30"], thursday: ["08:30", "19:00"], saturday: ["09:00", "16:00"] });
const SERVICE_HOURS = openingHours({ week: ["07:30", "17:30"], saturday: ["08:00", "12:00"] });
const SERVICE_HOURS_WEEKDAYS = openingHours({ week: ["07:30", "17:00"] });
const CARAVAN_HOURS = openingHours({ week: ["08:30", "17:00"], saturday: ["09:00", "16:00"], sunday: ["10:00", "15:00"] });

// ── Pools ─────────────────────────────────────────────────────────────────────────────────────

const model = (make: string, name: string): Model => {
  const m = MODELS.find((x) => x.make === make && x.model === name);
  if (!m) throw new Error(`Demo plan names unknown model ${make} ${name}`);
  return m;
};

const pool = (entries: Array<readonly [string, string, number]>) => entries.map(([make, name, w]) => [model(make, name), w] as const);

/** Every car model of these makes, weighted by make and equally within it. */
function makesPool(weights: Record<string, number>): Array<readonly [Model, number]> {
  return MODELS.filter((m) => m.itemType === "car" && m.make in weights).map((m) => {
    const siblings = MODELS.filter((x) => x.itemType === "car" && x.make === m.make).length;
    return [m, weights[m.make]! / siblings] as const;
  });
}

const TOYOTA_NEW = pool([
  ["Toyota", "HiLux", 18],
  ["Toyota", "RAV4", 16],
  ["Toyota", "Corolla", 10],
  ["Toyota", "LandCruiser", 6],
  ["Toyota", "LandCruiser 70", 4],
  ["Toyota", "Prado", 8],
  ["Toyota", "Camry", 5],
  ["Toyota", "Kluger", 6],
  ["Toyota", "HiAce", 4],
  ["Toyota", "Yaris Cross", 6],
  ["Toyota", "Corolla Cross", 8],
  ["Toyota", "bZ4X", 3],
]);

const TRADE_INS = makesPool({ Mazda: 14, Kia: 10, Hyundai: 12, Ford: 14, Mitsubishi: 10, Subaru: 6, Volkswagen: 6, Nissan: 8, Honda: 6, Isuzu: 6, Tesla: 3, MG: 5, BYD: 2 });

const TOW_VEHICLES = pool([
  ["Toyota", "LandCruiser", 5],
  ["Toyota", "LandCruiser 70", 2],
  ["Toyota", "Prado", 4],
  ["Ford", "Ranger", 4],
  ["Ford", "Everest", 3],
  ["Isuzu", "D-Max", 3],
  ["Isuzu", "MU-X", 3],
  ["Mitsubishi", "Triton", 2],
  ["Volkswagen", "Amarok", 1],
  ["Nissan", "Navara", 1],
]);

const CARAVANS = MODELS.filter((m) => m.itemType === "caravan").map((m) => [m, m.make === "Jayco" ? 3 : 2] as const);
const MOTORCYCLES = MODELS.filter((m) => m.itemType === "motorcycle").map((m) => [m, 1] as const);

const franchiseNew = (make: string) => MODELS.filter((m) => m.itemType === "car" && m.make === make).map((m) => [m, 1] as const);

// ── Sites ─────────────────────────────────────────────────────────────────────────────────────

const coastline: SitePlan = {
  slug: "coastline-toyota",
  name: "Coastline Toyota",
  template: "franchise",
  domains: ["coastlinetoyota.example"],
  theme: {
    name: "Coastline",
    logo_url: siteLogoUrl("coastline-toyota"),
    logo_text: "Coastline Toyota",
    colors: {
      primary: "#c8102e",
      primary_contrast: "#ffffff",
      accent: "#1d2b36",
      accent_contrast: "#ffffff",
      surface: "#ffffff",
      surface_alt: "#f4f4f2",
      text: "#1a1a1a",
      muted: "#595959",
      header_bg: "#ffffff",
      header_text: "#1a1a1a",
      footer_bg: "#1d2226",
      footer_text: "#e8eaec",
    },
    font_heading: '"Helvetica Neue", Arial, sans-serif',
    font_body: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    radius: "small",
  },
  config: {
    // The demo page of the site's own (written in the console; the seed adds it once), linked from Company.
    menus: { links: [{ section: "company", label: "In the community", href: "/pages/community" }] },
    runout_sale_green: true,
    // The one site that also saves the trade-in valuation against its lead (POST /api/miscellaneous).
    valuation_column_save: true,
    phone_by_car_type: true,
    // The demo site that takes reservations online (the local test processor by default).
    checkout_enabled: true,
    manufacturer_service_booking_url: "https://www.toyota.com.au/owners/service-booking",
    finance_phone: "07 5550 0199",
    // The franchise site shows its walkaround videos on the home page and in a virtual showroom.
    pages: { virtual_showroom: true },
    video_feed: { channel_id: "UCcoastlineToyotaDemo", playlist_id: null, max_results: 8 },
  },
  reviews: {
    maroochydore: { count: 64, average: 4.6 },
    caloundra: { count: 23, average: 4.3 },
    "service-centre": { count: 31, average: 3.9 },
  },
  dealers: [
    {
      id: 1001,
      slug: "coastline-toyota",
      name: "Coastline Toyota",
      manufacturer: "Toyota",
      state: "QLD",
      stockPrefix: "CT",
      cars: 800,
      mix: { new: 40, demo: 10, used: 50 },
      newPool: TOYOTA_NEW,
      // Toyota dealers' used lots are mostly Toyotas (many certified) plus trade-ins of every make.
      usedPool: [...TOYOTA_NEW.map(([m, w]) => [m, w * 4] as const), ...TRADE_INS.map(([m, w]) => [m, w * 0.5] as const)],
      leadEmail: "leads@coastlinetoyota.example",
      context: { lenders: ["plenti", "macquarie"], balloon: 0.3, depositAmount: null, certifiedMake: "Toyota" },
      locations: [
        {
          name: "Coastline Toyota Maroochydore",
          slug: "maroochydore",
          location_type: "sales",
          primary: true,
          manufacturers: ["Toyota"],
          dealer_license_number: "3412877",
          address: { street: "120 Maroochydore Road", city: "Maroochydore", state: "QLD", postcode: "4558", lat: -26.6558, long: 153.078 },
          contact_detail: {
            phone: "07 5550 0123",
            phone_new: "07 5550 0124",
            phone_used: "07 5550 0125",
            phone_demo: "07 5550 0124",
            email: "sales@coastlinetoyota.example",
            opening_hours: SALES_HOURS,
          },
        },
        {
          name: "Coastline Toyota Caloundra",
          slug: "caloundra",
          location_type: "sales",
          manufacturers: ["Toyota"],
          dealer_license_number: "3412877",
          address: { street: "45 Caloundra Road", city: "Caloundra", state: "QLD", postcode: "4551", lat: -26.7985, long: 153.111 },
          contact_detail: { phone: "07 5550 0150", email: "caloundra@coastlinetoyota.example", opening_hours: SALES_HOURS },
        },
        {
          name: "Coastline Toyota Service Centre",
          slug: "service-centre",
          location_type: "service",
          manufacturers: ["Toyota"],
          address: { street: "18 Enterprise Street", city: "Kunda Park", state: "QLD", postcode: "4556", lat: -26.6663, long: 153.0355 },
          contact_detail: { phone: "07 5550 0180", email: "service@coastlinetoyota.example", opening_hours: SERVICE_HOURS },
        },
      ],
    },
  ],
};

const southernCross: SitePlan = {
  slug: "southern-cross",
  name: "Southern Cross Motor Group",
  template: "group",
  domains: ["southerncrossmotorgroup.example"],
  theme: {
    name: "Southern Cross",
    logo_url: siteLogoUrl("southern-cross"),
    logo_text: "Southern Cross",
    colors: {
      primary: "#0f2a4a",
      primary_contrast: "#ffffff",
      accent: "#f2b705",
      accent_contrast: "#13202e",
      surface: "#ffffff",
      surface_alt: "#eef2f6",
      text: "#13202e",
      muted: "#4a5a6a",
      header_bg: "#0f2a4a",
      header_text: "#ffffff",
      footer_bg: "#0a1d33",
      footer_text: "#dfe6ee",
    },
    font_heading: 'Georgia, "Times New Roman", serif',
    font_body: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    radius: "none",
  },
  config: {
    // The demo page of the site's own (written in the console; the seed adds it once), linked from Company.
    menus: { links: [{ section: "company", label: "In the community", href: "/pages/community" }] },
    subscriptions_enabled: true,
    // The group's own terms: two years' roadside assistance on used cars, no money-back guarantee.
    used_roadside_assistance_months: 24,
    money_back_guarantee_hours: null,
    popular_makes: ["Kia", "Mazda", "Hyundai", "Ford", "MG"],
    listing_preset: "hide_by_photos",
    listing_min_photos: 1,
    twitter_share: false,
    finance_phone: "02 5550 0199",
    youx_quote_enabled: true,
    // The spec's one excluded make: its cars never show a finance estimate (e2e vehicle-finance).
    finance_estimate_excluded_makes: ["Tesla"],
    sort_options: { subscription: true },
    // The finance application is a signed-in area on this group's site (vehicle spec §6).
    finance_application_requires_sign_in: true,
    // The group runs an owner-benefits programme and a signed-in spin-to-win promotion.
    pages: { diamond_advantage: true, spin_to_win: true },
  },
  reviews: {
    parramatta: { count: 152, average: 4.4 },
    "parramatta-service": { count: 19, average: 4.5 },
    sydney: { count: 48, average: 4.7 },
    melbourne: { count: 37, average: 4.5 },
    geelong: { count: 58, average: 4.2 },
    "geelong-service": { count: 20, average: 4.6 },
    brisbane: { count: 12, average: 4.8 },
    penrith: { count: 85, average: 4.1 },
  },
  dealers: [
    {
      id: 2001,
      slug: "southern-cross-kia-parramatta",
      name: "Southern Cross Kia Parramatta",
      manufacturer: "Kia",
      state: "NSW",
      stockPrefix: "SK",
      cars: 350,
      mix: { new: 55, demo: 10, used: 35 },
      newPool: franchiseNew("Kia"),
      usedPool: TRADE_INS,
      leadEmail: "kia.leads@southerncrossmotorgroup.example",
      context: { lenders: ["angle", "stratton", "pepper"], balloon: 0, depositAmount: 500, subscriptions: true, youxQuotes: true },
      locations: [
        {
          name: "Southern Cross Kia Parramatta",
          slug: "parramatta",
          location_type: "sales",
          primary: true,
          manufacturers: ["Kia"],
          dealer_license_number: "MD 045219",
          address: { street: "88 Church Street", city: "Parramatta", state: "NSW", postcode: "2150", lat: -33.8079, long: 151.003 },
          contact_detail: { phone: "+61 2 5550 0100", email: "kia@southerncrossmotorgroup.example", opening_hours: SALES_HOURS_SUNDAY },
        },
        {
          name: "Southern Cross Kia Parramatta Service",
          slug: "parramatta-service",
          location_type: "service",
          manufacturers: ["Kia"],
          motor_vehicle_repairer: "MVRL 48213",
          address: { street: "2 Boundary Street", city: "Parramatta", state: "NSW", postcode: "2150", lat: -33.8165, long: 151.0035 },
          contact_detail: { phone: "+61 2 5550 0120", email: "kia.service@southerncrossmotorgroup.example", opening_hours: SERVICE_HOURS },
        },
      ],
    },
    {
      id: 2002,
      slug: "southern-cross-mazda-sydney",
      name: "Southern Cross Mazda Sydney",
      manufacturer: "Mazda",
      state: "NSW",
      stockPrefix: "SZ",
      cars: 300,
      mix: { new: 55, demo: 10, used: 35 },
      newPool: franchiseNew("Mazda"),
      usedPool: TRADE_INS,
      leadEmail: "mazda.leads@southerncrossmotorgroup.example",
      context: { lenders: ["angle", "pepper"], balloon: 0, depositAmount: 500, subscriptions: true, youxQuotes: true },
      locations: [
        {
          name: "Southern Cross Mazda Sydney",
          slug: "sydney",
          location_type: "sales",
          primary: true,
          manufacturers: ["Mazda"],
          dealer_license_number: "MD 038847",
          address: { street: "160 William Street", city: "Sydney", state: "NSW", postcode: "2011", lat: -33.8728, long: 151.2185 },
          contact_detail: { phone: "02 5550 0200", email: "mazda@southerncrossmotorgroup.example", opening_hours: SALES_HOURS_LATE_THURSDAY },
        },
      ],
    },
    {
      id: 2003,
      slug: "southern-cross-hyundai-melbourne",
      name: "Southern Cross Hyundai Melbourne",
      manufacturer: "Hyundai",
      state: "VIC",
      stockPrefix: "SH",
      cars: 300,
      mix: { new: 55, demo: 10, used: 35 },
      newPool: franchiseNew("Hyundai"),
      usedPool: TRADE_INS,
      leadEmail: "hyundai.leads@southerncrossmotorgroup.example",
      context: { lenders: ["angle", "latitude"], balloon: 0, depositAmount: 500, subscriptions: true, youxQuotes: true },
      locations: [
        {
          name: "Southern Cross Hyundai Melbourne",
          slug: "melbourne",
          location_type: "sales",
          primary: true,
          manufacturers: ["Hyundai"],
          dealer_license_number: "LMCT 11842",
          address: { street: "255 Kings Way", city: "Melbourne", state: "VIC", postcode: "3205", lat: -37.8328, long: 144.96 },
          contact_detail: { phone: "03 5550 0300", email: "hyundai@southerncrossmotorgroup.example", opening_hours: SALES_HOURS },
        },
      ],
    },
    {
      id: 2004,
      slug: "southern-cross-ford-geelong",
      name: "Southern Cross Ford Geelong",
      manufacturer: "Ford",
      state: "VIC",
      stockPrefix: "SF",
      cars: 300,
      mix: { new: 50, demo: 10, used: 40 },
      newPool: franchiseNew("Ford"),
      usedPool: TRADE_INS,
      leadEmail: "ford.leads@southerncrossmotorgroup.example",
      context: { lenders: ["stratton", "latitude", "pepper"], balloon: 0, depositAmount: 500, youxQuotes: true },
      locations: [
        {
          name: "Southern Cross Ford Geelong",
          slug: "geelong",
          location_type: "sales",
          primary: true,
          manufacturers: ["Ford"],
          dealer_license_number: "LMCT 10577",
          address: { street: "310 Latrobe Terrace", city: "Geelong", state: "VIC", postcode: "3220", lat: -38.156, long: 144.353 },
          contact_detail: { phone: "03 5550 0400", email: "ford@southerncrossmotorgroup.example", opening_hours: SALES_HOURS },
        },
        {
          name: "Southern Cross Ford Geelong Service",
          slug: "geelong-service",
          location_type: "service",
          manufacturers: ["Ford"],
          address: { street: "22 Fyans Street", city: "Geelong", state: "VIC", postcode: "3220", lat: -38.159, long: 144.356 },
          contact_detail: { phone: "03 5550 0420", email: "ford.service@southerncrossmotorgroup.example", opening_hours: SERVICE_HOURS_WEEKDAYS },
        },
      ],
    },
    {
      id: 2005,
      slug: "southern-cross-mg-brisbane",
      name: "Southern Cross MG Brisbane",
      manufacturer: "MG",
      state: "QLD",
      stockPrefix: "SM",
      cars: 150,
      mix: { new: 60, demo: 10, used: 30 },
      newPool: franchiseNew("MG"),
      usedPool: TRADE_INS,
      leadEmail: "mg.leads@southerncrossmotorgroup.example",
      context: { lenders: ["angle", "pepper"], balloon: 0, depositAmount: 500, subscriptions: true },
      locations: [
        {
          name: "Southern Cross MG Brisbane",
          slug: "brisbane",
          location_type: "sales",
          primary: true,
          manufacturers: ["MG"],
          dealer_license_number: "3290115",
          address: { street: "44 Breakfast Creek Road", city: "Brisbane", state: "QLD", postcode: "4006", lat: -27.444, long: 153.045 },
          contact_detail: { phone: "07 5550 0500", email: "mg@southerncrossmotorgroup.example", opening_hours: SALES_HOURS },
        },
      ],
    },
    {
      id: 2006,
      slug: "southern-cross-used-penrith",
      name: "Southern Cross Used Car Centre Penrith",
      manufacturer: null,
      state: "NSW",
      stockPrefix: "SU",
      cars: 300,
      mix: { new: 0, demo: 0, used: 100 },
      newPool: [],
      usedPool: [...TRADE_INS, ...TOYOTA_NEW.map(([m, w]) => [m, w * 0.6] as const)],
      leadEmail: "used.leads@southerncrossmotorgroup.example",
      context: { lenders: ["angle", "stratton", "latitude", "money3"], balloon: 0, depositAmount: 300, youxQuotes: true },
      locations: [
        {
          name: "Southern Cross Used Car Centre",
          slug: "penrith",
          location_type: "sales",
          location_subtype: "used",
          primary: true,
          dealer_license_number: "MD 051733",
          address: { street: "120 Mulgoa Road", city: "Penrith", state: "NSW", postcode: "2750", lat: -33.756, long: 150.683 },
          contact_detail: { phone: "02 5550 0600", email: "used@southerncrossmotorgroup.example", opening_hours: SALES_HOURS_SUNDAY },
        },
      ],
    },
  ],
};

const outback: SitePlan = {
  slug: "outback-rv",
  name: "Outback Caravans & Motorcycles",
  template: "leisure",
  domains: ["outbackrv.example"],
  theme: {
    name: "Outback",
    logo_url: siteLogoUrl("outback-rv"),
    logo_text: "Outback RV",
    colors: {
      primary: "#9a3b12",
      primary_contrast: "#ffffff",
      accent: "#2f5d3a",
      accent_contrast: "#ffffff",
      surface: "#fffaf2",
      surface_alt: "#f4eadb",
      text: "#2a2018",
      muted: "#6b5a4a",
      header_bg: "#2a2018",
      header_text: "#f8efe3",
      footer_bg: "#1e1711",
      footer_text: "#eadfce",
    },
    font_heading: '"Trebuchet MS", "Segoe UI", sans-serif',
    font_body: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    radius: "large",
  },
  config: {
    // The demo page of the site's own (written in the console; the seed adds it once), linked from Company.
    menus: { links: [{ section: "company", label: "In the community", href: "/pages/community" }] },
    price_quick_picks: [10000, 20000, 30000, 40000, 50000, 75000, 100000, 125000, 150000],
    sell_my_car_subtitle: false,
    // This site's finance links go to its finance enquiry page (vehicle spec §2: some sites use /finance-enquiry).
    routes: { finance: "/finance-enquiry" },
    rego_expired_display: "hidden",
    deposit_amount: 500,
    deposit_hold_hours: 72,
    online_purchase_enabled: true,
    // Buy Online (a reservation at /cars/{slug}/buy-online) and the online purchase journey, both
    // for signed-in shoppers only: the demo of gated checkout.
    checkout_enabled: true,
    checkout_requires_sign_in: true,
    enquiry_message_required: false,
    terms_checkbox: true,
    finance_phone: "08 5550 0799",
    // Caravan walkthroughs from a playlist; no separate showroom page, and no team pages.
    video_feed: { channel_id: null, playlist_id: "PLoutbackRvWalkthroughs", max_results: 6 },
    pages: { teams: false },
    // Its shoppers keep caravans with the heart on their device (the favourites saving model):
    // no account to keep a shortlist (domain/saving-model.ts).
    watchlist_enabled: false,
  },
  reviews: {
    wangara: { count: 41, average: 4.8 },
    "gepps-cross": { count: 9, average: 4.0 },
    hindmarsh: { count: 27, average: 4.6 },
  },
  dealers: [
    {
      id: 3001,
      slug: "outback-caravans-perth",
      name: "Outback Caravans Perth",
      manufacturer: null,
      state: "WA",
      stockPrefix: "OP",
      cars: 260,
      mix: { new: 50, demo: 5, used: 45 },
      newPool: CARAVANS,
      // Caravans, plus the tow vehicles traded in with them.
      usedPool: [...CARAVANS.map(([m, w]) => [m, w * 3] as const), ...TOW_VEHICLES.map(([m, w]) => [m, w * 0.45] as const)],
      leadEmail: "perth.leads@outbackrv.example",
      context: {
        lenders: ["macquarie", "money3"],
        balloon: 0.3,
        depositAmount: 1000,
        consignmentSuburbs: [
          ["Mandurah", "6210"],
          ["Joondalup", "6027"],
          ["Rockingham", "6168"],
        ],
      },
      locations: [
        {
          name: "Outback Caravans Perth",
          slug: "wangara",
          location_type: "sales",
          primary: true,
          manufacturers: ["Jayco", "Coromal", "Lotus"],
          dealer_license_number: "MD 21877",
          address: { street: "27 Prindiville Drive", city: "Wangara", state: "WA", postcode: "6065", lat: -31.7925, long: 115.833 },
          contact_detail: { phone: "08 5550 0700", email: "perth@outbackrv.example", opening_hours: CARAVAN_HOURS },
        },
        {
          name: "Outback Caravans Perth Service",
          slug: "wangara-service",
          location_type: "service",
          address: { street: "31 Prindiville Drive", city: "Wangara", state: "WA", postcode: "6065", lat: -31.7931, long: 115.8338 },
          contact_detail: { phone: "08 5550 0720", email: "service@outbackrv.example", opening_hours: SERVICE_HOURS_WEEKDAYS },
        },
      ],
    },
    {
      id: 3002,
      slug: "outback-caravans-adelaide",
      name: "Outback Caravans Adelaide",
      manufacturer: null,
      state: "SA",
      stockPrefix: "OA",
      cars: 100,
      mix: { new: 55, demo: 0, used: 45 },
      newPool: CARAVANS,
      usedPool: [...CARAVANS.map(([m, w]) => [m, w * 3] as const), ...TOW_VEHICLES.map(([m, w]) => [m, w * 0.3] as const)],
      leadEmail: "adelaide.leads@outbackrv.example",
      context: {
        lenders: ["macquarie", "money3"],
        balloon: 0.3,
        depositAmount: 1000,
        consignmentSuburbs: [
          ["Mount Barker", "5251"],
          ["Gawler", "5118"],
        ],
      },
      locations: [
        {
          name: "Outback Caravans Adelaide",
          slug: "gepps-cross",
          location_type: "sales",
          primary: true,
          manufacturers: ["Jayco", "Coromal"],
          dealer_license_number: "MVD 271345",
          address: { street: "700 Main North Road", city: "Gepps Cross", state: "SA", postcode: "5094", lat: -34.844, long: 138.599 },
          contact_detail: { phone: "08 5550 0750", email: "adelaide@outbackrv.example", opening_hours: SALES_HOURS },
        },
      ],
    },
    {
      id: 3003,
      slug: "outback-motorcycles-adelaide",
      name: "Outback Motorcycles Adelaide",
      manufacturer: null,
      state: "SA",
      stockPrefix: "OM",
      cars: 140,
      mix: { new: 60, demo: 5, used: 35 },
      newPool: MOTORCYCLES,
      usedPool: MOTORCYCLES,
      leadEmail: "motorcycles.leads@outbackrv.example",
      context: { lenders: ["macquarie", "money3"], balloon: 0.3, depositAmount: 200 },
      locations: [
        {
          name: "Outback Motorcycles Adelaide",
          slug: "hindmarsh",
          location_type: "sales",
          primary: true,
          manufacturers: ["Yamaha", "Kawasaki", "Honda"],
          dealer_license_number: "MVD 268811",
          address: { street: "112 Port Road", city: "Hindmarsh", state: "SA", postcode: "5007", lat: -34.907, long: 138.569 },
          contact_detail: { phone: "+61 8 5550 0780", email: "motorcycles@outbackrv.example", opening_hours: SALES_HOURS },
        },
      ],
    },
  ],
};

export const SITE_PLANS: readonly SitePlan[] = [coastline, southernCross, outback];

/** The demo site with this slug (logos and tests look sites up by slug). */
export function findSitePlan(slug: string): SitePlan | undefined {
  return SITE_PLANS.find((s) => s.slug === slug);
}
