/**
 * Where the video carousel's items come from (search-and-browsing §7 `GET /api/youtube-feed`),
 * behind one small interface:
 *
 * - `LocalVideoFeed` (default, offline): the sample videos of the media adapter (src/media/adapter.ts;
 *   the demo's walkarounds, thumbnails drawn by our own image route).
 * - `YouTubeVideoFeed` (`VIDEO_FEED_PROVIDER=youtube`, `YOUTUBE_API_KEY`): YouTube Data API v3,
 *   `playlistItems` for a playlist, `search` (newest first, videos only) for a channel. Answers are
 *   kept for 15 minutes per feed: a carousel on every home page must not spend the API quota.
 *
 * Both answer items in YouTube's own shape (src/domain/video-feed.ts `FeedVideo`).
 */
import "server-only";
import { z } from "zod";
import type { FeedQuery, FeedVideo } from "../domain/video-feed";
import { getMediaAdapter } from "../media/adapter";
import { getEnv } from "../platform/config";
import { ServiceError } from "../platform/errors";

export interface VideoFeedProvider {
  readonly name: string;
  /** The feed's newest videos. Throws when the service fails. */
  listVideos(query: FeedQuery, now: Date): Promise<FeedVideo[]>;
}

const DAY_MS = 86_400_000;

export class LocalVideoFeed implements VideoFeedProvider {
  readonly name = "local";
  async listVideos(query: FeedQuery, now: Date): Promise<FeedVideo[]> {
    const feedId = query.playlistId ?? query.channelId ?? "";
    const feed = (await getMediaAdapter()).sampleVideos(feedId);
    return feed.videos.slice(0, query.maxResults).map((v) => ({
      id: query.playlistId ? `${query.playlistId}.${v.videoId}` : { kind: "youtube#video", videoId: v.videoId },
      snippet: {
        title: v.title,
        description: v.description,
        // Whole days back from the start of today, so the same feed reads the same all day.
        publishedAt: new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - v.ageDays * DAY_MS).toISOString(),
        channelTitle: feed.channelTitle,
        thumbnails: { medium: { url: v.thumbnailUrl(640), width: 640, height: 360 }, high: { url: v.thumbnailUrl(960), width: 960, height: 540 } },
        ...(query.playlistId ? { resourceId: { kind: "youtube#video", videoId: v.videoId } } : {}),
      },
    }));
  }
}

const Thumb = z.object({ url: z.string().url(), width: z.number().optional(), height: z.number().optional() });
const YouTubeAnswer = z.object({
  items: z
    .array(
      z.object({
        id: z.union([z.string(), z.object({ kind: z.string(), videoId: z.string().optional() })]),
        snippet: z.object({
          title: z.string(),
          description: z.string().default(""),
          publishedAt: z.string(),
          channelTitle: z.string().default(""),
          thumbnails: z.object({ medium: Thumb.optional(), high: Thumb.optional() }).partial().default({}),
          resourceId: z.object({ kind: z.string(), videoId: z.string() }).optional(),
        }),
      }),
    )
    .default([]),
});

const CACHE_MS = 15 * 60_000;

export class YouTubeVideoFeed implements VideoFeedProvider {
  readonly name = "youtube";
  private readonly cache = new Map<string, { at: number; items: FeedVideo[] }>();
  constructor(private readonly options: { key: string; timeoutMs?: number; fetch?: typeof fetch; baseUrl?: string }) {}

  async listVideos(query: FeedQuery, now: Date): Promise<FeedVideo[]> {
    const key = `${query.playlistId ?? ""}|${query.channelId ?? ""}|${query.maxResults}`;
    const hit = this.cache.get(key);
    if (hit && now.getTime() - hit.at < CACHE_MS) return hit.items;
    const base = this.options.baseUrl ?? "https://www.googleapis.com/youtube/v3";
    const url = new URL(query.playlistId ? `${base}/playlistItems` : `${base}/search`);
    url.searchParams.set("part", "snippet");
    url.searchParams.set("maxResults", String(query.maxResults));
    url.searchParams.set("key", this.options.key);
    if (query.playlistId) url.searchParams.set("playlistId", query.playlistId);
    else {
      url.searchParams.set("channelId", query.channelId ?? "");
      url.searchParams.set("order", "date");
      url.searchParams.set("type", "video");
    }
    let body: unknown;
    try {
      const res = await (this.options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 4000) });
      if (!res.ok) throw new ServiceError(`YouTube answered ${res.status}`);
      body = await res.json();
    } catch (err) {
      throw err instanceof ServiceError ? err : new ServiceError("YouTube unreachable", err);
    }
    const parsed = YouTubeAnswer.safeParse(body);
    if (!parsed.success) throw new ServiceError("YouTube answer not understood");
    const items = parsed.data.items as FeedVideo[];
    this.cache.set(key, { at: now.getTime(), items });
    return items;
  }
}

let configured: VideoFeedProvider | undefined;

/** The provider the environment selects (VIDEO_FEED_PROVIDER), made once per process. */
export function getVideoFeedProvider(): VideoFeedProvider {
  if (configured) return configured;
  const env = getEnv();
  configured = env.VIDEO_FEED_PROVIDER === "youtube" ? new YouTubeVideoFeed({ key: env.YOUTUBE_API_KEY! }) : new LocalVideoFeed();
  return configured;
}
