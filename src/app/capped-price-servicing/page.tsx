import type { Metadata } from "next";
import Link from "next/link";
import { sitePageMetadata } from "@/web/page-meta";
import { getContentPage } from "@/web/site-page";
import { OwnContentPage } from "@/ui/content/OwnContentPage";
import { ContentPage } from "@/ui/content/ContentPage";
import { franchisedMakes, joinList } from "@/ui/content/copy";
import styles from "@/ui/content/content.module.css";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({
    title: "Capped price servicing",
    description: `Capped price servicing at ${site.name}: know what each scheduled service costs before you book.`,
    path: "/capped-price-servicing",
  }));

export default async function CappedPriceServicing() {
  const { site, chrome, now, own } = await getContentPage("/capped-price-servicing");
  if (own) return <OwnContentPage site={site} chrome={chrome} now={now} page={own} />;
  const makes = franchisedMakes(site);
  const booking = site.config.manufacturer_service_booking_url ?? site.config.routes.service;
  return (
    <ContentPage site={site} chrome={chrome} now={now} title="Capped price servicing" lead="Know what your scheduled service costs before you book it.">
      <p>
        {makes.length ? `${joinList(makes)} capped price servicing` : "Capped price servicing"} sets a maximum price for each scheduled service in your vehicle&rsquo;s logbook, for an agreed
        number of years or kilometres. It takes the guesswork out of running costs and keeps your service history complete, which protects your warranty and your resale value.
      </p>
      <h2>How it works</h2>
      <ol>
        <li>Find your vehicle&rsquo;s next scheduled service in its logbook or on the dash reminder.</li>
        <li>Ask us for the capped price for that service and your model.</li>
        <li>Book in. We carry out the manufacturer&rsquo;s schedule with genuine parts and stamp your logbook.</li>
      </ol>
      <h2>What is not included</h2>
      <p>
        Capped prices cover the logbook service itself. Wear-and-tear items such as tyres, brake pads and wiper blades, and any extra repairs, are quoted separately; we always ask before doing
        any work that is not in the schedule.
      </p>
      <p className={styles.proseActions}>
        {booking.startsWith("http") ? (
          <a href={booking} className="btn btn-primary btn-lg" rel="noopener">
            Book your service online
          </a>
        ) : (
          <Link href={booking} className="btn btn-primary btn-lg" prefetch={false}>
            Book your service
          </Link>
        )}
      </p>
    </ContentPage>
  );
}
