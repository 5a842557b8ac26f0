"use client";
/**
 * The interactive bits of a result card: the call-the-dealer number (masked until clicked on
 * sites that ask for it; the reveal is recorded for the car, its dealership and the site), and
 * the Favourite toggle kept in the browser (Compare is src/ui/compare/CompareToggle.tsx). Analytics failures are only logged.
 */
import { useState } from "react";
import { ANALYTICS_EVENTS } from "../../domain/events";
import { formatPhone, maskPhone, phoneHref } from "../../domain/phone";
import { PhoneIcon } from "../icons";
import { sendEvent } from "../send-event";
import styles from "./search.module.css";
import type { FavouriteEntry } from "../../domain/favourites";
import { useFavourite } from "../use-favourite";

function track(event: { event_id?: number; name: string; car_id: number; payload: Record<string, string | number | boolean | null> }): void {
  try {
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ event: event.name, event_id: event.event_id, car_id: event.car_id, ...event.payload });
  } catch (err) {
    console.warn("analytics: dataLayer push failed", err);
  }
  sendEvent(event);
}

export function CallDealer({ phone, reveal, carId, dealershipId, siteId, carName }: { phone: string | null; reveal: boolean; carId: number; dealershipId: number; siteId: number; carName: string }) {
  const [shown, setShown] = useState(!reveal);
  const href = phoneHref(phone);
  if (!phone || !href) return null;
  const ids = { dealership_id: dealershipId, website_id: siteId };
  if (!shown) {
    return (
      <button
        type="button"
        className={styles.call}
        data-testid="phone-reveal"
        onClick={() => {
          setShown(true);
          track({ name: "phone_reveal", car_id: carId, payload: ids });
        }}
      >
        {/* Named by what it shows (an aria-label that left out the visible text failed WCAG 2.5.3). */}
        <PhoneIcon size={16} />
        <span>{maskPhone(phone)}</span>{" "}
        <span className={styles.callHint}>Show number</span>
        <span className="visually-hidden"> for the {carName}</span>
      </button>
    );
  }
  return (
    <a href={href} className={styles.call} data-testid="phone-number" onClick={() => track({ name: "phone_click", car_id: carId, payload: ids })} aria-label={`Call the dealer on ${formatPhone(phone)} about the ${carName}`}>
      <PhoneIcon size={16} />
      <span>{formatPhone(phone)}</span>
    </a>
  );
}

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
