// @vitest-environment happy-dom
/**
 * The search page's state machine in a DOM (happy-dom), driven as the page drives it. fetch is the
 * only thing replaced: each call waits until the test answers it, so the order answers arrive in
 * is the test's to choose (the API behind it is tested against the database elsewhere).
 */
import { act, cleanup, renderHook } from "@testing-library/react";
import { useLayoutEffect, useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchResult } from "../../search/engine";
import { makeSearchQuery } from "../../search/query";
import { SLIDER_DEBOUNCE_MS, TEXT_DEBOUNCE_MS, useSearchState, type InitialResult } from "./use-search-state";

const route = { kind: "type" as const, path: "/search/used-cars", base: { car_type: ["used"] } };

function resultOf(count: number, facets: Partial<SearchResult["facets"]> = {}): SearchResult {
  return {
    hits: [],
    facets: { make: {}, model: {}, make_model: {}, ...facets } as SearchResult["facets"],
    facetStats: {},
    count,
    page: 1,
    pages: Math.ceil(count / 21),
    hitsPerPage: 21,
    ms: 1,
  };
}

interface PendingCall {
  url: string;
  signal: AbortSignal;
  answer: (result: SearchResult) => void;
  fail: (status: number) => void;
}

let calls: PendingCall[];

beforeEach(() => {
  calls = [];
  vi.useFakeTimers();
  window.history.replaceState(null, "", "/search/used-cars");
  vi.stubGlobal(
    "fetch",
    (url: string, init: { signal: AbortSignal }) =>
      new Promise((resolve, reject) => {
        init.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        calls.push({
          url,
          signal: init.signal,
          answer: (result) => resolve(new Response(JSON.stringify(result), { status: 200 })),
          fail: (status) => resolve(new Response("{}", { status })),
        });
      }),
  );
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  // Unmounted, or a test's hook would still answer the next test's back and forward.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(initial: InitialResult = resultOf(40, { make: { Toyota: 30, Mazda: 10 }, make_model: { "Toyota Corolla": 5, "Mazda CX-5": 4 } })) {
  const leave = vi.fn();
  const initialQuery = makeSearchQuery({ filters: { car_type: ["used"] } });
  const hook = renderHook(() => useSearchState({ route, fallbackPath: "/search", hitsPerPage: 21, defaultCity: null, initialQuery, initialResult: initial, leave }));
  return { hook, leave, initial };
}

/** Let answered fetches settle into state. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe("useSearchState", () => {
  it("searches typed text 300 ms after the last key, once, and writes the URL", async () => {
    const { hook } = setup();
    act(() => hook.result.current.typeText("hil"));
    act(() => hook.result.current.typeText("hilux"));
    await act(async () => vi.advanceTimersByTimeAsync(TEXT_DEBOUNCE_MS - 1));
    expect(calls).toHaveLength(0);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/api/search?query=hilux&car_type=used");
    expect(window.location.pathname + window.location.search).toBe("/search/used-cars?query=hilux");
    expect(hook.result.current.text).toBe("hilux");
    expect(hook.result.current.loading).toBe(true);
    calls[0]!.answer(resultOf(3));
    await settle();
    expect(hook.result.current.loading).toBe(false);
    expect(hook.result.current.result.count).toBe(3);
  });

  it("never lets a late answer replace a newer one: the older request is aborted", async () => {
    const { hook } = setup();
    act(() => hook.result.current.toggleValue("make", "Toyota", true));
    act(() => hook.result.current.toggleValue("make", "Mazda", true));
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[1]!.answer(resultOf(40));
    await settle();
    calls[0]!.answer(resultOf(30));
    await settle();
    expect(hook.result.current.result.count).toBe(40);
    expect(hook.result.current.query.filters.make).toEqual(["Mazda", "Toyota"]);
  });

  it("keeps the previous result on a failed search, and Try again asks again", async () => {
    const { hook } = setup();
    act(() => hook.result.current.toggleValue("make", "Toyota", true));
    calls[0]!.fail(503);
    await settle();
    expect(hook.result.current.result.count).toBe(40);
    expect(hook.result.current.failed?.filters.make).toEqual(["Toyota"]);
    act(() => hook.result.current.retry());
    expect(calls).toHaveLength(2);
    calls[1]!.answer(resultOf(30));
    await settle();
    expect(hook.result.current.failed).toBeNull();
    expect(hook.result.current.result.count).toBe(30);
  });

  it("answers a search seen before from its cache, and back restores the earlier query", async () => {
    const { hook } = setup();
    act(() => hook.result.current.toggleValue("make", "Toyota", true));
    calls[0]!.answer(resultOf(30));
    await settle();
    act(() => hook.result.current.toggleValue("make", "Toyota", false));
    // The server's first result is cached: no request for it.
    expect(calls).toHaveLength(1);
    expect(hook.result.current.result.count).toBe(40);
    act(() => hook.result.current.toggleValue("make", "Toyota", true));
    expect(calls).toHaveLength(1);
    expect(hook.result.current.result.count).toBe(30);

    act(() => {
      window.history.pushState(null, "", "/search/used-cars");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(hook.result.current.query.filters.make).toBeUndefined();
    expect(hook.result.current.result.count).toBe(40);
    expect(calls).toHaveLength(1);
  });

  it("a box ticked as the page hydrates, before its effects have run, is what Back restores", () => {
    const initialQuery = makeSearchQuery({ filters: { car_type: ["used"] } });
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    const hook = renderHook(() => {
      const state = useSearchState({ route, fallbackPath: "/search", hitsPerPage: 21, defaultCity: null, initialQuery, initialResult: resultOf(40), leave: vi.fn() });
      // A tap React replays as hydration ends runs its handler before the page's passive effects.
      const ticked = useRef(false);
      useLayoutEffect(() => {
        if (ticked.current) return;
        ticked.current = true;
        state.toggleValue("make", "Toyota", true);
      });
      return state;
    });
    expect(window.location.search).toBe("?make=Toyota");
    act(() => hook.result.current.toggleValue("make", "Mazda", true));
    act(() => {
      window.history.pushState(null, "", "/search/used-cars?make=Toyota");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(hook.result.current.query.filters.make).toEqual(["Toyota"]);
    act(() => {
      window.history.pushState(null, "", "/search/used-cars");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(hook.result.current.query.filters.make).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });

  it("moves a slider's range after 400 ms, building on a box ticked meanwhile", async () => {
    const { hook } = setup();
    act(() => hook.result.current.moveRange("price", { max: 30000 }));
    act(() => hook.result.current.toggleValue("make", "Toyota", true));
    await act(async () => vi.advanceTimersByTimeAsync(SLIDER_DEBOUNCE_MS));
    expect(hook.result.current.query.ranges.price).toEqual({ max: 30000 });
    expect(hook.result.current.query.filters.make).toEqual(["Toyota"]);
    expect(calls.at(-1)!.url).toBe("/api/search?car_type=used&make=Toyota&price=%3A30000");
  });

  it("removing a make drops its models and keeps the other make's", () => {
    const { hook } = setup();
    act(() => hook.result.current.navigate(makeSearchQuery({ filters: { car_type: ["used"], make: ["Toyota", "Mazda"], model: ["Corolla", "CX-5"] } })));
    act(() => hook.result.current.toggleValue("make", "Mazda", false));
    expect(hook.result.current.query.filters.make).toEqual(["Toyota"]);
    expect(hook.result.current.query.filters.model).toEqual(["Corolla"]);
  });

  it("leaves the page when the query no longer fits its path (its car type removed)", () => {
    const { hook, leave } = setup();
    act(() => hook.result.current.toggleValue("car_type", "used", false));
    expect(leave).toHaveBeenCalledWith("/search");
    expect(calls).toHaveLength(0);
  });

  it("a change goes back to page 1; paging keeps its page", () => {
    const { hook } = setup();
    act(() => hook.result.current.navigate({ ...hook.result.current.query, page: 2 }, { keepPage: true }));
    expect(hook.result.current.query.page).toBe(2);
    act(() => hook.result.current.toggleValue("make", "Toyota", true));
    expect(hook.result.current.query.page).toBe(1);
  });
});
