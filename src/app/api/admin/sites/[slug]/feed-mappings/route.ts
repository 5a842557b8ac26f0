import { listFeedMappingsHandler, processAdminDeps } from "@/web/admin-api";

export const dynamic = "force-dynamic";

/** Admin: the site's saved feed mappings (docs/stock-import.md "Column mappings"). Bearer ADMIN_TOKEN. */
export async function GET(request: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await ctx.params;
  return listFeedMappingsHandler(request, slug, processAdminDeps());
}
