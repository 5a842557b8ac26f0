import { describe, expect, it } from "vitest";
import { readHoursForm } from "./hours-edit";

const week = (over: Record<string, string> = {}) => {
  const f: Record<string, string> = {};
  for (let d = 0; d < 7; d++) Object.assign(f, d === 0 ? { [`status_${d}`]: "Closed" } : { [`status_${d}`]: "Open", [`open_${d}`]: "08:30", [`close_${d}`]: "17:30" });
  return { ...f, ...over };
};

describe("reading opening hours from the console's form", () => {
  it("reads a week: closed days keep no times", () => {
    const r = readHoursForm(week({ open_0: "09:00" }));
    expect(r.ok && r.week[0]).toEqual({ weekday: 0, status: "Closed", open: null, close: null });
    expect(r.ok && r.week[1]).toEqual({ weekday: 1, status: "Open", open: "08:30", close: "17:30" });
  });
  it("needs both times on an open day, the close after the open (a minute after is enough)", () => {
    expect(readHoursForm(week({ close_2: "08:30" }))).toEqual({ ok: false, errors: [{ field: "close_2", message: "Tuesday: the closing time must be after the opening time" }] });
    expect(readHoursForm(week({ close_2: "08:31" })).ok).toBe(true);
    expect(readHoursForm(week({ open_3: "8.30" }))).toMatchObject({ ok: false, errors: [{ field: "open_3" }] });
    expect(readHoursForm(week({ close_4: "24:00" }))).toMatchObject({ ok: false, errors: [{ field: "close_4" }] });
    expect(readHoursForm(week({ status_5: "Maybe" }))).toMatchObject({ ok: false, errors: [{ field: "status_5" }] });
  });
  it("reads special days in date order, leaves out rows with no date, and refuses a date listed twice or not on the calendar", () => {
    const r = readHoursForm(
      week({
        special_date_0: "2026-12-26",
        special_status_0: "Closed",
        special_date_1: "2026-12-24",
        special_name_1: "Christmas Eve",
        special_status_1: "Open",
        special_start_1: "09:00",
        special_end_1: "13:00",
        special_date_2: "",
        special_status_2: "Closed",
      }),
    );
    expect(r.ok && r.special).toEqual([
      { date: "2026-12-24", name: "Christmas Eve", status: "Open", start_hour: "09:00", end_hour: "13:00" },
      { date: "2026-12-26", name: null, status: "Closed", start_hour: null, end_hour: null },
    ]);
    expect(readHoursForm(week({ special_date_0: "2026-02-30", special_status_0: "Closed" }))).toMatchObject({ ok: false, errors: [{ field: "special_date_0" }] });
    expect(readHoursForm(week({ special_date_0: "2026-12-25", special_status_0: "Closed", special_date_1: "2026-12-25", special_status_1: "Closed" }))).toMatchObject({
      ok: false,
      errors: [{ field: "special_date_1", message: "2026-12-25 is listed twice" }],
    });
  });
});
