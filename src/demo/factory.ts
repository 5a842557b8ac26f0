/**
 * The tests' data factory, built on the demo generator so that fixtures look like real stock:
 * `makeSiteFile()` gives a small valid site file, `makeFeedRow(seed)` one believable feed row whose
 * fields fit each other. Overrides win over everything generated, so a test states only what it
 * is about:
 *
 *   const site = makeSiteFile({ slug: "alpha" });                 // dealership "alpha-dealer"
 *   const row = makeFeedRow(7, { dealership_slug: "alpha-dealer", car_type: "used", price: 0 });
 *   const rows = makeFeedRows(7, 50, { dealership_slug: "alpha-dealer" });
 */
import type { SiteFileInput } from "../site/site-file";
import { MODELS, type Model } from "./catalogue";
import { buildCar, DAY_MS, type CarType, type DealerContext, type DemoCarRow, type Fate } from "./cars";
import { rollFate } from "./generate";
import { hashString, toRng, type Rng } from "./random";
import { openingHours } from "./sites";

type Dealership = NonNullable<SiteFileInput["dealerships"]>[number];

/** A dealership id derived from the site slug, so two factory sites in one database never clash. */
export function dealershipIdFor(siteSlug: string): number {
  return 100_000 + ((hashString(siteSlug) >>> 0) % 1_000_000_000);
}

/**
 * A site file with one dealership and one Brisbane sales location. Top-level keys of `overrides`
 * replace the defaults (`dealerships` replaces the whole list); without `dealerships`, the
 * dealership's slug and id follow the site slug ("alpha" → "alpha-dealer").
 */
export function makeSiteFile(overrides: Partial<SiteFileInput> = {}): SiteFileInput {
  const slug = overrides.slug ?? "test-motors";
  const name = overrides.name ?? "Test Motors";
  const dealership: Dealership = {
    id: dealershipIdFor(slug),
    slug: `${slug}-dealer`,
    name,
    manufacturer: null,
    locations: [
      {
        name: `${name} Brisbane`,
        slug: "brisbane",
        location_type: "sales",
        primary: true,
        address: { street: "1 Ann Street", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.4672, long: 153.0281 },
        contact_detail: {
          phone: "07 5550 0100",
          email: "sales@test-motors.example",
          opening_hours: openingHours({ week: ["08:30", "17:30"], saturday: ["08:30", "16:00"] }),
        },
      },
    ],
  };
  return {
    slug,
    name,
    template: "default",
    domains: [],
    theme: {},
    config: {},
    dealerships: [dealership],
    ...overrides,
  };
}

const CARS = MODELS.filter((m) => m.itemType === "car");

export interface FeedRowOptions {
  now?: Date;
  /** Dealer settings the row is built for (location, lenders, state …). */
  dealer?: Partial<DealerContext>;
}

function chooseModel(rng: Rng, overrides: Partial<DemoCarRow>): Model {
  const exact = MODELS.find((m) => m.make === overrides.make && m.model === overrides.model);
  if (exact) return exact;
  const pool = MODELS.filter((m) => (!overrides.make || m.make === overrides.make) && (!overrides.item_type || m.itemType === overrides.item_type));
  return rng.pick(pool.length ? pool : CARS);
}

/** The listing history that gives the requested status (and keeps dates consistent with it). */
function fateFor(rng: Rng, carType: CarType, overrides: Partial<DemoCarRow>, now: Date): Fate {
  const fate = rollFate(rng, carType);
  const status = overrides.status ?? "in_stock";
  if (status === "sold") {
    const soldAgoMs = overrides.sold_date_timestamp ? now.getTime() - overrides.sold_date_timestamp * 1000 : 1 * DAY_MS;
    return { ...fate, status, soldAgoMs, createdAgoMs: Math.max(soldAgoMs, 0) + 20 * DAY_MS };
  }
  return { ...fate, status, createdAgoMs: status === "coming_soon" ? 2 * DAY_MS : fate.status === "in_stock" ? fate.createdAgoMs : 30 * DAY_MS, soldAgoMs: undefined };
}

/**
 * One feed row. Pass a seed (or a stream) for reproducible data; `overrides` replace generated
 * fields after generation, and make, model, item_type, car_type and status steer the generation
 * so the other fields fit them.
 */
export function makeFeedRow(rngOrSeed: Rng | number, overrides: Partial<DemoCarRow> = {}, opts: FeedRowOptions = {}): DemoCarRow {
  const rng = toRng(rngOrSeed);
  const now = opts.now ?? new Date();
  const model = chooseModel(rng, overrides);
  const carType: CarType = overrides.car_type ?? rng.weighted([["new", 4], ["demo", 1], ["used", 5]] as const);
  const variant = model.variants.find((v) => v.badge === overrides.badge) ?? rng.pick(model.variants);
  const dealer: DealerContext = {
    now,
    dealershipSlug: overrides.dealership_slug ?? "test-motors-dealer",
    dealerName: "Test Motors",
    locations: [[overrides.location_slug ?? "brisbane", 1]],
    state: "QLD",
    lenders: ["plenti"],
    balloon: 0.3,
    depositAmount: null,
    ...opts.dealer,
  };
  const stocknum = overrides.stocknum ?? `T${rng.int(100_000, 999_999)}`;
  const row = buildCar(rng, dealer, { model, variant, carType, stocknum, fate: fateFor(rng, carType, overrides, now) });
  return { ...row, ...overrides };
}

/**
 * `count` rows with distinct stock numbers (T000001, T000002, … or `{stocknum}000001` when an
 * override names a prefix) and so distinct slugs.
 */
export function makeFeedRows(seed: number, count: number, overrides: Partial<DemoCarRow> = {}, opts: FeedRowOptions = {}): DemoCarRow[] {
  const rng = toRng(seed);
  return Array.from({ length: count }, (_, i) => {
    const stocknum = `${overrides.stocknum ?? "T"}${String(i + 1).padStart(6, "0")}`;
    return makeFeedRow(rng.fork(stocknum), { ...overrides, stocknum }, opts);
  });
}
