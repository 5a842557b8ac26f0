"use client";
/**
 * The interactive bits of a result card: the call-the-dealer number (masked until clicked on
 * sites that ask for it; the reveal is recorded for the car, its dealership and the site), and
 * the analytics helper the card controls share (the heart is FavouriteToggle.tsx, Compare is
 * src/ui/compare/CompareToggle.tsx). Analytics failures are only logged.
 */
import { useState } from "react";
import { formatPhone, maskPhone, phoneHref } from "../../domain/phone";
import { PhoneIcon } from "../icons";
import { sendEvent } from "../send-event";
import { pushToDataLayer } from "../data-layer";
import styles from "./search.module.css";

/** A card's event (phone reveal…): the dataLayer and our own record, as the car page sends them. */
export function track(event: { event_id?: number; name: string; car_id: number; payload: Record<string, string | number | boolean | null> }): void {
  pushToDataLayer({ event: event.name, event_id: event.event_id, car_id: event.car_id, ...event.payload });
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
