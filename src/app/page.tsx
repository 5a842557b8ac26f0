/**
 * The homepage: hero with the stock search, the three-item call-to-action banner, stock by type,
 * the latest offers, the dealer's videos (when the site has a video feed) and the dealer's
 * locations with today's hours.
 */
import type { Metadata } from "next";
import Link from "next/link";
import { getPageSite } from "@/web/site-context";
import { pageOrigin, sitePageMetadata } from "@/web/page-meta";
import { JsonLd } from "@/ui/content/JsonLd";
import { homeJsonLd } from "@/ui/content/json-ld";
import { loadSiteChrome } from "@/site/chrome";
import { countListedCarsByBody, countListedCarsByMake } from "@/site/stats";
import { listCurrentOffers } from "@/site/offers";
import { STOCK_TYPE_LINKS } from "@/site/menu";
import { advertisedStockCount, formatCount } from "@/domain/stock-count";
import { stockNoun } from "@/domain/stock-noun";
import { homeBannerItems } from "@/domain/home-banner";
import { timeZoneForState } from "@/domain/opening-hours";
import { HomeHero } from "@/ui/home/HomeHero";
import { CtaBanner } from "@/ui/home/CtaBanner";
import { CtaTiles } from "@/ui/home/CtaTiles";
import { PromoSlider } from "@/ui/home/PromoSlider";
import { listLivePromos } from "@/search/promos";
import { homeTiles } from "@/domain/home-tiles";
import { OfferCard, offerHref } from "@/ui/content/OfferCard";
import { LocationCard } from "@/ui/content/LocationCard";
import { VideoCarousel } from "@/ui/videos/VideoCarousel";
import { franchisedMakes, joinList, placesOf, shareTagline, siteDescription } from "@/ui/content/copy";
import contentStyles from "@/ui/content/content.module.css";
import styles from "@/ui/home/home.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const meta = await sitePageMetadata(async ({ db, site }) => {
    const chrome = await loadSiteChrome(db, site);
    // "New, demo and used caravans" on a caravan dealer's site: the site's own words for its stock.
    return { title: `${site.name} | ${shareTagline(chrome.nouns.many)}`, description: siteDescription(site, chrome.locations, chrome.nouns.many), path: "/" };
  });
  // The home title is the full one, not "… | {site name}" twice.
  return { ...meta, title: { absolute: String(meta.title) } };
}

/** Each stock type's line on its tile, in the site's word for one of its items ("new-caravan warranty"). */
const typeCopy = (label: string, one: string): string =>
  ({
    New: "Factory-fresh and ready to order or drive away.",
    Demo: `Barely driven, new-${one} warranty, demo-${one} savings.`,
    Used: "Inspected, fairly priced and ready to go.",
  })[label] ?? "";

export default async function Home() {
  const { db, site } = await getPageSite();
  const now = new Date();
  const [chrome, makes, bodies, offers] = await Promise.all([
    loadSiteChrome(db, site, now),
    countListedCarsByMake(db, site, now, 8),
    countListedCarsByBody(db, site, now, 6),
    listCurrentOffers(db, site, now, 3),
  ]);
  const slider = site.config.promo_slider;
  const promos = slider.enabled ? await listLivePromos(db, site, now, timeZoneForState(chrome.locations[0]?.state)) : [];
  const counts = chrome.stock;
  const shown = advertisedStockCount({ forSale: counts.forSale, inStock: counts.inStock, configured: site.config.stock_count });
  const noun = stockNoun(counts.byItemType, shown);
  const plural = chrome.nouns.many;
  const places = placesOf(chrome.locations);
  const makesSold = franchisedMakes(site);
  const what = makesSold.length === 1 ? `New ${makesSold[0]}, demo and used ${plural}` : `New, demo and used ${plural}`;
  const standardTagline = `${what}${places.length ? ` in ${joinList(places.slice(0, 4))}` : ""}. Honest advice, sharp prices and a team that looks after you long after you drive away.`;
  // The dealer's own banner words and picture (console: Home page), else the standard ones.
  const hero = site.config.home_hero;
  const tagline = hero.tagline ?? standardTagline;
  const timeZone = timeZoneForState(chrome.locations[0]?.state);
  const multiMake = makesSold.length !== 1;
  const origin = await pageOrigin();
  const menuModels = chrome.menu.find((m) => m.id === "vehicles");
  const tiles = homeTiles(site.config, menuModels && "models" in menuModels ? menuModels.models : [], plural);
  const [dealerLd, websiteLd] = homeJsonLd({ name: site.name, logoUrl: site.theme.logo_url, searchPath: site.config.routes.default_search }, origin, chrome.locations);

  return (
    <>
      <JsonLd data={dealerLd!} />
      <JsonLd data={websiteLd!} />
      <HomeHero
        siteName={hero.title ?? site.name}
        tagline={tagline}
        imageUrl={hero.image_url}
        searchPath={site.config.routes.default_search}
        stockLine={`Browse our ${formatCount(shown)} ${noun}`}
        makes={makes}
        bodies={bodies}
        noun={chrome.nouns.one}
      />
      <CtaBanner items={homeBannerItems(site.config, chrome.nouns.one)} />
      <PromoSlider promos={promos} width={slider.width} height={slider.height} />

      <section className="section" aria-labelledby="types-title">
        <div className="container">
          <div className="section-head">
            <h2 id="types-title">Shop by type</h2>
            <Link href={site.config.routes.default_search} prefetch={false}>
              View all stock
            </Link>
          </div>
          <ul className={styles.types}>
            {STOCK_TYPE_LINKS.map((t) => (
              <li key={t.href}>
                <Link href={t.href} className={styles.typeCard} prefetch={false}>
                  <span className={styles.typeName}>{t.label} {plural}</span>
                  <span className={styles.typeText}>{typeCopy(t.label, chrome.nouns.one)}</span>
                  <span className={styles.typeLink} aria-hidden="true">
                    Browse {t.label.toLowerCase()} →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaTiles tiles={tiles} />

      {offers.length ? (
        <section className="section section-alt" aria-labelledby="offers-title">
          <div className="container">
            <div className="section-head">
              <div>
                <p className="eyebrow">This month</p>
                <h2 id="offers-title">Latest offers</h2>
              </div>
              <Link href={site.config.routes.special_offers} prefetch={false}>
                See all offers
              </Link>
            </div>
            <ul className={contentStyles.offerGrid}>
              {offers.map((o) => (
                <li key={o.id}>
                  <OfferCard offer={o} href={offerHref(o, multiMake)} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <VideoCarousel site={site} now={now} />

      {chrome.locations.length ? (
        <section className="section" aria-labelledby="visit-title">
          <div className="container">
            <div className="section-head">
              <div>
                <p className="eyebrow">Visit us</p>
                <h2 id="visit-title">{chrome.locations.length > 1 ? `Our ${chrome.locations.length} locations` : "Our location"}</h2>
              </div>
              <Link href="/our-locations" prefetch={false}>
                All locations and hours
              </Link>
            </div>
            <ul className={contentStyles.locationGrid}>
              {chrome.locations.slice(0, 6).map((l) => (
                <li key={l.id}>
                  <LocationCard loc={l} now={now} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
