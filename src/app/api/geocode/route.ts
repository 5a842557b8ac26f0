import { getGeocoder, POSTCODE_NOT_FOUND } from "@/geo/geocoder";
import { log } from "@/platform/log";
import { getRequestSite } from "@/web/site-context";
import { badRequest, json, noSite } from "@/web/http";

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
    if (!place) return json({ error: POSTCODE_NOT_FOUND, errors: [{ field: "postcode", message: POSTCODE_NOT_FOUND }] }, 404, { "cache-control": "public, max-age=86400" });
    return json(place, 200, { "cache-control": "public, max-age=86400" });
  } catch (err) {
    log.warn({ err }, "postcode lookup failed");
    return json({ error: "Postcode lookup is unavailable just now." }, 503, { "retry-after": "30" });
  }
}
