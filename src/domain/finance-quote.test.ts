import { describe, expect, it } from "vitest";
import {
  completeQuote,
  quoteDisplay,
  quoteEligibility,
  quoteRequestFor,
  shouldRequestQuote,
  type QuoteCar,
} from "./finance-quote";

const ON = { youx_quote_enabled: true };
const OFF = { youx_quote_enabled: false };
const car: QuoteCar = { status: "in_stock", reserved: false, sold_date: null, price: 24990, year: 2020, vin: "KNAF000TEST12345", nvic: "ABC12" };

describe("quoteEligibility (spec §4: in_stock, not sold, not reserved, price above 200; the site flag)", () => {
  it("an in-stock car above $200 on a flagged site is eligible", () => {
    expect(quoteEligibility(car, ON)).toEqual({ eligible: true });
  });

  it("price 200 is not eligible, 201 is; 0 and no price are not", () => {
    expect(quoteEligibility({ ...car, price: 200 }, ON)).toEqual({ eligible: false, reason: "price_not_over_200" });
    expect(quoteEligibility({ ...car, price: 201 }, ON)).toEqual({ eligible: true });
    expect(quoteEligibility({ ...car, price: 200.01 }, ON)).toEqual({ eligible: true });
    expect(quoteEligibility({ ...car, price: 0 }, ON)).toEqual({ eligible: false, reason: "price_not_over_200" });
    // Above 0 (§7's condition) but not above 200 (§4's): not asked.
    expect(quoteEligibility({ ...car, price: 150 }, ON)).toEqual({ eligible: false, reason: "price_not_over_200" });
    expect(quoteEligibility({ ...car, price: null }, ON)).toEqual({ eligible: false, reason: "price_not_over_200" });
  });

  it("sold (by status or sold date), reserved and coming_soon cars are not eligible", () => {
    expect(quoteEligibility({ ...car, status: "sold" }, ON)).toEqual({ eligible: false, reason: "sold" });
    expect(quoteEligibility({ ...car, sold_date: "2026-01-02T00:00:00Z" }, ON)).toEqual({ eligible: false, reason: "sold" });
    expect(quoteEligibility({ ...car, reserved: true }, ON)).toEqual({ eligible: false, reason: "reserved" });
    expect(quoteEligibility({ ...car, status: "coming_soon" }, ON)).toEqual({ eligible: false, reason: "not_in_stock" });
  });

  it("the site flag off means no quote for any car", () => {
    expect(quoteEligibility(car, OFF)).toEqual({ eligible: false, reason: "site_flag_off" });
  });

  it("a car without a year cannot be priced by the provider", () => {
    expect(quoteEligibility({ ...car, year: null }, ON)).toEqual({ eligible: false, reason: "year_missing" });
  });
});

describe("shouldRequestQuote and completeQuote", () => {
  const quote = { weeklyRepaymentAmount: 118.4, advertisedRate: 9.49, comparisonRate: 10.12 };

  it("asks only when no complete quote exists on the car", () => {
    expect(shouldRequestQuote({ ...car, youx_quote: null }, ON)).toBe(true);
    expect(shouldRequestQuote({ ...car, youx_quote: quote }, ON)).toBe(false);
    expect(shouldRequestQuote({ ...car, youx_quote: null }, OFF)).toBe(false);
    expect(shouldRequestQuote({ ...car, price: 200, youx_quote: null }, ON)).toBe(false);
  });

  it("a quote missing its comparison rate is not complete (a repayment is never shown without one)", () => {
    expect(completeQuote({ ...quote, comparisonRate: null })).toBeNull();
    expect(completeQuote({ ...quote, weeklyRepaymentAmount: 0 })).toBeNull();
    expect(completeQuote(null)).toBeNull();
    expect(completeQuote(quote)).toEqual(quote);
    expect(shouldRequestQuote({ ...car, youx_quote: { ...quote, comparisonRate: null } }, ON)).toBe(true);
  });
});

describe("quoteRequestFor and quoteDisplay", () => {
  it("builds the spec's body: credit score GREAT, 5-year term, whoIsHelping empty", () => {
    expect(quoteRequestFor(car)).toEqual({
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 24990,
      loanTerm: 5,
      year: 2020,
      vin: "KNAF000TEST12345",
      nvic: "ABC12",
      whoIsHelping: "",
    });
    expect(quoteRequestFor({ ...car, vin: null, nvic: null })).toMatchObject({ vin: "", nvic: "" });
  });

  it("shows whole-dollar weekly repayments and two-decimal rates", () => {
    expect(quoteDisplay({ weeklyRepaymentAmount: 118.5, advertisedRate: 9.49, comparisonRate: 10.1 })).toEqual({
      repaymentLabel: "$119",
      suffix: "wk*",
      advertisedRateLabel: "9.49% p.a.",
      comparisonRateLabel: "10.10% p.a.",
    });
  });
});
