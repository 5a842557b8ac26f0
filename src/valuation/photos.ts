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
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { tradeInPhotos } from "../db/schema";
import { TRADE_IN_PHOTO_ID } from "../domain/valuation";
import type { Site } from "../site/store";
import type { PreparedPhoto } from "../storage/photo-encoding";

export const UNCLAIMED_PHOTO_TTL_MS = 24 * 3_600_000;
// The upload's checks and re-encoding are shared with car photos (src/storage/photo-encoding.ts).
export { MAX_PHOTO_BYTES, PHOTO_MAX_EDGE, PHOTO_MESSAGES, PHOTO_TYPES, preparePhoto, type PreparedPhoto } from "../storage/photo-encoding";

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
