/**
 * A car's photos as staff arrange them in the console (issue 20, point 2): the first photo is the
 * one on the car's card and at the top of its page; staff move photos earlier or later, make one
 * the main photo, remove one, or add new ones at the end. A car holds at most MAX_CAR_PHOTOS.
 *
 * Photos staff upload are kept in our object store and served at
 * /media/photos/{site id}/{car id}/{name}.webp; photos from a feed stay the feed's addresses.
 */
export const MAX_CAR_PHOTOS = 60;
/** At most this many files in one upload (each is re-encoded on the server). */
export const MAX_PHOTOS_PER_UPLOAD = 20;

export type PhotoMove = "earlier" | "later" | "first" | "remove";
export const PHOTO_MOVES: readonly PhotoMove[] = ["earlier", "later", "first", "remove"];

export type Arranged = { ok: true; images: string[]; removed: string | null } | { ok: false; field: string; message: string };

/** The photos after one move of the photo at `index` (0-based), or the problem with the request. */
export function arrangePhotos(images: readonly string[], move: string, index: number, expectedUrl?: string): Arranged {
  if (!(PHOTO_MOVES as readonly string[]).includes(move)) return { ok: false, field: "move", message: "Choose earlier, later, first or remove" };
  if (!Number.isInteger(index) || index < 0 || index >= images.length) return { ok: false, field: "photo", message: "That photo is no longer on this car. Reload the page." };
  // The page may be stale (another member moved photos since): act only on the photo they saw.
  if (expectedUrl !== undefined && images[index] !== expectedUrl) return { ok: false, field: "photo", message: "The photos changed since this page loaded. Reload the page and try again." };
  const next = [...images];
  const [photo] = next.splice(index, 1) as [string];
  switch (move as PhotoMove) {
    case "remove":
      return { ok: true, images: next, removed: photo };
    case "first":
      next.unshift(photo);
      break;
    case "earlier":
      next.splice(Math.max(0, index - 1), 0, photo);
      break;
    case "later":
      next.splice(Math.min(next.length, index + 1), 0, photo);
      break;
  }
  return { ok: true, images: next, removed: null };
}

/** Whether `count` more photos fit on a car that has `current` (and the upload's own limit). */
export function checkPhotoUpload(current: number, count: number): { ok: true } | { ok: false; field: string; message: string } {
  if (count < 1) return { ok: false, field: "photos", message: "Choose one or more photos to add." };
  if (count > MAX_PHOTOS_PER_UPLOAD) return { ok: false, field: "photos", message: `Add at most ${MAX_PHOTOS_PER_UPLOAD} photos at a time.` };
  if (current + count > MAX_CAR_PHOTOS) {
    const room = Math.max(0, MAX_CAR_PHOTOS - current);
    return { ok: false, field: "photos", message: `A car holds at most ${MAX_CAR_PHOTOS} photos; this one has room for ${room} more.` };
  }
  return { ok: true };
}

/** The path a stored photo is served at, and the object key behind it. */
export function storedPhotoPath(siteId: number, carId: number, name: string): { url: string; key: string } {
  const key = `photos/${siteId}/${carId}/${name}.webp`;
  return { url: `/media/${key}`, key };
}

/** The object key of a photo URL this site stores, or null (a feed's photo, or another site's). */
export function storedPhotoKey(url: string, siteId: number): string | null {
  const m = /^\/media\/(photos\/(\d+)\/\d+\/[A-Za-z0-9_-]{16,40}\.webp)$/.exec(url);
  return m && Number(m[2]) === siteId ? m[1]! : null;
}
