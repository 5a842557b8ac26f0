import { processAdminDeps, putFeedMappingHandler } from "@/web/admin-api";

export const dynamic = "force-dynamic";

/** Admin: save a feed mapping under a name (docs/stock-import.md "Column mappings"). Bearer ADMIN_TOKEN. */
export async function PUT(request: Request, ctx: { params: Promise<{ slug: string; name: string }> }): Promise<Response> {
  const { slug, name } = await ctx.params;
  return putFeedMappingHandler(request, slug, name, processAdminDeps());
}
