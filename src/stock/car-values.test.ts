import { describe, expect, it } from "vitest";
import { buildCarValues, carSearchText, carUnchanged, defaultCarName, generatedCarSlug, slugify, type CarRow } from "./car-values";
import { parseFeedRow, type FeedRow } from "./feed-row";

const NOW = new Date("2026-11-21T00:00:00Z");
const target = { siteId: 1, dealershipId: 10, defaultLocationId: 100, now: NOW };
const row = (r: Record<string, unknown>): FeedRow => {
  const p = parseFeedRow({ dealership_slug: "d", stocknum: "S1", ...r });
  if (!p.ok) throw new Error(JSON.stringify(p.issues));
  return p.row;
};
const build = (r: Record<string, unknown>, existing: CarRow | null = null, t: Partial<typeof target> & { locationId?: number } = {}) => {
  const out = buildCarValues(row(r), existing, { ...target, ...t });
  if (!out.ok) throw new Error(out.message);
  return out.values;
};
const newCar = { make: "Toyota", model: "RAV4", car_type: "new", year: 2024, badge: "GX" };
/** A stored car as the database returns it. */
const stored = (r: Record<string, unknown>): CarRow => ({ ...(build(r) as unknown as CarRow), id: 1 });

describe("new cars", () => {
  it("need make, model and car_type", () => {
    expect(buildCarValues(row({ model: "X", car_type: "new" }), null, target)).toEqual({ ok: false, field: "make", message: "Required for a new car" });
    expect(buildCarValues(row({ make: "X", car_type: "new" }), null, target)).toMatchObject({ ok: false, field: "model" });
    expect(buildCarValues(row({ make: "X", model: "Y" }), null, target)).toMatchObject({ ok: false, field: "car_type" });
  });

  it("get a name, slug, status, dates, photo count, primary image and default location", () => {
    const v = build({ ...newCar, images: "/a.jpg|/b.jpg", nvic: "ABC12" });
    expect(v).toMatchObject({
      name: "2024 Toyota RAV4 GX",
      slug: "2024-toyota-rav4-s1",
      status: "in_stock",
      createdAt: NOW,
      updatedAt: NOW,
      delistedAt: null,
      photosCount: 2,
      primaryImageUrl: "/a.jpg",
      hasNvic: true,
      locationId: 100,
      siteId: 1,
      dealershipId: 10,
      showOnDealerWebsite: true,
      reserved: false,
      itemType: "car",
    });
    expect(v.searchText).toBe(" toyota rav4 gx s1 2024 toyota rav4 gx s1 ");
  });

  it("are dated sold now when they arrive sold without a date", () => {
    expect(build({ ...newCar, status: "sold" }).soldDate).toEqual(NOW);
    expect(build({ ...newCar, status: "sold", sold_date_timestamp: 1763600000 }).soldDate).toEqual(new Date(1763600000_000));
  });
});

describe("updates", () => {
  const car = stored({ ...newCar, colour: "Blue", price: 40000, images: "/a.jpg", created_at: "2026-01-01T00:00:00Z" });

  it("keep what the row leaves out and clear what it gives as empty", () => {
    const v = build({ price: 39000, colour: "" }, car);
    expect(v).toMatchObject({ make: "Toyota", model: "RAV4", carType: "new", price: 39000, colour: null, images: ["/a.jpg"], photosCount: 1 });
    expect(v.createdAt).toEqual(new Date("2026-01-01T00:00:00Z"));
    expect(v.slug).toBe(car.slug);
  });

  it("keep the slug even when the year changes, but follow the generated name", () => {
    const v = build({ year: 2025 }, car);
    expect(v.slug).toBe("2024-toyota-rav4-s1");
    expect(v.name).toBe("2025 Toyota RAV4 GX");
  });

  it("keep a name that was given, when the row names none", () => {
    const named = stored({ ...newCar, name: "Demo Special RAV4" });
    expect(build({ year: 2025 }, named).name).toBe("Demo Special RAV4");
  });

  it("follow new images for photo count and primary image unless those were given", () => {
    expect(build({ images: "/x.jpg|/y.jpg|/z.jpg" }, car)).toMatchObject({ photosCount: 3, primaryImageUrl: "/x.jpg" });
    const chosen = stored({ ...newCar, images: "/a.jpg|/b.jpg", primary_image_url: "/b.jpg", photos_count: 9 });
    expect(build({ images: "/c.jpg" }, chosen)).toMatchObject({ primaryImageUrl: "/b.jpg", photosCount: 1 });
    expect(build({ price: 1 }, chosen)).toMatchObject({ primaryImageUrl: "/b.jpg", photosCount: 9 });
  });

  it("keep a sold date once sold, and drop it when the car comes back to stock", () => {
    const sold = stored({ ...newCar, status: "sold", sold_date_timestamp: 1700000000 });
    expect(build({ status: "sold" }, sold).soldDate).toEqual(new Date(1700000000_000));
    expect(build({ status: "in_stock" }, sold).soldDate).toBeNull();
    expect(build({ price: 1 }, sold).soldDate).toEqual(new Date(1700000000_000));
  });

  it("keep the stored location unless the row names one, and list a delisted car again", () => {
    const moved = { ...car, locationId: 200, delistedAt: new Date("2026-02-01") };
    expect(build({}, moved)).toMatchObject({ locationId: 200, delistedAt: null });
    expect(build({}, moved, { locationId: 300 }).locationId).toBe(300);
  });

  it("reset a cleared boolean, list or object to its default", () => {
    const rich = stored({ ...newCar, reserved: true, show_on_dealer_website: false, categories: "a|b", variant: { cylinders: 4 } });
    expect(build({ reserved: "", show_on_dealer_website: "", categories: "", variant: "" }, rich)).toMatchObject({
      reserved: false,
      showOnDealerWebsite: true,
      categories: [],
      variant: {},
    });
  });
});

describe("names and slugs", () => {
  it("skips missing parts of the default name", () => {
    expect(defaultCarName({ make: "Kia", model: "Niro", year: null, badge: "" })).toBe("Kia Niro");
  });
  it("folds accents and punctuation into slugs", () => {
    expect(slugify("Mercedes-Benz C 300 É!")).toBe("mercedes-benz-c-300-e");
    expect(generatedCarSlug({ year: null, make: "Škoda", model: "Octavia RS", stocknum: "AB/12" })).toBe("skoda-octavia-rs-ab-12");
  });
  it("writes search text with compacted codes", () => {
    expect(carSearchText({ make: "Citroën", model: "C4", regplate: "AB-12C", stocknum: "X 1" })).toBe(" citroen c4 x 1 ab 12c x1 ab12c ");
  });
});

describe("unchanged cars", () => {
  const car = stored({ ...newCar, images: "/a.jpg", variant: { cylinders: 4, induction: "Turbo" }, sold_date_timestamp: 1700000000, status: "sold" });
  const later = { now: new Date("2026-12-01T00:00:00Z") };

  it("are recognised even when JSON keys come back reordered and dates as new objects", () => {
    const reread = { ...car, variant: { induction: "Turbo", cylinders: 4 }, soldDate: new Date(car.soldDate!.getTime()) } as CarRow;
    expect(carUnchanged(reread, build({ ...newCar, variant: { cylinders: 4, induction: "Turbo" } }, reread, later))).toBe(true);
  });

  it("are not, when any written field differs, including a delisted car coming back", () => {
    expect(carUnchanged(car, build({ price: 1 }, car, later))).toBe(false);
    expect(carUnchanged(car, build({ variant: { cylinders: 6, induction: "Turbo" } }, car, later))).toBe(false);
    const delisted = { ...car, delistedAt: new Date("2026-11-01") };
    expect(carUnchanged(delisted, build({}, delisted, later))).toBe(false);
  });
});
