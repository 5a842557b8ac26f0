/**
 * Deterministic stock for the search benchmark: cars shaped like a real feed (a skewed make mix,
 * 10–30 photos, dealer comments, equipment lists, finance figures), written straight into the
 * cars table in batches. The search_text trigger fills the search words as it would for an import.
 */
import type { Database } from "../src/db/client";
import { cars } from "../src/db/schema";
import { upsertSite } from "../src/site/store";

/** mulberry32: small, fast, seeded. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  /** Skewed pick: earlier items far more likely (Zipf-like). */
  const skew = <T>(xs: readonly T[]): T => xs[Math.min(xs.length - 1, Math.floor(xs.length * next() ** 2.2))]!;
  return { next, int, pick, skew, chance: (p: number) => next() < p };
}

const CATALOGUE: Record<string, string[]> = {
  Toyota: ["Hilux", "Corolla", "RAV4", "LandCruiser", "Camry", "Prado", "Kluger", "Yaris", "HiAce", "C-HR"],
  Mazda: ["CX-5", "Mazda3", "CX-3", "BT-50", "CX-30", "CX-9", "MX-5", "CX-60"],
  Ford: ["Ranger", "Everest", "Puma", "Mustang", "Transit", "Escape"],
  Hyundai: ["i30", "Tucson", "Kona", "Santa Fe", "Venue", "Ioniq 5", "Staria"],
  Kia: ["Sportage", "Cerato", "Seltos", "Sorento", "Carnival", "Picanto", "EV6", "Stonic"],
  Mitsubishi: ["Triton", "Outlander", "ASX", "Eclipse Cross", "Pajero Sport"],
  Nissan: ["Navara", "X-Trail", "Patrol", "Qashqai", "Juke", "Pathfinder"],
  Volkswagen: ["Golf", "Tiguan", "Amarok", "Polo", "T-Roc", "Touareg"],
  Subaru: ["Forester", "Outback", "XV", "WRX", "Impreza", "BRZ"],
  Isuzu: ["D-Max", "MU-X"],
  Honda: ["CR-V", "HR-V", "Civic", "Jazz", "Accord"],
  "Mercedes-Benz": ["C-Class", "GLC", "A-Class", "GLE", "Sprinter", "Vito"],
  BMW: ["X5", "3 Series", "X3", "X1", "5 Series"],
  Audi: ["Q5", "A3", "Q3", "A4", "Q7"],
  Tesla: ["Model 3", "Model Y"],
  MG: ["ZS", "MG3", "HS", "MG4"],
  "Škoda": ["Octavia", "Kodiaq", "Karoq", "Fabia"],
  Citroën: ["C3", "C5 Aircross", "Berlingo"],
  Jeep: ["Grand Cherokee", "Wrangler", "Compass"],
  "Land Rover": ["Defender", "Discovery", "Range Rover Evoque"],
  Suzuki: ["Swift", "Jimny", "Vitara", "S-Cross"],
  Volvo: ["XC60", "XC40", "XC90"],
  Lexus: ["RX", "NX", "UX", "IS"],
  Peugeot: ["3008", "2008", "208"],
  Renault: ["Koleos", "Captur", "Megane"],
  Chery: ["Omoda 5", "Tiggo 7 Pro"],
  GWM: ["Cannon", "Haval H6", "Haval Jolion", "Ora"],
  LDV: ["T60", "Deliver 9", "G10"],
  BYD: ["Atto 3", "Dolphin", "Seal"],
  Porsche: ["Cayenne", "Macan", "911"],
};
const MAKES = Object.keys(CATALOGUE);
const BADGES = ["SR5", "GX", "GXL", "Ascent Sport", "SX", "GT", "Sport", "Premium", "Limited", "XLT", "Wildtrak", "Active", "Elite", "Highlander", "ST-L", "Maxx", "Touring", "Evolve", "Vibe", "Lux"];
const SERIES = ["MY24", "MY23", "MY22", "Series II", "GUN126R", "BP", "PX III", "TM", "MQ", "KF"];
const COLOURS = ["White", "Black", "Silver", "Grey", "Blue", "Red", "Green", "Orange", "Bronze", "Beige", "Yellow", "Brown"];
const BODIES = ["SUV", "Ute", "Hatch", "Sedan", "Wagon", "Cab Chassis", "Van", "People Mover", "Coupe", "Convertible"];
const FUELS: [string, string][] = [
  ["Petrol", "Unleaded Petrol"],
  ["Diesel", "Diesel"],
  ["Hybrid", "Hybrid (Petrol)"],
  ["Electric", "Electric"],
  ["PHEV", "Plug-in Hybrid"],
];
const TRANS = [
  ["Automatic", "8 Sp Automatic"],
  ["Manual", "6 Sp Manual"],
  ["Automatic", "CVT"],
];
const DRIVES = ["FWD", "AWD", "4x4", "RWD"];
const SEATS = [5, 5, 5, 7, 7, 2, 8, 4];
const FEATURES = ["Apple CarPlay", "Android Auto", "Reversing Camera", "Sunroof", "Leather Seats", "Heated Seats", "Tow Bar", "Bluetooth", "Cruise Control", "Adaptive Cruise", "Lane Keep Assist", "Blind Spot Monitor", "360 Camera", "Keyless Entry", "Sat Nav", "Alloy Wheels", "Roof Racks", "Bull Bar", "Third Row Seating", "Wireless Charging"];
const TAGS = ["Hot Deal", "Runout Sale", "Price Drop", "Low Kms", "One Owner", "Demo Clearance"];
const STATES = ["QLD", "NSW", "VIC", "WA", "SA", "TAS"];
const CITIES: Record<string, string[]> = {
  QLD: ["Brisbane", "Gold Coast", "Sunshine Coast", "Townsville", "Cairns", "Toowoomba"],
  NSW: ["Sydney", "Parramatta", "Newcastle", "Wollongong", "Penrith"],
  VIC: ["Melbourne", "Geelong", "Ballarat", "Bendigo", "Dandenong"],
  WA: ["Perth", "Joondalup", "Mandurah"],
  SA: ["Adelaide", "Mount Gambier"],
  TAS: ["Hobart", "Launceston"],
};
const LOREM =
  "This vehicle has been through our 120-point inspection and comes with a full service history. Finance available, trade-ins welcome. Drive away today with confidence: one owner, log books, two keys, excellent condition inside and out. ";

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

function variantFeatures(make: string, model: string, badge: string | null, extra: string | null): string[] {
  const h = hash(`${make}|${model}|${badge ?? ""}`);
  const list = FEATURES.filter((_, i) => ((h >>> i % 32) ^ (h >>> (i + 7) % 32)) & 1);
  if (extra && !list.includes(extra)) list.push(extra);
  return list;
}

function categoriesFor(body: string, price: number, fuel: string): string[] {
  const out: string[] = [];
  if (body === "SUV" || body === "People Mover" || body === "Wagon") out.push("Family");
  if (body === "Ute" || body === "Cab Chassis" || body === "Van") out.push("Work");
  if (body === "Ute" || body === "SUV") out.push("Off Road");
  if (body === "Hatch") out.push("City");
  if (price > 80000) out.push("Luxury");
  if (body === "Coupe" || body === "Convertible") out.push("Performance");
  if (fuel === "Electric" || fuel === "Hybrid" || fuel === "PHEV") out.push("Eco");
  return out;
}

export interface GeneratedSite {
  slug: string;
  siteId: number;
  dealershipIds: number[];
  locationIds: number[];
}

let dealerIdBase = 900_000;

/** Create a site with `dealers` dealerships of two locations each. */
export async function createBenchSite(db: Database, slug: string, dealers: number, seed: number): Promise<GeneratedSite> {
  const r = seeded(seed);
  const dealerships = Array.from({ length: dealers }, (_, i) => {
    const state = r.pick(STATES);
    return {
      id: dealerIdBase + i,
      slug: `${slug}-dealer-${i + 1}`,
      name: `${slug.replace(/-/g, " ")} ${r.pick(MAKES)} ${i + 1}`.replace(/\b\w/g, (c) => c.toUpperCase()),
      manufacturer: null,
      locations: [0, 1].map((j) => ({
        name: `${r.pick(CITIES[state]!)} ${j === 0 ? "Sales" : "Used Cars"} ${i + 1}`,
        slug: `loc-${i + 1}-${j + 1}`,
        address: { city: r.pick(CITIES[state]!), state, postcode: String(r.int(2000, 7999)) },
        contact_detail: { phone: `07 ${r.int(3000, 3999)} ${r.int(1000, 9999)}`, opening_hours: [] },
      })),
    };
  });
  dealerIdBase += dealers + 10;
  const { site } = await upsertSite(db, { slug, name: slug, domains: [`${slug}.bench.test`], dealerships });
  const locs = await db.query<{ id: number }>("select id from locations where site_id = $1 order by id", [site.id]);
  return { slug, siteId: site.id, dealershipIds: site.dealerships.map((d) => d.id), locationIds: locs.map((l) => Number(l.id)) };
}

export type CarInsert = typeof cars.$inferInsert;

export function benchCar(r: ReturnType<typeof seeded>, site: GeneratedSite, i: number, now: Date): CarInsert {
  const make = r.skew(MAKES);
  const model = r.skew(CATALOGUE[make]!);
  const carType = r.chance(0.6) ? "used" : r.chance(0.75) ? "new" : "demo";
  const year = carType === "new" ? r.int(2025, 2026) : carType === "demo" ? r.int(2024, 2025) : r.int(2006, 2024);
  const km = carType === "new" ? r.int(0, 50) : carType === "demo" ? r.int(500, 9000) : r.int(5000, 250000);
  const price = r.chance(0.01) ? 0 : Math.round(r.int(6000, 150000) / 10) * 10;
  const statusRoll = r.next();
  const status = statusRoll < 0.82 ? "in_stock" : statusRoll < 0.87 ? "coming_soon" : statusRoll < 0.99 ? "sold" : "in_transit";
  const soldDate = status === "sold" ? new Date(now.getTime() - r.int(0, 30 * 86400) * 1000) : null;
  const badge = r.chance(0.9) ? r.pick(BADGES) : null;
  const [simpleFuel, fuel] = r.skew(FUELS);
  const [simpleTrans, trans] = r.pick(TRANS);
  const dealershipIdx = r.int(0, site.dealershipIds.length - 1);
  const body = r.skew(BODIES);
  const stocknum = `${site.slug.slice(0, 2).toUpperCase()}${String(i).padStart(6, "0")}`;
  const vin = Array.from({ length: 17 }, () => r.pick([..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789"])).join("");
  const photos = r.chance(0.03) ? 0 : r.int(10, 30);
  const images = Array.from({ length: photos }, (_, k) => `https://cdn.example.com/stock/${site.slug}/${stocknum}/${k + 1}.jpg?w=1280&q=80`);
  return {
    siteId: site.siteId,
    dealershipId: site.dealershipIds[dealershipIdx]!,
    locationId: site.locationIds[dealershipIdx * 2 + r.int(0, 1)] ?? null,
    stocknum,
    slug: `${year}-${make}-${model}-${stocknum}`.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    name: [year, make, model, badge].filter(Boolean).join(" "),
    make,
    model,
    series: r.chance(0.7) ? r.pick(SERIES) : null,
    badge,
    year,
    km,
    price,
    beforePrice: r.chance(0.1) ? price + 2000 : null,
    subscriptionPrice: r.chance(0.2) ? r.int(150, 600) : null,
    weeklyPrice: r.chance(0.8) ? Math.round(price / 300) : null,
    priceType: r.pick(["DAP", "EGC", "Drive Away"]),
    carType,
    status,
    tag: r.chance(0.1) ? r.pick(TAGS) : null,
    reserved: r.chance(0.03),
    certified: carType === "used" && r.chance(0.15),
    colour: r.skew(COLOURS),
    drive: r.pick(DRIVES),
    seats: r.pick(SEATS),
    doors: r.pick([2, 4, 5]),
    fuel,
    simpleFuel,
    body,
    simpleBody: null,
    trans,
    simpleTransmission: simpleTrans,
    regplate: carType === "new" ? null : `${r.int(100, 999)}${String.fromCharCode(65 + r.int(0, 25), 65 + r.int(0, 25), 65 + r.int(0, 25))}`,
    vin,
    soldDate,
    dealercomments: LOREM.repeat(r.int(1, 5)),
    images,
    thumbnails: images.slice(0, 3).map((u) => u.replace("w=1280", "w=320")),
    primaryImageUrl: images[0] ?? null,
    photosCount: photos,
    showOnDealerWebsite: !r.chance(0.02),
    paymentProcessors: r.chance(0.3) ? [{ name: "stripe", reservable: true, deposit_amount: 200 }] : [],
    variant: { cylinders: r.pick([3, 4, 6, 8]), enginesize: r.int(1000, 5000), ancaprating: 5 },
    financeLenders: { plenti: { interestRate: 8.99, paymentWeek: Math.round(price / 400), termYears: 5 } },
    standardEquipment: FEATURES.slice(0, r.int(8, 20)).map((f) => `${f} (standard)`),
    // Features come with the variant (make, model, badge), as feeds derive them from its
    // equipment; a dealer-fitted extra now and then. Categories follow the body, price and fuel.
    filteredFeatures: variantFeatures(make, model, badge, r.chance(0.1) ? r.pick(FEATURES) : null),
    categories: categoriesFor(body, price, simpleFuel),
    itemType: r.chance(0.97) ? "car" : r.pick(["caravan", "motorcycle"]),
    customRank: r.chance(0.05) ? r.int(1, 10) : 0,
    createdAt: new Date(now.getTime() - r.int(0, 365 * 86400) * 1000),
  };
}

/** Insert `count` cars for a site, in batches, and bump the dealerships' stock versions. */
export async function insertBenchCars(db: Database, site: GeneratedSite, count: number, seed: number, now: Date, onProgress?: (n: number) => void): Promise<void> {
  const r = seeded(seed);
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const rows: CarInsert[] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) rows.push(benchCar(r, site, i, now));
    await db.orm.insert(cars).values(rows);
    onProgress?.(Math.min(count, start + batch));
  }
  await db.query("update dealerships set stock_version = stock_version + 1 where site_id = $1", [site.siteId]);
}
