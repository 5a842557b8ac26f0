/**
 * Where a location's reviews come from, behind one small interface (like the geocoder and the
 * finance quotes):
 *
 * - `LocalReviews` (default, offline): the reviews the site's content holds (the `reviews` table,
 *   filled by the demo seed or an import), hidden ones left out.
 * - `GoogleReviews` (`REVIEWS_PROVIDER=google`, `GOOGLE_PLACES_KEY`): Places API Place Details
 *   for the location's `place_id` (rating, user_ratings_total, reviews). Google returns at most
 *   five reviews and no owner replies; its answers are kept for an hour per place, as Google's
 *   terms allow for display.
 *
 * Both answer in the Places shape (src/domain/reviews.ts `PlaceReviews`); a failure is logged by
 * the caller and the page shows no reviews (never an error).
 */
import "server-only";
import { and, avg, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { reviews } from "../db/schema";
import type { PlaceReviews } from "../domain/reviews";
import { getEnv } from "../platform/config";
import type { Site } from "../site/store";
import { ServiceError } from "../platform/errors";

export interface ReviewedLocation {
  id: number;
  placeId: string | null;
}

export interface ReviewsProvider {
  readonly name: string;
  /** The location's rating and newest reviews, or null when the provider knows no such place. Throws when the service fails. */
  placeReviews(db: Database, site: Pick<Site, "id">, location: ReviewedLocation, limit: number): Promise<PlaceReviews | null>;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export class LocalReviews implements ReviewsProvider {
  readonly name = "local";
  async placeReviews(db: Database, site: Pick<Site, "id">, location: ReviewedLocation, limit: number): Promise<PlaceReviews | null> {
    const shown = and(eq(reviews.siteId, site.id), eq(reviews.locationId, location.id), eq(reviews.hidden, false));
    const [totals, rows] = await Promise.all([
      db.orm.select({ n: count(), average: avg(reviews.rating) }).from(reviews).where(shown),
      db.orm.select().from(reviews).where(shown).orderBy(desc(reviews.reviewDate), desc(reviews.id)).limit(Math.max(0, limit)),
    ]);
    const n = totals[0]?.n ?? 0;
    return {
      rating: n > 0 && totals[0]?.average != null ? Number(totals[0].average) : null,
      user_ratings_total: n,
      reviews: rows.map((r) => ({
        author_name: r.customerName,
        profile_photo_url: r.image,
        rating: r.rating,
        text: r.text,
        time: seconds(r.reviewDate),
        reply: r.replyText && r.replyDate ? { text: r.replyText, time: seconds(r.replyDate) } : null,
      })),
    };
  }
}

const PlaceDetails = z.object({
  status: z.string(),
  result: z
    .object({
      rating: z.number().optional(),
      user_ratings_total: z.number().optional(),
      reviews: z
        .array(
          z.object({
            author_name: z.string(),
            profile_photo_url: z.string().optional(),
            rating: z.number(),
            text: z.string().default(""),
            time: z.number(),
          }),
        )
        .default([]),
    })
    .optional(),
});

const HOUR_MS = 3_600_000;

export class GoogleReviews implements ReviewsProvider {
  readonly name = "google";
  private readonly cache = new Map<string, { at: number; value: PlaceReviews | null }>();
  constructor(private readonly options: { key: string; timeoutMs?: number; fetch?: typeof fetch; baseUrl?: string; now?: () => number }) {}

  async placeReviews(_db: Database, _site: Pick<Site, "id">, location: ReviewedLocation, limit: number): Promise<PlaceReviews | null> {
    if (!location.placeId) return null;
    const now = (this.options.now ?? Date.now)();
    const hit = this.cache.get(location.placeId);
    const value = hit && now - hit.at < HOUR_MS ? hit.value : await this.fetchPlace(location.placeId);
    if (!hit || hit.value !== value) this.cache.set(location.placeId, { at: now, value });
    return value && { ...value, reviews: value.reviews.slice(0, Math.max(0, limit)) };
  }

  private async fetchPlace(placeId: string): Promise<PlaceReviews | null> {
    const url = new URL(this.options.baseUrl ?? "https://maps.googleapis.com/maps/api/place/details/json");
    url.searchParams.set("place_id", placeId);
    url.searchParams.set("fields", "rating,user_ratings_total,reviews");
    url.searchParams.set("reviews_sort", "newest");
    url.searchParams.set("key", this.options.key);
    let body: unknown;
    try {
      const res = await (this.options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 4000) });
      if (!res.ok) throw new ServiceError(`Places answered ${res.status}`);
      body = await res.json();
    } catch (err) {
      throw err instanceof ServiceError ? err : new ServiceError("Places unreachable", err);
    }
    const parsed = PlaceDetails.safeParse(body);
    if (!parsed.success) throw new ServiceError("Places answer not understood");
    if (parsed.data.status === "NOT_FOUND" || parsed.data.status === "ZERO_RESULTS") return null;
    if (parsed.data.status !== "OK" || !parsed.data.result) throw new ServiceError(`Places status ${parsed.data.status}`);
    const r = parsed.data.result;
    return {
      rating: r.rating ?? null,
      user_ratings_total: r.user_ratings_total ?? 0,
      reviews: r.reviews.map((v) => ({ author_name: v.author_name, profile_photo_url: v.profile_photo_url ?? null, rating: v.rating, text: v.text, time: v.time, reply: null })),
    };
  }
}

let configured: ReviewsProvider | undefined;

/** The provider the environment selects (REVIEWS_PROVIDER), made once per process. */
export function getReviewsProvider(): ReviewsProvider {
  if (configured) return configured;
  const env = getEnv();
  configured = env.REVIEWS_PROVIDER === "google" ? new GoogleReviews({ key: env.GOOGLE_PLACES_KEY! }) : new LocalReviews();
  return configured;
}
