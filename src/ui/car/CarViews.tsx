"use client";
/**
 * Views on the vehicle page. `CarViewTracker` runs once per page view: it asks
 * GET /cars/{slug}/view.json (which counts the view and answers live views), remembers the car in
 * the device's viewed-cars list, and fires the used-vehicle view event (4). `ViewsCount` shows
 * the views, starting from the server's figure and updated from view.json, so a page served from
 * a cache still shows live views. When view.json answers `car_fields` (the car changed after this
 * copy of the page was made: repriced, sold, new photos), the live car is merged into the page in
 * place: router.refresh() re-renders the page on the server (live, never from the page cache)
 * and React swaps in what changed, keeping what the shopper has open or typed. When it answers
 * `shopper` (signed in on a watchlist site), the Save button learns the phone and whether this car
 * is saved (CarSaveButton.tsx). A failed request changes nothing (spec §8).
 */
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { rememberViewedCar, VIEWED_CARS_KEY, type ViewedCarEntry } from "../../domain/viewed-cars";
import { vehicleViewEventId } from "../../domain/events";
import { ga4ViewItem } from "../../domain/ga4-events";
import { pushToDataLayer } from "../data-layer";
import { formatNumber } from "../../domain/vehicle-details";
import { EyeIcon } from "./car-icons";
import { track } from "./track";
import styles from "./car.module.css";

const VIEWS_EVENT = "forecourt:car-views";
/** view.json's word on the signed-in shopper (watchlist sites): the car page's Save button listens. */
export const SHOPPER_EVENT = "forecourt:car-shopper";
export interface CarShopper {
  carId: number;
  phone: string;
  saved: boolean;
}
/** The latest shopper answer per car, for a button that mounts after it arrived. */
export const latestShopper = new Map<number, CarShopper>();
/** The latest answer per car, for a counter that mounts after it arrived. */
const latest = new Map<number, { views: number; changed: boolean }>();
/** Slugs asked for in this page load: React's development double effects must not count twice. */
const asked = new Set<string>();

export interface CarViewTrackerProps {
  slug: string;
  siteId: number;
  carType: string;
  photosCount: number;
  /** ISO time the page's copy of the car was last updated. */
  updatedAt: string;
  viewed: ViewedCarEntry;
  /** The price shown, for GA4's view_item (null when the car has none). */
  price?: number | null;
}

export function CarViewTracker({ slug, siteId, carType, photosCount, updatedAt, viewed, price = null }: CarViewTrackerProps) {
  const router = useRouter();
  useEffect(() => {
    if (asked.has(slug)) return;
    asked.add(slug);
    try {
      const list = JSON.parse(localStorage.getItem(VIEWED_CARS_KEY) ?? "[]") as unknown;
      localStorage.setItem(VIEWED_CARS_KEY, JSON.stringify(rememberViewedCar(list, viewed)));
    } catch (err) {
      console.warn("viewed cars: not stored", err);
    }
    pushToDataLayer(ga4ViewItem({ stocknum: viewed.stocknum, make: viewed.make, model: viewed.model, car_type: carType, price }));
    const eventId = vehicleViewEventId(carType);
    if (eventId !== null) track({ event_id: eventId, name: "vehicle_view", car_id: viewed.id, payload: { stocknum: viewed.stocknum } });

    const q = new URLSearchParams({ photos_count: String(photosCount), updated_at: updatedAt, website_id: String(siteId) });
    fetch(`/cars/${encodeURIComponent(slug)}/view.json?${q}`, { headers: { accept: "application/json" }, cache: "no-store" })
      .then((r) => (r.ok ? (r.json() as Promise<{ views?: unknown; car_fields?: Record<string, unknown>; shopper?: { phone?: unknown; saved?: unknown } }>) : null))
      .then((body) => {
        if (!body || typeof body.views !== "number") return;
        const answer = { views: body.views, changed: Object.keys(body.car_fields ?? {}).length > 0 };
        latest.set(viewed.id, answer);
        window.dispatchEvent(new CustomEvent(VIEWS_EVENT, { detail: { carId: viewed.id, ...answer } }));
        if (body.shopper && typeof body.shopper.phone === "string") {
          const shopper: CarShopper = { carId: viewed.id, phone: body.shopper.phone, saved: body.shopper.saved === true };
          latestShopper.set(viewed.id, shopper);
          window.dispatchEvent(new CustomEvent(SHOPPER_EVENT, { detail: shopper }));
        }
        // Asked once per page load (`asked`), so the refreshed page does not ask again.
        if (answer.changed) router.refresh();
      })
      .catch(() => {
        // Counting is best-effort: nothing is shown for a failure.
      });
  }, [slug, siteId, carType, photosCount, updatedAt, viewed, price, router]);
  return null;
}

export function ViewsCount({ carId, initialViews }: { carId: number; initialViews: number }) {
  const [state, setState] = useState(() => latest.get(carId) ?? { views: initialViews, changed: false });
  useEffect(() => {
    const on = (e: Event) => {
      const d = (e as CustomEvent<{ carId: number; views: number; changed: boolean }>).detail;
      if (d.carId === carId) setState({ views: d.views, changed: d.changed });
    };
    // The answer arrives after every effect of the page has run (it is a fetch), so no update is missed.
    window.addEventListener(VIEWS_EVENT, on);
    return () => window.removeEventListener(VIEWS_EVENT, on);
  }, [carId]);
  const { views, changed } = state;
  return (
    <>
      {/* Kept in the layout at 0 views (hidden) so the first count does not move the page. */}
      <span className={styles.views} data-testid="views" data-views={views} style={views > 0 ? undefined : { visibility: "hidden" }} aria-hidden={views > 0 ? undefined : true}>
        <EyeIcon size={16} /> {formatNumber(views)} {views === 1 ? "view" : "views"}
      </span>
      {changed ? (
        <span className={styles.views} role="status" data-testid="car-changed">
          This listing has just been updated.
        </span>
      ) : null}
    </>
  );
}
