"use client";
/**
 * The shopper's last searches (src/domain/search-history.ts), kept in this browser and offered
 * back in the filter panel. Nothing is on the server: the list appears after the page loads, from
 * localStorage, and a browser that refuses storage simply shows none.
 */
import { useEffect, useSyncExternalStore } from "react";
import { parseSearchHistory, rememberSearch, type SearchHistoryEntry } from "../../domain/search-history";
import styles from "./search.module.css";

const KEY = "forecourt:searchHistory";
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: SearchHistoryEntry[] = [];
const NONE: SearchHistoryEntry[] = [];

function read(): SearchHistoryEntry[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return NONE;
  }
  // The same array while storage is unchanged: useSyncExternalStore compares snapshots by identity.
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseSearchHistory(raw);
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remember a search the shopper is looking at (null: the unfiltered listing, not remembered). */
function useRememberSearch(entry: SearchHistoryEntry | null): void {
  const href = entry?.href;
  const label = entry?.label;
  useEffect(() => {
    if (!href || !label) return;
    try {
      window.localStorage.setItem(KEY, JSON.stringify(rememberSearch(read(), { href, label })));
    } catch {
      return; // Storage refused: nothing to offer back next time.
    }
    listeners.forEach((l) => l());
  }, [href, label]);
}

/**
 * The remembered searches other than the one on screen, newest first, as links; and the search on
 * screen (`entry`, once its results are in) remembered. Loaded after hydration (SearchApp), so none
 * of this is in the page's first-load script.
 */
export function RecentSearches({ currentHref, entry }: { currentHref: string; entry: SearchHistoryEntry | null }) {
  useRememberSearch(entry);
  const history = useSyncExternalStore(subscribe, read, () => NONE);
  const others = history.filter((e) => e.href !== currentHref);
  if (!others.length) return null;
  return (
    <nav aria-label="Your recent searches" className={styles.recent} data-testid="recent-searches">
      <h3 className={styles.recentTitle}>Your recent searches</h3>
      <ul className={styles.recentList}>
        {others.map((e) => (
          <li key={e.href}>
            <a href={e.href} className={styles.recentLink}>
              {e.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
