/**
 * GET /cars/{slug}/view.json?photos_count=&updated_at=&website_id=: count a view of this site's
 * car and answer `{ views, car_fields }` (spec §8). The vehicle page calls it once per page view
 * from the browser, so a cached page still counts and shows live views. A bad query value is a 400
 * naming the field; another site's car (or a website_id that is not this site) is a 404.
 * On a site whose saving model is the watchlist, a signed-in shopper's answer also carries
 * `shopper: { phone, saved }`, so the Save button of a page served from the shared cache knows
 * whether this car is on their watchlist (the page itself never reads the session).
 */
import { cookies } from "next/headers";
import { readRequestShopperSession } from "@/accounts/current-shopper";
import { listWatchlistCarIds } from "@/accounts/watchlist";
import { countCarView } from "@/cars/car-views";
import { savingModel } from "@/domain/saving-model";
import { fieldErrorsFromZod } from "@/platform/errors";
import { CarViewQuerySchema, VIEWED_COOKIE, formatViewedCookie, parseViewedCookie, viewDay } from "@/domain/car-views";
import { requestClient } from "@/platform/request-client";
import { badRequest, errorResponse, json, noSite } from "@/web/http";
import { getRequestSite } from "@/web/site-context";
import { paramText } from "@/platform/percent-escapes";
import { AppError } from "@/platform/errors";

export const dynamic = "force-dynamic";

const NO_STORE = { "cache-control": "no-store" };

export async function GET(request: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  const site = await getRequestSite(request);
  if (!site) return noSite();
  const params = new URL(request.url).searchParams;
  const parsed = CarViewQuerySchema.safeParse({
    photos_count: params.get("photos_count") ?? undefined,
    updated_at: params.get("updated_at") ?? undefined,
    website_id: params.get("website_id") ?? undefined,
  });
  if (!parsed.success) return badRequest(fieldErrorsFromZod(parsed.error, "(query)"));
  const notFound = () => errorResponse(new AppError("not_found", "No such car on this site", [], { headers: NO_STORE }));
  if (parsed.data.website_id !== undefined && parsed.data.website_id !== site.site.id) return notFound();

  const { slug } = await ctx.params;
  const jar = await cookies();
  const day = viewDay(new Date());
  const countedToday = parseViewedCookie(jar.get(VIEWED_COOKIE)?.value, day);
  const result = await countCarView(site.db, site.site, paramText(slug), {
    query: parsed.data,
    alreadyCounted: (carId) => countedToday.includes(carId),
    ip: requestClient(request.headers).ip,
    day,
  });
  if (!result) return notFound();
  if (result.counted) {
    // Path /cars: the cookie goes with view requests (and car pages), not with the rest of the site.
    jar.set(VIEWED_COOKIE, formatViewedCookie(day, countedToday, result.carId), { path: "/cars", maxAge: 2 * 86_400, sameSite: "lax", httpOnly: true });
  }
  const shopper = savingModel(site.site.config) === "watchlist" ? await readRequestShopperSession(site.db, site.site, request) : null;
  if (!shopper) return json(result.reply, 200, NO_STORE);
  const saved = (await listWatchlistCarIds(site.db, site.site, shopper.userId)).includes(result.carId);
  return json({ ...result.reply, shopper: { phone: shopper.phone, saved } }, 200, NO_STORE);
}
