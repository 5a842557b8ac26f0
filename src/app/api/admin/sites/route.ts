import { listSitesHandler, processAdminDeps } from "@/web/admin-api";

export const dynamic = "force-dynamic";

/** Admin: list the sites (slug, name, domains). Bearer ADMIN_TOKEN. */
export async function GET(request: Request): Promise<Response> {
  return listSitesHandler(request, processAdminDeps());
}
