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
    title: "Fleet and business",
    description: `Fleet and business vehicles from ${site.name}: fleet pricing, servicing and one point of contact.`,
    path: "/fleet",
  }));

export default async function Fleet() {
  const { site, chrome, now, own } = await getContentPage("/fleet");
  if (own) return <OwnContentPage site={site} chrome={chrome} now={now} page={own} />;
  const makes = franchisedMakes(site);
  const enquire = `${site.config.routes.contact}?category=${encodeURIComponent("Fleet Enquiry")}`;
  return (
    <ContentPage site={site} chrome={chrome} now={now} title="Fleet and business" lead={`Vehicles for your business, from one ${chrome.nouns.one} to a few hundred, with one point of contact.`}>
      <p>
        Whether you run a trade business, a government department or a national fleet, our fleet team handles the lot: choosing the right vehicles, fleet pricing
        {makes.length ? ` across ${joinList(makes)}` : ""}, fit-outs, delivery and scheduled servicing, so your vehicles spend their time on the road.
      </p>
      <ul className={styles.featureGrid}>
        <li className={styles.feature}>
          <h2>Fleet pricing</h2>
          <p>Access to manufacturer fleet programs and volume pricing for ABN holders.</p>
        </li>
        <li className={styles.feature}>
          <h2>Fit-outs and accessories</h2>
          <p>Canopies, racks, towing, signage and safety gear, fitted before delivery.</p>
        </li>
        <li className={styles.feature}>
          <h2>Servicing that fits your day</h2>
          <p>Priority bookings, early drop-off and loan vehicles to keep your team moving.</p>
        </li>
        <li className={styles.feature}>
          <h2>Finance and leasing</h2>
          <p>Chattel mortgage, leasing and novated lease options through our finance partners.</p>
        </li>
      </ul>
      <h2>Talk to our fleet team</h2>
      <p>
        Tell us what you need and when, and we will come back with options and pricing.{" "}
        <Link href={enquire} prefetch={false}>
          Send a fleet enquiry
        </Link>
        .
      </p>
    </ContentPage>
  );
}
