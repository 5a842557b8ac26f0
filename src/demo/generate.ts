/**
 * The deterministic demo data generator: three dealer sites (a Toyota franchise dealer, a
 * multi-franchise group across three states, a caravan and motorcycle dealer), about 3,000 cars,
 * reviews, offers, promo tiles and blog posts. The same seed and `now` always give the same
 * output, byte for byte; each site and each car draws from its own named random stream, so a
 * change to one does not reshuffle the others.
 *
 * Every status and boundary the specs name is guaranteed on every site, whatever the scale: cars
 * sold 1 and 2 days ago and either side of the 72-hour cut-off, sold long ago, coming soon
 * (including a pre-order and one without photos yet), reserved, hidden from the website, priced
 * 0, listed either side of the 8-day new-arrival window, custom tags, reduced prices, and market
 * prices 499 and 500 dollars above the car's price.
 */
import type { SiteFileInput } from "../site/site-file";
import { manufacturerLogoUrl } from "./image-urls";
import { type Model, type Variant } from "./catalogue";
import { buildCar, DAY_MS, HOUR_MS, type CarPlan, type CarType, type DemoCarRow, type Fate } from "./cars";
import {
  generateBlogPosts,
  generateOffers,
  generatePromos,
  generateReviews,
  generateTeam,
  specialHoursFor,
  type DemoBlogPost,
  type DemoOffer,
  type DemoPromo,
  type DemoReview,
} from "./content";
import { createRng, type Rng } from "./random";
import { SITE_PLANS, type DealerPlan, type SitePlan } from "./sites";

export const DEMO_SEED = 20261121;
const MINUTE_MS = 60_000;
/** Enough cars per dealership, at any scale, for every guaranteed case to find a home. */
const MIN_CARS_PER_DEALER = 12;

export interface GenerateOptions {
  seed?: number;
  now?: Date;
  /** Multiply every dealership's car count (0.1 for fast tests); at least 12 cars each. */
  carsScale?: number;
  /** Only these sites (by slug). */
  sites?: readonly string[];
}

export interface DemoData {
  sites: SiteFileInput[];
  stock: DemoCarRow[];
  reviews: DemoReview[];
  offers: DemoOffer[];
  promos: DemoPromo[];
  blogPosts: DemoBlogPost[];
}

export type { DemoCarRow, DemoReview, DemoOffer, DemoPromo, DemoBlogPost };

export function generateDemo(opts: GenerateOptions = {}): DemoData {
  const seed = opts.seed ?? DEMO_SEED;
  const now = opts.now ?? new Date();
  const scale = opts.carsScale ?? 1;
  if (!(scale > 0)) throw new RangeError(`carsScale must be above 0, got ${scale}`);
  const root = createRng(seed);
  const out: DemoData = { sites: [], stock: [], reviews: [], offers: [], promos: [], blogPosts: [] };
  for (const site of SITE_PLANS) {
    if (opts.sites && !opts.sites.includes(site.slug)) continue;
    const rng = root.fork(site.slug);
    const reviews = generateReviews(rng.fork("reviews"), site, now);
    out.sites.push(siteFile(site, reviews, now, rng.fork("teams")));
    out.stock.push(...generateSiteStock(rng.fork("stock"), site, now, scale));
    out.reviews.push(...reviews);
    out.offers.push(...generateOffers(site, now));
    out.promos.push(...generatePromos(site, now));
    out.blogPosts.push(...generateBlogPosts(site, now));
  }
  return out;
}

// ── Site files ────────────────────────────────────────────────────────────────────────────────

function siteFile(site: SitePlan, reviews: DemoReview[], now: Date, teamRng: Rng): SiteFileInput {
  return {
    slug: site.slug,
    name: site.name,
    template: site.template,
    domains: site.domains,
    theme: site.theme,
    config: site.config,
    dealerships: site.dealers.map((d) => ({
      id: d.id,
      slug: d.slug,
      name: d.name,
      manufacturer: d.manufacturer ? { name: d.manufacturer, logo_url: manufacturerLogoUrl(d.manufacturer) } : null,
      lead_destinations: [{ kind: "email" as const, to: d.leadEmail }],
      locations: d.locations.map((loc) => {
        const mine = reviews.filter((r) => r.dealership_slug === d.slug && r.location_slug === loc.slug);
        const average = mine.length ? Math.round((mine.reduce((n, r) => n + r.rating, 0) / mine.length) * 10) / 10 : null;
        const { lat, long } = loc.address ?? {};
        return {
          ...loc,
          address: {
            ...loc.address,
            place_url: lat != null && long != null ? `https://www.google.com/maps/search/?api=1&query=${lat},${long}` : null,
          },
          special_hours: specialHoursFor(now, d.state, !!loc.primary),
          average_rating: average,
          review_count: mine.length,
          team: loc.visible === false ? [] : generateTeam(teamRng.fork(`${d.slug}/${loc.slug}`), loc),
        };
      }),
    })),
  };
}

// ── Stock ─────────────────────────────────────────────────────────────────────────────────────

const TYPE_LETTER: Record<CarType, string> = { new: "N", demo: "D", used: "U" };

function pickVariant(rng: Rng, model: Model, carType: CarType): Variant {
  // Base trims sell in the largest numbers; used lots skew further toward them.
  const tilt = carType === "used" ? 1.4 : 1.15;
  return rng.weighted(model.variants.map((v) => [v, Math.pow(tilt, 4 - v.level)] as const));
}

/** A random listing history for a car of this type. */
export function rollFate(rng: Rng, carType: CarType): Fate {
  const kind = rng.weighted([
    ["in_stock", 86],
    ["coming_soon", carType === "used" ? 2 : 5],
    ["sold_recent", 3],
    ["sold_old", 5],
  ] as const);
  const tag =
    carType === "new"
      ? rng.weighted([[null, 92], ["runout sale", 6], ["Special", 2]] as const)
      : carType === "demo"
        ? rng.weighted([[null, 87], ["Special", 8], ["runout sale", 5]] as const)
        : rng.weighted([[null, 97], ["Special", 3]] as const);
  const common = { tag, hidden: rng.chance(0.01), reduced: rng.chance(0.08) };
  switch (kind) {
    case "in_stock":
      return { ...common, status: "in_stock", createdAgoMs: rng.float(0, 120) * DAY_MS, reserved: rng.chance(0.02), priceZero: rng.chance(0.008) };
    case "coming_soon": {
      const preorder = carType === "new" && rng.chance(0.3);
      return { ...common, status: "coming_soon", createdAgoMs: rng.float(0, 10) * DAY_MS, preorder, priceZero: preorder };
    }
    case "sold_recent": {
      const soldAgoMs = rng.float(1, 69) * HOUR_MS; // ends 3 h inside the 72 h window (see guarantees)
      return { ...common, status: "sold", soldAgoMs, createdAgoMs: soldAgoMs + rng.float(5, 90) * DAY_MS };
    }
    case "sold_old": {
      const soldAgoMs = rng.float(4, 100) * DAY_MS;
      return { ...common, status: "sold", soldAgoMs, createdAgoMs: soldAgoMs + rng.float(5, 60) * DAY_MS };
    }
  }
}

type Planned = { dealer: DealerPlan; plan: CarPlan };
type Guarantee = { when: (p: Planned) => boolean; fate: Fate };

const any = () => true;
const isUsed = (p: Planned) => p.plan.carType === "used";
const isNew = (p: Planned) => p.plan.carType === "new";
const notUsed = (p: Planned) => p.plan.carType !== "used";

/** The cases every site must show, whatever the random draw. */
function guarantees(): Guarantee[] {
  const listed = (createdAgoMs: number, extra: Partial<Fate> = {}): Fate => ({ status: "in_stock", createdAgoMs, ...extra });
  const sold = (soldAgoMs: number): Fate => ({ status: "sold", soldAgoMs, createdAgoMs: soldAgoMs + 21 * DAY_MS });
  return [
    { when: any, fate: sold(1 * DAY_MS) },
    { when: any, fate: sold(2 * DAY_MS) },
    // Either side of the default 3-day sold window. The listed one is 3 hours inside it, not
    // minutes: a car that leaves the listing while a test suite runs against a fresh seed changes
    // every count between one request and the next (the browser suite takes about 25 minutes).
    { when: any, fate: sold(3 * DAY_MS - 3 * HOUR_MS) },
    { when: any, fate: sold(3 * DAY_MS + 10 * MINUTE_MS) },
    { when: any, fate: sold(30 * DAY_MS) },
    { when: any, fate: sold(90 * DAY_MS) },
    { when: any, fate: { status: "coming_soon", createdAgoMs: 2 * DAY_MS } },
    { when: isNew, fate: { status: "coming_soon", createdAgoMs: 1 * DAY_MS, preorder: true, priceZero: true } },
    { when: any, fate: { status: "coming_soon", createdAgoMs: 6 * HOUR_MS, photos: 0 } },
    { when: any, fate: listed(40 * DAY_MS, { reserved: true }) },
    { when: any, fate: listed(12 * DAY_MS, { reserved: true }) },
    { when: any, fate: listed(20 * DAY_MS, { hidden: true }) },
    { when: any, fate: listed(50 * DAY_MS, { priceZero: true }) },
    // Either side of the default 8-day new-arrival window.
    { when: any, fate: listed(1 * HOUR_MS) },
    { when: any, fate: listed(3 * DAY_MS) },
    { when: any, fate: listed(8 * DAY_MS - HOUR_MS) },
    { when: any, fate: listed(8 * DAY_MS + HOUR_MS) },
    { when: notUsed, fate: listed(30 * DAY_MS, { tag: "runout sale", reduced: true }) },
    { when: notUsed, fate: listed(45 * DAY_MS, { tag: "runout sale" }) },
    { when: any, fate: listed(25 * DAY_MS, { tag: "Special" }) },
    { when: any, fate: listed(15 * DAY_MS, { reduced: true }) },
    // The below-market badge needs a margin above 499.
    { when: isUsed, fate: listed(33 * DAY_MS, { marketMargin: 499 }) },
    { when: isUsed, fate: listed(34 * DAY_MS, { marketMargin: 500 }) },
    { when: isUsed, fate: listed(35 * DAY_MS, { marketMargin: 2500 }) },
  ];
}

function generateSiteStock(rng: Rng, site: SitePlan, now: Date, scale: number): DemoCarRow[] {
  const nowYear = now.getUTCFullYear();
  const planned: Planned[] = [];
  for (const dealer of site.dealers) {
    const count = Math.max(MIN_CARS_PER_DEALER, Math.round(dealer.cars * scale));
    const drng = rng.fork(dealer.slug);
    const usedPool = dealer.usedPool.filter(([m]) => m.firstYear <= nowYear);
    const types = (Object.entries(dealer.mix) as Array<[CarType, number]>).filter(([t, w]) => w > 0 && (t === "used" ? usedPool.length : dealer.newPool.length));
    let sequence = drng.int(10_000, 60_000);
    for (let i = 0; i < count; i++) {
      const carType = drng.weighted(types);
      const model = drng.weighted(carType === "used" ? usedPool : dealer.newPool);
      const variant = pickVariant(drng, model, carType);
      const stocknum = `${dealer.stockPrefix}${TYPE_LETTER[carType]}${sequence++}`;
      planned.push({ dealer, plan: { model, variant, carType, stocknum, fate: rollFate(drng, carType) } });
    }
  }

  const grng = rng.fork("guarantees");
  const taken = new Set<number>();
  for (const g of guarantees()) {
    const candidates = planned.map((p, i) => i).filter((i) => !taken.has(i) && g.when(planned[i]!));
    if (!candidates.length) continue;
    const i = grng.pick(candidates);
    taken.add(i);
    planned[i]!.plan.fate = g.fate;
  }

  const rows = planned.map(({ dealer, plan }) =>
    buildCar(rng.fork(`car:${dealer.slug}:${plan.stocknum}`), dealerContext(site, dealer, now), plan),
  );
  tagLowKms(rng.fork("low-kms"), rows, nowYear);
  return rows;
}

function dealerContext(site: SitePlan, dealer: DealerPlan, now: Date) {
  const sales = dealer.locations.filter((l) => (l.location_type ?? "sales") === "sales");
  return {
    ...dealer.context,
    now,
    dealershipSlug: dealer.slug,
    dealerName: dealer.name,
    state: dealer.state,
    locations: sales.map((l) => [l.slug, l.primary ? 3 : 1] as const),
  };
}

/** "Low kms" goes on used cars that have done well under the usual distance for their age. */
function tagLowKms(rng: Rng, rows: DemoCarRow[], nowYear: number): void {
  const low = rows.filter((r) => r.car_type === "used" && r.km !== null && !r.tag && r.item_type === "car" && nowYear - r.year >= 1 && r.km < (nowYear - r.year) * 6_000);
  low.forEach((r, i) => {
    if (i === 0 || rng.chance(0.5)) r.tag = "Low kms";
  });
}
