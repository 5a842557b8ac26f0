import type { Metadata } from "next";
import Link from "next/link";
import { sitePageMetadata } from "@/web/page-meta";
import { getSitePage } from "@/web/site-page";
import { formatPhone, phoneHref } from "@/domain/phone";
import { ContentPage } from "@/ui/content/ContentPage";
import { LocationCard } from "@/ui/content/LocationCard";
import { franchisedMakes, joinList } from "@/ui/content/copy";
import { PhoneIcon } from "@/ui/icons";
import styles from "@/ui/content/content.module.css";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({
    title: "Book a service",
    description: `Book your next service at ${site.name}: logbook servicing, repairs and warranty work by trained technicians.`,
    path: "/service",
  }));

export default async function Service() {
  const { site, chrome, now } = await getSitePage();
  const makes = franchisedMakes(site);
  const booking = site.config.manufacturer_service_booking_url;
  // Service departments first: they take the bookings. Otherwise every location.
  const serviceLocations = chrome.locations.filter((l) => l.locationType === "service");
  const locations = serviceLocations.length ? serviceLocations : chrome.locations;
  const servicePhone = locations.find((l) => l.phone)?.phone ?? chrome.phone;
  const tel = phoneHref(servicePhone);
  return (
    <ContentPage
      site={site}
      chrome={chrome}
      now={now}
      title="Book a service"
      lead="Save time & book online. Logbook servicing, repairs and warranty work by technicians who know your vehicle."
      asideTop={
        <section className={`${styles.card} ${styles.ctaCard}`}>
          <h2>Book your service</h2>
          <p>{booking ? "Choose a time that suits you with our online booking." : "Call our service team and we will find a time that suits you."}</p>
          <div className={styles.cardActions}>
            {booking ? (
              <a href={booking} className="btn btn-light btn-lg" rel="noopener">
                Book online
              </a>
            ) : null}
            {tel ? (
              <a href={tel} className={booking ? "btn btn-outline" : "btn btn-light btn-lg"}>
                <PhoneIcon size={18} />
                {formatPhone(servicePhone)}
              </a>
            ) : null}
          </div>
        </section>
      }
    >
      <h2>Servicing at {site.name}</h2>
      <p>
        Regular servicing keeps your vehicle safe, reliable and worth more when you sell it. Our technicians follow the manufacturer&rsquo;s schedule
        {makes.length ? ` and are trained on ${joinList(makes)} vehicles` : ""}, use genuine or equivalent parts and stamp your logbook, so your new-{chrome.nouns.one} warranty stays intact.
      </p>
      <ul className={styles.checklist}>
        <li>Logbook and capped price servicing</li>
        <li>Brakes, tyres, batteries, suspension and air-conditioning</li>
        <li>Warranty and recall work</li>
        <li>Pre-purchase and roadworthy inspections</li>
        <li>Courtesy shuttle or loan vehicle on request</li>
      </ul>
      <p>
        Want to know the cost first? See{" "}
        <Link href="/capped-price-servicing" prefetch={false}>
          capped price servicing
        </Link>
        .
      </p>
      {locations.length ? (
        <>
          <h2>Where to find us</h2>
          <ul className={styles.locationGrid}>
            {locations.map((l) => (
              <li key={l.id}>
                <LocationCard loc={l} now={now} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ContentPage>
  );
}
