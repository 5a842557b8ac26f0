"use client";
/**
 * The heart on a result card: the favourite is kept on the device (src/ui/use-favourite.ts) with
 * the price it was saved at, and event 39 is sent. Loaded after the results page's first load
 * (CardFavouriteToggle), like the Compare box.
 */
import { ANALYTICS_EVENTS } from "../../domain/events";
import type { FavouriteEntry } from "../../domain/favourites";
import { useFavourite } from "../use-favourite";
import { track } from "./CardControls";
import styles from "./search.module.css";

export function FavouriteToggle({ car, price }: { car: FavouriteEntry; price: number | null }) {
  const [on, toggle] = useFavourite(car, price);
  return (
    <button
      type="button"
      className={styles.fav}
      aria-pressed={on}
      aria-label={`Favourite the ${car.name}`}
      data-testid="favourite-toggle"
      onClick={() => {
        if (toggle()) track({ event_id: ANALYTICS_EVENTS.FAVOURITE, name: "favourite", car_id: car.id, payload: {} });
      }}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill={on ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.5-9.2C1 8.3 3.2 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.8 0 6 3.8 4.5 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
