/** An offer's own page, at /offers/{id} or /offers/{manufacturer}/{id}: the full text and a way to act on it. */
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { sitePageMetadata } from "../page-meta";
import { getSitePage } from "../site-page";
import { getCurrentOffer } from "../../site/offers";
import { timeZoneForState } from "../../domain/opening-hours";
import { truncateOfferText } from "../../domain/offer-text";
import { ContentPage } from "../../ui/content/ContentPage";
import { offerEnds, offerHref } from "../../ui/content/OfferCard";
import { ExpandableOfferText } from "../../ui/content/ExpandableText";
import { franchisedMakes } from "../../ui/content/copy";
import { TagIcon } from "../../ui/icons";
import styles from "../../ui/content/content.module.css";

/** "123" → 123; anything else (including "12abc", "0", "-1") → null. */
export function parseOfferId(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}

export async function offerMetadata(rawId: string): Promise<Metadata> {
  return sitePageMetadata(async ({ db, site }) => {
    const id = parseOfferId(rawId);
    const offer = id ? await getCurrentOffer(db, site, id, new Date()) : null;
    if (!offer) notFound();
    return {
      title: offer.name,
      description: truncateOfferText(offer.sanitizedDescription || `${offer.name} at ${site.name}.`, "description").text,
      path: offerHref(offer, franchisedMakes(site).length !== 1),
    };
  });
}

export async function OfferPage({ rawId }: { rawId: string }) {
  const { db, site, chrome, now } = await getSitePage();
  const id = parseOfferId(rawId);
  const offer = id ? await getCurrentOffer(db, site, id, now) : null;
  if (!offer) notFound();
  const ends = offerEnds(offer, timeZoneForState(chrome.locations[0]?.state));
  const enquire = `${site.config.routes.contact}?${new URLSearchParams({ category: "General Enquiry", offer: offer.name }).toString()}`;
  return (
    <ContentPage
      site={site}
      chrome={chrome}
      now={now}
      title={offer.name}
      eyebrow={[offer.category, ends].filter(Boolean).join(" · ") || undefined}
      crumbs={[{ label: "Special offers", href: site.config.routes.special_offers }]}
      asideTop={
        <section className={styles.card}>
          <h2>Interested in this offer?</h2>
          <p>Ask us about availability and pricing{ends ? ` before it ${ends.replace(/^Ends/, "ends")}` : ""}.</p>
          <div className={styles.cardActions}>
            <Link href={enquire} className="btn btn-primary btn-lg" prefetch={false}>
              Enquire about this offer
            </Link>
          </div>
        </section>
      }
    >
      {offer.imageOrModelImage ? (
        <div className={styles.offerHero}>
          {/* Dealer artwork of any size in a fixed 16:9 box: no layout shift, nothing to optimise. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={offer.imageOrModelImage} alt={offer.name} width={1280} height={720} />
        </div>
      ) : (
        <div className={`${styles.offerHero} ${styles.offerArt}`} aria-hidden="true">
          <TagIcon size={48} />
          <span>{offer.manufacturerName ?? offer.category ?? site.name}</span>
        </div>
      )}
      {offer.sanitizedDescription ? <ExpandableOfferText text={offer.sanitizedDescription} kind="description" /> : <p>Ask our team for the details of this offer.</p>}
      {offer.modelName ? (
        <p>
          <Link href={`${site.config.routes.default_search}?${new URLSearchParams({ ...(offer.manufacturerName ? { make: offer.manufacturerName } : {}), model: offer.modelName }).toString()}`} prefetch={false}>
            See {offer.manufacturerName ? `${offer.manufacturerName} ` : ""}
            {offer.modelName} in stock
          </Link>
        </p>
      ) : null}
      {offer.disclaimer ? <ExpandableOfferText text={offer.disclaimer} kind="disclaimer" className={styles.disclaimer} /> : null}
    </ContentPage>
  );
}
