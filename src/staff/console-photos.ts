/**
 * A car's photos in the console (issue 20, point 2): staff add photos (re-encoded, kept in the
 * object store, src/storage/object-store.ts), and move, promote or remove them
 * (src/domain/car-photos.ts). The photo list is a console edit like a price: the next feed import
 * keeps staff's order while the feed still sends the photos it sent before, and takes the feed's
 * once the feed's photos change (src/domain/console-edits.ts). Every change bumps the dealership's
 * stock version (cards, car page and caches show it at once) and writes an audit row.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { bumpStockVersion } from "../stock/stock-version";
import { cars } from "../db/schema";
import type { Site } from "../site/store";
import { can, coversDealership, type StaffActor } from "../domain/staff-roles";
import { markEdits, type ConsoleEdits } from "../domain/console-edits";
import { arrangePhotos, checkPhotoUpload, storedPhotoKey, storedPhotoPath } from "../domain/car-photos";
import { AppError, ValidationError } from "../platform/errors";
import { preparePhoto, PHOTO_MESSAGES, MAX_PHOTO_BYTES } from "../storage/photo-encoding";
import type { ObjectStore } from "../storage/object-store";
import { log } from "../platform/log";
import { recordAudit } from "./audit";
import type { StaffMember } from "./accounts";

export interface CarPhotos {
  id: number;
  slug: string;
  stocknum: string;
  name: string;
  dealershipId: number;
  images: string[];
  /** Whether staff arranged the photos (the feed's next change of photos replaces them). */
  arranged: boolean;
}

/** The car's photos, if the member may see its stock. */
export async function findCarPhotos(db: Database, site: Pick<Site, "id">, actor: StaffActor, carId: number): Promise<CarPhotos | null> {
  if (!can(actor, "stock:view") || !Number.isSafeInteger(carId)) return null;
  const [car] = await db.orm
    .select({ id: cars.id, slug: cars.slug, stocknum: cars.stocknum, name: cars.name, dealershipId: cars.dealershipId, images: cars.images, consoleEdits: cars.consoleEdits })
    .from(cars)
    .where(and(eq(cars.siteId, site.id), eq(cars.id, carId), isNull(cars.delistedAt)));
  if (!car || !coversDealership(actor, car.dealershipId)) return null;
  return { id: car.id, slug: car.slug, stocknum: car.stocknum, name: car.name, dealershipId: car.dealershipId, images: car.images, arranged: "images" in (car.consoleEdits as ConsoleEdits) };
}

type CarRow = typeof cars.$inferSelect;

/** Lock the car for a photo change by a member who may edit it. */
async function lockCar(tx: Transaction, site: Pick<Site, "id">, actor: StaffMember, carId: number): Promise<CarRow> {
  if (!can(actor, "stock:edit")) throw new AppError("forbidden", "Your role cannot change photos");
  const [car] = Number.isSafeInteger(carId) ? await tx.select().from(cars).where(and(eq(cars.siteId, site.id), eq(cars.id, carId), isNull(cars.delistedAt))).for("update") : [];
  if (!car || !coversDealership(actor, car.dealershipId)) throw new AppError("not_found", "No such car in your stock");
  return car;
}

/** Write the new photo list (count and main photo follow it), mark the edit, bump the stock version, audit. */
async function savePhotos(tx: Transaction, site: Pick<Site, "id">, actor: StaffMember, car: CarRow, images: string[], action: string, detail: Record<string, unknown>, now: Date): Promise<void> {
  await tx
    .update(cars)
    .set({
      images,
      photosCount: images.length,
      primaryImageUrl: images[0] ?? null,
      consoleEdits: markEdits(car.consoleEdits as ConsoleEdits, { images: car.images }),
      updatedAt: now,
    })
    .where(eq(cars.id, car.id));
  await bumpStockVersion(tx, [car.dealershipId]);
  await recordAudit(tx, site, { kind: "staff", member: actor }, { action, subjectType: "car", subjectId: car.stocknum, dealershipId: car.dealershipId, before: { photos: car.images.length }, after: { photos: images.length, ...detail } });
}

export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * Add photos at the end of the car's list. Each file is checked and re-encoded first (a problem
 * names the file); the stored objects are removed again if the car could not be saved.
 */
export async function addCarPhotos(db: Database, store: ObjectStore, site: Pick<Site, "id">, actor: StaffMember, carId: number, files: readonly UploadedFile[], now = new Date()): Promise<{ added: number; total: number }> {
  if (!can(actor, "stock:edit")) throw new AppError("forbidden", "Your role cannot change photos");
  const existing = await findCarPhotos(db, site, actor, carId);
  if (!existing) throw new AppError("not_found", "No such car in your stock");
  const fits = checkPhotoUpload(existing.images.length, files.length);
  if (!fits.ok) throw new ValidationError([{ field: fits.field, message: fits.message }]);
  const prepared = [];
  for (const f of files) {
    if (f.bytes.byteLength > MAX_PHOTO_BYTES) throw new ValidationError([{ field: "photos", message: `${f.name}: ${PHOTO_MESSAGES.tooLarge}` }]);
    try {
      prepared.push(await preparePhoto(f.bytes));
    } catch (err) {
      if (err instanceof ValidationError) throw new ValidationError([{ field: "photos", message: `${f.name}: ${PHOTO_MESSAGES.unreadable}` }]);
      throw err;
    }
  }
  const stored = prepared.map((p) => ({ ...storedPhotoPath(site.id, carId, randomBytes(16).toString("base64url")), image: p.image }));
  for (const s of stored) await store.put(s.key, s.image, "image/webp");
  try {
    return await db.orm.transaction(async (tx) => {
      const car = await lockCar(tx, site, actor, carId);
      const fitsNow = checkPhotoUpload(car.images.length, stored.length);
      if (!fitsNow.ok) throw new ValidationError([{ field: fitsNow.field, message: fitsNow.message }]);
      const images = [...car.images, ...stored.map((s) => s.url)];
      await savePhotos(tx, site, actor, car, images, "car.photos.add", { added: stored.length }, now);
      return { added: stored.length, total: images.length };
    });
  } catch (err) {
    await Promise.allSettled(stored.map((s) => store.delete(s.key)));
    throw err;
  }
}

/**
 * Move, promote or remove one photo (`index` and the `url` the page showed there, so a stale page
 * cannot move the wrong photo). A removed photo we stored is deleted from the store after the car
 * is saved; a feed's photo simply leaves the list.
 */
export async function arrangeCarPhotos(db: Database, store: ObjectStore, site: Pick<Site, "id">, actor: StaffMember, carId: number, move: string, index: number, url: string, now = new Date()): Promise<{ images: string[] }> {
  const { images, removed } = await db.orm.transaction(async (tx) => {
    const car = await lockCar(tx, site, actor, carId);
    const arranged = arrangePhotos(car.images, move, index, url);
    if (!arranged.ok) throw new ValidationError([{ field: arranged.field, message: arranged.message }]);
    await savePhotos(tx, site, actor, car, arranged.images, `car.photos.${move}`, { photo: index + 1 }, now);
    return arranged;
  });
  const key = removed ? storedPhotoKey(removed, site.id) : null;
  if (key) {
    try {
      await store.delete(key);
    } catch (err) {
      // The car no longer shows it; an object left behind costs storage, not correctness.
      log.warn({ err, key }, "could not delete a removed car photo");
    }
  }
  return { images };
}
