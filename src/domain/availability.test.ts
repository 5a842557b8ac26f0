import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG } from "../site/config";
import { dealershipSoldDays, isAvailable, isListed, soldCutoff, soldDaysGroups, unavailableCarNote, type ListableCar } from "./availability";

const NOW = new Date("2026-03-10T02:00:00Z");
const DAY = 86_400_000;

const car = (over: Partial<ListableCar> = {}): ListableCar => ({
  status: "in_stock",
  sold_date: null,
  show_on_dealer_website: true,
  delisted_at: null,
  photos_count: 10,
  certified: false,
  ...over,
});

describe("availability", () => {
  it("available means in_stock or coming_soon", () => {
    expect(isAvailable({ status: "in_stock" })).toBe(true);
    expect(isAvailable({ status: "coming_soon" })).toBe(true);
    expect(isAvailable({ status: "sold" })).toBe(false);
    expect(isAvailable({ status: "" })).toBe(false);
  });

  it("sold cars are listed for 3 days after the sold date: 3 days yes, 3 days + 1 s no", () => {
    const sold = (ms: number) => car({ status: "sold", sold_date: new Date(NOW.getTime() - ms) });
    expect(isListed(sold(3 * DAY), DEFAULT_CONFIG, NOW)).toBe(true);
    expect(isListed(sold(3 * DAY + 1000), DEFAULT_CONFIG, NOW)).toBe(false);
    expect(isListed(sold(0), DEFAULT_CONFIG, NOW)).toBe(true);
    expect(isListed(car({ status: "sold", sold_date: null }), DEFAULT_CONFIG, NOW)).toBe(false);
    expect(soldCutoff(NOW, 3).toISOString()).toBe("2026-03-07T02:00:00.000Z");
  });

  it("uses the site's sold days (0 hides sold cars at once)", () => {
    const c = { ...DEFAULT_CONFIG, sold_cars_shown_days: 0 };
    expect(isListed(car({ status: "sold", sold_date: new Date(NOW.getTime() - 1000) }), c, NOW)).toBe(false);
    const ten = { ...DEFAULT_CONFIG, sold_cars_shown_days: 10 };
    expect(isListed(car({ status: "sold", sold_date: new Date(NOW.getTime() - 10 * DAY) }), ten, NOW)).toBe(true);
  });

  it("a dealership's own sold days win over the site's: 5 days keeps a car sold 4 days ago that the site's 3 would drop", () => {
    const soldDaysAgo = (days: number) => car({ status: "sold", sold_date: new Date(NOW.getTime() - days * DAY) });
    const own = dealershipSoldDays(3, { sold_cars_shown_days: 5 });
    expect(own).toBe(5);
    expect(isListed(soldDaysAgo(4), DEFAULT_CONFIG, NOW)).toBe(false);
    expect(isListed(soldDaysAgo(4), DEFAULT_CONFIG, NOW, own)).toBe(true);
    expect(isListed(soldDaysAgo(5), DEFAULT_CONFIG, NOW, own)).toBe(true);
    expect(isListed(car({ status: "sold", sold_date: new Date(NOW.getTime() - 5 * DAY - 1000) }), DEFAULT_CONFIG, NOW, own)).toBe(false);
    // 0 days hides its sold cars at once, even on a site that keeps them 3 days.
    expect(isListed(soldDaysAgo(0.5), DEFAULT_CONFIG, NOW, dealershipSoldDays(3, { sold_cars_shown_days: 0 }))).toBe(false);
  });

  it("a dealership without a valid setting of its own keeps the site's sold days", () => {
    expect(dealershipSoldDays(3, undefined)).toBe(3);
    expect(dealershipSoldDays(3, {})).toBe(3);
    expect(dealershipSoldDays(3, { sold_cars_shown_days: "5" })).toBe(3);
    expect(dealershipSoldDays(3, { sold_cars_shown_days: 2.5 })).toBe(3);
    expect(dealershipSoldDays(3, { sold_cars_shown_days: 366 })).toBe(3);
  });

  it("groups dealerships by their sold days, one group when none overrides the site", () => {
    expect(soldDaysGroups(3, [{ id: 2 }, { id: 1, config: {} }])).toEqual([{ days: 3, dealershipIds: [1, 2] }]);
    expect(soldDaysGroups(3, [{ id: 1 }, { id: 2, config: { sold_cars_shown_days: 7 } }, { id: 3, config: { sold_cars_shown_days: 0 } }])).toEqual([
      { days: 7, dealershipIds: [2] },
      { days: 3, dealershipIds: [1] },
      { days: 0, dealershipIds: [3] },
    ]);
  });

  it("never lists cars hidden from the dealer website or delisted", () => {
    expect(isListed(car({ show_on_dealer_website: false }), DEFAULT_CONFIG, NOW)).toBe(false);
    expect(isListed(car({ delisted_at: NOW }), DEFAULT_CONFIG, NOW)).toBe(false);
  });

  it("presets hide by photos count or by status", () => {
    const photos = { ...DEFAULT_CONFIG, listing_preset: "hide_by_photos" as const, listing_min_photos: 3 };
    expect(isListed(car({ photos_count: 2 }), photos, NOW)).toBe(false);
    expect(isListed(car({ photos_count: 3 }), photos, NOW)).toBe(true);
    const status = { ...DEFAULT_CONFIG, listing_preset: "hide_by_status" as const, listing_hidden_statuses: ["coming_soon"] };
    expect(isListed(car({ status: "coming_soon" }), status, NOW)).toBe(false);
    expect(isListed(car({ status: "in_stock" }), status, NOW)).toBe(true);
    // The lists only apply with their preset.
    expect(isListed(car({ photos_count: 0 }), { ...DEFAULT_CONFIG, listing_min_photos: 3 }, NOW)).toBe(true);
  });

  it("certified-only sites list certified cars only", () => {
    const c = { ...DEFAULT_CONFIG, certified_only: true };
    expect(isListed(car({ certified: false }), c, NOW)).toBe(false);
    expect(isListed(car({ certified: true }), c, NOW)).toBe(true);
  });
});

describe("unavailableCarNote", () => {
  it("says nothing of an in-stock or coming-soon car, the vehicle page's words of a sold one, and names the item", () => {
    expect(unavailableCarNote({ status: "in_stock" }, "car")).toBeNull();
    expect(unavailableCarNote({ status: "coming_soon" }, "car")).toBeNull();
    expect(unavailableCarNote({ status: "sold" }, "car")).toBe("Unfortunately this car recently sold. Send this and we will look for one like it.");
    expect(unavailableCarNote({ status: "sold" }, "caravan")).toMatch(/^Unfortunately this caravan recently sold\./);
    expect(unavailableCarNote({ status: "in_transit" }, "motorcycle")).toBe("This motorcycle is not available at the moment. Send this and we will let you know, or look for one like it.");
  });
});
