/**
 * The indicative finance estimate on cards and in the vehicle page sidebar
 * (vehicle-page-and-flows §5 "Finance estimate visibility" and §9 "Finance card estimate").
 *
 * Visibility: hidden when the site or the dealership opts out, for an excluded make, when the car
 * has no lender entry (or only empty ones), when the lender's interest rate or comparison rate is
 * null, and otherwise per the lender's group (LENDER_GROUP_RULES below).
 *
 * Figures: 5-year term, 10% deposit, 30% final (balloon) payment, monthly repayments, with
 * monthly = weekly × 4.33; or, on the `weekly_zero_final` layout, a weekly figure with a $0 final
 * payment. Australian credit advertising (National Credit Code, comparison-rate rules) requires a
 * comparison rate next to any advertised rate or repayment, so every estimate carries it along
 * with the warning and the "5-year secured loan of $30,000" basis.
 */
import type { FinanceLenderEntry, FinanceLenders } from "../db/types";
import type { SiteConfig } from "../site/config";
import { amortisedPayment, lenderTermYears, PAYMENT_SUFFIX, WEEKS_PER_MONTH } from "./finance-calculator";
import { formatPhone } from "./phone";
import { formatPrice } from "./price";

export type LenderGroup = "A" | "B" | "C" | "D";

/**
 * Which provider keys (the keys of a car's `finance_lenders`) belong to which group. This is
 * configuration data, not logic: a lender joining a group is one more key here. Group order is
 * also preference order when a car carries several lenders. The demo catalogue
 * (src/demo/catalogue.ts FINANCE_PROVIDERS) uses the same keys and groups.
 */
export const LENDER_GROUPS: Readonly<Record<LenderGroup, readonly string[]>> = {
  A: ["plenti"],
  B: ["angle", "stratton"],
  C: ["macquarie", "pepper", "latitude"],
  D: ["money3"],
};

export interface LenderGroupRule {
  /** year > current year − 12. */
  recentYear: boolean;
  /** price > 500. */
  priceOver500: boolean;
  weeklyPayment: boolean;
  monthlyPayment: boolean;
}

/**
 * Every group also needs the car to be available, and every lender needs both an interest rate
 * and a comparison rate (the general rule), which covers group A's "comparison rate present".
 */
export const LENDER_GROUP_RULES: Readonly<Record<LenderGroup, LenderGroupRule>> = {
  A: { recentYear: true, priceOver500: true, weeklyPayment: false, monthlyPayment: false },
  B: { recentYear: false, priceOver500: false, weeklyPayment: false, monthlyPayment: false },
  C: { recentYear: false, priceOver500: true, weeklyPayment: true, monthlyPayment: false },
  D: { recentYear: false, priceOver500: true, weeklyPayment: false, monthlyPayment: true },
};

export const ESTIMATE_MIN_PRICE_EXCLUSIVE = 500;
export const ESTIMATE_MAX_AGE_YEARS = 12;
export const ESTIMATE_TERM_YEARS = 5;
export const ESTIMATE_DEPOSIT_PERCENT = 10;
export const ESTIMATE_BALLOON_PERCENT = 30;
export { WEEKS_PER_MONTH };
export const COMPARISON_RATE_WARNING =
  "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. " +
  "Different terms, fees or other loan amounts might result in a different comparison rate.";

export interface FinanceEstimateCar {
  make: string;
  year: number | null;
  price: number | null;
  /** isAvailable(car) from ./availability (in_stock or coming_soon). */
  available: boolean;
  finance_lenders: FinanceLenders | null | undefined;
}

export interface FinanceEstimateContext {
  config: Pick<
    SiteConfig,
    "finance_estimate_enabled" | "finance_estimate_excluded_makes" | "finance_estimate_layout" | "finance_phone"
  >;
  /** The car's dealership turned the estimate off. */
  dealershipOptedOut: boolean;
  /** The calendar year now (in the site's time zone), for the 12-year rule. */
  currentYear: number;
}

export type HiddenReason =
  | "site_opted_out"
  | "dealership_opted_out"
  | "excluded_make"
  | "no_lender"
  | "rate_missing"
  | "not_available"
  | "price_not_over_500"
  | "year_too_old"
  | "weekly_payment_missing"
  | "monthly_payment_missing"
  | "no_repayment";

export interface GroupedLender {
  provider: string;
  group: LenderGroup;
  entry: FinanceLenderEntry;
}

export function lenderGroupOf(provider: string): LenderGroup | null {
  const key = provider.trim().toLowerCase();
  for (const group of Object.keys(LENDER_GROUPS) as LenderGroup[]) {
    if (LENDER_GROUPS[group].includes(key)) return group;
  }
  return null;
}

/**
 * The car's lenders that belong to a group, in group order (A first). A provider in no group is
 * left out: without a group there are no rules saying when its figures may be advertised.
 * An entry with no fields is "empty" and counts as missing.
 */
export function groupedLenders(lenders: FinanceLenders | null | undefined): GroupedLender[] {
  const found: GroupedLender[] = [];
  for (const [provider, entry] of Object.entries(lenders ?? {})) {
    const group = lenderGroupOf(provider);
    if (group && entry && Object.values(entry).some((v) => v !== null && v !== undefined && v !== "")) {
      found.push({ provider, group, entry });
    }
  }
  const order: LenderGroup[] = ["A", "B", "C", "D"];
  return found.sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group));
}

const isNumber = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n);
const isPositive = (n: unknown): n is number => isNumber(n) && n > 0;

/** Why this lender's estimate may not be shown for this car, or null when it may. */
export function lenderHiddenReason(car: FinanceEstimateCar, lender: GroupedLender, currentYear: number): HiddenReason | null {
  const { entry } = lender;
  if (!isNumber(entry.interestRate) || !isNumber(entry.comparisonRate)) return "rate_missing";
  const rule = LENDER_GROUP_RULES[lender.group];
  if (!car.available) return "not_available";
  if (rule.priceOver500 && !(isNumber(car.price) && car.price > ESTIMATE_MIN_PRICE_EXCLUSIVE)) return "price_not_over_500";
  if (rule.recentYear && !(isNumber(car.year) && car.year > currentYear - ESTIMATE_MAX_AGE_YEARS)) return "year_too_old";
  if (rule.weeklyPayment && !isPositive(entry.paymentWeek)) return "weekly_payment_missing";
  if (rule.monthlyPayment && !isPositive(entry.paymentMonth)) return "monthly_payment_missing";
  return null;
}

export type FinanceEstimateVisibility = { visible: true; lender: GroupedLender } | { visible: false; reason: HiddenReason };

/**
 * Whether a finance estimate shows, and from which lender: the first of the car's grouped lenders
 * (in group order) whose rules pass. When none passes, the first lender's reason is reported.
 */
export function financeEstimateVisibility(car: FinanceEstimateCar, ctx: FinanceEstimateContext): FinanceEstimateVisibility {
  if (!ctx.config.finance_estimate_enabled) return { visible: false, reason: "site_opted_out" };
  if (ctx.dealershipOptedOut) return { visible: false, reason: "dealership_opted_out" };
  const make = car.make.trim().toLowerCase();
  if (ctx.config.finance_estimate_excluded_makes.some((m) => m.trim().toLowerCase() === make)) {
    return { visible: false, reason: "excluded_make" };
  }
  const lenders = groupedLenders(car.finance_lenders);
  let firstReason: HiddenReason | null = null;
  for (const lender of lenders) {
    const reason = lenderHiddenReason(car, lender, ctx.currentYear);
    if (reason === null) return { visible: true, lender };
    firstReason ??= reason;
  }
  return { visible: false, reason: firstReason ?? "no_lender" };
}

export interface FinanceEstimate {
  provider: string;
  group: LenderGroup;
  layout: SiteConfig["finance_estimate_layout"];
  frequency: "monthly" | "weekly";
  /** Whole dollars. */
  repayment: number;
  /** "$533". */
  repaymentLabel: string;
  /** "mo*" or "wk*". */
  suffix: string;
  /** The lender's own figure, or ours from the lender's rate on the standard basis. */
  source: "lender" | "calculated";
  interestRate: number;
  comparisonRate: number;
  /** "8.99% p.a." */
  interestRateLabel: string;
  comparisonRateLabel: string;
  termYears: number;
  depositPercent: number;
  /** 30, or 0 on the $0-final-payment layout. */
  balloonPercent: number;
  /** "5 year term, 10% deposit, 30% final payment, monthly repayments." */
  basis: string;
  /** Comparison-rate disclaimer for the dialog, with the finance phone when the site has one. */
  disclaimer: string;
  financePhone: string | null;
}

export type FinanceEstimateResult = { visible: true; estimate: FinanceEstimate } | { visible: false; reason: HiddenReason };

/** "8.99% p.a.": two decimals, as rates are advertised. */
export function formatRate(percent: number): string {
  return `${percent.toFixed(2)}% p.a.`;
}

/** The monthly repayment on the standard basis: 10% deposit, the balloon share of the price owed at the end, 5 years. */
export function standardMonthlyRepayment(price: number, annualRatePercent: number, balloonPercent: number): number {
  return amortisedPayment({
    principal: price * (1 - ESTIMATE_DEPOSIT_PERCENT / 100),
    residual: (price * balloonPercent) / 100,
    annualRatePercent,
    periodsPerYear: 12,
    years: ESTIMATE_TERM_YEARS,
  });
}

/**
 * The figure to advertise. Monthly layout: the lender's monthly payment, else its weekly × 4.33,
 * else ours. Weekly $0-final layout: always ours (monthly with no balloon ÷ 4.33), because a
 * lender's weekly quote may carry a balloon and the layout promises a $0 final payment.
 */
function estimateFigure(
  car: FinanceEstimateCar,
  lender: GroupedLender,
  layout: SiteConfig["finance_estimate_layout"],
): { exact: number; source: "lender" | "calculated" } | null {
  const { entry } = lender;
  const rate = entry.interestRate ?? 0;
  if (layout === "monthly_balloon") {
    const quoted = isPositive(entry.paymentMonth) ? entry.paymentMonth : isPositive(entry.paymentWeek) ? entry.paymentWeek * WEEKS_PER_MONTH : null;
    if (quoted !== null && lenderQuoteFitsPrice(entry, car.price, quoted)) return { exact: quoted, source: "lender" };
  }
  if (!isPositive(car.price)) return null;
  const balloon = layout === "monthly_balloon" ? ESTIMATE_BALLOON_PERCENT : 0;
  const monthly = standardMonthlyRepayment(car.price, rate, balloon);
  return { exact: layout === "monthly_balloon" ? monthly : monthly / WEEKS_PER_MONTH, source: "calculated" };
}

/** How far (as a share) a lender's monthly figure may be from what its own terms give at the car's price. */
export const LENDER_QUOTE_TOLERANCE = 0.02;

/**
 * Whether a lender's monthly figure was quoted on the car's current price. Recomputed from the
 * lender's own terms (deposit, final payment, term, rate and establishment fee) at that price, it
 * must be within 2%. A car repriced since its lender figures came in (a console price edit before
 * the next feed) fails, and the estimate then shows our own figure on the standard terms rather
 * than a stale payment on terms that no longer fit (a 96% final payment). An entry that does not
 * state its deposit and final payment, or a car without a price, cannot be checked and is taken as quoted.
 */
export function lenderQuoteFitsPrice(entry: FinanceLenderEntry, price: number | null, monthly: number): boolean {
  const { deposit, balloon, interestRate } = entry;
  if (typeof deposit !== "number" || typeof balloon !== "number" || typeof interestRate !== "number" || typeof price !== "number" || !(price > 0)) return true;
  const fee = typeof entry.establishmentFees === "number" && entry.establishmentFees > 0 ? entry.establishmentFees : 0;
  const principal = price - deposit + fee;
  if (!(principal > 0) || balloon > principal) return false;
  const expected = amortisedPayment({ principal, residual: balloon, annualRatePercent: interestRate, periodsPerYear: 12, years: lenderTermYears(entry) ?? ESTIMATE_TERM_YEARS });
  return Number.isFinite(expected) && Math.abs(monthly - expected) <= expected * LENDER_QUOTE_TOLERANCE;
}

/**
 * What the figure beside the price stands for. Ours: the layout's standard terms (estimateBasis).
 * A lender's own payment: the terms that lender quoted on (its term, deposit and final payment, a
 * missing one counted as 0 as the calculator counts it), in whole percent of the price, e.g.
 * "5 year term, no deposit, 30% final payment, monthly repayments." for a lender that lends the
 * whole price. A lender quoting on the standard terms reads exactly as the standard sentence.
 */
export function estimateBasisFor(
  layout: SiteConfig["finance_estimate_layout"],
  source: FinanceEstimate["source"],
  entry: FinanceLenderEntry,
  price: number | null,
): string {
  if (source === "calculated" || typeof price !== "number" || !(price > 0)) return estimateBasis(layout);
  // A share of the price in whole percent, or in dollars when it is under half a percent.
  const share = (amount: number | null | undefined, none: string, what: string) => {
    const dollars = typeof amount === "number" && Number.isFinite(amount) && amount > 0 ? amount : 0;
    if (dollars === 0) return none;
    const percent = Math.round((dollars / price) * 100);
    return percent > 0 ? `${percent}% ${what}` : `${formatPrice(dollars)} ${what}`;
  };
  const term = lenderTermYears(entry) ?? ESTIMATE_TERM_YEARS;
  const frequency = layout === "monthly_balloon" ? "monthly" : "weekly";
  return `${term} year term, ${share(entry.deposit, "no deposit", "deposit")}, ${share(entry.balloon, "$0 final payment", "final payment")}, ${frequency} repayments.`;
}

/**
 * What the result cards' estimates assume, for the footnote under them. On the weekly layout every
 * figure is ours, on the standard terms. On the monthly layout a lender's own payment is shown where
 * it quotes one, on that lender's terms (estimateBasisFor), so the footnote says so and points to
 * the car's page, which states them.
 */
export function cardsEstimateBasis(layout: SiteConfig["finance_estimate_layout"]): string {
  const standard = estimateBasis(layout);
  if (layout !== "monthly_balloon") return standard;
  return `${standard.replace(/\.$/, "")}, or the lender's own terms where a lender quotes its own repayment (each car's page states its terms).`;
}

/** What an estimate assumes, per layout: "5 year term, 10% deposit, 30% final payment, monthly repayments." */
export function estimateBasis(layout: SiteConfig["finance_estimate_layout"]): string {
  return layout === "monthly_balloon"
    ? `${ESTIMATE_TERM_YEARS} year term, ${ESTIMATE_DEPOSIT_PERCENT}% deposit, ${ESTIMATE_BALLOON_PERCENT}% final payment, monthly repayments.`
    : `${ESTIMATE_TERM_YEARS} year term, ${ESTIMATE_DEPOSIT_PERCENT}% deposit, $0 final payment, weekly repayments.`;
}

export function financeDisclaimer(financePhone: string | null): string {
  const call = financePhone ? ` For more information call ${formatPhone(financePhone)}.` : "";
  return `Comparison rate based on a ${ESTIMATE_TERM_YEARS}-year secured loan of $30,000. ${COMPARISON_RATE_WARNING}${call}`;
}

export function financeEstimate(car: FinanceEstimateCar, ctx: FinanceEstimateContext): FinanceEstimateResult {
  const visibility = financeEstimateVisibility(car, ctx);
  if (!visibility.visible) return visibility;
  const { lender } = visibility;
  const layout = ctx.config.finance_estimate_layout;
  const figure = estimateFigure(car, lender, layout);
  if (!figure || !(Math.round(figure.exact) > 0)) return { visible: false, reason: "no_repayment" };

  const frequency = layout === "monthly_balloon" ? "monthly" : "weekly";
  const balloonPercent = layout === "monthly_balloon" ? ESTIMATE_BALLOON_PERCENT : 0;
  const repayment = Math.round(figure.exact);
  // Both rates are numbers here: visibility rejects a lender without them.
  const interestRate = lender.entry.interestRate as number;
  const comparisonRate = lender.entry.comparisonRate as number;
  return {
    visible: true,
    estimate: {
      provider: lender.provider,
      group: lender.group,
      layout,
      frequency,
      repayment,
      repaymentLabel: formatPrice(repayment),
      suffix: PAYMENT_SUFFIX[frequency],
      source: figure.source,
      interestRate,
      comparisonRate,
      interestRateLabel: formatRate(interestRate),
      comparisonRateLabel: formatRate(comparisonRate),
      termYears: ESTIMATE_TERM_YEARS,
      depositPercent: ESTIMATE_DEPOSIT_PERCENT,
      balloonPercent,
      basis: estimateBasisFor(layout, figure.source, lender.entry, car.price),
      disclaimer: financeDisclaimer(ctx.config.finance_phone),
      financePhone: ctx.config.finance_phone ? formatPhone(ctx.config.finance_phone) : null,
    },
  };
}
