import { beforeAll, describe, expect, it } from "vitest";
import { resolveSiteConfig } from "../site/config";
import { parseSiteFile } from "../site/store";
import { ThemeSchema } from "../site/theme";
import { parseFeedRow } from "../stock/feed-row";
import { FINANCE_PROVIDER_KEYS, findModel } from "./catalogue";
import { vinYearCode, type DemoCarRow } from "./cars";
import { generateDemo, type DemoData } from "./generate";
import { parseCarImageRequest } from "./image-urls";

const NOW = new Date("2026-03-10T02:00:00Z");
const NOW_S = NOW.getTime() / 1000;
const HOUR = 3600;
const DAY = 24 * HOUR;

let demo: DemoData;
beforeAll(() => {
  demo = generateDemo({ now: NOW });
});

const ofSite = (slug: string) => {
  const dealers = new Set(demo.sites.find((s) => s.slug === slug)!.dealerships!.map((d) => d.slug));
  return demo.stock.filter((r) => dealers.has(r.dealership_slug));
};
const soldAgo = (r: DemoCarRow) => NOW_S - r.sold_date_timestamp!;
const createdAgo = (r: DemoCarRow) => NOW_S - Date.parse(r.created_at) / 1000;

describe("demo data generator", () => {
  it("is deterministic: the same seed and time give identical output, another seed differs", () => {
    const a = generateDemo({ now: NOW, carsScale: 0.1 });
    const b = generateDemo({ now: NOW, carsScale: 0.1 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const c = generateDemo({ now: NOW, carsScale: 0.1, seed: 7 });
    expect(JSON.stringify(c.stock)).not.toBe(JSON.stringify(a.stock));
  });

  it("builds three sites with different templates, themes and toggles, about 3,000 cars", () => {
    expect(demo.sites.map((s) => [s.slug, s.template])).toEqual([
      ["coastline-toyota", "franchise"],
      ["southern-cross", "group"],
      ["outback-rv", "leisure"],
    ]);
    expect(new Set(demo.sites.map((s) => JSON.stringify((s.theme as { colors: unknown }).colors))).size).toBe(3);
    expect(ofSite("coastline-toyota")).toHaveLength(800);
    expect(ofSite("southern-cross")).toHaveLength(1700);
    expect(ofSite("outback-rv")).toHaveLength(500);
    for (const s of demo.sites) {
      expect(() => parseSiteFile(s)).not.toThrow();
      expect(() => resolveSiteConfig(s.template!, s.config)).not.toThrow();
    }
  });

  it("gives every site's theme text colours with WCAG AA contrast (4.5:1) on their backgrounds", () => {
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    for (const s of demo.sites) {
      const c = ThemeSchema.parse(s.theme).colors;
      const pairs: Array<[string, string]> = [
        [c.text, c.surface],
        [c.text, c.surface_alt],
        [c.muted, c.surface],
        [c.muted, c.surface_alt],
        [c.primary_contrast, c.primary],
        [c.accent_contrast, c.accent],
        [c.header_text, c.header_bg],
        [c.footer_text, c.footer_bg],
      ];
      for (const [fg, bg] of pairs) expect(contrast(fg, bg), `${s.slug} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("writes only feed rows the stock import accepts", () => {
    const rejected = demo.stock.flatMap((r) => {
      const p = parseFeedRow(r);
      return p.ok ? [] : [[r.stocknum, p.issues]];
    });
    expect(rejected.slice(0, 5)).toEqual([]);
    const keys = demo.stock.map((r) => `${r.dealership_slug}/${r.stocknum}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const s of demo.sites) {
      const slugs = ofSite(s.slug).map((r) => r.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it.each(["coastline-toyota", "southern-cross", "outback-rv"])("shows every status and boundary on %s", (slug) => {
    const cars = ofSite(slug);
    const sold = cars.filter((r) => r.status === "sold");
    expect(sold.some((r) => soldAgo(r) === 1 * DAY)).toBe(true);
    expect(sold.some((r) => soldAgo(r) === 2 * DAY)).toBe(true);
    // Either side of the 72-hour window: one still listed for the next three hours (a browser
    // suite's whole run against a fresh seed), none that leaves the listing sooner.
    expect(sold.some((r) => soldAgo(r) === 72 * HOUR - 3 * HOUR)).toBe(true);
    expect(sold.some((r) => soldAgo(r) > 72 * HOUR - 3 * HOUR && soldAgo(r) <= 72 * HOUR)).toBe(false);
    expect(sold.some((r) => soldAgo(r) > 72 * HOUR && soldAgo(r) < 72 * HOUR + 15 * 60)).toBe(true);
    expect(sold.some((r) => soldAgo(r) >= 30 * DAY)).toBe(true);
    expect(sold.every((r) => r.sold_date_timestamp !== null && r.sold_date_timestamp <= NOW_S && Date.parse(r.created_at) / 1000 < r.sold_date_timestamp)).toBe(true);
    expect(cars.filter((r) => r.status !== "sold").every((r) => r.sold_date_timestamp === null)).toBe(true);

    const listed = cars.filter((r) => r.status === "in_stock");
    expect(listed.length / cars.length).toBeGreaterThan(0.75);
    expect(cars.some((r) => r.status === "coming_soon")).toBe(true);
    expect(cars.some((r) => r.status === "coming_soon" && r.preorder && r.price === 0)).toBe(true);
    expect(cars.some((r) => r.status === "coming_soon" && r.photos_count === 0)).toBe(true);
    expect(listed.some((r) => r.reserved)).toBe(true);
    expect(listed.some((r) => !r.show_on_dealer_website)).toBe(true);
    expect(listed.some((r) => r.price === 0)).toBe(true);
    expect(listed.some((r) => r.tag === "runout sale")).toBe(true);
    expect(listed.some((r) => r.tag === "Special")).toBe(true);
    expect(cars.some((r) => r.tag === "Low kms" && r.car_type === "used")).toBe(true);
    expect(listed.some((r) => r.before_price !== null && r.before_price > r.price && r.price > 0)).toBe(true);
    // Either side of the 8-day new-arrival window.
    expect(listed.some((r) => createdAgo(r) < HOUR + 1)).toBe(true);
    expect(listed.some((r) => createdAgo(r) > 8 * DAY - 2 * HOUR && createdAgo(r) < 8 * DAY)).toBe(true);
    expect(listed.some((r) => createdAgo(r) > 8 * DAY && createdAgo(r) < 8 * DAY + 2 * HOUR)).toBe(true);
    expect(cars.filter((r) => r.status === "in_stock").every((r) => createdAgo(r) >= 0 && createdAgo(r) <= 120 * DAY)).toBe(true);
    // The below-market badge shows from a margin of 500, not 499.
    const margins = cars.filter((r) => r.autograb_data).map((r) => r.autograb_data!.state_average_market_price - r.price);
    expect(margins).toContain(499);
    expect(margins).toContain(500);
    expect(margins.some((m) => m > 499)).toBe(true);
  });

  it("certifies used Toyotas on the franchise site only, and only young low-kilometre ones", () => {
    const certified = demo.stock.filter((r) => r.certified);
    expect(certified.length).toBeGreaterThan(20);
    for (const r of certified) {
      expect(r.dealership_slug).toBe("coastline-toyota");
      expect([r.make, r.car_type]).toEqual(["Toyota", "used"]);
      expect(2026 - r.year).toBeLessThanOrEqual(5);
      expect(r.km!).toBeLessThanOrEqual(120_000);
    }
    expect(ofSite("coastline-toyota").some((r) => r.car_type === "used" && r.make === "Toyota" && !r.certified)).toBe(true);
  });

  it("makes fields fit each other: year, km, price and car type", () => {
    const problems: string[] = [];
    const check = (ok: boolean, r: DemoCarRow, what: string) => {
      if (!ok) problems.push(`${r.stocknum} ${r.name}: ${what}`);
    };
    for (const r of demo.stock) {
      if (r.car_type === "new") {
        check(r.year === 2026, r, "new car of this year");
        check(r.km === null || r.km < 50, r, "new car under 50 km");
        check(r.regplate === null, r, "new car unregistered");
      } else {
        check(r.regplate !== null, r, "demo and used cars registered");
      }
      if (r.car_type === "demo") {
        check(r.year >= 2025, r, "demo car this year or last");
        check(r.km === null || r.km < 10_000, r, "demo car under 10,000 km");
      }
      if (r.car_type === "used" && r.item_type === "car" && r.year < 2025) check(r.km! >= 2_500, r, "used car has kilometres");
      check(r.item_type === "caravan" ? r.km === null && Number(r.specifications.sleeps) > 0 : r.km !== null, r, "odometer unless caravan");
      const rrp = Math.max(...findModel(r.make, r.model).variants.filter((v) => v.badge === r.badge).map((v) => v.rrp));
      check((r.before_price ?? r.price) <= rrp, r, `price ${r.before_price ?? r.price} at most the new price ${rrp}`);
      if (r.car_type === "used" && r.year <= 2020 && r.price > 0) check(r.price < rrp * 0.8, r, "older used car well under the new price");
      if (r.simple_fuel === "Electric") check(r.variant.cylinders === null && r.engine_size === null, r, "EV without cylinders");
      check(/^[A-HJ-NPR-Z0-9]{17}$/.test(r.vin) && r.vin[9] === vinYearCode(r.year), r, `VIN ${r.vin}`);
      check(r.build_date <= r.compliance_date && Date.parse(r.compliance_date) <= NOW.getTime(), r, "built before compliance, both past");
    }
    expect(problems.slice(0, 20)).toEqual([]);
    const vins = demo.stock.map((r) => r.vin);
    expect(new Set(vins).size).toBe(vins.length);
    const fuels = new Set(demo.stock.map((r) => r.simple_fuel));
    for (const f of ["Electric", "Hybrid", "PHEV", "Diesel", "Petrol"]) expect(fuels).toContain(f);
    const bodies = new Set(demo.stock.map((r) => r.simple_body));
    for (const b of ["Ute", "SUV", "Hatch", "Sedan", "Wagon", "Van", "Cab Chassis", "Caravan", "Motorcycle"]) expect(bodies).toContain(b);
    expect(new Set(demo.stock.map((r) => r.drive))).toEqual(new Set(["4x4", "AWD", "FWD", "RWD", null]));
  });

  it("gives cars 4 to 12 photos (none only while coming soon) as media URLs the image route reads", () => {
    const wrong = demo.stock.filter(
      (r) =>
        (r.photos_count < 4 && r.status !== "coming_soon") ||
        r.photos_count > 12 ||
        r.images.length !== r.photos_count ||
        r.thumbnails.length !== r.photos_count ||
        r.primary_image_url !== (r.images[0] ?? null),
    );
    expect(wrong.map((r) => r.stocknum)).toEqual([]);
    for (const url of [...demo.stock[0]!.images, ...demo.stock[0]!.thumbnails]) {
      const u = new URL(url, "http://x");
      const parsed = parseCarImageRequest(u.pathname.split("/").slice(3), u.searchParams);
      expect(parsed.ok, url).toBe(true);
    }
  });

  it("has in-stock cars quoted by every lender group A-D, with the cases that hide an estimate (tests/e2e/vehicle-finance.spec.ts walks them)", () => {
    const inStock = (slug: string, key: string, extra: (e: Record<string, unknown>, r: DemoCarRow) => boolean = () => true) =>
      ofSite(slug).filter((r) => r.status === "in_stock" && r.finance_lenders[key] && extra(r.finance_lenders[key]!, r)).length;
    const rated = (e: Record<string, unknown>) => typeof e.comparisonRate === "number";
    // A: plenti on the franchise site (and one 12+ years old); B: angle/stratton; C: macquarie; D: money3 on both other sites.
    expect(inStock("coastline-toyota", "plenti", rated)).toBeGreaterThan(0);
    expect(inStock("coastline-toyota", "plenti", (e, r) => rated(e) && (r.year ?? 9999) <= NOW.getUTCFullYear() - 12)).toBeGreaterThan(0);
    expect(inStock("coastline-toyota", "plenti", (e) => e.comparisonRate === null)).toBeGreaterThan(0);
    expect(inStock("southern-cross", "angle", rated) + inStock("southern-cross", "stratton", rated)).toBeGreaterThan(0);
    expect(inStock("coastline-toyota", "macquarie", (e) => rated(e) && typeof e.paymentWeek === "number")).toBeGreaterThan(0);
    expect(inStock("coastline-toyota", "macquarie", (e) => rated(e) && e.paymentWeek === undefined)).toBeGreaterThan(0);
    expect(inStock("southern-cross", "money3", rated)).toBeGreaterThan(0);
    expect(inStock("outback-rv", "money3", (e, r) => rated(e) && r.item_type === "caravan" && typeof e.paymentMonth === "number")).toBeGreaterThan(0);
    expect(inStock("outback-rv", "money3", (e) => rated(e) && e.paymentMonth === undefined)).toBeGreaterThan(0);
    expect(ofSite("southern-cross").filter((r) => r.make === "Tesla" && r.status === "in_stock" && Object.keys(r.finance_lenders).length).length).toBeGreaterThan(0);
  });

  it("quotes finance through documented lenders with consistent figures", () => {
    const quoted = demo.stock.filter((r) => Object.keys(r.finance_lenders).length);
    expect(quoted.length / demo.stock.length).toBeGreaterThan(0.5);
    const problems: string[] = [];
    for (const r of quoted) {
      for (const [key, e] of Object.entries(r.finance_lenders)) {
        if (!(FINANCE_PROVIDER_KEYS as string[]).includes(key)) problems.push(`${r.stocknum}: unknown lender ${key}`);
        if (r.price <= 0) problems.push(`${r.stocknum}: quote on a car without a price`);
        if (e.comparisonRate !== null && !((e.comparisonRate as number) > (e.interestRate as number))) problems.push(`${r.stocknum}: comparison rate below interest rate`);
        if (typeof e.paymentWeek === "number" && typeof e.paymentMonth === "number" && Math.abs(e.paymentWeek * 4.33 - e.paymentMonth) >= 4) {
          problems.push(`${r.stocknum}: weekly ${e.paymentWeek} × 4.33 is not monthly ${e.paymentMonth}`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(demo.stock.some((r) => r.subscription_price !== null)).toBe(true);
    expect(demo.stock.some((r) => r.youxQuote !== null)).toBe(true);
    expect(demo.stock.some((r) => r.file !== null)).toBe(true);
    expect(demo.stock.some((r) => r.rego_expiry !== null && r.rego_expiry < "2026-03-10")).toBe(true);
    expect(demo.stock.some((r) => r.rego_expiry !== null && r.rego_expiry > "2026-03-10")).toBe(true);
    const comments = demo.stock.map((r) => r.dealercomments);
    expect(comments).toContain("");
    expect(comments.some((c) => c.length > 400 && c.includes("<strong>"))).toBe(true);
    const equipment = demo.stock.map((r) => r.standardEquipment.length);
    expect(Math.min(...equipment)).toBe(0);
    expect(Math.max(...equipment)).toBeLessThanOrEqual(30);
  });

  it("puts 152 reviews averaging 4.4 on one location, and the site file says so", () => {
    const byLocation = new Map<string, number[]>();
    for (const r of demo.reviews) {
      const k = `${r.dealership_slug}/${r.location_slug}`;
      byLocation.set(k, [...(byLocation.get(k) ?? []), r.rating]);
    }
    const ratings = byLocation.get("southern-cross-kia-parramatta/parramatta")!;
    expect(ratings).toHaveLength(152);
    expect(Math.round((ratings.reduce((a, b) => a + b, 0) / 152) * 10) / 10).toBe(4.4);
    const loc = demo.sites[1]!.dealerships![0]!.locations![0]!;
    expect([loc.slug, loc.review_count, loc.average_rating]).toEqual(["parramatta", 152, 4.4]);
    expect(demo.reviews.every((r) => r.rating >= 1 && r.rating <= 5 && r.review_date <= NOW.toISOString())).toBe(true);
    expect(demo.reviews.some((r) => r.reply_text && r.reply_date! >= r.review_date)).toBe(true);
  });

  it("has a franchised dealership's reviewers name only its make's models, never another franchise's", () => {
    const group = demo.sites.find((s) => s.slug === "southern-cross")!;
    const makeOf = new Map(group.dealerships!.map((d) => [d.slug, d.manufacturer?.name ?? null]));
    const models: Record<string, string[]> = { Ford: ["Ranger", "Everest"], Kia: ["Sportage", "Seltos", "Carnival"], Mazda: ["CX-5", "Mazda3", "BT-50"], Hyundai: ["Tucson", "i30", "Santa Fe"], MG: ["ZS", "MG4"] };
    const reviews = demo.reviews.filter((r) => r.site_slug === "southern-cross" && makeOf.get(r.dealership_slug));
    expect(reviews.length).toBeGreaterThan(50);
    for (const r of reviews) {
      const make = makeOf.get(r.dealership_slug)!;
      const others = Object.entries(models).filter(([m]) => m !== make).flatMap(([, names]) => names);
      const said = `${r.text} ${r.reply_text ?? ""}`;
      expect(others.filter((name) => said.includes(name)), `${r.dealership_slug}: ${said}`).toEqual([]);
    }
  });

  it("has the caravan and motorcycle dealer's reviewers speak of what it sells, never of a car", () => {
    const reviews = demo.reviews.filter((r) => r.site_slug === "outback-rv" && r.text);
    expect(reviews.length).toBeGreaterThan(20);
    for (const r of reviews) expect(`${r.text} ${r.reply_text ?? ""}`).not.toMatch(/\bcars?\b/i);
  });

  it("writes blog posts for the group site only, and offers and promos with current and past dates", () => {
    expect(demo.blogPosts.length).toBeGreaterThan(3);
    expect(new Set(demo.blogPosts.map((p) => p.site_slug))).toEqual(new Set(["southern-cross"]));
    const iso = NOW.toISOString();
    expect(demo.offers.some((o) => o.starts_at! < iso && o.expires_at! > iso)).toBe(true);
    expect(demo.offers.some((o) => o.expires_at !== null && o.expires_at < iso)).toBe(true);
    expect(demo.promos.some((p) => p.starts_at === "2025-07-01T00:00:00+10:00" && p.expires_at === "2025-07-24T23:59:59+10:00")).toBe(true);
    for (const s of ["coastline-toyota", "southern-cross", "outback-rv"]) {
      expect(demo.promos.some((p) => p.site_slug === s && p.display && p.starts_at! < iso && (p.expires_at === null || p.expires_at > iso))).toBe(true);
    }
  });

  it("gives locations real-looking addresses, phones, weekly hours and holiday hours", () => {
    const cityCentres: Record<string, [number, number]> = {
      QLD: [-27.0, 153.0],
      NSW: [-33.8, 151.0],
      VIC: [-37.9, 144.7],
      WA: [-31.9, 115.9],
      SA: [-34.9, 138.6],
    };
    for (const s of demo.sites) {
      for (const d of s.dealerships!) {
        for (const l of d.locations!) {
          const a = l.address!;
          expect(a.postcode).toMatch(/^\d{4}$/);
          const [lat, long] = cityCentres[a.state!]!;
          expect(Math.abs(a.lat! - lat), l.name).toBeLessThan(1);
          expect(Math.abs(a.long! - long), l.name).toBeLessThan(1);
          expect(l.contact_detail!.phone).toMatch(/^(0\d \d{4} \d{4}|\+61 \d \d{4} \d{4})$/);
          const hours = l.contact_detail!.opening_hours!;
          expect(hours.map((h) => h.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
          const sunday = hours[0]!;
          if (sunday.status === "Open") expect(Number(sunday.close!.slice(0, 2)) - Number(sunday.open!.slice(0, 2))).toBeLessThanOrEqual(6);
          expect(l.special_hours!.some((h) => h.name === "Christmas Day" && h.status === "Closed")).toBe(true);
        }
      }
    }
    expect(demo.sites.flatMap((s) => s.dealerships!.flatMap((d) => d.locations!)).some((l) => l.dealer_license_number)).toBe(true);
  });

  it("keeps every guaranteed case at a small scale", () => {
    const small = generateDemo({ now: NOW, carsScale: 0.1 });
    expect(small.stock.length).toBeGreaterThan(250);
    expect(small.stock.length).toBeLessThan(400);
    expect(small.stock.some((r) => r.certified)).toBe(true);
    expect(small.stock.some((r) => r.status === "sold" && NOW_S - r.sold_date_timestamp! < 72 * HOUR)).toBe(true);
    expect(small.reviews).toHaveLength(demo.reviews.length);
  });
});
