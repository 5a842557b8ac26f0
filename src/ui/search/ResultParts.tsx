/**
 * Parts of the results column, presentational: a promotion tile among the cars, the applied
 * filters as chips, and pagination (links that work without JavaScript; with it, onPage).
 */
import type { ReactNode } from "react";
import type { SearchQuery } from "../../search/query-core";
import { pageWindow } from "../../search/routes";
import type { Chip } from "./chips";
import type { PromoTile } from "./SearchApp";
import styles from "./search.module.css";

export function Promo({ tile }: { tile: PromoTile }) {
  const body = (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- sized, lazy promo image */}
      {tile.imageUrl ? <img src={tile.imageUrl} alt="" width={640} height={480} loading="lazy" decoding="async" /> : null}
      <span className={styles.promoText}>
        <span className={styles.promoEyebrow}>Offer</span>
        <strong>{tile.title}</strong>
        {tile.body ? <span>{tile.body}</span> : null}
      </span>
    </>
  );
  return (
    <aside className={styles.promo} data-testid="promo-tile" aria-label={tile.title}>
      {tile.linkUrl ? (
        <a href={tile.linkUrl} className={styles.promoLink}>
          {body}
        </a>
      ) : (
        body
      )}
    </aside>
  );
}

export function Pagination({ page, pages, hrefFor, onPage }: { page: number; pages: number; hrefFor: (p: number) => string; onPage: (p: number) => void }) {
  if (pages <= 1) return null;
  const link = (p: number, label: ReactNode, extra: { rel?: string; ariaLabel?: string; current?: boolean } = {}) => (
    <a
      href={hrefFor(p)}
      rel={extra.rel}
      aria-label={extra.ariaLabel}
      aria-current={extra.current ? "page" : undefined}
      className={extra.current ? styles.pageCurrent : styles.pageLink}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        onPage(p);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav className={styles.pagination} aria-label="Pagination" data-testid="pagination">
      {page > 1 ? link(page - 1, "‹ Prev", { rel: "prev", ariaLabel: "Previous page" }) : <span className={styles.pageDisabled}>‹ Prev</span>}
      <ol>
        {pageWindow(page, pages).map((p, i) => (
          <li key={p === 0 ? `gap-${i}` : p}>{p === 0 ? <span className={styles.gap}>…</span> : link(p, p, { current: p === page, ariaLabel: `Page ${p}` })}</li>
        ))}
      </ol>
      {page < pages ? link(page + 1, "Next ›", { rel: "next", ariaLabel: "Next page" }) : <span className={styles.pageDisabled}>Next ›</span>}
    </nav>
  );
}


/** The applied filters as chips, each removing itself, then "Clear all". */
export function AppliedFilters({
  chips,
  query,
  hrefOf,
  onGo,
  clearHref,
  onClear,
}: {
  chips: Chip[];
  query: SearchQuery;
  hrefOf: (q: SearchQuery) => string;
  onGo: (q: SearchQuery) => void;
  clearHref: string;
  onClear: () => void;
}) {
  if (!chips.length) return null;
  return (
    <ul className={styles.chips} aria-label="Applied filters">
      {chips.map((c) => (
        <li key={c.key}>
          <a
            href={hrefOf(c.remove(query))}
            className={styles.chip}
            onClick={(e) => {
              e.preventDefault();
              onGo(c.remove(query));
            }}
            aria-label={`Remove ${c.label}`}
          >
            {c.label} <span aria-hidden="true">×</span>
          </a>
        </li>
      ))}
      <li>
        <a
          href={clearHref}
          className={styles.clearAll}
          data-testid="clear-all"
          onClick={(e) => {
            e.preventDefault();
            onClear();
          }}
        >
          Clear all
        </a>
      </li>
    </ul>
  );
}
