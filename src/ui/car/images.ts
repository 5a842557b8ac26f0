/**
 * Image sources for a car photo. Demo photos (/media/cars/…) are drawn on request and come as
 * WebP at set widths with `&w=`, so they get a srcset; a feed's https photo goes through the image
 * optimiser at the widths the slot needs (src/platform/feed-photo.ts); anything else is used as given.
 */
import type { GalleryImage } from "./Gallery";
import { isFeedPhoto, optimisedPhotoUrl, optimisedSrcSet, optimiserWidthAtLeast } from "../../platform/feed-photo";

const DEMO_PREFIX = "/media/cars/";
const WIDTHS = [640, 960, 1280, 1920] as const;
/** Demo photos are 1200 × 800; feed photos are shown in the same 3:2 frame. */
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;

/**
 * Thumbnail widths for the gallery's 88 px slot (Gallery.tsx `THUMB_SIZES`): the browser takes the
 * small copy on a screen of 1–2 device pixels per CSS pixel and the larger one on a 3× phone; the
 * larger copy alone was 2–4 times the pixels a desktop or a mid-range phone shows.
 */
const DEMO_THUMB_WIDTHS = [160, 320] as const;
const FEED_THUMB_WIDTHS = [128, 256] as const;
/** A thumbnail's `src` (for a browser without srcset) is the larger copy. */
const DEMO_THUMB = DEMO_THUMB_WIDTHS[1];
const FEED_THUMB = FEED_THUMB_WIDTHS[1];

export function photoSources(url: string): GalleryImage {
  if (isFeedPhoto(url)) return { src: optimisedPhotoUrl(url, 1080), srcSet: optimisedSrcSet(url, [640, 828, 1080, 1200, 1920]), thumb: optimisedPhotoUrl(url, FEED_THUMB), thumbSrcSet: optimisedSrcSet(url, FEED_THUMB_WIDTHS) };
  if (!url.startsWith(DEMO_PREFIX)) return { src: url, srcSet: null, thumb: url, thumbSrcSet: null };
  const sep = url.includes("?") ? "&" : "?";
  const srcSet = (widths: readonly number[]) => widths.map((w) => `${url}${sep}w=${w} ${w}w`).join(", ");
  return { src: `${url}${sep}w=960`, srcSet: srcSet(WIDTHS), thumb: `${url}${sep}w=${DEMO_THUMB}`, thumbSrcSet: srcSet(DEMO_THUMB_WIDTHS) };
}

/** One width of a demo photo; a feed photo through the optimiser at the nearest width it accepts at or above. */
export function photoAtWidth(url: string, width: (typeof WIDTHS)[number] | 320): string {
  if (isFeedPhoto(url)) return optimisedPhotoUrl(url, optimiserWidthAtLeast(width));
  return url.startsWith(DEMO_PREFIX) ? `${url}${url.includes("?") ? "&" : "?"}w=${width}` : url;
}

/** A raster URL for Open Graph (crawlers do not read SVG). */
export function ogImageUrl(url: string): string {
  return url.startsWith(DEMO_PREFIX) ? `${url}${url.includes("?") ? "&" : "?"}w=1280` : url;
}
