import type { Metadata } from "next";
import { sitePageMetadata } from "@/web/page-meta";
import { getContentPage } from "@/web/site-page";
import { OwnContentPage } from "@/ui/content/OwnContentPage";
import { ContentPage } from "@/ui/content/ContentPage";
import styles from "@/ui/content/content.module.css";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({
    title: "Roadside assistance",
    description: `24/7 roadside assistance for vehicles bought from ${site.name}: what is included and how to call for help.`,
    path: "/roadside-assistance",
  }));

export default async function RoadsideAssistance() {
  const { site, chrome, now, own } = await getContentPage("/roadside-assistance");
  if (own) return <OwnContentPage site={site} chrome={chrome} now={now} page={own} />;
  return (
    <ContentPage site={site} chrome={chrome} now={now} title="Roadside assistance" lead="Help when you need it, 24 hours a day, 7 days a week, Australia-wide.">
      <p>
        New vehicles usually come with their manufacturer&rsquo;s roadside assistance program
        {site.config.used_roadside_assistance_months ? (
          <>
            , and used vehicles bought from {site.name} include {site.config.used_roadside_assistance_months} months&rsquo; roadside assistance
          </>
        ) : null}
        . Your membership details are in your delivery pack.
      </p>
      <h2>What is included</h2>
      <ul className={styles.checklist}>
        <li>Flat battery jump starts and battery replacement at cost</li>
        <li>Flat tyre changes with your spare</li>
        <li>Emergency fuel delivery if you run out</li>
        <li>Help when you are locked out or lose your keys</li>
        <li>Towing to the nearest repairer when your vehicle cannot be fixed on the spot</li>
      </ul>
      <h2>Calling for help</h2>
      <p>
        Call the roadside number on your membership card or in your owner&rsquo;s manual. Have your registration, location and a description of the problem ready. Once you are safe, let our
        service team know so we can follow up on any repairs.
      </p>
    </ContentPage>
  );
}
