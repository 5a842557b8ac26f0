import { describe, expect, it } from "vitest";
import { estimateFromComparables, onlineEstimateEligibility, ONLINE_ESTIMATE_MAX_KM, TRADE_MARGIN } from "./valuation";

const in2025 = new Date("2025-06-15T00:00:00Z");

describe("instant estimate or appraisal (the trade-in FAQ rule)", () => {
  it("a car 7 years old gets an estimate; 8 years old gets an appraisal", () => {
    expect(onlineEstimateEligibility({ year: 2018, km: 50_000 }, in2025)).toEqual({ eligible: true });
    expect(onlineEstimateEligibility({ year: 2017, km: 50_000 }, in2025)).toMatchObject({ eligible: false, reason: "age" });
  });

  it("100,000 km gets an estimate; 100,001 km gets an appraisal", () => {
    expect(onlineEstimateEligibility({ year: 2022, km: ONLINE_ESTIMATE_MAX_KM }, in2025)).toEqual({ eligible: true });
    expect(onlineEstimateEligibility({ year: 2022, km: ONLINE_ESTIMATE_MAX_KM + 1 }, in2025)).toMatchObject({ eligible: false, reason: "km" });
  });

  it("the appraisal message says why and what happens next", () => {
    const r = onlineEstimateEligibility({ year: 2010, km: 10 }, in2025);
    expect(r.eligible).toBe(false);
    if (!r.eligible) expect(r.message).toMatch(/over 7 years old or with more than 100,000 km.*valuer will appraise/);
  });
});

describe("estimate from the dealer's comparable stock", () => {
  const same = { year: 2021, km: 40_000, condition: "Good" as const };

  it("needs two priced comparables: one is not enough", () => {
    expect(estimateFromComparables([{ price: 30_000, year: 2021, km: 40_000 }], same)).toBeNull();
    expect(estimateFromComparables([{ price: 30_000, year: 2021, km: 40_000 }, { price: 400, year: 2021, km: 40_000 }], same)).toBeNull();
    expect(estimateFromComparables([{ price: 30_000, year: 2021, km: 40_000 }, { price: 32_000, year: 2021, km: 40_000 }], same)).not.toBeNull();
  });

  it("a like-for-like car is worth retail less the trade margin, as a ±6% range rounded to $100", () => {
    const e = estimateFromComparables([{ price: 30_000, year: 2021, km: 40_000 }, { price: 30_000, year: 2021, km: 40_000 }], same)!;
    const mid = 30_000 * (1 - TRADE_MARGIN); // 24,600
    expect(e).toEqual({ low: Math.round((mid * 0.94) / 100) * 100, high: Math.round((mid * 1.06) / 100) * 100, comparables: 2 });
    expect(e).toEqual({ low: 23_100, high: 26_100, comparables: 2 });
  });

  it("more kilometres, an older year and a worse condition each lower it", () => {
    const lot = [{ price: 30_000, year: 2021, km: 40_000 }, { price: 31_000, year: 2021, km: 40_000 }];
    const base = estimateFromComparables(lot, same)!;
    expect(estimateFromComparables(lot, { ...same, km: 80_000 })!.high).toBeLessThan(base.high);
    expect(estimateFromComparables(lot, { ...same, year: 2019 })!.high).toBeLessThan(base.high);
    expect(estimateFromComparables(lot, { ...same, condition: "Fair" })!.high).toBeLessThan(base.high);
    expect(estimateFromComparables(lot, { ...same, condition: "Excellent" })!.high).toBeGreaterThan(base.high);
  });

  it("takes the median, so one odd listing does not move it", () => {
    const lot = [{ price: 30_000, year: 2021, km: 40_000 }, { price: 30_000, year: 2021, km: 40_000 }, { price: 90_000, year: 2021, km: 40_000 }];
    expect(estimateFromComparables(lot, same)).toMatchObject({ low: 23_100, high: 26_100, comparables: 3 });
  });
});
