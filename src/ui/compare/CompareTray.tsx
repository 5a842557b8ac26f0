"use client";
/**
 * The compare tray on search and vehicle pages: once a car is ticked, a bar along the bottom
 * names the picked cars (each removable) and links to the side-by-side page. It renders nothing
 * until the shopper ticks a car, so it costs no layout shift and no space on first load.
 */
import { COMPARE_LIMIT, compareHref } from "../../domain/compare";
import { capitalise } from "../../domain/capitalise";
import { nounsForItems } from "../../domain/stock-noun";
import { useCompareList, writeCompareList } from "./compare-store";
import styles from "./compare.module.css";

/** The tray, or nothing while the list is empty. */
export function CompareTrayWhenListed() {
  const list = useCompareList();
  if (list.length === 0) return null;
  // What the picked items are: "Compare 2 caravans" on a caravan dealer's site, "cars" on a car dealer's.
  const nouns = nounsForItems(list.map((e) => e.item_type));
  return (
    <aside className={styles.tray} aria-label={`${capitalise(nouns.many)} to compare`} data-testid="compare-tray">
      <div className={`container ${styles.trayInner}`}>
        <ul className={styles.trayList}>
          {list.map((e) => (
            <li key={e.id}>
              <span className={styles.trayName}>{e.name}</span>
              <button type="button" className={styles.trayRemove} onClick={() => writeCompareList(list.filter((x) => x.id !== e.id))} aria-label={`Remove the ${e.name} from the comparison`}>
                ×
              </button>
            </li>
          ))}
        </ul>
        <p className={styles.trayCount} aria-live="polite">
          {list.length} of {COMPARE_LIMIT}
        </p>
        <div className={styles.trayActions}>
          <button type="button" className="btn btn-light" onClick={() => writeCompareList([])}>
            Clear
          </button>
          {list.length > 1 ? (
            <a className="btn btn-primary" href={compareHref(list.map((e) => e.id))} data-testid="compare-link">
              Compare {list.length} {nouns.many}
            </a>
          ) : (
            <span className={styles.trayHint}>Tick one more {nouns.one} to compare</span>
          )}
        </div>
      </div>
    </aside>
  );
}
