import { requestClient } from "@/platform/request-client";
import { siteOriginOf } from "@/web/page-meta";
import { getRequestSite } from "@/web/site-context";
import { errorResponse, noSite, readJson } from "@/web/http";
import { answerLeadSubmission } from "@/web/lead-submission";

export const dynamic = "force-dynamic";

/** Lead API (docs/ARCHITECTURE.md, ADR 0003): 201 { lead_id }, 400 { error, errors }, 429 with Retry-After. */
export async function POST(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  let body: unknown;
  try {
    body = await readJson(request, 64_000);
  } catch (err) {
    return errorResponse(err);
  }
  return answerLeadSubmission(ctx.db, ctx.site, body, {
    ip: requestClient(request.headers).ip,
    userAgent: request.headers.get("user-agent"),
    // Links in the dealer's e-mail go to the site's own domain, never a host the request named.
    origin: siteOriginOf(request, ctx.site),
  });
}

