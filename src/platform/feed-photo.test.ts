import { describe, expect, it } from "vitest";
import nextConfig from "../../next.config";
import { cardImage } from "../search/card-view";
import { photoAtWidth, photoSources } from "../ui/car/images";
import { FEED_PHOTO_QUALITY, isFeedPhoto, optimisedPhotoUrl, optimiserWidthAtLeast, OPTIMISER_DEVICE_SIZES, OPTIMISER_IMAGE_SIZES } from "./feed-photo";

const FEED = "https://photos.dealerfeed.example/stock/ABC123/1.jpg";

/** Every /_next/image address in a src or srcset, as [w, q]. */
function optimiserRequests(...sources: Array<string | null | undefined>): Array<[number, number]> {
  return sources
    .filter((s): s is string => !!s)
    .flatMap((s) => s.split(", ").map((part) => part.split(" ")[0]!))
    .map((u) => new URL(u, "http://site.test"))
    .map((u) => {
      expect(u.pathname).toBe("/_next/image");
      expect(u.searchParams.get("url")).toBe(FEED);
      return [Number(u.searchParams.get("w")), Number(u.searchParams.get("q"))];
    });
}

describe("feed photos go through the image optimiser", () => {
  it("only absolute https addresses", () => {
    expect(isFeedPhoto(FEED)).toBe(true);
    expect(isFeedPhoto("http://photos.example/1.jpg")).toBe(false);
    expect(isFeedPhoto("/media/cars/ute/1/front.svg")).toBe(false);
    expect(isFeedPhoto("https://")).toBe(false);
  });

  it("the address names the photo whole, the width and the quality", () => {
    const u = new URL(optimisedPhotoUrl(`${FEED}?a=1&b=2`, 640), "http://site.test");
    expect(u.searchParams.get("url")).toBe(`${FEED}?a=1&b=2`);
    expect(u.searchParams.get("w")).toBe("640");
    expect(u.searchParams.get("q")).toBe(String(FEED_PHOTO_QUALITY));
  });

  it("every width and quality the card, gallery, thumbnails and other slots ask for is one the optimiser accepts (it answers 400 otherwise)", () => {
    const images = nextConfig.images!;
    expect(images.deviceSizes).toEqual([...OPTIMISER_DEVICE_SIZES]);
    expect(images.imageSizes).toEqual([...OPTIMISER_IMAGE_SIZES]);
    const widths = new Set<number>([...images.deviceSizes!, ...images.imageSizes!]);
    const gallery = photoSources(FEED);
    const card = cardImage(FEED)!;
    const asked = optimiserRequests(gallery.src, gallery.srcSet, gallery.thumb, gallery.thumbSrcSet, card.src, card.srcSet, ...([320, 640, 960, 1280, 1920] as const).map((w) => photoAtWidth(FEED, w)));
    expect(asked.length).toBeGreaterThan(10);
    for (const [w, q] of asked) {
      expect(widths.has(w), `width ${w}`).toBe(true);
      expect(images.qualities).toContain(q);
    }
  });

  it("a slot's width becomes the smallest the optimiser accepts at or above it", () => {
    expect(([320, 640, 960, 1280, 1920] as const).map((w) => new URL(photoAtWidth(FEED, w), "http://site.test").searchParams.get("w"))).toEqual(["384", "640", "1080", "1920", "1920"]);
    expect(optimiserWidthAtLeast(1)).toBe(32);
    expect(optimiserWidthAtLeast(5000)).toBe(3840);
  });

  it("asks a gallery slide wide enough for a phone at 3x and a thumbnail small", () => {
    const gallery = photoSources(FEED);
    expect(optimiserRequests(gallery.srcSet).map(([w]) => w)).toEqual([640, 828, 1080, 1200, 1920]);
    expect(optimiserRequests(gallery.thumb)).toEqual([[256, 75]]);
    // The 88 px thumbnail slot: 128 for 1x screens, 256 for 2x and 3x.
    expect(optimiserRequests(gallery.thumbSrcSet).map(([w]) => w)).toEqual([128, 256]);
  });

  it("gives a demo photo's thumbnail its 160 and 320 px copies, and a photo from elsewhere one copy", () => {
    const demo = photoSources("/media/cars/ute/414447/front.svg?v=1");
    expect(demo.thumb).toBe("/media/cars/ute/414447/front.svg?v=1&w=320");
    expect(demo.thumbSrcSet).toBe("/media/cars/ute/414447/front.svg?v=1&w=160 160w, /media/cars/ute/414447/front.svg?v=1&w=320 320w");
    expect(photoSources("/uploads/a.jpg")).toEqual({ src: "/uploads/a.jpg", srcSet: null, thumb: "/uploads/a.jpg", thumbSrcSet: null });
  });
});
