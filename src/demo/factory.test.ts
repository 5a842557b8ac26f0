import { describe, expect, it } from "vitest";
import { parseSiteFile } from "../site/store";
import { parseFeedRow } from "../stock/feed-row";
import { makeFeedRow, makeFeedRows, makeSiteFile } from "./factory";

const NOW = new Date("2026-03-10T02:00:00Z");

describe("test data factory", () => {
  it("makes a valid site file whose dealership follows the site slug", () => {
    const file = makeSiteFile({ slug: "alpha" });
    expect(() => parseSiteFile(file)).not.toThrow();
    expect(file.dealerships![0]!.slug).toBe("alpha-dealer");
    expect(makeSiteFile({ slug: "beta" }).dealerships![0]!.id).not.toBe(file.dealerships![0]!.id);
    expect(makeSiteFile({ template: "leisure", config: { deposit_amount: 500 } }).template).toBe("leisure");
  });

  it("makes the same row for the same seed, a valid one, and lets overrides win", () => {
    expect(makeFeedRow(5, {}, { now: NOW })).toEqual(makeFeedRow(5, {}, { now: NOW }));
    expect(makeFeedRow(5, {}, { now: NOW })).not.toEqual(makeFeedRow(6, {}, { now: NOW }));
    const row = makeFeedRow(5, { dealership_slug: "alpha-dealer", price: 0, tag: "Special" }, { now: NOW });
    expect(parseFeedRow(row).ok).toBe(true);
    expect([row.dealership_slug, row.price, row.tag]).toEqual(["alpha-dealer", 0, "Special"]);
  });

  it("steers generation by make, model, car type and status so the other fields fit", () => {
    const row = makeFeedRow(1, { make: "Toyota", model: "HiLux", car_type: "new", status: "sold" }, { now: NOW });
    expect([row.make, row.model, row.car_type, row.year]).toEqual(["Toyota", "HiLux", "new", 2026]);
    expect(row.km).toBeLessThan(50);
    expect(row.sold_date_timestamp).toBe(NOW.getTime() / 1000 - 86_400);
    expect(Date.parse(row.created_at)).toBeLessThan(row.sold_date_timestamp! * 1000);
    const caravan = makeFeedRow(2, { item_type: "caravan" }, { now: NOW });
    expect(caravan.item_type).toBe("caravan");
    expect(caravan.specifications.sleeps).toBeGreaterThan(0);
  });

  it("makes many rows with distinct stock numbers and slugs", () => {
    const rows = makeFeedRows(3, 40, { dealership_slug: "alpha-dealer" }, { now: NOW });
    expect(new Set(rows.map((r) => r.stocknum)).size).toBe(40);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(40);
    expect(rows.every((r) => parseFeedRow(r).ok)).toBe(true);
  });
});
