/**
 * What a Save toggle does once pressed, loaded on the first press (kept off the results page's
 * first load): the watchlist call, the toast texts, the analytics event, the way to sign-in.
 */
import { signInHref } from "../../domain/sign-in";
import { WATCHLIST_FALLBACK_ERROR, watchlistToast } from "../../domain/watchlist";
import { track } from "../car/track";
import { PENDING_SAVE_KEY } from "./pending-save";

export { watchlistToast, WATCHLIST_FALLBACK_ERROR };

/**
 * To /sign-in?type=watchlist with the current path as redirect and back. The car the shopper
 * pressed Save on is remembered for this tab, so the save is finished when they come back signed in.
 */
export function goToSignIn(car?: { id: number; name: string }): void {
  if (car) {
    try {
      window.sessionStorage.setItem(PENDING_SAVE_KEY, JSON.stringify({ id: car.id, name: car.name, at: Date.now() }));
    } catch {
      // Storage refused (private mode): the shopper presses Save again after signing in.
    }
  }
  window.location.assign(signInHref(`${window.location.pathname}${window.location.search}`));
}

export interface CallResult {
  success: boolean;
  message?: string;
  /** The server does not know this shopper (signed out meanwhile): sign in again. */
  sign_in?: boolean;
}

/** POST /api/watchlist/{save,remove}-car; a network failure or an unreadable reply is a failure with a message. */
export async function callWatchlist(action: "save" | "remove", phone: string, carId: number): Promise<CallResult> {
  try {
    const res = await fetch(`/api/watchlist/${action}-car`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone_number: phone, car_id: carId }),
    });
    const body = (await res.json().catch(() => ({}))) as { success?: unknown; message?: unknown; sign_in?: unknown };
    if (res.ok && body.success === true) return { success: true };
    return { success: false, message: typeof body.message === "string" ? body.message : WATCHLIST_FALLBACK_ERROR, sign_in: body.sign_in === true };
  } catch {
    return { success: false, message: WATCHLIST_FALLBACK_ERROR };
  }
}

/** Analytics on saving a car (search-and-browsing §7). */
export function trackSave(carId: number): void {
  track({ name: "watchlist_save", car_id: carId });
}
