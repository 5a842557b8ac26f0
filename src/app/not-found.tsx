/**
 * 404s. A host that names no dealer site gets a plain page with no chrome; an unknown path on a
 * real site gets the site's own chrome and ways back into its stock.
 */
import type { Metadata } from "next";
import { findPageSite } from "@/web/site-context";
import { loadSiteChrome } from "@/site/chrome";
import { formatPhone, phoneHref } from "@/domain/phone";
import { STOCK_TYPE_LINKS } from "@/site/menu";
import { SearchIcon } from "@/ui/icons";
import styles from "@/ui/content/content.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await findPageSite();
  // Next.js marks every 404 "noindex" itself: one robots tag, not two.
  return { title: ctx ? "Page not found" : "No dealer site at this address" };
}

export default async function NotFound() {
  const ctx = await findPageSite();
  if (!ctx) {
    return (
      <main className="bare-page">
        <div>
          <h1>No dealer site at this address</h1>
          <p>There is no dealer website configured for this web address. Please check the address you typed, or contact the dealer for their website.</p>
        </div>
      </main>
    );
  }
  const { db, site } = ctx;
  const chrome = await loadSiteChrome(db, site);
  const tel = phoneHref(chrome.phone);
  return (
    <section className={`container ${styles.notFound}`} aria-labelledby="not-found-title">
      <p className="eyebrow">Error 404</p>
      <h1 id="not-found-title">Sorry, we couldn&rsquo;t find that page</h1>
      <p className={styles.lead}>The page may have moved, or the car you were looking at may have found a new home. Our current stock is a search away.</p>
      <form action={site.config.routes.default_search} method="get" role="search" className={styles.inlineSearch}>
        <label htmlFor="not-found-query" className="visually-hidden">
          Search our stock
        </label>
        <input id="not-found-query" name="query" type="search" placeholder="Make, model or keyword" autoComplete="off" />
        <button type="submit" className="btn btn-primary">
          <SearchIcon size={18} />
          Search
        </button>
      </form>
      <ul className={styles.pillLinks} aria-label="Stock searches">
        {STOCK_TYPE_LINKS.map((l) => (
          <li key={l.href}>
            <a href={l.href}>
              {l.label} cars
            </a>
          </li>
        ))}
        <li>
          <a href={site.config.routes.default_search}>
            All stock
          </a>
        </li>
        <li>
          {/* Plain links: the root not-found is part of every page's payload, so next/link here would put its script on every page. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Home page</a>
        </li>
      </ul>
      {tel ? (
        <p className="muted">
          Rather talk to someone? Call us on{" "}
          <a href={tel} className={styles.strongLink}>
            {formatPhone(chrome.phone)}
          </a>
          .
        </p>
      ) : null}
    </section>
  );
}
