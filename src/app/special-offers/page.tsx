import type { Metadata } from "next";
import Link from "next/link";
import { sitePageMetadata } from "@/web/page-meta";
import { getSitePage } from "@/web/site-page";
import { listCurrentOffers } from "@/site/offers";
import { timeZoneForState } from "@/domain/opening-hours";
import { PageHeader } from "@/ui/content/PageHeader";
import { OfferCard, offerHref } from "@/ui/content/OfferCard";
import { franchisedMakes } from "@/ui/content/copy";
import { OfferPriceFilter } from "@/ui/content/OfferPriceFilter";
import { firstParam } from "@/leads/form-context";
import type { PageSearchParams } from "@/web/page-params";
import { filterOffersByPrice, isDefaultOfferPriceRange, offerPriceRange } from "@/domain/offer-price";
import styles from "@/ui/content/content.module.css";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({
    title: "Special offers",
    description: `Current offers at ${site.name}: drive-away deals, finance offers and runout sales, updated as they change.`,
    path: "/special-offers",
  }));

export default async function SpecialOffers({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { db, site, chrome, now } = await getSitePage();
  const sp = await searchParams;
  const range = offerPriceRange(firstParam(sp.price_min), firstParam(sp.price_max));
  const all = await listCurrentOffers(db, site, now);
  const offers = filterOffersByPrice(all, range);
  const filtered = !isDefaultOfferPriceRange(range);
  const multiMake = franchisedMakes(site).length !== 1;
  const timeZone = timeZoneForState(chrome.locations[0]?.state);
  return (
    <>
      <PageHeader title="Special offers" lead="Our latest deals on new, demo and used vehicles, finance and servicing. Offers change often, so check back." />
      <div className="container section">
        {all.some((o) => o.price !== null) ? <OfferPriceFilter action="/special-offers" value={range} /> : null}
        {filtered ? (
          <p className="muted" data-testid="offer-price-count">
            {offers.length} of {all.length} offers in this price range.
          </p>
        ) : null}
        {offers.length ? (
          <ul className={styles.offerGrid} data-testid="offer-list">
            {offers.map((o) => (
              <li key={o.id}>
                <OfferCard offer={o} href={offerHref(o, multiMake)} timeZone={timeZone} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <h2>{filtered ? "No offers in this price range" : "No offers running right now"}</h2>
            <p>{filtered ? "Widen the price range to see more offers." : "New offers start every month. In the meantime, our whole range is priced to sell."}</p>
            <Link href={site.config.routes.default_search} className="btn btn-primary" prefetch={false}>
              Browse our stock
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
