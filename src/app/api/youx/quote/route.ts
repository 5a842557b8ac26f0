import { quoteCache } from "@/finance/car-quote";
import { getQuoteProvider } from "@/finance/quote-provider";
import { getRequestSite } from "@/web/site-context";
import { errorResponse, noSite, readJson } from "@/web/http";
import { answerQuoteRequest } from "@/web/youx-quote";

export const dynamic = "force-dynamic";

/** A finance quote for one car: src/web/youx-quote.ts answers, src/finance/car-quote.ts decides. */
export async function POST(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  let body: unknown;
  try {
    body = await readJson(request, 4_000);
  } catch (err) {
    return errorResponse(err);
  }
  return answerQuoteRequest(ctx.db, ctx.site, body, { provider: getQuoteProvider(), cache: quoteCache() });
}
