/**
 * POST /api/watchlist/save-car and /api/watchlist/remove-car (search-and-browsing §7): body
 * `{ phone_number, car_id }`; reply `{ success: true }` or `{ success: false, message }`.
 * Bad input is a 400 naming the field. The body's phone number is not trusted on its own: it must
 * be the signed-in shopper's (else 401, and the client sends the shopper to sign in). The body
 * must be JSON (415) and a browser's Origin this site's own (403): a page elsewhere cannot make a
 * signed-in shopper's browser save or remove cars (src/platform/same-origin.ts).
 */
import "server-only";
import { z } from "zod";
import { auMobile, MOBILE_MESSAGE } from "../domain/sign-in";
import { getRequestSite } from "./site-context";
import { failureResponse, json, noSite, readSameOriginJson } from "./http";
import { requestClient } from "../platform/request-client";
import { readRequestShopperSession } from "../accounts/current-shopper";
import { removeCarFromWatchlist, saveCarToWatchlist } from "../accounts/watchlist";
import { AppError } from "../platform/errors";

export const WatchlistBodySchema = z.object({
  phone_number: z
    .string({ error: "phone_number is required" })
    .transform((v, ctx) => {
      const phone = auMobile(v);
      if (!phone) ctx.addIssue({ code: "custom", message: MOBILE_MESSAGE });
      return phone ?? "";
    }),
  // A number, or its digits as text; never coerced from true, [5] or "5e2".
  car_id: z
    .union([z.number(), z.string().regex(/^\d{1,15}$/).transform(Number)], { error: "car_id must be a number" })
    .pipe(z.number().int("car_id must be a whole number").positive("car_id must be a car id").max(Number.MAX_SAFE_INTEGER, "car_id must be a car id")),
});

const NO_STORE = { "cache-control": "no-store" };

export async function handleWatchlistCall(request: Request, action: "save" | "remove"): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  const { db, site } = ctx;
  try {
    if (!site.config.watchlist_enabled) throw new AppError("not_found", "This site has no watchlist.");
    const body = WatchlistBodySchema.parse(await readSameOriginJson(request, requestClient(request.headers).host, 4_000));
    const session = await readRequestShopperSession(db, site, request);
    if (!session || session.phone !== body.phone_number) {
      // The client sends the shopper to sign in.
      throw new AppError("unauthorized", "Please sign in with this phone number to use your watchlist.", [], { body: { sign_in: true } });
    }
    const user = { id: session.userId, siteId: session.siteId };
    if (action === "save") await saveCarToWatchlist(db, site, user, body.car_id);
    else await removeCarFromWatchlist(db, site, user, body.car_id);
    return json({ success: true }, 200, NO_STORE);
  } catch (err) {
    return failureResponse(err, "We could not update your watchlist just now. Please try again.");
  }
}
