/**
 * The main photo of a car as JPEG bytes for the PDF (react-pdf embeds JPEG and PNG only). Photos
 * this site serves itself (/media/cars/…) come from the media adapter that serves them, so the PDF needs
 * no HTTP round trip to itself; a feed's https photo is fetched with a time and size limit, and
 * only from a public address (src/platform/public-fetch.ts: a feed must not make the server fetch its
 * own network). Any
 * failure gives null and the PDF is made without the photo: a missing picture must never cost the
 * shopper the PDF.
 */
import "server-only";
import sharp from "sharp";
import { getMediaAdapter } from "../media/adapter";
import { log } from "../platform/log";
import { fetchPublicImage, type PublicFetchOptions } from "../platform/public-fetch";

const DEMO_PREFIX = "/media/cars/";
const PDF_PHOTO_WIDTH = 960;
const FETCH_TIMEOUT_MS = 4_000;
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/** `remote` widens or narrows how feed photos are fetched (tests: their own loopback server). */
export async function loadPhotoForPdf(url: string | undefined, remote: Partial<PublicFetchOptions> = {}): Promise<Buffer | null> {
  if (!url) return null;
  try {
    const source = url.startsWith(DEMO_PREFIX) ? await demoPhoto(url) : /^https:\/\//i.test(url) ? await remotePhoto(url, remote) : null;
    if (!source) return null;
    return await sharp(source).resize({ width: PDF_PHOTO_WIDTH, withoutEnlargement: true }).flatten({ background: "#ffffff" }).jpeg({ quality: 80 }).toBuffer();
  } catch (err) {
    log.warn({ err, url }, "pdf: car photo not embedded");
    return null;
  }
}

async function demoPhoto(url: string): Promise<Buffer | null> {
  const parsed = new URL(url, "http://local");
  parsed.searchParams.set("w", String(PDF_PHOTO_WIDTH));
  const segments = parsed.pathname.slice(DEMO_PREFIX.length).split("/").map(decodeURIComponent);
  const res = await (await getMediaAdapter()).carImage(segments, parsed.searchParams);
  return res && res.status === 200 && typeof res.body !== "string" ? res.body : null;
}

async function remotePhoto(url: string, options: Partial<PublicFetchOptions>): Promise<Buffer | null> {
  const image = await fetchPublicImage(url, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_PHOTO_BYTES, ...options });
  return image?.bytes ?? null;
}
