import type { Metadata } from "next";
import Link from "next/link";
import { sitePageMetadata } from "@/web/page-meta";
import { getContentPage } from "@/web/site-page";
import { OwnContentPage } from "@/ui/content/OwnContentPage";
import { advertisedStockCount, formatCount } from "@/domain/stock-count";
import { ContentPage } from "@/ui/content/ContentPage";
import { joinList, placesOf, whoWeAre } from "@/ui/content/copy";
import styles from "@/ui/content/content.module.css";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({
    title: "About us",
    description: `Who we are at ${site.name}: our dealerships, our people and how we look after our customers.`,
    path: "/about-us",
  }));

export default async function AboutUs() {
  const { site, chrome, now, own } = await getContentPage("/about-us");
  if (own) return <OwnContentPage site={site} chrome={chrome} now={now} page={own} />;
  const counts = chrome.stock;
  const shown = advertisedStockCount({ forSale: counts.forSale, inStock: counts.inStock, configured: site.config.stock_count });
  const noun = chrome.nouns.many;
  // The family wagon is a car dealer's line; a caravan or motorcycle dealer's site says its own word.
  const whoFor =
    chrome.nouns.one === "car"
      ? "Whether you are buying your first car, replacing the family wagon or running a fleet,"
      : `Whether you are buying your first ${chrome.nouns.one}, trading up or running a fleet,`;
  const places = placesOf(chrome.locations);
  const dealers = site.dealerships;
  return (
    <ContentPage
      site={site}
      chrome={chrome}
      now={now}
      title={`About ${site.name}`}
      lead={`${dealers.length > 1 ? `${dealers.length} dealerships` : "A local dealership"}${places.length ? ` in ${joinList(places)}` : ""}, one way of doing things: straight answers, fair prices and service that lasts.`}
    >
      <h2>Who we are</h2>
      <p>
        {whoWeAre(site, places)} {whoFor} you deal with people who live locally and want
        you to come back.
      </p>
      <p>
        Right now we have{" "}
        <Link href={site.config.routes.default_search} prefetch={false}>
          {formatCount(shown)} new, demo and used {noun}
        </Link>{" "}
        available to browse online, each with real photos, the full price and the details that matter.
      </p>
      <h2>What you can expect from us</h2>
      <ul className={styles.checklist}>
        <li>Clear, drive-away pricing on every vehicle, with no surprise add-ons at the desk.</li>
        <li>An honest appraisal of your trade-in, and an offer in writing.</li>
        <li>Finance from lenders we trust, explained in plain language.</li>
        <li>Servicing by trained technicians, with genuine parts and fixed-price options.</li>
        <li>A team that answers the phone and follows up when we say we will.</li>
      </ul>
      <h2>Our locations</h2>
      <p>
        {chrome.locations.length
          ? `You will find us at ${joinList(chrome.locations.map((l) => l.name))}. `
          : ""}
        <Link href="/our-locations" prefetch={false}>
          See addresses and opening hours
        </Link>
        , or{" "}
        <Link href={site.config.routes.contact} prefetch={false}>
          get in touch
        </Link>
        .
      </p>
    </ContentPage>
  );
}
