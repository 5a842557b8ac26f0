/**
 * The side-by-side comparison (server-rendered): a column per car with its photo, name, status
 * and actions, then a row per fact with the rows that differ marked. "Only differences" is a
 * checkbox and a CSS rule, so the page needs no script beyond the copy-link button and, for
 * /compare without ids, the island that opens the shopper's own list.
 */
import type { ComparedCar } from "../../cars/compare";
import type { CompareRow } from "../../domain/compare-table";
import type { SiteChrome } from "../../site/chrome";
import type { Site } from "../../site/store";
import { cardImage } from "../../search/card-view";
import { nounsForItems } from "../../domain/stock-noun";
import { PageHeader } from "../content/PageHeader";
import { CopyLink, OpenStoredComparison } from "./CompareLinks";
import styles from "./compare-page.module.css";

export interface ComparePageProps {
  site: Site;
  chrome: SiteChrome;
  now: Date;
  cars: ComparedCar[];
  rows: CompareRow[];
  /** Ids in the URL that are not (or no longer) this site's listed cars, or were one too many. */
  missing: number;
  /** The URL named cars (else the page opens the list kept on this device). */
  asked: boolean;
  hrefWithout: (id: number) => string;
  searchHref: string;
}

/** "Compare caravans" on a caravan dealer's site: the page speaks of what the site sells, and of what was picked. */
export function comparePageTitle(siteNouns: { many: string }): string {
  return `Compare ${siteNouns.many}`;
}

export function ComparePage({ chrome, cars, rows, missing, asked, hrefWithout, searchHref }: ComparePageProps) {
  const differing = rows.filter((r) => r.differs).length;
  const site = chrome.nouns;
  const picked = nounsForItems(cars.map((c) => c.itemType));
  return (
    <>
      <PageHeader
        title={comparePageTitle(site)}
        lead={cars.length > 1 ? `${cars.length} ${picked.many} side by side. ${differing ? `They differ in ${differing} of ${rows.length} details, marked below.` : "They match on every detail we list."}` : `Tick Compare on up to four ${site.many} to see them side by side.`}
      />
      <div className={`container ${styles.page}`}>
        {missing > 0 ? (
          <p className={styles.notice} role="status" data-testid="compare-missing">
            {missing === 1 ? `One ${site.one} in this link is` : `${missing} ${site.many} in this link are`} no longer listed, so {missing === 1 ? "it is" : "they are"} left out.
          </p>
        ) : null}
        {cars.length === 0 ? (
          <div className={styles.empty}>
            {asked ? null : <OpenStoredComparison />}
            <p>Nothing to compare yet. Tick <strong>Compare</strong> on the {site.many} you like in our stock, then open the comparison from the bar at the bottom of the page.</p>
            <a className="btn btn-primary" href={searchHref}>
              Browse our stock
            </a>
          </div>
        ) : (
          <section aria-labelledby="compare-table-caption" className={styles.wrap}>
            <div className={styles.tools}>
              <label className={styles.onlyDiff}>
                <input type="checkbox" data-testid="compare-only-differences" />
                Show only differences
              </label>
              <CopyLink />
            </div>
            <div className={styles.scroller} tabIndex={0} role="region" aria-label="Comparison table, scrolls sideways on small screens">
              <table className={styles.table} data-testid="compare-table" data-cars={cars.length}>
                <caption id="compare-table-caption" className="visually-hidden">
                  Comparison of {cars.map((c) => c.name).join(", ")}
                </caption>
                <thead>
                  <tr>
                    <td className={styles.corner} />
                    {cars.map((c, i) => {
                      const img = cardImage(c.imageUrl);
                      return (
                        <th key={c.id} scope="col" className={styles.carHead} data-testid="compare-car" data-slug={c.slug}>
                          {/* eslint-disable-next-line @next/next/no-img-element -- sized card photo (a /media width or the feed URL), as the result cards */}
                          {img ? <img src={img.src} srcSet={img.srcSet} sizes="(min-width: 1024px) 260px, 45vw" alt="" width={640} height={427} loading={i < 2 ? "eager" : "lazy"} /> : <span className={styles.noPhoto} aria-hidden="true" />}
                          <a href={`/cars/${c.slug}`} className={styles.carName}>
                            {c.name}
                          </a>
                          {!c.available ? <span className={styles.status}>Sold</span> : c.reserved ? <span className={styles.status}>Reserved</span> : null}
                          <span className={styles.carActions}>
                            {c.available ? (
                              <a href={`/enquire?car_id=${c.id}`} rel="nofollow" className="btn btn-primary">
                                Enquire<span className="visually-hidden"> about the {c.name}</span>
                              </a>
                            ) : null}
                            <a href={hrefWithout(c.id)} className={styles.remove} rel="nofollow">
                              Remove<span className="visually-hidden"> the {c.name}</span>
                            </a>
                          </span>
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.key} data-differs={r.differs} data-testid={`compare-row-${r.key}`}>
                      <th scope="row">
                        {r.label}
                        {r.differs ? <span className={styles.diffMark}> (differs)</span> : null}
                      </th>
                      {r.values.map((v, i) => (
                        <td key={cars[i]!.id}>{v}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
