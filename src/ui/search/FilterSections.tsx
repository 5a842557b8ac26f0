"use client";
/**
 * The filter sidebar's sections, presentational: each draws what the search state gives it and
 * reports a change through a callback (use-search-state.ts does the rest). Checkbox sections come
 * from the facet registry (src/search/facets.ts); make cards, sliders and price quick picks are
 * their own sections.
 */
import { Activity, useEffect, useRef, useState, type ReactNode } from "react";
import { formatPrice } from "../../domain/money";
import { formatCount } from "../../domain/stock-count";
import type { NumericRange, SearchQuery } from "../../search/query-core";
import { SECTION_FACETS, type FacetName } from "../../search/facets";
import type { ShownResult } from "./use-search-state";
import type { SearchUi } from "./SearchApp";
import styles from "./search.module.css";

export type OnToggle = (facet: FacetName, value: string, on: boolean) => void;

/** Checkbox sections: facet, heading, and how a value reads (the facet registry, src/search/facets.ts). */
export const LIST_SECTIONS = SECTION_FACETS;

export const SLIDERS: Array<{ attribute: "price" | "km" | "year"; title: string; format: (n: number) => string }> = [
  { attribute: "price", title: "Price", format: formatPrice },
  { attribute: "km", title: "Kilometres", format: (n) => `${formatCount(n)} km` },
  { attribute: "year", title: "Year", format: (n) => String(n) },
];

const OPEN_KEY = "forecourt:filter-open:";

/**
 * A collapsible filter section; its open state is remembered per header.
 *
 * A section that starts closed (Colour alone is ~210 elements) is not hydrated: its fields are an
 * <Activity> hidden until the section opens, which the server leaves out and the browser renders
 * after hydration at idle priority, so they are there before the first open. The same fields are in
 * a <noscript> for a browser without JavaScript, where they are the plain GET form's inputs; with
 * JavaScript on, the browser keeps that copy as unparsed text and React never renders it.
 */
export function Section({ title, defaultOpen = false, children }: { title: string; defaultOpen?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement | null>(null);
  const [open, setOpen] = useState(defaultOpen);
  useEffect(() => {
    try {
      const saved = localStorage.getItem(OPEN_KEY + title);
      if (saved !== null && ref.current) ref.current.open = saved === "1";
    } catch {
      // Private mode: the default stands.
    }
  }, [title]);
  return (
    <details
      ref={ref}
      className={styles.section}
      open={defaultOpen}
      onToggle={(e) => {
        const isOpen = e.currentTarget.open;
        setOpen(isOpen);
        try {
          localStorage.setItem(OPEN_KEY + title, isOpen ? "1" : "0");
        } catch {
          // Not remembered; nothing else depends on it.
        }
      }}
    >
      <summary className={styles.sectionTitle}>{title}</summary>
      <div className={styles.sectionBody}>
        {defaultOpen ? (
          children
        ) : (
          <>
            <Activity mode={open ? "visible" : "hidden"}>{children}</Activity>
            <noscript>{children}</noscript>
          </>
        )}
      </div>
    </details>
  );
}

/** Whether a facet is shown in the sidebar (a list section, the make cards or the models list). */
function sectionShown(facet: FacetName, result: ShownResult): boolean {
  const n = Object.keys(result.facets[facet] ?? {}).length;
  return n >= (LIST_SECTIONS.find((s) => s.facet === facet)?.minValues ?? 1);
}

/** Whether the sidebar form has an input of this facet for each selected value. */
export function facetHasField(facet: FacetName, query: SearchQuery, result: ShownResult): boolean {
  if (facet === "make") return sectionShown("make", result);
  if (facet === "model") return !!query.filters.make?.length && sectionShown("model", result);
  return LIST_SECTIONS.some((s) => s.facet === facet) && sectionShown(facet, result);
}

export function ListSection({
  s,
  query,
  result,
  onToggle,
  defaultOpen = false,
}: {
  s: (typeof LIST_SECTIONS)[number];
  query: SearchQuery;
  result: ShownResult;
  onToggle: OnToggle;
  defaultOpen?: boolean;
}) {
  if (!sectionShown(s.facet, result)) return null;
  const values = Object.entries(result.facets[s.facet] ?? {});
  return (
    <Section title={s.title} defaultOpen={defaultOpen}>
      <CheckList facet={s.facet} values={values} selected={query.filters[s.facet] ?? []} label={s.label} onToggle={onToggle} />
    </Section>
  );
}

export function CheckList({
  facet,
  values,
  selected,
  label = (v) => v,
  onToggle,
  limit,
}: {
  facet: FacetName;
  values: Array<[string, number]>;
  selected: string[];
  label?: (v: string) => string;
  onToggle: OnToggle;
  limit?: number;
}) {
  return (
    <ul className={styles.checks} data-facet={facet}>
      {values.slice(0, limit).map(([v, n]) => {
        const on = selected.includes(v);
        return (
          <li key={v}>
            <label className={styles.check}>
              <input type="checkbox" name={facet} value={v} checked={on} onChange={(e) => onToggle(facet, v, e.currentTarget.checked)} />
              <span className={styles.checkLabel}>{label(v)}</span>
              <span className={styles.checkCount} data-testid="facet-count">
                {formatCount(n)}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Makes with the same count, in alphabetical order. Not Intl.Collator or localeCompare: the first
 * Intl object a page builds makes the browser load its ICU locale data, 20-90 ms on this machine's
 * Chromium and four times that on a throttled phone, in the middle of hydration (docs/benchmarks.md,
 * 2026-11-27). Make names are plain Latin letters in practice, and for those case-folded code-unit
 * order is the dictionary's.
 */
function byMakeName(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Make cards: the site's popular makes or the first 7 by stock, "Show all makes"; models of the chosen make. */
export function MakeCards({ query, result, ui, onToggle }: { query: SearchQuery; result: ShownResult; ui: SearchUi; onToggle: OnToggle }) {
  const [all, setAll] = useState(false);
  const [models, setModels] = useState(true);
  const counts = result.facets.make;
  const selected = query.filters.make ?? [];
  const byCount = Object.entries(counts).sort((a, b) => b[1] - a[1] || byMakeName(a[0], b[0]));
  const popular = ui.popularMakes?.filter((m) => m in counts);
  const firstNames = popular?.length ? popular : byCount.slice(0, ui.makesShown).map(([m]) => m);
  const first = new Set([...firstNames, ...selected]);
  const shownMakes = [...firstNames.map((m) => [m, counts[m] ?? 0] as [string, number]), ...byCount.filter(([m]) => !firstNames.includes(m) && first.has(m))];
  const extra = byCount.filter(([m]) => !first.has(m));
  const modelValues = Object.entries(result.facets.model);
  return (
    <>
      <MakeList makes={shownMakes} selected={selected} onToggle={onToggle} />
      {extra.length ? (
        // A <details> so that the extra makes open without JavaScript as well.
        <details className={styles.moreMakes} onToggle={(e) => setAll(e.currentTarget.open)}>
          <summary className={styles.linkButton}>
            {all ? "Hide extra makes" : "Show all makes"}
          </summary>
          <MakeList makes={extra} selected={selected} onToggle={onToggle} />
        </details>
      ) : null}
      {selected.length && modelValues.length ? (
        <div className={styles.models}>
          <button type="button" className={styles.linkButton} aria-expanded={models} onClick={() => setModels(!models)}>
            {models ? "Hide" : "Select models"}
          </button>
          {models ? <CheckList facet="model" values={modelValues} selected={query.filters.model ?? []} onToggle={onToggle} /> : null}
        </div>
      ) : null}
    </>
  );
}

function MakeList({ makes, selected, onToggle }: { makes: Array<[string, number]>; selected: string[]; onToggle: OnToggle }) {
  return (
    <ul className={styles.makes}>
      {makes.map(([m, n]) => {
        const on = selected.includes(m);
        return (
          <li key={m}>
            <label className={`${styles.make} ${on ? styles.makeOn : ""}`}>
              <input type="checkbox" name="make" value={m} checked={on} onChange={(e) => onToggle("make", m, e.currentTarget.checked)} />
              <span className={styles.makeName}>{m}</span>
              <span className={styles.makeCount}>{formatCount(n)}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

export function PriceQuickPicks({ picks, value, onPick }: { picks: SearchUi["quickPicks"]; value: NumericRange | undefined; onPick: (raw: string) => void }) {
  const current = value ? `${value.min ?? ""}:${value.max ?? ""}` : "";
  const listed = picks.some((p) => `:${p.value}` === current);
  return (
    <label className={styles.quickPicks}>
      <span>Price up to</span>
      <select name="price" className={styles.select} value={current} onChange={(e) => onPick(e.currentTarget.value)} data-testid="price-quick-pick">
        <option value="">Any price</option>
        {current && !listed ? (
          <option value={current}>
            {value?.min !== undefined ? formatPrice(value.min) : "$0"} – {value?.max !== undefined ? formatPrice(value.max) : "any"}
          </option>
        ) : null}
        {picks.map((p) => (
          <option key={p.value} value={`:${p.value}`}>
            {p.label}
          </option>
        ))}
      </select>
    </label>
  );
}

