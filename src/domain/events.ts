/**
 * Analytics event ids (vehicle-page-and-flows §9). These numbers are what the dealer's analytics
 * and CRM reports key on, so they are fixed constants, pushed to `window.dataLayer` and recorded
 * server-side under the same id.
 */

export const ANALYTICS_EVENTS = {
  NEW_CAR_ENQUIRY: 14,
  USED_CAR_ENQUIRY: 15,
  /** Also used for cars tagged "Test Drive Only". */
  NEW_TEST_DRIVE: 17,
  USED_TEST_DRIVE: 48,
  OFFER_ACCEPTED: 18,
  FAVOURITE: 39,
  HISTORY_REPORT: 60,
  PRINT: 61,
  USED_VEHICLE_VIEW: 4,
  SEARCH_PAGE_VIEW: 49,
  /** Fired once, on the first interaction with the repayment calculator. */
  CALCULATOR_FIRST_USE: 26,
  GENERAL_ENQUIRY: 22,
} as const;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;
export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[AnalyticsEventName];

/** The lead forms (POST /api/leads `form`). */
export type EnquiryForm = "enquiry" | "test_drive" | "request_photos" | "finance" | "trade_in" | "valuation" | "contact";

/** The feed tag of a car only offered for test drives: its test drives count as new-car ones (17). */
export const TEST_DRIVE_ONLY_TAG = "Test Drive Only";

/**
 * The event a successful form submission fires. A test drive is 48 for a used car and 17
 * otherwise, and 17 for any car tagged "Test Drive Only"; an enquiry or photo request about a car
 * is 15 for used and 14 otherwise; anything else (no car, or finance/trade-in/valuation/contact
 * forms) is a general enquiry, 22. Demo cars are sold by the new-car department, so they count as
 * new. (Accepting a trade-in offer is its own event, 18, fired by the trade-in flow.)
 */
export function enquiryEventId(carType: string | null | undefined, form: EnquiryForm, tag?: string | null): AnalyticsEventId {
  const used = carType === "used";
  const testDriveOnly = tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();
  if (form === "test_drive") return used && !testDriveOnly ? ANALYTICS_EVENTS.USED_TEST_DRIVE : ANALYTICS_EVENTS.NEW_TEST_DRIVE;
  if (!carType) return ANALYTICS_EVENTS.GENERAL_ENQUIRY;
  if (form === "enquiry" || form === "request_photos") return used ? ANALYTICS_EVENTS.USED_CAR_ENQUIRY : ANALYTICS_EVENTS.NEW_CAR_ENQUIRY;
  return ANALYTICS_EVENTS.GENERAL_ENQUIRY;
}

/** The view event of a vehicle page: only used vehicles have one (4). */
export function vehicleViewEventId(carType: string | null | undefined): AnalyticsEventId | null {
  return carType === "used" ? ANALYTICS_EVENTS.USED_VEHICLE_VIEW : null;
}
