import { describe, expect, it } from "vitest";
import type { FinanceLenderEntry } from "../db/types";
import {
  amortisedPayment,
  calculateRepayment,
  calculatorBounds,
  calculatorDefaults,
  calculatorDisclaimer,
  calculatorEnquireHref,
  calculatorFees,
  clamp,
  effectiveInputs,
  financeFormHref,
  inputsMatchLenderDefaults,
  lenderPaymentFor,
  normaliseInputs,
  normalisePurchasePrice,
  normaliseTerm,
  PAYMENT_SUFFIX,
  PERIODS_PER_YEAR,
  purchasePriceMessage,
  purchasePriceOutside,
  roundPayment,
  benchmarkComparisonRate,
  comparisonRateText,
  comparisonRateAt,
  comparisonFees,
  impliedBenchmarkFee,
  lenderComparisonRateText,
  calculatorOpening,
  FEES_LIST,
  disclaimerComparisonRates,
  type CalculatorInputs,
  type CalculatorSetup,
  type Frequency,
} from "./finance-calculator";

const standard: CalculatorSetup = { variant: "standard", siteRate: 10, carPrice: 30000, lender: null };
const wide: CalculatorSetup = { ...standard, variant: "wide_interest" };
const money3 = (entry: FinanceLenderEntry = {}, carPrice: number | null = 30000): CalculatorSetup => ({
  variant: "standard",
  siteRate: 10,
  carPrice,
  lender: { provider: "money3", entry },
});
const inputs = (over: Partial<CalculatorInputs> = {}): CalculatorInputs => ({
  amount: 30000,
  termYears: 5,
  interestRate: 10,
  deposit: 0,
  residual: 0,
  frequency: "monthly",
  ...over,
});

/**
 * Independent check: run the loan period by period (interest added, payment taken off) and return
 * the balance left after the last payment. A correct payment leaves exactly the residual.
 */
function balanceAfterTerm(principal: number, annualRatePercent: number, periodsPerYear: number, years: number, payment: number): number {
  const r = annualRatePercent / 100 / periodsPerYear;
  let balance = principal;
  for (let i = 0; i < Math.round(periodsPerYear * years); i++) balance = balance * (1 + r) - payment;
  return balance;
}

// Worked examples. `payment` and `total` were computed separately (bisection on the balance
// recurrence, not the closed formula) and are whole dollars as shown.
const WORKED: Array<{
  price: number;
  deposit: number;
  residual: number;
  rate: number;
  years: number;
  frequency: Frequency;
  payment: number;
  total: number;
}> = [
  { price: 30000, deposit: 0, residual: 0, rate: 10, years: 5, frequency: "monthly", payment: 637, total: 38220 },
  { price: 30000, deposit: 0, residual: 0, rate: 10, years: 5, frequency: "weekly", payment: 147, total: 38220 },
  { price: 30000, deposit: 0, residual: 0, rate: 10, years: 5, frequency: "fortnightly", payment: 294, total: 38220 },
  { price: 34990, deposit: 3499, residual: 10497, rate: 8.5, years: 5, frequency: "monthly", payment: 505, total: 30300 },
  { price: 24000, deposit: 0, residual: 0, rate: 0, years: 4, frequency: "monthly", payment: 500, total: 24000 },
  { price: 24000, deposit: 0, residual: 6000, rate: 0, years: 3, frequency: "weekly", payment: 115, total: 17940 },
  { price: 15000, deposit: 2000, residual: 0, rate: 15, years: 1, frequency: "weekly", payment: 270, total: 14040 },
  { price: 250000, deposit: 50000, residual: 75000, rate: 6.5, years: 7, frequency: "monthly", payment: 2262, total: 190008 },
  { price: 5000, deposit: 0, residual: 0, rate: 0.5, years: 1.5, frequency: "fortnightly", payment: 129, total: 5031 },
  { price: 45000, deposit: 5000, residual: 20000, rate: 12, years: 3.5, frequency: "weekly", payment: 181, total: 32942 },
  { price: 80000, deposit: 0, residual: 40000, rate: 20, years: 7, frequency: "monthly", payment: 1555, total: 130620 },
  { price: 60000, deposit: 6000, residual: 0, rate: 9.99, years: 6.5, frequency: "fortnightly", payment: 435, total: 73515 },
  { price: 18000, deposit: 0, residual: 17000, rate: 4, years: 2, frequency: "monthly", payment: 100, total: 2400 },
];

describe("amortisedPayment: worked examples", () => {
  it.each(WORKED)(
    "$price less $deposit, $residual balloon, $rate% over $years years $frequency → $$payment",
    ({ price, deposit, residual, rate, years, frequency, payment, total }) => {
      const periodsPerYear = PERIODS_PER_YEAR[frequency];
      const exact = amortisedPayment({ principal: price - deposit, residual, annualRatePercent: rate, periodsPerYear, years });
      expect(Math.abs(balanceAfterTerm(price - deposit, rate, periodsPerYear, years, exact) - residual)).toBeLessThan(0.01);
      expect(Math.round(exact)).toBe(payment);
      expect(periodsPerYear * years * Math.round(exact)).toBe(total);
    },
  );

  it.each(WORKED.filter((w) => w.rate > 0))("the calculator shows the same for $price at $rate% $frequency", (w) => {
    const result = calculateRepayment(
      inputs({ amount: w.price, deposit: w.deposit, residual: w.residual, interestRate: w.rate, termYears: w.years, frequency: w.frequency }),
      w.rate > 15 ? wide : standard,
    );
    expect(result).toMatchObject({ kind: "repayment", payment: w.payment, total: w.total, source: "calculated" });
  });

  it("is (PV − FV) / n at 0%", () => {
    expect(amortisedPayment({ principal: 12000, residual: 0, annualRatePercent: 0, periodsPerYear: 12, years: 1 })).toBe(1000);
    expect(amortisedPayment({ principal: 12000, residual: 6000, annualRatePercent: 0, periodsPerYear: 12, years: 1 })).toBe(500);
  });

  it("is not a number for a term of no periods", () => {
    expect(amortisedPayment({ principal: 12000, residual: 0, annualRatePercent: 10, periodsPerYear: 12, years: 0 })).toBeNaN();
  });
});

describe("calculatorBounds", () => {
  it("purchase price 1000 to 250000; 5000 on the min_price_5000 variant and for the fixed-range lender", () => {
    expect(calculatorBounds(standard).price).toEqual({ min: 1000, max: 250000 });
    expect(calculatorBounds({ ...standard, variant: "min_price_5000" }).price).toEqual({ min: 5000, max: 250000 });
    expect(calculatorBounds(money3()).price).toEqual({ min: 5000, max: 250000 });
  });

  it("interest 0.5–15, 4–20 on wide_interest, 7.5–14.5 for the fixed-range lender; step 0.5", () => {
    expect(calculatorBounds(standard).interest).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(calculatorBounds(wide).interest).toEqual({ min: 4, max: 20, step: 0.5 });
    expect(calculatorBounds({ ...money3(), variant: "wide_interest" }).interest).toEqual({ min: 7.5, max: 14.5, step: 0.5 });
  });

  it("term 1–7 step 0.5; deposit and residual 0–250000", () => {
    const b = calculatorBounds(standard);
    expect(b.term).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(b.deposit).toEqual({ min: 0, max: 250000 });
    expect(b.residual).toEqual({ min: 0, max: 250000 });
  });

  it("hides the frequency selector for the fixed-range lender only; an unknown lender uses the site rules", () => {
    expect(calculatorBounds(standard).frequencySelector).toBe(true);
    expect(calculatorBounds(money3()).frequencySelector).toBe(false);
    const other: CalculatorSetup = { ...standard, lender: { provider: "macquarie", entry: {} } };
    expect(calculatorBounds(other)).toMatchObject({ frequencySelector: true, price: { min: 1000 }, interest: { min: 0.5, max: 15 } });
  });

  it("has no interest or residual inputs on the fee-list variant", () => {
    expect(calculatorBounds(standard).interestAndResidualInputs).toBe(true);
    expect(calculatorBounds({ ...standard, variant: "fees_list" }).interestAndResidualInputs).toBe(false);
  });
});

describe("purchase price", () => {
  const b = calculatorBounds(standard);
  it("shows the message at or outside 1000–250000; only outside is the value invalid", () => {
    const message = "Cannot be less than 1000 or more than 250000";
    expect(purchasePriceMessage(999, b)).toBe(message);
    expect(purchasePriceMessage(1000, b)).toBe(message);
    expect(purchasePriceMessage(1001, b)).toBeNull();
    expect(purchasePriceMessage(249999, b)).toBeNull();
    expect(purchasePriceMessage(250000, b)).toBe(message);
    expect(purchasePriceMessage(250001, b)).toBe(message);
    expect(purchasePriceMessage(0, b)).toBe(message);
    expect([999, 1000, 250000, 250001].map((v) => purchasePriceOutside(v, b))).toEqual([true, false, false, true]);
  });

  it("names 5000 where that is the minimum", () => {
    const high = calculatorBounds(money3());
    expect(purchasePriceMessage(4999, high)).toBe("Cannot be less than 5000 or more than 250000");
    expect(purchasePriceMessage(5000, high)).toBe("Cannot be less than 5000 or more than 250000");
    expect(purchasePriceMessage(5001, high)).toBeNull();
    expect(purchasePriceOutside(5000, high)).toBe(false);
    expect(purchasePriceOutside(4999, high)).toBe(true);
  });

  it("turns zero, negative and non-numbers into 0 and leaves other values as typed", () => {
    expect(normalisePurchasePrice(-1)).toBe(0);
    expect(normalisePurchasePrice(0)).toBe(0);
    expect(normalisePurchasePrice(Number.NaN)).toBe(0);
    expect(normalisePurchasePrice(0.5)).toBe(0.5);
    expect(normalisePurchasePrice(300000)).toBe(300000);
  });
});

describe("clamping the other inputs", () => {
  const b = calculatorBounds(standard);

  it("puts the term between 1 and 7 on the half-year step", () => {
    expect(normaliseTerm(0.5)).toBe(1);
    expect(normaliseTerm(1)).toBe(1);
    expect(normaliseTerm(7)).toBe(7);
    expect(normaliseTerm(7.5)).toBe(7);
    expect(normaliseTerm(5.2)).toBe(5);
    expect(normaliseTerm(5.25)).toBe(5.5);
    expect(normaliseTerm(Number.NaN)).toBe(1);
  });

  it("clamps interest to its range without snapping a typed rate to the step", () => {
    expect(normaliseInputs(inputs({ interestRate: 0.4 }), b).interestRate).toBe(0.5);
    expect(normaliseInputs(inputs({ interestRate: 15.1 }), b).interestRate).toBe(15);
    expect(normaliseInputs(inputs({ interestRate: 9.99 }), b).interestRate).toBe(9.99);
    expect(normaliseInputs(inputs({ interestRate: 3.9 }), calculatorBounds(wide)).interestRate).toBe(4);
    expect(normaliseInputs(inputs({ interestRate: 20.5 }), calculatorBounds(wide)).interestRate).toBe(20);
    expect(normaliseInputs(inputs({ interestRate: 7.4 }), calculatorBounds(money3())).interestRate).toBe(7.5);
    expect(normaliseInputs(inputs({ interestRate: 14.6 }), calculatorBounds(money3())).interestRate).toBe(14.5);
  });

  it("clamps deposit and residual to 0–250000", () => {
    const n = normaliseInputs(inputs({ deposit: -1, residual: 250001 }), b);
    expect(n.deposit).toBe(0);
    expect(n.residual).toBe(250000);
    expect(normaliseInputs(inputs({ deposit: 250000, residual: 0 }), b)).toMatchObject({ deposit: 250000, residual: 0 });
  });

  it("keeps the chosen frequency, except weekly when the selector is hidden", () => {
    expect(normaliseInputs(inputs({ frequency: "fortnightly" }), b).frequency).toBe("fortnightly");
    expect(normaliseInputs(inputs({ frequency: "monthly" }), calculatorBounds(money3())).frequency).toBe("weekly");
  });

  it("clamp sends a non-number to the minimum", () => {
    expect(clamp(Number.NaN, { min: 3, max: 9 })).toBe(3);
  });
});

describe("calculatorDefaults", () => {
  it("opens on the car's price, 5 years, the site rate, no deposit or residual, weekly", () => {
    expect(calculatorDefaults(standard)).toEqual({ amount: 30000, termYears: 5, interestRate: 10, deposit: 0, residual: 0, frequency: "weekly" });
    expect(calculatorDefaults({ ...standard, siteRate: 8.5 }).interestRate).toBe(8.5);
  });

  it("uses 30000 when the car has no positive price", () => {
    expect(calculatorDefaults({ ...standard, carPrice: 0 }).amount).toBe(30000);
    expect(calculatorDefaults({ ...standard, carPrice: null }).amount).toBe(30000);
    expect(calculatorDefaults({ ...standard, carPrice: 1 }).amount).toBe(1);
  });

  it("takes the lender's deposit", () => {
    const setup: CalculatorSetup = { ...standard, lender: { provider: "macquarie", entry: { deposit: 3000 } } };
    expect(calculatorDefaults(setup).deposit).toBe(3000);
  });
});

describe("fees", () => {
  it("charges no fee by default and the lender's 1360.5 establishment fee for the fixed-range lender", () => {
    expect(calculatorFees(standard)).toEqual([]);
    expect(calculatorFees(money3())).toEqual([{ name: "Establishment fee", amount: 1360.5, charged: "upfront" }]);
  });

  it("lists the fee-list variant's four fees", () => {
    expect(calculatorFees({ ...standard, variant: "fees_list" }).map((f) => [f.name, f.amount])).toEqual([
      ["Establishment fee", 395],
      ["Security registration fee", 6],
      ["Monthly account administration fee", 8],
      ["Dealer agency fee", 912.25],
    ]);
  });

  it("finances upfront fees and adds monthly fees to the total on the fee-list variant", () => {
    const setup: CalculatorSetup = { ...standard, variant: "fees_list" };
    const result = calculateRepayment(inputs({ interestRate: 3, residual: 5000 }), setup);
    // Fee-list: site rate 10%, no residual, 30000 + 395 + 6 + 912.25 financed.
    const exact = amortisedPayment({ principal: 31313.25, residual: 0, annualRatePercent: 10, periodsPerYear: 12, years: 5 });
    expect(result).toMatchObject({ kind: "repayment", payment: Math.round(exact), financedFees: 1313.25, ongoingFees: 480 });
    expect(result.total).toBe(60 * Math.round(exact) + 480);
    expect(effectiveInputs(inputs({ interestRate: 3, residual: 5000 }), setup)).toMatchObject({ interestRate: 10, residual: 0 });
  });

  it("finances the fixed-range lender's establishment fee", () => {
    const result = calculateRepayment(inputs({ frequency: "weekly" }), money3());
    const exact = amortisedPayment({ principal: 31360.5, residual: 0, annualRatePercent: 10, periodsPerYear: 52, years: 5 });
    expect(result).toMatchObject({ kind: "repayment", payment: Math.round(exact), financedFees: 1360.5, ongoingFees: 0 });
  });
});

describe("calculateRepayment", () => {
  it("labels the payment with its frequency suffix", () => {
    expect(PAYMENT_SUFFIX).toEqual({ weekly: "wk*", fortnightly: "fn*", monthly: "mo*", yearly: "yr*" });
    expect(calculateRepayment(inputs({ frequency: "weekly" }), standard)).toMatchObject({ paymentLabel: "$147", suffix: "wk*", totalLabel: "$38,220" });
    expect(calculateRepayment(inputs({ frequency: "fortnightly" }), standard)).toMatchObject({ suffix: "fn*" });
    expect(calculateRepayment(inputs({ frequency: "monthly" }), standard)).toMatchObject({ suffix: "mo*" });
  });

  it("says Enquire for Finance with a blank total at 25 or less, and quotes 25.01", () => {
    // 0.5% over 7 years monthly: find the amount whose exact payment is 25 and 25.01.
    const perDollar = amortisedPayment({ principal: 1, residual: 0, annualRatePercent: 0.5, periodsPerYear: 12, years: 7 });
    const at = (payment: number) => inputs({ amount: payment / perDollar, interestRate: 0.5, termYears: 7, frequency: "monthly" });
    expect(calculateRepayment(at(25), standard)).toMatchObject({ kind: "enquire", frequency: "monthly", label: "Enquire for Finance", total: null, totalLabel: "", reason: "too_small" });
    expect(calculateRepayment(at(25.01), standard)).toMatchObject({ kind: "repayment", payment: 25, exactPayment: expect.closeTo(25.01, 6) });
  });

  it("says Enquire for Finance when the deposit covers the price or the price is 0, and says why", () => {
    expect(calculateRepayment(inputs({ deposit: 30000 }), standard)).toMatchObject({ kind: "enquire", reason: "nothing_to_finance", message: "Your deposit covers the price, so there is nothing to finance." });
    expect(calculateRepayment(inputs({ deposit: 29999 }), standard).kind).toBe("enquire");
    expect(calculateRepayment(inputs({ deposit: 29999 }), standard)).toMatchObject({ reason: "too_small" });
    expect(calculateRepayment(inputs({ amount: -5 }), standard)).toMatchObject({ kind: "enquire", reason: "nothing_to_finance" });
    expect(calculateRepayment(inputs({ amount: 1000, termYears: 7, frequency: "weekly" }), standard).kind).toBe("enquire");
  });

  it("recomputes with clamped inputs (term 7.5 is 7 years)", () => {
    expect(calculateRepayment(inputs({ termYears: 7.5 }), standard)).toEqual(calculateRepayment(inputs({ termYears: 7 }), standard));
    expect(calculateRepayment(inputs({ termYears: 0.5 }), standard)).toEqual(calculateRepayment(inputs({ termYears: 1 }), standard));
  });
});

describe("the lender's own payment", () => {
  const entry: FinanceLenderEntry = { interestRate: 10, comparisonRate: 11.2, paymentWeek: 150, paymentMonth: 650, termYears: 5, deposit: 0, balloon: 0 };
  const macquarie = (e: FinanceLenderEntry = entry): CalculatorSetup => ({ ...standard, lender: { provider: "macquarie", entry: e } });

  it("converts to fortnightly from weekly × 2, else monthly × 12 / 26", () => {
    expect(lenderPaymentFor(entry, "fortnightly")).toBe(300);
    expect(lenderPaymentFor({ paymentMonth: 650 }, "fortnightly")).toBe(300);
    expect(lenderPaymentFor({ paymentMonth: 520 }, "fortnightly")).toBe(240);
    expect(lenderPaymentFor({}, "fortnightly")).toBeNull();
    expect(lenderPaymentFor({ paymentWeek: 0 }, "weekly")).toBeNull();
    expect(lenderPaymentFor(entry, "monthly")).toBe(650);
  });

  it("is used when the inputs match the lender's defaults within 0.1", () => {
    expect(calculateRepayment(inputs({ frequency: "weekly" }), macquarie())).toMatchObject({ source: "lender", payment: 150, total: 39000 });
    expect(calculateRepayment(inputs({ frequency: "fortnightly" }), macquarie())).toMatchObject({ source: "lender", payment: 300 });
    expect(calculateRepayment(inputs({ frequency: "monthly", amount: 30000.1, interestRate: 10.1 }), macquarie())).toMatchObject({
      source: "lender",
      payment: 650,
    });
  });

  it("is not used once an input is more than 0.1 away", () => {
    expect(calculateRepayment(inputs({ frequency: "weekly", interestRate: 10.11 }), macquarie())).toMatchObject({ source: "calculated" });
    expect(calculateRepayment(inputs({ frequency: "weekly", amount: 30000.11 }), macquarie())).toMatchObject({ source: "calculated" });
    expect(calculateRepayment(inputs({ frequency: "weekly", deposit: 0.2 }), macquarie())).toMatchObject({ source: "calculated" });
    expect(calculateRepayment(inputs({ frequency: "weekly", residual: 1 }), macquarie())).toMatchObject({ source: "calculated" });
    expect(calculateRepayment(inputs({ frequency: "weekly", termYears: 5.5 }), macquarie())).toMatchObject({ source: "calculated" });
  });

  it("needs a lender rate and a figure for the frequency", () => {
    expect(inputsMatchLenderDefaults(inputs(), macquarie({ ...entry, interestRate: null }))).toBe(false);
    expect(calculateRepayment(inputs({ frequency: "weekly" }), macquarie({ ...entry, paymentWeek: null }))).toMatchObject({ source: "calculated", payment: 147 });
  });

  it("reads the lender's term from termMonths when termYears is missing", () => {
    expect(inputsMatchLenderDefaults(inputs({ termYears: 4 }), macquarie({ ...entry, termYears: null, termMonths: 48 }))).toBe(true);
  });
});

describe("rounding towards the lender's figure", () => {
  it("floors above the lender's figure and ceils below it", () => {
    expect(roundPayment(150.7, 150, true)).toBe(150);
    expect(roundPayment(149.2, 150, true)).toBe(150);
    expect(roundPayment(160.9, 150, true)).toBe(160);
    expect(roundPayment(140.1, 150, true)).toBe(141);
    expect(roundPayment(150, 150, true)).toBe(150);
  });

  it("rounds to the nearest dollar without a lender figure or for other lenders", () => {
    expect(roundPayment(150.7, null, true)).toBe(151);
    expect(roundPayment(150.7, 150, false)).toBe(151);
    expect(roundPayment(150.4, 150, false)).toBe(150);
  });

  it("applies to the fixed-range lender's calculated payment", () => {
    // 7.5%, not the lender's 7.9%, so calculated; then rounded towards the lender's $160 weekly figure.
    const setup = money3({ interestRate: 7.9, comparisonRate: 9.1, paymentWeek: 160 });
    const weekly = (amount: number) => inputs({ amount, interestRate: 7.5, frequency: "weekly" });
    // $31,000 + 1360.5 fee → 149.34 a week: below 160, rounded up.
    expect(calculateRepayment(weekly(31000), setup)).toMatchObject({ source: "calculated", payment: 150, exactPayment: expect.closeTo(149.344, 3) });
    // $35,000 + 1360.5 fee → 167.80 a week: above 160, rounded down.
    expect(calculateRepayment(weekly(35000), setup)).toMatchObject({ source: "calculated", payment: 167, exactPayment: expect.closeTo(167.804, 3) });
  });
});

describe("comparison rate range and disclaimer", () => {
  const lender = (provider: string, entry: FinanceLenderEntry): CalculatorSetup => ({ ...standard, lender: { provider, entry } });
  // The demo feed's disclaimer shape (src/demo/cars.ts): an interest rate, a balloon share, then the comparison rate.
  const plentiDisclaimer =
    "Indicative repayments from Plenti at 7.49% p.a. over 5 years with a $3,000 deposit and a 30% final payment of $9,000. " +
    "Comparison rate 8.12% p.a. based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the example given.";

  it("Money3 (the fixed-range lender) shows its own range 8.38% to 19.42%, whatever its disclaimer says", () => {
    expect(comparisonRateText(money3(), null, 10)).toBe("8.38% to 19.42%");
    expect(comparisonRateText(money3({ comparisonRate: 12.5 }), plentiDisclaimer, 10)).toBe("8.38% to 19.42%");
  });

  it("a disclaimer with percentages shows the spec's range 8.38% to 19.42%; one without shows the lender's own rate", () => {
    const plenti = (comparisonRate: number) => lender("plenti", { interestRate: 7.49, comparisonRate });
    // With a percentage (the spec's rule): the range, whatever the percentage is for.
    expect(comparisonRateText(lender("angle", { comparisonRate: 9.4 }), "Rates from 8.38% p.a. with a 30% balloon.", 10)).toBe("8.38% to 19.42%");
    expect(comparisonRateText(plenti(12.58), "Comparison rate 12.58% p.a. on a secured loan of $30,000 over 5 years.", 10)).toBe("8.38% to 19.42%");
    // Without one: the lender's own comparison rate.
    expect(comparisonRateText(plenti(9.05), "Subject to lender approval.", 7.49)).toBe("9.05% p.a.");
    expect(comparisonRateText(plenti(9.05), null, 7.49)).toBe("9.05% p.a.");
  });

  it("never shows a range that leaves out the comparison rate the disclaimer itself states (8.12% < 8.38%): that rate instead", () => {
    expect(comparisonRateText(lender("plenti", { interestRate: 7.49, comparisonRate: 8.12 }), plentiDisclaimer, 7.49)).toBe("8.12% p.a.");
    expect(comparisonRateText(lender("pepper", { comparisonRate: 9 }), "Comparison rates from 7.95% to 15.5% p.a. apply. Fees apply.", 10)).toBe("7.95% to 15.50%");
    // At the range's own ends the range stands.
    expect(comparisonRateText(lender("pepper", { comparisonRate: 9 }), "Comparison rate 8.38% p.a.", 10)).toBe("8.38% to 19.42%");
    expect(comparisonRateText(lender("pepper", { comparisonRate: 9 }), "Comparison rate 19.42% p.a.", 10)).toBe("8.38% to 19.42%");
    expect(comparisonRateText(lender("pepper", { comparisonRate: 9 }), "Comparison rate 19.43% p.a.", 10)).toBe("19.43% p.a.");
  });

  it("reads only the comparison-rate sentence for the rates a disclaimer quotes", () => {
    expect(disclaimerComparisonRates("Rates from 8.38% p.a. with a 30% balloon.")).toEqual([]);
    expect(disclaimerComparisonRates(plentiDisclaimer)).toEqual([8.12]);
    // Only the comparison-rate sentence counts: the 30% in the next sentence is not read.
    expect(disclaimerComparisonRates("Comparison rate 9.1% p.a. on $30,000. Balloon 30% applies.")).toEqual([9.1]);
    expect(disclaimerComparisonRates(null)).toEqual([]);
  });

  it("with no lender: the interest rate when there are no fees (comparison = interest), the benchmark loan's rate with the fee list's fees", () => {
    expect(comparisonRateText(standard, "This calculator is a guide only.", 10)).toBe("10.00% p.a.");
    expect(comparisonRateText({ ...standard, variant: "fees_list" }, "Guide only.", 10)).toBe(`${benchmarkComparisonRate(10, FEES_LIST).toFixed(2)}% p.a.`);
    expect(benchmarkComparisonRate(10, FEES_LIST)).toBeGreaterThan(10);
    // A lender without a comparison rate on a site with no fees falls back the same way.
    expect(comparisonRateText(lender("macquarie", { comparisonRate: null }), null, 8.5)).toBe("8.50% p.a.");
  });

  it("shows 197 characters with Show More, all with Show Less, and no toggle when it fits", () => {
    const fits = "x".repeat(197);
    expect(calculatorDisclaimer(fits, false)).toEqual({ text: fits, toggleLabel: null });
    const long = "y".repeat(198);
    expect(calculatorDisclaimer(long, false)).toEqual({ text: `${"y".repeat(197)}…`, toggleLabel: "Show More" });
    expect(calculatorDisclaimer(long, true)).toEqual({ text: long, toggleLabel: "Show Less" });
  });
});

describe("Enquire Now and finance links", () => {
  it("goes to the car's own page when there is a car", () => {
    expect(calculatorEnquireHref({ carSlug: "2021-kia-cerato-k123", financeRoute: "/finance", amount: 25000 })).toBe("/cars/2021-kia-cerato-k123");
  });

  it("goes to the finance page with the dealership and budget and the #finance-form anchor otherwise", () => {
    expect(calculatorEnquireHref({ carSlug: null, financeRoute: "/finance", amount: 25000, dealershipSlug: "city-kia" })).toBe(
      "/finance?preferredDealership=city-kia&vehiclePriceBudget=25000#finance-form",
    );
    expect(calculatorEnquireHref({ carSlug: null, financeRoute: "/apply-for-finance", amount: 0 })).toBe("/apply-for-finance#finance-form");
  });

  it("carries every finance parameter, encoded, and appends to a route that has a query", () => {
    expect(
      financeFormHref("/finance", { preferredDealership: "city kia", vehiclePriceBudget: 34990, car_id: 42, car_type: "used", vin: "JM0ABC" }),
    ).toBe("/finance?preferredDealership=city+kia&vehiclePriceBudget=34990&car_id=42&car_type=used&vin=JM0ABC#finance-form");
    expect(financeFormHref("/personalised/finance?x=1", { car_id: 7 })).toBe("/personalised/finance?x=1&car_id=7#finance-form");
    expect(financeFormHref("/finance", { vin: "", car_type: null })).toBe("/finance#finance-form");
  });
});

describe("benchmarkComparisonRate (a 5-year secured loan of $30,000)", () => {
  /** What 60 monthly payments are worth today at a yearly rate quoted as monthly × 12. */
  const worth = (payment: number, annualPercent: number) => {
    let total = 0;
    for (let k = 1; k <= 60; k++) total += payment / Math.pow(1 + annualPercent / 1200, k);
    return total;
  };
  const monthlyPayment = (annualPercent: number, principal: number) => {
    // The payment that clears `principal` in 60 months, found by summing discount factors (not the closed form).
    let factors = 0;
    for (let k = 1; k <= 60; k++) factors += 1 / Math.pow(1 + annualPercent / 1200, k);
    return principal / factors;
  };

  it("equals the interest rate when there are no fees, at 0% too", () => {
    for (const rate of [0, 0.5, 8.5, 10, 15, 20]) expect(benchmarkComparisonRate(rate, [])).toBeCloseTo(rate, 6);
  });

  it("is the rate at which the borrower's payments (financed upfront fees, monthly fees on top) are worth the $30,000 lent", () => {
    const fees = [...FEES_LIST];
    const upfront = 395 + 6 + 912.25;
    for (const rate of [4, 10, 14.5]) {
      const payment = monthlyPayment(rate, 30_000 + upfront) + 8;
      const comparison = benchmarkComparisonRate(rate, fees);
      expect(worth(payment, comparison)).toBeCloseTo(30_000, 2);
      expect(comparison).toBeGreaterThan(rate);
    }
    // Fees of about 4.4% financed plus $8 a month add about 2.2 points over five years at 10%.
    expect(benchmarkComparisonRate(10, fees)).toBeGreaterThan(11.5);
    expect(benchmarkComparisonRate(10, fees)).toBeLessThan(12.5);
  });

  it("a monthly fee alone raises it; an upfront fee alone raises it", () => {
    expect(benchmarkComparisonRate(10, [{ name: "admin", amount: 8, charged: "monthly" }])).toBeGreaterThan(10.5);
    expect(benchmarkComparisonRate(10, [{ name: "establishment", amount: 1360.5, charged: "upfront" }])).toBeGreaterThan(11.5);
  });
});

// ── One story about money (issue 17) ─────────────────────────────────────────────────────────

describe("the calculator opens on the estimate beside the price", () => {
  const plenti = (entry: FinanceLenderEntry, carPrice = 42000): CalculatorSetup => ({ variant: "standard", siteRate: 10, carPrice, lender: { provider: "plenti", entry } });

  it("on our own monthly estimate (10% deposit, 30% final): the same inputs and the same repayment, until the shopper changes one", () => {
    // The estimate's figure worked out independently from the balance recurrence: 42,000 at 11.49%, $4,200 down, $12,600 owed at the end.
    const setup = plenti({ interestRate: 11.49, comparisonRate: 12.58 });
    const exact = amortisedPayment({ principal: 37800, residual: 12600, annualRatePercent: 11.49, periodsPerYear: 12, years: 5 });
    expect(balanceAfterTerm(37800, 11.49, 12, 5, exact)).toBeCloseTo(12600, 6);
    const estimate = { source: "calculated" as const, interestRate: 11.49, termYears: 5, depositPercent: 10, balloonPercent: 30, frequency: "monthly" as const, repayment: Math.round(exact) };
    const opening = calculatorOpening(setup, estimate);
    expect(opening.from).toBe("estimate");
    expect(opening.inputs).toEqual({ amount: 42000, termYears: 5, interestRate: 11.49, deposit: 4200, residual: 12600, frequency: "monthly" });
    expect(calculateRepayment(opening.inputs, opening.setup)).toMatchObject({ kind: "repayment", payment: estimate.repayment, source: "estimate" });
    expect(opening.note).toBe("Opened on the finance estimate beside the price: 11.49% p.a., 5 years, $4,200 deposit, $12,600 final payment, monthly. Change any of them to see your own figures.");
    // Any change is the shopper's own figure, worked out by the calculator.
    expect(calculateRepayment({ ...opening.inputs, interestRate: 11 }, opening.setup)).toMatchObject({ source: "calculated" });
  });

  it("on the weekly $0-final layout: weekly, no balloon, the advertised weekly figure", () => {
    const setup = plenti({ interestRate: 9.5, comparisonRate: 10.1 }, 30000);
    const advertised = Math.round(amortisedPayment({ principal: 27000, residual: 0, annualRatePercent: 9.5, periodsPerYear: 12, years: 5 }) / 4.33);
    const opening = calculatorOpening(setup, { source: "calculated", interestRate: 9.5, termYears: 5, depositPercent: 10, balloonPercent: 0, frequency: "weekly", repayment: advertised });
    expect(opening.inputs).toMatchObject({ deposit: 3000, residual: 0, frequency: "weekly" });
    expect(calculateRepayment(opening.inputs, opening.setup)).toMatchObject({ payment: advertised, suffix: "wk*" });
  });

  it("on a lender's own quote: the lender's term, rate, deposit and balloon, so the lender's figure shows", () => {
    const entry: FinanceLenderEntry = { interestRate: 8.99, comparisonRate: 9.6, termYears: 5, deposit: 3000, balloon: 9000, paymentMonth: 512, paymentWeek: 118 };
    const setup: CalculatorSetup = { variant: "standard", siteRate: 10, carPrice: 30000, lender: { provider: "macquarie", entry } };
    const opening = calculatorOpening(setup, { source: "lender", interestRate: 8.99, termYears: 5, depositPercent: 10, balloonPercent: 30, frequency: "monthly", repayment: 512 });
    expect(opening.inputs).toEqual({ amount: 30000, termYears: 5, interestRate: 8.99, deposit: 3000, residual: 9000, frequency: "monthly" });
    expect(calculateRepayment(opening.inputs, opening.setup)).toMatchObject({ payment: 512 });
    // Weekly is the lender's own weekly quote.
    expect(calculateRepayment({ ...opening.inputs, frequency: "weekly" }, opening.setup)).toMatchObject({ payment: 118, source: "lender" });
  });

  it("a lender that quotes weekly only opens weekly on its weekly quote", () => {
    const entry: FinanceLenderEntry = { interestRate: 12, comparisonRate: 14, termYears: 5, deposit: 0, balloon: 0, paymentMonth: 700, paymentWeek: 162 };
    const opening = calculatorOpening(money3(entry), { source: "lender", interestRate: 12, termYears: 5, depositPercent: 10, balloonPercent: 30, frequency: "monthly", repayment: 700 });
    expect(opening.inputs.frequency).toBe("weekly");
    expect(calculateRepayment(opening.inputs, opening.setup)).toMatchObject({ payment: 162, source: "lender" });
  });

  it("says so when the estimate's rate is outside the calculator's range, rather than claim it opened on it", () => {
    // Money3's calculator takes 7.5% to 14.5%: a quote at 15.79% opens at 14.50% and the note says why.
    const entry: FinanceLenderEntry = { interestRate: 15.79, comparisonRate: 16.58, termYears: 5, deposit: 0, balloon: 4200, paymentMonth: 325, paymentWeek: 75 };
    const opening = calculatorOpening(money3(entry, 13990), { source: "lender", interestRate: 15.79, termYears: 5, depositPercent: 10, balloonPercent: 30, frequency: "monthly", repayment: 325 });
    expect(opening.inputs.interestRate).toBe(14.5);
    expect(opening.note).toContain("The estimate's 15.79% p.a. is outside this calculator's 7.5% to 14.5%, so it starts at 14.50%.");
    // At 14.5% exactly (the bound itself) nothing moved, and the note says nothing of it.
    const atBound = calculatorOpening(money3({ ...entry, interestRate: 14.5 }, 13990), { source: "lender", interestRate: 14.5, termYears: 5, depositPercent: 10, balloonPercent: 30, frequency: "monthly", repayment: 325 });
    expect(atBound.inputs.interestRate).toBe(14.5);
    expect(atBound.note).not.toContain("outside");
  });

  it("with no estimate: the standard defaults, and it says so", () => {
    const opening = calculatorOpening(standard, null);
    expect(opening).toMatchObject({ from: "defaults", inputs: calculatorDefaults(standard) });
    expect(opening.note).toBe("Opened on our standard assumptions: 10.00% p.a., 5 years, no deposit, no final payment, weekly. Change any of them to see your own figures.");
  });

  it("with fees listed, our own estimate (which leaves fees out) is not shown as the calculator's figure", () => {
    const setup: CalculatorSetup = { ...standard, variant: "fees_list" };
    const opening = calculatorOpening(setup, { source: "calculated", interestRate: 10, termYears: 5, depositPercent: 10, balloonPercent: 0, frequency: "monthly", repayment: 574 });
    expect(opening.setup.advertised).toBeNull();
    expect(opening.note).toContain("includes the fees listed");
    expect(calculateRepayment(opening.inputs, opening.setup)).toMatchObject({ source: "calculated" });
  });
});

describe("the comparison rate follows the shopper's inputs", () => {
  /** Independent: the monthly IRR of the benchmark loan's cash flows by Newton's method, × 12. */
  function irrComparison(rate: number, upfront: number, monthlyFee: number): number {
    const r = rate / 1200;
    const n = 60;
    const payment = ((30000 + upfront) * r) / (1 - Math.pow(1 + r, -n)) + monthlyFee;
    let x = r;
    for (let i = 0; i < 50; i++) {
      const f = (payment * (1 - Math.pow(1 + x, -n))) / x - 30000;
      const h = 1e-7;
      const df = ((payment * (1 - Math.pow(1 + x + h, -n))) / (x + h) - 30000 - f) / h;
      x -= f / df;
    }
    return x * 1200;
  }

  /** Independent of impliedBenchmarkFee: the fee by bisection on the IRR above. */
  function irrFeeFor(rate: number, comparison: number): number {
    let lo = 0;
    let hi = 30000;
    for (let i = 0; i < 200; i++) {
      const mid = (lo + hi) / 2;
      if (irrComparison(rate, mid, 0) < comparison) lo = mid;
      else hi = mid;
    }
    return (lo + hi) / 2;
  }

  it("moves with the interest rate and equals it when there are no fees", () => {
    expect(comparisonRateAt(standard, 10)).toBe("10.00% p.a.");
    expect(comparisonRateAt(standard, 12.5)).toBe("12.50% p.a.");
  });

  it("includes the site's fees, checked against an independent IRR", () => {
    const fees = { ...standard, variant: "fees_list" as const };
    for (const rate of [6, 9.5, 14]) {
      const independent = irrComparison(rate, 395 + 6 + 912.25, 8);
      expect(comparisonRateAt(fees, rate)).toBe(`${independent.toFixed(2)}% p.a.`);
      expect(independent).toBeGreaterThan(rate);
    }
  });

  it("states the lender's own comparison rate at the lender's rate, and that lender's fees at any other rate", () => {
    // The car page shows "8.99% interest · 10.23% comparison rate" beside the price; the calculator
    // opened on 8.99% must not say 8.99% is the comparison rate of the same loan.
    for (const [interestRate, comparisonRate] of [
      [8.99, 10.23],
      [6.49, 6.74],
      [12.09, 13.49],
    ] as const) {
      const setup: CalculatorSetup = { ...standard, lender: { provider: "plenti", entry: { interestRate, comparisonRate } } };
      expect(comparisonRateAt(setup, interestRate)).toBe(`${comparisonRate.toFixed(2)}% p.a.`);
      const fee = impliedBenchmarkFee(interestRate, comparisonRate);
      expect(fee).toBeGreaterThan(0);
      // At another rate: the same fee, checked against the independent IRR, and above the rate.
      for (const other of [interestRate - 1, interestRate + 2.5]) {
        const independent = irrComparison(other, fee, 0);
        expect(comparisonRateAt(setup, other)).toBe(`${independent.toFixed(2)}% p.a.`);
        expect(independent).toBeGreaterThan(other);
      }
    }
  });

  it("implies a fee only from a comparison rate above the interest rate", () => {
    // 60 monthly payments worth $30,000 at 11% are $652.27 each; at 10% those payments repay
    // $30,699.45, so the fee financed on top is $699.45.
    expect(impliedBenchmarkFee(10, 11)).toBeCloseTo(699.45, 2);
    expect(impliedBenchmarkFee(10, 11)).toBeCloseTo(irrFeeFor(10, 11), 6);
    expect(impliedBenchmarkFee(10, 10)).toBe(0);
    expect(impliedBenchmarkFee(10, 9.5)).toBe(0);
    expect(impliedBenchmarkFee(Number.NaN, 9.5)).toBe(0);
    // A lender without a comparison rate, or whose rates imply no fee: the rate itself.
    expect(comparisonRateAt({ ...standard, lender: { provider: "plenti", entry: { interestRate: 9, comparisonRate: null } } }, 9)).toBe("9.00% p.a.");
    expect(comparisonRateAt({ ...standard, lender: { provider: "plenti", entry: { interestRate: 9, comparisonRate: 9 } } }, 9)).toBe("9.00% p.a.");
    expect(comparisonFees({ ...standard, lender: { provider: "plenti", entry: { interestRate: 9, comparisonRate: 8.5 } } })).toEqual([]);
  });

  it("keeps the site's own fee list on the fee-list variant, and takes a lender's stated rates over its establishment fee", () => {
    const lenderRates = { interestRate: 9, comparisonRate: 11.5 };
    expect(comparisonFees({ ...standard, variant: "fees_list", lender: { provider: "plenti", entry: lenderRates } })).toEqual([...FEES_LIST]);
    expect(comparisonRateAt(money3(lenderRates), 9)).toBe("11.50% p.a.");
    // Money3 without stated rates: its establishment fee.
    expect(comparisonRateAt(money3(), 9)).toBe(`${benchmarkComparisonRate(9, [{ name: "Establishment fee", amount: 1360.5, charged: "upfront" }]).toFixed(2)}% p.a.`);
  });

  it("keeps the lender's advertised comparison rate apart, and only when the lender gives one", () => {
    expect(lenderComparisonRateText(money3(), null)).toBe("8.38% to 19.42%");
    expect(lenderComparisonRateText({ ...standard, lender: { provider: "plenti", entry: { comparisonRate: 12.58 } } }, null)).toBe("12.58% p.a.");
    expect(lenderComparisonRateText(standard, "This calculator is a guide only.")).toBeNull();
  });
});

describe("totals say what they include, and a balloon above the loan is refused", () => {
  it("shows the total of the repayments and the total with the final payment", () => {
    const r = calculateRepayment(inputs({ residual: 9000 }), standard);
    if (r.kind !== "repayment") throw new Error("expected a repayment");
    expect(r.total).toBe(60 * r.payment);
    expect(r.finalPayment).toBe(9000);
    expect(r.totalWithFinal).toBe(60 * r.payment + 9000);
    expect(r.totalWithFinalLabel).toBe(`$${(60 * r.payment + 9000).toLocaleString("en-AU")}`);
  });

  it("takes a balloon equal to the amount financed and refuses one dollar more, naming the amount", () => {
    expect(calculateRepayment(inputs({ deposit: 5000, residual: 25000 }), standard)).toMatchObject({ kind: "repayment" });
    expect(calculateRepayment(inputs({ deposit: 5000, residual: 25001 }), standard)).toMatchObject({
      kind: "enquire",
      reason: "balloon_over_financed",
      message: "The balloon can't be more than the amount financed ($25,000).",
    });
  });

  it("reads a lender's monthly figure from its weekly one × 4.33 when it quotes weekly only", () => {
    expect(lenderPaymentFor({ paymentWeek: 100 }, "monthly")).toBeCloseTo(433, 6);
  });
});
