import { describe, expect, it } from "vitest";
import { advertisedStockCount, formatCount } from "./stock-count";

describe("advertisedStockCount", () => {
  it("shows the count of cars for sale up to and including 1999", () => {
    expect(advertisedStockCount({ forSale: 1999, inStock: 1500, configured: 2500 })).toBe(1999);
    expect(advertisedStockCount({ forSale: 0, inStock: 0, configured: null })).toBe(0);
  });
  it("replaces a count of 2000 by the configured stock count", () => {
    expect(advertisedStockCount({ forSale: 2000, inStock: 1950, configured: 2100 })).toBe(2100);
  });
  it("replaces a count of 2000 by the in-stock count when none is configured", () => {
    expect(advertisedStockCount({ forSale: 2000, inStock: 1950, configured: null })).toBe(1950);
  });
  it("treats a configured count of 0 as not set", () => {
    expect(advertisedStockCount({ forSale: 5000, inStock: 4000, configured: 0 })).toBe(4000);
  });
});

describe("formatCount", () => {
  it("groups thousands with commas", () => {
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1234)).toBe("1,234");
    expect(formatCount(1_000_000)).toBe("1,000,000");
  });
  it("writes what en-AU's Intl.NumberFormat writes, rounding halves away from zero", () => {
    const intl = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
    const values = [0, 0.4, 0.5, 1.5, 2.5, -0.5, -2.5, 7, 99, 100, 999, 999.5, 1000, 1001, 12_345, 99_999, 100_000, 999_999, 1_000_000, -1234, 123_456_789, 2 ** 40, 999_999_999_999_999, 1e15, 1e21, NaN, Infinity, -Infinity];
    for (const v of values) expect(formatCount(v), String(v)).toBe(intl.format(v));
  });
  it("writes a negative number that rounds to zero as 0 (Intl writes -0)", () => {
    expect(formatCount(-0)).toBe("0");
    expect(formatCount(-0.4)).toBe("0");
  });
});
