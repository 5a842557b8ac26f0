import { submitLead } from "@/leads/submit";
import { clientIp } from "@/leads/spam";
import { getRequestSite } from "@/web/site-context";
import { errorResponse, json, noSite, readJson } from "@/web/http";

export const dynamic = "force-dynamic";

/** Lead API (DESIGN.md): 201 { lead_id }, 400 { error, errors }, 429 with Retry-After. */
export async function POST(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  try {
    const body = await readJson(request, 64_000);
    const result = await submitLead(ctx.db, ctx.site, body, {
      ip: clientIp(request.headers.get("x-forwarded-for")),
      userAgent: request.headers.get("user-agent"),
      origin: requestOrigin(request),
    });
    const headers: Record<string, string> = { "cache-control": "no-store" };
    if (result.status === 429) headers["retry-after"] = String(result.retryAfterS);
    if (result.status === 201 && result.replayed) headers["idempotent-replayed"] = "true";
    return json(result.body, result.status, headers);
  } catch (err) {
    return errorResponse(err);
  }
}

function requestOrigin(request: Request): string | null {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (!host) return null;
  const proto = request.headers.get("x-forwarded-proto") ?? "http";
  return `${proto.split(",")[0]!.trim()}://${host}`;
}
