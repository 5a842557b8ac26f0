"use client";
/**
 * The watchlist in the browser (search-and-browsing §4, §8): the Save toggle on result cards and
 * the toasts. `WatchlistProvider` holds the signed-in phone number and the saved car ids the page
 * was rendered with; a toggle changes at once (optimistic) and then calls the API; a failing call
 * is an alert with its message and the change is undone. Without a phone number a toggle sends
 * the shopper to /sign-in?type=watchlist with the current path. Kept small: it ships with the
 * results page.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { signInHref } from "../../domain/sign-in";
import { saveButtonShown, WATCHLIST_FALLBACK_ERROR, WATCHLIST_PATH, watchlistToast, type WatchlistToast } from "../../domain/watchlist";
import { track } from "../car/track";
import styles from "./watchlist.module.css";

interface WatchlistState {
  phone: string | null;
  saved: ReadonlySet<number>;
  toggle: (car: { id: number; name: string }) => void;
}

const Ctx = createContext<WatchlistState>({
  phone: null,
  saved: new Set(),
  toggle: () => goToSignIn(),
});

function goToSignIn(): void {
  window.location.assign(signInHref(`${window.location.pathname}${window.location.search}`));
}

async function call(action: "save" | "remove", phone: string, carId: number): Promise<{ success: boolean; message?: string; sign_in?: boolean }> {
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

export function WatchlistProvider({ phone, savedIds, children }: { phone: string | null; savedIds: number[]; children: ReactNode }) {
  const [saved, setSaved] = useState<ReadonlySet<number>>(() => new Set(savedIds));
  const [toast, setToast] = useState<(WatchlistToast & { key: number }) | null>(null);

  useEffect(() => {
    if (!toast) return;
    const t = window.setTimeout(() => setToast(null), 6000);
    return () => window.clearTimeout(t);
  }, [toast]);

  const toggle = useCallback(
    (car: { id: number; name: string }) => {
      if (!phone) return goToSignIn();
      const action = saved.has(car.id) ? "remove" : "save";
      const apply = (on: boolean) =>
        setSaved((cur) => {
          const next = new Set(cur);
          if (on) next.add(car.id);
          else next.delete(car.id);
          return next;
        });
      apply(action === "save");
      void call(action, phone, car.id).then((r) => {
        if (!r.success) {
          apply(action !== "save");
          window.alert(r.message ?? WATCHLIST_FALLBACK_ERROR);
          if (r.sign_in) goToSignIn();
          return;
        }
        setToast({ ...watchlistToast(action, car.name), key: Date.now() });
        if (action === "save") track({ name: "watchlist_save", car_id: car.id });
      });
    },
    [phone, saved],
  );

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
      className={`${styles.save}${className ? ` ${className}` : ""}`}
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
