"use client";
/**
 * The watchlist in the browser (search-and-browsing §4, §8): the Save toggle on result cards and
 * the toasts. `WatchlistProvider` holds the signed-in phone number and the saved car ids the page
 * was rendered with; a toggle changes at once (optimistic) and then calls the API; a failing call
 * is an alert with its message and the change is undone. Without a phone number a toggle sends
 * the shopper to /sign-in?type=watchlist with the current path, and the save is finished when
 * they come back signed in (pending-save.ts). Kept small: it ships with the
 * results page, and what a press does (watchlist-actions.ts) loads on the first press.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { saveButtonShown, TOAST_REMOVAL_DELAY_MS, WATCHLIST_PATH, type WatchlistToast } from "../../domain/watchlist";
import { takePendingSave } from "./pending-save";
import styles from "./watchlist.module.css";

interface WatchlistState {
  phone: string | null;
  saved: ReadonlySet<number>;
  toggle: (car: { id: number; name: string }) => void;
}

/** The call, toasts and sign-in redirect: loaded on the first press, not with the page. */
const actions = () => import("./watchlist-actions");

const Ctx = createContext<WatchlistState>({
  phone: null,
  saved: new Set(),
  toggle: (car) => void actions().then((a) => a.goToSignIn(car)),
});

export function WatchlistProvider({ phone, savedIds, children }: { phone: string | null; savedIds: number[]; children: ReactNode }) {
  const [saved, setSaved] = useState<ReadonlySet<number>>(() => new Set(savedIds));
  const [toast, setToast] = useState<(WatchlistToast & { key: number }) | null>(null);

  useEffect(() => {
    if (!toast) return;
    const t = window.setTimeout(() => setToast(null), TOAST_REMOVAL_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [toast]);

  const toggle = useCallback(
    (car: { id: number; name: string }) => {
      if (!phone) return void actions().then((a) => a.goToSignIn(car));
      const action = saved.has(car.id) ? "remove" : "save";
      const apply = (on: boolean) =>
        setSaved((cur) => {
          const next = new Set(cur);
          if (on) next.add(car.id);
          else next.delete(car.id);
          return next;
        });
      // Optimistic: the toggle changes at once; the call follows.
      apply(action === "save");
      void actions().then(async (a) => {
        const r = await a.callWatchlist(action, phone, car.id);
        if (!r.success) {
          apply(action !== "save");
          window.alert(r.message ?? a.WATCHLIST_FALLBACK_ERROR);
          if (r.sign_in) a.goToSignIn(action === "save" ? car : undefined);
          return;
        }
        setToast({ ...a.watchlistToast(action, car.name), key: Date.now() });
        if (action === "save") a.trackSave(car.id);
      });
    },
    [phone, saved],
  );

  // Back from signing in to save a car: finish that save (once), unless it is saved already.
  useEffect(() => {
    if (!phone) return;
    const pending = takePendingSave();
    if (pending && !saved.has(pending.id)) toggle({ id: pending.id, name: pending.name });
    // Once per signed-in page load: later changes of `saved` must not replay it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phone]);

  const value = useMemo(() => ({ phone, saved, toggle }), [phone, saved, toggle]);
  return (
    <Ctx.Provider value={value}>
      {children}
      <div className={styles.toastRegion} role="status" aria-live="polite">
        {toast ? (
          <div className={styles.toast} key={toast.key} data-testid="watchlist-toast">
            <p className={styles.toastTitle}>{toast.title}</p>
            <p className={styles.toastBody}>{toast.body}</p>
            <div className={styles.toastActions}>
              {toast.viewList ? <a href={WATCHLIST_PATH}>View List</a> : null}
              <button type="button" onClick={() => setToast(null)} aria-label="Dismiss">
                ×
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </Ctx.Provider>
  );
}

/**
 * The card's Save toggle. Shown where §5 allows it (`canSave`: the car's save rule on this site)
 * and, pressed, on any car already saved so it can be removed; hidden on a site without the
 * watchlist.
 */
export function SaveToggle({ carId, carName, canSave, enabled = true, className }: { carId: number; carName: string; canSave: boolean; enabled?: boolean; className?: string }) {
  const { saved, toggle } = useContext(Ctx);
  const on = saved.has(carId);
  if (!saveButtonShown({ enabled, canSave, saved: on })) return null;
  return (
    <button
      type="button"
      // A page's own button style (the car page's pill row) replaces the card's link-like one.
      className={className ?? styles.save}
      aria-pressed={on}
      data-testid="save-toggle"
      onClick={() => toggle({ id: carId, name: carName })}
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill={on ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M6 3h12v18l-6-4.5L6 21z" />
      </svg>
      {/* One name in both states (the pressed state says saved), and it starts with the visible word. */}
      Save<span className="visually-hidden"> the {carName} to your watchlist</span>
    </button>
  );
}
