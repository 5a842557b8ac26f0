/**
 * The demo's media (src/media/adapter.ts): car pictures drawn from their URL, the three demo sites'
 * wordmark logos, and sample walkaround videos whose thumbnails are drawn car pictures, so the
 * demo works offline.
 */
import type { MediaAdapter, MediaResponse } from "../media/adapter";
import { carImageResponse, IMMUTABLE } from "./car-image-response";
import { renderMakeLogo, renderSiteLogo } from "./logo";
import { DEMO_VIDEO_FEEDS, GENERIC_DEMO_FEED, demoThumbnail } from "./videos";

function siteLogo(file: string): MediaResponse | null {
  const m = /^([a-z0-9-]+)\.svg$/.exec(file);
  const svg = m ? (renderMakeLogo(m[1]!) ?? renderSiteLogo(m[1]!)) : null;
  if (!svg) return null;
  // Not immutable: a theme change keeps the URL. A day is a fair trade.
  return { status: 200, headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": IMMUTABLE.replace("max-age=31536000, immutable", "max-age=86400") }, body: svg };
}

export const demoMedia: MediaAdapter = {
  name: "demo",
  carImage: carImageResponse,
  siteLogo,
  sampleVideos(feedId) {
    const feed = DEMO_VIDEO_FEEDS[feedId] ?? GENERIC_DEMO_FEED;
    return {
      channelTitle: feed.channelTitle,
      videos: feed.videos.map((v) => ({ videoId: v.videoId, title: v.title, description: v.description, ageDays: v.ageDays, thumbnailUrl: (width: 640 | 960) => demoThumbnail(v, width) })),
    };
  },
};
