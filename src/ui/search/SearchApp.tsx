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
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { ANALYTICS_EVENTS } from "../../domain/events";
import { formatPrice } from "../../domain/money";
import { formatCount } from "../../domain/stock-count";
import { insertPromos } from "../../domain/promo-window";
import { rangeLabel } from "../../domain/range-label";
import type { SearchHit, SearchResult } from "../../search/engine";
import { canonicalQuery, collapseSpaces, toSearchParams, type NumericRange, type RangeName, type SearchQuery } from "../../search/query-core";
import { SECTION_FACETS, type FacetName } from "../../search/facets";
import { defaultCityParams, keepsBase, pageWindow, searchHref, type SearchRoute } from "../../search/routes";
import type { LeadFormContext } from "../../leads/form-rules";
import type { CardSite } from "./CarCard";
import { FINANCE_DISCLAIMER_ID } from "./finance-disclaimer";
import { LeadModalProvider } from "./lead-modal";
import { RangeSlider } from "./RangeSlider";
import { clientResultCache } from "../../search/result-cache";
import { sendEvent } from "../send-event";
import styles from "./search.module.css";

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
}

/**
 * The server's result as the page carries it: its cards come rendered (initialCards), so its hits
 * are only their ids (the cards' data is not sent twice).
 */
export type InitialResult = Omit<SearchResult, "hits"> & { hits: Array<Pick<SearchHit, "id">> };
/** What the sidebar, header and chips read of a result: never the hits. */
type ShownResult = SearchResult | InitialResult;

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

const TEXT_DEBOUNCE_MS = 300;
const SLIDER_DEBOUNCE_MS = 400;

/** Checkbox sections: facet, heading, and how a value reads (the facet registry, src/search/facets.ts). */
const LIST_SECTIONS = SECTION_FACETS;

const SLIDERS: Array<{ attribute: "price" | "km" | "year"; title: string; format: (n: number) => string }> = [
  { attribute: "price", title: "Price", format: formatPrice },
  { attribute: "km", title: "Kilometres", format: (n) => `${formatCount(n)} km` },
  { attribute: "year", title: "Year", format: (n) => String(n) },
];

function pushEvent(event: Record<string, unknown>, record: { name: string } & Record<string, unknown>) {
  try {
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push(event);
  } catch (err) {
    console.warn("analytics: dataLayer push failed", err);
  }
  sendEvent(record);
}

export function SearchApp(props: SearchAppProps) {
  const { route, fallbackPath, site, ui, initialResult, initialQuery } = props;
  const router = useRouter();
  const [query, setQuery] = useState<SearchQuery>(initialQuery);
  /**
   * The query last put on screen, for the debounce timers: a timer set by a key or a slider must
   * build on every change made since (a box ticked meanwhile), not on the render it was set in.
   */
  const latest = useRef<SearchQuery>(initialQuery);
  /** Text typed into the box whose 300 ms have not passed yet (null: none waiting). */
  const pendingText = useRef<string | null>(null);
  const [text, setText] = useState(initialQuery.query);
  const textTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Slider ranges waiting for their 400 ms debounce. */
  const pendingRanges = useRef<SearchQuery["ranges"] | null>(null);
  const sliderTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [shown, setShown] = useState<{ query: SearchQuery; result: ShownResult }>({ query: initialQuery, result: initialResult });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<SearchQuery | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Phones: cards, or a compact list (photo beside the name and price, several cars a screen);
  // the shopper's choice is kept for the next visit.
  const compact = useSyncExternalStore(subscribeLayout, readCompactLayout, () => false);
  const toggleCompact = () => writeCompactLayout(!compact);
  /** The browser's card renderer, once a result other than the server's is to be shown. */
  const [ClientCard, setClientCard] = useState<CarCardComponent | null>(null);
  const clientCard = useRef<CarCardComponent | null>(null);
  const cache = useRef(clientResultCache<ShownResult>());
  const abort = useRef<AbortController | null>(null);
  /** Query of every URL this page has shown, for back/forward. */
  const queries = useRef(new Map<string, SearchQuery>());
  const resultsTop = useRef<HTMLDivElement | null>(null);
  const sheetClose = useRef<HTMLButtonElement | null>(null);
  const filtersButton = useRef<HTMLAnchorElement | null>(null);
  const result = shown.result;

  const apiKey = useCallback((q: SearchQuery) => toSearchParams(q, { defaultHitsPerPage: ui.hitsPerPage }).toString(), [ui.hitsPerPage]);

  useEffect(() => {
    cache.current.set(apiKey(initialQuery), initialResult);
    pushEvent(
      { event: "search_page_view", event_id: ANALYTICS_EVENTS.SEARCH_PAGE_VIEW, path: window.location.pathname, count: initialResult.count },
      { event_id: ANALYTICS_EVENTS.SEARCH_PAGE_VIEW, name: "search_page_view", payload: { path: window.location.pathname, count: initialResult.count } },
    );
    // Once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = useCallback(
    async (q: SearchQuery) => {
      const key = apiKey(q);
      const cached = cache.current.get(key);
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      // The server's result comes with its cards; any other is drawn here, with CarCard loaded once.
      const needsCards = cached !== initialResult && !clientCard.current;
      if (cached && !needsCards) {
        setShown({ query: q, result: cached });
        setLoading(false);
        setFailed(null);
        return;
      }
      setLoading(true);
      try {
        const fetchResult = async () => {
          const res = await fetch(`/api/search${key ? `?${key}` : ""}`, { signal: controller.signal, headers: { accept: "application/json" } });
          if (!res.ok) throw new Error(`search answered ${res.status}`);
          return (await res.json()) as SearchResult;
        };
        const [data, Card] = await Promise.all([cached ?? fetchResult(), needsCards ? loadCarCard() : null]);
        cache.current.set(key, data);
        if (abort.current !== controller) return;
        if (Card && !clientCard.current) {
          clientCard.current = Card;
          setClientCard(() => Card);
        }
        setShown({ query: q, result: data });
        setFailed(null);
      } catch (err) {
        if (controller.signal.aborted) return;
        // Spec §8: a search error keeps the previous hits and counts on screen.
        console.warn("search failed; keeping the previous results", err);
        setFailed(q);
      } finally {
        if (abort.current === controller) setLoading(false);
      }
    },
    [apiKey, initialResult],
  );

  const hrefOf = useCallback(
    (q: SearchQuery) => searchHref(route, q, { fallbackPath, defaultHitsPerPage: ui.hitsPerPage, extra: defaultCityParams(q, ui.defaultCity) }),
    [route, fallbackPath, ui.hitsPerPage, ui.defaultCity],
  );

  /**
   * Show a query: write it to the URL and search. `page` resets to 1 unless the change is paging.
   * `fromTextBox`: the box's own debounced search, which leaves the box alone (the shopper may
   * have typed on since the timer fired); every other change puts its text into the box.
   */
  const navigate = useCallback(
    (next: SearchQuery, opts: { keepPage?: boolean; scroll?: boolean; fromTextBox?: boolean } = {}) => {
      let wanted = next;
      if (pendingText.current !== null) {
        // A change made while typed text waits for its debounce takes that text along, unless the
        // change is to the text itself (its chip removed, Clear all).
        if (!opts.fromTextBox && next.query === latest.current.query) wanted = { ...next, query: pendingText.current };
        if (textTimer.current) clearTimeout(textTimer.current);
        pendingText.current = null;
      }
      const q = canonicalQuery({ ...wanted, page: opts.keepPage ? wanted.page : 1 });
      const href = hrefOf(q);
      if (!keepsBase(route, q)) {
        // The query left this page's path (e.g. its make was removed): the other page renders it.
        router.push(href);
        return;
      }
      latest.current = q;
      setQuery(q);
      if (!opts.fromTextBox) setText(q.query);
      // Numbers the box named became filters (chips): the box keeps the rest, unless typed on since.
      else if (q.query !== collapseSpaces(wanted.query)) setText((cur) => (cur === wanted.query ? q.query : cur));
      // The same search again (a slider's late change event, a double click) adds no history entry.
      if (href === window.location.pathname + window.location.search) return;
      queries.current.set(href, q);
      window.history.pushState(null, "", href);
      void run(q);
      if (opts.scroll) resultsTop.current?.scrollIntoView({ block: "start" });
    },
    [hrefOf, route, router, run],
  );

  // Back and forward: the URL is the state. Every URL this page wrote is remembered with its query
  // (the server-rendered one included), so the browser needs no parser of its own; an entry it does
  // not know (it cannot happen within one page view) is loaded from the server.
  useEffect(() => {
    queries.current.set(window.location.pathname + window.location.search, initialQuery);
    const onPop = () => {
      if (window.location.pathname !== route.path) return;
      const q = queries.current.get(window.location.pathname + window.location.search);
      if (!q) {
        window.location.reload();
        return;
      }
      if (textTimer.current) clearTimeout(textTimer.current);
      if (sliderTimer.current) clearTimeout(sliderTimer.current);
      pendingText.current = null;
      pendingRanges.current = null;
      latest.current = q;
      setQuery(q);
      setText(q.query);
      void run(q);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [route, run, initialQuery]);

  // Text box: searched 300 ms after the last key. What is typed stays in the box as typed: the
  // search it starts never writes the box back (a key pressed between the timer firing and the
  // next render was lost that way).
  const onText = (value: string) => {
    setText(value);
    pendingText.current = value;
    if (textTimer.current) clearTimeout(textTimer.current);
    textTimer.current = setTimeout(() => navigate({ ...latest.current, query: value }, { fromTextBox: true }), TEXT_DEBOUNCE_MS);
  };

  const onRange = (name: RangeName, range: NumericRange) => {
    const ranges = { ...(pendingRanges.current ?? latest.current.ranges) };
    if (range.min === undefined && range.max === undefined) delete ranges[name];
    else ranges[name] = range;
    pendingRanges.current = ranges;
    if (sliderTimer.current) clearTimeout(sliderTimer.current);
    sliderTimer.current = setTimeout(() => {
      pendingRanges.current = null;
      navigate({ ...latest.current, ranges });
    }, SLIDER_DEBOUNCE_MS);
  };

  const toggleValue = (facet: FacetName, value: string, on: boolean) => {
    const values = new Set(query.filters[facet] ?? []);
    if (on) values.add(value);
    else values.delete(value);
    const filters = { ...query.filters, [facet]: [...values] };
    // Models belong to makes: removing a make drops its models, and only its, from the selection.
    if (facet === "make" && !on) filters.model = modelsOfMakes(query.filters.model ?? [], filters.make ?? [], result);
    navigate({ ...query, filters });
  };

  const setPriceMax = (raw: string) => {
    const ranges = { ...query.ranges };
    const m = /^:(\d+)$/.exec(raw);
    if (m) ranges.price = { max: Number(m[1]) };
    else if (raw === "") delete ranges.price;
    else return;
    navigate({ ...query, ranges });
  };

  // The mobile sheet: Escape closes it; focus goes in and comes back.
  useEffect(() => {
    if (!sheetOpen) return;
    sheetClose.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setSheetOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.documentElement.classList.add(styles.noScroll!);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.documentElement.classList.remove(styles.noScroll!);
    };
  }, [sheetOpen]);

  const closeSheet = (scrollTop: boolean) => {
    setSheetOpen(false);
    if (scrollTop) window.scrollTo({ top: 0 });
    filtersButton.current?.focus({ preventScroll: true });
  };

  const initialCards = useMemo(() => new Map(initialResult.hits.map((h, i) => [h.id, props.initialCards[i]])), [initialResult, props.initialCards]);
  const items = useMemo(() => insertPromos<Pick<SearchHit, "id">, PromoTile>(result.hits, props.promos, ui.promoPositions), [result.hits, props.promos, ui.promoPositions]);
  const noun = result.count === 1 ? ui.nounOne : ui.nounMany;
  const chips = chipsOf(query, result);
  const activeCount = chips.length;

  return (
    <LeadModalProvider context={props.leadContext} pageId="search">
      <div className={styles.layout}>
        <aside id="filters" className={`${styles.sidebar} ${sheetOpen ? styles.sheetOpen : ""}`} aria-label="Filters">
          <form
            id="search-form"
            method="get"
            action={fallbackPath}
            role="search"
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              if (text !== latest.current.query) navigate({ ...latest.current, query: text }, { fromTextBox: true });
              else if (textTimer.current) {
                clearTimeout(textTimer.current);
                pendingText.current = null;
              }
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
                  onChange={(e) => onText(e.currentTarget.value)}
                />
              </Section>

              <ListSection s={LIST_SECTIONS[0]!} query={query} result={result} onToggle={toggleValue} defaultOpen />

              {Object.keys(result.facets.make).length ? (
                <Section title="Make" defaultOpen>
                  <MakeCards query={query} result={result} ui={ui} onToggle={toggleValue} />
                </Section>
              ) : null}

              {SLIDERS.map((s) =>
                s.attribute === "price" || result.facetStats[s.attribute] ? (
                  <Section key={s.attribute} title={s.title} defaultOpen={s.attribute === "price"}>
                    <RangeSlider attribute={s.attribute} label={s.title.toLowerCase()} stats={result.facetStats[s.attribute]} value={query.ranges[s.attribute]} format={s.format} onChange={(r) => onRange(s.attribute, r)} />
                    {s.attribute === "price" ? <PriceQuickPicks picks={ui.quickPicks} value={query.ranges.price} onPick={setPriceMax} /> : null}
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
        </aside>

        <div className={styles.results} ref={resultsTop}>
          <div className={styles.resultsHead}>
            <div>
              <h1 className={styles.heading}>{props.heading}</h1>
              <p className={styles.count} data-testid="results-count" aria-live="polite">
                {formatCount(result.count)} {noun} found
              </p>
            </div>
            <div className={styles.tools}>
              <a
                ref={filtersButton}
                href="#filters"
                className={`btn btn-light ${styles.filtersButton}`}
                data-testid="filters-button"
                aria-expanded={sheetOpen}
                aria-controls="filters"
                onClick={(e) => {
                  e.preventDefault();
                  setSheetOpen(true);
                }}
              >
                Filters{activeCount ? ` (${activeCount})` : ""}
              </a>
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

          {chips.length ? (
            <ul className={styles.chips} aria-label="Applied filters">
              {chips.map((c) => (
                <li key={c.key}>
                  <a
                    href={hrefOf(c.remove(query))}
                    className={styles.chip}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate(c.remove(query));
                    }}
                    aria-label={`Remove ${c.label}`}
                  >
                    {c.label} <span aria-hidden="true">×</span>
                  </a>
                </li>
              ))}
              <li>
                <a
                  href={fallbackPath}
                  className={styles.clearAll}
                  data-testid="clear-all"
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(canonicalQuery({ query: "", page: 1, sortBy: query.sortBy, filters: {}, ranges: {} }));
                  }}
                >
                  Clear all
                </a>
              </li>
            </ul>
          ) : null}

          <div className={`${styles.gridWrap} ${loading ? styles.loading : ""}`} aria-busy={loading}>
            {loading ? <div className={styles.progress} role="progressbar" aria-label="Loading results" /> : null}
            {items.length ? (
              <ol className={styles.grid} data-testid="results" data-layout={compact ? "compact" : "cards"}>
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
                onClear={() => navigate(canonicalQuery({ query: "", page: 1, sortBy: "relevance", filters: {}, ranges: {} }))}
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
          <button type="button" onClick={() => void run(failed)}>
            Try again
          </button>
        </div>
      ) : null}
    </LeadModalProvider>
  );
}

const OPEN_KEY = "forecourt:filter-open:";

/** A collapsible filter section; its open state is remembered per header. */
function Section({ title, defaultOpen = false, children }: { title: string; defaultOpen?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement | null>(null);
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
        try {
          localStorage.setItem(OPEN_KEY + title, e.currentTarget.open ? "1" : "0");
        } catch {
          // Not remembered; nothing else depends on it.
        }
      }}
    >
      <summary className={styles.sectionTitle}>{title}</summary>
      <div className={styles.sectionBody}>{children}</div>
    </details>
  );
}

/** Whether a facet is shown in the sidebar (a list section, the make cards or the models list). */
function sectionShown(facet: FacetName, result: ShownResult): boolean {
  const n = Object.keys(result.facets[facet] ?? {}).length;
  return n >= (LIST_SECTIONS.find((s) => s.facet === facet)?.minValues ?? 1);
}

/** Whether the sidebar form has an input of this facet for each selected value. */
function facetHasField(facet: FacetName, query: SearchQuery, result: ShownResult): boolean {
  if (facet === "make") return sectionShown("make", result);
  if (facet === "model") return !!query.filters.make?.length && sectionShown("model", result);
  return LIST_SECTIONS.some((s) => s.facet === facet) && sectionShown(facet, result);
}

function ListSection({
  s,
  query,
  result,
  onToggle,
  defaultOpen = false,
}: {
  s: (typeof LIST_SECTIONS)[number];
  query: SearchQuery;
  result: ShownResult;
  onToggle: (facet: FacetName, value: string, on: boolean) => void;
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

function CheckList({
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
  onToggle: (facet: FacetName, value: string, on: boolean) => void;
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

/** One collator for the page: String#localeCompare set one up per call (tens of ms on a throttled phone). */
const MAKE_NAME_ORDER = new Intl.Collator("en-AU");

/** Make cards: the site's popular makes or the first 7 by stock, "Show all makes"; models of the chosen make. */
function MakeCards({ query, result, ui, onToggle }: { query: SearchQuery; result: ShownResult; ui: SearchUi; onToggle: (facet: FacetName, value: string, on: boolean) => void }) {
  const [all, setAll] = useState(false);
  const [models, setModels] = useState(true);
  const counts = result.facets.make;
  const selected = query.filters.make ?? [];
  const byCount = Object.entries(counts).sort((a, b) => b[1] - a[1] || MAKE_NAME_ORDER.compare(a[0], b[0]));
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

function MakeList({ makes, selected, onToggle }: { makes: Array<[string, number]>; selected: string[]; onToggle: (facet: FacetName, value: string, on: boolean) => void }) {
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

function PriceQuickPicks({ picks, value, onPick }: { picks: SearchUi["quickPicks"]; value: NumericRange | undefined; onPick: (raw: string) => void }) {
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

function Promo({ tile }: { tile: PromoTile }) {
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

function Pagination({ page, pages, hrefFor, onPage }: { page: number; pages: number; hrefFor: (p: number) => string; onPage: (p: number) => void }) {
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

interface Chip {
  key: string;
  label: string;
  remove: (q: SearchQuery) => SearchQuery;
}

/**
 * No car matches: not a dead end. Each applied filter is offered with the number of cars its
 * removal would show (asked of /api/search, one small request each, most first), then a "find me
 * one" enquiry carrying what the shopper searched for, then Clear all.
 */
function EmptyResults(props: {
  nounMany: string;
  savedSearches: boolean;
  heading: string;
  chips: Chip[];
  query: SearchQuery;
  apiKey: (q: SearchQuery) => string;
  hrefOf: (q: SearchQuery) => string;
  onGo: (q: SearchQuery) => void;
  clearHref: string;
  onClear: () => void;
}) {
  const { chips, query, apiKey } = props;
  const key = apiKey(query);
  const [counts, setCounts] = useState<{ key: string; byChip: Record<string, number> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const relaxations = chips.slice(0, 8);
    void Promise.all(
      relaxations.map(async (c) => {
        try {
          const res = await fetch(`/api/search?${apiKey({ ...c.remove(query), page: 1, hitsPerPage: 1 })}`, { signal: controller.signal, headers: { accept: "application/json" } });
          return [c.key, res.ok ? ((await res.json()) as { count: number }).count : -1] as const;
        } catch {
          return [c.key, -1] as const;
        }
      }),
    ).then((pairs) => {
      if (!controller.signal.aborted) setCounts({ key, byChip: Object.fromEntries(pairs) });
    });
    return () => controller.abort();
    // The chips are derived from the query: its key says when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const known = counts?.key === key ? counts.byChip : null;
  const offers = known ? chips.filter((c) => (known[c.key] ?? 0) > 0).sort((a, b) => known[b.key]! - known[a.key]!) : [];
  const wanted = chips.length ? chips.map((c) => c.label).join(", ") : props.heading;
  return (
    <div className={styles.empty} data-testid="empty-results">
      <h2>No {props.nounMany} match these filters</h2>
      {chips.length ? (
        <>
          <p>{known === null ? "Looking for the closest matches…" : offers.length ? "Remove a filter to see more:" : "New stock arrives every week."}</p>
          {offers.length ? (
            <ul className={styles.relaxList} data-testid="relax-filters">
              {offers.map((c) => (
                <li key={c.key}>
                  <a
                    href={props.hrefOf(c.remove(query))}
                    onClick={(e) => {
                      e.preventDefault();
                      props.onGo(c.remove(query));
                    }}
                  >
                    Remove <strong>{c.label}</strong>: {formatCount(known![c.key]!)} {props.nounMany}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p>New stock arrives every week.</p>
      )}
      <p className={styles.emptyActions}>
        <a href={`/enquire?find=${encodeURIComponent(wanted.slice(0, 300))}`} className="btn btn-primary" data-testid="find-me-one">
          Find me one
        </a>
        <a
          href={props.clearHref}
          className="btn btn-outline"
          onClick={(e) => {
            e.preventDefault();
            props.onClear();
          }}
        >
          Clear all filters
        </a>
      </p>
      <p className={styles.emptyNote}>Tell us what you&apos;re after and we&apos;ll look for it, including cars arriving soon.</p>
      {props.savedSearches ? <SaveSearch query={apiKey({ ...query, page: 1 })} nounMany={props.nounMany} /> : null}
    </div>
  );
}

/** "Save this search": an e-mail when a new car matches (POST /api/saved-searches). */
function SaveSearch({ query, nounMany }: { query: string; nounMany: string }) {
  const [email, setEmail] = useState("");
  const [state, setState] = useState<{ kind: "idle" | "sending" | "saved" } | { kind: "error"; message: string }>({ kind: "idle" });
  const id = "save-search-email";
  if (state.kind === "saved") {
    return (
      <p className={styles.saveSearchDone} role="status" data-testid="save-search-done">
        Saved. We&apos;ll e-mail {email} when new {nounMany} match this search; every e-mail has a link to stop them.
      </p>
    );
  }
  return (
    <form
      className={styles.saveSearch}
      data-testid="save-search"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setState({ kind: "sending" });
        try {
          const res = await fetch("/api/saved-searches", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, query }) });
          const body = (await res.json().catch(() => ({}))) as { errors?: { field: string; message: string }[]; message?: string };
          if (res.ok) return setState({ kind: "saved" });
          setState({ kind: "error", message: body.errors?.find((x) => x.field === "email")?.message ?? body.message ?? "We could not save your search just now. Please try again." });
        } catch {
          setState({ kind: "error", message: "We could not save your search just now. Please try again." });
        }
      }}
    >
      <label htmlFor={id}>Get an e-mail when new {nounMany} match this search</label>
      <div className={styles.saveSearchRow}>
        <input
          id={id}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          aria-invalid={state.kind === "error" ? true : undefined}
          aria-describedby={state.kind === "error" ? `${id}-error` : undefined}
          placeholder="you@example.com"
        />
        <button type="submit" className="btn btn-outline" disabled={state.kind === "sending"}>
          Save this search
        </button>
      </div>
      {state.kind === "error" ? (
        <p id={`${id}-error`} className={styles.saveSearchError} role="alert">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The selected models that belong to one of these makes, read from the make_model facet ("Toyota
 * Corolla"): with Toyota and Mazda chosen, removing Mazda keeps a Corolla and drops a CX-5.
 */
function modelsOfMakes(models: string[], makes: string[], result: ShownResult): string[] {
  const pairs = new Set(Object.keys(result.facets.make_model ?? {}));
  return models.filter((m) => makes.some((make) => pairs.has(`${make} ${m}`)));
}

/** The applied filters as removable chips (text, each facet value, each range). */
function chipsOf(query: SearchQuery, result: ShownResult): Chip[] {
  const chips: Chip[] = [];
  if (query.query) chips.push({ key: "query", label: `“${query.query}”`, remove: (q) => ({ ...q, query: "" }) });
  for (const [facet, values] of Object.entries(query.filters) as [FacetName, string[]][]) {
    const section = LIST_SECTIONS.find((s) => s.facet === facet);
    for (const v of values) {
      chips.push({
        key: `${facet}:${v}`,
        label: section?.label ? section.label(v) : v,
        remove: (q) => {
          const rest = (q.filters[facet] ?? []).filter((x) => x !== v);
          return { ...q, filters: { ...q.filters, [facet]: rest, ...(facet === "make" ? { model: modelsOfMakes(q.filters.model ?? [], rest, result) } : {}) } };
        },
      });
    }
  }
  for (const [name, range] of Object.entries(query.ranges) as [RangeName, NumericRange][]) {
    chips.push({
      key: `range:${name}`,
      label: rangeLabel(name, range),
      remove: (q) => {
        const ranges = { ...q.ranges };
        delete ranges[name];
        return { ...q, ranges };
      },
    });
  }
  return chips;
}
