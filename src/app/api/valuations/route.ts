import { formSecret } from "@/leads/spam";
import { hitRateLimit } from "@/platform/rate-limit";
import { requestClient } from "@/platform/request-client";
import { sealValuation } from "@/leads/trade-in-lead";
import { valuationRequestSchema } from "@/valuation/request";
import { valueTradeIn } from "@/valuation/value-trade-in";
import { getRequestSite } from "@/web/site-context";
import { errorResponse, json, noSite, readJson } from "@/web/http";
import { ZodError } from "zod";
import { AppError } from "@/platform/errors";

export const dynamic = "force-dynamic";

/** Estimates one client address may ask for in ten minutes (each may cost a paid valuation call). */
const PER_CLIENT = { limit: 30, windowS: 600 };

/**
 * `POST /api/valuations` `{ make, model, year, km, condition, variant?, rego?, regoState? }` →
 * `{ status: "estimate", low, high, currency, basis, token }` or `{ status: "appraisal", reason,
 * message, token }`. The token carries the answer, sealed, into the trade-in lead.
 */
export async function POST(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  const { db, site } = ctx;
  if (!site.config.trade_in_enabled) return errorResponse(new AppError("not_found", "This site does not value trade-ins online."));
  try {
    const now = new Date();
    const parsed = valuationRequestSchema(now).safeParse(await readJson(request, 8_000));
    if (!parsed.success) throw new ZodError(parsed.error.issues);
    const limit = await hitRateLimit(db, `valuation:ip:${requestClient(request.headers).ip}`, PER_CLIENT, now.getTime());
    if (!limit.allowed) {
      throw new AppError("rate_limited", "Too many estimates from your connection. Please wait a few minutes.", [], { headers: { "retry-after": String(limit.retryAfterS) } });
    }
    const car = { make: parsed.data.make, model: parsed.data.model, variant: parsed.data.variant, year: parsed.data.year, km: parsed.data.km, condition: parsed.data.condition, rego: parsed.data.rego, regoState: parsed.data.regoState };
    const result = await valueTradeIn(db, site, car, now);
    const token = sealValuation(await formSecret(db), site, car, result, now.getTime());
    return json({ ...result, token }, 200, { "cache-control": "no-store" });
  } catch (err) {
    return errorResponse(err);
  }
}
