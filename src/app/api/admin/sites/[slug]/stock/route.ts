import { importStockHandler, processAdminDeps } from "@/web/admin-api";

export const dynamic = "force-dynamic";
// Large feeds stream through the importer for as long as they take.
export const maxDuration = 900;

/** Admin: import a stock feed into this site's dealerships. Bearer ADMIN_TOKEN. */
export async function POST(request: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await ctx.params;
  return importStockHandler(request, slug, { replace: false }, processAdminDeps());
}

/** Admin: import and delist the named dealerships' cars the feed no longer has. */
export async function PUT(request: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await ctx.params;
  return importStockHandler(request, slug, { replace: true }, processAdminDeps());
}
