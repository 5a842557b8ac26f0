/**
 * Location reviews as the pages show them (search-and-browsing §3 "Review"): each review with its
 * dates in words ("3 days ago"), the list with its count and average rating as a string. The
 * provider speaks the Google Places shape (src/reviews/provider.ts); this turns it into ours.
 */
import { countOf } from "./count-of";

/** One review in the Google Places Details shape, plus the owner's reply (Google Business Profile). */
export interface PlaceReview {
  author_name: string;
  profile_photo_url: string | null;
  rating: number;
  text: string;
  /** Seconds since the epoch. */
  time: number;
  reply: { text: string; time: number } | null;
}

export interface PlaceReviews {
  /** The place's average rating, or null when it has none. */
  rating: number | null;
  user_ratings_total: number;
  reviews: PlaceReview[];
}

export interface Review {
  id: string;
  image: string | null;
  customer_name: string;
  text: string;
  rating: number;
  created_at_time_ago_in_words: string;
  review_date: string;
  review_date_in_words: string;
  reply_text: string | null;
  reply_date: string | null;
  reply_date_in_words: string | null;
}

export interface ReviewList {
  count: number;
  /** "4.4" (one decimal), or null when the place has no rating. */
  average_rating: string | null;
  reviews: Review[];
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;


/**
 * The distance between two times in words, the way review sites print it ("2 days",
 * "about 1 month", "over 1 year"): Rails' time_ago_in_words, which the spec's field names follow.
 */
export function timeAgoInWords(from: Date, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - from.getTime()) / 1000));
  const minutes = Math.round(seconds / MINUTE);
  if (minutes < 1) return "less than a minute";
  if (minutes < 45) return countOf(minutes, "minute");
  if (minutes < 90) return "about 1 hour";
  if (seconds < DAY - 30) return `about ${countOf(Math.round(minutes / 60), "hour")}`;
  if (seconds < 42 * HOUR) return "1 day";
  const days = Math.round(seconds / DAY);
  if (days < 30) return countOf(days, "day");
  if (days < 45) return "about 1 month";
  if (days < 60) return "about 2 months";
  if (days < 365) return countOf(Math.round(days / 30), "month");
  const years = Math.floor(days / 365);
  const leftover = days % 365;
  if (leftover < 91) return `about ${countOf(years, "year")}`;
  if (leftover < 274) return `over ${countOf(years, "year")}`;
  return `almost ${countOf(years + 1, "year")}`;
}

const DATE_IN_WORDS = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "Australia/Sydney" });

/** Places' reviews in our shape, newest first, at most `limit`; the average to one decimal. */
export function toReviewList(place: PlaceReviews, now: Date, limit: number): ReviewList {
  const reviews = [...place.reviews]
    .sort((a, b) => b.time - a.time)
    .slice(0, Math.max(0, limit))
    .map((r, i): Review => {
      const at = new Date(r.time * 1000);
      const replyAt = r.reply ? new Date(r.reply.time * 1000) : null;
      return {
        id: `${r.time}-${i}`,
        image: r.profile_photo_url,
        customer_name: r.author_name,
        text: r.text,
        rating: Math.min(5, Math.max(1, Math.round(r.rating))),
        created_at_time_ago_in_words: timeAgoInWords(at, now),
        review_date: at.toISOString(),
        review_date_in_words: DATE_IN_WORDS.format(at),
        reply_text: r.reply?.text ?? null,
        reply_date: replyAt?.toISOString() ?? null,
        reply_date_in_words: replyAt ? DATE_IN_WORDS.format(replyAt) : null,
      };
    });
  return {
    count: Math.max(0, Math.round(place.user_ratings_total)),
    average_rating: place.rating === null ? null : (Math.round(place.rating * 10) / 10).toFixed(1),
    reviews,
  };
}
