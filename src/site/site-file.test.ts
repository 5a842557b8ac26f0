import { describe, expect, it } from "vitest";
import { SpecialHourSchema } from "./site-file";

describe("special hours in a site file", () => {
  it("takes start_hour/end_hour", () => {
    expect(SpecialHourSchema.parse({ date: "2026-12-24", status: "Open", start_hour: "09:00", end_hour: "13:00", name: "Christmas Eve" })).toEqual({
      date: "2026-12-24",
      status: "Open",
      start_hour: "09:00",
      end_hour: "13:00",
      name: "Christmas Eve",
    });
  });

  it("takes hours.begin/end instead, stored as start_hour/end_hour", () => {
    const day = SpecialHourSchema.parse({ date: "2026-12-24", status: "Open", hours: { begin: "09:00", end: "13:00" } });
    expect(day).toEqual({ date: "2026-12-24", status: "Open", start_hour: "09:00", end_hour: "13:00" });
    expect(day).not.toHaveProperty("hours");
  });

  it("prefers start_hour/end_hour when both are given; a closed day needs neither", () => {
    expect(SpecialHourSchema.parse({ date: "2026-12-24", status: "Open", start_hour: "10:00", end_hour: "14:00", hours: { begin: "09:00", end: "13:00" } })).toMatchObject({ start_hour: "10:00", end_hour: "14:00" });
    expect(SpecialHourSchema.parse({ date: "2026-12-25", status: "Closed" })).toEqual({ date: "2026-12-25", status: "Closed", start_hour: null, end_hour: null });
  });

  it("names a bad time or an unknown key inside hours", () => {
    const bad = SpecialHourSchema.safeParse({ date: "2026-12-24", status: "Open", hours: { begin: "9am", end: "13:00" } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(["hours", "begin"]);
    const extra = SpecialHourSchema.safeParse({ date: "2026-12-24", status: "Open", hours: { begin: "09:00", end: "13:00", from: "x" } });
    expect(extra.success).toBe(false);
  });
});
