/**
 * The HTTP side of the demo images: a request's path and query to an SVG, or to WebP at a listed
 * width, with the bytes kept in an in-memory LRU (rasterising costs 50–300 ms; serving from
 * memory costs nothing). Every response is immutable: the URL holds everything that shapes the
 * picture.
 */
import sharp from "sharp";
import { renderCarImage } from "./car-image";
import { parseCarImageRequest } from "./image-urls";
import { processSingleton } from "../platform/process-singleton";
import { lengthBoundedCache, type LruCache } from "../platform/lru-cache";

export const IMMUTABLE = "public, max-age=31536000, immutable";
const WEBP_QUALITY = 80;


type Caches = { svg: LruCache<string>; webp: LruCache<Buffer>; inflight: Map<string, Promise<Buffer>> };

/** One cache per process (dev-server reloads do not drop it). */
function caches(): Caches {
  return processSingleton("carImageCache", (): Caches => ({ svg: lengthBoundedCache<string>(16 * 1024 * 1024), webp: lengthBoundedCache<Buffer>(96 * 1024 * 1024), inflight: new Map() }));
}

export interface ImageResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

/** Answer a request for /media/cars/{…segments}?{query}. Bad parameters get a 400 naming the field. */
export async function carImageResponse(segments: readonly string[], query: URLSearchParams): Promise<ImageResponse> {
  const parsed = parseCarImageRequest(segments, query);
  if (!parsed.ok) {
    return {
      status: 400,
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ error: `Invalid image request: ${parsed.field}`, errors: [{ field: parsed.field, message: parsed.message }] }),
    };
  }
  const { params, width } = parsed;
  const key = `${params.shape}/${params.hex}/${params.view}/${params.scene}/${params.background === false ? "nobg" : "bg"}`;
  const c = caches();
  let svg = c.svg.get(key);
  if (svg === undefined) {
    svg = renderCarImage(params);
    c.svg.set(key, svg);
  }
  if (width === null) {
    return { status: 200, headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": IMMUTABLE }, body: svg };
  }
  const rasterKey = `${key}@${width}`;
  let webp = c.webp.get(rasterKey);
  if (!webp) {
    // Concurrent requests for the same picture share one rasterisation.
    let pending = c.inflight.get(rasterKey);
    if (!pending) {
      pending = sharp(Buffer.from(svg), { density: Math.max(72, Math.round((72 * width) / 1200)) })
        .resize(width)
        .webp({ quality: WEBP_QUALITY, alphaQuality: 90 })
        .toBuffer()
        .finally(() => c.inflight.delete(rasterKey));
      c.inflight.set(rasterKey, pending);
    }
    webp = await pending;
    c.webp.set(rasterKey, webp);
  }
  return { status: 200, headers: { "content-type": "image/webp", "cache-control": IMMUTABLE, "content-length": String(webp.length) }, body: webp };
}
