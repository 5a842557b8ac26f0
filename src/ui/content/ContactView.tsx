/**
 * The contact page (served at /contact and /contact-us) and the locations list: every visible
 * location with its address, phone, email, hours and map link, and AutoDealer structured data.
 */
import type { SitePageContext } from "../../site/chrome";
import { PageHeader } from "./PageHeader";
import { LocationCard } from "./LocationCard";
import { JsonLd } from "./JsonLd";
import { autoDealerJsonLd } from "./json-ld";
import { joinList, placesOf } from "./copy";
import { ContactAside } from "./ContentPage";
import styles from "./content.module.css";

export function ContactView({ page, origin, title, intro }: { page: SitePageContext; origin: string; title: string; intro?: string }) {
  const { site, chrome, now } = page;
  const places = placesOf(chrome.locations);
  const n = chrome.locations.length;
  const lead =
    intro ??
    (n > 1
      ? `Call, email or visit any of our ${n} locations${places.length ? ` in ${joinList(places)}` : ""}. We're here to help.`
      : `Call, email or visit us${places.length ? ` in ${places[0]}` : ""}. We're here to help.`);
  return (
    <>
      <JsonLd data={chrome.locations.map((l) => autoDealerJsonLd(l, origin))} />
      <PageHeader title={title} lead={lead} />
      <div className={`container ${styles.layout}`}>
        <div>
          {n ? (
            <ul className={styles.locationGrid} data-testid="contact-locations">
              {chrome.locations.map((l) => (
                <li key={l.id}>
                  <LocationCard loc={l} now={now} full headingLevel={2} />
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.empty}>
              <h2>Our locations are being updated</h2>
              <p>Please call us and we will help you straight away.</p>
            </div>
          )}
        </div>
        <aside className={styles.aside} aria-label="Talk to us">
          <ContactAside site={site} chrome={chrome} now={now} heading="Prefer to call?" text={`Our team at ${site.name} is happy to answer any question about a vehicle, finance, servicing or your trade-in.`} />
        </aside>
      </div>
    </>
  );
}
