/**
 * Media this deployment serves itself under /media: car pictures drawn from their URL, the demo
 * sites' wordmark logos, and the sample videos behind the local video feed. Production code sees
 * this interface only. The demo's implementation (src/demo/media-adapter.ts) is loaded on first
 * use and only where `MEDIA_SOURCE=demo` (the default, so `npm start` serves the demo sites); a
 * deployment whose photos and logos all come from feeds and themes sets `MEDIA_SOURCE=none`:
 * /media answers 404, the local video feed is empty, and no demo code is ever loaded.
 */
import "server-only";
import { getEnv } from "../platform/config";
import { processSingleton } from "../platform/process-singleton";

export interface MediaResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

export interface SampleVideo {
  videoId: string;
  title: string;
  description: string;
  /** Days before the feed is read. */
  ageDays: number;
  /** The video's thumbnail at 640 or 960 px wide. */
  thumbnailUrl: (width: 640 | 960) => string;
}

export interface MediaAdapter {
  readonly name: "demo" | "none";
  /** /media/cars/{…segments}?{query}: a car picture; a bad request answers 400 naming the field; null: none served here. */
  carImage(segments: readonly string[], query: URLSearchParams): Promise<MediaResponse | null>;
  /** /media/logos/{file}: a site's wordmark logo, or null. */
  siteLogo(file: string): MediaResponse | null;
  /** The sample videos of a playlist or channel id (any unknown id: a dealership's usual uploads). */
  sampleVideos(feedId: string): { channelTitle: string; videos: SampleVideo[] };
}

/** MEDIA_SOURCE=none: nothing is served from /media. */
export const NO_MEDIA: MediaAdapter = {
  name: "none",
  carImage: async () => null,
  siteLogo: () => null,
  sampleVideos: () => ({ channelTitle: "", videos: [] }),
};

/** The adapter MEDIA_SOURCE selects, loaded once per process. */
export function getMediaAdapter(): Promise<MediaAdapter> {
  if (getEnv().MEDIA_SOURCE === "none") return Promise.resolve(NO_MEDIA);
  // Loaded lazily, so the demo's drawing code is never part of a deployment that does not use it.
  return processSingleton("mediaAdapter", () => import("../demo/media-adapter").then((m) => m.demoMedia));
}
