import { deleteSiteHandler, processAdminDeps, putSiteHandler } from "@/web/admin-api";

export const dynamic = "force-dynamic";

/** Admin: create or update the site from the site file in the body. Bearer ADMIN_TOKEN. */
export async function PUT(request: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await ctx.params;
  return putSiteHandler(request, slug, processAdminDeps());
}

/** Admin: retire the site (no host answers it, its cars are delisted, its leads kept for the retention period). */
export async function DELETE(request: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await ctx.params;
  return deleteSiteHandler(request, slug, processAdminDeps());
}
