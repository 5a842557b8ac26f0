/** Shared by /locations/{slug}, /our-location/{slug} and /contact-us/{slug}; all canonicalise to /locations/{slug}. */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { sitePageMetadata, pageOrigin } from "../page-meta";
import { getSitePage } from "../site-page";
import { findPublicLocation } from "../../site/locations";
import { formatAddress } from "../../domain/address";
import { loadLocationReviews } from "../../reviews/location-reviews";
import { getReviewsProvider } from "../../reviews/provider";
import { LocationView } from "../../ui/content/LocationView";

export async function locationMetadata(slug: string): Promise<Metadata> {
  return sitePageMetadata(async ({ db, site }) => {
    const loc = await findPublicLocation(db, site, slug);
    if (!loc) notFound();
    const address = formatAddress(loc);
    return {
      title: `${loc.name}${loc.city && !loc.name.includes(loc.city) ? `, ${loc.city}` : ""}`,
      description: `${loc.name}${address ? `, ${address}` : ""}: opening hours, phone, email and directions.`,
      path: `/locations/${loc.slug}`,
    };
  });
}

export async function LocationPage({ slug }: { slug: string }) {
  const page = await getSitePage();
  const loc = await findPublicLocation(page.db, page.site, slug);
  if (!loc) notFound();
  const provider = getReviewsProvider();
  const [reviews, origin] = await Promise.all([loadLocationReviews(page.db, page.site, loc, page.now, provider), pageOrigin()]);
  return <LocationView page={page} loc={loc} origin={origin} reviews={reviews} reviewsSource={provider.name === "google" ? "Google" : "customer"} />;
}
