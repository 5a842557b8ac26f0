import { describe, expect, it } from "vitest";
import { advertisedStockCount, formatCount } from "./stock-count";

describe("advertisedStockCount", () => {
  it("shows the listed count up to and including 1999", () => {
    expect(advertisedStockCount({ listed: 1999, inStock: 1500, configured: 2500 })).toBe(1999);
    expect(advertisedStockCount({ listed: 0, inStock: 0, configured: null })).toBe(0);
  });
  it("replaces a count of 2000 by the configured stock count", () => {
    expect(advertisedStockCount({ listed: 2000, inStock: 1950, configured: 2100 })).toBe(2100);
  });
  it("replaces a count of 2000 by the in-stock count when none is configured", () => {
    expect(advertisedStockCount({ listed: 2000, inStock: 1950, configured: null })).toBe(1950);
  });
  it("treats a configured count of 0 as not set", () => {
    expect(advertisedStockCount({ listed: 5000, inStock: 4000, configured: 0 })).toBe(4000);
  });
});

describe("formatCount", () => {
  it("groups thousands with commas", () => {
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1234)).toBe("1,234");
    expect(formatCount(1_000_000)).toBe("1,000,000");
  });
});
