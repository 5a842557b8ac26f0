/**
 * The frame of a company or content page: header band, an article column and an aside with the
 * phone and locations, so every page leads somewhere useful.
 */
import Link from "next/link";
import type { ReactNode } from "react";
import type { SiteChrome } from "../../site/chrome";
import type { Site } from "../../site/store";
import { formatPhone, phoneHref } from "../../domain/phone";
import { PhoneIcon } from "../icons";
import { locationToday } from "./LocationCard";
import { PageHeader, type Crumb } from "./PageHeader";
import styles from "./content.module.css";

export interface ContentPageProps {
  site: Site;
  chrome: SiteChrome;
  now: Date;
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  crumbs?: Crumb[];
  /** Replaces the default aside (phone and locations). */
  aside?: ReactNode;
  /** Extra cards above the default aside. */
  asideTop?: ReactNode;
  children: ReactNode;
}

export function ContentPage({ site, chrome, now, title, lead, eyebrow, crumbs, aside, asideTop, children }: ContentPageProps) {
  return (
    <>
      <PageHeader title={title} lead={lead} crumbs={crumbs} eyebrow={eyebrow} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.prose}>{children}</div>
        <aside className={styles.aside} aria-label="Talk to us">
          {asideTop}
          {aside ?? <ContactAside site={site} chrome={chrome} now={now} />}
        </aside>
      </div>
    </>
  );
}

export function ContactAside({ site, chrome, now, heading = "Talk to our team", text }: { site: Site; chrome: SiteChrome; now: Date; heading?: string; text?: string }) {
  const tel = phoneHref(chrome.phone);
  return (
    <>
      <section className={`${styles.card} ${styles.ctaCard}`}>
        <h2>{heading}</h2>
        <p>{text ?? `Real people at ${site.name}, happy to help. Call us, or send a message and we'll get back to you quickly.`}</p>
        <div className={styles.cardActions}>
          {tel ? (
            <a href={tel} className="btn btn-light btn-lg">
              <PhoneIcon size={18} />
              {formatPhone(chrome.phone)}
            </a>
          ) : null}
          <Link href={site.config.routes.contact} className="btn btn-outline" prefetch={false}>
            Send us a message
          </Link>
        </div>
      </section>
      {chrome.locations.length ? (
        <section className={styles.card}>
          <h2>{chrome.locations.length > 1 ? "Our locations" : "Visit us"}</h2>
          <ul className={styles.asideLocations}>
            {chrome.locations.slice(0, 6).map((l) => {
              const { hours } = locationToday(l, now);
              return (
                <li key={l.id}>
                  <Link href={`/locations/${l.slug}`} prefetch={false}>
                    {l.name}
                  </Link>
                  {hours ? <span className={hours.closed ? styles.statusClosed : styles.statusOpen}>{hours.closed ? "Closed today" : `Today ${hours.text}`}</span> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
