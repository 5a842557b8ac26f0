/**
 * Analytics from the vehicle page (favourite 39, print 61, calculator first use 26, shares,
 * phone reveals): pushed to the site's dataLayer and recorded by POST /api/events. Failures are a
 * console warning only (spec §8); they never get in the shopper's way.
 */
import { sendEvent } from "../send-event";
import { pushToDataLayer } from "../data-layer";

export interface TrackedEvent {
  event_id?: number;
  name: string;
  car_id: number | null;
  payload?: Record<string, string | number | boolean | null>;
}

export function track(event: TrackedEvent): void {
  pushToDataLayer({ event: event.name, event_id: event.event_id, car_id: event.car_id, ...event.payload });
  sendEvent({ event_id: event.event_id ?? null, name: event.name, car_id: event.car_id, payload: event.payload ?? {} });
}
