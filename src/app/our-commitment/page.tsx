import type { Metadata } from "next";
import Link from "next/link";
import { sitePageMetadata } from "@/web/page-meta";
import { getSitePage } from "@/web/site-page";
import { ContentPage } from "@/ui/content/ContentPage";
import { CarIcon, CoinIcon, ShieldIcon, TagIcon, WrenchIcon } from "@/ui/icons";
import styles from "@/ui/content/content.module.css";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({
    title: "Our commitment",
    description: `The ${site.name} commitment to every customer: transparent pricing, a refundable deposit and care long after you drive away.`,
    path: "/our-commitment",
  }));

const money = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

export default async function OurCommitment() {
  const { site, chrome, now } = await getSitePage();
  const c = site.config;
  return (
    <ContentPage site={site} chrome={chrome} now={now} title="Our commitment to you" lead={`What you can count on every time you deal with ${site.name}.`}>
      <ul className={styles.featureGrid}>
        <li className={styles.feature}>
          <span className={styles.featureIcon}>
            <TagIcon />
          </span>
          <h2>Honest pricing</h2>
          <p>The price you see online is the price you pay, with on-road costs shown up front.</p>
        </li>
        {c.reserve_button ? (
          <li className={styles.feature}>
            <span className={styles.featureIcon}>
              <CarIcon />
            </span>
            <h2>Reserve online</h2>
            <p>
              Hold a {chrome.nouns.one} for {c.deposit_hold_hours} hours with a {money.format(c.deposit_amount)} deposit{c.deposit_refundable ? ", 100% refundable" : ""}.
            </p>
          </li>
        ) : (
          // Without online reservations the fourth point is the trade-in, so the grid stays two by two.
          <li className={styles.feature}>
            <span className={styles.featureIcon}>
              <CoinIcon />
            </span>
            <h2>A fair trade-in</h2>
            <p>An honest appraisal of what you drive now, and an offer in writing you can take away.</p>
          </li>
        )}
        <li className={styles.feature}>
          <span className={styles.featureIcon}>
            <ShieldIcon />
          </span>
          <h2>Peace of mind</h2>
          <p>
            Every vehicle is inspected before sale
            {c.used_roadside_assistance_months ? <>, and used vehicles include {c.used_roadside_assistance_months} months&rsquo; roadside assistance</> : null}.
          </p>
        </li>
        <li className={styles.feature}>
          <span className={styles.featureIcon}>
            <WrenchIcon />
          </span>
          <h2>Care after the sale</h2>
          <p>Servicing, parts and warranty support from the same team that sold it to you.</p>
        </li>
      </ul>
      <h2>Our promise</h2>
      <p>
        Buying a {chrome.nouns.one} is a big decision. We will give you the information you need to make it with confidence: the vehicle&rsquo;s history, what is covered and what is not, and the full cost of
        finance. If anything is not right, talk to us. We would rather fix it than lose your trust.
      </p>
      <p>
        <Link href={site.config.routes.default_search} prefetch={false}>
          Browse our stock
        </Link>{" "}
        or{" "}
        <Link href="/warranty" prefetch={false}>
          read about warranty
        </Link>
        .
      </p>
    </ContentPage>
  );
}
