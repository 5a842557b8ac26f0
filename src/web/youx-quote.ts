/**
 * `POST /api/youx/quote` (the vehicle page's personalised finance quote): the answer of
 * src/finance/car-quote.ts as HTTP. 200 with the quote `{ weeklyRepaymentAmount, advertisedRate,
 * comparisonRate }` and `x-quote-cache: hit|miss`; 204 when the provider has no quote for the car;
 * 422 `{ error, reason }` for a car that may not be quoted; errors through errorResponse (400
 * naming the field, 404 when the site offers no quotes, 502 when the provider fails). The page
 * shows nothing for anything but 200.
 */
import "server-only";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { quoteForCar, type QuoteCache } from "../finance/car-quote";
import type { QuoteProvider } from "../finance/quote-provider";
import { errorResponse, json } from "./http";
import { AppError } from "../platform/errors";

export async function answerQuoteRequest(db: Database, site: Site, input: unknown, deps: { provider: QuoteProvider; cache: QuoteCache }): Promise<Response> {
  try {
    const answer = await quoteForCar(db, site, input, deps);
    const headers: Record<string, string> = { "cache-control": "no-store" };
    switch (answer.kind) {
      case "quote":
        return json(answer.quote, 200, { ...headers, "x-quote-cache": answer.cached ? "hit" : "miss" });
      case "none":
        return new Response(null, { status: 204, headers: { ...headers, "x-quote-cache": answer.cached ? "hit" : "miss" } });
      case "ineligible":
        // Not an error of the request: an answer about the car, with the reason the page may read.
        return errorResponse(new AppError("unprocessable", answer.message, [], { body: { reason: answer.reason }, headers }));
    }
  } catch (err) {
    return errorResponse(err);
  }
}
