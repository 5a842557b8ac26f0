import Link from "next/link";
import type { FacetCount } from "../../site/stats";
import { SearchIcon } from "../icons";
import styles from "./home.module.css";

export interface HomeHeroProps {
  siteName: string;
  tagline: string;
  searchPath: string;
  /** "Browse our 1,234 cars". */
  stockLine: string;
  makes: FacetCount[];
  bodies: FacetCount[];
  /** "car", "caravan" or "vehicle": what the site sells. */
  noun: string;
  /** The dealer's own picture behind the banner (config home_hero.image_url), or null. */
  imageUrl?: string | null;
}

/** The homepage hero: who the dealer is, and a stock search that works as a plain GET form. */
export function HomeHero({ siteName, tagline, searchPath, stockLine, makes, bodies, noun, imageUrl = null }: HomeHeroProps) {
  const facetHref = (name: string, value: string) => `${searchPath}?${new URLSearchParams({ [name]: value }).toString()}`;
  return (
    <section className={`${styles.hero}${imageUrl ? ` ${styles.heroPicture}` : ""}`} aria-labelledby="home-title" data-testid="home-hero">
      {imageUrl ? (
        // The dealer's picture (any address the site file allows), drawn behind a shade that keeps the words readable.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={imageUrl} alt="" className={styles.heroImage} fetchPriority="high" decoding="async" data-testid="home-hero-image" />
      ) : null}
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <h1 id="home-title" className={styles.heroTitle}>
            {siteName}
          </h1>
          <p className={styles.heroTagline}>{tagline}</p>
        </div>
        <div className={styles.searchCard}>
          <form action={searchPath} method="get" role="search" className={styles.searchForm}>
            <label htmlFor="home-query" className={styles.searchLabel}>
              Find your next {noun}
            </label>
            <div className={styles.searchRow}>
              <input id="home-query" name="query" type="search" placeholder="Make, model or keyword" autoComplete="off" enterKeyHint="search" />
              <button type="submit" className="btn btn-accent btn-lg">
                <SearchIcon size={20} />
                <span>Search</span>
              </button>
            </div>
          </form>
          <Link href={searchPath} className={styles.stockLine} prefetch={false} data-testid="home-stock-count">
            {stockLine} <span aria-hidden="true">→</span>
          </Link>
          {makes.length ? (
            <div className={styles.quick}>
              <h2 className={styles.quickTitle}>Popular makes</h2>
              <ul className={styles.chips}>
                {makes.map((m) => (
                  <li key={m.value}>
                    <Link href={facetHref("make", m.value)} prefetch={false}>
                      {m.value} <span className={styles.chipCount}>{m.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {bodies.length ? (
            <div className={styles.quick}>
              <h2 className={styles.quickTitle}>Body types</h2>
              <ul className={styles.chips}>
                {bodies.map((b) => (
                  <li key={b.value}>
                    <Link href={facetHref("body", b.value)} prefetch={false}>
                      {b.value} <span className={styles.chipCount}>{b.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
