import { useSyncExternalStore, type ReactNode } from "react";

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true once the page's script runs: for what only
 * the browser can show (its storage, a lookup) or a style that switches on with JavaScript.
 *
 * The switch to true is a synchronous re-render of the calling component, right after hydration
 * and before the browser may paint or answer a tap: call it in a small component, never in one
 * that renders a page's worth of elements (use <WhenHydrated> around the part that needs it).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * Its children once the page is hydrated, `fallback` before (in the server HTML and while
 * hydrating). Only this component re-renders when hydration ends, not the one that holds it: on
 * the results page that re-render was the whole page (~2,500 fibers, a 30-40 ms task on this
 * machine's Chromium; docs/benchmarks.md, 2026-11-27 evening).
 */
export function WhenHydrated({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }): ReactNode {
  return useHydrated() ? children : fallback;
}
