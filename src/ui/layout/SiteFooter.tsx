/**
 * The footer repeats the header menus (so every link also works without JavaScript), adds the
 * New, Demo and Used car searches, and lists each location with its address, phone and dealer
 * licence number.
 */
import type { SiteChrome } from "../../site/chrome";
import { STOCK_TYPE_LINKS } from "../../site/menu";
import type { Site } from "../../site/store";
import { formatPhone, phoneHref } from "../../domain/phone";
import { formatAddress } from "../../domain/address";
import styles from "./footer.module.css";

const FOOTER_MODELS = 8;

export function SiteFooter({ site, chrome, now }: { site: Site; chrome: SiteChrome; now: Date }) {
  const columns: { id: string; title: string; links: { label: string; href: string }[] }[] = [];
  for (const s of chrome.menu) {
    if ("models" in s) {
      columns.push({
        id: s.id,
        title: s.label,
        links: [...s.models.slice(0, FOOTER_MODELS).map((m) => ({ label: `${m.make} ${m.name}`, href: m.href })), s.models.length ? { label: "All models", href: s.rangeHref } : { label: "All stock", href: s.allHref }],
      });
    } else if ("links" in s) {
      columns.push({ id: s.id, title: s.label, links: s.links });
    }
  }
  // "New caravans" on a caravan dealer's site, "New vehicles" for a mix (the site's stock nouns).
  const searches = STOCK_TYPE_LINKS.map((l) => ({ label: `${l.label} ${chrome.nouns.many}`, href: l.href }));
  const licensed = chrome.locations.filter((l) => l.dealerLicenseNumber);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.columns}>
          <section aria-labelledby="footer-search" className={styles.column}>
            <h2 id="footer-search" className={styles.heading}>
              Search {chrome.nouns.many}
            </h2>
            <ul>
              {searches.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>
                    {l.label}
                  </a>
                </li>
              ))}
              <li>
                {/* A plain link, as all of the site chrome's (see SiteHeader). */}
                <a href="/">Home</a>
              </li>
            </ul>
          </section>
          {columns.map((c) => (
            <section key={c.id} aria-labelledby={`footer-${c.id}`} className={styles.column}>
              <h2 id={`footer-${c.id}`} className={styles.heading}>
                {c.title}
              </h2>
              <ul>
                {c.links.map((l) => (
                  <li key={`${l.label}-${l.href}`}>
                    <a href={l.href}>
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>

        {chrome.locations.length ? (
          <section aria-labelledby="footer-locations" className={styles.locations}>
            <h2 id="footer-locations" className={styles.heading}>
              Visit us
            </h2>
            <ul className={styles.locationList}>
              {chrome.locations.map((l) => {
                const tel = phoneHref(l.phone ?? l.landlinePhone);
                return (
                  <li key={l.id} className={styles.location}>
                    <a href={`/locations/${l.slug}`} className={styles.locationName}>
                      {l.name}
                    </a>
                    {l.name !== l.dealershipName ? <span className={styles.muted}>{l.dealershipName}</span> : null}
                    <address className={styles.address}>{formatAddress(l)}</address>
                    {tel ? (
                      <a href={tel} className={styles.phone}>
                        {formatPhone(l.phone ?? l.landlinePhone)}
                      </a>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}

        <div className={styles.legal}>
          <p>
            © {now.getFullYear()} {site.name}. All rights reserved.
          </p>
          {licensed.length ? (
            <p className={styles.licences}>
              {licensed.map((l, i) => (
                <span key={l.id}>
                  {i > 0 ? " · " : ""}
                  {l.name}: dealer licence {l.dealerLicenseNumber}
                  {l.motorVehicleRepairer ? `, MVR ${l.motorVehicleRepairer}` : ""}
                </span>
              ))}
            </p>
          ) : null}
          <p className={styles.legalLinks}>
            <a href="/privacy-policy">
              Privacy Policy
            </a>
            <a href="/terms-and-conditions">
              Terms and Conditions
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
