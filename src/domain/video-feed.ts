/**
 * The video feed (search-and-browsing §3 "Feed video", §7 `GET /api/youtube-feed`): items in the
 * YouTube Data API's shape (snippet.title, snippet.publishedAt, snippet.resourceId.videoId for a
 * playlist, id.videoId for a channel search), and the rules for reading its query. Pure.
 */

export interface FeedThumbnail {
  url: string;
  width: number;
  height: number;
}

export interface FeedVideo {
  /** A channel search answers `{ kind, videoId }`; a playlist item answers its own id string. */
  id: string | { kind: string; videoId: string };
  snippet: {
    title: string;
    description: string;
    publishedAt: string;
    channelTitle: string;
    thumbnails: { medium?: FeedThumbnail; high?: FeedThumbnail };
    resourceId?: { kind: string; videoId: string };
  };
}

export interface FeedQuery {
  channelId: string | null;
  playlistId: string | null;
  maxResults: number;
}

export const MAX_RESULTS_LIMIT = 50;
const FEED_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type FeedQueryResult = { ok: true; query: FeedQuery } | { ok: false; field: keyof FeedQuery; message: string };

/**
 * The feed a request asks for, defaulted from the site's own feed: a site shows its own
 * channel or playlist only (a request naming another gets a clear refusal, so our API key is
 * not a free YouTube proxy).
 */
export function readFeedQuery(
  params: URLSearchParams,
  siteFeed: { channel_id: string | null; playlist_id: string | null; max_results: number } | null,
): FeedQueryResult {
  const channelId = params.get("channelId");
  const playlistId = params.get("playlistId");
  const max = params.get("maxResults");
  if (channelId !== null && !FEED_ID.test(channelId)) return { ok: false, field: "channelId", message: "channelId must be a YouTube channel id (letters, digits, - and _)" };
  if (playlistId !== null && !FEED_ID.test(playlistId)) return { ok: false, field: "playlistId", message: "playlistId must be a YouTube playlist id (letters, digits, - and _)" };
  let maxResults = siteFeed?.max_results ?? 8;
  if (max !== null) {
    if (!/^\d{1,3}$/.test(max) || Number(max) < 1 || Number(max) > MAX_RESULTS_LIMIT) {
      return { ok: false, field: "maxResults", message: `maxResults must be a whole number from 1 to ${MAX_RESULTS_LIMIT}` };
    }
    maxResults = Number(max);
  }
  if (!siteFeed || (!siteFeed.channel_id && !siteFeed.playlist_id)) return { ok: false, field: "channelId", message: "This site has no video feed" };
  if (channelId !== null && channelId !== siteFeed.channel_id) return { ok: false, field: "channelId", message: "This site has no video feed for that channel" };
  if (playlistId !== null && playlistId !== siteFeed.playlist_id) return { ok: false, field: "playlistId", message: "This site has no video feed for that playlist" };
  // A playlist wins over a channel: a dealer curates one, a channel is everything they posted.
  const usePlaylist = playlistId ?? (channelId === null ? siteFeed.playlist_id : null);
  return { ok: true, query: { channelId: usePlaylist ? null : (channelId ?? siteFeed.channel_id), playlistId: usePlaylist, maxResults } };
}

/** The YouTube id of a feed item, whichever shape it came in; null when it has none. */
export function videoIdOf(item: FeedVideo): string | null {
  const id = item.snippet.resourceId?.videoId ?? (typeof item.id === "object" ? item.id.videoId : null);
  return id && FEED_ID.test(id) ? id : null;
}

export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
