/**
 * The vehicle page's repayment calculator (`#finance-calculator`), vehicle-page-and-flows §5 and §9:
 * input bounds and their messages, clamping, defaults, the amortised payment with a discounted
 * residual (balloon), the lender-supplied payment when the inputs are the lender's own, rounding,
 * totals, suffixes, the "Enquire for Finance" floor, the fee list, the comparison-rate range, the
 * disclaimer's Show More/Less and the Enquire Now link.
 *
 * All money is in dollars; rates are percent per year (8.5 means 8.5% p.a.).
 */
import type { FinanceLenderEntry } from "../db/types";
import type { SiteConfig } from "../site/config";
import { formatPrice } from "./price";
import { withQuery } from "./route-query";

// ── Bounds ────────────────────────────────────────────────────────────────────────────────────

export const PURCHASE_PRICE_MAX = 250_000;
export const PURCHASE_PRICE_MIN = 1_000;
/** Minimum for the fixed-range lender and the `min_price_5000` site variant. */
export const PURCHASE_PRICE_MIN_HIGH = 5_000;
export const TERM_YEARS = { min: 1, max: 7, step: 0.5 } as const;
export const INTEREST_STEP = 0.5;
export const INTEREST_RANGE_STANDARD = { min: 0.5, max: 15 } as const;
export const INTEREST_RANGE_WIDE = { min: 4, max: 20 } as const;
export const DEPOSIT_RANGE = { min: 0, max: 250_000 } as const;
export const RESIDUAL_RANGE = { min: 0, max: 250_000 } as const;

export const DEFAULT_PURCHASE_PRICE = 30_000;
export const DEFAULT_TERM_YEARS = 5;
/** Inputs within this of the lender's own figures count as "the lender's defaults". */
export const LENDER_MATCH_TOLERANCE = 0.1;
/** A repayment at or below this is not worth quoting: the calculator says "Enquire for Finance". */
export const ENQUIRE_FOR_FINANCE_AT_OR_BELOW = 25;
export const ENQUIRE_FOR_FINANCE_TEXT = "Enquire for Finance";
export const DISCLAIMER_PREVIEW_CHARS = 197;

// ── Frequencies ───────────────────────────────────────────────────────────────────────────────

export type Frequency = "weekly" | "fortnightly" | "monthly" | "yearly";
export const PERIODS_PER_YEAR: Record<Frequency, number> = { weekly: 52, fortnightly: 26, monthly: 12, yearly: 1 };
/** A lender's monthly figure from its weekly one (vehicle spec §9: "monthly equals weekly times 4.33"). */
export const WEEKS_PER_MONTH = 4.33;
/** What the frequency selector offers (yearly exists only as a suffix for a yearly figure). */
export const SELECTABLE_FREQUENCIES = ["weekly", "fortnightly", "monthly"] as const satisfies readonly Frequency[];
export const FREQUENCY_LABELS: Record<Frequency, string> = { weekly: "Weekly", fortnightly: "Fortnightly", monthly: "Monthly", yearly: "Yearly" };
/** The asterisk points at the disclaimer (#financeDisclaimer). */
export const PAYMENT_SUFFIX: Record<Frequency, string> = { weekly: "wk*", fortnightly: "fn*", monthly: "mo*", yearly: "yr*" };

// ── Lenders and site variants ─────────────────────────────────────────────────────────────────

/** A lender whose calculator works to its own product rules instead of the site's. */
export interface LenderCalculatorRules {
  minPurchasePrice: number;
  interest: { min: number; max: number };
  /** Added to the amount financed. */
  establishmentFee: number;
  /** The lender quotes one frequency only, so the selector is hidden. */
  frequencySelector: boolean;
  /** Round the calculated payment towards the lender's advertised figure (see roundPayment). */
  roundTowardsLenderFigure: boolean;
  /**
   * The comparison-rate range of the lender's product (percent p.a.), shown next to the
   * repayment instead of one rate: its rate depends on the applicant, within this range.
   */
  comparisonRateRange: { min: number; max: number } | null;
}

/**
 * Lenders with their own calculator rules, keyed by the provider key of `finance_lenders`. This is
 * configuration data: a new lender product with fixed ranges is one more row.
 */
export const CALCULATOR_LENDER_RULES: Readonly<Record<string, LenderCalculatorRules>> = {
  money3: {
    minPurchasePrice: PURCHASE_PRICE_MIN_HIGH,
    interest: { min: 7.5, max: 14.5 },
    establishmentFee: 1360.5,
    frequencySelector: false,
    roundTowardsLenderFigure: true,
    // Money3's published comparison-rate range (vehicle spec §9 "8.38% to 19.42%").
    comparisonRateRange: { min: 8.38, max: 19.42 },
  },
};

export interface Fee {
  name: string;
  amount: number;
  /** upfront fees are financed (added to the amount borrowed); monthly fees are paid alongside. */
  charged: "upfront" | "monthly";
}

/** The fee list the `fees_list` site variant shows under the calculator. */
export const FEES_LIST: readonly Fee[] = [
  { name: "Establishment fee", amount: 395, charged: "upfront" },
  { name: "Security registration fee", amount: 6, charged: "upfront" },
  { name: "Monthly account administration fee", amount: 8, charged: "monthly" },
  { name: "Dealer agency fee", amount: 912.25, charged: "upfront" },
];

/** What shapes the calculator for one car on one site. */
export interface CalculatorSetup {
  variant: SiteConfig["finance_calculator_variant"];
  /** config.finance_calculator_rate. */
  siteRate: number;
  /** The car's price (null or ≤ 0 when it has none). */
  carPrice: number | null;
  /** The lender whose figures the car carries, if any. */
  lender: { provider: string; entry: FinanceLenderEntry } | null;
  /**
   * The repayment advertised beside the price (the finance estimate) and the inputs it stands for:
   * while the calculator shows exactly those inputs it shows that figure, so the page tells one
   * story. Absent when the car has no estimate.
   */
  advertised?: { inputs: CalculatorInputs; payment: number } | null;
}

export interface NumberRange {
  min: number;
  max: number;
  step?: number;
}

export interface CalculatorBounds {
  price: NumberRange;
  term: NumberRange;
  interest: NumberRange;
  deposit: NumberRange;
  residual: NumberRange;
  frequencySelector: boolean;
  /** The fee-list variant quotes its own fixed fees on the site rate, so rate and residual are not inputs. */
  interestAndResidualInputs: boolean;
}

export function lenderRules(setup: Pick<CalculatorSetup, "lender">): LenderCalculatorRules | null {
  return setup.lender ? (CALCULATOR_LENDER_RULES[setup.lender.provider] ?? null) : null;
}

export function calculatorBounds(setup: CalculatorSetup): CalculatorBounds {
  const rules = lenderRules(setup);
  const priceMin = rules ? rules.minPurchasePrice : setup.variant === "min_price_5000" ? PURCHASE_PRICE_MIN_HIGH : PURCHASE_PRICE_MIN;
  const interest = rules ? rules.interest : setup.variant === "wide_interest" ? INTEREST_RANGE_WIDE : INTEREST_RANGE_STANDARD;
  return {
    price: { min: priceMin, max: PURCHASE_PRICE_MAX },
    term: { ...TERM_YEARS },
    interest: { ...interest, step: INTEREST_STEP },
    deposit: { ...DEPOSIT_RANGE },
    residual: { ...RESIDUAL_RANGE },
    frequencySelector: rules ? rules.frequencySelector : true,
    interestAndResidualInputs: setup.variant !== "fees_list",
  };
}

/** The fees shown (and charged) by this calculator: the variant's list, or the lender's establishment fee. */
export function calculatorFees(setup: CalculatorSetup): Fee[] {
  if (setup.variant === "fees_list") return [...FEES_LIST];
  const fee = lenderRules(setup)?.establishmentFee ?? 0;
  return fee > 0 ? [{ name: "Establishment fee", amount: fee, charged: "upfront" }] : [];
}

// ── Inputs ────────────────────────────────────────────────────────────────────────────────────

export interface CalculatorInputs {
  /** Purchase price. */
  amount: number;
  termYears: number;
  /** Percent per year. */
  interestRate: number;
  /** Deposit or trade-in. */
  deposit: number;
  /** Residual (balloon) owed at the end of the term. */
  residual: number;
  frequency: Frequency;
}

/** A purchase price as typed: zero, negative or not a number becomes 0 (it is never clamped up). */
export function normalisePurchasePrice(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * "Cannot be less than {min} or more than 250000" for a purchase price at or outside a bound, else
 * null (vehicle spec §5: "when the value is at or outside a bound"). At a bound the value is still
 * valid (see purchasePriceOutside); the message tells the shopper it can go no further.
 */
export function purchasePriceMessage(value: number, bounds: Pick<CalculatorBounds, "price">): string | null {
  const { min, max } = bounds.price;
  if (value > min && value < max) return null;
  return `Cannot be less than ${min} or more than ${max}`;
}

/** Whether a purchase price is outside its bounds (invalid), not merely at one. */
export function purchasePriceOutside(value: number, bounds: Pick<CalculatorBounds, "price">): boolean {
  return !(value >= bounds.price.min && value <= bounds.price.max);
}

export function clamp(value: number, range: NumberRange): number {
  if (!Number.isFinite(value)) return range.min;
  return Math.min(range.max, Math.max(range.min, value));
}

/**
 * A term as typed, clamped to 1–7 and put on the half-year step: repayments are counted in whole
 * weeks, fortnights or months, which a half-year always is (26, 13, 6) and an arbitrary fraction is not.
 */
export function normaliseTerm(value: number): number {
  return clamp(Math.round(clamp(value, TERM_YEARS) / TERM_YEARS.step) * TERM_YEARS.step, TERM_YEARS);
}

/**
 * Applies the bounds to every input except the purchase price (which only becomes 0 when ≤ 0 and
 * otherwise shows its message). The interest rate is clamped but not put on its 0.5 step: the step
 * is for the stepper buttons; a typed or configured 9.99% stays 9.99%.
 */
export function normaliseInputs(inputs: CalculatorInputs, bounds: CalculatorBounds): CalculatorInputs {
  return {
    amount: normalisePurchasePrice(inputs.amount),
    termYears: normaliseTerm(inputs.termYears),
    interestRate: clamp(inputs.interestRate, bounds.interest),
    deposit: clamp(inputs.deposit, bounds.deposit),
    residual: clamp(inputs.residual, bounds.residual),
    // With the selector hidden the lender's weekly quote is the one shown.
    frequency: bounds.frequencySelector ? inputs.frequency : "weekly",
  };
}

/** Opening values: the car's price (else 30000), 5 years, the site's rate, the lender's deposit, no residual. */
export function calculatorDefaults(setup: CalculatorSetup): CalculatorInputs {
  const bounds = calculatorBounds(setup);
  const carPrice = setup.carPrice;
  return normaliseInputs(
    {
      amount: typeof carPrice === "number" && carPrice > 0 ? carPrice : DEFAULT_PURCHASE_PRICE,
      termYears: DEFAULT_TERM_YEARS,
      interestRate: setup.siteRate,
      deposit: setup.lender?.entry.deposit ?? 0,
      residual: 0,
      frequency: "weekly",
    },
    bounds,
  );
}

/** What the finance estimate beside the price assumed (src/domain/finance-estimate.ts `FinanceEstimate`). */
export interface EstimateTerms {
  /** "lender": the lender's own quote (on its own deposit, balloon and term); "calculated": ours on the standard basis. */
  source: "lender" | "calculated";
  interestRate: number;
  termYears: number;
  depositPercent: number;
  balloonPercent: number;
  frequency: "monthly" | "weekly";
  /** Whole dollars, as advertised. */
  repayment: number;
}

export interface CalculatorOpening {
  inputs: CalculatorInputs;
  from: "estimate" | "defaults";
  /** The setup with the advertised figure attached (see CalculatorSetup.advertised). */
  setup: CalculatorSetup;
  /** One sentence saying what the calculator opened on. */
  note: string;
}

const money = (n: number) => (n > 0 ? formatPrice(n) : null);

/**
 * Where the calculator opens. With a finance estimate beside the price it opens on that
 * estimate's own assumptions, so both show the same repayment: the lender's term, rate, deposit
 * and balloon when the figure is the lender's quote; else the estimate's basis (its term, the
 * lender's rate, a deposit and a final payment of the stated shares of the price) at the
 * estimate's frequency. Without one it opens on the standard defaults (calculatorDefaults).
 * Either way `note` says which, in words the shopper can check against the inputs.
 */
export function calculatorOpening(setup: CalculatorSetup, estimate: EstimateTerms | null): CalculatorOpening {
  const price = setup.carPrice;
  if (!estimate || typeof price !== "number" || price <= 0) {
    const inputs = calculatorDefaults(setup);
    return { inputs, from: "defaults", setup: { ...setup, advertised: null }, note: openingNote("Opened on our standard assumptions", inputs) };
  }
  const bounds = calculatorBounds(setup);
  const entry = setup.lender?.entry;
  const fromLender = estimate.source === "lender" && entry !== undefined;
  const wantedRate = fromLender ? (entry.interestRate ?? estimate.interestRate) : estimate.interestRate;
  const inputs = normaliseInputs(
    {
      amount: price,
      termYears: fromLender ? (lenderTermYears(entry) ?? estimate.termYears) : estimate.termYears,
      interestRate: wantedRate,
      deposit: fromLender ? (entry.deposit ?? 0) : Math.round((price * estimate.depositPercent) / 100),
      residual: fromLender ? (entry.balloon ?? 0) : Math.round((price * estimate.balloonPercent) / 100),
      frequency: estimate.frequency,
    },
    bounds,
  );
  // The advertised figure stands for these inputs only at its own frequency (a lender that quotes
  // weekly only turns the calculator to weekly: it then shows the lender's weekly quote), and only
  // when it would include what the calculator charges: our own estimate leaves fees out, so with
  // fees listed the calculator shows its own figure and says so.
  const feesListed = calculatorFees(setup).length > 0;
  const anchored = inputs.frequency === estimate.frequency && (fromLender || !feesListed);
  // A rate outside this calculator's range opens at the nearest bound; the note says so rather than
  // claim the estimate's terms (a lender quoting 15.79% where the calculator stops at 14.5%).
  const rateMoved = Number.isFinite(wantedRate) && Math.abs(wantedRate - inputs.interestRate) > 1e-9;
  const { min, max } = bounds.interest;
  const note =
    openingNote("Opened on the finance estimate beside the price", inputs) +
    (rateMoved ? ` The estimate's ${wantedRate.toFixed(2)}% p.a. is outside this calculator's ${min}% to ${max}%, so it starts at ${inputs.interestRate.toFixed(2)}%.` : "") +
    (feesListed && !anchored ? " The repayment here includes the fees listed." : "");
  return { inputs, from: "estimate", setup: { ...setup, advertised: anchored ? { inputs, payment: estimate.repayment } : null }, note };
}

function openingNote(lead: string, i: CalculatorInputs): string {
  const parts = [
    `${i.interestRate.toFixed(2)}% p.a.`,
    `${i.termYears} years`,
    money(i.deposit) ? `${money(i.deposit)} deposit` : "no deposit",
    money(i.residual) ? `${money(i.residual)} final payment` : "no final payment",
    FREQUENCY_LABELS[i.frequency].toLowerCase(),
  ];
  return `${lead}: ${parts.join(", ")}. Change any of them to see your own figures.`;
}

// ── The maths ─────────────────────────────────────────────────────────────────────────────────

export interface Loan {
  /** Amount borrowed at the start (price − deposit + financed fees). */
  principal: number;
  /** Balance still owed after the last payment (balloon). */
  residual: number;
  annualRatePercent: number;
  periodsPerYear: number;
  years: number;
}

/**
 * The level payment, made at the end of each period, that takes the balance from `principal` to
 * `residual` in periodsPerYear × years payments:
 *   P = (PV − FV / (1 + r)^n) · r / (1 − (1 + r)^−n),   r = rate / periodsPerYear,
 * i.e. the residual is discounted to today and the rest is a standard annuity. At 0% it is
 * (PV − FV) / n.
 */
export function amortisedPayment(loan: Loan): number {
  const n = loan.periodsPerYear * loan.years;
  if (n <= 0) return Number.NaN;
  const r = loan.annualRatePercent / 100 / loan.periodsPerYear;
  if (r === 0) return (loan.principal - loan.residual) / n;
  const growth = Math.pow(1 + r, n);
  return ((loan.principal - loan.residual / growth) * r) / (1 - 1 / growth);
}

/**
 * The lender's own quote for a frequency: fortnightly from weekly × 2, else from monthly × 12 / 26;
 * monthly from weekly × 4.33 when the lender quotes weekly only (the estimate beside the price
 * does the same, so the two agree).
 */
export function lenderPaymentFor(entry: FinanceLenderEntry, frequency: Frequency): number | null {
  const weekly = positive(entry.paymentWeek);
  const monthly = positive(entry.paymentMonth);
  switch (frequency) {
    case "weekly":
      return weekly;
    case "monthly":
      return monthly ?? (weekly !== null ? weekly * WEEKS_PER_MONTH : null);
    case "fortnightly":
      return weekly !== null ? weekly * 2 : monthly !== null ? (monthly * 12) / 26 : null;
    case "yearly":
      return monthly !== null ? monthly * 12 : weekly !== null ? weekly * 52 : null;
  }
}

function positive(n: number | null | undefined): number | null {
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : null;
}

/** The term a lender quoted on, in years (its termYears, else its termMonths / 12), or null. */
export function lenderTermYears(entry: FinanceLenderEntry): number | null {
  if (typeof entry.termYears === "number") return entry.termYears;
  if (typeof entry.termMonths === "number") return entry.termMonths / 12;
  return null;
}

/**
 * True when every input is within 0.1 of the figures the lender quoted on: the car's price, the
 * lender's term, rate, deposit and balloon (a missing deposit or balloon is 0; a missing term is 5
 * years). Then the lender's own payment is shown instead of ours, so the page never contradicts it.
 */
export function inputsMatchLenderDefaults(inputs: CalculatorInputs, setup: CalculatorSetup): boolean {
  const entry = setup.lender?.entry;
  if (!entry || typeof entry.interestRate !== "number" || typeof setup.carPrice !== "number") return false;
  const near = (a: number, b: number) => Math.abs(a - b) <= LENDER_MATCH_TOLERANCE + 1e-9;
  return (
    near(inputs.amount, setup.carPrice) &&
    near(inputs.termYears, lenderTermYears(entry) ?? DEFAULT_TERM_YEARS) &&
    near(inputs.interestRate, entry.interestRate) &&
    near(inputs.deposit, entry.deposit ?? 0) &&
    near(inputs.residual, entry.balloon ?? 0)
  );
}

/**
 * Whole dollars. For a lender that rounds towards its own figure, a calculated payment above the
 * lender's figure is rounded down and one below it up, so inputs a hair away from the lender's
 * defaults still read as the lender's advertised repayment rather than a dollar off it.
 */
export function roundPayment(exact: number, lenderFigure: number | null, towardsLender: boolean): number {
  if (!towardsLender || lenderFigure === null) return Math.round(exact);
  if (exact > lenderFigure) return Math.floor(exact);
  if (exact < lenderFigure) return Math.ceil(exact);
  return Math.round(exact);
}

/** Why the calculator shows "Enquire for Finance" instead of a repayment, in the shopper's words. */
export type EnquireReason = "nothing_to_finance" | "balloon_over_financed" | "too_small";

export type CalculatorResult =
  | {
      kind: "repayment";
      frequency: Frequency;
      /** Whole dollars, as shown. */
      payment: number;
      /** The unrounded payment (or the lender's figure) the shown one comes from. */
      exactPayment: number;
      /** "estimate": the figure advertised beside the price, for exactly its inputs. */
      source: "calculated" | "lender" | "estimate";
      /** "$123". */
      paymentLabel: string;
      /** "wk*". */
      suffix: string;
      /** Financed upfront fees (in the amount borrowed). */
      financedFees: number;
      /** Fees paid alongside the repayments over the term (monthly fees × months). */
      ongoingFees: number;
      /**
       * periods per year × term × payment + ongoing fees, as the spec defines it. The residual
       * (balloon) is owed on top and is shown as its own input, so it is not in this total.
       */
      total: number;
      totalLabel: string;
      /** The balloon owed after the last repayment (0 without one). */
      finalPayment: number;
      /** total + finalPayment: everything paid after the deposit. */
      totalWithFinal: number;
      totalWithFinalLabel: string;
    }
  | {
      kind: "enquire";
      frequency: Frequency;
      label: typeof ENQUIRE_FOR_FINANCE_TEXT;
      total: null;
      totalLabel: "";
      reason: EnquireReason;
      /** Says why, beside "Enquire for Finance". */
      message: string;
    };

/** The amount financed: price less deposit, plus the financed fees. */
export function amountFinanced(inputs: Pick<CalculatorInputs, "amount" | "deposit">, financedFees: number): number {
  return inputs.amount - inputs.deposit + financedFees;
}

export function enquireMessage(reason: EnquireReason, financed: number): string {
  switch (reason) {
    case "nothing_to_finance":
      return "Your deposit covers the price, so there is nothing to finance.";
    case "balloon_over_financed":
      return `The balloon can't be more than the amount financed (${formatPrice(Math.max(0, Math.round(financed)))}).`;
    case "too_small":
      return "Repayments this small are best worked out with our finance team.";
  }
}

const enquire = (frequency: Frequency, reason: EnquireReason, financed: number): CalculatorResult => ({
  kind: "enquire",
  frequency,
  label: ENQUIRE_FOR_FINANCE_TEXT,
  total: null,
  totalLabel: "",
  reason,
  message: enquireMessage(reason, financed),
});

/** Whether two sets of inputs are the same figures (to the cent). */
function sameInputs(a: CalculatorInputs, b: CalculatorInputs): boolean {
  const near = (x: number, y: number) => Math.abs(x - y) < 0.005;
  return a.frequency === b.frequency && near(a.amount, b.amount) && near(a.termYears, b.termYears) && near(a.interestRate, b.interestRate) && near(a.deposit, b.deposit) && near(a.residual, b.residual);
}

/**
 * The inputs the maths runs on: bounds applied, and on the fee-list variant (no rate or residual
 * inputs) the site's rate and no residual.
 */
export function effectiveInputs(rawInputs: CalculatorInputs, setup: CalculatorSetup): CalculatorInputs {
  const bounds = calculatorBounds(setup);
  const inputs = normaliseInputs(rawInputs, bounds);
  if (bounds.interestAndResidualInputs) return inputs;
  return { ...inputs, interestRate: clamp(setup.siteRate, bounds.interest), residual: 0 };
}

export function calculateRepayment(rawInputs: CalculatorInputs, setup: CalculatorSetup): CalculatorResult {
  const inputs = effectiveInputs(rawInputs, setup);
  const { frequency } = inputs;
  const fees = calculatorFees(setup);
  const financedFees = sum(fees.filter((f) => f.charged === "upfront"));
  const ongoingFees = sum(fees.filter((f) => f.charged === "monthly")) * 12 * inputs.termYears;
  const periodsPerYear = PERIODS_PER_YEAR[frequency];

  const financed = amountFinanced(inputs, financedFees);
  // Nothing left to borrow, or a final payment larger than the loan: no repayment to quote, and the shopper is told why.
  if (!(financed > 0)) return enquire(frequency, "nothing_to_finance", financed);
  if (inputs.residual > financed) return enquire(frequency, "balloon_over_financed", financed);

  const advertised = setup.advertised && sameInputs(inputs, setup.advertised.inputs) ? setup.advertised.payment : null;
  const lenderFigure = setup.lender ? lenderPaymentFor(setup.lender.entry, frequency) : null;
  const useLender = advertised === null && lenderFigure !== null && inputsMatchLenderDefaults(inputs, setup);
  const exactPayment =
    advertised ??
    (useLender
      ? lenderFigure
      : amortisedPayment({
          principal: financed,
          residual: inputs.residual,
          annualRatePercent: inputs.interestRate,
          periodsPerYear,
          years: inputs.termYears,
        }));

  if (!(exactPayment > ENQUIRE_FOR_FINANCE_AT_OR_BELOW)) return enquire(frequency, "too_small", financed);
  const payment =
    advertised !== null || useLender ? Math.round(exactPayment) : roundPayment(exactPayment, lenderFigure, lenderRules(setup)?.roundTowardsLenderFigure ?? false);
  const total = periodsPerYear * inputs.termYears * payment + ongoingFees;
  return {
    kind: "repayment",
    frequency,
    payment,
    exactPayment,
    source: advertised !== null ? "estimate" : useLender ? "lender" : "calculated",
    paymentLabel: formatPrice(payment),
    suffix: PAYMENT_SUFFIX[frequency],
    financedFees,
    ongoingFees,
    total,
    totalLabel: formatPrice(total),
    finalPayment: inputs.residual,
    totalWithFinal: total + inputs.residual,
    totalWithFinalLabel: formatPrice(total + inputs.residual),
  };
}

function sum(fees: readonly Fee[]): number {
  return fees.reduce((acc, f) => acc + f.amount, 0);
}

// ── Disclaimer, comparison rate and links ─────────────────────────────────────────────────────

/**
 * The comparison rate(s) a lender's disclaimer quotes: the percentages in the words that follow
 * "comparison rate(s)" up to the end of that sentence ("Comparison rate 8.12% p.a. based on …",
 * "comparison rates from 8.38% to 19.42%"). Percentages elsewhere (the interest rate, "30% final
 * payment") are not comparison rates. Sorted, without duplicates; empty when none is quoted.
 */
export function disclaimerComparisonRates(disclaimer: string | null | undefined): number[] {
  const text = disclaimer ?? "";
  const found = new Set<number>();
  for (const m of text.matchAll(/comparison rates?\b/gi)) {
    const after = text.slice((m.index ?? 0) + m[0].length);
    // The sentence ends at ". " before a capital letter or at the end ("p.a. based" goes on).
    const sentence = after.split(/[.!?](?=\s+[A-Z]|\s*$)/)[0] ?? "";
    for (const p of sentence.matchAll(/(\d{1,2}(?:\.\d+)?)\s*%/g)) {
      const rate = Number(p[1]);
      if (rate > 0 && rate < 100) found.add(rate);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** The comparison-rate range the spec shows (vehicle spec §9): Money3's, and any lender's whose disclaimer states percentages. */
export const SPEC_COMPARISON_RATE_RANGE = { min: 8.38, max: 19.42 } as const;

/** Whether a disclaimer states any percentage at all ("7.49% p.a.", "a 30% final payment"). */
export function disclaimerHasPercentages(disclaimer: string | null | undefined): boolean {
  return /\d\s*%/.test(disclaimer ?? "");
}

/** "8.38% to 19.42%". */
export function formatRateRange(min: number, max: number): string {
  return `${min.toFixed(2)}% to ${max.toFixed(2)}%`;
}

/** The benchmark loan comparison rates are stated for (National Credit Code): a 5-year secured loan of $30,000. */
export const COMPARISON_BENCHMARK = { amount: 30_000, months: 60 } as const;

/**
 * The comparison rate of the benchmark loan at `interestRate` with these fees, in percent per year:
 * the borrower is lent $30,000, the upfront fees are financed on top and the monthly fees paid with
 * each repayment, and the comparison rate is the yearly rate (monthly × 12, as rates are quoted)
 * at which those 60 payments are worth exactly the $30,000 lent. With no fees it is the interest
 * rate. Solved by bisection: the payments' present value falls as the rate rises.
 */
export function benchmarkComparisonRate(interestRate: number, fees: readonly Fee[]): number {
  const { amount, months } = COMPARISON_BENCHMARK;
  const upfront = fees.filter((f) => f.charged === "upfront").reduce((sum, f) => sum + f.amount, 0);
  const monthly = fees.filter((f) => f.charged === "monthly").reduce((sum, f) => sum + f.amount, 0);
  const payment = amortisedPayment({ principal: amount + upfront, residual: 0, annualRatePercent: interestRate, periodsPerYear: 12, years: months / 12 }) + monthly;
  const presentValue = (monthlyRate: number) => (monthlyRate === 0 ? payment * months : (payment * (1 - Math.pow(1 + monthlyRate, -months))) / monthlyRate);
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (presentValue(mid) > amount) lo = mid;
    else hi = mid;
  }
  return ((lo + hi) / 2) * 1200;
}

/**
 * The comparison rate the calculator shows next to its repayment (Australian credit advertising
 * wants one beside any repayment), per lender and site (vehicle spec §9: "Comparison rate range
 * 8.38% to 19.42% shown for one lender or when the disclaimer has percentages"):
 * 1. a lender with a product range of its own (Money3): that range;
 * 2. a disclaimer with percentages: the spec's range 8.38% to 19.42%, unless the disclaimer
 *    quotes a comparison rate outside it (then 3: a range that leaves out the rate the lender's
 *    own words state beside it would contradict them; docs/spec-conformance.md);
 * 3. a disclaimer quoting comparison rates: those rates (one rate, or lowest to highest);
 * 4. else the lender's comparison rate;
 * 5. else the benchmark loan's comparison rate at the calculator's interest rate with the fees
 *    comparisonFees counts (the interest rate itself when there are none): there is always a rate to show.
 */
export function comparisonRateText(setup: CalculatorSetup, disclaimer: string | null | undefined, interestRate: number): string {
  return lenderComparisonRateText(setup, disclaimer) ?? comparisonRateAt(setup, interestRate);
}

/** Cases 1–4 of comparisonRateText: the comparison rate the lender advertises, or null when it gives none. */
export function lenderComparisonRateText(setup: CalculatorSetup, disclaimer: string | null | undefined): string | null {
  const range = lenderRules(setup)?.comparisonRateRange;
  if (range) return formatRateRange(range.min, range.max);
  const quoted = disclaimerComparisonRates(disclaimer);
  const spec = SPEC_COMPARISON_RATE_RANGE;
  if (disclaimerHasPercentages(disclaimer) && quoted.every((r) => r >= spec.min && r <= spec.max)) return formatRateRange(spec.min, spec.max);
  const lo = quoted[0];
  const hi = quoted[quoted.length - 1];
  if (lo !== undefined && hi !== undefined) return lo === hi ? `${lo.toFixed(2)}% p.a.` : formatRateRange(lo, hi);
  const lenderRate = setup.lender?.entry.comparisonRate;
  if (typeof lenderRate === "number" && Number.isFinite(lenderRate)) return `${lenderRate.toFixed(2)}% p.a.`;
  return null;
}

/**
 * The upfront fee a lender's two advertised rates imply on the benchmark loan: the fee which,
 * financed on top of the $30,000 at `interestRate`, makes the loan's comparison rate
 * `comparisonRate`. Closed form: the benchmark's payment at the comparison rate is what the
 * borrower pays; at the interest rate a payment grows with the amount borrowed, so that payment
 * repays $30,000 × (payment at the comparison rate ÷ payment at the interest rate), and the fee is
 * what it repays beyond the $30,000. 0 when the comparison rate is not above the interest rate.
 */
export function impliedBenchmarkFee(interestRate: number, comparisonRate: number): number {
  if (!Number.isFinite(interestRate) || !Number.isFinite(comparisonRate) || comparisonRate <= interestRate) return 0;
  const { amount, months } = COMPARISON_BENCHMARK;
  const payment = (annualRatePercent: number) => amortisedPayment({ principal: amount, residual: 0, annualRatePercent, periodsPerYear: 12, years: months / 12 });
  return Math.max(0, (amount * payment(comparisonRate)) / payment(interestRate) - amount);
}

/**
 * The fees the calculator's comparison rate counts. The fee-list variant: the site's listed fees.
 * A lender that advertises both an interest rate and a comparison rate: the fees those two imply
 * (impliedBenchmarkFee), so at the lender's own rate the calculator states the lender's comparison
 * rate, the figure beside the price, and at any other rate that same lender's fees. Else the
 * calculator's own fees (a lender's establishment fee), or none.
 */
export function comparisonFees(setup: CalculatorSetup): Fee[] {
  const listed = calculatorFees(setup);
  if (setup.variant === "fees_list") return listed;
  const entry = setup.lender?.entry;
  const interest = entry?.interestRate;
  const comparison = entry?.comparisonRate;
  if (typeof interest !== "number" || typeof comparison !== "number" || !Number.isFinite(interest) || !Number.isFinite(comparison)) return listed;
  const fee = impliedBenchmarkFee(interest, comparison);
  return fee > 0 ? [{ name: "Lender's fees", amount: fee, charged: "upfront" }] : [];
}

/**
 * The comparison rate of what the shopper is calculating: the benchmark loan ($30,000 over 5
 * years) at the rate they chose, with the fees comparisonFees counts. It moves with the interest
 * rate, so the repayment always has its own comparison rate beside it (National Credit Code s164
 * style), and at the lender's own rate it is the lender's comparison rate: one page never states
 * two comparison rates for the same loan.
 */
export function comparisonRateAt(setup: CalculatorSetup, interestRate: number): string {
  return `${benchmarkComparisonRate(interestRate, comparisonFees(setup)).toFixed(2)}% p.a.`;
}

export interface Expandable {
  text: string;
  /** Null when the whole text fits and no toggle is shown. */
  toggleLabel: "Show More" | "Show Less" | null;
}

/** The calculator disclaimer: the first 197 characters and "…" with Show More, or all of it with Show Less. */
export function calculatorDisclaimer(text: string, expanded: boolean): Expandable {
  const full = text.trim();
  if (full.length <= DISCLAIMER_PREVIEW_CHARS) return { text: full, toggleLabel: null };
  if (expanded) return { text: full, toggleLabel: "Show Less" };
  return { text: `${full.slice(0, DISCLAIMER_PREVIEW_CHARS).trimEnd()}…`, toggleLabel: "Show More" };
}

export interface FinanceLinkParams {
  preferredDealership?: string | null;
  vehiclePriceBudget?: number | null;
  car_id?: string | number | null;
  car_type?: string | null;
  vin?: string | null;
}

/** The finance page with the spec's query parameters (empty ones left out) and the #finance-form anchor. */
export function financeFormHref(financeRoute: string, params: FinanceLinkParams): string {
  const query = new URLSearchParams();
  for (const key of ["preferredDealership", "vehiclePriceBudget", "car_id", "car_type", "vin"] as const) {
    const value = params[key];
    if (value === null || value === undefined || value === "") continue;
    query.set(key, typeof value === "number" ? String(Math.round(value)) : String(value));
  }
  // The route's own #fragment gives way to the form's.
  const route = financeRoute.split("#")[0] ?? financeRoute;
  return `${withQuery(route, query.toString())}#finance-form`;
}

/**
 * Enquire Now: on a car's page it goes to that car's page (its enquiry form); with no car it goes
 * to the site's finance page carrying the dealership and the price being calculated.
 */
export function calculatorEnquireHref(args: {
  carSlug: string | null;
  financeRoute: string;
  amount: number;
  dealershipSlug?: string | null;
}): string {
  if (args.carSlug) return `/cars/${encodeURIComponent(args.carSlug)}`;
  return financeFormHref(args.financeRoute, {
    preferredDealership: args.dealershipSlug ?? null,
    vehiclePriceBudget: args.amount > 0 ? args.amount : null,
  });
}
