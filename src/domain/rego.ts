/**
 * Registration expiry on the vehicle page (vehicle-page-and-flows §4): a future date reads
 * "Expires on 14 March 2027"; a past date reads "Unregistered" on some sites and nothing on others
 * (config.rego_expired_display).
 *
 * Registration is valid through its expiry date, so a car whose rego expires today is still
 * registered today ("Expires on …"); it is unregistered from the next day. "Today" is the date at
 * the dealership (pass it from the site's time zone), not the server's.
 */
import type { SiteConfig } from "../site/config";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export type RegoExpiryDisplay = { kind: "expires"; date: string; text: string } | { kind: "unregistered"; text: "Unregistered" };

/** The calendar date at the start of an ISO date or timestamp ("2027-03-14", "2027-03-14T00:00:00Z"), if it is a real date. */
export function isoCalendarDate(value: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec((value ?? "").trim());
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCMonth() + 1 !== Number(mo) || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${mo}-${d}`;
}

/** "2027-03-14" → "14 March 2027" (en-AU long date, no leading zero). */
export function formatLongDate(isoDate: string): string {
  const [y, mo, d] = isoDate.split("-");
  return `${Number(d)} ${MONTHS[Number(mo) - 1] ?? ""} ${y}`;
}

/** What the rego row shows, or null for no row (no date, an unreadable date, or a past date on a site that hides it). */
export function regoExpiryDisplay(
  regoExpiry: string | null | undefined,
  todayYmd: string,
  config: Pick<SiteConfig, "rego_expired_display">,
): RegoExpiryDisplay | null {
  const date = isoCalendarDate(regoExpiry);
  if (!date) return null;
  // ISO dates compare correctly as strings.
  if (date >= todayYmd) return { kind: "expires", date, text: `Expires on ${formatLongDate(date)}` };
  return config.rego_expired_display === "unregistered" ? { kind: "unregistered", text: "Unregistered" } : null;
}
