import { recordAnalyticsEvent } from "@/analytics/record";
import { getRequestSite } from "@/web/site-context";
import { errorResponse, json, noSite, readJson } from "@/web/http";

export const dynamic = "force-dynamic";

/** Record one analytics event for this site: 202 { ok: true }, 400 naming the field. */
export async function POST(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  try {
    await recordAnalyticsEvent(ctx.db, ctx.site, await readJson(request, 8_000));
    return json({ ok: true }, 202, { "cache-control": "no-store" });
  } catch (err) {
    return errorResponse(err);
  }
}
