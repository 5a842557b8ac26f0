import { listCarStatuses, MAX_STATUS_IDS } from "@/cars/car-status";
import { getRequestSite } from "@/web/site-context";
import { badRequest, errorResponse, json, noSite } from "@/web/http";

export const dynamic = "force-dynamic";

/**
 * `GET /api/cars/status?ids=1,2,3`: the live status of cars the shopper keeps on their device
 * (favourites): `{ cars: [{ id, slug, name, available, reserved, price, priceLabel, imageUrl }] }`.
 * Ids of cars this site does not list are left out of the answer.
 */
export async function GET(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  const raw = new URL(request.url).searchParams.getAll("ids").flatMap((v) => v.split(",")).filter(Boolean);
  if (raw.length > MAX_STATUS_IDS) return badRequest([{ field: "ids", message: `At most ${MAX_STATUS_IDS} ids.` }]);
  if (raw.some((v) => !/^\d{1,15}$/.test(v) || Number(v) <= 0)) return badRequest([{ field: "ids", message: "ids must be car ids (whole numbers), separated by commas." }]);
  try {
    const cars = await listCarStatuses(ctx.db, ctx.site, [...new Set(raw.map(Number))]);
    return json({ cars }, 200, { "cache-control": "private, max-age=30" });
  } catch (err) {
    return errorResponse(err);
  }
}
