/** What shapes the repayment calculator for one car on one site (the rules are in src/domain/finance-calculator.ts). */
import type { FinanceLenders } from "../../db/types";
import type { SiteConfig } from "../../site/config";
import { groupedLenders, type FinanceEstimate } from "../../domain/finance-estimate";
import { calculatorOpening, type CalculatorInputs, type CalculatorSetup } from "../../domain/finance-calculator";

export interface CalculatorView {
  /** With the advertised estimate attached when the calculator opens on it. */
  setup: CalculatorSetup;
  /** The lender's disclaimer, else the site's standard one. */
  disclaimer: string;
  /** The inputs it opens with, and one sentence saying what they are. */
  opening: { inputs: CalculatorInputs; from: "estimate" | "defaults"; note: string };
}

export const STANDARD_CALCULATOR_DISCLAIMER =
  "This calculator is a guide only and does not take into account your personal circumstances. Repayments are estimates based on the figures you enter, " +
  "are not a quote or an offer of credit, and exclude fees and charges unless listed. Finance is subject to the lender's approval, terms and conditions. " +
  "Talk to our finance team for a personalised quote.";

/**
 * The calculator for a car: the lender whose estimate is beside the price (else the car's first
 * grouped lender), opening on that estimate's assumptions when there is one.
 */
export function calculatorSetupFor(
  car: { price: number | null; finance_lenders: FinanceLenders | null },
  config: Pick<SiteConfig, "finance_calculator_variant" | "finance_calculator_rate">,
  estimate: FinanceEstimate | null = null,
): CalculatorView {
  const lenders = groupedLenders(car.finance_lenders);
  const lender = (estimate ? lenders.find((l) => l.provider === estimate.provider) : undefined) ?? lenders[0] ?? null;
  const base: CalculatorSetup = {
    variant: config.finance_calculator_variant,
    siteRate: config.finance_calculator_rate,
    carPrice: car.price,
    lender: lender ? { provider: lender.provider, entry: lender.entry } : null,
  };
  const opening = calculatorOpening(base, estimate);
  return {
    setup: opening.setup,
    disclaimer: lender?.entry.disclaimer?.trim() || STANDARD_CALCULATOR_DISCLAIMER,
    opening: { inputs: opening.inputs, from: opening.from, note: opening.note },
  };
}
