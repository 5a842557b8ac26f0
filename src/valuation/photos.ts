/**
 * Photos of a trade-in (issue 16, the trade-in's "photos"): the shopper adds up to six while
 * describing the car, each uploaded on its own and re-encoded here before it is kept, and the
 * trade-in lead names them so the dealer sees the car before the appraisal.
 *
 * Every upload goes through sharp: it must decode as a JPEG, PNG, WebP or AVIF image, is turned
 * upright by its EXIF orientation, shrunk to fit PHOTO_MAX_EDGE and written out as WebP with no
 * metadata (a phone photo's GPS position never reaches the dealer or our database).
 *
 * Photos are kept in the database (not on a node's disk), so every web node serves them, on
 * PostgreSQL and PGlite alike. A lead claims its photos in the transaction that stores it
 * (saveLead, src/leads/store.ts) and they go when it goes; one that no lead claims within
 * UNCLAIMED_PHOTO_TTL_MS is removed by the worker.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { tradeInPhotos } from "../db/schema";
import { TRADE_IN_PHOTO_ID } from "../domain/valuation";
import type { Site } from "../site/store";
import { ValidationError } from "../platform/errors";

export const MAX_PHOTO_BYTES = 12 * 1024 * 1024;
export const PHOTO_MAX_EDGE = 1600;
export const UNCLAIMED_PHOTO_TTL_MS = 24 * 3_600_000;
/** What the upload accepts, by Content-Type and by what the bytes really are. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
const DECODED_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

export const PHOTO_MESSAGES = {
  type: "Please choose a photo (JPEG, PNG, WebP or AVIF).",
  unreadable: "That file is not a photo we can read. Please choose a JPEG, PNG, WebP or AVIF image.",
  tooLarge: `Each photo can be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
} as const;

export interface PreparedPhoto {
  image: Buffer;
  width: number;
  height: number;
}

/** The upload made safe to keep and show: upright, at most PHOTO_MAX_EDGE, WebP, no metadata. */
export async function preparePhoto(bytes: Uint8Array): Promise<PreparedPhoto> {
  try {
    const input = sharp(bytes, { limitInputPixels: 60_000_000, failOn: "error" });
    const meta = await input.metadata();
    if (!meta.format || !DECODED_FORMATS.has(meta.format)) throw new ValidationError([{ field: "photo", message: PHOTO_MESSAGES.unreadable }]);
    const { data, info } = await input
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
    return { image: data, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    throw new ValidationError([{ field: "photo", message: PHOTO_MESSAGES.unreadable }]);
  }
}

export async function saveTradeInPhoto(db: Database, site: Pick<Site, "id">, photo: PreparedPhoto, now: Date): Promise<{ id: string; width: number; height: number }> {
  const id = randomBytes(16).toString("base64url");
  await db.orm.insert(tradeInPhotos).values({ id, siteId: site.id, image: photo.image, width: photo.width, height: photo.height, createdAt: now });
  return { id, width: photo.width, height: photo.height };
}

export async function readTradeInPhoto(db: Database, site: Pick<Site, "id">, id: string): Promise<Buffer | null> {
  if (!TRADE_IN_PHOTO_ID.test(id)) return null;
  const [row] = await db.orm
    .select({ image: tradeInPhotos.image })
    .from(tradeInPhotos)
    .where(and(eq(tradeInPhotos.siteId, site.id), eq(tradeInPhotos.id, id)));
  return row?.image ?? null;
}

/** Of `ids`, those this site holds that no lead has claimed yet. */
export async function findClaimablePhotos(db: Database, site: Pick<Site, "id">, ids: readonly string[]): Promise<string[]> {
  const wanted = ids.filter((id) => TRADE_IN_PHOTO_ID.test(id));
  if (!wanted.length) return [];
  const rows = await db.orm
    .select({ id: tradeInPhotos.id })
    .from(tradeInPhotos)
    .where(and(eq(tradeInPhotos.siteId, site.id), inArray(tradeInPhotos.id, wanted), isNull(tradeInPhotos.leadId)));
  const found = new Set(rows.map((r) => r.id));
  return wanted.filter((id) => found.has(id));
}

/** Remove photos no lead claimed within the TTL; returns how many went. */
export async function purgeUnclaimedPhotos(db: Database, now: Date, ttlMs = UNCLAIMED_PHOTO_TTL_MS): Promise<number> {
  const gone = await db.orm
    .delete(tradeInPhotos)
    .where(and(isNull(tradeInPhotos.leadId), lt(tradeInPhotos.createdAt, new Date(now.getTime() - ttlMs))))
    .returning({ id: tradeInPhotos.id });
  return gone.length;
}

export const tradeInPhotoPath = (id: string) => `/api/trade-in/photos/${id}`;
