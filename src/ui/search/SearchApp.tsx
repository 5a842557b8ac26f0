"use client";
/**
 * The results page's interactive island: filter sidebar, results header, cards and pagination.
 * The server renders it with the first page of results, and everything in it works without
 * JavaScript (the sidebar is a GET form, pagination and sorting are links and form fields).
 * With JavaScript:
 * - one state (the SearchQuery) is written to the URL (pushState) and read back from it on
 *   back/forward, so the address bar always says what is shown;
 * - a change fetches GET /api/search (text after 300 ms, sliders after 400 ms) through a cache of
 *   the last 10 results (oldest evicted); a failed search keeps the previous hits and counts and
 *   shows a quiet retry notice;
 * - a filter or text change goes back to page 1; while loading the results dim in place (no
 *   layout shift);
 * - on phones the sidebar is a full-screen sheet with "Show Me N cars".
 */
import { useRouter } from "next/navigation";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { ANALYTICS_EVENTS } from "../../domain/events";
import { formatCount } from "../../domain/stock-count";
import { insertPromos } from "../../domain/promo-window";
import type { SearchHit } from "../../search/engine";
import type { SearchQuery } from "../../search/query-core";
import type { FacetName } from "../../search/facets";
import type { SearchRoute } from "../../search/routes";
import type { LeadFormContext } from "../../leads/form-rules";
import { SEARCH_CARD_PAGE_ID } from "../../leads/page-ids";
import type { CardSite } from "./CarCard";
import { chipsOf } from "./chips";
import { EmptyResults } from "./EmptyResults";
import { createSheetState, FilterSheet, FiltersButton } from "./FilterSheet";
import { facetHasField, LIST_SECTIONS, ListSection, MakeCards, PriceQuickPicks, Section, SLIDERS } from "./FilterSections";
import { FINANCE_DISCLAIMER_ID } from "./finance-disclaimer";
import { LeadModalProvider } from "./lead-modal";
import { RangeSlider } from "./RangeSlider";
import type { NamedPlace } from "../../domain/distance";
import { searchHistoryLabel } from "../../domain/search-history";
import { ga4Search } from "../../domain/ga4-events";
import { pushToDataLayer } from "../data-layer";
import { WhenHydrated } from "../use-hydrated";
import { AppliedFilters, Pagination, Promo } from "./ResultParts";
import { estimateCardBodies } from "./card-body-estimate";
import { useSearchState, type InitialResult } from "./use-search-state";
import { sendEvent } from "../send-event";
import styles from "./search.module.css";

// Loaded after hydration and rendered only in the browser: the shopper's recent searches (from
// localStorage) and the distance filter are not part of the page's first-load script.
const RecentSearches = lazy(() => import("./RecentSearches").then((m) => ({ default: m.RecentSearches })));
const NearMe = lazy(() => import("./NearMe").then((m) => ({ default: m.NearMe })));

const sizeSkippedCardBodies = estimateCardBodies(`.${styles.cardBody}`);

const LAYOUT_KEY = "forecourt:resultsLayout";
const layoutListeners = new Set<() => void>();
let compactFallback = false; // when storage is refused, the choice lasts for the page
function subscribeLayout(listener: () => void): () => void {
  layoutListeners.add(listener);
  return () => layoutListeners.delete(listener);
}
function readCompactLayout(): boolean {
  try {
    return window.localStorage.getItem(LAYOUT_KEY) === "compact" || compactFallback;
  } catch {
    return compactFallback;
  }
}
function writeCompactLayout(on: boolean): void {
  compactFallback = on;
  try {
    window.localStorage.setItem(LAYOUT_KEY, on ? "compact" : "cards");
  } catch {
    // Not kept for the next visit; the layout still changes.
  }
  layoutListeners.forEach((l) => l());
}

export interface PromoTile {
  id: number;
  title: string;
  body: string;
  imageUrl: string | null;
  linkUrl: string | null;
}

export interface SearchUi {
  sorts: Array<{ value: string; label: string }>;
  makesShown: number;
  popularMakes: string[] | null;
  quickPicks: Array<{ value: number; label: string }>;
  hitsPerPage: number;
  nounOne: string;
  nounMany: string;
  promoPositions: number[];
  defaultCity: string | null;
  /** The site offers "save this search" (an e-mail when a new car matches). */
  savedSearches: boolean;
  financeDisclaimer: string | null;
  /** Locations with coordinates, for the distance filter (shown with two or more). */
  locations: NamedPlace[];
}

export interface SearchAppProps {
  route: Pick<SearchRoute, "path" | "base" | "kind">;
  fallbackPath: string;
  heading: string;
  initialQuery: SearchQuery;
  initialResult: InitialResult;
  /**
   * The first result's cards, rendered on the server (one per hit, in order). The browser draws
   * cards itself only after a change, with CarCard's code (price and finance rules included)
   * loaded then: none of it is part of the page's first load.
   */
  initialCards: ReactNode[];
  site: CardSite;
  ui: SearchUi;
  promos: PromoTile[];
  leadContext: LeadFormContext;
  notice: string | null;
}

type CarCardComponent = (typeof import("./CarCard"))["CarCard"];
let carCardModule: Promise<typeof import("./CarCard")> | null = null;

/** CarCard's code, loaded once; a failed load is tried again on the next search. */
function loadCarCard(): Promise<CarCardComponent> {
  carCardModule ??= import("./CarCard");
  return carCardModule.then(
    (m) => m.CarCard,
    (err: unknown) => {
      carCardModule = null;
      throw err;
    },
  );
}

function pushEvent(event: Record<string, unknown>, record: { name: string } & Record<string, unknown>) {
  pushToDataLayer(event);
  sendEvent(record);
}

export function SearchApp(props: SearchAppProps) {
  const { route, fallbackPath, site, ui, initialResult, initialQuery } = props;
  const router = useRouter();
  /** The browser's card renderer, loaded before the first result other than the server's is shown. */
  const [ClientCard, setClientCard] = useState<CarCardComponent | null>(null);
  const beforeFetchedResult = useCallback(async () => {
    const Card = await loadCarCard();
    setClientCard(() => Card);
  }, []);
  const leave = useCallback((href: string) => router.push(href), [router]);
  const { query, text, shown, result, loading, failed, resultsTop, apiKey, hrefOf, navigate, typeText, submitText, moveRange, toggleValue, pickPriceMax, clearAll, retry } = useSearchState({
    route,
    fallbackPath,
    hitsPerPage: ui.hitsPerPage,
    defaultCity: ui.defaultCity,
    initialQuery,
    initialResult,
    leave,
    beforeFetchedResult,
  });
  const [sheet] = useState(createSheetState);
  // Phones: cards, or a compact list (photo beside the name and price, several cars a screen);
  // the shopper's choice is kept for the next visit.
  const compact = useSyncExternalStore(subscribeLayout, readCompactLayout, () => false);
  const toggleCompact = () => writeCompactLayout(!compact);
  const sheetClose = useRef<HTMLButtonElement | null>(null);
  const filtersButton = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    pushEvent(
      { event: "search_page_view", event_id: ANALYTICS_EVENTS.SEARCH_PAGE_VIEW, path: window.location.pathname, count: initialResult.count },
      // The words go with it, so the dealer console can list the searches that found nothing.
      { event_id: ANALYTICS_EVENTS.SEARCH_PAGE_VIEW, name: "search_page_view", payload: { path: window.location.pathname, count: initialResult.count, words: initialQuery.query.slice(0, 200) } },
    );
    // Once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Focus comes back to the Filters button when the sheet closes by its own controls.
  const closeSheet = (scrollTop: boolean) => {
    sheet.setOpen(false);
    if (scrollTop) window.scrollTo({ top: 0 });
    filtersButton.current?.focus({ preventScroll: true });
  };

  const initialCards = useMemo(() => new Map(initialResult.hits.map((h, i) => [h.id, props.initialCards[i]])), [initialResult, props.initialCards]);
  const items = useMemo(() => insertPromos<Pick<SearchHit, "id">, PromoTile>(result.hits, props.promos, ui.promoPositions), [result.hits, props.promos, ui.promoPositions]);
  const noun = result.count === 1 ? ui.nounOne : ui.nounMany;
  const chips = chipsOf(query, result);
  const activeCount = chips.length;
  // A text search, once on screen, is GA4's `search` event too (src/domain/ga4-events.ts).
  const shownText = shown.query.query;
  useEffect(() => {
    const event = ga4Search(shownText);
    if (event) pushToDataLayer(event);
  }, [shownText]);
  // The search on screen, once its results are in, joins the shopper's recent searches.
  const shownHref = hrefOf({ ...shown.query, page: 1 });
  const shownLabel = loading || failed ? null : searchHistoryLabel(chipsOf(shown.query, result).map((c) => c.label));

  return (
    <LeadModalProvider context={props.leadContext} pageId={SEARCH_CARD_PAGE_ID}>
      <div className={styles.layout}>
        <FilterSheet sheet={sheet} className={styles.sidebar!} openClassName={styles.sheetOpen!} noScrollClassName={styles.noScroll!} focusOnOpen={sheetClose}>
          <form
            id="search-form"
            method="get"
            action={fallbackPath}
            role="search"
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              submitText();
              closeSheet(true);
            }}
          >
            <div className={styles.sheetHead}>
              <h2 className={styles.sheetTitle}>Filters</h2>
              <button ref={sheetClose} type="button" className={styles.sheetClose} onClick={() => closeSheet(false)} aria-label="Close filters">
                ×
              </button>
            </div>
            <div className={styles.sections}>
              <Section title="Search" defaultOpen>
                <label htmlFor="search-directory-input" className="visually-hidden">
                  Search by make, model or keyword
                </label>
                <input
                  id="search-directory-input"
                  data-testid="search-directory-input"
                  className={styles.textInput}
                  type="search"
                  name="query"
                  value={text}
                  placeholder="Make, model or keyword"
                  autoComplete="off"
                  enterKeyHint="search"
                  onChange={(e) => typeText(e.currentTarget.value)}
                />
                <WhenHydrated>
                  <Suspense fallback={null}>
                    <RecentSearches currentHref={shownHref} entry={shownLabel ? { href: shownHref, label: shownLabel } : null} />
                  </Suspense>
                </WhenHydrated>
              </Section>

              <ListSection s={LIST_SECTIONS[0]!} query={query} result={result} onToggle={toggleValue} defaultOpen />

              {ui.locations.length >= 2 ? (
                <Section title="Distance">
                  <WhenHydrated fallback={<p className={styles.nearMeNote}>Find our locations near your postcode.</p>}>
                    <Suspense fallback={null}>
                      <NearMe locations={ui.locations} selected={query.filters.location_name ?? []} onApply={(names) => navigate({ ...query, filters: { ...query.filters, location_name: names } })} />
                    </Suspense>
                  </WhenHydrated>
                </Section>
              ) : null}

              {Object.keys(result.facets.make).length ? (
                <Section title="Make" defaultOpen>
                  <MakeCards query={query} result={result} ui={ui} onToggle={toggleValue} />
                </Section>
              ) : null}

              {SLIDERS.map((s) =>
                s.attribute === "price" || result.facetStats[s.attribute] ? (
                  <Section key={s.attribute} title={s.title} defaultOpen={s.attribute === "price"}>
                    <RangeSlider attribute={s.attribute} label={s.title.toLowerCase()} stats={result.facetStats[s.attribute]} value={query.ranges[s.attribute]} format={s.format} onChange={(r) => moveRange(s.attribute, r)} />
                    {s.attribute === "price" ? <PriceQuickPicks picks={ui.quickPicks} value={query.ranges.price} onPick={pickPriceMax} /> : null}
                  </Section>
                ) : null,
              )}

              {LIST_SECTIONS.slice(1).map((s) => (
                <ListSection key={s.facet} s={s} query={query} result={result} onToggle={toggleValue} defaultOpen={s.facet === "body"} />
              ))}
              {/* Without JavaScript the form must carry what it has no field for. */}
              {ui.defaultCity && !query.filters.city?.length ? <input type="hidden" name="city" value="" /> : null}
              {(Object.entries(query.filters) as [FacetName, string[]][])
                .filter(([facet]) => !facetHasField(facet, query, result))
                .flatMap(([facet, values]) => values.map((v) => <input key={`${facet}:${v}`} type="hidden" name={facet} value={v} />))}
              {(["km", "year", "subscription_price", "weekly_price", "created_at_timestamp"] as const).map((r) =>
                query.ranges[r] ? <input key={r} type="hidden" name={r} value={`${query.ranges[r]?.min ?? ""}:${query.ranges[r]?.max ?? ""}`} /> : null,
              )}
            </div>
            <div className={styles.sheetFoot}>
              <button type="submit" className="btn btn-primary btn-lg" data-testid="show-me-button">
                Show Me {formatCount(result.count)} {noun}
              </button>
            </div>
          </form>
        </FilterSheet>

        <div className={styles.results} ref={resultsTop}>
          <div className={styles.resultsHead}>
            <div>
              <h1 className={styles.heading}>{props.heading}</h1>
              <p className={styles.count} data-testid="results-count" aria-live="polite">
                {formatCount(result.count)} {noun} found
              </p>
            </div>
            <div className={styles.tools}>
              <FiltersButton sheet={sheet} className={`btn btn-light ${styles.filtersButton}`} buttonRef={filtersButton}>
                Filters{activeCount ? ` (${activeCount})` : ""}
              </FiltersButton>
              <label className={styles.sortLabel}>
                <span>Sort by</span>
                <select
                  name="sortBy"
                  form="search-form"
                  className={styles.select}
                  value={query.sortBy}
                  data-testid="sort-select"
                  onChange={(e) => navigate({ ...query, sortBy: e.currentTarget.value as SearchQuery["sortBy"] })}
                >
                  {ui.sorts.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </label>
              <noscript>
                <button type="submit" form="search-form" className="btn btn-light">
                  Sort
                </button>
              </noscript>
              <button type="button" className={`btn btn-light ${styles.layoutButton}`} aria-pressed={compact} onClick={toggleCompact} data-testid="layout-toggle">
                <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  {compact ? <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" /> : <path d="M4 5h5v4H4zM12 7h8M4 15h5v4H4zM12 17h8" />}
                </svg>
                <span className="visually-hidden">Compact list</span>
              </button>
            </div>
          </div>

          {props.notice ? (
            <p className={styles.notice} role="status">
              {props.notice}
            </p>
          ) : null}

          <AppliedFilters chips={chips} query={query} hrefOf={hrefOf} onGo={(q) => navigate(q)} clearHref={fallbackPath} onClear={() => clearAll(true)} />

          <div className={`${styles.gridWrap} ${loading ? styles.loading : ""}`} aria-busy={loading}>
            {loading ? <div className={styles.progress} role="progressbar" aria-label="Loading results" /> : null}
            {items.length ? (
              <ol ref={sizeSkippedCardBodies} className={styles.grid} data-testid="results" data-layout={compact ? "compact" : "cards"}>
                {items.map((item, i) =>
                  item.kind === "car" ? (
                    <li key={item.hit.id}>
                      {/* No Suspense boundary here (nor around the sidebar): the server streamed such content after
                          the shell, hidden until a script moved it in (a layout shift; invisible without JavaScript). */}
                      {result === initialResult ? (
                        initialCards.get(item.hit.id)
                      ) : ClientCard ? (
                        // Not the server's result, so a fetched one, whose hits are whole.
                        <ClientCard hit={item.hit as SearchHit} site={site} priority={i === 0 && result.page === 1} headingLevel={2} />
                      ) : null}
                    </li>
                  ) : (
                    <li key={`promo-${item.promo.id}`} className={styles.promoItem}>
                      <Promo tile={item.promo} />
                    </li>
                  ),
                )}
              </ol>
            ) : (
              <EmptyResults
                nounMany={ui.nounMany}
                savedSearches={ui.savedSearches}
                heading={props.heading}
                chips={chipsOf(shown.query, result)}
                query={shown.query}
                apiKey={apiKey}
                hrefOf={hrefOf}
                onGo={(q) => navigate(q)}
                clearHref={fallbackPath}
                onClear={() => clearAll(false)}
              />
            )}
          </div>

          <Pagination page={result.page} pages={result.pages} hrefFor={(p) => hrefOf({ ...shown.query, page: p })} onPage={(p) => navigate({ ...shown.query, page: p }, { keepPage: true, scroll: true })} />

          {ui.financeDisclaimer ? (
            <p id={FINANCE_DISCLAIMER_ID} className={styles.disclaimer}>
              * {ui.financeDisclaimer}
            </p>
          ) : null}
        </div>
      </div>

      {failed ? (
        <div className={styles.toast} role="status" data-testid="search-error">
          <span>We couldn&apos;t update the results.</span>
          <button type="button" onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}
    </LeadModalProvider>
  );
}

