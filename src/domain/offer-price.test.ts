import { describe, expect, it } from "vitest";
import { filterOffersByPrice, offerPriceRange, OFFER_PRICE } from "./offer-price";

describe("offer price range", () => {
  it("defaults to 5,000–250,000 in steps of 500", () => {
    expect(OFFER_PRICE).toEqual({ min: 5000, max: 250000, step: 500 });
    expect(offerPriceRange(null, null)).toEqual({ min: 5000, max: 250000 });
    expect(offerPriceRange("abc", "")).toEqual({ min: 5000, max: 250000 });
  });
  it("snaps to the 500 grid inside the range", () => {
    expect(offerPriceRange("20249", "40251")).toEqual({ min: 20000, max: 40500 });
    expect(offerPriceRange("20250", "40750")).toEqual({ min: 20500, max: 41000 });
    expect(offerPriceRange("1000", "999999")).toEqual({ min: 5000, max: 250000 });
  });
  it("keeps the minimum below the maximum: equal or crossed, it moves one step under", () => {
    expect(offerPriceRange("30000", "30000")).toEqual({ min: 29500, max: 30000 });
    expect(offerPriceRange("60000", "30000")).toEqual({ min: 29500, max: 30000 });
    expect(offerPriceRange("5000", "5000")).toEqual({ min: 5000, max: 5500 });
    expect(offerPriceRange("29500", "30000")).toEqual({ min: 29500, max: 30000 });
  });
  it("filters nothing at the default range and keeps priced offers inside a narrower one, bounds included", () => {
    const offers = [{ price: 39990 }, { price: 40000 }, { price: 40001 }, { price: null }];
    expect(filterOffersByPrice(offers, { min: 5000, max: 250000 })).toHaveLength(4);
    expect(filterOffersByPrice(offers, { min: 39990, max: 40000 }).map((o) => o.price)).toEqual([39990, 40000]);
  });
});
