/**
 * An instant trade-in estimate, as the trade-in pages ask for it: the FAQ rule first (over 7
 * years or 100,000 km: an appraisal, no online figure), then the provider. When the provider
 * cannot price the car or fails, the shopper is offered an appraisal too: never an error page.
 */
import "server-only";
import type { Database } from "../db/client";
import { onlineEstimateEligibility } from "../domain/valuation";
import { log } from "../platform/log";
import type { Site } from "../site/store";
import { getValuationProvider, type ValuationProvider, type ValuationRequest } from "./provider";

export type TradeInValuation =
  | { status: "estimate"; low: number; high: number; currency: "AUD"; basis: string; provider: string }
  | { status: "appraisal"; reason: "age" | "km" | "unpriced"; message: string };

export const UNPRICED_MESSAGE = "We couldn't price this car online just now. Send us its details and a valuer will appraise it and call you with an offer.";

export async function valueTradeIn(db: Database, site: Site, request: ValuationRequest, now = new Date(), provider: ValuationProvider = getValuationProvider()): Promise<TradeInValuation> {
  const rule = onlineEstimateEligibility(request, now);
  if (!rule.eligible) return { status: "appraisal", reason: rule.reason, message: rule.message };
  try {
    const e = await provider.estimate(request, { db, site });
    if (e) return { status: "estimate", low: e.low, high: e.high, currency: "AUD", basis: e.basis, provider: provider.name };
  } catch (err) {
    log.warn({ err, siteId: site.id, provider: provider.name }, "valuation provider failed; offering an appraisal");
  }
  return { status: "appraisal", reason: "unpriced", message: UNPRICED_MESSAGE };
}
