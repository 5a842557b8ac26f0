/**
 * A stock result card (search-and-browsing §2 "Car card"): photo with the tag badge and the
 * location, name, key specs, price (domain/price.ts), the finance estimate where its rules allow
 * it (with the comparison rate), the site's buttons, Favourite/Compare/Save where §5 allows them and
 * the call-the-dealer number.
 *
 * No "use client" and no server-only imports: the results page renders it on the server and
 * again in the browser after a filter change, and other server pages (similar cars) can use it
 * as they are. Props stay simple: a search hit and the site.
 */
import type { SearchHit } from "../../search/engine";
import type { SiteConfig } from "../../site/config";
import { priceDisplay } from "../../domain/price";
import { financeEstimate } from "../../domain/finance-estimate";
import { certifiedLogo } from "../../domain/card-tag";
import { formatCount } from "../../domain/stock-count";
import { cardActions, cardImage } from "../../search/card-view";
import { PinIcon } from "../icons";
import { KeepHyphenatedWords } from "../hyphenated-words";
import { CallDealer } from "./CardControls";
import { CardPhoto } from "./CardPhoto";
import { CardFavouriteToggle } from "./CardFavouriteToggle";
import { CardCompareToggle } from "../compare/CardCompareToggle";
import { CardLeadLink, type LeadRequest } from "./lead-modal";
import { FIND_SIMILAR_HEADING } from "../forms/headings";
import { SaveToggle } from "../watchlist/Watchlist";
import { FINANCE_DISCLAIMER_ID } from "./finance-disclaimer";
import styles from "./search.module.css";

/** What a card needs of the site (a Site satisfies it). */
export interface CardSite {
  id: number;
  config: SiteConfig;
  dealerships: Array<{ id: number; config: Record<string, unknown>; manufacturerName?: string | null; manufacturerLogoUrl?: string | null }>;
}

export interface CarCardProps {
  hit: SearchHit;
  site: CardSite;
  /** Above the fold: load the photo at once (the first row of results). */
  priority?: boolean;
  headingLevel?: 2 | 3;
}

function leadCar(hit: SearchHit) {
  return {
    id: hit.id,
    slug: hit.slug,
    name: hit.name,
    make: hit.make,
    model: hit.model,
    year: hit.year,
    car_type: hit.car_type,
    item_type: hit.item_type,
    status: hit.status,
    stocknum: hit.stocknum,
    dealership_slug: hit.dealership_slug,
    location_id: hit.location_id,
    tag: hit.tag,
  };
}

export function CarCard({ hit, site, priority = false, headingLevel = 3 }: CarCardProps) {
  const config = site.config;
  const actions = cardActions(hit, config);
  const price = priceDisplay(hit, config);
  const dealership = site.dealerships.find((d) => d.id === hit.dealership_id);
  const finance = financeEstimate(
    { make: hit.make, year: hit.year, price: hit.price, available: hit.card.available, finance_lenders: hit.finance_lenders },
    { config, dealershipOptedOut: dealership?.config.finance_estimate_enabled === false, currentYear: new Date().getFullYear() },
  );
  const image = cardImage(hit.primary_image_url);
  const tag = hit.card.tag;
  const logo = tag?.kind === "certified" ? certifiedLogo(hit, site.dealerships) : null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const car = leadCar(hit);
  const enquire: LeadRequest = { form: "enquiry", car };
  const similar: LeadRequest = { form: "enquiry", car, heading: FIND_SIMILAR_HEADING, defaults: { message: `Please find me something similar to the ${hit.name}.` } };
  const specs = [
    hit.km !== null ? `${formatCount(hit.km)} km` : null,
    hit.simple_transmission,
    hit.simple_body,
    hit.simple_fuel,
  ].filter((s): s is string => !!s);
  const subtitle = [hit.badge, hit.series].filter(Boolean).join(" · ");

  return (
    <article className={styles.card} data-testid="car-card" data-slug={hit.slug} data-available={hit.card.available}>
      <div className={styles.media}>
        <a href={actions.detailsHref} tabIndex={-1} aria-hidden="true" className={styles.mediaLink}>
          {image ? (
            <CardPhoto image={image} priority={priority} />
          ) : (
            <span className={styles.noPhoto}>Photo coming soon</span>
          )}
        </a>
        {tag && logo ? (
          <span className={`${styles.tag} ${styles.tagLogo}`} data-testid="car-tag" data-kind={tag.kind}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a small logo at its own size, no resizing */}
            <img src={logo.url} alt={logo.make} width={112} height={28} loading="lazy" decoding="async" />
            <span>{tag.text}</span>
          </span>
        ) : tag ? (
          <span className={styles.tag} data-testid="car-tag" data-kind={tag.kind} data-colour={tag.colour}>
            {tag.text}
          </span>
        ) : null}
        {actions.favourite ? (
          <div className={styles.mediaToggles}>
            <CardFavouriteToggle car={{ id: hit.id, name: hit.name, slug: hit.slug, make: hit.make, model: hit.model, primary_image_url: hit.primary_image_url }} price={price.amount} />
          </div>
        ) : null}
        {hit.location_name ? (
          <span className={styles.location}>
            <PinIcon size={14} />
            <span className={styles.locationName}>{hit.location_name}</span>
          </span>
        ) : null}
      </div>

      <div className={styles.cardBody}>
        <p className={styles.carType}>{hit.car_type === "new" ? "New" : hit.car_type === "demo" ? "Demo" : "Used"}{hit.stocknum ? <span> · Stock #{hit.stocknum}</span> : null}</p>
        <Heading className={styles.cardTitle}>
          <a href={actions.detailsHref}>
            <KeepHyphenatedWords text={hit.name} />
          </a>
        </Heading>
        {subtitle ? <p className={styles.cardSub}>{subtitle}</p> : null}
        {specs.length ? (
          <ul className={styles.specs} aria-label="Key specs">
            {specs.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : null}

        <div className={styles.priceBlock}>
          {price.kind === "reduced" ? (
            <s className={styles.was}>
              <span className="visually-hidden">Was </span>
              {price.wasLabel}
            </s>
          ) : null}
          <p className={price.amount === null ? styles.noPrice : styles.price} data-testid="car-price">
            {price.label}
            {price.kind === "subscription" ? <span className={styles.priceType}> subscription</span> : null}
            {price.priceType ? <span className={styles.priceType}> {price.priceType}</span> : null}
          </p>
          {finance.visible ? (
            <p className={styles.finance} data-testid="car-finance">
              <span className={styles.financeFigure}>
                {finance.estimate.repaymentLabel}
                <span className={styles.financeSuffix}>/{finance.estimate.suffix}</span>
              </span>{" "}
              <span className={styles.financeRates}>
                {finance.estimate.interestRateLabel} · comparison rate {finance.estimate.comparisonRateLabel}{" "}
                <a href={`#${FINANCE_DISCLAIMER_ID}`} title={finance.estimate.disclaimer}>
                  <span aria-hidden="true">*</span>
                  <span className="visually-hidden">Finance disclaimer</span>
                </a>
              </span>
            </p>
          ) : (
            <p className={styles.financePlaceholder} aria-hidden="true" />
          )}
        </div>

        <div className={styles.actions}>
          {actions.enquireLabel ? (
            <CardLeadLink request={enquire} label={actions.enquireLabel} className="btn btn-primary" testId="card-enquire" />
          ) : (
            <CardLeadLink request={similar} label="Find Me Something Similar" className="btn btn-primary" testId="card-find-similar" />
          )}
          <a href={actions.detailsHref} className="btn btn-outline">
            View Details
          </a>
        </div>
        {actions.financeHref || actions.testDrive || actions.requestPhotos || actions.purchase || actions.compare || actions.save ? (
          <div className={styles.links}>
            {actions.purchase ? (
              <a href={actions.purchase.href} rel="nofollow">
                {actions.purchase.label}
              </a>
            ) : null}
            {actions.financeHref ? (
              <a href={actions.financeHref} rel="nofollow">
                Get Finance
              </a>
            ) : null}
            {actions.testDrive ? <CardLeadLink request={{ form: "test_drive", car }} label="Book a Test Drive" testId="card-test-drive" /> : null}
            {actions.requestPhotos ? <CardLeadLink request={{ form: "request_photos", car }} label="Request photos" /> : null}
            {actions.compare ? <CardCompareToggle car={{ id: hit.id, name: hit.name, slug: hit.slug, primary_image_url: hit.primary_image_url, item_type: hit.item_type }} /> : null}
            {/* Shown by the watchlist rules (a saved car keeps it, a sold unsaved one has none). */}
            <SaveToggle carId={hit.id} carName={hit.name} canSave={hit.card.can_save} enabled={actions.save} />
          </div>
        ) : null}
        <div className={styles.callRow}>
          <CallDealer phone={hit.location_phone} reveal={config.phone_reveal} carId={hit.id} dealershipId={hit.dealership_id} siteId={site.id} carName={hit.name} />
        </div>
      </div>
    </article>
  );
}
