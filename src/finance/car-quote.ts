/**
 * A finance quote for one car (`POST /api/youx/quote`, handled in src/web/youx-quote.ts): validate
 * the page's body, find the car on the requesting site, apply the eligibility rule
 * (src/domain/finance-quote.ts), and ask the provider — at most once per car and price within
 * the cache time, so page views never hammer it.
 *
 * Answers data — the quote, no quote, or why the car may not be quoted — and throws for the rest:
 * a ValidationError naming the field (bad body, another site's car, figures that no longer match
 * the car), a NotFoundError when the site does not offer quotes, a ServiceError when the provider
 * fails (remembered briefly, like a quote).
 */
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { cars } from "../db/schema";
import {
  completeQuote,
  QUOTE_CREDIT_SCORE,
  QUOTE_LOAN_TERM_YEARS,
  quoteEligibility,
  quoteRequestFor,
  type CarFinanceQuote,
  type QuoteIneligibleReason,
} from "../domain/finance-quote";
import { log } from "../platform/log";
import type { Site } from "../site/store";
import { type QuoteProvider } from "./quote-provider";
import { LruCache } from "../platform/lru-cache";
import { processSingleton } from "../platform/process-singleton";
import { NotFoundError, ServiceError, ValidationError, type FieldError } from "../platform/errors";

/** The spec's fields, plus the car being asked about (the reply is cached per car). */
export const QuoteRequestBodySchema = z.strictObject({
  car_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  selfAssessedCreditScore: z.literal(QUOTE_CREDIT_SCORE),
  purchasePrice: z.number().finite().positive().max(100_000_000),
  loanTerm: z.literal(QUOTE_LOAN_TERM_YEARS),
  year: z.number().int().min(1900).max(2100),
  vin: z.string().max(40),
  nvic: z.string().max(40),
  whoIsHelping: z.literal(""),
});

export type QuoteAnswer =
  | { kind: "quote"; quote: CarFinanceQuote; cached: boolean }
  /** The provider has no quote for this car. */
  | { kind: "none"; cached: boolean }
  | { kind: "ineligible"; reason: QuoteIneligibleReason; message: string };

// ── Per-car cache ─────────────────────────────────────────────────────────────────────────────

/** A quote is good for this long; a failure or decline is remembered for less, so it is retried. */
export const QUOTE_CACHE_TTL_MS = 6 * 60 * 60 * 1000;
export const QUOTE_FAILURE_TTL_MS = 5 * 60 * 1000;
const QUOTE_CACHE_MAX_ENTRIES = 10_000;

type Outcome = { quote: CarFinanceQuote | null; failed: boolean };

/**
 * Quotes per (site, car, price, year): one provider call per car in the TTL, concurrent page
 * views of the same car share the call in flight, and failures are remembered briefly. Per
 * process: each web node asks at most once per car per TTL.
 */
export class QuoteCache {
  private readonly entries = new LruCache<Promise<Outcome>>({ maxEntries: QUOTE_CACHE_MAX_ENTRIES });
  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string, load: () => Promise<Outcome>): Promise<{ outcome: Outcome; cached: boolean }> {
    const hit = this.entries.get(key, this.now());
    if (hit) return { outcome: await hit, cached: true };
    const outcome = load();
    // Until it settles, the call in flight is the cached value.
    this.entries.set(key, outcome, this.now(), Number.POSITIVE_INFINITY);
    const settled = await outcome;
    this.entries.set(key, outcome, this.now(), settled.quote && !settled.failed ? QUOTE_CACHE_TTL_MS : QUOTE_FAILURE_TTL_MS);
    return { outcome: settled, cached: false };
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The process's quote cache (one per process whatever bundle asks). */
export function quoteCache(): QuoteCache {
  return processSingleton("quoteCache", () => new QuoteCache());
}

// ── The request ───────────────────────────────────────────────────────────────────────────────

function fieldErrors(err: z.ZodError): FieldError[] {
  return err.issues.map((i) => ({
    field: i.path.map(String).join(".") || (i.code === "unrecognized_keys" ? i.keys.join(",") : "(body)"),
    message: i.message,
  }));
}

const INELIGIBLE_TEXT: Record<QuoteIneligibleReason, string> = {
  site_flag_off: "Finance quotes are not offered on this site",
  not_in_stock: "Only cars in stock can be quoted",
  sold: "This car is sold",
  reserved: "This car is reserved",
  price_not_over_200: "Only cars priced above $200 can be quoted",
  year_missing: "This car has no year to quote on",
};

export async function quoteForCar(db: Database, site: Site, input: unknown, deps: { provider: QuoteProvider; cache: QuoteCache }): Promise<QuoteAnswer> {
  if (!site.config.youx_quote_enabled) throw new NotFoundError("site", INELIGIBLE_TEXT.site_flag_off);
  const parsed = QuoteRequestBodySchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const body = parsed.data;
  const [car] = await db.orm
    .select({
      id: cars.id,
      status: cars.status,
      reserved: cars.reserved,
      sold_date: cars.soldDate,
      price: cars.price,
      year: cars.year,
      vin: cars.vin,
      nvic: cars.nvic,
      youx_quote: cars.youxQuote,
    })
    .from(cars)
    .where(and(eq(cars.siteId, site.id), eq(cars.id, body.car_id), isNull(cars.delistedAt), eq(cars.showOnDealerWebsite, true)));
  // Another site's car is simply not found here: invalid input, like a lead for it.
  if (!car) throw new ValidationError([{ field: "car_id", message: "No such car on this site" }]);

  // The provider is asked about the car as stored, so the page's fields must describe it.
  const stale: FieldError[] = [];
  if (body.purchasePrice !== car.price) stale.push({ field: "purchasePrice", message: "Does not match the car's price" });
  if (body.year !== car.year) stale.push({ field: "year", message: "Does not match the car's year" });
  if (body.vin !== (car.vin ?? "")) stale.push({ field: "vin", message: "Does not match the car's VIN" });
  if (stale.length) throw new ValidationError(stale);

  const eligibility = quoteEligibility(car, site.config);
  if (!eligibility.eligible) return { kind: "ineligible", reason: eligibility.reason, message: INELIGIBLE_TEXT[eligibility.reason] };

  // A car with its own complete quote needs no provider call.
  const own = completeQuote(car.youx_quote);
  if (own) return { kind: "quote", quote: own, cached: true };

  const request = quoteRequestFor(car);
  if (!request) throw new ValidationError([{ field: "car_id", message: "This car cannot be quoted" }]);
  const key = `${site.id}:${car.id}:${request.purchasePrice}:${request.year}`;
  const { outcome, cached } = await deps.cache.get(key, async () => {
    try {
      return { quote: await deps.provider.quote(request), failed: false };
    } catch (err) {
      log.warn({ err: err instanceof ServiceError ? err.message : err, provider: deps.provider.name, car_id: car.id }, "finance quote failed");
      return { quote: null, failed: true };
    }
  });
  if (outcome.failed) throw new ServiceError("The finance quote service is unavailable");
  if (!outcome.quote) return { kind: "none", cached };
  return { kind: "quote", quote: outcome.quote, cached };
}
