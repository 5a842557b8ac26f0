import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true once the page's script runs: for what only
 * the browser can show (its storage, a lookup) or a style that switches on with JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
