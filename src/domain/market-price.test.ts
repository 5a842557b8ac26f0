import { describe, expect, it } from "vitest";
import { belowMarketPrice } from "./market-price";

const withMarket = (price: number | null, state: number | null | undefined) => ({
  price,
  autograb_data: { average_market_price: 99999, state_average_market_price: state },
});

describe("belowMarketPrice", () => {
  it("is shown when the state average is more than 499 above the price", () => {
    expect(belowMarketPrice(withMarket(30000, 30500))).toEqual({ marketPrice: 30500, belowBy: 500 });
    expect(belowMarketPrice(withMarket(30000, 30499.5))).toEqual({ marketPrice: 30499.5, belowBy: 499.5 });
  });

  it("is hidden at a margin of exactly 499 or less", () => {
    expect(belowMarketPrice(withMarket(30000, 30499))).toBeNull();
    expect(belowMarketPrice(withMarket(30000, 30000))).toBeNull();
    expect(belowMarketPrice(withMarket(30000, 20000))).toBeNull();
  });

  it("uses the state average, not the national average", () => {
    expect(belowMarketPrice({ price: 30000, autograb_data: { average_market_price: 40000, state_average_market_price: null } })).toBeNull();
  });

  it("is hidden without market data", () => {
    expect(belowMarketPrice({ price: 30000 })).toBeNull();
    expect(belowMarketPrice({ price: 30000, autograb_data: null })).toBeNull();
    expect(belowMarketPrice(withMarket(30000, undefined))).toBeNull();
  });

  it("is hidden for a car whose price is not shown (10 or less)", () => {
    expect(belowMarketPrice(withMarket(10, 30000))).toBeNull();
    expect(belowMarketPrice(withMarket(null, 30000))).toBeNull();
    expect(belowMarketPrice(withMarket(11, 30000))).toEqual({ marketPrice: 30000, belowBy: 29989 });
  });
});
