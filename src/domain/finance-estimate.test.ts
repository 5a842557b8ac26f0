import { describe, expect, it } from "vitest";
import type { FinanceLenderEntry, FinanceLenders } from "../db/types";
import { amortisedPayment } from "./finance-calculator";
import {
  cardsEstimateBasis,
  lenderQuoteFitsPrice,
  financeDisclaimer,
  financeEstimate,
  financeEstimateVisibility,
  formatRate,
  groupedLenders,
  LENDER_GROUP_RULES,
  LENDER_GROUPS,
  lenderGroupOf,
  type FinanceEstimateCar,
  type FinanceEstimateContext,
} from "./finance-estimate";

const CURRENT_YEAR = 2026;
const rates: FinanceLenderEntry = { interestRate: 10, comparisonRate: 11.25 };
const car = (over: Partial<FinanceEstimateCar> = {}, lenders: FinanceLenders = { plenti: rates }): FinanceEstimateCar => ({
  make: "Kia",
  year: 2022,
  price: 30000,
  available: true,
  finance_lenders: lenders,
  ...over,
});
const ctx = (config: Partial<FinanceEstimateContext["config"]> = {}, dealershipOptedOut = false): FinanceEstimateContext => ({
  config: {
    finance_estimate_enabled: true,
    finance_estimate_excluded_makes: [],
    finance_estimate_layout: "monthly_balloon",
    finance_phone: null,
    ...config,
  },
  dealershipOptedOut,
  currentYear: CURRENT_YEAR,
});
const reason = (c: FinanceEstimateCar, x: FinanceEstimateContext = ctx()) => {
  const v = financeEstimateVisibility(c, x);
  return v.visible ? `visible:${v.lender.provider}` : v.reason;
};

describe("lender groups", () => {
  it("maps provider keys to groups A–D, case-insensitively", () => {
    expect(LENDER_GROUPS).toEqual({ A: ["plenti"], B: ["angle", "stratton"], C: ["macquarie", "pepper", "latitude"], D: ["money3"] });
    expect(lenderGroupOf("plenti")).toBe("A");
    expect(lenderGroupOf("Stratton")).toBe("B");
    expect(lenderGroupOf("pepper")).toBe("C");
    expect(lenderGroupOf("money3")).toBe("D");
    expect(lenderGroupOf("unknown-bank")).toBeNull();
  });

  it("states each group's conditions as a table", () => {
    expect(LENDER_GROUP_RULES.A).toEqual({ recentYear: true, priceOver500: true, weeklyPayment: false, monthlyPayment: false });
    expect(LENDER_GROUP_RULES.B).toEqual({ recentYear: false, priceOver500: false, weeklyPayment: false, monthlyPayment: false });
    expect(LENDER_GROUP_RULES.C).toEqual({ recentYear: false, priceOver500: true, weeklyPayment: true, monthlyPayment: false });
    expect(LENDER_GROUP_RULES.D).toEqual({ recentYear: false, priceOver500: true, weeklyPayment: false, monthlyPayment: true });
  });

  it("orders a car's lenders A first and leaves out empty entries and unknown providers", () => {
    const lenders = groupedLenders({ money3: rates, stratton: {}, other: rates, plenti: rates, pepper: { interestRate: null } });
    expect(lenders.map((l) => [l.provider, l.group])).toEqual([
      ["plenti", "A"],
      ["money3", "D"],
    ]);
    expect(groupedLenders(null)).toEqual([]);
  });
});

describe("financeEstimateVisibility: general rules", () => {
  it("is hidden when the site or the dealership opts out", () => {
    expect(reason(car(), ctx({ finance_estimate_enabled: false }))).toBe("site_opted_out");
    expect(reason(car(), ctx({}, true))).toBe("dealership_opted_out");
  });

  it("is hidden for an excluded make, matched without regard to case or spaces", () => {
    expect(reason(car({ make: "Ferrari" }), ctx({ finance_estimate_excluded_makes: [" ferrari "] }))).toBe("excluded_make");
    expect(reason(car({ make: "Kia" }), ctx({ finance_estimate_excluded_makes: ["Ferrari"] }))).toBe("visible:plenti");
  });

  it("is hidden when the lender entry is missing or empty", () => {
    expect(reason(car({}, {}))).toBe("no_lender");
    expect(reason(car({ finance_lenders: null }))).toBe("no_lender");
    expect(reason(car({}, { plenti: {} }))).toBe("no_lender");
    expect(reason(car({}, { plenti: { interestRate: null, comparisonRate: null } }))).toBe("no_lender");
  });

  it("is hidden when either rate is null", () => {
    expect(reason(car({}, { stratton: { interestRate: null, comparisonRate: 11 } }))).toBe("rate_missing");
    expect(reason(car({}, { stratton: { interestRate: 10, comparisonRate: null } }))).toBe("rate_missing");
    expect(reason(car({}, { stratton: { interestRate: 10 } }))).toBe("rate_missing");
    expect(reason(car({}, { stratton: { interestRate: 0, comparisonRate: 0 } }))).toBe("visible:stratton");
  });

  it("falls back to the next lender whose rules pass, else reports the first lender's reason", () => {
    const lenders = { plenti: rates, stratton: rates };
    expect(reason(car({ year: 2014 }, lenders))).toBe("visible:stratton");
    expect(reason(car({ year: 2014, available: false }, lenders))).toBe("not_available");
  });
});

describe("financeEstimateVisibility: group A (year, price, available, comparison rate)", () => {
  it("needs a year within the last 12 years: year > current year − 12", () => {
    expect(reason(car({ year: CURRENT_YEAR - 11 }))).toBe("visible:plenti");
    expect(reason(car({ year: CURRENT_YEAR - 12 }))).toBe("year_too_old");
    expect(reason(car({ year: null }))).toBe("year_too_old");
  });

  it("needs a price above 500", () => {
    expect(reason(car({ price: 501 }))).toBe("visible:plenti");
    expect(reason(car({ price: 500 }))).toBe("price_not_over_500");
    expect(reason(car({ price: null }))).toBe("price_not_over_500");
  });

  it("needs the car available", () => {
    expect(reason(car({ available: false }))).toBe("not_available");
  });
});

describe("financeEstimateVisibility: group B (available only)", () => {
  it("shows for any year and price when available", () => {
    expect(reason(car({ year: 1990, price: 0 }, { angle: rates }))).toBe("visible:angle");
    expect(reason(car({ available: false }, { angle: rates }))).toBe("not_available");
  });
});

describe("financeEstimateVisibility: group C (price, available, weekly payment)", () => {
  const c = (over: Partial<FinanceEstimateCar>, entry: FinanceLenderEntry = { ...rates, paymentWeek: 120 }) => car(over, { macquarie: entry });
  it("needs price above 500, availability and a weekly payment", () => {
    expect(reason(c({ year: 1990 }))).toBe("visible:macquarie");
    expect(reason(c({ price: 500 }))).toBe("price_not_over_500");
    expect(reason(c({ price: 501 }))).toBe("visible:macquarie");
    expect(reason(c({ available: false }))).toBe("not_available");
    expect(reason(c({}, { ...rates, paymentWeek: null, paymentMonth: 500 }))).toBe("weekly_payment_missing");
    expect(reason(c({}, { ...rates, paymentWeek: 0 }))).toBe("weekly_payment_missing");
  });
});

describe("financeEstimateVisibility: group D (price, available, monthly payment)", () => {
  const c = (over: Partial<FinanceEstimateCar>, entry: FinanceLenderEntry = { ...rates, paymentMonth: 520 }) => car(over, { money3: entry });
  it("needs price above 500, availability and a monthly payment", () => {
    expect(reason(c({}))).toBe("visible:money3");
    expect(reason(c({ price: 500 }))).toBe("price_not_over_500");
    expect(reason(c({ available: false }))).toBe("not_available");
    expect(reason(c({}, { ...rates, paymentWeek: 120 }))).toBe("monthly_payment_missing");
  });
});

describe("financeEstimate figures", () => {
  it("computes monthly on 5 years, 10% deposit and a 30% balloon from the lender's rate", () => {
    // $30,000 at 10%: $27,000 borrowed, $9,000 owed at the end, 60 monthly payments of $457.45.
    const result = financeEstimate(car(), ctx());
    expect(result).toMatchObject({
      visible: true,
      estimate: {
        provider: "plenti",
        group: "A",
        frequency: "monthly",
        repayment: 457,
        repaymentLabel: "$457",
        suffix: "mo*",
        source: "calculated",
        interestRate: 10,
        comparisonRate: 11.25,
        interestRateLabel: "10.00% p.a.",
        comparisonRateLabel: "11.25% p.a.",
        termYears: 5,
        depositPercent: 10,
        balloonPercent: 30,
        basis: "5 year term, 10% deposit, 30% final payment, monthly repayments.",
      },
    });
  });

  it("uses the lender's monthly payment, else weekly × 4.33", () => {
    const monthly = financeEstimate(car({}, { money3: { ...rates, paymentMonth: 520, paymentWeek: 100 } }), ctx());
    expect(monthly).toMatchObject({ estimate: { repayment: 520, source: "lender" } });
    const weekly = financeEstimate(car({}, { macquarie: { ...rates, paymentWeek: 120 } }), ctx());
    // 120 × 4.33 = 519.6
    expect(weekly).toMatchObject({ estimate: { repayment: 520, source: "lender", frequency: "monthly" } });
  });

  /** A lender quote whose monthly payment is what its own terms give at `price` (10% p.a.), as a lender computes it. */
  const quote = (terms: FinanceLenderEntry, price = 30000): FinanceLenderEntry => {
    const years = terms.termYears ?? (terms.termMonths ? terms.termMonths / 12 : 5);
    const principal = price - (terms.deposit ?? 0) + (terms.establishmentFees ?? 0);
    return { ...rates, ...terms, paymentMonth: Math.round(amortisedPayment({ principal, residual: terms.balloon ?? 0, annualRatePercent: 10, periodsPerYear: 12, years })) };
  };

  it("states the terms a lender's own payment was quoted on, not the standard ones", () => {
    const quoted = (entry: FinanceLenderEntry, price = 30000) => {
      const r = financeEstimate(car({ price }, { money3: entry }), ctx());
      return r.visible ? `${r.estimate.source}: ${r.estimate.basis}` : r.reason;
    };
    // A lender on the standard terms reads as the standard sentence ($3,000 and $9,000 of $30,000).
    expect(quoted(quote({ termYears: 5, deposit: 3000, balloon: 9000 }))).toBe("lender: 5 year term, 10% deposit, 30% final payment, monthly repayments.");
    // Money3 lends the whole price: the box must not claim a 10% deposit.
    expect(quoted(quote({ termYears: 5, deposit: 0, balloon: 9000, establishmentFees: 1360.5 }))).toBe("lender: 5 year term, no deposit, 30% final payment, monthly repayments.");
    expect(quoted(quote({ termMonths: 48, deposit: 6000, balloon: 0 }))).toBe("lender: 4 year term, 20% deposit, $0 final payment, monthly repayments.");
    // Under half a percent: the amount itself ($149 of $30,000 is 0.497%; $150 is 0.5%, i.e. 1%).
    expect(quoted(quote({ termYears: 5, deposit: 149, balloon: 9000 }))).toBe("lender: 5 year term, $149 deposit, 30% final payment, monthly repayments.");
    expect(quoted(quote({ termYears: 5, deposit: 150, balloon: 9000 }))).toBe("lender: 5 year term, 1% deposit, 30% final payment, monthly repayments.");
    // A quote that states no terms cannot be checked: taken as quoted, its missing terms counted as 0
    // (as the calculator counts them when it opens on the quote).
    expect(quoted({ ...rates, paymentMonth: 520 })).toBe("lender: 5 year term, no deposit, $0 final payment, monthly repayments.");
    // Our own figure keeps the standard terms it was calculated on.
    expect(financeEstimate(car({}, { plenti: { ...rates, deposit: 0, balloon: 0 } }), ctx())).toMatchObject({
      estimate: { source: "calculated", basis: "5 year term, 10% deposit, 30% final payment, monthly repayments." },
    });
  });

  it("takes a lender's payment only while it fits the car's price: a repriced car gets our own figure on the standard terms", () => {
    // Quoted on $30,000; the dealer has since cut the price to $10,000 (a console edit before the next feed).
    const stale = quote({ termYears: 5, deposit: 3000, balloon: 9000 });
    const repriced = financeEstimate(car({ price: 10000 }, { money3: stale }), ctx());
    expect(repriced).toMatchObject({ estimate: { source: "calculated", basis: "5 year term, 10% deposit, 30% final payment, monthly repayments." } });
    // Ours at $10,000: $9,000 borrowed, $3,000 owed at the end, 60 payments at 10%.
    expect(repriced).toMatchObject({ estimate: { repayment: Math.round(amortisedPayment({ principal: 9000, residual: 3000, annualRatePercent: 10, periodsPerYear: 12, years: 5 })) } });
    // The boundary: within 2% of what its terms give it is the lender's, beyond it ours.
    const exact = amortisedPayment({ principal: 27000, residual: 9000, annualRatePercent: 10, periodsPerYear: 12, years: 5 });
    const at = (paymentMonth: number) => financeEstimate(car({}, { money3: { ...rates, termYears: 5, deposit: 3000, balloon: 9000, paymentMonth } }), ctx());
    expect(lenderQuoteFitsPrice({ ...rates, deposit: 3000, balloon: 9000 }, 30000, exact * 1.0199)).toBe(true);
    expect(lenderQuoteFitsPrice({ ...rates, deposit: 3000, balloon: 9000 }, 30000, exact * 1.021)).toBe(false);
    expect(at(Math.floor(exact * 1.02))).toMatchObject({ estimate: { source: "lender" } });
    expect(at(Math.ceil(exact * 1.021))).toMatchObject({ estimate: { source: "calculated" } });
    // A final payment above what is borrowed is never this price's quote.
    expect(lenderQuoteFitsPrice({ ...rates, deposit: 3000, balloon: 28000 }, 30000, 100)).toBe(false);
  });

  it("the cards' footnote names the lender's own terms on the monthly layout only (where lenders' repayments appear)", () => {
    expect(cardsEstimateBasis("monthly_balloon")).toBe(
      "5 year term, 10% deposit, 30% final payment, monthly repayments, or the lender's own terms where a lender quotes its own repayment (each car's page states its terms).",
    );
    expect(cardsEstimateBasis("weekly_zero_final")).toBe("5 year term, 10% deposit, $0 final payment, weekly repayments.");
  });

  it("shows a weekly figure with a $0 final payment on the weekly_zero_final layout", () => {
    // $27,000 over 60 months at 10% with no balloon is $573.67 a month; ÷ 4.33 = $132.49 a week.
    const result = financeEstimate(car({}, { macquarie: { ...rates, paymentWeek: 180 } }), ctx({ finance_estimate_layout: "weekly_zero_final" }));
    expect(result).toMatchObject({
      estimate: {
        frequency: "weekly",
        repayment: 132,
        suffix: "wk*",
        source: "calculated",
        balloonPercent: 0,
        basis: "5 year term, 10% deposit, $0 final payment, weekly repayments.",
      },
    });
  });

  it("is hidden when there is nothing to advertise (group B car without a price or lender figure)", () => {
    expect(financeEstimate(car({ price: 0 }, { angle: rates }), ctx())).toEqual({ visible: false, reason: "no_repayment" });
    expect(financeEstimate(car({ price: 0 }, { angle: { ...rates, paymentMonth: 300 } }), ctx())).toMatchObject({ estimate: { repayment: 300 } });
  });

  it("passes the hidden reason through", () => {
    expect(financeEstimate(car({ available: false }), ctx())).toEqual({ visible: false, reason: "not_available" });
  });

  it("always carries the comparison rate and the $30,000 disclaimer, with the finance phone when set", () => {
    const withPhone = financeEstimate(car(), ctx({ finance_phone: "+61395551234" }));
    expect(withPhone).toMatchObject({ estimate: { comparisonRate: 11.25, financePhone: "03 9555 1234" } });
    if (!withPhone.visible) throw new Error("expected visible");
    expect(withPhone.estimate.disclaimer).toContain("based on a 5-year secured loan of $30,000");
    expect(withPhone.estimate.disclaimer).toContain("WARNING: This comparison rate is true only for the examples given");
    expect(withPhone.estimate.disclaimer).toMatch(/call 03 9555 1234\.$/);
    expect(financeDisclaimer(null)).not.toContain("call");
  });
});

describe("formatRate", () => {
  it("writes two decimals and p.a.", () => {
    expect(formatRate(8.5)).toBe("8.50% p.a.");
    expect(formatRate(19.42)).toBe("19.42% p.a.");
  });
});
