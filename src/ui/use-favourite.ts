"use client";
/**
 * The favourite heart's state for one car, shared by the result cards and the vehicle page: the
 * entry lives in localStorage (src/domain/favourites.ts), other tabs follow through the `storage`
 * event and other hearts on this page through `forecourt:favourite`. A full or blocked storage only
 * logs: the heart still toggles for this page view.
 */
import { useEffect, useState } from "react";
import { FAVOURITE_PRICES_KEY, FAVOURITES_KEY, isFavourite, readFavouriteEntries, readFavouritePrices, toggleFavourite, type FavouriteEntry } from "../domain/favourites";

const CHANGED = "forecourt:favourite";

function stored(): FavouriteEntry[] {
  try {
    return readFavouriteEntries(localStorage.getItem(FAVOURITES_KEY));
  } catch {
    return [];
  }
}

/** Remember (or forget) the price a favourite had when it was saved: the favourites page reports moves. */
function notePrice(id: number, price: number | null, added: boolean): void {
  const prices = readFavouritePrices(localStorage.getItem(FAVOURITE_PRICES_KEY));
  if (added && price !== null) prices[String(id)] = price;
  else delete prices[String(id)];
  localStorage.setItem(FAVOURITE_PRICES_KEY, JSON.stringify(prices));
}

/**
 * `[on, toggle]`; toggle returns true when the car was added. `price` is the price shown now
 * (null: none), kept so the favourites page can say when it moves.
 */
export function useFavourite(entry: FavouriteEntry, price: number | null = null): readonly [boolean, () => boolean] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sync = () => setOn(isFavourite(stored(), entry.id));
    sync();
    window.addEventListener("storage", sync);
    window.addEventListener(CHANGED, sync);
    return () => {
      window.removeEventListener("storage", sync);
      window.removeEventListener(CHANGED, sync);
    };
  }, [entry.id]);
  const toggle = () => {
    const next = toggleFavourite(stored(), entry);
    try {
      localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next.list));
      notePrice(entry.id, price, next.added);
    } catch (err) {
      console.warn("favourites: not stored", err);
    }
    setOn(next.added);
    window.dispatchEvent(new Event(CHANGED));
    return next.added;
  };
  return [on, toggle] as const;
}
