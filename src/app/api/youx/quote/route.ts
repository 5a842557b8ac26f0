import { quoteCache, quoteForCar } from "@/finance/car-quote";
import { getQuoteProvider } from "@/finance/quote-provider";
import { getRequestSite } from "@/web/site-context";
import { errorResponse, json, noSite, readJson } from "@/web/http";

export const dynamic = "force-dynamic";

/** A finance quote for one car (vehicle spec §7); the rules and replies are in src/finance/car-quote.ts. */
export async function POST(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  try {
    const reply = await quoteForCar(ctx.db, ctx.site, await readJson(request, 4_000), { provider: getQuoteProvider(), cache: quoteCache() });
    const headers: Record<string, string> = { "cache-control": "no-store" };
    if (reply.status === 200 || reply.status === 204) headers["x-quote-cache"] = reply.cached ? "hit" : "miss";
    if (reply.status === 204) return new Response(null, { status: 204, headers });
    return json(reply.body, reply.status, headers);
  } catch (err) {
    return errorResponse(err);
  }
}
