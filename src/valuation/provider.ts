/**
 * Trade-in estimates come from a provider behind this small interface:
 *
 * - `HttpValuationProvider` (`VALUATION_PROVIDER=http`, `VALUATION_API_URL`, `VALUATION_API_KEY`):
 *   POSTs the car to `{VALUATION_API_URL}/valuations` with a bearer key, gives up after
 *   `VALUATION_TIMEOUT_MS`, and reshapes the answer (`{ low, high }`, also under `valuation` or
 *   `data`, or as `tradeInLow`/`tradeInHigh`) here at the edge. 404/422 mean "no estimate for
 *   this car", which sends the shopper to an appraisal.
 * - `LocalValuationProvider` (default, offline): prices the car from the dealer's own listed
 *   stock of the same make and model within two model years (src/domain/valuation.ts), and says so.
 */
import "server-only";
import { z } from "zod";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { getEnv } from "../platform/config";
import { estimateFromComparables, type Comparable, type Condition } from "../domain/valuation";
import type { Site } from "../site/store";
import { ServiceError } from "../platform/errors";

export interface ValuationRequest {
  make: string;
  model: string;
  year: number;
  km: number;
  condition: Condition;
  variant?: string;
  rego?: string;
  regoState?: string;
}

export interface ValuationEstimate {
  low: number;
  high: number;
  /** What the figure rests on, in words the shopper reads under it. */
  basis: string;
}

export interface ValuationProvider {
  readonly name: string;
  /** An estimate, or null when the provider cannot price this car. Throws ServiceError when it fails. */
  estimate(request: ValuationRequest, ctx: { db: Database; site: Site }): Promise<ValuationEstimate | null>;
}

// ── Real adapter ──────────────────────────────────────────────────────────────────────────────

const Amount = z.union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/).transform(Number)]).pipe(z.number().finite().positive());
const Range = z.union([z.object({ low: Amount, high: Amount }), z.object({ tradeInLow: Amount, tradeInHigh: Amount }).transform((r) => ({ low: r.tradeInLow, high: r.tradeInHigh }))]);
const Answer = z.union([Range, z.object({ valuation: Range }).transform((a) => a.valuation), z.object({ data: Range }).transform((a) => a.data)]);

export class HttpValuationProvider implements ValuationProvider {
  readonly name = "http";
  constructor(private readonly options: { baseUrl: string; apiKey: string; timeoutMs: number; fetch?: typeof fetch }) {}

  async estimate(request: ValuationRequest): Promise<ValuationEstimate | null> {
    let res: Response;
    try {
      res = await (this.options.fetch ?? fetch)(`${this.options.baseUrl.replace(/\/+$/, "")}/valuations`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${this.options.apiKey}` },
        body: JSON.stringify({ ...request, state: request.regoState, country: "AU" }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      throw new ServiceError(err instanceof Error && err.name === "TimeoutError" ? `valuation service timed out after ${this.options.timeoutMs} ms` : "valuation service unreachable", err);
    }
    if (res.status === 404 || res.status === 422) return null;
    if (!res.ok) throw new ServiceError(`valuation service answered ${res.status}`);
    const parsed = Answer.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new ServiceError("valuation service answer not understood");
    const { low, high } = parsed.data;
    if (high < low) throw new ServiceError("valuation service answered a range whose high is below its low");
    return { low: Math.round(low), high: Math.round(high), basis: "Estimate from our valuation partner's market data." };
  }
}

// ── Local adapter ─────────────────────────────────────────────────────────────────────────────

/** Comparables within this many model years of the shopper's car. */
const YEAR_BAND = 2;

export class LocalValuationProvider implements ValuationProvider {
  readonly name = "local";

  async estimate(request: ValuationRequest, { db, site }: { db: Database; site: Site }): Promise<ValuationEstimate | null> {
    const rows = await db.rows<{ price: number; year: number; km: number | null }>(sql`
      select price, year, km from cars
      where site_id = ${site.id} and delisted_at is null and show_on_dealer_website
        and lower(make) = ${request.make.trim().toLowerCase()} and lower(model) = ${request.model.trim().toLowerCase()}
        and year between ${request.year - YEAR_BAND} and ${request.year + YEAR_BAND}
        and price > 500
      order by abs(year - ${request.year}), id
      limit 40`);
    const comparables: Comparable[] = rows.map((r) => ({ price: Number(r.price), year: Number(r.year), km: r.km === null ? null : Number(r.km) }));
    const e = estimateFromComparables(comparables, request);
    if (!e) return null;
    return {
      low: e.low,
      high: e.high,
      basis: `Worked out from ${e.comparables} similar ${request.make} ${request.model}s in our own stock, allowing for your car's year, kilometres and condition. Not a market valuation: your offer follows an inspection.`,
    };
  }
}

let configured: ValuationProvider | undefined;

/** The provider the environment selects (VALUATION_PROVIDER), made once per process. */
export function getValuationProvider(): ValuationProvider {
  if (configured) return configured;
  const env = getEnv();
  configured =
    env.VALUATION_PROVIDER === "http"
      ? new HttpValuationProvider({ baseUrl: env.VALUATION_API_URL!, apiKey: env.VALUATION_API_KEY!, timeoutMs: env.VALUATION_TIMEOUT_MS })
      : new LocalValuationProvider();
  return configured;
}
