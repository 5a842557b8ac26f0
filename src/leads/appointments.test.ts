import { describe, expect, it } from "vitest";
import { appointmentDays, appointmentDaysOf, appointmentSchedule, checkAppointment, DAYS_OFFERED, localDateTime, localNow, openWindow, type LocationHours } from "./appointments";

const weekdays9to5: LocationHours = {
  openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "09:00", close: "17:00" })),
  specialHours: [{ date: "2026-11-26", status: "Closed" }],
};
// 2026-11-23 is a Monday.
const mondayAt8 = { date: "2026-11-23", minutes: 8 * 60 };

describe("appointment days", () => {
  it("offers half-hour times from opening to half an hour before closing, skipping closed days", () => {
    const days = appointmentDays(weekdays9to5, mondayAt8, 7);
    expect(days.map((d) => d.date)).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-27"]);
    expect(days[1]!.times[0]).toBe("09:00");
    expect(days[1]!.times.at(-1)).toBe("16:30");
    expect(days[1]!.times).toHaveLength(16);
  });
  it("needs two hours' notice today", () => {
    const days = appointmentDays(weekdays9to5, { date: "2026-11-23", minutes: 10 * 60 + 10 }, 1);
    expect(days[0]!.times[0]).toBe("12:30");
    expect(appointmentDays(weekdays9to5, { date: "2026-11-23", minutes: 15 * 60 }, 1)).toEqual([]);
  });
  it("falls back to weekdays 9–5 and Saturday 9–1 when the location has no hours", () => {
    const none = { openingHours: [], specialHours: [] };
    expect(openWindow(none, "2026-11-28", 6)).toEqual([540, 780]);
    expect(openWindow(none, "2026-11-29", 0)).toBeNull();
  });
});

describe("check appointment", () => {
  it.each([
    ["2026-11-24T09:00", null],
    ["2026-11-24T16:30", null],
    ["2026-11-24T17:00", "Please choose a time when the dealership is open."],
    ["2026-11-24T08:30", "Please choose a time when the dealership is open."],
    ["2026-11-24T09:15", "Please choose a time when the dealership is open."],
    ["2026-11-26T10:00", "The dealership is closed that day. Please choose another."],
    ["2026-11-22T10:00", "That test drive time has passed. Please choose another."],
    ["2026-12-23T10:00", null],
    ["2026-12-24T10:00", "Please choose a time within the next 30 days."],
  ])("%s → %s", (local, expected) => {
    expect(checkAppointment(local, weekdays9to5, mondayAt8)).toBe(expected);
  });
});

describe("local now", () => {
  it("reads the wall clock in the dealership's zone", () => {
    // 23:30 UTC on the 21st is 09:30 on the 22nd in Brisbane (UTC+10, no daylight saving).
    expect(localNow(new Date("2026-11-21T23:30:00Z"), "Australia/Brisbane")).toEqual({ date: "2026-11-22", minutes: 570 });
  });

  it("writes it as a datetime-local value, hours and minutes two digits", () => {
    expect(localDateTime(new Date("2026-11-21T23:05:00Z"), "Australia/Brisbane")).toBe("2026-11-22T09:05");
    // Midnight is 00:00, not 24:00 (hourCycle h23).
    expect(localDateTime(new Date("2026-11-21T14:00:00Z"), "Australia/Brisbane")).toBe("2026-11-22T00:00");
  });
});

describe("the schedule a form carries instead of its times", () => {
  // Monday 2026-11-23: the form offers 14 days, the 23rd to 6 December.
  const hours: LocationHours = {
    openingHours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, status: "Open" as const, open: "08:30", close: "17:00", formated_hours: "8:30am - 5:00pm" })),
    specialHours: [
      { date: "2026-11-20", status: "Closed", name: "Past" },
      { date: "2026-11-25", status: "Open", start_hour: "10:00", end_hour: "12:00", name: "Stocktake" },
      { date: "2026-12-05", status: "Closed", name: "Last day offered" },
      { date: "2026-12-07", status: "Closed", name: "First day not offered" },
    ],
  };
  const now = { date: "2026-11-23", minutes: 9 * 60 };

  it("lists exactly the times the hours give", () => {
    expect(DAYS_OFFERED).toBe(14);
    expect(appointmentDaysOf(appointmentSchedule(hours, now))).toEqual(appointmentDays(hours, now));
    const days = appointmentDaysOf(appointmentSchedule(hours, now));
    expect(days.find((d) => d.date === "2026-11-25")!.times).toEqual(["10:00", "10:30", "11:00", "11:30"]);
    expect(days.some((d) => d.date === "2026-12-05")).toBe(false);
  });

  it("keeps only the special days the form offers (the 14th day yes, the 15th no) and what the times need", () => {
    const { hours: kept } = appointmentSchedule(hours, now);
    expect(kept.specialHours.map((s) => s.date)).toEqual(["2026-11-25", "2026-12-05"]);
    expect(kept.specialHours[0]).toEqual({ date: "2026-11-25", status: "Open", start_hour: "10:00", end_hour: "12:00" });
    expect(kept.openingHours[0]).toEqual({ weekday: 1, status: "Open", open: "08:30", close: "17:00" });
  });

  it("a location without published hours keeps the fallback (weekdays 9–5, Saturday 9–1); no schedule, no times", () => {
    const none = appointmentSchedule({ openingHours: [], specialHours: [] }, now);
    expect(appointmentDaysOf(none)[0]!.times[0]).toBe("11:00");
    expect(appointmentDaysOf(undefined)).toEqual([]);
  });
});
