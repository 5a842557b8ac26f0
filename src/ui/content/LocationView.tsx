/**
 * One location's page (served at /locations/{slug}, /our-location/{slug} and
 * /contact-us/{slug}): contact card with hours, map link, stock at this location, structured data.
 */
import Link from "next/link";
import type { PublicLocation } from "../../site/locations";
import type { SitePageContext } from "../../site/chrome";
import { formatAddress } from "../../domain/address";
import { PageHeader } from "./PageHeader";
import { LocationCard } from "./LocationCard";
import { JsonLd } from "./JsonLd";
import { autoDealerJsonLd } from "./json-ld";
import { ContactAside } from "./ContentPage";
import type { ReviewList } from "../../domain/reviews";
import { teamPath } from "../../site/menu";
import { ReviewsList } from "../reviews/ReviewsList";
import styles from "./content.module.css";

export function LocationView({
  page,
  loc,
  origin,
  reviews = null,
  reviewsSource = "customer",
}: {
  page: SitePageContext;
  loc: PublicLocation;
  origin: string;
  reviews?: ReviewList | null;
  reviewsSource?: string;
}) {
  const { site, chrome, now } = page;
  const others = chrome.locations.filter((l) => l.id !== loc.id);
  const stockHref = `${site.config.routes.default_search}?${new URLSearchParams({ location_name: loc.name }).toString()}`;
  const address = formatAddress(loc);
  return (
    <>
      <JsonLd data={autoDealerJsonLd(loc, origin)} />
      <PageHeader
        title={loc.name}
        eyebrow={loc.name !== loc.dealershipName ? loc.dealershipName : undefined}
        lead={address || undefined}
        crumbs={[{ label: "Our locations", href: "/our-locations" }]}
      />
      <div className={`container ${styles.layout}`}>
        <div className={styles.prose}>
          <LocationCard loc={loc} now={now} full headingLevel={2} />
          <h2 style={{ marginTop: "2.5rem" }}>Stock at {loc.name}</h2>
          <p>
            See the vehicles available at this location, or search all of our stock across {chrome.locations.length > 1 ? `our ${chrome.locations.length} locations` : "the yard"}.
          </p>
          <p className={styles.cardActions} style={{ display: "flex", flexWrap: "wrap" }}>
            <Link href={stockHref} className="btn btn-primary" prefetch={false}>
              Stock at {loc.name}
            </Link>
            <Link href={site.config.routes.test_drive} className="btn btn-outline" prefetch={false}>
              Book a test drive
            </Link>
            {site.config.pages.teams && loc.team.length ? (
              <Link href={teamPath(loc.slug)} className="btn btn-outline" prefetch={false}>
                Meet the team
              </Link>
            ) : null}
          </p>
          {reviews && reviews.reviews.length ? <ReviewsList list={reviews} placeName={loc.name} source={reviewsSource} /> : null}
          {others.length ? (
            <>
              <h2>Our other locations</h2>
              <ul>
                {others.map((o) => (
                  <li key={o.id}>
                    <Link href={`/locations/${o.slug}`} prefetch={false}>
                      {o.name}
                    </Link>
                    {o.city ? <span className="muted"> · {o.city}</span> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <aside className={styles.aside} aria-label="Talk to us">
          <ContactAside site={site} chrome={{ ...chrome, phone: loc.phone ?? loc.landlinePhone ?? chrome.phone }} now={now} heading={`Call ${loc.name}`} />
        </aside>
      </div>
    </>
  );
}
