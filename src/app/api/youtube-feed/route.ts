import { readFeedQuery } from "@/domain/video-feed";
import { log } from "@/platform/log";
import { getVideoFeedProvider } from "@/videos/provider";
import { getRequestSite } from "@/web/site-context";
import { badRequest, errorResponse, json, noSite } from "@/web/http";
import { AppError } from "@/platform/errors";

export const dynamic = "force-dynamic";

/**
 * `GET /api/youtube-feed?channelId=&playlistId=&maxResults=` (search-and-browsing §7) →
 * `{ items: [...] }` in YouTube's shape, for the site's own channel or playlist (site config
 * `video_feed`). Another site's or an unknown feed is a 404 naming the field; the service failing
 * is a 503 with an empty list, logged (the carousel then shows nothing).
 */
export async function GET(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  const read = readFeedQuery(new URL(request.url).searchParams, ctx.site.config.video_feed);
  if (!read.ok) {
    const errors = [{ field: read.field, message: read.message }];
    return read.field === "maxResults" || read.message.includes("must be") ? badRequest(errors) : errorResponse(new AppError("not_found", read.message, errors, { body: { items: [] } }));
  }
  const provider = getVideoFeedProvider();
  try {
    const items = await provider.listVideos(read.query, new Date());
    return json({ items }, 200, { "cache-control": "public, max-age=300, stale-while-revalidate=3600" });
  } catch (err) {
    log.warn({ err, site: ctx.site.slug, provider: provider.name }, "video feed unavailable");
    return errorResponse(new AppError("unavailable", "The video feed is unavailable just now.", [], { body: { items: [] }, headers: { "retry-after": "60" } }));
  }
}
