import { handleSaveSearch } from "@/web/saved-search-api";

export const dynamic = "force-dynamic";

/** Save a search for e-mail alerts: { success: true } or { success: false, message, errors }. */
export function POST(request: Request): Promise<Response> {
  return handleSaveSearch(request);
}
