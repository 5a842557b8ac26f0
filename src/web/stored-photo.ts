/**
 * GET /media/photos/{site id}/{car id}/{name}.webp: a car photo staff uploaded in the console,
 * from the object store. Only this host's own site's photos are served (another site's id is a
 * 404, like any path that is not a stored photo). The key never changes for a photo (a new upload
 * is a new name), so the answer is cacheable for a year by browsers and a CDN.
 */
import "server-only";
import { storedPhotoKey } from "../domain/car-photos";
import { NotFoundError } from "../platform/errors";
import { objectStoreFromEnv } from "../storage/object-store";
import { errorResponse, noSite } from "./http";
import { getRequestSite } from "./site-context";

export async function serveStoredPhoto(request: Request, segments: readonly string[]): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  const key = storedPhotoKey(`/media/photos/${segments.join("/")}`, ctx.site.id);
  const found = key ? await objectStoreFromEnv().get(key) : null;
  if (!found) return errorResponse(new NotFoundError("path", "No such photo on this site"));
  return new Response(new Uint8Array(found.body), {
    headers: {
      "content-type": found.contentType,
      "content-length": String(found.body.byteLength),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
