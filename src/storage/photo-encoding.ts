/**
 * Every photo a person uploads (a shopper's trade-in photos, staff's car photos) goes through
 * sharp here before it is kept: it must decode as a JPEG, PNG, WebP or AVIF image, is turned
 * upright by its EXIF orientation, shrunk to fit PHOTO_MAX_EDGE and written out as WebP with no
 * metadata (a phone photo's GPS position is never kept or shown).
 */
import "server-only";
import sharp from "sharp";
import { ValidationError } from "../platform/errors";

export const MAX_PHOTO_BYTES = 12 * 1024 * 1024;
export const PHOTO_MAX_EDGE = 1600;
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

