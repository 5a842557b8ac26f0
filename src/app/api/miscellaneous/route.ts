import { MiscellaneousBody, saveLeadColumn } from "@/leads/miscellaneous";
import { getRequestSite } from "@/web/site-context";
import { errorResponse, json, noSite, readJson } from "@/web/http";
import { ZodError } from "zod";

export const dynamic = "force-dynamic";

/** `POST /api/miscellaneous` `{ lead_id, column_name: "valuation", value }` → `{ success: true }` (src/leads/miscellaneous.ts). */
export async function POST(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  try {
    const parsed = MiscellaneousBody.safeParse(await readJson(request, 8_000));
    if (!parsed.success) throw new ZodError(parsed.error.issues);
    await saveLeadColumn(ctx.db, ctx.site, parsed.data);
    return json({ success: true }, 200, { "cache-control": "no-store" });
  } catch (err) {
    return errorResponse(err);
  }
}
