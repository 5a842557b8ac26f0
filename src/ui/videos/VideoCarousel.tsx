/**
 * The dealer's video carousel (search-and-browsing §2: centred, auto-scrolling), rendered on the
 * server with no client code: the strip scrolls by a CSS animation over two copies of the list
 * (the second inert and hidden from assistive technology), pauses while the pointer or focus is
 * on it or when the shopper ticks "Pause", and does not move at all under reduced motion, where
 * it becomes a strip to swipe. Too few videos to fill a row are centred and never move.
 * A feed that fails is logged and the carousel is left out (§8: nothing shown).
 */
import { timeAgoInWords } from "../../domain/reviews";
import { videoIdOf, watchUrl, type FeedVideo } from "../../domain/video-feed";
import { log } from "../../platform/log";
import type { SiteConfig } from "../../site/config";
import { getVideoFeedProvider, type VideoFeedProvider } from "../../videos/provider";
import styles from "./videos.module.css";

/** From this many videos the strip is wider than a desktop row and scrolls. */
export const AUTO_SCROLL_MIN_VIDEOS = 4;
/** Seconds per video for one full loop: slow enough to read a title. */
const SECONDS_PER_VIDEO = 6;

interface ShownVideo {
  videoId: string;
  title: string;
  publishedAt: Date;
  thumbnail: string | null;
}

function shownVideos(items: FeedVideo[]): ShownVideo[] {
  return items.flatMap((item) => {
    const videoId = videoIdOf(item);
    const publishedAt = new Date(item.snippet.publishedAt);
    if (!videoId || Number.isNaN(publishedAt.getTime())) return [];
    const thumb = item.snippet.thumbnails.medium ?? item.snippet.thumbnails.high;
    return [{ videoId, title: item.snippet.title, publishedAt, thumbnail: thumb?.url ?? null }];
  });
}

export async function VideoCarousel({
  site,
  now,
  heading,
  provider = getVideoFeedProvider(),
}: {
  site: { slug: string; name: string; config: Pick<SiteConfig, "video_feed"> };
  now: Date;
  heading?: string;
  provider?: VideoFeedProvider;
}) {
  const feed = site.config.video_feed;
  if (!feed || (!feed.channel_id && !feed.playlist_id)) return null;
  let videos: ShownVideo[];
  try {
    const items = await provider.listVideos({ channelId: feed.playlist_id ? null : feed.channel_id, playlistId: feed.playlist_id, maxResults: feed.max_results }, now);
    videos = shownVideos(items);
  } catch (err) {
    log.warn({ err, site: site.slug, provider: provider.name }, "video feed unavailable; carousel left out");
    return null;
  }
  if (!videos.length) return null;
  const scrolls = videos.length >= AUTO_SCROLL_MIN_VIDEOS;
  const list = (copy: boolean) => (
    <ul className={styles.track} {...(copy ? { "aria-hidden": true, inert: true, "data-copy": "" } : {})}>
      {videos.map((v) => (
        <li key={v.videoId} className={styles.item}>
          <a href={watchUrl(v.videoId)} target="_blank" rel="noopener noreferrer" className={styles.link} data-testid={copy ? undefined : "video-item"}>
            <span className={styles.thumb}>
              {v.thumbnail ? (
                // Feed thumbnails are small, fixed-size and already sized by the feed; next/image would add client code for nothing.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={v.thumbnail} alt="" width={320} height={180} loading="lazy" decoding="async" />
              ) : null}
              <span className={styles.play} aria-hidden="true" />
            </span>
            <span className={styles.title}>{v.title}</span>
            <span className={styles.age}>
              {timeAgoInWords(v.publishedAt, now)} ago <span className="visually-hidden">(opens YouTube in a new tab)</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <section className="section" aria-labelledby="videos-title" data-testid="video-carousel" data-scrolls={scrolls ? "true" : "false"}>
      <div className="container">
        <div className="section-head">
          <div>
            <p className="eyebrow">Watch</p>
            <h2 id="videos-title">{heading ?? `Videos from ${site.name}`}</h2>
          </div>
          {scrolls ? (
            <label className={styles.pause}>
              <input type="checkbox" className={styles.pauseToggle} data-testid="video-pause" /> Pause scrolling
            </label>
          ) : null}
        </div>
      </div>
      <div className={`${styles.viewport} ${scrolls ? styles.scrolling : styles.centred}`}>
        <div className={styles.strip} style={scrolls ? { ["--loop" as string]: `${videos.length * SECONDS_PER_VIDEO}s` } : undefined}>
          {list(false)}
          {scrolls ? list(true) : null}
        </div>
      </div>
    </section>
  );
}
