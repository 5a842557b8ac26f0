import { describe, expect, it } from "vitest";
import type { OpeningHour } from "../db/types";
import { formatClock, formatDayHours, hoursOnDate, localDate, timeZoneForState, upcomingSpecialHours, weeklyHoursRows } from "./opening-hours";

const open = (weekday: number, o = "08:30", c = "17:30"): OpeningHour => ({ weekday, status: "Open", open: o, close: c });
const closed = (weekday: number): OpeningHour => ({ weekday, status: "Closed" });
const week = (): OpeningHour[] => [1, 2, 3, 4, 5].map((d) => open(d)).concat([open(6, "09:00", "16:00"), closed(0)]);

describe("formatClock", () => {
  it("reads 24-hour times as 12-hour with am/pm", () => {
    expect(formatClock("08:30")).toBe("8:30 am");
    expect(formatClock("00:00")).toBe("12:00 am");
    expect(formatClock("11:59")).toBe("11:59 am");
    expect(formatClock("12:00")).toBe("12:00 pm");
    expect(formatClock("17:05")).toBe("5:05 pm");
    expect(formatClock("late")).toBe("late");
    expect(formatClock("25:00")).toBe("25:00");
  });
});

describe("formatDayHours", () => {
  it("prefers open and close, then the feed's text", () => {
    expect(formatDayHours(open(1))).toBe("8:30 am – 5:30 pm");
    expect(formatDayHours({ status: "Open", formated_hours: "By appointment" })).toBe("By appointment");
    expect(formatDayHours({ status: "Open" })).toBe("Open");
    expect(formatDayHours(closed(0))).toBe("Closed");
    expect(formatDayHours(undefined)).toBe("Closed");
  });
});

describe("weeklyHoursRows", () => {
  it("collapses Monday to Friday into one row when all five are identical", () => {
    const rows = weeklyHoursRows(week());
    expect(rows.map((r) => [r.label, r.text])).toEqual([
      ["Mon – Fri", "8:30 am – 5:30 pm"],
      ["Saturday", "9:00 am – 4:00 pm"],
      ["Sunday", "Closed"],
    ]);
    expect(rows[0]!.weekdays).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps seven rows when one weekday differs by a single minute", () => {
    const hours = week().map((h) => (h.weekday === 5 ? open(5, "08:30", "17:29") : h));
    const rows = weeklyHoursRows(hours);
    expect(rows).toHaveLength(7);
    expect(rows[0]!.label).toBe("Monday");
    expect(rows[4]!.text).toBe("8:30 am – 5:29 pm");
  });

  it("keeps seven rows when one weekday is closed", () => {
    const hours = week().map((h) => (h.weekday === 3 ? closed(3) : h));
    expect(weeklyHoursRows(hours)).toHaveLength(7);
  });

  it("never merges Saturday into the weekday row even when it matches", () => {
    const hours = [0, 1, 2, 3, 4, 5, 6].map((d) => open(d));
    const rows = weeklyHoursRows(hours);
    expect(rows.map((r) => r.label)).toEqual(["Mon – Fri", "Saturday", "Sunday"]);
  });

  it("reads a missing day as closed, and no entries as no table", () => {
    const rows = weeklyHoursRows([1, 2, 3, 4, 5].map((d) => open(d)));
    expect(rows.map((r) => r.text)).toEqual(["8:30 am – 5:30 pm", "Closed", "Closed"]);
    expect(weeklyHoursRows([])).toEqual([]);
  });

  it("collapses five closed weekdays too", () => {
    const rows = weeklyHoursRows([open(6), open(0)]);
    expect(rows[0]).toMatchObject({ label: "Mon – Fri", text: "Closed", closed: true });
  });
});

describe("hoursOnDate", () => {
  const loc = {
    openingHours: week(),
    specialHours: [
      { date: "2026-12-25", status: "Closed" as const, name: "Christmas Day" },
      { date: "2026-12-24", status: "Open" as const, start_hour: "09:00", end_hour: "13:00" },
    ],
  };
  it("uses the weekday's hours on an ordinary day", () => {
    expect(hoursOnDate(loc, { ymd: "2026-12-21", weekday: 1 })).toEqual({ text: "8:30 am – 5:30 pm", closed: false, special: null });
    expect(hoursOnDate(loc, { ymd: "2026-12-20", weekday: 0 })).toEqual({ text: "Closed", closed: true, special: null });
  });
  it("lets that date's special hours win", () => {
    expect(hoursOnDate(loc, { ymd: "2026-12-25", weekday: 5 })).toEqual({ text: "Closed", closed: true, special: "Christmas Day" });
    expect(hoursOnDate(loc, { ymd: "2026-12-24", weekday: 4 })).toEqual({ text: "9:00 am – 1:00 pm", closed: false, special: "Special hours" });
  });
  it("knows nothing when the location lists no hours", () => {
    expect(hoursOnDate({ openingHours: [], specialHours: [] }, { ymd: "2026-12-21", weekday: 1 })).toBeNull();
  });
  it("lists upcoming special hours from today, soonest first", () => {
    expect(upcomingSpecialHours(loc.specialHours, "2026-12-24").map((s) => s.date)).toEqual(["2026-12-24", "2026-12-25"]);
    expect(upcomingSpecialHours(loc.specialHours, "2026-12-25").map((s) => s.date)).toEqual(["2026-12-25"]);
    expect(upcomingSpecialHours(loc.specialHours, "2026-12-26")).toEqual([]);
  });
});

describe("localDate", () => {
  it("gives the calendar date in the location's zone", () => {
    // 23:30 UTC on Sunday 20 Dec is Monday 21 Dec in Sydney (+11) and in Perth (+8); Perth's midnight is 16:00 UTC.
    const instant = new Date("2026-12-20T23:30:00Z");
    expect(localDate(instant, timeZoneForState("NSW"))).toEqual({ ymd: "2026-12-21", weekday: 1 });
    expect(localDate(instant, timeZoneForState("wa"))).toEqual({ ymd: "2026-12-21", weekday: 1 });
    expect(localDate(new Date("2026-12-20T15:59:00Z"), timeZoneForState("WA"))).toEqual({ ymd: "2026-12-20", weekday: 0 });
    expect(localDate(new Date("2026-12-20T16:00:00Z"), timeZoneForState("WA"))).toEqual({ ymd: "2026-12-21", weekday: 1 });
  });
  it("falls back to Sydney for an unknown state", () => {
    expect(timeZoneForState(null)).toBe("Australia/Sydney");
    expect(timeZoneForState("XX")).toBe("Australia/Sydney");
  });
});
