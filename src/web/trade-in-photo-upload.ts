/**
 * `POST /api/trade-in/photos` (the image itself as the body, `Content-Type: image/jpeg` and the
 * like) → 201 `{ id, url, width, height }`; `GET /api/trade-in/photos/{id}` → the WebP. Bad input
 * names the field `photo` (415 wrong type, 413 too large, 422 not an image); a browser's Origin
 * must be this site's own (403); uploads are rate-limited per client address (429).
 * The photo's address is its capability: 128 random bits, served only on its own site.
 */
import "server-only";
import { hitRateLimit } from "../platform/rate-limit";
import { log } from "../platform/log";
import { requestClient } from "../platform/request-client";
import { crossSiteRequest, errorResponse, json, noSite, readBodyBytes } from "./http";
import { AppError, BodyTooLargeError, ValidationError, type AppErrorCode } from "../platform/errors";
import { getRequestSite } from "./site-context";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, PHOTO_TYPES, preparePhoto, readTradeInPhoto, saveTradeInPhoto, tradeInPhotoPath } from "../valuation/photos";

/** Uploads per client address per hour: six photos for a good many trade-ins, not a file store. */
export const PHOTO_UPLOAD_LIMIT = { limit: 60, windowS: 3600 };

/** A refused photo: the code's status, the reason as the photo field's error, never cached. */
const photoError = (code: AppErrorCode, message: string, headers: Record<string, string> = {}) =>
  errorResponse(new AppError(code, message, [{ field: "photo", message }], { headers: { "cache-control": "no-store", ...headers } }));

export async function handleTradeInPhotoUpload(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  const { db, site } = ctx;
  if (!site.config.trade_in_enabled) return errorResponse(new AppError("not_found", "This site does not take trade-ins online."));
  const client = requestClient(request.headers);
  const crossSite = crossSiteRequest(request, client.host);
  if (crossSite) return errorResponse(crossSite);
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!(PHOTO_TYPES as readonly string[]).includes(type)) return photoError("unsupported_type", PHOTO_MESSAGES.type);
  const limit = await hitRateLimit(db, `tradein-photos:ip:${client.ip}`, PHOTO_UPLOAD_LIMIT);
  if (!limit.allowed) return photoError("rate_limited", "Too many photos sent just now. Please try again later.", { "retry-after": String(limit.retryAfterS) });
  let bytes: Uint8Array;
  try {
    bytes = await readBodyBytes(request, MAX_PHOTO_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return photoError("too_large", PHOTO_MESSAGES.tooLarge);
    throw err;
  }
  if (!bytes.byteLength) return photoError("unprocessable", PHOTO_MESSAGES.unreadable);
  try {
    const saved = await saveTradeInPhoto(db, site, await preparePhoto(bytes), new Date());
    return json({ ...saved, url: tradeInPhotoPath(saved.id) }, 201, { "cache-control": "no-store" });
  } catch (err) {
    // preparePhoto refuses a file it cannot read as a photo (field "photo").
    if (err instanceof ValidationError) return photoError("unprocessable", err.errors[0]?.message ?? PHOTO_MESSAGES.unreadable);
    log.error({ err, site: site.slug }, "trade-in photo upload failed");
    throw err;
  }
}

export async function handleTradeInPhotoGet(request: Request, id: string): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  const image = await readTradeInPhoto(ctx.db, ctx.site, id);
  if (!image) return errorResponse(new AppError("not_found", "No such photo on this site."));
  return new Response(new Uint8Array(image), {
    status: 200,
    headers: { "content-type": "image/webp", "cache-control": "private, max-age=86400, immutable", "x-content-type-options": "nosniff", "content-length": String(image.byteLength) },
  });
}
