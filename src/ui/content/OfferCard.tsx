import Link from "next/link";
import type { Offer } from "../../site/offers";
import { ExpandableOfferText } from "./ExpandableText";
import { TagIcon } from "../icons";
import styles from "./content.module.css";
import { dateTimeFormat } from "../../domain/date-format";

const endFormat = (timeZone: string) => dateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone });

/** The URL of an offer's page: /offers/{id}, or /offers/{manufacturer}/{id} on a multi-make site. */
export function offerHref(offer: Pick<Offer, "id" | "manufacturerName">, multiMake: boolean): string {
  if (multiMake && offer.manufacturerName) return `/offers/${offer.manufacturerName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}/${offer.id}`;
  return `/offers/${offer.id}`;
}

export function offerEnds(offer: Pick<Offer, "expiresAt">, timeZone: string): string | null {
  return offer.expiresAt ? `Ends ${endFormat(timeZone).format(offer.expiresAt)}` : null;
}

export function OfferCard({ offer, href, timeZone, headingLevel = 3 }: { offer: Offer; href: string; timeZone: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const ends = offerEnds(offer, timeZone);
  return (
    <article className={styles.offerCard}>
      <div className={styles.offerMedia}>
        {offer.imageOrModelImage ? (
          // Offer artwork comes from the dealer in any size; the box fixes its shape so nothing shifts.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={offer.imageOrModelImage} alt="" width={640} height={360} loading="lazy" decoding="async" />
        ) : (
          <div className={styles.offerArt} aria-hidden="true">
            <TagIcon size={40} />
            <span>{offer.manufacturerName ?? offer.category ?? "Special offer"}</span>
          </div>
        )}
      </div>
      <div className={styles.offerBody}>
        <p className={styles.offerMeta}>
          {offer.category ? <span className={styles.offerCategory}>{offer.category}</span> : null}
          {ends ? <span>{ends}</span> : null}
        </p>
        <Heading className={styles.offerTitle}>
          <Link href={href} prefetch={false} className={styles.stretchedLink}>
            {offer.name}
          </Link>
        </Heading>
        {offer.sanitizedDescription ? <ExpandableOfferText text={offer.sanitizedDescription} kind="description" className={styles.offerText} /> : null}
        <span className={styles.offerMore} aria-hidden="true">
          View offer →
        </span>
      </div>
    </article>
  );
}
