import { getGeocoder, POSTCODE_NOT_FOUND } from "@/geo/geocoder";
import { log } from "@/platform/log";
import { getRequestSite } from "@/web/site-context";
import { badRequest, errorResponse, json, noSite } from "@/web/http";
import { AppError } from "@/platform/errors";

export const dynamic = "force-dynamic";

/**
 * `GET /api/geocode?postcode=4000` (vehicle spec §7: geocode by postcode, restricted to
 * Australia) → `{ postcode, lat, lng, locality, state }`, or 404 "Invalid postcode".
 */
export async function GET(request: Request): Promise<Response> {
  if (!(await getRequestSite(request))) return noSite();
  const postcode = new URL(request.url).searchParams.get("postcode")?.trim() ?? "";
  if (!/^\d{4}$/.test(postcode)) return badRequest([{ field: "postcode", message: "Invalid postcode. Please enter a 4-digit number." }]);
  try {
    const place = await getGeocoder().geocodePostcode(postcode);
    if (!place) return errorResponse(new AppError("not_found", POSTCODE_NOT_FOUND, [{ field: "postcode", message: POSTCODE_NOT_FOUND }], { headers: { "cache-control": "public, max-age=86400" } }));
    return json(place, 200, { "cache-control": "public, max-age=86400" });
  } catch (err) {
    log.warn({ err }, "postcode lookup failed");
    return errorResponse(new AppError("unavailable", "Postcode lookup is unavailable just now.", [], { headers: { "retry-after": "30" } }));
  }
}
