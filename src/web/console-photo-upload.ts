/**
 * POST /api/console/stock/{car id}/photos — the car photos page's upload form (a plain
 * multipart form, so it works without JavaScript): the `photos` files are added at the end of the
 * car's photos (src/staff/console-photos.ts), then 303 back to the photos page with what happened,
 * naming the file that could not be used. Signed out: to the console's sign-in. Another site's
 * page (a cross-site form): 403.
 */
import "server-only";
import { MAX_PHOTOS_PER_UPLOAD } from "../domain/car-photos";
import { AppError, ValidationError } from "../platform/errors";
import { requestClient } from "../platform/request-client";
import { MAX_PHOTO_BYTES } from "../storage/photo-encoding";
import { objectStoreFromEnv } from "../storage/object-store";
import { addCarPhotos, type UploadedFile } from "../staff/console-photos";
import { currentStaffFromRequest } from "./console-session";
import { crossSiteRequest, errorResponse, noSite } from "./http";
import { getRequestSite } from "./site-context";
import { countOf, nounFor } from "../domain/count-of";

/** The whole form: every file at its largest, and room for the form's own parts. */
const MAX_BODY = MAX_PHOTOS_PER_UPLOAD * MAX_PHOTO_BYTES + 64 * 1024;

const seeOther = (path: string) => new Response(null, { status: 303, headers: { location: path, "cache-control": "no-store" } });

export async function handleConsolePhotoUpload(request: Request, carIdText: string): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  const { db, site } = ctx;
  const carId = /^\d{1,12}$/.test(carIdText) ? Number(carIdText) : NaN;
  const page = `/console/stock/${carIdText.replace(/\D/g, "")}/photos`;
  try {
    const crossSite = crossSiteRequest(request, requestClient(request.headers).host);
    if (crossSite) throw crossSite;
    const member = await currentStaffFromRequest(db, site, request);
    if (!member) return seeOther(`/console/sign-in?next=${encodeURIComponent(page)}`);
    const back = (outcome: Record<string, string>) => seeOther(`${page}?${new URLSearchParams(outcome)}`);
    try {
      if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY) {
        throw new ValidationError([{ field: "photos", message: `Add at most ${MAX_PHOTOS_PER_UPLOAD} photos of up to ${MAX_PHOTO_BYTES / 1024 / 1024} MB each at a time.` }]);
      }
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        throw new ValidationError([{ field: "photos", message: "The upload did not arrive whole. Please choose the photos again." }]);
      }
      const files: UploadedFile[] = [];
      for (const entry of form.getAll("photos")) {
        // A form with no file chosen still sends one empty part.
        if (typeof entry === "string" || entry.size === 0) continue;
        files.push({ name: entry.name || "photo", type: entry.type, bytes: new Uint8Array(await entry.arrayBuffer()) });
      }
      const added = await addCarPhotos(db, objectStoreFromEnv(), site, member, carId, files);
      return back({ done: `${countOf(added.added, "photo")} added: the website shows ${nounFor(added.added, "it", "them")} now.` });
    } catch (err) {
      if (!(err instanceof AppError) || err.code === "forbidden" || err.code === "not_found") throw err;
      const first = err.errors[0];
      return back(first ? { error: first.message, field: first.field } : { error: err.message });
    }
  } catch (err) {
    return errorResponse(err);
  }
}
