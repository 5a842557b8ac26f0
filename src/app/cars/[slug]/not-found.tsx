/**
 * A vehicle page that does not exist on this site (an unknown slug, a delisted car, another
 * site's car): a real 404 with the site's own similar stock. The requested path comes from
 * src/proxy.ts (not-found pages get no params); its words pick the make to suggest. Nothing of the
 * missing car is echoed back.
 */
import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { listStockForMissingCar } from "@/cars/car-page";
import { formatPhone, phoneHref } from "@/domain/phone";
import { loadSiteChrome } from "@/site/chrome";
import { STOCK_TYPE_LINKS } from "@/site/menu";
import { StockCards } from "@/ui/car/StockCards";
import { findPageSite } from "@/web/site-context";
import { CAR_PATH_HEADER } from "@/web/car-path";
import { carSlugFromPath, loadCarForPage } from "@/web/car-page-data";
import styles from "@/ui/car/car.module.css";

export const metadata: Metadata = { title: "Car not found", robots: { index: false, follow: true } };

export default async function CarNotFound() {
  const ctx = await findPageSite();
  if (!ctx) {
    return (
      <main className="bare-page">
        <div>
          <h1>No dealer site at this address</h1>
        </div>
      </main>
    );
  }
  const { db, site } = ctx;
  const path = (await headers()).get(CAR_PATH_HEADER) ?? "";
  const slug = carSlugFromPath(path);
  // Next.js renders this boundary into the payload of every vehicle page, also the 200s where it
  // is never shown: for a car that exists, render nothing instead of querying similar stock (the
  // page's own read of the car, shared per request, answers this).
  if (slug && (await loadCarForPage(slug))) return null;
  const words = slug.split(/[^a-z0-9]+/i).filter(Boolean);
  const [{ make, cars }, chrome] = await Promise.all([listStockForMissingCar(db, site, words, 4), loadSiteChrome(db, site)]);
  const tel = phoneHref(chrome.phone);
  return (
    <section className={`container ${styles.notFound}`} aria-labelledby="car-not-found-title" data-testid="car-not-found">
      <p className="eyebrow">Error 404</p>
      <h1 id="car-not-found-title">Sorry, this car is no longer available</h1>
      <p className={styles.notFoundLead}>It may have been sold, or the link may be out of date. Here is similar stock we have right now.</p>
      <ul className={styles.pillLinks} aria-label="Stock searches">
        {make ? (
          <li>
            <Link href={`/search/${encodeURIComponent(make.toLowerCase())}`} prefetch={false}>
              All {make} stock
            </Link>
          </li>
        ) : null}
        {STOCK_TYPE_LINKS.map((l) => (
          <li key={l.href}>
            <Link href={l.href} prefetch={false}>
              {l.label} cars
            </Link>
          </li>
        ))}
        <li>
          <Link href={site.config.routes.default_search} prefetch={false}>
            All stock
          </Link>
        </li>
      </ul>
      <h2 className={styles.notFoundSub}>{make ? `${make} stock you might like` : "Latest arrivals"}</h2>
      <StockCards cars={cars} subscriptions={site.config.subscriptions_enabled} testId="similar-stock" />
      {tel ? (
        <p className="muted">
          Looking for something in particular? Call us on <a href={tel}>{formatPhone(chrome.phone)}</a> and we will find it for you.
        </p>
      ) : null}
    </section>
  );
}
