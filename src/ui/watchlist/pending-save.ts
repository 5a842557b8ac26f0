/**
 * A Save pressed while signed out: remembered in the tab's sessionStorage while the shopper signs
 * in, and finished when they are back on a page with the watchlist, signed in. Half an hour at most:
 * a save nobody came back to finish is forgotten.
 */
export const PENDING_SAVE_KEY = "forecourt:pendingSave";
export const PENDING_SAVE_MAX_AGE_MS = 30 * 60_000;

export interface PendingSave {
  id: number;
  name: string;
  at: number;
}

/** The pending save, taken (removed) from storage; null when there is none, it is stale or unreadable. */
export function takePendingSave(now = Date.now()): PendingSave | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_SAVE_KEY);
    if (raw === null) return null;
    window.sessionStorage.removeItem(PENDING_SAVE_KEY);
    const p = JSON.parse(raw) as Partial<PendingSave>;
    if (typeof p.id !== "number" || typeof p.name !== "string" || typeof p.at !== "number") return null;
    return now - p.at <= PENDING_SAVE_MAX_AGE_MS ? { id: p.id, name: p.name, at: p.at } : null;
  } catch {
    return null;
  }
}
