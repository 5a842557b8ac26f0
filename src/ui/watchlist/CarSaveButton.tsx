"use client";
/**
 * The vehicle page's Save button on a site whose saving model is the watchlist. The page may be
 * served from the shared cache, so it is rendered signed out; view.json's answer (CarViews.tsx)
 * then says who is signed in and whether this car is saved, and the button takes that state. A
 * press before that answer (or signed out) goes to sign-in, and the save is finished on return,
 * as on the result cards.
 */
import { useEffect, useState } from "react";
import { latestShopper, SHOPPER_EVENT, type CarShopper } from "../car/CarViews";
import { SaveToggle, WatchlistProvider } from "./Watchlist";

export function CarSaveButton({ carId, carName, canSave, className }: { carId: number; carName: string; canSave: boolean; className?: string }) {
  const [shopper, setShopper] = useState<CarShopper | null>(() => latestShopper.get(carId) ?? null);
  useEffect(() => {
    const on = (e: Event) => {
      const d = (e as CustomEvent<CarShopper>).detail;
      if (d.carId === carId) setShopper(d);
    };
    window.addEventListener(SHOPPER_EVENT, on);
    return () => window.removeEventListener(SHOPPER_EVENT, on);
  }, [carId]);
  return (
    // Keyed by the phone: the provider starts again with the shopper's saved state when it is known.
    <WatchlistProvider key={shopper?.phone ?? "signed-out"} phone={shopper?.phone ?? null} savedIds={shopper?.saved ? [carId] : []}>
      <SaveToggle carId={carId} carName={carName} canSave={canSave} className={className} />
    </WatchlistProvider>
  );
}
