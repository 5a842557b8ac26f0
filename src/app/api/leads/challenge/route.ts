import { issueLeadChallenge } from "@/leads/challenge";
import { getRequestSite } from "@/web/site-context";
import { errorResponse, json, noSite, readJson } from "@/web/http";

export const dynamic = "force-dynamic";

/**
 * What a lead form fetches when it opens: a signed form token (the time it was shown) and, unless
 * the site turns the captcha off, a proof-of-work challenge bound to the form's idempotency key.
 */
export async function POST(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  try {
    const body = await readJson(request, 2_000);
    return json(await issueLeadChallenge(ctx.db, ctx.site, body), 200, { "cache-control": "no-store" });
  } catch (err) {
    return errorResponse(err);
  }
}
