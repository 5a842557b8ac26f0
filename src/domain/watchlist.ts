/**
 * Watchlist rules (search-and-browsing §4 "Watchlist", §5 button visibility, §8 toasts). Pure and
 * client-safe: the card's Save toggle and the server's save call use the same rules.
 */

export interface SaveButtonInput {
  /** The site offers the signed-in watchlist (config.watchlist_enabled). */
  enabled: boolean;
  /**
   * The card's save rule (card.can_save): the car is available, and on some sites only a used car
   * priced above 0 with at least one image.
   */
  canSave: boolean;
  /** The car is on the shopper's watchlist. */
  saved: boolean;
}

/**
 * Whether a card shows the Save toggle. Hidden where §5 hides it; but a car already saved keeps
 * its toggle (pressed) so it can be removed, even once it is sold: "a sold car that is not saved
 * shows no save button".
 */
export function saveButtonShown({ enabled, canSave, saved }: SaveButtonInput): boolean {
  return enabled && (canSave || saved);
}

export interface WatchlistToast {
  title: string;
  body: string;
  /** "View List" link to the watchlist page, on a save only. */
  viewList: boolean;
}

/** §8: the toasts after a save or a remove succeeds. */
export function watchlistToast(action: "save" | "remove", carName: string): WatchlistToast {
  return action === "save"
    ? { title: "Car Saved In Watchlist", body: `${carName} is now available in your watchlist`, viewList: true }
    : { title: "Car Removed", body: `${carName} is no longer in your watchlist`, viewList: false };
}

/** The message of a watchlist call that failed without saying why (shown in the alert). */
export const WATCHLIST_FALLBACK_ERROR = "We could not update your watchlist. Please try again.";

/** Where the watchlist page lives. */
export const WATCHLIST_PATH = "/watchlist";

/**
 * How long a watchlist toast stays (the spec's toast removal delay, 1,000,000 ms): in effect until
 * the shopper dismisses it or the next toast replaces it, so nobody misses "View List" for being slow.
 */
export const TOAST_REMOVAL_DELAY_MS = 1_000_000;

/** A readable (not HttpOnly) cookie set beside the session, so the header can say "My watchlist". */
export const SIGNED_IN_HINT_COOKIE = "fc_signed_in";

/** Whether a document.cookie string carries the signed-in hint. */
export function hasSignedInHint(cookieString: string): boolean {
  return cookieString.split(";").some((c) => c.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}
