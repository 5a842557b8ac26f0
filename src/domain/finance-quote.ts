/**
 * The Youx-style personalised finance quote on the vehicle page (vehicle-page-and-flows §3
 * `youxQuote`, §4 "Quote eligibility", §7 `POST /api/youx/quote`, §9 "quote price above 200;
 * quote loan term 5").
 *
 * The spec states the price condition twice: §7 "the price is above 0" (when the page asks) and
 * §4/§9 "price above 200" (quote eligibility). Every price above 200 is above 0, so one rule
 * serves both: a car is asked about only when it is eligible, and eligibility includes
 * price > 200. A car with a price of 1–200 is therefore never quoted (§4 wins over §7's weaker
 * condition rather than asking the provider about a car it would refuse).
 *
 * Eligible: the site's `youx_quote_enabled` flag, status exactly `in_stock` (a `coming_soon` car
 * is available but not quotable), not sold (no sold date), not reserved, price above 200, and a
 * year (the provider prices by the car's age). The page asks only when the car has no complete
 * quote of its own (`youx_quote` from the feed); a complete quote is simply shown.
 */
import type { YouxQuote } from "../db/types";
import type { SiteConfig } from "../site/config";
import { formatPrice } from "./price";

export const QUOTE_MIN_PRICE_EXCLUSIVE = 200;
export const QUOTE_LOAN_TERM_YEARS = 5;
export const QUOTE_CREDIT_SCORE = "GREAT";

/** A complete quote: the spec's quote object with every figure present. */
export interface CarFinanceQuote {
  /** Dollars a week. */
  weeklyRepaymentAmount: number;
  /** Percent per year. */
  advertisedRate: number;
  /** Percent per year: always shown next to the repayment (Australian credit advertising rules). */
  comparisonRate: number;
}

/** The body of `POST /api/youx/quote` (§7), as the page sends it and the provider receives it. */
export interface QuoteRequestFields {
  selfAssessedCreditScore: typeof QUOTE_CREDIT_SCORE;
  purchasePrice: number;
  loanTerm: typeof QUOTE_LOAN_TERM_YEARS;
  year: number;
  vin: string;
  nvic: string;
  whoIsHelping: "";
}

export interface QuoteCar {
  status: string;
  reserved: boolean;
  sold_date: Date | string | null;
  price: number | null;
  year: number | null;
  vin: string | null;
  nvic: string | null;
}

export type QuoteIneligibleReason = "site_flag_off" | "not_in_stock" | "sold" | "reserved" | "price_not_over_200" | "year_missing";

export type QuoteEligibility = { eligible: true } | { eligible: false; reason: QuoteIneligibleReason };

export function quoteEligibility(car: QuoteCar, config: Pick<SiteConfig, "youx_quote_enabled">): QuoteEligibility {
  if (!config.youx_quote_enabled) return { eligible: false, reason: "site_flag_off" };
  if (car.status === "sold" || car.sold_date) return { eligible: false, reason: "sold" };
  if (car.status !== "in_stock") return { eligible: false, reason: "not_in_stock" };
  if (car.reserved) return { eligible: false, reason: "reserved" };
  if (!(typeof car.price === "number" && Number.isFinite(car.price) && car.price > QUOTE_MIN_PRICE_EXCLUSIVE)) {
    return { eligible: false, reason: "price_not_over_200" };
  }
  if (!(typeof car.year === "number" && Number.isInteger(car.year))) return { eligible: false, reason: "year_missing" };
  return { eligible: true };
}

const isFiniteNumber = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n);

/** The car's own quote when every figure is there (a repayment is never shown without its comparison rate). */
export function completeQuote(quote: YouxQuote | null | undefined): CarFinanceQuote | null {
  if (!quote) return null;
  const { weeklyRepaymentAmount: w, advertisedRate: a, comparisonRate: c } = quote;
  if (!isFiniteNumber(w) || !isFiniteNumber(a) || !isFiniteNumber(c) || w <= 0 || a < 0 || c < 0) return null;
  return { weeklyRepaymentAmount: w, advertisedRate: a, comparisonRate: c };
}

/** Whether the page should ask for a quote: the car is eligible and has no complete quote of its own. */
export function shouldRequestQuote(car: QuoteCar & { youx_quote: YouxQuote | null | undefined }, config: Pick<SiteConfig, "youx_quote_enabled">): boolean {
  return quoteEligibility(car, config).eligible && completeQuote(car.youx_quote) === null;
}

/** The request body for an eligible car (§7: credit score GREAT, 5-year term, whoIsHelping empty). */
export function quoteRequestFor(car: QuoteCar): QuoteRequestFields | null {
  if (typeof car.price !== "number" || typeof car.year !== "number") return null;
  return {
    selfAssessedCreditScore: QUOTE_CREDIT_SCORE,
    purchasePrice: car.price,
    loanTerm: QUOTE_LOAN_TERM_YEARS,
    year: car.year,
    vin: car.vin ?? "",
    nvic: car.nvic ?? "",
    whoIsHelping: "",
  };
}

export interface QuoteDisplay {
  /** "$123". */
  repaymentLabel: string;
  suffix: "wk*";
  /** "8.99% p.a." */
  advertisedRateLabel: string;
  comparisonRateLabel: string;
}

export function quoteDisplay(quote: CarFinanceQuote): QuoteDisplay {
  return {
    repaymentLabel: formatPrice(Math.round(quote.weeklyRepaymentAmount)),
    suffix: "wk*",
    advertisedRateLabel: `${quote.advertisedRate.toFixed(2)}% p.a.`,
    comparisonRateLabel: `${quote.comparisonRate.toFixed(2)}% p.a.`,
  };
}
