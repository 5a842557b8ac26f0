/**
 * A believable Australian new-vehicle catalogue for the demo data: real makes, models, badges and
 * series with drive-away prices, powertrains, dimensions, towing and ANCAP ratings close to the
 * 2025–26 market, plus caravans and motorcycles. Figures are indicative (rounded, demo only), but
 * they fit each other: a LandCruiser costs more than a Corolla, a HiLux tows 3,500 kg, an EV has
 * no cylinders, a Workmate is a cab chassis.
 *
 * Units: prices in whole dollars (drive-away, new); dimensions of cars in mm; fuel consumption in
 * L/100 km; torque in Nm; towing and masses in kg. Caravan body length and width are in FEET, as
 * Australian caravan listings quote them (the page converts with 1 ft = 0.3048 m).
 */

export type ItemType = "car" | "caravan" | "motorcycle";
export type SimpleFuel = "Petrol" | "Diesel" | "Hybrid" | "PHEV" | "Electric";
export type SimpleBody = "Ute" | "Cab Chassis" | "SUV" | "Hatch" | "Sedan" | "Wagon" | "Van" | "People Mover" | "Caravan" | "Motorcycle";
export type Drive = "4x4" | "AWD" | "FWD" | "RWD";
/** The silhouette the image generator draws (src/demo/car-image.ts). */
export type Shape =
  | "ute"
  | "cab-chassis"
  | "suv"
  | "large-suv"
  | "hatch"
  | "sedan"
  | "wagon"
  | "van"
  | "people-mover"
  | "caravan"
  | "motorcycle";

export const SHAPES: readonly Shape[] = [
  "ute",
  "cab-chassis",
  "suv",
  "large-suv",
  "hatch",
  "sedan",
  "wagon",
  "van",
  "people-mover",
  "caravan",
  "motorcycle",
];

export interface Powertrain {
  simpleFuel: SimpleFuel;
  /** Detailed fuel as feeds carry it ("Diesel", "Premium Unleaded Petrol", "Hybrid (Petrol)"). */
  fuel: string;
  litres: number | null;
  cylinders: number | null;
  induction: string;
  /** "8 Sp Automatic", "CVT", "6 Sp Manual", "1 Sp Reduction Gear". */
  trans: string;
  drive: Drive | null;
  /** L/100 km (kWh/100 km for electric). */
  consumption: number;
  torque: number;
  kw: number;
}

export interface Variant {
  badge: string;
  rrp: number;
  pt: Powertrain;
  series?: string;
  body?: string;
  simpleBody?: SimpleBody;
  shape?: Shape;
  seats?: number | null;
  doors?: number | null;
  towing?: number | null;
  /** Trim level 0 (base) … 4 (top): how much equipment it carries. */
  level: number;
  /** First model year of this badge (a used 2016 Kluger was never a hybrid). */
  since?: number;
  /** Caravans: layout and dimensions. */
  caravan?: CaravanSpec;
  /** Motorcycles: learner approved. */
  lams?: boolean;
}

export interface CaravanSpec {
  body_length: number;
  body_width: number;
  tare_weight: number;
  aggregate_trailer_mass: number;
  axle_type: "Single" | "Tandem";
  sleeps: number;
}

export interface Model {
  make: string;
  model: string;
  itemType: ItemType;
  series: string;
  body: string;
  simpleBody: SimpleBody;
  shape: Shape;
  seats: number | null;
  doors: number | null;
  /** length, width, height (mm). */
  dims: [number, number, number] | null;
  fuelCapacity: number | null;
  gvm: number | null;
  towing: number | null;
  ancap: number | null;
  /** First model year of the current generation: older cars carry no series code (it would be another generation's). */
  generationFrom?: number;
  /** Oldest model year seen in used stock. */
  firstYear: number;
  /** Share of value kept each year after the first (0.80 EV … 0.95 LandCruiser 70). */
  retention: number;
  categories: string[];
  variants: Variant[];
}

export interface Make {
  name: string;
  slug: string;
  /** World manufacturer identifier: the VIN's first three characters. */
  wmi: string;
  colours: Colour[];
}

export interface Colour {
  name: string;
  hex: string;
}

// ── Powertrains ────────────────────────────────────────────────────────────────────────────────

const pt = (
  simpleFuel: SimpleFuel,
  litres: number | null,
  cylinders: number | null,
  trans: string,
  drive: Drive | null,
  consumption: number,
  torque: number,
  kw: number,
  opts: { fuel?: string; induction?: string } = {},
): Powertrain => ({
  simpleFuel,
  fuel:
    opts.fuel ??
    {
      Petrol: "Unleaded Petrol",
      Diesel: "Diesel",
      Hybrid: "Hybrid (Petrol)",
      PHEV: "Plug-in Hybrid (Petrol)",
      Electric: "Electric",
    }[simpleFuel],
  litres,
  cylinders,
  induction: opts.induction ?? (simpleFuel === "Electric" ? "Electric Motor" : simpleFuel === "Diesel" ? "Turbo Intercooled" : "Aspirated"),
  trans,
  drive,
  consumption,
  torque,
  kw,
});

const TURBO = { induction: "Turbo Intercooled" };
const TWIN_TURBO = { induction: "Twin Turbo Intercooled" };
const PREMIUM = { fuel: "Premium Unleaded Petrol" };
const EV = (drive: Drive, kwh: number, torque: number, kw: number) => pt("Electric", null, null, "1 Sp Reduction Gear", drive, kwh, torque, kw);

// ── Makes and their Australian paint names ───────────────────────────────────────────────────

export const MAKES: Make[] = [
  {
    name: "Toyota",
    slug: "toyota",
    wmi: "JTM",
    colours: [
      { name: "Glacier White", hex: "f3f4f1" },
      { name: "Crystal Pearl", hex: "e9e7df" },
      { name: "Silver Pearl", hex: "b9bdc1" },
      { name: "Graphite", hex: "4a4d52" },
      { name: "Eclipse Black", hex: "16171a" },
      { name: "Feverish Red", hex: "b3121d" },
      { name: "Nebula Blue", hex: "1f3f73" },
      { name: "Oxide Bronze", hex: "7a5a3c" },
      { name: "Inferno", hex: "e0541b" },
      { name: "Saturn Blue", hex: "2f6fb5" },
    ],
  },
  {
    name: "Mazda",
    slug: "mazda",
    wmi: "JM0",
    colours: [
      { name: "Soul Red Crystal", hex: "a3111c" },
      { name: "Snowflake White Pearl", hex: "f1f0ea" },
      { name: "Machine Grey", hex: "5d6064" },
      { name: "Jet Black", hex: "141518" },
      { name: "Deep Crystal Blue", hex: "1d2b4a" },
      { name: "Polymetal Grey", hex: "7f8a8f" },
      { name: "Sonic Silver", hex: "aeb3b8" },
      { name: "Zircon Sand", hex: "b8ad98" },
    ],
  },
  {
    name: "Kia",
    slug: "kia",
    wmi: "KNA",
    colours: [
      { name: "Clear White", hex: "f4f4f2" },
      { name: "Snow White Pearl", hex: "eeeee8" },
      { name: "Aurora Black", hex: "131417" },
      { name: "Steel Grey", hex: "5a5e63" },
      { name: "Gravity Grey", hex: "6b6f73" },
      { name: "Runway Red", hex: "a51c24" },
      { name: "Yacht Blue", hex: "23395d" },
      { name: "Interstellar Grey", hex: "3f4247" },
      { name: "Jungle Wood Green", hex: "3b4a3a" },
    ],
  },
  {
    name: "Hyundai",
    slug: "hyundai",
    wmi: "KMH",
    colours: [
      { name: "Polar White", hex: "f3f3f1" },
      { name: "Phantom Black", hex: "121316" },
      { name: "Fiery Red", hex: "b0131c" },
      { name: "Intense Blue", hex: "1e4b8f" },
      { name: "Amazon Grey", hex: "6d7375" },
      { name: "Lucid Blue", hex: "8fb3c9" },
      { name: "Gravity Gold Matte", hex: "8b7a57" },
      { name: "Ecotronic Grey", hex: "8e9192" },
    ],
  },
  {
    name: "Ford",
    slug: "ford",
    wmi: "MNA",
    colours: [
      { name: "Arctic White", hex: "f4f4f2" },
      { name: "Shadow Black", hex: "15161a" },
      { name: "Meteor Grey", hex: "55595e" },
      { name: "Aluminium", hex: "b3b7bb" },
      { name: "Blue Lightning", hex: "1c4fa0" },
      { name: "Conquer Grey", hex: "8a8f8f" },
      { name: "Luxe Yellow", hex: "e8b21a" },
      { name: "Sedona Orange", hex: "c8561e" },
      { name: "Command Green", hex: "4b5a3e" },
    ],
  },
  {
    name: "Mitsubishi",
    slug: "mitsubishi",
    wmi: "MMA",
    colours: [
      { name: "White Diamond", hex: "f1f1ec" },
      { name: "Black Diamond", hex: "141518" },
      { name: "Red Diamond", hex: "a8121a" },
      { name: "Titanium", hex: "5b5e62" },
      { name: "Sterling Silver", hex: "b4b8bc" },
      { name: "Cosmic Blue", hex: "223a66" },
    ],
  },
  {
    name: "Tesla",
    slug: "tesla",
    wmi: "LRW",
    colours: [
      { name: "Pearl White", hex: "f2f2ef" },
      { name: "Solid Black", hex: "111214" },
      { name: "Stealth Grey", hex: "4a4d51" },
      { name: "Deep Blue Metallic", hex: "1f3766" },
      { name: "Ultra Red", hex: "b01623" },
      { name: "Quicksilver", hex: "a9adb1" },
    ],
  },
  {
    name: "MG",
    slug: "mg",
    wmi: "LSJ",
    colours: [
      { name: "Dover White", hex: "f3f3f0" },
      { name: "Pebble Black", hex: "141518" },
      { name: "Diamond Red", hex: "a8141f" },
      { name: "Clipper Blue", hex: "2b5d9c" },
      { name: "Cotswold Grey", hex: "868b8d" },
      { name: "Volcano Orange", hex: "d9641e" },
    ],
  },
  {
    name: "Subaru",
    slug: "subaru",
    wmi: "JF1",
    colours: [
      { name: "Crystal White Pearl", hex: "f0f0eb" },
      { name: "Crystal Black Silica", hex: "141517" },
      { name: "Magnetite Grey", hex: "555a5e" },
      { name: "Autumn Green", hex: "46533f" },
      { name: "Sapphire Blue", hex: "20386a" },
      { name: "Ice Silver", hex: "b7bcc0" },
    ],
  },
  {
    name: "Volkswagen",
    slug: "volkswagen",
    wmi: "WVW",
    colours: [
      { name: "Pure White", hex: "f4f4f2" },
      { name: "Deep Black Pearl", hex: "15161a" },
      { name: "Kings Red", hex: "a3111b" },
      { name: "Atlantic Blue", hex: "1e3656" },
      { name: "Moonstone Grey", hex: "6e7276" },
      { name: "Lapiz Blue", hex: "1f5fb0" },
    ],
  },
  {
    name: "BYD",
    slug: "byd",
    wmi: "LGX",
    colours: [
      { name: "Ski White", hex: "f1f2ef" },
      { name: "Boulder Grey", hex: "6b6e70" },
      { name: "Surf Blue", hex: "3f6f93" },
      { name: "Parkour Red", hex: "a21d24" },
      { name: "Cosmos Black", hex: "131416" },
      { name: "Atlantis Grey", hex: "8a9196" },
    ],
  },
  {
    name: "Isuzu",
    slug: "isuzu",
    wmi: "MPA",
    colours: [
      { name: "Mineral White", hex: "f1f1ee" },
      { name: "Obsidian Grey", hex: "414447" },
      { name: "Cobalt Blue", hex: "22407a" },
      { name: "Volcanic Amber", hex: "b85a1e" },
      { name: "Mercury Silver", hex: "b1b5b8" },
    ],
  },
  {
    name: "Nissan",
    slug: "nissan",
    wmi: "MNT",
    colours: [
      { name: "Polar White", hex: "f2f2ef" },
      { name: "Black Star", hex: "141517" },
      { name: "Twilight Grey", hex: "5b5f63" },
      { name: "Caspian Blue", hex: "2a4d7a" },
      { name: "Burning Red", hex: "a5151d" },
    ],
  },
  {
    name: "Honda",
    slug: "honda",
    wmi: "MRH",
    colours: [
      { name: "Platinum White Pearl", hex: "f1f0ea" },
      { name: "Crystal Black Pearl", hex: "131416" },
      { name: "Meteoroid Grey", hex: "5a5d61" },
      { name: "Ignite Red", hex: "a8141e" },
      { name: "Canyon River Blue", hex: "2c4f72" },
      { name: "Grand Prix Red", hex: "c8102e" },
      { name: "Matte Gunpowder Black", hex: "2b2c2e" },
    ],
  },
  // Caravans: mostly white composite bodies with a coloured or checker-plate finish.
  {
    name: "Jayco",
    slug: "jayco",
    wmi: "6J9",
    colours: [
      { name: "Alpine White", hex: "f1f2ee" },
      { name: "Silver Checker Plate", hex: "b9bdc0" },
      { name: "Charcoal Composite", hex: "3b3e42" },
      { name: "Outback Sand", hex: "c9b690" },
    ],
  },
  {
    name: "Coromal",
    slug: "coromal",
    wmi: "6C8",
    colours: [
      { name: "Alpine White", hex: "f1f2ee" },
      { name: "Gunmetal Grey", hex: "53575b" },
      { name: "Silver Checker Plate", hex: "b9bdc0" },
    ],
  },
  {
    name: "Lotus",
    slug: "lotus",
    wmi: "6L7",
    colours: [
      { name: "Matte Black Composite", hex: "25272a" },
      { name: "Alpine White", hex: "f1f2ee" },
      { name: "Storm Grey", hex: "686d71" },
    ],
  },
  {
    name: "Yamaha",
    slug: "yamaha",
    wmi: "JYA",
    colours: [
      { name: "Icon Blue", hex: "1f4fa8" },
      { name: "Tech Black", hex: "1b1c1f" },
      { name: "Cyan Storm", hex: "3d8fb0" },
      { name: "Ceramic Ice", hex: "d6d9da" },
    ],
  },
  {
    name: "Kawasaki",
    slug: "kawasaki",
    wmi: "JKA",
    colours: [
      { name: "Lime Green", hex: "5fb12c" },
      { name: "Metallic Spark Black", hex: "1c1e21" },
      { name: "Pearl Robotic White", hex: "ecedeb" },
      { name: "Candy Persimmon Red", hex: "a8261e" },
    ],
  },
  {
    name: "Honda Motorcycles",
    slug: "honda-motorcycles",
    wmi: "JH2",
    colours: [
      { name: "Grand Prix Red", hex: "c8102e" },
      { name: "Matte Gunpowder Black", hex: "2b2c2e" },
      { name: "Pearl Glare White", hex: "f0f0ea" },
    ],
  },
];

const makeByName = new Map(MAKES.map((m) => [m.name, m]));
export function findMake(name: string): Make {
  const m = makeByName.get(name);
  if (!m) throw new Error(`Unknown make "${name}"`);
  return m;
}

/**
 * The most colourful paint of a palette: model images and offer tiles use it, as brochures do
 * (a menu of white cars on a white page says nothing).
 */
export function heroColour(palette: readonly Colour[]): Colour {
  const saturation = (hex: string) => {
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    return max === 0 ? 0 : (max - min) / max;
  };
  return palette.reduce((best, c) => (saturation(c.hex) > saturation(best.hex) ? c : best), palette[0]!);
}

// Motorcycles are listed under their brand name; the "Honda Motorcycles" entry only exists to
// hold a motorcycle palette (a Honda CBR650R in "Canyon River Blue" would not be believable).
export function paletteFor(model: Pick<Model, "make" | "itemType">): Colour[] {
  if (model.itemType === "motorcycle" && model.make === "Honda") return findMake("Honda Motorcycles").colours;
  return findMake(model.make).colours;
}

// ── Models ─────────────────────────────────────────────────────────────────────────────────────

const DUAL_CAB = { body: "Double Cab Pick Up", simpleBody: "Ute" as const, shape: "ute" as const };
const CAB_CHASSIS = { body: "Cab Chassis", simpleBody: "Cab Chassis" as const, shape: "cab-chassis" as const };
const SEDAN = { body: "Sedan", simpleBody: "Sedan" as const, shape: "sedan" as const, doors: 4 };

const hilux28 = pt("Diesel", 2.8, 4, "6 Sp Automatic", "4x4", 8.4, 500, 150);
const ranger20 = pt("Diesel", 2.0, 4, "10 Sp Automatic", "4x4", 7.6, 500, 154, TWIN_TURBO);
const ranger30 = pt("Diesel", 3.0, 6, "10 Sp Automatic", "4x4", 8.4, 600, 184);

export const MODELS: Model[] = [
  // ── Toyota ──
  {
    make: "Toyota", model: "HiLux", itemType: "car", series: "GUN126R", generationFrom: 2015, ...DUAL_CAB, seats: 5, doors: 4,
    dims: [5325, 1900, 1815], fuelCapacity: 80, gvm: 3050, towing: 3500, ancap: 5, firstYear: 2015, retention: 0.91,
    categories: ["Work", "Off Road"],
    variants: [
      { badge: "Workmate", level: 0, rrp: 38990, series: "GUN122R", ...CAB_CHASSIS, seats: 3, doors: 2, towing: 2500, pt: pt("Diesel", 2.4, 4, "6 Sp Automatic", "RWD", 7.7, 400, 110) },
      { badge: "SR", level: 1, rrp: 57990, ...CAB_CHASSIS, pt: hilux28 },
      { badge: "SR5", level: 2, rrp: 66990, pt: hilux28 },
      { badge: "Rogue", since: 2018, level: 3, rrp: 76990, pt: hilux28 },
      { badge: "GR Sport", since: 2023, level: 4, rrp: 80990, pt: { ...hilux28, torque: 550, kw: 165 } },
    ],
  },
  {
    make: "Toyota", model: "Corolla", itemType: "car", series: "ZWE219R", generationFrom: 2018, body: "Hatchback", simpleBody: "Hatch", shape: "hatch", seats: 5, doors: 5,
    dims: [4375, 1790, 1435], fuelCapacity: 43, gvm: 1790, towing: null, ancap: 5, firstYear: 2014, retention: 0.88,
    categories: ["City", "First Car"],
    variants: [
      { badge: "Ascent Sport", level: 0, rrp: 31990, series: "MZEA12R", pt: pt("Petrol", 2.0, 4, "CVT", "FWD", 6.0, 205, 126) },
      { badge: "Ascent Sport Hybrid", since: 2018, level: 1, rrp: 34490, pt: pt("Hybrid", 1.8, 4, "CVT", "FWD", 4.0, 142, 103) },
      { badge: "SX Hybrid", since: 2018, level: 2, rrp: 37490, pt: pt("Hybrid", 1.8, 4, "CVT", "FWD", 4.0, 142, 103) },
      { badge: "ZR Hybrid", since: 2018, level: 3, rrp: 40990, pt: pt("Hybrid", 1.8, 4, "CVT", "FWD", 4.2, 142, 103) },
      { badge: "SX Hybrid", since: 2018, level: 2, rrp: 38490, ...SEDAN, pt: pt("Hybrid", 1.8, 4, "CVT", "FWD", 3.9, 142, 103) },
    ],
  },
  {
    make: "Toyota", model: "RAV4", itemType: "car", series: "AXAH54R", generationFrom: 2019, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4600, 1855, 1685], fuelCapacity: 55, gvm: 2230, towing: 1500, ancap: 5, firstYear: 2015, retention: 0.9,
    categories: ["Family", "SUV"],
    variants: [
      { badge: "GX", level: 0, rrp: 39990, series: "MXAA52R", pt: pt("Petrol", 2.0, 4, "CVT", "FWD", 6.5, 207, 127) },
      { badge: "GX Hybrid", since: 2019, level: 1, rrp: 43490, series: "AXAH52R", towing: 800, pt: pt("Hybrid", 2.5, 4, "CVT", "FWD", 4.7, 221, 160) },
      { badge: "GXL Hybrid", since: 2019, level: 2, rrp: 50490, pt: pt("Hybrid", 2.5, 4, "CVT", "AWD", 4.8, 221, 163) },
      { badge: "XSE Hybrid", since: 2019, level: 3, rrp: 53990, pt: pt("Hybrid", 2.5, 4, "CVT", "AWD", 4.8, 221, 163) },
      { badge: "Cruiser Hybrid", since: 2019, level: 4, rrp: 57490, pt: pt("Hybrid", 2.5, 4, "CVT", "AWD", 4.8, 221, 163) },
      { badge: "Edge", since: 2019, level: 4, rrp: 58990, series: "AXAA54R", towing: 1500, pt: pt("Petrol", 2.5, 4, "8 Sp Automatic", "AWD", 7.3, 243, 152) },
    ],
  },
  {
    make: "Toyota", model: "LandCruiser", itemType: "car", series: "FJA300R", generationFrom: 2021, body: "Wagon", simpleBody: "SUV", shape: "large-suv", seats: 7, doors: 5,
    dims: [4980, 1980, 1945], fuelCapacity: 110, gvm: 3280, towing: 3500, ancap: null, firstYear: 2012, retention: 0.93,
    categories: ["Off Road", "Towing", "Family"],
    variants: [
      { badge: "GX", level: 0, rrp: 101990, seats: 5, pt: pt("Diesel", 3.3, 6, "10 Sp Automatic", "4x4", 8.9, 700, 227, TWIN_TURBO) },
      { badge: "GXL", level: 1, rrp: 115990, seats: 8, pt: pt("Diesel", 3.3, 6, "10 Sp Automatic", "4x4", 8.9, 700, 227, TWIN_TURBO) },
      { badge: "VX", level: 2, rrp: 127990, pt: pt("Diesel", 3.3, 6, "10 Sp Automatic", "4x4", 8.9, 700, 227, TWIN_TURBO) },
      { badge: "Sahara", level: 3, rrp: 147990, pt: pt("Diesel", 3.3, 6, "10 Sp Automatic", "4x4", 8.9, 700, 227, TWIN_TURBO) },
      { badge: "GR Sport", since: 2021, level: 4, rrp: 150990, seats: 5, pt: pt("Diesel", 3.3, 6, "10 Sp Automatic", "4x4", 8.9, 700, 227, TWIN_TURBO) },
    ],
  },
  {
    make: "Toyota", model: "LandCruiser 70", itemType: "car", series: "GDJ79R", generationFrom: 2007, ...CAB_CHASSIS, seats: 5, doors: 4,
    dims: [5230, 1870, 1955], fuelCapacity: 130, gvm: 3510, towing: 3500, ancap: null, firstYear: 2012, retention: 0.95,
    categories: ["Work", "Off Road", "Towing"],
    variants: [
      { badge: "Workmate", since: 2024, level: 0, rrp: 81990, seats: 3, doors: 2, series: "GDJ79R", pt: pt("Diesel", 2.8, 4, "6 Sp Automatic", "4x4", 9.6, 500, 150) },
      { badge: "Workmate V8", level: 1, rrp: 87990, series: "VDJ79R", pt: pt("Diesel", 4.5, 8, "5 Sp Manual", "4x4", 10.7, 430, 151, TWIN_TURBO) },
      { badge: "GXL V8", level: 2, rrp: 94990, series: "VDJ79R", pt: pt("Diesel", 4.5, 8, "5 Sp Manual", "4x4", 10.7, 430, 151, TWIN_TURBO) },
    ],
  },
  {
    make: "Toyota", model: "Prado", itemType: "car", series: "TJA250R", generationFrom: 2024, body: "Wagon", simpleBody: "SUV", shape: "large-suv", seats: 7, doors: 5,
    dims: [4925, 1980, 1870], fuelCapacity: 110, gvm: 3140, towing: 3500, ancap: 5, firstYear: 2014, retention: 0.92,
    categories: ["Off Road", "Family", "Towing"],
    variants: [
      { badge: "GX", level: 0, rrp: 72490, seats: 5, pt: pt("Diesel", 2.8, 4, "8 Sp Automatic", "4x4", 7.9, 500, 150, { fuel: "Diesel (48V mild hybrid)" }) },
      { badge: "GXL", level: 1, rrp: 80990, pt: pt("Diesel", 2.8, 4, "8 Sp Automatic", "4x4", 7.9, 500, 150, { fuel: "Diesel (48V mild hybrid)" }) },
      { badge: "VX", level: 2, rrp: 91990, pt: pt("Diesel", 2.8, 4, "8 Sp Automatic", "4x4", 7.9, 500, 150, { fuel: "Diesel (48V mild hybrid)" }) },
      { badge: "Kakadu", level: 4, rrp: 99990, pt: pt("Diesel", 2.8, 4, "8 Sp Automatic", "4x4", 7.9, 500, 150, { fuel: "Diesel (48V mild hybrid)" }) },
    ],
  },
  {
    make: "Toyota", model: "Camry", itemType: "car", series: "AXVH80R", generationFrom: 2017, ...SEDAN, seats: 5,
    dims: [4915, 1840, 1445], fuelCapacity: 50, gvm: 2100, towing: 1200, ancap: 5, firstYear: 2013, retention: 0.85,
    categories: ["Family", "Fleet"],
    variants: [
      { badge: "Ascent Hybrid", level: 0, rrp: 39990, pt: pt("Hybrid", 2.5, 4, "CVT", "FWD", 4.2, 221, 165) },
      { badge: "SL Hybrid", level: 3, rrp: 51990, pt: pt("Hybrid", 2.5, 4, "CVT", "FWD", 4.5, 221, 165) },
    ],
  },
  {
    make: "Toyota", model: "Kluger", itemType: "car", series: "AXUH78R", generationFrom: 2021, body: "Wagon", simpleBody: "SUV", shape: "large-suv", seats: 7, doors: 5,
    dims: [4966, 1930, 1755], fuelCapacity: 65, gvm: 2620, towing: 2000, ancap: 5, firstYear: 2021, retention: 0.88,
    categories: ["Family", "SUV"],
    variants: [
      { badge: "GX Hybrid", level: 0, rrp: 60990, pt: pt("Hybrid", 2.5, 4, "CVT", "AWD", 5.6, 242, 184) },
      { badge: "GXL Hybrid", level: 2, rrp: 71990, pt: pt("Hybrid", 2.5, 4, "CVT", "AWD", 5.6, 242, 184) },
      { badge: "Grande Hybrid", level: 4, rrp: 83990, pt: pt("Hybrid", 2.5, 4, "CVT", "AWD", 5.6, 242, 184) },
    ],
  },
  {
    make: "Toyota", model: "HiAce", itemType: "car", series: "GDH300R", generationFrom: 2019, body: "Van", simpleBody: "Van", shape: "van", seats: 2, doors: 4,
    dims: [5265, 1950, 1990], fuelCapacity: 70, gvm: 3300, towing: 1900, ancap: 5, firstYear: 2014, retention: 0.88,
    categories: ["Work", "Fleet"],
    variants: [
      { badge: "LWB", level: 0, rrp: 54990, pt: pt("Diesel", 2.8, 4, "6 Sp Automatic", "RWD", 8.4, 450, 130) },
      { badge: "SLWB", level: 1, rrp: 59990, seats: 3, pt: pt("Diesel", 2.8, 4, "6 Sp Automatic", "RWD", 8.8, 450, 130) },
    ],
  },
  {
    make: "Toyota", model: "Yaris Cross", itemType: "car", series: "MXPJ10R", generationFrom: 2020, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4180, 1765, 1595], fuelCapacity: 36, gvm: 1630, towing: 400, ancap: 5, firstYear: 2020, retention: 0.88,
    categories: ["City", "SUV"],
    variants: [
      { badge: "GX Hybrid", level: 0, rrp: 33990, pt: pt("Hybrid", 1.5, 3, "CVT", "FWD", 3.8, 120, 85) },
      { badge: "GXL Hybrid", level: 2, rrp: 38990, pt: pt("Hybrid", 1.5, 3, "CVT", "AWD", 4.0, 120, 85) },
      { badge: "Urban Hybrid", level: 3, rrp: 41990, pt: pt("Hybrid", 1.5, 3, "CVT", "AWD", 4.0, 120, 85) },
    ],
  },
  {
    make: "Toyota", model: "Corolla Cross", itemType: "car", series: "MXGH15R", generationFrom: 2022, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4460, 1825, 1620], fuelCapacity: 43, gvm: 2000, towing: 750, ancap: 5, firstYear: 2022, retention: 0.89,
    categories: ["Family", "SUV"],
    variants: [
      { badge: "GX Hybrid", level: 0, rrp: 36990, pt: pt("Hybrid", 2.0, 4, "CVT", "FWD", 4.4, 188, 146) },
      { badge: "GXL Hybrid", level: 2, rrp: 43990, pt: pt("Hybrid", 2.0, 4, "CVT", "AWD", 4.5, 188, 146) },
      { badge: "Atmos Hybrid", level: 4, rrp: 50990, pt: pt("Hybrid", 2.0, 4, "CVT", "AWD", 4.5, 188, 146) },
    ],
  },
  {
    make: "Toyota", model: "bZ4X", itemType: "car", series: "XEAM10R", generationFrom: 2022, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4690, 1860, 1650], fuelCapacity: null, gvm: 2465, towing: 750, ancap: 5, firstYear: 2022, retention: 0.8,
    categories: ["Electric", "Family"],
    variants: [
      { badge: "FWD", level: 1, rrp: 58990, pt: EV("FWD", 15.4, 266, 150) },
      { badge: "AWD", level: 3, rrp: 66990, pt: EV("AWD", 16.5, 337, 160) },
    ],
  },
  // ── Mazda ──
  {
    make: "Mazda", model: "CX-5", itemType: "car", series: "KF", generationFrom: 2017, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4575, 1845, 1680], fuelCapacity: 58, gvm: 2135, towing: 1800, ancap: 5, firstYear: 2013, retention: 0.87,
    categories: ["Family", "SUV"],
    variants: [
      { badge: "G20 Maxx", level: 0, rrp: 37990, pt: pt("Petrol", 2.0, 4, "6 Sp Automatic", "FWD", 7.0, 199, 115) },
      { badge: "G25 Maxx Sport", level: 1, rrp: 44990, pt: pt("Petrol", 2.5, 4, "6 Sp Automatic", "AWD", 7.4, 252, 140) },
      { badge: "G25 Touring", level: 2, rrp: 47990, pt: pt("Petrol", 2.5, 4, "6 Sp Automatic", "AWD", 7.4, 252, 140) },
      { badge: "G25 GT SP", level: 3, rrp: 50990, pt: pt("Petrol", 2.5, 4, "6 Sp Automatic", "AWD", 7.4, 252, 140) },
      { badge: "G35 Akera", level: 4, rrp: 56990, pt: pt("Petrol", 2.5, 4, "6 Sp Automatic", "AWD", 8.2, 434, 170, { ...TURBO, ...PREMIUM }) },
    ],
  },
  {
    make: "Mazda", model: "Mazda3", itemType: "car", series: "BP", generationFrom: 2019, body: "Hatchback", simpleBody: "Hatch", shape: "hatch", seats: 5, doors: 5,
    dims: [4460, 1795, 1435], fuelCapacity: 51, gvm: 1830, towing: 1200, ancap: 5, firstYear: 2014, retention: 0.86,
    categories: ["City", "First Car"],
    variants: [
      { badge: "G20 Pure", level: 0, rrp: 31990, pt: pt("Petrol", 2.0, 4, "6 Sp Automatic", "FWD", 6.2, 200, 114) },
      { badge: "G20 Evolve", level: 1, rrp: 34490, pt: pt("Petrol", 2.0, 4, "6 Sp Automatic", "FWD", 6.2, 200, 114) },
      { badge: "G25 GT", level: 3, rrp: 39490, pt: pt("Petrol", 2.5, 4, "6 Sp Automatic", "FWD", 6.6, 252, 139) },
      { badge: "G25 Astina", level: 4, rrp: 43490, pt: pt("Petrol", 2.5, 4, "6 Sp Automatic", "FWD", 6.6, 252, 139) },
      { badge: "G20 Evolve", level: 1, rrp: 34990, ...SEDAN, pt: pt("Petrol", 2.0, 4, "6 Sp Automatic", "FWD", 6.0, 200, 114) },
    ],
  },
  {
    make: "Mazda", model: "BT-50", itemType: "car", series: "TF", generationFrom: 2020, ...DUAL_CAB, seats: 5, doors: 4,
    dims: [5280, 1870, 1790], fuelCapacity: 76, gvm: 3100, towing: 3500, ancap: 5, firstYear: 2016, retention: 0.89,
    categories: ["Work", "Off Road", "Towing"],
    variants: [
      { badge: "XS", level: 0, rrp: 44990, ...CAB_CHASSIS, seats: 3, doors: 2, pt: pt("Diesel", 1.9, 4, "6 Sp Automatic", "RWD", 7.3, 350, 110) },
      { badge: "XT", level: 1, rrp: 57990, pt: pt("Diesel", 3.0, 4, "6 Sp Automatic", "4x4", 8.0, 450, 140) },
      { badge: "XTR", level: 2, rrp: 62990, pt: pt("Diesel", 3.0, 4, "6 Sp Automatic", "4x4", 8.0, 450, 140) },
      { badge: "GT", level: 3, rrp: 67990, pt: pt("Diesel", 3.0, 4, "6 Sp Automatic", "4x4", 8.0, 450, 140) },
      { badge: "Thunder", level: 4, rrp: 72990, pt: pt("Diesel", 3.0, 4, "6 Sp Automatic", "4x4", 8.0, 450, 140) },
    ],
  },
  {
    make: "Mazda", model: "CX-30", itemType: "car", series: "DM", generationFrom: 2020, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4395, 1795, 1540], fuelCapacity: 51, gvm: 1930, towing: 1200, ancap: 5, firstYear: 2020, retention: 0.87,
    categories: ["City", "SUV"],
    variants: [
      { badge: "G20 Pure", level: 0, rrp: 34990, pt: pt("Petrol", 2.0, 4, "6 Sp Automatic", "FWD", 6.4, 200, 114) },
      { badge: "G25 Touring", level: 2, rrp: 41990, pt: pt("Petrol", 2.5, 4, "6 Sp Automatic", "FWD", 6.6, 252, 139) },
      { badge: "G25 Astina", level: 4, rrp: 47990, pt: pt("Petrol", 2.5, 4, "6 Sp Automatic", "AWD", 6.8, 252, 139) },
    ],
  },
  {
    make: "Mazda", model: "CX-60", itemType: "car", series: "KH", generationFrom: 2023, body: "Wagon", simpleBody: "SUV", shape: "large-suv", seats: 5, doors: 5,
    dims: [4740, 1890, 1685], fuelCapacity: 58, gvm: 2620, towing: 2500, ancap: 5, firstYear: 2023, retention: 0.82,
    categories: ["Family", "SUV", "Luxury"],
    variants: [
      { badge: "G40e Evolve", level: 1, rrp: 62990, pt: pt("Petrol", 3.3, 6, "8 Sp Automatic", "AWD", 7.4, 450, 209, { ...TURBO, fuel: "Premium Unleaded Petrol (48V mild hybrid)" }) },
      { badge: "D50e GT", level: 3, rrp: 71990, pt: pt("Diesel", 3.3, 6, "8 Sp Automatic", "AWD", 4.9, 550, 187) },
      { badge: "P50e Azami", level: 4, rrp: 81990, towing: 1500, pt: pt("PHEV", 2.5, 4, "8 Sp Automatic", "AWD", 2.1, 500, 241) },
    ],
  },
  // ── Kia ──
  {
    make: "Kia", model: "Sportage", itemType: "car", series: "NQ5", generationFrom: 2022, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4660, 1865, 1665], fuelCapacity: 54, gvm: 2170, towing: 1650, ancap: 5, firstYear: 2016, retention: 0.87,
    categories: ["Family", "SUV"],
    variants: [
      { badge: "S", level: 0, rrp: 36990, pt: pt("Petrol", 2.0, 4, "6 Sp Automatic", "FWD", 8.1, 192, 115) },
      { badge: "SX", level: 1, rrp: 39990, pt: pt("Petrol", 2.0, 4, "6 Sp Automatic", "FWD", 8.1, 192, 115) },
      { badge: "SX+", level: 2, rrp: 47990, pt: pt("Petrol", 1.6, 4, "7 Sp Auto Dual Clutch", "AWD", 7.2, 265, 132, TURBO) },
      { badge: "GT-Line", level: 4, rrp: 54990, pt: pt("Diesel", 2.0, 4, "8 Sp Automatic", "AWD", 6.3, 416, 137) },
      { badge: "GT-Line Hybrid", since: 2023, level: 4, rrp: 56490, pt: pt("Hybrid", 1.6, 4, "6 Sp Automatic", "AWD", 5.3, 350, 169, TURBO) },
    ],
  },
  {
    make: "Kia", model: "Cerato", itemType: "car", series: "BD", generationFrom: 2018, body: "Hatchback", simpleBody: "Hatch", shape: "hatch", seats: 5, doors: 5,
    dims: [4510, 1800, 1440], fuelCapacity: 50, gvm: 1770, towing: 1100, ancap: 5, firstYear: 2014, retention: 0.85,
    categories: ["City", "First Car"],
    variants: [
      { badge: "S", level: 0, rrp: 28990, pt: pt("Petrol", 2.0, 4, "6 Sp Automatic", "FWD", 7.4, 192, 112) },
      { badge: "Sport", level: 1, rrp: 31990, pt: pt("Petrol", 2.0, 4, "6 Sp Automatic", "FWD", 7.4, 192, 112) },
      { badge: "Sport+", level: 2, rrp: 34990, pt: pt("Petrol", 2.0, 4, "6 Sp Automatic", "FWD", 7.4, 192, 112) },
      { badge: "GT", level: 4, rrp: 38990, pt: pt("Petrol", 1.6, 4, "7 Sp Auto Dual Clutch", "FWD", 6.8, 265, 150, { ...TURBO, ...PREMIUM }) },
      { badge: "Sport", level: 1, rrp: 31490, ...SEDAN, pt: pt("Petrol", 2.0, 4, "6 Sp Automatic", "FWD", 7.4, 192, 112) },
    ],
  },
  {
    make: "Kia", model: "EV6", itemType: "car", series: "CV", generationFrom: 2022, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4695, 1890, 1550], fuelCapacity: null, gvm: 2460, towing: 1600, ancap: 5, firstYear: 2022, retention: 0.8,
    categories: ["Electric", "Performance"],
    variants: [
      { badge: "Air", level: 1, rrp: 72590, pt: EV("RWD", 16.5, 350, 168) },
      { badge: "GT-Line", level: 3, rrp: 84590, pt: EV("AWD", 18.0, 605, 239) },
      { badge: "GT", since: 2023, level: 4, rrp: 99990, towing: 1800, pt: EV("AWD", 20.6, 740, 448) },
    ],
  },
  {
    make: "Kia", model: "Carnival", itemType: "car", series: "KA4", generationFrom: 2020, body: "Wagon", simpleBody: "People Mover", shape: "people-mover", seats: 8, doors: 5,
    dims: [5155, 1995, 1775], fuelCapacity: 72, gvm: 2750, towing: 2000, ancap: 5, firstYear: 2016, retention: 0.88,
    categories: ["Family"],
    variants: [
      { badge: "S", level: 0, rrp: 53990, pt: pt("Petrol", 3.5, 6, "8 Sp Automatic", "FWD", 9.6, 355, 216) },
      { badge: "Sport", level: 2, rrp: 57990, pt: pt("Diesel", 2.2, 4, "8 Sp Automatic", "FWD", 6.5, 440, 148) },
      { badge: "Platinum Hybrid", since: 2024, level: 4, rrp: 78990, seats: 7, pt: pt("Hybrid", 1.6, 4, "6 Sp Automatic", "FWD", 6.1, 367, 180, TURBO) },
    ],
  },
  {
    make: "Kia", model: "Seltos", itemType: "car", series: "SP2", generationFrom: 2019, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4385, 1800, 1615], fuelCapacity: 50, gvm: 1820, towing: 1100, ancap: 5, firstYear: 2020, retention: 0.86,
    categories: ["City", "SUV"],
    variants: [
      { badge: "S", level: 0, rrp: 30990, pt: pt("Petrol", 2.0, 4, "CVT", "FWD", 6.8, 179, 110) },
      { badge: "Sport+", level: 2, rrp: 35990, pt: pt("Petrol", 2.0, 4, "CVT", "FWD", 6.8, 179, 110) },
      { badge: "GT-Line", level: 4, rrp: 45990, pt: pt("Petrol", 1.6, 4, "8 Sp Automatic", "AWD", 7.4, 265, 146, TURBO) },
    ],
  },
  {
    make: "Kia", model: "Picanto", itemType: "car", series: "JA", generationFrom: 2017, body: "Hatchback", simpleBody: "Hatch", shape: "hatch", seats: 5, doors: 5,
    dims: [3595, 1595, 1485], fuelCapacity: 35, gvm: 1410, towing: null, ancap: null, firstYear: 2017, retention: 0.86,
    categories: ["City", "First Car"],
    variants: [
      { badge: "S", level: 0, rrp: 18990, pt: pt("Petrol", 1.2, 4, "4 Sp Automatic", "FWD", 5.8, 122, 62) },
      { badge: "GT-Line", level: 2, rrp: 20990, pt: pt("Petrol", 1.2, 4, "5 Sp Manual", "FWD", 5.0, 122, 62) },
    ],
  },
  {
    make: "Kia", model: "EV5", itemType: "car", series: "OV", generationFrom: 2025, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4615, 1875, 1715], fuelCapacity: null, gvm: 2480, towing: 1800, ancap: 5, firstYear: 2025, retention: 0.8,
    categories: ["Electric", "Family"],
    variants: [
      { badge: "Air", level: 1, rrp: 56770, pt: EV("FWD", 16.9, 310, 160) },
      { badge: "Earth", level: 2, rrp: 62770, pt: EV("FWD", 17.4, 310, 160) },
      { badge: "GT-Line", level: 4, rrp: 72770, pt: EV("AWD", 19.2, 480, 230) },
    ],
  },
  // ── Hyundai ──
  {
    make: "Hyundai", model: "i30", itemType: "car", series: "PD.V4", generationFrom: 2017, body: "Hatchback", simpleBody: "Hatch", shape: "hatch", seats: 5, doors: 5,
    dims: [4340, 1795, 1455], fuelCapacity: 50, gvm: 1820, towing: 1300, ancap: 5, firstYear: 2014, retention: 0.85,
    categories: ["City", "First Car"],
    variants: [
      { badge: "i30", level: 0, rrp: 29990, pt: pt("Petrol", 2.0, 4, "6 Sp Automatic", "FWD", 7.3, 203, 120) },
      { badge: "N Line", level: 2, rrp: 35990, pt: pt("Petrol", 1.6, 4, "7 Sp Auto Dual Clutch", "FWD", 6.8, 265, 150, TURBO) },
      { badge: "N Line Premium", level: 3, rrp: 40990, pt: pt("Petrol", 1.6, 4, "7 Sp Auto Dual Clutch", "FWD", 6.8, 265, 150, TURBO) },
      { badge: "N", since: 2018, level: 4, rrp: 52990, pt: pt("Petrol", 2.0, 4, "6 Sp Manual", "FWD", 8.0, 392, 206, { ...TURBO, ...PREMIUM }) },
      { badge: "Active", level: 1, rrp: 31990, series: "CN7", ...SEDAN, pt: pt("Petrol", 2.0, 4, "CVT", "FWD", 6.1, 192, 117) },
      { badge: "Elite Hybrid", since: 2021, level: 3, rrp: 38990, series: "CN7", ...SEDAN, pt: pt("Hybrid", 1.6, 4, "6 Sp Auto Dual Clutch", "FWD", 3.9, 265, 104) },
    ],
  },
  {
    make: "Hyundai", model: "Tucson", itemType: "car", series: "NX4.V2", generationFrom: 2021, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4640, 1865, 1665], fuelCapacity: 54, gvm: 2250, towing: 1650, ancap: 5, firstYear: 2016, retention: 0.86,
    categories: ["Family", "SUV"],
    variants: [
      { badge: "Tucson", level: 0, rrp: 37950, pt: pt("Petrol", 2.0, 4, "6 Sp Automatic", "FWD", 8.1, 192, 115) },
      { badge: "Elite", level: 2, rrp: 43950, pt: pt("Petrol", 2.0, 4, "6 Sp Automatic", "FWD", 8.1, 192, 115) },
      { badge: "Elite Hybrid", since: 2024, level: 3, rrp: 52450, pt: pt("Hybrid", 1.6, 4, "6 Sp Automatic", "AWD", 5.9, 367, 172, TURBO) },
      { badge: "Highlander N Line", level: 4, rrp: 58450, pt: pt("Diesel", 2.0, 4, "8 Sp Automatic", "AWD", 6.3, 416, 137) },
    ],
  },
  {
    make: "Hyundai", model: "Ioniq 5", itemType: "car", series: "NE.V2", generationFrom: 2021, body: "Hatchback", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4655, 1890, 1605], fuelCapacity: null, gvm: 2470, towing: 1600, ancap: 5, firstYear: 2021, retention: 0.79,
    categories: ["Electric", "Family"],
    variants: [
      { badge: "Dynamiq", level: 1, rrp: 62000, pt: EV("RWD", 16.8, 350, 168) },
      { badge: "Epiq", level: 3, rrp: 80000, pt: EV("AWD", 18.6, 605, 239) },
      { badge: "N", level: 4, rrp: 111000, pt: EV("AWD", 23.5, 740, 448) },
    ],
  },
  {
    make: "Hyundai", model: "Kona", itemType: "car", series: "SX2.V1", generationFrom: 2023, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4355, 1825, 1580], fuelCapacity: 47, gvm: 1900, towing: 1300, ancap: 5, firstYear: 2018, retention: 0.85,
    categories: ["City", "SUV"],
    variants: [
      { badge: "Kona", level: 0, rrp: 32000, pt: pt("Petrol", 2.0, 4, "CVT", "FWD", 6.6, 180, 110) },
      { badge: "Premium Hybrid", since: 2023, level: 3, rrp: 45000, pt: pt("Hybrid", 1.6, 4, "6 Sp Auto Dual Clutch", "FWD", 3.9, 265, 104) },
      { badge: "Electric Premium", since: 2019, level: 3, rrp: 59000, pt: EV("FWD", 14.7, 255, 160) },
    ],
  },
  {
    make: "Hyundai", model: "Santa Fe", itemType: "car", series: "MX5.V1", generationFrom: 2024, body: "Wagon", simpleBody: "SUV", shape: "large-suv", seats: 7, doors: 5,
    dims: [4830, 1900, 1720], fuelCapacity: 67, gvm: 2650, towing: 2000, ancap: 5, firstYear: 2015, retention: 0.86,
    categories: ["Family", "SUV", "Towing"],
    variants: [
      { badge: "Santa Fe", level: 0, rrp: 55000, pt: pt("Petrol", 2.5, 4, "8 Sp Auto Dual Clutch", "AWD", 9.2, 422, 206, TURBO) },
      { badge: "Elite Hybrid", since: 2024, level: 2, rrp: 64000, pt: pt("Hybrid", 1.6, 4, "6 Sp Automatic", "AWD", 5.6, 367, 172, TURBO) },
      { badge: "Calligraphy Hybrid", since: 2024, level: 4, rrp: 75500, seats: 6, pt: pt("Hybrid", 1.6, 4, "6 Sp Automatic", "AWD", 5.6, 367, 172, TURBO) },
    ],
  },
  {
    make: "Hyundai", model: "Staria Load", itemType: "car", series: "US4.V1", generationFrom: 2021, body: "Van", simpleBody: "Van", shape: "van", seats: 3, doors: 4,
    dims: [5253, 1997, 1990], fuelCapacity: 75, gvm: 3210, towing: 2500, ancap: null, firstYear: 2021, retention: 0.86,
    categories: ["Work", "Fleet"],
    variants: [
      { badge: "3S", level: 0, rrp: 51500, pt: pt("Diesel", 2.2, 4, "8 Sp Automatic", "FWD", 8.2, 430, 130) },
      { badge: "Crew Cab", level: 1, rrp: 56500, seats: 6, pt: pt("Diesel", 2.2, 4, "8 Sp Automatic", "FWD", 8.2, 430, 130) },
    ],
  },
  // ── Ford ──
  {
    make: "Ford", model: "Ranger", itemType: "car", series: "PY", generationFrom: 2022, ...DUAL_CAB, seats: 5, doors: 4,
    dims: [5370, 1918, 1884], fuelCapacity: 80, gvm: 3280, towing: 3500, ancap: 5, firstYear: 2015, retention: 0.9,
    categories: ["Work", "Off Road", "Towing"],
    variants: [
      { badge: "XL", level: 0, rrp: 42990, ...CAB_CHASSIS, seats: 3, doors: 2, towing: 3500, pt: pt("Diesel", 2.0, 4, "6 Sp Automatic", "RWD", 7.3, 405, 125) },
      { badge: "XL", level: 0, rrp: 56990, pt: ranger20 },
      { badge: "XLS", level: 1, rrp: 59990, pt: ranger20 },
      { badge: "XLT", level: 2, rrp: 69990, pt: ranger30 },
      { badge: "Sport", level: 3, rrp: 72990, pt: ranger30 },
      { badge: "Wildtrak", level: 4, rrp: 77990, pt: ranger30 },
      { badge: "Wildtrak PHEV", since: 2025, level: 4, rrp: 83990, pt: pt("PHEV", 2.3, 4, "10 Sp Automatic", "4x4", 3.0, 697, 207, TURBO) },
      { badge: "Platinum", since: 2022, level: 4, rrp: 84990, pt: ranger30 },
      { badge: "Raptor", since: 2018, level: 4, rrp: 89990, towing: 2500, pt: pt("Petrol", 3.0, 6, "10 Sp Automatic", "4x4", 13.6, 583, 292, { ...TWIN_TURBO, ...PREMIUM }) },
    ],
  },
  {
    make: "Ford", model: "Everest", itemType: "car", series: "UB", generationFrom: 2022, body: "Wagon", simpleBody: "SUV", shape: "large-suv", seats: 7, doors: 5,
    dims: [4914, 1923, 1842], fuelCapacity: 80, gvm: 3190, towing: 3500, ancap: 5, firstYear: 2016, retention: 0.9,
    categories: ["Off Road", "Family", "Towing"],
    variants: [
      { badge: "Ambiente", level: 0, rrp: 58990, pt: ranger20 },
      { badge: "Trend", level: 2, rrp: 70990, pt: ranger30 },
      { badge: "Sport", level: 3, rrp: 72990, pt: ranger30 },
      { badge: "Platinum", since: 2022, level: 4, rrp: 83990, pt: ranger30 },
    ],
  },
  {
    make: "Ford", model: "Transit Custom", itemType: "car", series: "V710", generationFrom: 2023, body: "Van", simpleBody: "Van", shape: "van", seats: 3, doors: 4,
    dims: [5050, 2032, 1990], fuelCapacity: 70, gvm: 3200, towing: 2800, ancap: 5, firstYear: 2016, retention: 0.85,
    categories: ["Work", "Fleet"],
    variants: [
      { badge: "Trend 320S", level: 0, rrp: 58990, pt: pt("Diesel", 2.0, 4, "8 Sp Automatic", "FWD", 7.6, 390, 125) },
      { badge: "Sport 320L", level: 3, rrp: 68990, pt: pt("Diesel", 2.0, 4, "8 Sp Automatic", "FWD", 7.9, 415, 140) },
    ],
  },
  // ── Mitsubishi ──
  {
    make: "Mitsubishi", model: "Outlander", itemType: "car", series: "ZM", generationFrom: 2021, body: "Wagon", simpleBody: "SUV", shape: "large-suv", seats: 7, doors: 5,
    dims: [4710, 1860, 1745], fuelCapacity: 55, gvm: 2385, towing: 1600, ancap: 5, firstYear: 2014, retention: 0.85,
    categories: ["Family", "SUV"],
    variants: [
      { badge: "ES", level: 0, rrp: 38490, pt: pt("Petrol", 2.5, 4, "CVT", "FWD", 7.2, 245, 135) },
      { badge: "LS", level: 1, rrp: 45990, pt: pt("Petrol", 2.5, 4, "CVT", "AWD", 7.7, 245, 135) },
      { badge: "ES PHEV", since: 2014, level: 1, rrp: 57990, seats: 5, towing: 1500, pt: pt("PHEV", 2.4, 4, "1 Sp Automatic", "AWD", 1.7, 450, 185) },
      { badge: "Aspire PHEV", level: 3, rrp: 63990, seats: 5, towing: 1500, pt: pt("PHEV", 2.4, 4, "1 Sp Automatic", "AWD", 1.7, 450, 185) },
      { badge: "Exceed PHEV", level: 4, rrp: 70990, towing: 1500, pt: pt("PHEV", 2.4, 4, "1 Sp Automatic", "AWD", 1.7, 450, 185) },
    ],
  },
  {
    make: "Mitsubishi", model: "Triton", itemType: "car", series: "MV", generationFrom: 2024, ...DUAL_CAB, seats: 5, doors: 4,
    dims: [5320, 1865, 1795], fuelCapacity: 75, gvm: 3200, towing: 3500, ancap: 5, firstYear: 2015, retention: 0.86,
    categories: ["Work", "Off Road", "Towing"],
    variants: [
      { badge: "GLX", level: 0, rrp: 35990, ...CAB_CHASSIS, seats: 3, doors: 2, pt: pt("Diesel", 2.4, 4, "6 Sp Automatic", "RWD", 7.6, 430, 135) },
      { badge: "GLX+", level: 1, rrp: 55990, pt: pt("Diesel", 2.4, 4, "6 Sp Automatic", "4x4", 7.7, 470, 150, TWIN_TURBO) },
      { badge: "GLS", level: 3, rrp: 61990, pt: pt("Diesel", 2.4, 4, "6 Sp Automatic", "4x4", 7.7, 470, 150, TWIN_TURBO) },
      { badge: "GSR", since: 2024, level: 4, rrp: 67990, pt: pt("Diesel", 2.4, 4, "6 Sp Automatic", "4x4", 7.7, 470, 150, TWIN_TURBO) },
    ],
  },
  {
    make: "Mitsubishi", model: "ASX", itemType: "car", series: "XD", generationFrom: 2019, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4365, 1770, 1640], fuelCapacity: 63, gvm: 1870, towing: 1300, ancap: null, firstYear: 2014, retention: 0.84,
    categories: ["City", "SUV"],
    variants: [
      { badge: "ES", level: 0, rrp: 30990, pt: pt("Petrol", 2.0, 4, "CVT", "FWD", 7.6, 197, 110) },
      { badge: "Exceed", level: 4, rrp: 36990, pt: pt("Petrol", 2.4, 4, "CVT", "FWD", 7.9, 222, 123) },
    ],
  },
  // ── Tesla ──
  {
    make: "Tesla", model: "Model 3", itemType: "car", series: "MY25", generationFrom: 2024, ...SEDAN, seats: 5,
    dims: [4720, 1850, 1441], fuelCapacity: null, gvm: 2220, towing: 1000, ancap: 5, firstYear: 2019, retention: 0.8,
    categories: ["Electric", "Performance"],
    variants: [
      { badge: "Rear-Wheel Drive", level: 2, rrp: 54900, pt: EV("RWD", 13.2, 420, 208) },
      { badge: "Long Range", level: 3, rrp: 63900, pt: EV("AWD", 13.9, 493, 366) },
      { badge: "Performance", level: 4, rrp: 79900, pt: EV("AWD", 15.6, 741, 460) },
    ],
  },
  {
    make: "Tesla", model: "Model Y", itemType: "car", series: "MY25", generationFrom: 2025, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4790, 1920, 1624], fuelCapacity: null, gvm: 2450, towing: 1600, ancap: 5, firstYear: 2022, retention: 0.8,
    categories: ["Electric", "Family"],
    variants: [
      { badge: "Rear-Wheel Drive", level: 2, rrp: 58900, pt: EV("RWD", 14.4, 420, 220) },
      { badge: "Long Range", level: 3, rrp: 68900, pt: EV("AWD", 15.0, 493, 378) },
      { badge: "Performance", level: 4, rrp: 82900, pt: EV("AWD", 16.8, 660, 393) },
    ],
  },
  // ── MG ──
  {
    make: "MG", model: "ZS EV", itemType: "car", series: "AZS1", generationFrom: 2021, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4323, 1809, 1649], fuelCapacity: null, gvm: 2010, towing: 500, ancap: 5, firstYear: 2021, retention: 0.76,
    categories: ["Electric", "City"],
    variants: [
      { badge: "Excite 51", level: 1, rrp: 39990, pt: EV("FWD", 16.6, 280, 130) },
      { badge: "Essence 72", level: 3, rrp: 47990, pt: EV("FWD", 17.3, 280, 130) },
    ],
  },
  {
    make: "MG", model: "ZS", itemType: "car", series: "AZS1", generationFrom: 2018, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4323, 1809, 1653], fuelCapacity: 48, gvm: 1745, towing: 500, ancap: null, firstYear: 2018, retention: 0.8,
    categories: ["City", "SUV", "First Car"],
    variants: [
      { badge: "Vibe", level: 0, rrp: 24990, pt: pt("Petrol", 1.5, 4, "CVT", "FWD", 6.9, 141, 84) },
      { badge: "Excite", level: 1, rrp: 27990, pt: pt("Petrol", 1.5, 4, "CVT", "FWD", 6.9, 141, 84) },
      { badge: "Essence Hybrid+", since: 2024, level: 3, rrp: 35990, pt: pt("Hybrid", 1.5, 4, "3 Sp Automatic", "FWD", 4.5, 250, 155) },
    ],
  },
  {
    make: "MG", model: "MG4", itemType: "car", series: "EH32", generationFrom: 2023, body: "Hatchback", simpleBody: "Hatch", shape: "hatch", seats: 5, doors: 5,
    dims: [4287, 1836, 1504], fuelCapacity: null, gvm: 2050, towing: 500, ancap: 5, firstYear: 2023, retention: 0.78,
    categories: ["Electric", "City"],
    variants: [
      { badge: "Excite 51", level: 1, rrp: 37990, pt: EV("RWD", 15.8, 250, 125) },
      { badge: "Essence 64", level: 3, rrp: 44990, pt: EV("RWD", 16.0, 250, 150) },
      { badge: "XPOWER", level: 4, rrp: 55990, pt: EV("AWD", 17.0, 600, 320) },
    ],
  },
  {
    make: "MG", model: "HS", itemType: "car", series: "SAS23", generationFrom: 2019, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4610, 1876, 1664], fuelCapacity: 55, gvm: 2050, towing: 1500, ancap: 5, firstYear: 2019, retention: 0.8,
    categories: ["Family", "SUV"],
    variants: [
      { badge: "Vibe", level: 0, rrp: 33990, pt: pt("Petrol", 1.5, 4, "CVT", "FWD", 7.5, 250, 125, TURBO) },
      { badge: "Excite", level: 1, rrp: 37990, pt: pt("Petrol", 1.5, 4, "CVT", "FWD", 7.5, 250, 125, TURBO) },
      { badge: "Essence PHEV", since: 2023, level: 4, rrp: 51990, towing: 750, pt: pt("PHEV", 1.5, 4, "10 Sp Automatic", "FWD", 1.7, 370, 190, TURBO) },
    ],
  },
  {
    make: "MG", model: "MG3", itemType: "car", series: "SZP1", generationFrom: 2017, body: "Hatchback", simpleBody: "Hatch", shape: "hatch", seats: 5, doors: 5,
    dims: [4113, 1797, 1502], fuelCapacity: 36, gvm: 1620, towing: null, ancap: null, firstYear: 2017, retention: 0.8,
    categories: ["City", "First Car"],
    variants: [
      { badge: "Vibe", level: 0, rrp: 23990, pt: pt("Petrol", 1.5, 4, "CVT", "FWD", 6.0, 142, 81) },
      { badge: "Excite Hybrid+", since: 2024, level: 2, rrp: 28990, pt: pt("Hybrid", 1.5, 4, "3 Sp Automatic", "FWD", 4.3, 250, 155) },
    ],
  },
  // ── Subaru ──
  {
    make: "Subaru", model: "Forester", itemType: "car", series: "S6", generationFrom: 2025, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4655, 1830, 1730], fuelCapacity: 63, gvm: 2140, towing: 1800, ancap: 5, firstYear: 2014, retention: 0.87,
    categories: ["Family", "SUV", "Off Road"],
    variants: [
      { badge: "2.5i", level: 0, rrp: 40990, pt: pt("Petrol", 2.5, 4, "CVT", "AWD", 7.5, 241, 136, { induction: "Aspirated (Boxer)" }) },
      { badge: "2.5i Sport", level: 2, rrp: 46990, pt: pt("Petrol", 2.5, 4, "CVT", "AWD", 7.5, 241, 136, { induction: "Aspirated (Boxer)" }) },
      { badge: "Hybrid L", since: 2020, level: 1, rrp: 44990, towing: 1200, pt: pt("Hybrid", 2.0, 4, "CVT", "AWD", 6.7, 196, 110) },
      { badge: "Hybrid S", since: 2020, level: 4, rrp: 54990, towing: 1200, pt: pt("Hybrid", 2.5, 4, "CVT", "AWD", 6.0, 267, 144) },
    ],
  },
  {
    make: "Subaru", model: "Outback", itemType: "car", series: "6GEN", generationFrom: 2021, body: "Wagon", simpleBody: "Wagon", shape: "wagon", seats: 5, doors: 5,
    dims: [4870, 1875, 1675], fuelCapacity: 63, gvm: 2200, towing: 2000, ancap: 5, firstYear: 2014, retention: 0.87,
    categories: ["Family", "Towing"],
    variants: [
      { badge: "AWD", level: 0, rrp: 47990, pt: pt("Petrol", 2.5, 4, "CVT", "AWD", 7.3, 245, 138) },
      { badge: "AWD Touring", level: 3, rrp: 54990, pt: pt("Petrol", 2.5, 4, "CVT", "AWD", 7.3, 245, 138) },
      { badge: "AWD Sport XT", level: 4, rrp: 58990, pt: pt("Petrol", 2.4, 4, "CVT", "AWD", 9.0, 350, 183, TURBO) },
    ],
  },
  // ── Volkswagen ──
  {
    make: "Volkswagen", model: "Golf", itemType: "car", series: "8 MY25", generationFrom: 2021, body: "Hatchback", simpleBody: "Hatch", shape: "hatch", seats: 5, doors: 5,
    dims: [4290, 1789, 1456], fuelCapacity: 50, gvm: 1860, towing: 1500, ancap: 5, firstYear: 2014, retention: 0.84,
    categories: ["City", "Performance"],
    variants: [
      { badge: "Life", level: 1, rrp: 41990, pt: pt("Petrol", 1.5, 4, "8 Sp Automatic", "FWD", 5.8, 250, 110, { ...TURBO, ...PREMIUM }) },
      { badge: "R-Line", since: 2021, level: 2, rrp: 46990, pt: pt("Petrol", 1.5, 4, "8 Sp Automatic", "FWD", 5.8, 250, 110, { ...TURBO, ...PREMIUM }) },
      { badge: "GTI", level: 3, rrp: 57990, pt: pt("Petrol", 2.0, 4, "7 Sp Auto Dual Clutch", "FWD", 7.0, 370, 195, { ...TURBO, ...PREMIUM }) },
      { badge: "R", level: 4, rrp: 72990, pt: pt("Petrol", 2.0, 4, "7 Sp Auto Dual Clutch", "AWD", 8.1, 420, 245, { ...TURBO, ...PREMIUM }) },
    ],
  },
  {
    make: "Volkswagen", model: "Amarok", itemType: "car", series: "NH", generationFrom: 2023, ...DUAL_CAB, seats: 5, doors: 4,
    dims: [5350, 1910, 1880], fuelCapacity: 80, gvm: 3290, towing: 3500, ancap: 5, firstYear: 2015, retention: 0.88,
    categories: ["Work", "Off Road", "Towing"],
    variants: [
      { badge: "Core", level: 0, rrp: 56990, pt: ranger20 },
      { badge: "Style", level: 2, rrp: 65990, pt: ranger20 },
      { badge: "PanAmericana", since: 2023, level: 4, rrp: 77990, pt: ranger30 },
      { badge: "Aventura", since: 2023, level: 4, rrp: 82990, pt: ranger30 },
    ],
  },
  {
    make: "Volkswagen", model: "Tiguan", itemType: "car", series: "CT MY25", generationFrom: 2025, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4539, 1842, 1656], fuelCapacity: 58, gvm: 2210, towing: 2000, ancap: 5, firstYear: 2016, retention: 0.84,
    categories: ["Family", "SUV"],
    variants: [
      { badge: "110TSI Life", level: 1, rrp: 46990, pt: pt("Petrol", 1.5, 4, "7 Sp Auto Dual Clutch", "FWD", 6.5, 250, 110, { ...TURBO, ...PREMIUM }) },
      { badge: "162TSI R-Line", level: 4, rrp: 65990, pt: pt("Petrol", 2.0, 4, "7 Sp Auto Dual Clutch", "AWD", 8.4, 400, 195, { ...TURBO, ...PREMIUM }) },
    ],
  },
  // ── BYD ──
  {
    make: "BYD", model: "Atto 3", itemType: "car", series: "MY24", generationFrom: 2022, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4455, 1875, 1615], fuelCapacity: null, gvm: 2200, towing: 750, ancap: 5, firstYear: 2022, retention: 0.77,
    categories: ["Electric", "City"],
    variants: [
      { badge: "Standard Range", level: 1, rrp: 44499, pt: EV("FWD", 15.6, 310, 150) },
      { badge: "Extended Range", level: 2, rrp: 47499, pt: EV("FWD", 15.6, 310, 150) },
    ],
  },
  {
    make: "BYD", model: "Seal", itemType: "car", series: "MY24", generationFrom: 2023, ...SEDAN, seats: 5,
    dims: [4800, 1875, 1460], fuelCapacity: null, gvm: 2460, towing: 750, ancap: 5, firstYear: 2023, retention: 0.77,
    categories: ["Electric", "Performance"],
    variants: [
      { badge: "Dynamic", level: 1, rrp: 49888, pt: EV("RWD", 14.9, 310, 150) },
      { badge: "Premium", level: 3, rrp: 58798, pt: EV("RWD", 15.9, 360, 230) },
      { badge: "Performance", level: 4, rrp: 68748, pt: EV("AWD", 17.2, 670, 390) },
    ],
  },
  {
    make: "BYD", model: "Dolphin", itemType: "car", series: "MY24", generationFrom: 2023, body: "Hatchback", simpleBody: "Hatch", shape: "hatch", seats: 5, doors: 5,
    dims: [4290, 1770, 1570], fuelCapacity: null, gvm: 1960, towing: null, ancap: 5, firstYear: 2023, retention: 0.76,
    categories: ["Electric", "City", "First Car"],
    variants: [
      { badge: "Essential", level: 0, rrp: 29990, pt: EV("FWD", 14.5, 180, 70) },
      { badge: "Premium", level: 3, rrp: 36890, pt: EV("FWD", 15.0, 310, 150) },
    ],
  },
  {
    make: "BYD", model: "Shark 6", itemType: "car", series: "MY25", generationFrom: 2025, ...DUAL_CAB, seats: 5, doors: 4,
    dims: [5457, 1971, 1925], fuelCapacity: 60, gvm: 3200, towing: 2500, ancap: 5, firstYear: 2025, retention: 0.8,
    categories: ["Work", "Towing"],
    variants: [{ badge: "Premium", level: 4, rrp: 57900, pt: pt("PHEV", 1.5, 4, "1 Sp Automatic", "4x4", 2.0, 650, 321, TURBO) }],
  },
  // ── Isuzu ──
  {
    make: "Isuzu", model: "D-Max", itemType: "car", series: "RG", generationFrom: 2020, ...DUAL_CAB, seats: 5, doors: 4,
    dims: [5280, 1870, 1810], fuelCapacity: 76, gvm: 3100, towing: 3500, ancap: 5, firstYear: 2014, retention: 0.88,
    categories: ["Work", "Off Road", "Towing"],
    variants: [
      { badge: "SX", level: 0, rrp: 40990, ...CAB_CHASSIS, seats: 3, doors: 2, pt: pt("Diesel", 1.9, 4, "6 Sp Automatic", "RWD", 7.4, 360, 110) },
      { badge: "LS-M", level: 1, rrp: 55990, pt: pt("Diesel", 3.0, 4, "6 Sp Automatic", "4x4", 8.0, 450, 140) },
      { badge: "LS-U", level: 2, rrp: 62990, pt: pt("Diesel", 3.0, 4, "6 Sp Automatic", "4x4", 8.0, 450, 140) },
      { badge: "X-Terrain", level: 4, rrp: 70990, pt: pt("Diesel", 3.0, 4, "6 Sp Automatic", "4x4", 8.0, 450, 140) },
    ],
  },
  {
    make: "Isuzu", model: "MU-X", itemType: "car", series: "RJ", generationFrom: 2021, body: "Wagon", simpleBody: "SUV", shape: "large-suv", seats: 7, doors: 5,
    dims: [4850, 1870, 1825], fuelCapacity: 80, gvm: 2800, towing: 3500, ancap: 5, firstYear: 2014, retention: 0.88,
    categories: ["Off Road", "Family", "Towing"],
    variants: [
      { badge: "LS-M", level: 0, rrp: 49990, pt: pt("Diesel", 3.0, 4, "6 Sp Automatic", "RWD", 7.8, 450, 140) },
      { badge: "LS-U", level: 2, rrp: 60990, pt: pt("Diesel", 3.0, 4, "6 Sp Automatic", "4x4", 8.3, 450, 140) },
      { badge: "LS-T", level: 4, rrp: 67990, pt: pt("Diesel", 3.0, 4, "6 Sp Automatic", "4x4", 8.3, 450, 140) },
    ],
  },
  // ── Nissan and Honda (trade-ins on the used lots) ──
  {
    make: "Nissan", model: "Navara", itemType: "car", series: "D23 S4", generationFrom: 2021, ...DUAL_CAB, seats: 5, doors: 4,
    dims: [5260, 1850, 1840], fuelCapacity: 80, gvm: 2910, towing: 3500, ancap: 5, firstYear: 2015, retention: 0.85,
    categories: ["Work", "Off Road", "Towing"],
    variants: [
      { badge: "ST", level: 1, rrp: 54990, pt: pt("Diesel", 2.3, 4, "7 Sp Automatic", "4x4", 7.0, 450, 140, TWIN_TURBO) },
      { badge: "ST-X", level: 3, rrp: 63990, pt: pt("Diesel", 2.3, 4, "7 Sp Automatic", "4x4", 7.0, 450, 140, TWIN_TURBO) },
      { badge: "PRO-4X", level: 4, rrp: 68990, pt: pt("Diesel", 2.3, 4, "7 Sp Automatic", "4x4", 7.0, 450, 140, TWIN_TURBO) },
    ],
  },
  {
    make: "Nissan", model: "X-Trail", itemType: "car", series: "T33", generationFrom: 2022, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4680, 1840, 1725], fuelCapacity: 55, gvm: 2230, towing: 2000, ancap: 5, firstYear: 2014, retention: 0.84,
    categories: ["Family", "SUV"],
    variants: [
      { badge: "ST", level: 0, rrp: 37990, pt: pt("Petrol", 2.5, 4, "CVT", "FWD", 7.4, 244, 135) },
      { badge: "Ti e-POWER", since: 2023, level: 3, rrp: 55990, towing: 1650, pt: pt("Hybrid", 1.5, 3, "1 Sp Automatic", "AWD", 6.1, 525, 157, TURBO) },
    ],
  },
  {
    make: "Honda", model: "CR-V", itemType: "car", series: "RS MY24", generationFrom: 2023, body: "Wagon", simpleBody: "SUV", shape: "suv", seats: 5, doors: 5,
    dims: [4694, 1866, 1681], fuelCapacity: 57, gvm: 2170, towing: 1500, ancap: 5, firstYear: 2014, retention: 0.86,
    categories: ["Family", "SUV"],
    variants: [
      { badge: "VTi X", level: 1, rrp: 44900, pt: pt("Petrol", 1.5, 4, "CVT", "FWD", 7.3, 240, 140, TURBO) },
      { badge: "e:HEV RS", since: 2023, level: 4, rrp: 60900, towing: 750, pt: pt("Hybrid", 2.0, 4, "CVT", "AWD", 5.3, 335, 135) },
    ],
  },
  {
    make: "Honda", model: "Civic", itemType: "car", series: "MY24", generationFrom: 2022, body: "Hatchback", simpleBody: "Hatch", shape: "hatch", seats: 5, doors: 5,
    dims: [4560, 1802, 1415], fuelCapacity: 47, gvm: 1820, towing: 800, ancap: 5, firstYear: 2014, retention: 0.84,
    categories: ["City", "Performance"],
    variants: [
      { badge: "VTi LX", level: 2, rrp: 47200, pt: pt("Petrol", 1.5, 4, "CVT", "FWD", 6.3, 240, 131, TURBO) },
      { badge: "e:HEV LX", since: 2022, level: 3, rrp: 55000, pt: pt("Hybrid", 2.0, 4, "CVT", "FWD", 4.2, 315, 135) },
    ],
  },
  // ── Caravans ──
  ...caravans(),
  // ── Motorcycles ──
  ...motorcycles(),
];

function caravans(): Model[] {
  const base = {
    itemType: "caravan" as const,
    body: "Caravan",
    simpleBody: "Caravan" as const,
    shape: "caravan" as const,
    seats: null,
    doors: 1,
    dims: null,
    fuelCapacity: null,
    gvm: null,
    towing: null,
    ancap: null,
  };
  const van = (badge: string, level: number, rrp: number, spec: CaravanSpec): Variant => ({
    badge,
    level,
    rrp,
    caravan: spec,
    pt: { simpleFuel: "Petrol", fuel: "", litres: null, cylinders: null, induction: "", trans: "", drive: null, consumption: 0, torque: 0, kw: 0 },
  });
  return [
    {
      ...base, make: "Jayco", model: "Journey Outback", series: "MY26", firstYear: 2015, retention: 0.9, categories: ["Off Road", "Family"],
      variants: [
        van("19.61-3", 2, 84990, { body_length: 19.6, body_width: 7.7, tare_weight: 2480, aggregate_trailer_mass: 3000, axle_type: "Tandem", sleeps: 4 }),
        van("21.66-3", 3, 89990, { body_length: 21.6, body_width: 7.7, tare_weight: 2700, aggregate_trailer_mass: 3300, axle_type: "Tandem", sleeps: 6 }),
      ],
    },
    {
      ...base, make: "Jayco", model: "Silverline", series: "MY26", firstYear: 2016, retention: 0.9, categories: ["Couples", "Touring"],
      variants: [
        van("21.66-4", 3, 109990, { body_length: 21.6, body_width: 7.9, tare_weight: 2790, aggregate_trailer_mass: 3400, axle_type: "Tandem", sleeps: 4 }),
        van("23.66-2 Outback", 4, 122990, { body_length: 23.6, body_width: 7.9, tare_weight: 2950, aggregate_trailer_mass: 3500, axle_type: "Tandem", sleeps: 2 }),
      ],
    },
    {
      ...base, make: "Jayco", model: "Starcraft", series: "MY26", firstYear: 2014, retention: 0.89, categories: ["Couples", "Touring"],
      variants: [
        van("17.58-2", 1, 55990, { body_length: 17.6, body_width: 7.5, tare_weight: 1760, aggregate_trailer_mass: 2200, axle_type: "Single", sleeps: 2 }),
        van("19.61-4", 2, 62990, { body_length: 19.6, body_width: 7.5, tare_weight: 2050, aggregate_trailer_mass: 2600, axle_type: "Tandem", sleeps: 4 }),
      ],
    },
    {
      ...base, make: "Jayco", model: "Crossover", series: "MY26", firstYear: 2018, retention: 0.88, categories: ["Family", "Pop Top"],
      variants: [
        van("CRF14.47-2", 0, 42990, { body_length: 14.5, body_width: 7.2, tare_weight: 1350, aggregate_trailer_mass: 1800, axle_type: "Single", sleeps: 3 }),
        van("CRF16.50-3 Outback", 1, 49990, { body_length: 16.5, body_width: 7.2, tare_weight: 1580, aggregate_trailer_mass: 2000, axle_type: "Single", sleeps: 5 }),
      ],
    },
    {
      ...base, make: "Coromal", model: "Element", series: "MY25", firstYear: 2016, retention: 0.87, categories: ["Couples", "Touring"],
      variants: [
        van("E612", 2, 74990, { body_length: 20.1, body_width: 7.6, tare_weight: 2350, aggregate_trailer_mass: 2900, axle_type: "Tandem", sleeps: 2 }),
        van("E659s", 3, 82990, { body_length: 21.6, body_width: 7.6, tare_weight: 2520, aggregate_trailer_mass: 3100, axle_type: "Tandem", sleeps: 4 }),
      ],
    },
    {
      ...base, make: "Coromal", model: "Appeal", series: "MY25", firstYear: 2015, retention: 0.86, categories: ["Family"],
      variants: [
        van("A546", 1, 64990, { body_length: 18.0, body_width: 7.5, tare_weight: 2100, aggregate_trailer_mass: 2600, axle_type: "Tandem", sleeps: 4 }),
        van("A602 Family", 2, 71990, { body_length: 19.8, body_width: 7.5, tare_weight: 2380, aggregate_trailer_mass: 2900, axle_type: "Tandem", sleeps: 6 }),
      ],
    },
    {
      ...base, make: "Lotus", model: "Trooper", series: "MY26", firstYear: 2017, retention: 0.91, categories: ["Off Road", "Couples"],
      variants: [
        van("Off-Grid 19'6\"", 3, 124990, { body_length: 19.5, body_width: 7.9, tare_weight: 2800, aggregate_trailer_mass: 3500, axle_type: "Tandem", sleeps: 2 }),
        van("Off-Grid 21'6\" Family", 4, 134990, { body_length: 21.5, body_width: 7.9, tare_weight: 3050, aggregate_trailer_mass: 3800, axle_type: "Tandem", sleeps: 5 }),
      ],
    },
    {
      ...base, make: "Lotus", model: "Freelander", series: "MY26", firstYear: 2016, retention: 0.9, categories: ["Off Road", "Family"],
      variants: [
        van("19'6\" Off-Road", 2, 112990, { body_length: 19.5, body_width: 7.8, tare_weight: 2650, aggregate_trailer_mass: 3300, axle_type: "Tandem", sleeps: 4 }),
      ],
    },
    {
      ...base, make: "Lotus", model: "Vibe", series: "MY26", firstYear: 2019, retention: 0.89, categories: ["Off Road", "Couples"],
      variants: [
        van("16'6\" Off-Grid", 1, 94990, { body_length: 16.5, body_width: 7.6, tare_weight: 2150, aggregate_trailer_mass: 2800, axle_type: "Single", sleeps: 2 }),
      ],
    },
  ];
}

function motorcycles(): Model[] {
  const base = {
    itemType: "motorcycle" as const,
    simpleBody: "Motorcycle" as const,
    shape: "motorcycle" as const,
    seats: 2,
    doors: null,
    fuelCapacity: null,
    gvm: null,
    towing: null,
    ancap: null,
  };
  const bike = (litres: number, cylinders: number, consumption: number, torque: number, kw: number, trans = "6 Sp Manual"): Powertrain =>
    pt("Petrol", litres, cylinders, trans, "RWD", consumption, torque, kw, { fuel: "Premium Unleaded Petrol" });
  return [
    {
      ...base, make: "Yamaha", model: "MT-07", series: "MY25", body: "Naked", dims: [2085, 780, 1105], firstYear: 2015, retention: 0.87, categories: ["Road", "LAMS"],
      variants: [
        { badge: "LAMS", level: 0, rrp: 11999, lams: true, pt: bike(0.655, 2, 4.2, 59, 39) },
        { badge: "Y-AMT", level: 2, rrp: 14499, pt: bike(0.689, 2, 4.3, 67, 54, "6 Sp Automated Manual") },
      ],
    },
    {
      ...base, make: "Yamaha", model: "YZF-R3", series: "MY25", body: "Sports", dims: [2090, 730, 1140], firstYear: 2015, retention: 0.86, categories: ["Road", "LAMS"],
      variants: [{ badge: "YZF-R3", level: 1, rrp: 8999, lams: true, pt: bike(0.321, 2, 3.9, 30, 31) }],
    },
    {
      ...base, make: "Yamaha", model: "Tenere 700", series: "MY25", body: "Adventure Touring", dims: [2370, 905, 1455], firstYear: 2019, retention: 0.9, categories: ["Adventure", "Off Road"],
      variants: [
        { badge: "Tenere 700", level: 1, rrp: 19999, pt: bike(0.689, 2, 4.3, 68, 54) },
        { badge: "World Raid", level: 3, rrp: 23999, pt: bike(0.689, 2, 4.5, 68, 54) },
      ],
    },
    {
      ...base, make: "Yamaha", model: "XSR900", series: "MY25", body: "Naked", dims: [2155, 790, 1155], firstYear: 2016, retention: 0.87, categories: ["Road"],
      variants: [{ badge: "XSR900", level: 2, rrp: 17499, pt: bike(0.89, 3, 5.0, 93, 87) }],
    },
    {
      ...base, make: "Kawasaki", model: "Ninja 400", series: "MY25", body: "Sports", dims: [1990, 710, 1120], firstYear: 2018, retention: 0.86, categories: ["Road", "LAMS"],
      variants: [{ badge: "Ninja 400", level: 1, rrp: 8790, lams: true, pt: bike(0.399, 2, 3.9, 38, 33) }],
    },
    {
      ...base, make: "Kawasaki", model: "Z900", series: "MY25", body: "Naked", dims: [2070, 825, 1085], firstYear: 2017, retention: 0.86, categories: ["Road"],
      variants: [
        { badge: "Z900", level: 2, rrp: 15490, pt: bike(0.948, 4, 5.7, 99, 92) },
        { badge: "Z900 SE", level: 3, rrp: 17990, pt: bike(0.948, 4, 5.7, 99, 92) },
      ],
    },
    {
      ...base, make: "Kawasaki", model: "KLR650", series: "MY25", body: "Adventure Touring", dims: [2200, 975, 1390], firstYear: 2015, retention: 0.88, categories: ["Adventure", "Off Road"],
      variants: [{ badge: "KLR650", level: 0, rrp: 10999, pt: bike(0.652, 1, 4.8, 52, 30, "5 Sp Manual") }],
    },
    {
      ...base, make: "Kawasaki", model: "Versys 650", series: "MY25", body: "Adventure Touring", dims: [2165, 840, 1400], firstYear: 2015, retention: 0.86, categories: ["Touring", "LAMS"],
      variants: [
        { badge: "LAMS", level: 0, rrp: 12790, lams: true, pt: bike(0.649, 2, 4.5, 56, 35) },
        { badge: "Versys 650", level: 1, rrp: 13790, pt: bike(0.649, 2, 4.5, 61, 49) },
      ],
    },
    {
      ...base, make: "Honda", model: "Rebel 500", series: "MY25", body: "Cruiser", dims: [2205, 820, 1090], firstYear: 2017, retention: 0.88, categories: ["Cruiser", "LAMS"],
      variants: [{ badge: "Rebel 500", level: 1, rrp: 10999, lams: true, pt: bike(0.471, 2, 3.6, 43, 34) }],
    },
    {
      ...base, make: "Honda", model: "CBR650R", series: "MY25", body: "Sports", dims: [2120, 750, 1145], firstYear: 2019, retention: 0.86, categories: ["Road"],
      variants: [
        { badge: "CBR650R", level: 2, rrp: 14599, pt: bike(0.649, 4, 5.1, 63, 70) },
        { badge: "E-Clutch", level: 3, rrp: 15599, pt: bike(0.649, 4, 5.1, 63, 70) },
      ],
    },
    {
      ...base, make: "Honda", model: "Africa Twin", series: "CRF1100L", body: "Adventure Touring", dims: [2330, 960, 1480], firstYear: 2016, retention: 0.88, categories: ["Adventure", "Touring"],
      variants: [
        { badge: "Africa Twin", level: 2, rrp: 24999, pt: bike(1.084, 2, 5.0, 112, 75) },
        { badge: "Adventure Sports ES DCT", level: 4, rrp: 30999, pt: bike(1.084, 2, 5.2, 112, 75, "6 Sp DCT") },
      ],
    },
    {
      ...base, make: "Honda", model: "NX500", series: "MY25", body: "Adventure Touring", dims: [2160, 830, 1390], firstYear: 2024, retention: 0.87, categories: ["Adventure", "LAMS"],
      variants: [{ badge: "NX500", level: 1, rrp: 10999, lams: true, pt: bike(0.471, 2, 3.6, 43, 35) }],
    },
  ];
}

export function modelsOf(make: string, itemType?: ItemType): Model[] {
  return MODELS.filter((m) => m.make === make && (!itemType || m.itemType === itemType));
}

export function findModel(make: string, model: string): Model {
  const found = MODELS.find((m) => m.make === make && m.model === model);
  if (!found) throw new Error(`Unknown model ${make} ${model}`);
  return found;
}

/** The variant's resolved body, seats and shape (variants override the model's defaults). */
export function resolveVariant(model: Model, variant: Variant) {
  return {
    series: variant.series ?? model.series,
    body: variant.body ?? model.body,
    simpleBody: variant.simpleBody ?? model.simpleBody,
    shape: variant.shape ?? model.shape,
    seats: variant.seats === undefined ? model.seats : variant.seats,
    doors: variant.doors === undefined ? model.doors : variant.doors,
    towing: variant.towing === undefined ? model.towing : variant.towing,
  };
}

// ── Equipment ──────────────────────────────────────────────────────────────────────────────────

/** Ordered from basic to premium: a trim level takes a longer prefix of the list. */
const CAR_EQUIPMENT = [
  "Autonomous Emergency Braking",
  "Reversing Camera",
  "Apple CarPlay",
  "Android Auto",
  "Bluetooth Audio Streaming",
  "Cruise Control",
  "Lane Keep Assist",
  "Rear Parking Sensors",
  "Tyre Pressure Monitoring",
  "Auto High Beam",
  "Digital Radio (DAB+)",
  "Keyless Entry & Start",
  "Alloy Wheels",
  "LED Headlights",
  "Dual-zone Climate Control",
  "Adaptive Cruise Control",
  "Blind Spot Monitor",
  "Rear Cross Traffic Alert",
  "Satellite Navigation",
  "Front Parking Sensors",
  "Rain-sensing Wipers",
  "Wireless Phone Charger",
  "Power Driver's Seat",
  "Leather-accented Seats",
  "Heated Front Seats",
  "360-degree Camera",
  "Head-up Display",
  "Premium Sound System",
  "Ventilated Front Seats",
  "Panoramic Sunroof",
];

const EXTRA_EQUIPMENT: Partial<Record<SimpleBody | SimpleFuel | "Towing", string[]>> = {
  Ute: ["Tub Liner", "Tow Bar", "Side Steps", "Rear Diff Lock", "Hill Descent Control"],
  "Cab Chassis": ["Steel Tray", "Tow Bar", "Headboard with Ladder Rack", "Rear Diff Lock"],
  SUV: ["Roof Rails", "Power Tailgate", "Hill Descent Control"],
  Van: ["Cargo Barrier", "Dual Sliding Doors", "Load Area Lighting"],
  "People Mover": ["Dual Power Sliding Doors", "Third-row Air Vents", "Rear Seat Reminder"],
  Electric: ["DC Fast Charging", "Vehicle-to-Load (V2L)", "Heat Pump", "Regenerative Braking Paddles"],
  PHEV: ["DC Fast Charging", "EV Mode", "Vehicle-to-Load (V2L)"],
  Hybrid: ["EV Mode", "Energy Flow Display"],
  Towing: ["Trailer Sway Control", "Tow Bar"],
};

const CARAVAN_EQUIPMENT = [
  "Queen Bed",
  "Roll-out Awning",
  "Electric Brakes",
  "Gas Cooktop & Oven",
  "3-way Fridge 188L",
  "Microwave",
  "Water Tanks 2 x 95L",
  "Front Tunnel Boot",
  "Reversing Camera",
  "Ensuite (Shower & Toilet)",
  "Air Conditioner",
  "Smart TV",
  "Bluetooth Sound System",
  "Solar Panels (2 x 200W)",
  "Lithium Battery 200Ah",
  "Grey Water Tank",
  "Washing Machine",
  "External Kitchen",
  "Diesel Heater",
  "Independent Suspension",
  "Off-road Hitch",
  "Stone Guard",
  "Electric Roll-out Awning",
];

const MOTORCYCLE_EQUIPMENT = [
  "ABS",
  "LED Lighting",
  "Slipper Clutch",
  "USB Charging",
  "TFT Display",
  "Ride Modes",
  "Traction Control",
  "Adjustable Suspension",
  "Quickshifter",
  "Cruise Control",
  "Bluetooth Connectivity",
  "Heated Grips",
];

/** Standard equipment of a variant (the car generator trims or empties it for some listings). */
export function equipmentFor(model: Model, variant: Variant): string[] {
  if (model.itemType === "caravan") return CARAVAN_EQUIPMENT.slice(0, 8 + variant.level * 3);
  if (model.itemType === "motorcycle") {
    const list = MOTORCYCLE_EQUIPMENT.slice(0, 4 + variant.level * 2);
    return variant.lams ? [...list, "Learner Approved (LAMS)"] : list;
  }
  const r = resolveVariant(model, variant);
  const list = CAR_EQUIPMENT.slice(0, 12 + variant.level * 4);
  const extras = [
    ...(EXTRA_EQUIPMENT[r.simpleBody] ?? []),
    ...(EXTRA_EQUIPMENT[variant.pt.simpleFuel] ?? []),
    ...((r.towing ?? 0) >= 2500 ? EXTRA_EQUIPMENT.Towing! : []),
  ];
  return [...new Set([...list, ...extras])].slice(0, 30);
}

/** The features the search's "features" facet offers (a short, recognisable list). */
export const FILTERED_FEATURES = [
  "Apple CarPlay",
  "Android Auto",
  "Reversing Camera",
  "Adaptive Cruise Control",
  "Blind Spot Monitor",
  "Heated Front Seats",
  "Leather-accented Seats",
  "Panoramic Sunroof",
  "360-degree Camera",
  "Tow Bar",
  "Satellite Navigation",
  "Vehicle-to-Load (V2L)",
  "Ensuite (Shower & Toilet)",
  "Solar Panels (2 x 200W)",
  "Off-road Hitch",
  "Learner Approved (LAMS)",
  "Quickshifter",
];

export const INTERIOR_COLOURS = ["Black Cloth", "Black Leather-accented", "Grey Fabric", "Tan Leather-accented", "Black/Grey Suede", "Burgundy Leather-accented"];

// ── Finance ───────────────────────────────────────────────────────────────────────────────────

/**
 * Lender keys used in `finance_lenders` and the group each belongs to. The vehicle page's finance
 * estimate decides visibility by group (vehicle spec §5):
 *   A: year within the last 12 years, price above 500, available, comparison rate present.
 *   B: available.
 *   C: price above 500, available, weekly payment present.
 *   D: price above 500, available, monthly payment present.
 */
export const FINANCE_PROVIDERS = {
  plenti: { group: "A", name: "Plenti", rate: [7.49, 11.99] },
  angle: { group: "B", name: "Angle Auto Finance", rate: [7.99, 12.49] },
  stratton: { group: "B", name: "Stratton Finance", rate: [8.49, 13.99] },
  macquarie: { group: "C", name: "Macquarie Leasing", rate: [6.99, 10.99] },
  pepper: { group: "C", name: "Pepper Money", rate: [7.99, 14.49] },
  latitude: { group: "C", name: "Latitude Financial", rate: [8.99, 14.99] },
  // Inside the 7.5% to 14.5% that Money3's calculator takes (docs/spec-conformance.md, calculator
  // bounds), so the calculator opens on Money3's own quote and shows its figure.
  money3: { group: "D", name: "Money3", rate: [10.99, 14.39] },
} as const satisfies Record<string, { group: "A" | "B" | "C" | "D"; name: string; rate: readonly [number, number] }>;

export type FinanceProviderKey = keyof typeof FINANCE_PROVIDERS;
export const FINANCE_PROVIDER_KEYS = Object.keys(FINANCE_PROVIDERS) as FinanceProviderKey[];
