"use client";
/**
 * The result card's heart with its code (the favourites store and its rules) split off the
 * results page's first load: the server renders the heart, and it hydrates as soon as its small
 * chunk arrives (a tap before then is replayed by React). A card rendered in the browser later
 * (a new page of results) finds the chunk loaded, so the fallback is never seen in practice. The results page has a first-load
 * JavaScript budget (docs/benchmarks.md).
 */
import { lazy, Suspense } from "react";
import type { FavouriteEntry } from "../../domain/favourites";

const FavouriteToggle = lazy(() => import("./FavouriteToggle").then((m) => ({ default: m.FavouriteToggle })));

export function CardFavouriteToggle({ car, price }: { car: FavouriteEntry; price: number | null }) {
  return (
    <Suspense fallback={null}>
      <FavouriteToggle car={car} price={price} />
    </Suspense>
  );
}
