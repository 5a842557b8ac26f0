import { modelsResponse } from "@/web/models-api";
import { getRequestSite } from "@/web/site-context";
import { errorResponse, noSite } from "@/web/http";

export const dynamic = "force-dynamic";

/** The site's manufacturers-and-models search, 21 per page (src/web/models-api.ts). */
export async function GET(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  try {
    return await modelsResponse(ctx.db, ctx.site, new URL(request.url));
  } catch (err) {
    return errorResponse(err);
  }
}
