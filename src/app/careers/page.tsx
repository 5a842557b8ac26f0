import type { Metadata } from "next";
import Link from "next/link";
import { sitePageMetadata } from "@/web/page-meta";
import { getContentPage } from "@/web/site-page";
import { OwnContentPage } from "@/ui/content/OwnContentPage";
import { ContentPage } from "@/ui/content/ContentPage";
import { joinList, placesOf } from "@/ui/content/copy";
import styles from "@/ui/content/content.module.css";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({
    title: "Careers",
    description: `Work with ${site.name}: careers in sales, service, parts, finance and administration.`,
    path: "/careers",
  }));

export default async function Careers() {
  const { site, chrome, now, own } = await getContentPage("/careers");
  if (own) return <OwnContentPage site={site} chrome={chrome} now={now} page={own} />;
  const places = placesOf(chrome.locations);
  // Career enquiries travel as a general enquiry with the Career Enquiry subcategory (leads spec).
  const enquire = `${site.config.routes.contact}?category=${encodeURIComponent("Careers Enquiry")}`;
  return (
    <ContentPage site={site} chrome={chrome} now={now} title="Careers" lead={`Build your career with ${site.name}${places.length ? ` in ${joinList(places)}` : ""}.`}>
      <h2>Why work with us</h2>
      <p>
        Good dealerships run on good people. We look for people who take pride in their work, treat customers the way they would like to be treated, and want to keep learning. In return we
        offer ongoing training, a supportive team and room to grow.
      </p>
      <ul className={styles.checklist}>
        <li>Manufacturer and on-the-job training, with support for qualifications.</li>
        <li>Clear career paths from apprentice to technician, and from sales to management.</li>
        <li>Staff pricing on vehicles, servicing, parts and accessories.</li>
        <li>A workplace where safety, respect and wellbeing come first.</li>
      </ul>
      <h2>Roles we hire for</h2>
      <ul>
        <li>Sales consultants and business managers</li>
        <li>Qualified technicians and apprentices</li>
        <li>Service advisers and parts interpreters</li>
        <li>Detailers, drivers and yard staff</li>
        <li>Administration, accounts and reception</li>
      </ul>
      <h2>How to apply</h2>
      <p>
        Tell us about yourself and the role you are interested in through our{" "}
        <Link href={enquire} prefetch={false}>
          careers enquiry
        </Link>
        , and attach your résumé when we reply. We read every application and keep promising candidates in mind for future roles.
      </p>
    </ContentPage>
  );
}
