import { describe, expect, it } from "vitest";
import {
  applyOfferPriceChange,
  applySliderChange,
  DEFAULT_PRICE_QUICK_PICKS,
  LUXURY_PRICE_QUICK_PICKS,
  OFFER_PRICE_SLIDER,
  priceQuickPicks,
  roundSliderValue,
  sliderBounds,
  sliderFromParam,
  sliderStep,
  sliderToParam,
} from "./range-slider";

describe("sliderBounds", () => {
  it("defaults to 0–100000 when stats are missing or unusable", () => {
    expect(sliderBounds("price", null)).toEqual({ min: 0, max: 100000, step: 1000 });
    expect(sliderBounds("km", undefined)).toEqual({ min: 0, max: 100000, step: 1000 });
    expect(sliderBounds("year", { min: Number.NaN, max: 2020 })).toEqual({ min: 0, max: 100000, step: 1000 });
    expect(sliderBounds("price", { min: 9000, max: 8000 })).toEqual({ min: 0, max: 100000, step: 1000 });
  });

  it("widens price and km stats to whole thousands", () => {
    expect(sliderBounds("price", { min: 4990, max: 89990 })).toEqual({ min: 4000, max: 90000, step: 860 });
    expect(sliderBounds("km", { min: 12, max: 250001 })).toEqual({ min: 0, max: 251000, step: 2510 });
    expect(sliderBounds("price", { min: 5000, max: 90000 })).toEqual({ min: 5000, max: 90000, step: 850 });
  });

  it("uses years as they are", () => {
    expect(sliderBounds("year", { min: 2012, max: 2026 })).toEqual({ min: 2012, max: 2026, step: 1 });
  });

  it("gives a single value a width of one unit", () => {
    expect(sliderBounds("price", { min: 30000, max: 30000 })).toEqual({ min: 30000, max: 31000, step: 10 });
    expect(sliderBounds("year", { min: 2020, max: 2020 })).toEqual({ min: 2020, max: 2021, step: 1 });
  });
});

describe("sliderStep", () => {
  it("is the range over 100, rounded, at least 1", () => {
    expect(sliderStep(0, 100000)).toBe(1000);
    expect(sliderStep(0, 149)).toBe(1);
    expect(sliderStep(0, 150)).toBe(2);
    expect(sliderStep(2012, 2026)).toBe(1);
    expect(sliderStep(5, 5)).toBe(1);
  });
});

describe("roundSliderValue", () => {
  it("rounds price and km to the nearest 1000 and years to a whole year", () => {
    expect(roundSliderValue("price", 12499)).toBe(12000);
    expect(roundSliderValue("price", 12500)).toBe(13000);
    expect(roundSliderValue("km", 499)).toBe(0);
    expect(roundSliderValue("km", 500)).toBe(1000);
    expect(roundSliderValue("year", 2019.4)).toBe(2019);
  });
});

describe("applySliderChange", () => {
  const bounds = sliderBounds("price", { min: 5000, max: 90000 });
  const current = { min: 10000, max: 50000 };

  it("applies a change inside the range, rounded to 1000", () => {
    expect(applySliderChange("price", current, { min: 12400, max: 50000 }, bounds)).toEqual({ accepted: true, value: { min: 12000, max: 50000 } });
    expect(applySliderChange("km", { min: 0, max: 100000 }, { min: 0, max: 60600 }, sliderBounds("km", null))).toEqual({
      accepted: true,
      value: { min: 0, max: 61000 },
    });
  });

  it("accepts the range bounds themselves", () => {
    expect(applySliderChange("price", current, { min: 5000, max: 90000 }, bounds)).toEqual({ accepted: true, value: { min: 5000, max: 90000 } });
  });

  it("ignores a minimum below the range minimum and reports it", () => {
    expect(applySliderChange("price", current, { min: 4999, max: 50000 }, bounds)).toEqual({
      accepted: false,
      value: current,
      reason: "below_range_min",
      attempted: { min: 4999, max: 50000 },
    });
  });

  it("ignores a maximum above the range maximum and reports it", () => {
    expect(applySliderChange("price", current, { min: 10000, max: 90001 }, bounds)).toMatchObject({ accepted: false, value: current, reason: "above_range_max" });
  });

  it("ignores non-numbers", () => {
    expect(applySliderChange("price", current, { min: Number.NaN, max: 50000 }, bounds)).toMatchObject({ accepted: false, reason: "not_a_number" });
  });

  it("does not let the thumbs cross: the moved thumb stops at the other", () => {
    expect(applySliderChange("price", current, { min: 60000, max: 50000 }, bounds)).toEqual({ accepted: true, value: { min: 50000, max: 50000 } });
    expect(applySliderChange("price", current, { min: 10000, max: 6000 }, bounds)).toEqual({ accepted: true, value: { min: 10000, max: 10000 } });
  });

  it("lets the thumbs meet after rounding", () => {
    expect(applySliderChange("year", { min: 2015, max: 2020 }, { min: 2020, max: 2020 }, sliderBounds("year", { min: 2012, max: 2026 }))).toEqual({
      accepted: true,
      value: { min: 2020, max: 2020 },
    });
  });
});

describe("slider URL form", () => {
  const bounds = { min: 5000, max: 90000 };

  it("writes min:max, leaving a side at its bound out", () => {
    expect(sliderToParam({ min: 10000, max: 30000 }, bounds)).toBe("10000:30000");
    expect(sliderToParam({ min: 10000, max: 90000 }, bounds)).toBe("10000:");
    expect(sliderToParam({ min: 5000, max: 30000 }, bounds)).toBe(":30000");
    expect(sliderToParam({ min: 5000, max: 90000 }, bounds)).toBeNull();
  });

  it("reads min:max with either side optional", () => {
    expect(sliderFromParam("price", "10000:30000", bounds)).toEqual({ min: 10000, max: 30000 });
    expect(sliderFromParam("price", "10000:", bounds)).toEqual({ min: 10000, max: 90000 });
    expect(sliderFromParam("price", ":30000", bounds)).toEqual({ min: 5000, max: 30000 });
    expect(sliderFromParam("price", null, bounds)).toEqual(bounds);
  });

  it("rounds, keeps inside the bounds, orders a reversed pair and ignores junk", () => {
    expect(sliderFromParam("price", "10400:29600", bounds)).toEqual({ min: 10000, max: 30000 });
    expect(sliderFromParam("price", "0:500000", bounds)).toEqual(bounds);
    expect(sliderFromParam("price", "30000:10000", bounds)).toEqual({ min: 10000, max: 30000 });
    expect(sliderFromParam("price", "cheap", bounds)).toEqual(bounds);
    expect(sliderFromParam("year", "2019:", { min: 2012, max: 2026 })).toEqual({ min: 2019, max: 2026 });
  });

  it("round-trips", () => {
    const value = { min: 12000, max: 45000 };
    expect(sliderFromParam("price", sliderToParam(value, bounds), bounds)).toEqual(value);
  });
});

describe("priceQuickPicks", () => {
  it("labels the default $5,000 to $70,000 picks", () => {
    const picks = priceQuickPicks(DEFAULT_PRICE_QUICK_PICKS);
    expect(picks[0]).toEqual({ value: 5000, label: "$5,000" });
    expect(picks.at(-1)).toEqual({ value: 70000, label: "$70,000" });
    expect(picks).toHaveLength(10);
  });

  it("has the luxury list from $300,000 to $800,000", () => {
    expect(priceQuickPicks(LUXURY_PRICE_QUICK_PICKS).map((p) => p.label)).toEqual([
      "$300,000",
      "$400,000",
      "$500,000",
      "$600,000",
      "$700,000",
      "$800,000",
    ]);
  });

  it("sorts, removes repeats and drops non-positive values", () => {
    expect(priceQuickPicks([20000, 5000, 20000, 0, -1]).map((p) => p.value)).toEqual([5000, 20000]);
  });
});

describe("applyOfferPriceChange (500 steps, 5000–250000, min below max)", () => {
  it("has the default range and step", () => {
    expect(OFFER_PRICE_SLIDER).toEqual({ min: 5000, max: 250000, step: 500 });
  });

  it("snaps to 500 and clamps to the bounds", () => {
    const current = { min: 5000, max: 250000 };
    expect(applyOfferPriceChange(current, { min: 10249, max: 250000 })).toEqual({ min: 10000, max: 250000 });
    expect(applyOfferPriceChange(current, { min: 10250, max: 250000 })).toEqual({ min: 10500, max: 250000 });
    expect(applyOfferPriceChange(current, { min: 4999, max: 250001 })).toEqual({ min: 5000, max: 250000 });
    expect(applyOfferPriceChange(current, { min: Number.NaN, max: 100000 })).toEqual({ min: 5000, max: 100000 });
  });

  it("keeps the minimum one step below the maximum", () => {
    const current = { min: 5000, max: 10000 };
    expect(applyOfferPriceChange(current, { min: 9500, max: 10000 })).toEqual({ min: 9500, max: 10000 });
    expect(applyOfferPriceChange(current, { min: 10000, max: 10000 })).toEqual({ min: 9500, max: 10000 });
    expect(applyOfferPriceChange(current, { min: 20000, max: 10000 })).toEqual({ min: 9500, max: 10000 });
    expect(applyOfferPriceChange(current, { min: 5000, max: 5000 })).toEqual({ min: 5000, max: 5500 });
  });

  it("keeps the pair apart at the edges", () => {
    expect(applyOfferPriceChange({ min: 249000, max: 250000 }, { min: 250000, max: 250000 })).toEqual({ min: 249500, max: 250000 });
    expect(applyOfferPriceChange({ min: 5000, max: 5500 }, { min: 5000, max: 5000 })).toEqual({ min: 5000, max: 5500 });
  });
});
