import type { Metadata } from "next";
import Link from "next/link";
import { sitePageMetadata } from "@/web/page-meta";
import { requireOptionalPage } from "@/web/optional-page";
import { getSitePage } from "@/web/site-page";
import { ContentPage } from "@/ui/content/ContentPage";
import { CarIcon, ShieldIcon, TagIcon, WrenchIcon } from "@/ui/icons";
import styles from "@/ui/content/content.module.css";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => {
    requireOptionalPage(site.config, "diamond_advantage");
    return {
      title: "Diamond Advantage",
      description: `Diamond Advantage: the owner benefits every ${site.name} customer gets, from capped-price servicing to loyalty pricing on your next car.`,
      path: "/diamond-advantage",
    };
  });

/**
 * /diamond-advantage: the dealer's owner-benefits programme (the search spec's owner-community
 * commitment page). Offered when the site config switches it on; the Ownership menu links it then.
 */
export default async function DiamondAdvantage() {
  const { site, chrome, now } = await getSitePage();
  requireOptionalPage(site.config, "diamond_advantage");
  const c = site.config;
  return (
    <ContentPage
      site={site}
      chrome={chrome}
      now={now}
      title="Diamond Advantage"
      eyebrow="Owner benefits"
      lead={`Buy from ${site.name} and you join Diamond Advantage: benefits that keep paying off for as long as you own the car.`}
    >
      <ul className={styles.featureGrid} data-testid="advantage-benefits">
        <li className={styles.feature}>
          <span className={styles.featureIcon}>
            <WrenchIcon />
          </span>
          <h2>Capped-price servicing</h2>
          <p>
            Know the cost of every scheduled service before you book. <Link href="/capped-price-servicing" prefetch={false}>See the prices</Link>.
          </p>
        </li>
        <li className={styles.feature}>
          <span className={styles.featureIcon}>
            <ShieldIcon />
          </span>
          <h2>Roadside assistance</h2>
          <p>
            12 months&rsquo; cover, renewed free with every on-time service with us. <Link href="/roadside-assistance" prefetch={false}>What&rsquo;s covered</Link>.
          </p>
        </li>
        <li className={styles.feature}>
          <span className={styles.featureIcon}>
            <CarIcon />
          </span>
          <h2>Free loan car</h2>
          <p>A loan car or a drop-off to work on service day, booked when you book the service.</p>
        </li>
        <li className={styles.feature}>
          <span className={styles.featureIcon}>
            <TagIcon />
          </span>
          <h2>Loyalty pricing</h2>
          <p>A guaranteed trade-in appraisal and loyalty pricing when you are ready for your next car from us.</p>
        </li>
      </ul>
      <h2>How to join</h2>
      <p>
        There is nothing to sign up for: every car bought from {site.name} is enrolled at delivery, and the benefits pass to the next owner if you sell privately. Already an owner?{" "}
        <Link href={c.routes.service} prefetch={false}>Book your next service</Link> and mention Diamond Advantage.
      </p>
      <p className={styles.disclaimer}>Benefits apply to vehicles bought from and serviced at {site.name}. Loan cars are subject to availability and a valid driver&rsquo;s licence.</p>
    </ContentPage>
  );
}
