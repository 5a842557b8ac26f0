import { handleWatchlistCall } from "@/web/watchlist-api";

export const dynamic = "force-dynamic";

/** Remove a car from the signed-in shopper's watchlist: { success: true } or { success: false, message }. */
export function POST(request: Request): Promise<Response> {
  return handleWatchlistCall(request, "remove");
}
