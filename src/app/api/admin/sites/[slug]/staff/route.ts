import { inviteStaffHandler, listStaffHandler, processAdminDeps } from "@/web/admin-api";
import { consoleMail } from "@/web/console-session";

export const dynamic = "force-dynamic";

/** Admin: the site's console staff (docs/console.md). Bearer ADMIN_TOKEN. */
export async function GET(request: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await ctx.params;
  return listStaffHandler(request, slug, processAdminDeps());
}

/** Admin: invite a member of staff, usually the group's first admin (docs/console.md). Bearer ADMIN_TOKEN. */
export async function POST(request: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await ctx.params;
  return inviteStaffHandler(request, slug, processAdminDeps(), consoleMail);
}
