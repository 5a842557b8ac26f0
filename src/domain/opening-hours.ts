/**
 * Opening hours as a location page shows them: a weekly table (Monday first) in which Monday to
 * Friday collapse into one row when all five days are identical, and "today" in the location's
 * own time zone with holiday (special) hours taking precedence over the weekly pattern.
 */
import type { OpeningHour, SpecialHour } from "../db/types";
import { dateTimeFormat } from "./date-format";

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
/** Weekdays in table order: Monday first, Sunday last (0 is Sunday in the data). */
const TABLE_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** "08:30" → "8:30 am", "17:00" → "5:00 pm", "12:00" → "12:00 pm". Unparseable text is returned as is. */
export function formatClock(hhmm: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm.trim());
  if (!m) return hhmm;
  const h = Number(m[1]);
  if (h > 23) return hhmm;
  const suffix = h < 12 ? "am" : "pm";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${m[2]} ${suffix}`;
}

/** What one day reads as: "8:30 am – 5:30 pm", "Closed", or the feed's own text. */
export function formatDayHours(entry: Pick<OpeningHour, "status" | "open" | "close" | "formated_hours"> | undefined): string {
  if (!entry || entry.status === "Closed") return "Closed";
  if (entry.open && entry.close) return `${formatClock(entry.open)} – ${formatClock(entry.close)}`;
  if (entry.formated_hours?.trim()) return entry.formated_hours.trim();
  return "Open";
}

export interface HoursRow {
  /** "Mon – Fri", "Saturday". */
  label: string;
  /** Weekdays the row covers (0 is Sunday). */
  weekdays: number[];
  text: string;
  closed: boolean;
}

/**
 * The weekly table. A weekday with no entry reads "Closed" (feeds list the days they open);
 * no entries at all gives no table. Only Monday to Friday ever collapse, and only when all five
 * read the same.
 */
export function weeklyHoursRows(hours: readonly OpeningHour[]): HoursRow[] {
  if (!hours.length) return [];
  const byDay = new Map<number, OpeningHour>();
  for (const h of hours) if (!byDay.has(h.weekday)) byDay.set(h.weekday, h);
  const row = (weekday: number): HoursRow => {
    const text = formatDayHours(byDay.get(weekday));
    return { label: WEEKDAY_NAMES[weekday]!, weekdays: [weekday], text, closed: text === "Closed" };
  };
  const rows = TABLE_ORDER.map(row);
  const weekdays = rows.slice(0, 5);
  if (weekdays.every((r) => r.text === weekdays[0]!.text)) {
    return [{ label: `${SHORT[1]} – ${SHORT[5]}`, weekdays: [1, 2, 3, 4, 5], text: weekdays[0]!.text, closed: weekdays[0]!.closed }, ...rows.slice(5)];
  }
  return rows;
}

export interface DayHours {
  text: string;
  closed: boolean;
  /** The holiday's name (or "Special hours") when special hours apply to that date. */
  special: string | null;
}

/** Hours on one calendar date: that date's special hours if any, else its weekday's. */
export function hoursOnDate(
  location: { openingHours: readonly OpeningHour[]; specialHours: readonly SpecialHour[] },
  date: { ymd: string; weekday: number },
): DayHours | null {
  const special = location.specialHours.find((s) => s.date === date.ymd);
  if (special) {
    const text =
      special.status === "Closed"
        ? "Closed"
        : special.start_hour && special.end_hour
          ? `${formatClock(special.start_hour)} – ${formatClock(special.end_hour)}`
          : "Open";
    return { text, closed: special.status === "Closed", special: special.name?.trim() || "Special hours" };
  }
  if (!location.openingHours.length) return null;
  const entry = location.openingHours.find((h) => h.weekday === date.weekday);
  const text = formatDayHours(entry);
  return { text, closed: text === "Closed", special: null };
}

/** Special hours from a date onwards (inclusive), soonest first, at most `limit`. */
export function upcomingSpecialHours(specialHours: readonly SpecialHour[], fromYmd: string, limit = 5): SpecialHour[] {
  return specialHours
    .filter((s) => s.date >= fromYmd)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit);
}

const STATE_TIME_ZONES: Record<string, string> = {
  NSW: "Australia/Sydney",
  ACT: "Australia/Sydney",
  VIC: "Australia/Melbourne",
  QLD: "Australia/Brisbane",
  SA: "Australia/Adelaide",
  WA: "Australia/Perth",
  TAS: "Australia/Hobart",
  NT: "Australia/Darwin",
};

/** The IANA time zone of an Australian state or territory; Sydney when unknown. */
export function timeZoneForState(state: string | null | undefined): string {
  return STATE_TIME_ZONES[(state ?? "").trim().toUpperCase()] ?? "Australia/Sydney";
}

/** The calendar date and weekday of an instant in a time zone ("today" at a location). */
export function localDate(now: Date, timeZone: string): { ymd: string; weekday: number } {
  const parts = dateTimeFormat("en-AU", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", weekday: "short" }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  const weekday = (SHORT as readonly string[]).indexOf(get("weekday"));
  return { ymd: `${get("year")}-${get("month")}-${get("day")}`, weekday };
}
