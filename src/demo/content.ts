/**
 * The demo sites' editorial content: location reviews (with dealer replies), offers with start and
 * expiry dates (current, expired and upcoming), promo tiles at each template's positions, special
 * (holiday) opening hours, and blog posts, on the group site only.
 */
import type { Shape } from "./catalogue";
import { DAY_MS, HOUR_MS, slugify } from "./cars";
import { carImageUrl } from "./image-urls";
import type { Rng } from "./random";
import type { AuState } from "./cars";
import type { SitePlan } from "./sites";
import type { TeamMember } from "../db/types";

export interface DemoReview {
  site_slug: string;
  dealership_slug: string;
  location_slug: string;
  customer_name: string;
  image: string | null;
  text: string;
  rating: number;
  review_date: string;
  reply_text: string | null;
  reply_date: string | null;
}

export interface DemoOffer {
  site_slug: string;
  dealership_slug: string | null;
  slug: string;
  name: string;
  description: string;
  disclaimer: string;
  category: string;
  manufacturer_name: string | null;
  model_name: string | null;
  model_slug: string | null;
  image_url: string | null;
  price?: number | null;
  starts_at: string | null;
  expires_at: string | null;
}

export interface DemoPromo {
  site_slug: string;
  title: string;
  body: string;
  image_url: string | null;
  link_url: string | null;
  position: number;
  starts_at: string | null;
  expires_at: string | null;
  display: boolean;
  strict_display: boolean;
}

export interface DemoBlogPost {
  site_slug: string;
  dealership_slug: string | null;
  slug: string;
  title: string;
  category: string;
  excerpt: string;
  body: string;
  image_url: string | null;
  published_at: string;
}

export interface SpecialHourInput {
  date: string;
  status: "Open" | "Closed";
  start_hour: string | null;
  end_hour: string | null;
  name: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

// ── Reviews ──────────────────────────────────────────────────────────────────────────────────

/**
 * Whole-star ratings whose sum is round(average × count), so the location's average, to one
 * decimal, is the target (152 reviews at 4.4 sum to 669: 4.401). Starts from all fives and takes
 * stars away, mostly one at a time, as real review profiles look: many fives, a tail of ones.
 */
export function ratingsFor(rng: Rng, count: number, average: number): number[] {
  const ratings = Array<number>(count).fill(5);
  let deficit = 5 * count - Math.round(average * count);
  while (deficit > 0) {
    const i = rng.int(0, count - 1);
    const current = ratings[i]!;
    if (current <= 1) continue;
    const step = Math.min(deficit, current - 1, rng.weighted([[1, 6], [2, 2], [3, 1], [4, 1]] as const));
    ratings[i] = current - step;
    deficit -= step;
  }
  return ratings;
}

const FIRST_NAMES = [
  "Sarah", "James", "Olivia", "Jack", "Chloe", "Liam", "Mia", "Noah", "Priya", "Ethan", "Grace", "Lachlan", "Aisha",
  "Tom", "Emily", "Mitchell", "Hannah", "Raj", "Sophie", "Daniel", "Zoe", "Nathan", "Jess", "Kieran", "Mei", "Bronwyn",
  "Craig", "Tash", "Hamish", "Lauren", "Dylan", "Ngaire", "Ahmed", "Kylie", "Brendan", "Fiona", "Wei", "Matilda",
];
const LAST_INITIALS = "ABCDEFGHJKLMNOPRSTW";
const STAFF = ["Josh", "Priya", "Liam", "Mel", "Tom", "Aisha", "Ben", "Chloe", "Dave", "Kerry"];

const REVIEW_TEXTS: Record<number, string[]> = {
  5: [
    "Fantastic experience from start to finish. {staff} made buying our {thing} easy and there was no pressure at all.",
    "Picked up my {thing} today and the handover was thorough. Spotless and ready on time. Highly recommend.",
    "Great service department. The {thing} was ready when promised and they explained everything that was done.",
    "Couldn't be happier. Fair trade-in price and a smooth finance process. Thanks {staff}!",
    "Second {thing} we've bought here and the team were just as good as last time.",
    "{staff} went above and beyond to find exactly the {thing} we wanted, even sourcing it from another yard.",
    "Honest, friendly and no games on price. This is how buying a {thing} should be.",
  ],
  4: [
    "Good experience overall. The paperwork took a little longer than expected but the team were friendly.",
    "Happy with the {thing} and the price. Would have liked a bit more follow-up after delivery.",
    "Helpful staff and a clean showroom. Test drive was easy to book online.",
    "Service was done well and on time, just a short wait at the counter in the morning.",
  ],
  3: [
    "Decent service but communication could be better; I had to chase up an update twice.",
    "The {thing} is great, the buying process was a bit slow.",
    "Okay experience. Price was fair but the handover felt rushed.",
  ],
  2: [
    "The {thing} was not ready at the agreed time and nobody called to let me know.",
    "Had to come back twice to sort out an accessory that was meant to be fitted before delivery.",
  ],
  1: [
    "Very disappointed with the follow-up after the sale. Calls were not returned.",
    "Booked a service and waited over an hour past the promised time with no explanation.",
  ],
};

/** What a reviewer bought, by the dealership's franchise: a Ford yard's customers do not thank it for a Tucson. */
const THINGS_BY_MAKE: Record<string, string[]> = {
  Toyota: ["RAV4", "HiLux", "Corolla", "car", "LandCruiser"],
  Kia: ["Sportage", "Seltos", "car", "Carnival"],
  Mazda: ["CX-5", "Mazda3", "car", "BT-50"],
  Hyundai: ["Tucson", "i30", "car", "Santa Fe"],
  Ford: ["Ranger", "Everest", "ute", "car"],
  MG: ["ZS", "MG4", "car"],
};

/** A site's dealerships without a franchise (used yards, caravans and bikes). */
const THINGS_BY_SITE: Record<string, string[]> = {
  "outback-rv": ["van", "caravan", "bike", "Tenere", "Jayco"],
};

const thingsBought = (siteSlug: string, make: string | null): string[] => (make ? THINGS_BY_MAKE[make] : undefined) ?? THINGS_BY_SITE[siteSlug] ?? ["car", "ute", "SUV"];

// ── Teams ────────────────────────────────────────────────────────────────────────────────────

const STAFF_SURNAMES = ["Nguyen", "Patel", "O'Brien", "Walsh", "Kelly", "Chen", "Murphy", "Singh", "Taylor", "Rossi", "Campbell", "Evans"];

/** Roles on a sales yard's team page, then a service department's. */
const SALES_ROLES = ["Dealer Principal", "Sales Manager", "Business Manager (Finance)", "Sales Consultant", "Sales Consultant", "Customer Relations"];
const SERVICE_ROLES = ["Service Manager", "Service Adviser", "Parts Interpreter", "Master Technician"];

/**
 * A location's team for its /teams page: the staff names the reviews mention, with surnames,
 * roles by the kind of location, and a direct mobile for the sales people. Demo people have no
 * photos (the page shows their initials).
 */
export function generateTeam(rng: Rng, loc: { slug: string; location_type?: string; contact_detail?: { email?: string | null } | null }): TeamMember[] {
  const service = /service/.test(loc.slug) || loc.location_type === "service";
  const roles = service ? SERVICE_ROLES : SALES_ROLES;
  const first = rng.shuffle(STAFF);
  const domain = loc.contact_detail?.email?.split("@")[1] ?? null;
  return roles.map((role, i) => {
    const given = first[i % first.length]!;
    const surname = rng.pick(STAFF_SURNAMES);
    const sales = /Sales|Business/.test(role);
    return {
      name: `${given} ${surname}`,
      role,
      phone: sales ? `04${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)}` : null,
      email: domain ? `${given.toLowerCase()}.${surname.toLowerCase().replace(/[^a-z]/g, "")}@${domain}` : null,
      photo_url: null,
      bio: i === 0 ? `${given} has been with the business for ${rng.int(6, 22)} years and still answers the phone.` : null,
    };
  });
}

export function generateReviews(rng: Rng, site: SitePlan, now: Date): DemoReview[] {
  const out: DemoReview[] = [];
  for (const dealer of site.dealers) {
    for (const loc of dealer.locations) {
      const target = site.reviews[loc.slug];
      if (!target) continue;
      const ratings = ratingsFor(rng, target.count, target.average);
      const phone = loc.contact_detail?.phone ?? "";
      for (const rating of ratings) {
        const first = rng.pick(FIRST_NAMES);
        const name = `${first} ${LAST_INITIALS[rng.int(0, LAST_INITIALS.length - 1)]}.`;
        const thing = rng.pick(thingsBought(site.slug, dealer.manufacturer));
        // Some reviewers leave stars and no words.
        const text = rng.chance(0.08) ? "" : rng.pick(REVIEW_TEXTS[rating]!).replaceAll("{staff}", rng.pick(STAFF)).replaceAll("{thing}", thing);
        const reviewedAt = now.getTime() - rng.int(1, 730) * DAY_MS - rng.int(0, 23) * HOUR_MS;
        const replied = rng.chance(rating <= 3 ? 0.9 : 0.55);
        const reply = !replied
          ? null
          : rating <= 3
            ? `Hi ${first}, we're sorry to hear about your experience. Please call our manager on ${phone} so we can make this right.`
            : `Thanks ${first}, we really appreciate you taking the time to leave a review. Enjoy the new ${thing}!`;
        out.push({
          site_slug: site.slug,
          dealership_slug: dealer.slug,
          location_slug: loc.slug,
          customer_name: name,
          image: null,
          text,
          rating,
          review_date: iso(reviewedAt),
          reply_text: reply,
          reply_date: reply ? iso(Math.min(now.getTime(), reviewedAt + rng.int(1, 4) * DAY_MS)) : null,
        });
      }
    }
  }
  return out.sort((a, b) => (a.review_date < b.review_date ? 1 : -1));
}

// ── Special hours ────────────────────────────────────────────────────────────────────────────

const STATE_UTC_OFFSET_HOURS: Record<AuState, number> = { QLD: 10, NSW: 10, VIC: 10, SA: 9.5, WA: 8 };

/** The calendar date at a location (standard time: close enough for choosing upcoming days). */
function localDate(ms: number, state: AuState): string {
  return new Date(ms + STATE_UTC_OFFSET_HOURS[state] * HOUR_MS).toISOString().slice(0, 10);
}

function nextOccurrence(today: string, month: number, dayOfMonth: number): string {
  const year = Number(today.slice(0, 4));
  const candidate = `${year}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
  return candidate >= today ? candidate : `${year + 1}${candidate.slice(4)}`;
}

/** Upcoming public holidays, plus (on the primary location) a short-hours day in the coming week. */
export function specialHoursFor(now: Date, state: AuState, primary: boolean): SpecialHourInput[] {
  const today = localDate(now.getTime(), state);
  const hours: SpecialHourInput[] = [
    { date: nextOccurrence(today, 12, 25), status: "Closed", start_hour: null, end_hour: null, name: "Christmas Day" },
    { date: nextOccurrence(today, 12, 26), status: "Closed", start_hour: null, end_hour: null, name: "Boxing Day" },
    { date: nextOccurrence(today, 1, 1), status: "Closed", start_hour: null, end_hour: null, name: "New Year's Day" },
    { date: nextOccurrence(today, 1, 26), status: "Open", start_hour: "10:00", end_hour: "15:00", name: "Australia Day" },
  ];
  if (primary) {
    hours.push({ date: localDate(now.getTime() + 2 * DAY_MS, state), status: "Open", start_hour: "09:00", end_hour: "13:00", name: "Stocktake: closing early" });
  }
  return hours.sort((a, b) => (a.date < b.date ? -1 : 1));
}

// ── Offers ───────────────────────────────────────────────────────────────────────────────────

interface OfferSpec {
  dealer?: string;
  name: string;
  description: string;
  disclaimer: string;
  category: string;
  make?: string;
  model?: string;
  /** Days from now (negative: in the past); null: open-ended. */
  start: number | null;
  end: number | null;
  image?: string;
  /** The advertised price in dollars (the offers page's price filter). */
  price?: number;
}

const STD_DISCLAIMER =
  "Offer available on new vehicles purchased and delivered between the offer dates, while stocks last. Not available to fleet, government or rental buyers. " +
  "Drive away price includes 12 months registration, CTP insurance, stamp duty and dealer delivery. Metallic paint may cost extra. The dealer may withdraw or extend the offer at any time.";

const OFFERS: Record<string, OfferSpec[]> = {
  "coastline-toyota": [
    {
      name: "HiLux SR5 Double Cab from $64,990 drive away",
      price: 64990,
      description: "Australia's favourite ute, ready to work and ready for the weekend. The HiLux SR5 4x4 Double Cab with the 2.8L turbo-diesel, 3,500 kg towing and a five-star ANCAP rating, now at a sharp drive away price.",
      disclaimer: STD_DISCLAIMER,
      category: "New vehicle offer",
      make: "Toyota",
      model: "HiLux",
      start: -20,
      end: 40,
    },
    {
      name: "RAV4 Hybrid finance from 4.99% p.a.",
      description: "Low-rate finance on every new RAV4 Hybrid.",
      disclaimer: "4.99% p.a. comparison rate 5.61% p.a. on a secured 5-year consumer loan for approved applicants. " + STD_DISCLAIMER,
      category: "Finance offer",
      make: "Toyota",
      model: "RAV4",
      start: -5,
      end: 25,
    },
    {
      name: "Toyota Service Advantage: capped price servicing",
      description: "Capped price servicing for the first 5 years or 75,000 km, from $250 a service.",
      disclaimer: "Whichever comes first. Applies to eligible new Toyota vehicles; excludes commercial use.",
      category: "Service offer",
      make: "Toyota",
      model: "Corolla",
      start: null,
      end: null,
    },
    {
      name: "Corolla Ascent Sport runout",
      description: "Last of the outgoing Corolla Ascent Sport hatches at runout prices.",
      disclaimer: STD_DISCLAIMER,
      category: "New vehicle offer",
      make: "Toyota",
      model: "Corolla",
      start: -90,
      end: -30,
    },
    {
      name: "LandCruiser 300 bonus touring pack",
      description: "Bonus genuine touring pack (roof racks, bash plates and UHF) on LandCruiser 300 GXL and VX orders.",
      disclaimer: STD_DISCLAIMER,
      category: "New vehicle offer",
      make: "Toyota",
      model: "LandCruiser",
      start: 10,
      end: 40,
    },
  ],
  "southern-cross": [
    {
      dealer: "southern-cross-kia-parramatta",
      name: "Sportage GT-Line: $1,000 bonus accessories",
      description: "Choose $1,000 of genuine Kia accessories with every new Sportage GT-Line delivered this month, plus Kia's 7-year unlimited-kilometre warranty.",
      disclaimer: STD_DISCLAIMER,
      category: "New vehicle offer",
      make: "Kia",
      model: "Sportage",
      start: -10,
      end: 20,
    },
    {
      dealer: "southern-cross-mazda-sydney",
      name: "CX-5 G25 Touring from $46,990 drive away",
      price: 46990,
      description: "The CX-5 G25 Touring AWD with leather-accented seats and adaptive cruise at a drive away price.",
      disclaimer: STD_DISCLAIMER,
      category: "New vehicle offer",
      make: "Mazda",
      model: "CX-5",
      start: -15,
      end: 15,
    },
    {
      dealer: "southern-cross-hyundai-melbourne",
      name: "Ioniq 5: free home wall charger",
      description: "A 7 kW home wall charger, installed, with every new Ioniq 5.",
      disclaimer: "Standard installation only; additional electrical work at the customer's cost. " + STD_DISCLAIMER,
      category: "New vehicle offer",
      make: "Hyundai",
      model: "Ioniq 5",
      start: -3,
      end: 57,
    },
    {
      dealer: "southern-cross-ford-geelong",
      name: "Ranger EOFY deals",
      description: "End of financial year pricing on Ranger XLT and Wildtrak.",
      disclaimer: STD_DISCLAIMER,
      category: "New vehicle offer",
      make: "Ford",
      model: "Ranger",
      start: -180,
      end: -150,
    },
    {
      dealer: "southern-cross-mg-brisbane",
      name: "MG ZS EV Excite from $39,990 drive away",
      price: 39990,
      description: "Electric motoring for less: the MG ZS EV Excite 51 at a drive away price.",
      disclaimer: STD_DISCLAIMER,
      category: "New vehicle offer",
      make: "MG",
      model: "ZS EV",
      start: -7,
      end: 23,
    },
    {
      name: "Low-rate finance across the group",
      description: "Finance from 5.49% p.a. on new Kia, Mazda, Hyundai, Ford and MG vehicles at any Southern Cross dealership. Ask about our 48-hour pre-approval and our $0 final payment options.",
      disclaimer: "5.49% p.a. comparison rate 6.12% p.a. on a secured 5-year consumer loan of $30,000 for approved applicants. " + STD_DISCLAIMER,
      category: "Finance offer",
      start: -30,
      end: 30,
    },
    {
      dealer: "southern-cross-used-penrith",
      name: "Free 12-month warranty on used cars",
      description: "Every used car under 10 years and 150,000 km comes with a 12-month warranty and roadside assist.",
      disclaimer: "Warranty administered by a third party; terms, conditions and claim limits apply.",
      category: "Used vehicle offer",
      make: "Toyota",
      model: "Corolla",
      start: null,
      end: null,
    },
  ],
  "outback-rv": [
    {
      dealer: "outback-caravans-perth",
      name: "Jayco Journey Outback expo pricing",
      description: "Expo pricing on every Journey Outback in stock, with a free solar and lithium upgrade.",
      disclaimer: "While stocks last. Upgrade fitted before delivery.",
      category: "New caravan offer",
      make: "Jayco",
      model: "Journey Outback",
      start: -12,
      end: 18,
    },
    {
      dealer: "outback-motorcycles-adelaide",
      name: "Kawasaki Z900 ride away $14,990",
      price: 14990,
      description: "Ride away pricing on the Z900 in Metallic Spark Black.",
      disclaimer: "Ride away includes 12 months registration and CTP.",
      category: "New motorcycle offer",
      make: "Kawasaki",
      model: "Z900",
      start: -2,
      end: 28,
    },
    {
      dealer: "outback-motorcycles-adelaide",
      name: "Africa Twin bonus luggage",
      description: "Bonus aluminium panniers with every Africa Twin.",
      disclaimer: "Offer has ended.",
      category: "New motorcycle offer",
      make: "Honda",
      model: "Africa Twin",
      start: -120,
      end: -60,
    },
    {
      name: "Caravan finance from 6.99% p.a.",
      description: "Low-rate finance on new and used caravans with terms up to 15 years.",
      disclaimer: "6.99% p.a. comparison rate 7.45% p.a. on a secured loan for approved applicants; fees and charges apply.",
      category: "Finance offer",
      start: -20,
      end: 40,
    },
    {
      name: "Free first service on every new caravan",
      description: "Your first 1,500 km check-up is on us, including brake adjustment and wheel bearing inspection.",
      disclaimer: "Applies to new caravans purchased from Outback Caravans.",
      category: "Service offer",
      make: "Jayco",
      model: "Starcraft",
      start: null,
      end: null,
    },
  ],
};

export function generateOffers(site: SitePlan, now: Date): DemoOffer[] {
  return (OFFERS[site.slug] ?? []).map((o) => ({
    site_slug: site.slug,
    dealership_slug: o.dealer ?? null,
    slug: slugify(o.name),
    name: o.name,
    description: o.description,
    disclaimer: o.disclaimer,
    category: o.category,
    manufacturer_name: o.make ?? null,
    model_name: o.model ?? null,
    model_slug: o.model ? slugify(o.model) : null,
    // No picture of its own: the offer shows its model's (image_or_model_image, src/site/offers.ts).
    image_url: o.image ?? null,
    price: o.price ?? null,
    starts_at: o.start === null ? null : iso(now.getTime() + o.start * DAY_MS),
    expires_at: o.end === null ? null : iso(now.getTime() + o.end * DAY_MS),
  }));
}

// ── Promo tiles ──────────────────────────────────────────────────────────────────────────────

const promoImage = (shape: Shape, hex: string) => carImageUrl({ shape, hex, view: "front-quarter", scene: 1 });

export function generatePromos(site: SitePlan, now: Date): DemoPromo[] {
  const days = (n: number) => iso(now.getTime() + n * DAY_MS);
  const base = { site_slug: site.slug, display: true, strict_display: false };
  switch (site.slug) {
    case "coastline-toyota":
      return [
        { ...base, position: 8, title: "Toyota Certified Pre-Owned", body: "Inspected, reconditioned and backed by a Toyota warranty.", image_url: promoImage("suv", "f3f4f1"), link_url: "/search/used-cars?certified=true", starts_at: days(-30), expires_at: days(60) },
        // The search spec's example window: a sale from 2025-07-01 to 2025-07-24, Queensland time.
        { ...base, position: 17, title: "July Runout Sale", body: "Runout prices on outgoing models, this July only.", image_url: promoImage("ute", "b3121d"), link_url: "/search/new-cars?tag=runout+sale", starts_at: "2025-07-01T00:00:00+10:00", expires_at: "2025-07-24T23:59:59+10:00" },
        { ...base, position: 17, title: "Finance from 4.99% p.a.", body: "Low-rate finance on new RAV4 Hybrid.", image_url: promoImage("suv", "1f3f73"), link_url: "/finance", starts_at: days(-5), expires_at: days(25), strict_display: true },
      ];
    case "southern-cross":
      return [
        { ...base, position: 9, title: "Group Sale Event", body: "Save on every new car across our Kia, Mazda, Hyundai, Ford and MG dealerships.", image_url: promoImage("suv", "a3111c"), link_url: "/special-offers", starts_at: days(-7), expires_at: days(21) },
        { ...base, position: 9, title: "EOFY Sale", body: "End of financial year deals.", image_url: promoImage("ute", "1c4fa0"), link_url: "/special-offers", starts_at: "2025-06-01T00:00:00+10:00", expires_at: "2025-06-30T23:59:59+10:00" },
        { ...base, position: 9, title: "Staff pick of the week", body: "Draft tile, not yet approved.", image_url: null, link_url: "/search/used-cars", starts_at: null, expires_at: null, display: false },
      ];
    case "outback-rv":
      return [
        { ...base, position: 8, title: "Caravan Expo Specials", body: "Expo pricing on Jayco, Coromal and Lotus vans.", image_url: promoImage("caravan", "f1f2ee"), link_url: "/special-offers", starts_at: days(-12), expires_at: days(18) },
        { ...base, position: 17, title: "Ride Away Deals", body: "Ride away pricing on Kawasaki and Yamaha road bikes.", image_url: promoImage("motorcycle", "5fb12c"), link_url: "/search/new-cars?item_type=motorcycle", starts_at: days(-2), expires_at: null },
        { ...base, position: 8, title: "Winter Getaway", body: "Book a winter handover and get a free annual service.", image_url: promoImage("caravan", "25272a"), link_url: "/special-offers", starts_at: days(14), expires_at: days(45) },
      ];
    default:
      return [];
  }
}

// ── Blog (the group site only) ─────────────────────────────────────────────────────────────

interface PostSpec {
  title: string;
  category: "news" | "vehicle-reviews" | "tips";
  dealer?: string;
  excerpt: string;
  paragraphs: string[];
  daysAgo: number;
  image: [Shape, string];
}

const POSTS: PostSpec[] = [
  {
    title: "Kia EV5 review: the family EV that makes sense",
    category: "vehicle-reviews",
    dealer: "southern-cross-kia-parramatta",
    excerpt: "We spent a week with the EV5 Earth on school runs and a weekend away. Here is what we found.",
    paragraphs: [
      "The EV5 is Kia's answer to families who want an electric SUV without paying EV9 money. Ours was the Earth, the middle of the range.",
      "Over 640 km of mixed driving it averaged 17.4 kWh/100 km, which means a realistic 400 km between charges. A DC fast charger took it from 10 to 80 per cent in about half an hour.",
      "The cabin is roomy, the boot swallows a pram and a week of shopping, and vehicle-to-load let us run a kettle at the campsite.",
    ],
    daysAgo: 9,
    image: ["suv", "3b4a3a"],
  },
  {
    title: "Hybrid, plug-in hybrid or electric: which suits you?",
    category: "tips",
    excerpt: "A plain-English guide to the three kinds of electrified car in our showrooms.",
    paragraphs: [
      "A hybrid charges itself and suits anyone who drives in traffic. A plug-in hybrid (PHEV) runs 50 to 80 km on electricity before the engine starts, ideal if you can charge at home.",
      "A fully electric car has the lowest running costs and the fewest moving parts, but plan longer trips around fast chargers.",
      "Ask any of our sales consultants for a test drive of all three back to back.",
    ],
    daysAgo: 23,
    image: ["suv", "1e4b8f"],
  },
  {
    title: "Ford Ranger or Everest: which workhorse fits your life?",
    category: "vehicle-reviews",
    dealer: "southern-cross-ford-geelong",
    excerpt: "They share a chassis and engines, but they suit very different owners.",
    paragraphs: [
      "Both tow 3,500 kg and share the 2.0L bi-turbo and 3.0L V6 diesels. The Ranger carries a load in its tub; the Everest carries seven people in comfort.",
      "If the ute is also the family car, the Ranger XLT's rear seat is fine for kids. If you tow a caravan with the whole family aboard, the Everest Trend is the pick.",
    ],
    daysAgo: 41,
    image: ["ute", "1c4fa0"],
  },
  {
    title: "Our Geelong service centre now opens Saturdays",
    category: "news",
    dealer: "southern-cross-ford-geelong",
    excerpt: "More time for your service: Saturday mornings from 8 am.",
    paragraphs: ["From next month our Fyans Street service centre opens on Saturday mornings. Book online or call the service team."],
    daysAgo: 56,
    image: ["large-suv", "8a8f8f"],
  },
  {
    title: "Five things to check before you buy a used car",
    category: "tips",
    dealer: "southern-cross-used-penrith",
    excerpt: "A history report, a test drive on the highway and three more checks worth ten minutes of your time.",
    paragraphs: [
      "1. Ask for the history report: it shows finance owing, write-offs and odometer readings.",
      "2. Check the service book against the odometer. 3. Drive it on the highway as well as around the block. 4. Look for uneven tyre wear. 5. Check the rego expiry.",
      "Every car at our Penrith used car centre comes with a free history report.",
    ],
    daysAgo: 77,
    image: ["hatch", "5a5e63"],
  },
  {
    title: "What is a comparison rate, and why does it matter?",
    category: "tips",
    excerpt: "The headline rate is not the whole story. The comparison rate includes most fees.",
    paragraphs: [
      "Lenders must show a comparison rate next to an advertised interest rate. It folds in most upfront and ongoing fees, based on a $30,000 secured loan over five years.",
      "Two loans with the same interest rate can have very different comparison rates. Ask our finance team for both figures on any quote.",
    ],
    daysAgo: 102,
    image: ["sedan", "1d2b4a"],
  },
  {
    title: "Southern Cross Motor Group named Dealer of the Year",
    category: "news",
    excerpt: "Our Parramatta Kia team took home the state's top customer satisfaction award.",
    paragraphs: ["Thank you to every customer who left us a review this year. The award belongs to our whole team."],
    daysAgo: 140,
    image: ["suv", "a51c24"],
  },
  {
    title: "MG4 XPOWER: hot hatch performance for EV money",
    category: "vehicle-reviews",
    dealer: "southern-cross-mg-brisbane",
    excerpt: "320 kW, all-wheel drive and 0–100 km/h in under four seconds, for under $60,000.",
    paragraphs: [
      "The XPOWER adds a second motor to the MG4 and the result is startling acceleration. Ride and handling are firmer, but never harsh on Brisbane's roads.",
      "If you want a fast, practical EV without a luxury badge price, it is worth a drive.",
    ],
    daysAgo: 188,
    image: ["hatch", "d9641e"],
  },
];

export function generateBlogPosts(site: SitePlan, now: Date): DemoBlogPost[] {
  // Only the group site has a blog: the others show no Blog menu entry (search spec §2).
  if (site.slug !== "southern-cross") return [];
  return POSTS.map((p) => ({
    site_slug: site.slug,
    dealership_slug: p.dealer ?? null,
    slug: slugify(p.title),
    title: p.title,
    category: p.category,
    excerpt: p.excerpt,
    body: p.paragraphs.map((t) => `<p>${t}</p>`).join("\n"),
    image_url: carImageUrl({ shape: p.image[0], hex: p.image[1], view: "front-quarter", scene: 1 }),
    published_at: iso(now.getTime() - p.daysAgo * DAY_MS),
  }));
}
