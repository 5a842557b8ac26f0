/**
 * Test-drive appointment times from a location's opening hours: the form offers them, and the
 * server accepts only a time that one of them could have been. Times are the dealership's local
 * wall-clock time ("2026-11-25T10:30"), which is what the shopper picks and what the dealer reads.
 *
 * Pure: no I/O, safe in the browser.
 */
import type { OpeningHour, SpecialHour } from "../db/types";
import { dateTimeFormat } from "../domain/date-format";

export const SLOT_MINUTES = 30;
/** The last test drive starts this long before closing. */
export const LAST_SLOT_BEFORE_CLOSE = 30;
/** A booking for today needs at least this much notice. */
export const MIN_NOTICE_MINUTES = 120;
/** Days offered by the form. */
export const DAYS_OFFERED = 14;
/** Days the server accepts (a form left open for a while still books). */
export const DAYS_ACCEPTED = 30;

/** When a location publishes no hours: weekdays 9–5, Saturday 9–1. */
const FALLBACK: Record<number, [string, string] | null> = {
  0: null,
  1: ["09:00", "17:00"],
  2: ["09:00", "17:00"],
  3: ["09:00", "17:00"],
  4: ["09:00", "17:00"],
  5: ["09:00", "17:00"],
  6: ["09:00", "13:00"],
};

export interface LocationHours {
  openingHours: readonly OpeningHour[];
  specialHours: readonly SpecialHour[];
}

export interface AppointmentDay {
  /** "2026-11-25" */
  date: string;
  /** 0 is Sunday. */
  weekday: number;
  /** "09:00", "09:30", … */
  times: string[];
}

const toMinutes = (hhmm: string) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};
const toClock = (mins: number) => `${String(Math.floor(mins / 60)).padStart(2, "0")}:${String(mins % 60).padStart(2, "0")}`;

/**
 * What a form needs to list a location's test-drive times: its hours (the special ones within the
 * days offered) and the wall-clock "now" the server saw, so the page and the browser list the same
 * times (`appointmentDaysOf`).
 */
export interface AppointmentSchedule {
  hours: LocationHours;
  now: { date: string; minutes: number };
}

/** A location's schedule as of `now` (its own time zone's wall clock), trimmed to what the form reads. */
export function appointmentSchedule(hours: LocationHours, now: { date: string; minutes: number }): AppointmentSchedule {
  const last = addDays(now.date, DAYS_OFFERED).date;
  return {
    hours: {
      openingHours: hours.openingHours.map((h) => ({ weekday: h.weekday, status: h.status, open: h.open ?? null, close: h.close ?? null })),
      specialHours: hours.specialHours
        .filter((s) => s.date >= now.date && s.date < last)
        .map((s) => ({ date: s.date, status: s.status, start_hour: s.start_hour ?? null, end_hour: s.end_hour ?? null })),
    },
    now,
  };
}

/** The bookable days a schedule gives, as the form lists them. */
export function appointmentDaysOf(schedule: AppointmentSchedule | undefined): AppointmentDay[] {
  return schedule ? appointmentDays(schedule.hours, schedule.now) : [];
}

/** Opening and closing minutes on a date, or null when closed. */
export function openWindow(hours: LocationHours, date: string, weekday: number): [number, number] | null {
  const special = hours.specialHours.find((s) => s.date === date);
  if (special) {
    if (special.status === "Closed") return null;
    const a = special.start_hour ? toMinutes(special.start_hour) : null;
    const b = special.end_hour ? toMinutes(special.end_hour) : null;
    return a !== null && b !== null && b > a ? [a, b] : [9 * 60, 17 * 60];
  }
  if (hours.openingHours.length === 0) {
    const f = FALLBACK[weekday];
    return f ? [toMinutes(f[0])!, toMinutes(f[1])!] : null;
  }
  const entry = hours.openingHours.find((h) => h.weekday === weekday);
  if (!entry || entry.status === "Closed") return null;
  const a = entry.open ? toMinutes(entry.open) : null;
  const b = entry.close ? toMinutes(entry.close) : null;
  return a !== null && b !== null && b > a ? [a, b] : [9 * 60, 17 * 60];
}

function slotTimes(window: [number, number], notBefore: number): string[] {
  const [open, close] = window;
  const first = Math.ceil(Math.max(open, notBefore) / SLOT_MINUTES) * SLOT_MINUTES;
  const out: string[] = [];
  for (let t = first; t <= close - LAST_SLOT_BEFORE_CLOSE; t += SLOT_MINUTES) out.push(toClock(t));
  return out;
}

/** "2026-11-25" plus n days, with its weekday. */
function addDays(date: string, n: number): { date: string; weekday: number } {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return { date: d.toISOString().slice(0, 10), weekday: d.getUTCDay() };
}

/** The wall-clock date and minute of an instant in a time zone. */
export function localNow(now: Date, timeZone: string): { date: string; minutes: number } {
  const parts = dateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "00";
  return { date: `${get("year")}-${get("month")}-${get("day")}`, minutes: Number(get("hour")) * 60 + Number(get("minute")) };
}

/** An instant as a local date-time value ("2026-11-27T10:00", a datetime-local input's format) in a time zone. */
export function localDateTime(at: Date, timeZone: string): string {
  const { date, minutes } = localNow(at, timeZone);
  return `${date}T${toClock(minutes)}`;
}

/** The bookable days (with at least one time) from today, as the form lists them. */
export function appointmentDays(hours: LocationHours, now: { date: string; minutes: number }, days = DAYS_OFFERED): AppointmentDay[] {
  const out: AppointmentDay[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(now.date, i);
    const window = openWindow(hours, day.date, day.weekday);
    if (!window) continue;
    const times = slotTimes(window, i === 0 ? now.minutes + MIN_NOTICE_MINUTES : 0);
    if (times.length) out.push({ date: day.date, weekday: day.weekday, times });
  }
  return out;
}

/** Null when the local time could have been offered (within DAYS_ACCEPTED), else the reason. */
export function checkAppointment(local: string, hours: LocationHours, now: { date: string; minutes: number }): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(local);
  if (!m) return "Please choose a test drive time from the list.";
  const [, date, clock] = m as unknown as [string, string, string];
  const mins = toMinutes(clock)!;
  if (date < now.date || (date === now.date && mins < now.minutes)) return "That test drive time has passed. Please choose another.";
  if (date > addDays(now.date, DAYS_ACCEPTED).date) return `Please choose a time within the next ${DAYS_ACCEPTED} days.`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const window = openWindow(hours, date, weekday);
  if (!window) return "The dealership is closed that day. Please choose another.";
  if (mins % SLOT_MINUTES !== 0 || mins < window[0] || mins > window[1] - LAST_SLOT_BEFORE_CLOSE) {
    return "Please choose a time when the dealership is open.";
  }
  return null;
}
