import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "./date-format";

describe("dateTimeFormat", () => {
  const dayInPerth = { timeZone: "Australia/Perth", year: "numeric", month: "2-digit", day: "2-digit" } as const;

  it("hands back the same formatter for the same locale and options, so it is built once", () => {
    expect(dateTimeFormat("en-AU", dayInPerth)).toBe(dateTimeFormat("en-AU", { ...dayInPerth }));
  });

  it("keeps formatters apart by time zone, locale and options", () => {
    const perth = dateTimeFormat("en-AU", dayInPerth);
    expect(dateTimeFormat("en-AU", { ...dayInPerth, timeZone: "Australia/Sydney" })).not.toBe(perth);
    expect(dateTimeFormat("en-CA", dayInPerth)).not.toBe(perth);
    expect(dateTimeFormat("en-AU", { ...dayInPerth, weekday: "short" })).not.toBe(perth);
    // 23:30 UTC on 31 Dec is still 31 Dec in Perth (+8) but already 1 Jan in Sydney (+11).
    const at = new Date("2026-12-31T23:30:00Z");
    expect(perth.format(at)).toBe("01/01/2027");
    expect(dateTimeFormat("en-AU", { ...dayInPerth, timeZone: "Australia/Sydney" }).format(at)).toBe("01/01/2027");
    expect(dateTimeFormat("en-AU", { ...dayInPerth, timeZone: "UTC" }).format(at)).toBe("31/12/2026");
  });

  it("throws for an unknown time zone every time, as the constructor does, and keeps nothing", () => {
    expect(() => dateTimeFormat("en-AU", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => dateTimeFormat("en-AU", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
  });

  it("still answers correctly after more distinct formats than it keeps", () => {
    const zones = Intl.supportedValuesOf("timeZone");
    expect(zones.length).toBeGreaterThan(300);
    for (const timeZone of zones) dateTimeFormat("en-AU", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    expect(dateTimeFormat("en-AU", { ...dayInPerth, timeZone: "UTC" }).format(new Date("2026-06-30T23:59:00Z"))).toBe("30/06/2026");
  });
});
