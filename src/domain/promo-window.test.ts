import { describe, expect, it } from "vitest";
import { insertPromos, isPromoLive, promoEndsAt, promoStartsAt, timeZoneOffsetMinutes, wallTimeToInstant } from "./promo-window";

const at = (iso: string) => new Date(iso);
const sale = { start: "2025-07-01", expiry: "2025-07-24" };

describe("isPromoLive: the spec's sale from 2025-07-01 to 2025-07-24 at +10:00", () => {
  it("starts at 00:00 +10:00 on the start date", () => {
    expect(isPromoLive(sale, at("2025-06-30T13:59:59.999Z"), "+10:00")).toBe(false);
    expect(isPromoLive(sale, at("2025-06-30T14:00:00.000Z"), "+10:00")).toBe(true);
  });

  it("lasts through 23:59:59.999 +10:00 on the expiry date", () => {
    expect(isPromoLive(sale, at("2025-07-24T13:59:59.999Z"), "+10:00")).toBe(true);
    expect(isPromoLive(sale, at("2025-07-24T14:00:00.000Z"), "+10:00")).toBe(false);
  });

  it("is the same in Australia/Brisbane and in winter Sydney (both +10:00)", () => {
    for (const tz of ["Australia/Brisbane", "Australia/Sydney"]) {
      expect(isPromoLive(sale, at("2025-06-30T13:59:59Z"), tz)).toBe(false);
      expect(isPromoLive(sale, at("2025-06-30T14:00:00Z"), tz)).toBe(true);
      expect(isPromoLive(sale, at("2025-07-24T14:00:00Z"), tz)).toBe(false);
    }
  });

  it("follows the site's time zone: Perth starts two hours later in UTC", () => {
    expect(isPromoLive(sale, at("2025-06-30T15:59:59Z"), "Australia/Perth")).toBe(false);
    expect(isPromoLive(sale, at("2025-06-30T16:00:00Z"), "Australia/Perth")).toBe(true);
  });

  it("follows daylight saving: a summer sale in Sydney starts at +11:00, Adelaide at +10:30", () => {
    const summer = { start: "2026-01-10", expiry: "2026-01-12" };
    expect(isPromoLive(summer, at("2026-01-09T12:59:59Z"), "Australia/Sydney")).toBe(false);
    expect(isPromoLive(summer, at("2026-01-09T13:00:00Z"), "Australia/Sydney")).toBe(true);
    expect(isPromoLive(summer, at("2026-01-09T13:29:59Z"), "Australia/Adelaide")).toBe(false);
    expect(isPromoLive(summer, at("2026-01-09T13:30:00Z"), "Australia/Adelaide")).toBe(true);
  });
});

describe("isPromoLive: timestamps and open bounds", () => {
  it("uses a timestamp with an offset exactly", () => {
    const p = { start: "2025-07-01T09:00:00+10:00", expiry: "2025-07-01T17:00:00+10:00" };
    expect(isPromoLive(p, at("2025-06-30T22:59:59.999Z"), "Australia/Perth")).toBe(false);
    expect(isPromoLive(p, at("2025-06-30T23:00:00Z"), "Australia/Perth")).toBe(true);
    expect(isPromoLive(p, at("2025-07-01T07:00:00Z"), "Australia/Perth")).toBe(true);
    expect(isPromoLive(p, at("2025-07-01T07:00:00.001Z"), "Australia/Perth")).toBe(false);
  });

  it("uses Date bounds (database timestamps) exactly", () => {
    const p = { start: at("2025-07-01T00:00:00Z"), expiry: at("2025-07-02T00:00:00Z") };
    expect(isPromoLive(p, at("2025-07-02T00:00:00Z"), "+10:00")).toBe(true);
    expect(isPromoLive(p, at("2025-07-02T00:00:00.001Z"), "+10:00")).toBe(false);
  });

  it("reads a timestamp without an offset as the site's wall-clock time", () => {
    expect(promoStartsAt("2025-07-01T09:30", "+10:00")?.toISOString()).toBe("2025-06-30T23:30:00.000Z");
    expect(promoStartsAt("2025-07-01 09:30:15.5", "Australia/Perth")?.toISOString()).toBe("2025-07-01T01:30:15.500Z");
  });

  it("leaves a missing side open", () => {
    expect(isPromoLive({ start: null, expiry: "2025-07-24" }, at("2000-01-01T00:00:00Z"), "+10:00")).toBe(true);
    expect(isPromoLive({ start: "2025-07-01", expiry: undefined }, at("2099-01-01T00:00:00Z"), "+10:00")).toBe(true);
    expect(isPromoLive({ start: "", expiry: null }, at("2099-01-01T00:00:00Z"), "+10:00")).toBe(true);
  });

  it("hides a promo with an unreadable date or switched off", () => {
    expect(isPromoLive({ start: "2025-13-45x", expiry: null }, at("2025-07-05T00:00:00Z"), "+10:00")).toBe(false);
    expect(isPromoLive({ start: "2025-02-30", expiry: null }, at("2025-07-05T00:00:00Z"), "+10:00")).toBe(false);
    expect(isPromoLive({ start: "2025-07-01T25:00", expiry: null }, at("2025-07-05T00:00:00Z"), "+10:00")).toBe(false);
    expect(isPromoLive({ start: null, expiry: "soon" }, at("2025-07-05T00:00:00Z"), "+10:00")).toBe(false);
    expect(isPromoLive({ ...sale, display: false }, at("2025-07-05T00:00:00Z"), "+10:00")).toBe(false);
    expect(isPromoLive({ ...sale, display: true }, at("2025-07-05T00:00:00Z"), "+10:00")).toBe(true);
  });

  it("reports the window's instants", () => {
    expect(promoStartsAt("2025-07-01", "+10:00")?.toISOString()).toBe("2025-06-30T14:00:00.000Z");
    expect(promoEndsAt("2025-07-24", "+10:00")?.toISOString()).toBe("2025-07-24T13:59:59.999Z");
    expect(promoEndsAt(null, "+10:00")).toBeNull();
  });
});

describe("time zone offsets", () => {
  it("parses fixed offsets and follows IANA daylight saving", () => {
    expect(timeZoneOffsetMinutes("+10:00", at("2025-07-01T00:00:00Z"))).toBe(600);
    expect(timeZoneOffsetMinutes("-0530", at("2025-07-01T00:00:00Z"))).toBe(-330);
    expect(timeZoneOffsetMinutes("UTC", at("2025-07-01T00:00:00Z"))).toBe(0);
    expect(timeZoneOffsetMinutes("Australia/Sydney", at("2025-07-01T00:00:00Z"))).toBe(600);
    expect(timeZoneOffsetMinutes("Australia/Sydney", at("2026-01-01T00:00:00Z"))).toBe(660);
    expect(timeZoneOffsetMinutes("Australia/Adelaide", at("2026-01-01T00:00:00Z"))).toBe(630);
  });

  it("finds midnight on the day daylight saving starts", () => {
    // Sydney moves to +11:00 at 02:00 on 2025-10-05; midnight that day is still +10:00.
    expect(wallTimeToInstant(Date.UTC(2025, 9, 5), "Australia/Sydney").toISOString()).toBe("2025-10-04T14:00:00.000Z");
    expect(wallTimeToInstant(Date.UTC(2025, 9, 6), "Australia/Sydney").toISOString()).toBe("2025-10-05T13:00:00.000Z");
  });
});

describe("insertPromos", () => {
  const cars = (n: number) => Array.from({ length: n }, (_, i) => `car${i + 1}`);
  const layout = (items: ReturnType<typeof insertPromos<string, string>>) => items.map((i) => (i.kind === "car" ? i.hit : `[${i.promo}]`));

  it("puts tiles at positions 8 and 17 of a full page", () => {
    const out = layout(insertPromos(cars(21), ["A", "B"], [8, 17]));
    expect(out).toHaveLength(23);
    expect(out[6]).toBe("car7");
    expect(out[7]).toBe("[A]");
    expect(out[8]).toBe("car8");
    expect(out[15]).toBe("car15");
    expect(out[16]).toBe("[B]");
    expect(out[17]).toBe("car16");
    expect(out[22]).toBe("car21");
  });

  it("puts a single tile at position 9", () => {
    const out = layout(insertPromos(cars(21), ["A"], [9]));
    expect(out.indexOf("[A]")).toBe(8);
    expect(out).toHaveLength(22);
  });

  it("places a tile after the last car when the page ends just before its position, not beyond", () => {
    expect(layout(insertPromos(cars(7), ["A", "B"], [8, 17]))).toEqual([...cars(7), "[A]"]);
    expect(layout(insertPromos(cars(6), ["A", "B"], [8, 17]))).toEqual(cars(6));
    expect(layout(insertPromos(cars(15), ["A", "B"], [8, 17]))).toEqual([...cars(7), "[A]", ...cars(15).slice(7), "[B]"]);
  });

  it("shows no tiles on a page without cars", () => {
    expect(insertPromos([], ["A"], [1])).toEqual([]);
  });

  it("uses as many tiles as there are both promos and positions", () => {
    expect(layout(insertPromos(cars(21), ["A"], [8, 17])).filter((x) => x.startsWith("["))).toEqual(["[A]"]);
    expect(layout(insertPromos(cars(21), ["A", "B", "C"], [8, 17])).filter((x) => x.startsWith("["))).toEqual(["[A]", "[B]"]);
    expect(layout(insertPromos(cars(21), [], [8, 17]))).toEqual(cars(21));
  });

  it("sorts positions and ignores duplicates and positions below 1", () => {
    expect(layout(insertPromos(cars(3), ["A", "B"], [3, 0, 1, 1]))).toEqual(["[A]", "car1", "[B]", "car2", "car3"]);
  });
});
