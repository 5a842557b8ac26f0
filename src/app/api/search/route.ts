import { searchResponse } from "@/web/search-api";
import { getRequestSite } from "@/web/site-context";
import { errorResponse, noSite } from "@/web/http";

export const dynamic = "force-dynamic";

/**
 * Stock search (docs/search.md): the site comes from the host; `dealership` scopes to one
 * of its dealerships (`/search/{dealership_slug}`). Bad parameters get a 400 naming them.
 */
export async function GET(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  try {
    return await searchResponse(ctx.db, ctx.site, new URL(request.url), request.headers);
  } catch (err) {
    return errorResponse(err);
  }
}
