/**
 * Feed photos through Next.js's image optimiser (`/_next/image`, next.config.ts `images`): a dealer's
 * feed links full-size photos on its own host (often 2-5 MB JPEGs); the optimiser fetches each once,
 * resizes it to the width asked and re-encodes it as AVIF or WebP (whichever the browser accepts),
 * and keeps the result on disk, so a phone downloads a card-sized image instead of the original.
 *
 * Only https addresses (next.config.ts `remotePatterns`; the optimiser refuses addresses that resolve
 * to private networks). Our own pictures (/media/…) already come at set widths and are used as they are.
 * Pure and client-safe: the card and the gallery build their sources with it in the browser too.
 */

/** Widths the optimiser accepts (`w` must be one of these or it answers 400); next.config.ts uses these lists. */
export const OPTIMISER_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const OPTIMISER_IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384] as const;
export type OptimiserWidth = (typeof OPTIMISER_DEVICE_SIZES)[number] | (typeof OPTIMISER_IMAGE_SIZES)[number];
/** The quality every feed photo is asked at (one of next.config.ts `images.qualities`). */
export const FEED_PHOTO_QUALITY = 75;

/** Whether this photo goes through the optimiser: an absolute https address on another host. */
export function isFeedPhoto(url: string): boolean {
  return /^https:\/\/[^/]/i.test(url);
}

const ACCEPTED_WIDTHS: readonly OptimiserWidth[] = [...OPTIMISER_IMAGE_SIZES, ...OPTIMISER_DEVICE_SIZES];

/** The smallest width the optimiser accepts that is at least `width` (the largest it has past that). */
export function optimiserWidthAtLeast(width: number): OptimiserWidth {
  return ACCEPTED_WIDTHS.find((w) => w >= width) ?? ACCEPTED_WIDTHS[ACCEPTED_WIDTHS.length - 1]!;
}

/** The optimiser's address for `url` at `width`. */
export function optimisedPhotoUrl(url: string, width: OptimiserWidth): string {
  return `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${FEED_PHOTO_QUALITY}`;
}

/** `srcset` of a feed photo at these widths. */
export function optimisedSrcSet(url: string, widths: readonly OptimiserWidth[]): string {
  return widths.map((w) => `${optimisedPhotoUrl(url, w)} ${w}w`).join(", ");
}
