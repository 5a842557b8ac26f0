import { handleWatchlistCall } from "@/web/watchlist-api";

export const dynamic = "force-dynamic";

/** Save a car to the signed-in shopper's watchlist: { success: true } or { success: false, message }. */
export function POST(request: Request): Promise<Response> {
  return handleWatchlistCall(request, "save");
}
