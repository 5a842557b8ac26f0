/**
 * A location's reviews for its page, under the badge rules (src/domain/stars.ts): shown only when
 * the average exceeds the site's minimum and the site has not hidden reviews, at most
 * `reviews_quantity` of them. A provider failure is logged and the page shows no reviews.
 */
import "server-only";
import type { Database } from "../db/client";
import { toReviewList, type ReviewList } from "../domain/reviews";
import { reviewsVisible } from "../domain/stars";
import { log } from "../platform/log";
import type { SiteConfig } from "../site/config";
import type { Site } from "../site/store";
import { getReviewsProvider, type ReviewedLocation, type ReviewsProvider } from "./provider";

export async function loadLocationReviews(
  db: Database,
  site: Pick<Site, "id" | "slug"> & { config: Pick<SiteConfig, "review_minimum_rating" | "reviews_hidden" | "reviews_quantity"> },
  location: ReviewedLocation,
  now: Date,
  provider: ReviewsProvider = getReviewsProvider(),
): Promise<ReviewList | null> {
  if (site.config.reviews_hidden || site.config.reviews_quantity === 0) return null;
  try {
    const place = await provider.placeReviews(db, site, location, site.config.reviews_quantity);
    if (!place || !reviewsVisible(place.rating, site.config)) return null;
    return toReviewList(place, now, site.config.reviews_quantity);
  } catch (err) {
    log.warn({ err, site: site.slug, location: location.id, provider: provider.name }, "location reviews unavailable");
    return null;
  }
}
