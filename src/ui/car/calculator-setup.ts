/** What shapes the repayment calculator for one car on one site (the rules are in src/domain/finance-calculator.ts). */
import type { FinanceLenders } from "../../db/types";
import type { SiteConfig } from "../../site/config";
import { groupedLenders } from "../../domain/finance-estimate";
import type { CalculatorSetup } from "../../domain/finance-calculator";

export interface CalculatorView {
  setup: CalculatorSetup;
  /** The lender's disclaimer, else the site's standard one. */
  disclaimer: string;
}

export const STANDARD_CALCULATOR_DISCLAIMER =
  "This calculator is a guide only and does not take into account your personal circumstances. Repayments are estimates based on the figures you enter, " +
  "are not a quote or an offer of credit, and exclude fees and charges unless listed. Finance is subject to the lender's approval, terms and conditions. " +
  "Talk to our finance team for a personalised quote.";

export function calculatorSetupFor(
  car: { price: number | null; financeLenders: FinanceLenders | null },
  config: Pick<SiteConfig, "finance_calculator_variant" | "finance_calculator_rate">,
): CalculatorView {
  const lender = groupedLenders(car.financeLenders)[0] ?? null;
  return {
    setup: {
      variant: config.finance_calculator_variant,
      siteRate: config.finance_calculator_rate,
      carPrice: car.price,
      lender: lender ? { provider: lender.provider, entry: lender.entry } : null,
    },
    disclaimer: lender?.entry.disclaimer?.trim() || STANDARD_CALCULATOR_DISCLAIMER,
  };
}
