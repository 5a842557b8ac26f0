import { describe, expect, it } from "vitest";
import { readReminder, reminderDue, REMINDER_NOTE_MAX } from "./lead-reminder";

const now = new Date("2026-11-26T00:00:00Z"); // 11 am in Sydney (AEDT, +11)

describe("lead reminders", () => {
  it("reads the dealership's wall time as an instant", () => {
    expect(readReminder("2026-11-27T10:00", "Call back", "Australia/Sydney", now)).toEqual({ ok: true, at: new Date("2026-11-26T23:00:00Z"), note: "Call back" });
    expect(readReminder("2026-11-27T10:00", "", "Australia/Perth", now)).toEqual({ ok: true, at: new Date("2026-11-27T02:00:00Z"), note: null });
  });
  it("refuses a time already past (a minute's grace), beyond a year, or not a date", () => {
    expect(readReminder("2026-11-26T10:59", null, "Australia/Sydney", now)).toMatchObject({ ok: true });
    expect(readReminder("2026-11-26T10:58", null, "Australia/Sydney", now)).toMatchObject({ ok: false, field: "remind_at" });
    expect(readReminder("2027-11-27T10:00", null, "Australia/Sydney", now)).toMatchObject({ ok: true });
    expect(readReminder("2027-11-28T11:00", null, "Australia/Sydney", now)).toMatchObject({ ok: false, field: "remind_at" });
    expect(readReminder("2026-02-30T10:00", null, "Australia/Sydney", now)).toMatchObject({ ok: false, field: "remind_at" });
    expect(readReminder("tomorrow", null, "Australia/Sydney", now)).toMatchObject({ ok: false, field: "remind_at" });
  });
  it("keeps the note short", () => {
    expect(readReminder("2026-11-27T10:00", "x".repeat(REMINDER_NOTE_MAX), "Australia/Sydney", now)).toMatchObject({ ok: true });
    expect(readReminder("2026-11-27T10:00", "x".repeat(REMINDER_NOTE_MAX + 1), "Australia/Sydney", now)).toMatchObject({ ok: false, field: "remind_note" });
  });
  it("is due from its time on", () => {
    expect(reminderDue(new Date(now.getTime() + 1), now)).toBe(false);
    expect(reminderDue(now, now)).toBe(true);
    expect(reminderDue(null, now)).toBe(false);
  });
});
