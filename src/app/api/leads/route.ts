import { submitLead } from "@/leads/submit";
import { requestClient } from "@/platform/request-client";
import { siteOriginOf } from "@/web/page-meta";
import { getRequestSite } from "@/web/site-context";
import { errorResponse, json, noSite, readJson } from "@/web/http";

export const dynamic = "force-dynamic";

/** Lead API (docs/ARCHITECTURE.md, ADR 0003): 201 { lead_id }, 400 { error, errors }, 429 with Retry-After. */
export async function POST(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  try {
    const body = await readJson(request, 64_000);
    const result = await submitLead(ctx.db, ctx.site, body, {
      ip: requestClient(request.headers).ip,
      userAgent: request.headers.get("user-agent"),
      // Links in the dealer's e-mail go to the site's own domain, never a host the request named.
      origin: siteOriginOf(request, ctx.site),
    });
    const headers: Record<string, string> = { "cache-control": "no-store" };
    if (result.status === 429) headers["retry-after"] = String(result.retryAfterS);
    if (result.status === 201 && result.replayed) headers["idempotent-replayed"] = "true";
    return json(result.body, result.status, headers);
  } catch (err) {
    return errorResponse(err);
  }
}

