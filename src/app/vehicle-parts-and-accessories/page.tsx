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
    title: "Parts and accessories",
    description: `Genuine parts and accessories from ${site.name}, fitted by our technicians or ready for collection.`,
    path: "/vehicle-parts-and-accessories",
  }));

export default async function PartsAndAccessories() {
  const { site, chrome, now, own } = await getContentPage("/vehicle-parts-and-accessories");
  if (own) return <OwnContentPage site={site} chrome={chrome} now={now} page={own} />;
  const makes = franchisedMakes(site);
  // The parts search writes the part and vehicle into the enquiry; without it, a general Parts Enquiry.
  const enquire = site.config.pages.parts_search ? "/parts/search" : `${site.config.routes.contact}?category=${encodeURIComponent("Parts Enquiry")}`;
  return (
    <ContentPage site={site} chrome={chrome} now={now} title="Parts and accessories" lead="Genuine parts and accessories, fitted by us or ready to collect.">
      <p>
        Our parts team stocks {makes.length ? `genuine ${joinList(makes)} parts` : "genuine and quality aftermarket parts"} and accessories, and can order what is not on the shelf, usually
        within days. Genuine parts are made to fit your vehicle exactly and are backed by a parts warranty.
      </p>
      <ul className={styles.featureGrid}>
        <li className={styles.feature}>
          <h2>Touring and towing</h2>
          <p>Tow bars, brake controllers, roof racks, awnings and recovery gear.</p>
        </li>
        <li className={styles.feature}>
          <h2>Protection</h2>
          <p>Floor mats, cargo liners, paint protection film, weather shields and bull bars.</p>
        </li>
        <li className={styles.feature}>
          <h2>Technology</h2>
          <p>Dash cameras, reversing cameras, sensors and charging accessories.</p>
        </li>
        <li className={styles.feature}>
          <h2>Service parts</h2>
          <p>Filters, oils, brake parts, wiper blades and batteries for the home mechanic.</p>
        </li>
      </ul>
      <h2>Order or ask for a price</h2>
      <p>
        Tell us your vehicle&rsquo;s make, model, year and VIN (if you have it) and what you need.{" "}
        <Link href={enquire} prefetch={false}>
          Send a parts enquiry
        </Link>{" "}
        or call us, and we will confirm price and availability.
      </p>
    </ContentPage>
  );
}
