/**
 * Personalised finance quotes (vehicle spec §7 `POST /api/youx/quote`) come from an external
 * provider behind this small interface:
 *
 * - `HttpQuoteProvider` — the real adapter: POSTs the spec's fields as JSON to
 *   `{YOUX_API_URL}/quote` with `Authorization: Bearer {YOUX_API_KEY}`, gives up after
 *   `YOUX_TIMEOUT_MS`, and reshapes the provider's answer into our `CarFinanceQuote` here, at the
 *   edge (numbers or numeric strings, top level or under `quote`/`data`), so nothing past this
 *   file knows the provider's format.
 * - `LocalQuoteProvider` — the demo and test adapter: a deterministic quote from the request alone
 *   (no network), priced like a real product (rate by the car's age, a $395 establishment fee in
 *   the comparison rate).
 *
 * `FINANCE_QUOTE_PROVIDER` (`local` default, or `youx`) picks one (src/platform/config.ts).
 */
import { z } from "zod";
import { amortisedPayment } from "../domain/finance-calculator";
import { QUOTE_LOAN_TERM_YEARS, type CarFinanceQuote, type QuoteRequestFields } from "../domain/finance-quote";
import { getEnv } from "../platform/config";
import { ServiceError } from "../platform/errors";

export interface QuoteProvider {
  readonly name: string;
  /** A quote, or null when the provider declines this car. Throws ServiceError when it fails. */
  quote(request: QuoteRequestFields): Promise<CarFinanceQuote | null>;
}

// ── Real adapter ──────────────────────────────────────────────────────────────────────────────

const ProviderNumber = z.union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/).transform(Number)]).pipe(z.number().finite());

/** What we accept from the provider: its quote object, at the top level or wrapped. */
const ProviderQuote = z.object({
  weeklyRepaymentAmount: ProviderNumber.pipe(z.number().positive()),
  advertisedRate: ProviderNumber.pipe(z.number().min(0).max(100)),
  comparisonRate: ProviderNumber.pipe(z.number().min(0).max(100)),
});
const ProviderAnswer = z.union([ProviderQuote, z.object({ quote: ProviderQuote }), z.object({ data: ProviderQuote })]);

export interface HttpQuoteProviderOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export class HttpQuoteProvider implements QuoteProvider {
  readonly name = "youx";
  constructor(private readonly options: HttpQuoteProviderOptions) {}

  async quote(request: QuoteRequestFields): Promise<CarFinanceQuote | null> {
    const doFetch = this.options.fetch ?? fetch;
    const url = `${this.options.baseUrl.replace(/\/+$/, "")}/quote`;
    let res: Response;
    try {
      res = await doFetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${this.options.apiKey}` },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      throw new ServiceError(err instanceof Error && err.name === "TimeoutError" ? `quote provider timed out after ${this.options.timeoutMs} ms` : "quote provider unreachable", err);
    }
    // 404/422: the provider has no product for this car — a decline, not a failure.
    if (res.status === 404 || res.status === 422) return null;
    if (!res.ok) throw new ServiceError(`quote provider answered ${res.status}`);
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      throw new ServiceError("quote provider answered with invalid JSON", err);
    }
    const parsed = ProviderAnswer.safeParse(body);
    if (!parsed.success) throw new ServiceError(`quote provider answer not understood: ${parsed.error.issues[0]?.path.join(".") ?? ""}`);
    const q = "quote" in parsed.data ? parsed.data.quote : "data" in parsed.data ? parsed.data.data : parsed.data;
    return { weeklyRepaymentAmount: q.weeklyRepaymentAmount, advertisedRate: q.advertisedRate, comparisonRate: q.comparisonRate };
  }
}

// ── Local adapter ─────────────────────────────────────────────────────────────────────────────

export const LOCAL_QUOTE_BASE_RATE = 7.49;
/** Added per year of the car's age, up to 12 years (older cars cost more to finance). */
export const LOCAL_QUOTE_RATE_PER_YEAR_OF_AGE = 0.25;
export const LOCAL_QUOTE_ESTABLISHMENT_FEE = 395;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The rate at which borrowing `amount` costs the same weekly payment as borrowing `amount + fee`
 * at `rate`: the comparison rate, on the standard $30,000 over 5 years. Found by bisection.
 */
export function comparisonRateWithFee(rate: number, fee: number, amount = 30_000, years = QUOTE_LOAN_TERM_YEARS): number {
  const loan = (principal: number, annualRatePercent: number) => amortisedPayment({ principal, residual: 0, annualRatePercent, periodsPerYear: 52, years });
  const target = loan(amount + fee, rate);
  let lo = rate;
  let hi = rate + 20;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (loan(amount, mid) < target) lo = mid;
    else hi = mid;
  }
  return round2((lo + hi) / 2);
}

export class LocalQuoteProvider implements QuoteProvider {
  readonly name = "local";
  constructor(private readonly currentYear: () => number = () => new Date().getFullYear()) {}

  async quote(request: QuoteRequestFields): Promise<CarFinanceQuote | null> {
    const age = Math.min(12, Math.max(0, this.currentYear() - request.year));
    const advertisedRate = round2(LOCAL_QUOTE_BASE_RATE + age * LOCAL_QUOTE_RATE_PER_YEAR_OF_AGE);
    const weekly = amortisedPayment({
      principal: request.purchasePrice + LOCAL_QUOTE_ESTABLISHMENT_FEE,
      residual: 0,
      annualRatePercent: advertisedRate,
      periodsPerYear: 52,
      years: request.loanTerm,
    });
    return { weeklyRepaymentAmount: round2(weekly), advertisedRate, comparisonRate: comparisonRateWithFee(advertisedRate, LOCAL_QUOTE_ESTABLISHMENT_FEE) };
  }
}

// ── Which one ─────────────────────────────────────────────────────────────────────────────────

let configured: QuoteProvider | undefined;

/** The provider the environment selects (FINANCE_QUOTE_PROVIDER), made once per process. */
export function getQuoteProvider(): QuoteProvider {
  if (configured) return configured;
  const env = getEnv();
  configured =
    env.FINANCE_QUOTE_PROVIDER === "youx"
      ? new HttpQuoteProvider({ baseUrl: env.YOUX_API_URL!, apiKey: env.YOUX_API_KEY!, timeoutMs: env.YOUX_TIMEOUT_MS })
      : new LocalQuoteProvider();
  return configured;
}
