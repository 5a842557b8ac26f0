"use client";
/**
 * The shopper's compare list in the browser (src/domain/compare.ts keeps the rules): one store
 * that every Compare box, the tray and the dialog read through useSyncExternalStore, so they
 * never disagree. Other tabs follow through the `storage` event. A full or blocked storage only
 * logs: the list still changes for this page view.
 */
import { useSyncExternalStore } from "react";
import { COMPARE_KEY, readCompareEntries, type CompareEntry } from "../../domain/compare";

const CHANGED = "forecourt:compare";
const EMPTY: CompareEntry[] = [];

let memory: CompareEntry[] | null = null;
let snapshot: { raw: string | null; list: CompareEntry[] } = { raw: null, list: EMPTY };

function readRaw(): string | null {
  try {
    return localStorage.getItem(COMPARE_KEY);
  } catch {
    return null;
  }
}

function current(): CompareEntry[] {
  if (memory) return memory;
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, list: readCompareEntries(raw) };
  return snapshot.list;
}

function subscribe(onChange: () => void): () => void {
  const storage = (e: StorageEvent) => {
    if (e.key === COMPARE_KEY || e.key === null) {
      memory = null;
      onChange();
    }
  };
  window.addEventListener("storage", storage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", storage);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The compare list (empty on the server and before hydration). */
export function useCompareList(): CompareEntry[] {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}

export function writeCompareList(list: CompareEntry[]): void {
  try {
    localStorage.setItem(COMPARE_KEY, JSON.stringify(list));
    memory = null;
  } catch (err) {
    // Kept for this page view only.
    memory = list;
    console.warn("compare: not stored", err);
  }
  window.dispatchEvent(new Event(CHANGED));
}
