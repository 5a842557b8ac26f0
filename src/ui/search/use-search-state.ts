"use client";
/**
 * The search page's state machine, without any markup: one SearchQuery, written to the URL
 * (pushState) and read back on back/forward; a change fetches GET /api/search through a small
 * cache of recent results, a newer request aborting the older one so a late answer never
 * replaces a newer one; typed text waits 300 ms and slider moves 400 ms before they search; a
 * failed search keeps the previous result on screen and remembers the query for "Try again".
 * SearchApp draws what this returns (use-search-state.test.tsx drives it in a DOM).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { SearchHit, SearchResult } from "../../search/engine";
import { canonicalQuery, collapseSpaces, toSearchParams, type NumericRange, type RangeName, type SearchQuery } from "../../search/query-core";
import type { FacetName } from "../../search/facets";
import { defaultCityParams, keepsBase, searchHref, type SearchRoute } from "../../search/routes";
import { clientResultCache } from "../../search/result-cache";
import { modelsOfMakes } from "./chips";

export const TEXT_DEBOUNCE_MS = 300;
export const SLIDER_DEBOUNCE_MS = 400;

/**
 * The server's result as the page carries it: its cards come rendered, so its hits are only their
 * ids (the cards' data is not sent twice).
 */
export type InitialResult = Omit<SearchResult, "hits"> & { hits: Array<Pick<SearchHit, "id">> };
/** What the sidebar, header and chips read of a result: never the hits. */
export type ShownResult = SearchResult | InitialResult;

export interface SearchStateOptions {
  route: Pick<SearchRoute, "path" | "base" | "kind">;
  fallbackPath: string;
  hitsPerPage: number;
  defaultCity: string | null;
  initialQuery: SearchQuery;
  initialResult: InitialResult;
  /** Leave this page for another (a query that no longer fits this page's path): the router's push. */
  leave: (href: string) => void;
  /**
   * Called before a result other than the server's is shown, so the caller can load what it needs
   * to draw fetched hits (the card code); the result waits for it. A rejection counts as a failed search.
   */
  beforeFetchedResult?: () => Promise<void>;
}

export interface NavigateOptions {
  /** Paging keeps the page; every other change goes back to page 1. */
  keepPage?: boolean;
  /** Scroll the results' top into view (paging). */
  scroll?: boolean;
  /** The text box's own debounced search: it leaves the box as typed. */
  fromTextBox?: boolean;
}

export function useSearchState(opts: SearchStateOptions) {
  const { route, fallbackPath, hitsPerPage, defaultCity, initialQuery, initialResult, leave, beforeFetchedResult } = opts;
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
  const cache = useRef(clientResultCache<ShownResult>());
  const abort = useRef<AbortController | null>(null);
  /** Whether beforeFetchedResult has resolved once (it is asked again after a failure). */
  const ready = useRef(false);
  /**
   * Query of every URL this page has shown, for back/forward. The URL the page was rendered for is
   * read in the first client render (hydration), before any handler can push another: a box ticked
   * as hydration ends runs its handler before this hook's effects, so an effect reading the URL
   * then filed the server's query under the ticked box's URL, and Back showed the wrong cars.
   */
  const [queries] = useState(() => new Map<string, SearchQuery>(typeof window === "undefined" ? [] : [[window.location.pathname + window.location.search, initialQuery]]));
  const resultsTop = useRef<HTMLDivElement | null>(null);
  const result = shown.result;

  const apiKey = useCallback((q: SearchQuery) => toSearchParams(q, { defaultHitsPerPage: hitsPerPage }).toString(), [hitsPerPage]);

  useEffect(() => {
    cache.current.set(apiKey(initialQuery), initialResult);
    // The server's result, once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = useCallback(
    async (q: SearchQuery) => {
      const key = apiKey(q);
      const cached = cache.current.get(key);
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      // The server's result comes with its cards; any other needs the caller's preparation first.
      const needsPreparing = cached !== initialResult && !ready.current && beforeFetchedResult !== undefined;
      if (cached && !needsPreparing) {
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
        const [data] = await Promise.all([cached ?? fetchResult(), needsPreparing ? beforeFetchedResult() : null]);
        ready.current = true;
        cache.current.set(key, data);
        if (abort.current !== controller) return;
        setShown({ query: q, result: data });
        setFailed(null);
      } catch (err) {
        if (controller.signal.aborted) return;
        // A search error keeps the previous hits and counts on screen, with a quiet retry notice.
        console.warn("search failed; keeping the previous results", err);
        setFailed(q);
      } finally {
        if (abort.current === controller) setLoading(false);
      }
    },
    [apiKey, initialResult, beforeFetchedResult],
  );

  const hrefOf = useCallback(
    (q: SearchQuery) => searchHref(route, q, { fallbackPath, defaultHitsPerPage: hitsPerPage, extra: defaultCityParams(q, defaultCity) }),
    [route, fallbackPath, hitsPerPage, defaultCity],
  );

  /**
   * Show a query: write it to the URL and search. `page` resets to 1 unless the change is paging.
   * `fromTextBox`: the box's own debounced search, which leaves the box alone (the shopper may
   * have typed on since the timer fired); every other change puts its text into the box.
   */
  const navigate = useCallback(
    (next: SearchQuery, nav: NavigateOptions = {}) => {
      let wanted = next;
      if (pendingText.current !== null) {
        // A change made while typed text waits for its debounce takes that text along, unless the
        // change is to the text itself (its chip removed, Clear all).
        if (!nav.fromTextBox && next.query === latest.current.query) wanted = { ...next, query: pendingText.current };
        if (textTimer.current) clearTimeout(textTimer.current);
        pendingText.current = null;
      }
      const q = canonicalQuery({ ...wanted, page: nav.keepPage ? wanted.page : 1 });
      const href = hrefOf(q);
      if (!keepsBase(route, q)) {
        // The query left this page's path (e.g. its make was removed): the other page renders it.
        leave(href);
        return;
      }
      latest.current = q;
      setQuery(q);
      if (!nav.fromTextBox) setText(q.query);
      // Numbers the box named became filters (chips): the box keeps the rest, unless typed on since.
      else if (q.query !== collapseSpaces(wanted.query)) setText((cur) => (cur === wanted.query ? q.query : cur));
      // The same search again (a slider's late change event, a double click) adds no history entry.
      if (href === window.location.pathname + window.location.search) return;
      queries.set(href, q);
      window.history.pushState(null, "", href);
      void run(q);
      if (nav.scroll) resultsTop.current?.scrollIntoView({ block: "start" });
    },
    [hrefOf, route, leave, run, queries],
  );

  // Back and forward: the URL is the state. Every URL this page wrote is remembered with its query
  // (the server-rendered one included), so the browser needs no parser of its own; an entry it does
  // not know (it cannot happen within one page view) is loaded from the server.
  useEffect(() => {
    const onPop = () => {
      if (window.location.pathname !== route.path) return;
      const q = queries.get(window.location.pathname + window.location.search);
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
  }, [route, run, queries]);

  // Text box: searched 300 ms after the last key. What is typed stays in the box as typed: the
  // search it starts never writes the box back (a key pressed between the timer firing and the
  // next render was lost that way).
  const typeText = (value: string) => {
    setText(value);
    pendingText.current = value;
    if (textTimer.current) clearTimeout(textTimer.current);
    textTimer.current = setTimeout(() => navigate({ ...latest.current, query: value }, { fromTextBox: true }), TEXT_DEBOUNCE_MS);
  };

  /** The form submitted (Enter, "Show Me N cars"): search what is typed now, without waiting. */
  const submitText = () => {
    if (text !== latest.current.query) navigate({ ...latest.current, query: text }, { fromTextBox: true });
    else if (textTimer.current) {
      clearTimeout(textTimer.current);
      pendingText.current = null;
    }
  };

  const moveRange = (name: RangeName, range: NumericRange) => {
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

  /** A price quick pick: ":30000" (up to $30,000) or "" (any price); anything else is ignored. */
  const pickPriceMax = (raw: string) => {
    const ranges = { ...query.ranges };
    const m = /^:(\d+)$/.exec(raw);
    if (m) ranges.price = { max: Number(m[1]) };
    else if (raw === "") delete ranges.price;
    else return;
    navigate({ ...query, ranges });
  };

  /** Every filter and the text removed; `keepSort` keeps the chosen order. */
  const clearAll = (keepSort: boolean) => navigate(canonicalQuery({ query: "", page: 1, sortBy: keepSort ? query.sortBy : "relevance", filters: {}, ranges: {} }));

  const retry = () => {
    if (failed) void run(failed);
  };

  return {
    query,
    text,
    shown,
    result,
    loading,
    failed,
    resultsTop,
    apiKey,
    hrefOf,
    navigate,
    typeText,
    submitText,
    moveRange,
    toggleValue,
    pickPriceMax,
    clearAll,
    retry,
  };
}
