/**
 * A reminder on a lead (issue 20, point 3): "call Ada back Thursday 10 am". The time is typed as the
 * dealership's local wall time (a datetime-local field) and kept as an instant; it must be in the
 * future (a minute's grace for the time it takes to press Save) and within a year, and its note is
 * short plain text. A lead whose reminder is due is shown first in the inbox.
 */
import { wallTimeToInstant } from "./promo-window";

export const REMINDER_NOTE_MAX = 200;
const YEAR_MS = 366 * 86_400_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export type ReminderCheck = { ok: true; at: Date; note: string | null } | { ok: false; field: "remind_at" | "remind_note"; message: string };

export function readReminder(local: unknown, note: unknown, timeZone: string, now: Date): ReminderCheck {
  const m = typeof local === "string" ? LOCAL.exec(local.trim()) : null;
  if (!m) return { ok: false, field: "remind_at", message: "Choose the day and time to be reminded" };
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return { ok: false, field: "remind_at", message: "That is not a date and time" };
  const at = wallTimeToInstant(wall, timeZone);
  if (at.getTime() < now.getTime() - 60_000) return { ok: false, field: "remind_at", message: "Choose a time that has not passed" };
  if (at.getTime() > now.getTime() + YEAR_MS) return { ok: false, field: "remind_at", message: "Choose a time within the next year" };
  const text = typeof note === "string" ? note.trim() : "";
  if (text.length > REMINDER_NOTE_MAX) return { ok: false, field: "remind_note", message: `A reminder note is at most ${REMINDER_NOTE_MAX} characters` };
  return { ok: true, at, note: text || null };
}

export function reminderDue(remindAt: Date | null, now: Date): boolean {
  return remindAt !== null && remindAt.getTime() <= now.getTime();
}
