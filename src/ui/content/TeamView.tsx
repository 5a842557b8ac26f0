/**
 * A location's team page (/teams/{location slug}): the people a shopper will deal with, each
 * with their role and, where they take calls, a direct line; the other locations' teams a tap away.
 */
import Link from "next/link";
import type { PublicLocation } from "../../site/locations";
import type { SitePageContext } from "../../site/chrome";
import { formatPhone, phoneHref } from "../../domain/phone";
import { teamPath } from "../../site/menu";
import { ContentPage } from "./ContentPage";
import styles from "./team.module.css";
import content from "./content.module.css";

/** "Priya Nguyen" → "PN": the avatar when the site file gives no photo. */
export function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return letters.map((p) => p[0]!.toUpperCase()).join("");
}

export function TeamView({ page, loc }: { page: SitePageContext; loc: PublicLocation }) {
  const { site, chrome, now } = page;
  const teams = chrome.locations.filter((l) => l.team.length > 0);
  return (
    <ContentPage
      site={site}
      chrome={chrome}
      now={now}
      title={`Our team at ${loc.name}`}
      eyebrow={loc.name !== loc.dealershipName ? loc.dealershipName : undefined}
      lead="Real people who know their stock, their town and their customers. Call them directly or drop in."
      crumbs={[{ label: "About us", href: "/about-us" }]}
    >
      {teams.length > 1 ? (
        <nav aria-label="Teams at our other locations">
          <ul className={content.pillLinks}>
            {teams.map((l) => (
              <li key={l.id}>
                <Link href={teamPath(l.slug)} prefetch={false} aria-current={l.id === loc.id ? "page" : undefined}>
                  {l.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ul className={styles.grid} data-testid="team-members">
        {loc.team.map((m) => {
          const tel = phoneHref(m.phone);
          return (
            <li key={`${m.name}-${m.role}`} className={styles.member}>
              {m.photo_url ? (
                // A person's photo is a small square from the site file; next/image is not worth its client code here.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={m.photo_url} alt="" width={72} height={72} className={styles.avatar} loading="lazy" />
              ) : (
                <span className={styles.avatar} aria-hidden="true">
                  {initialsOf(m.name)}
                </span>
              )}
              <div>
                <h2 className={styles.name}>{m.name}</h2>
                <p className={styles.role}>{m.role}</p>
                {m.bio ? <p className={styles.bio}>{m.bio}</p> : null}
                <p className={styles.contact}>
                  {tel ? (
                    <a href={tel} aria-label={`Call ${m.name} on ${formatPhone(m.phone)}`}>
                      {formatPhone(m.phone)}
                    </a>
                  ) : null}
                  {m.email ? (
                    <a href={`mailto:${m.email}`} aria-label={`Email ${m.name}`}>
                      Email {m.name.split(" ")[0]}
                    </a>
                  ) : null}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p>
        <Link href={`/locations/${loc.slug}`} prefetch={false}>
          Opening hours and directions for {loc.name}
        </Link>
      </p>
    </ContentPage>
  );
}
