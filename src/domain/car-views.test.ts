import { describe, expect, it } from "vitest";
import {
  CarViewQuerySchema,
  VIEWED_CARS_MAX,
  VIEWED_COOKIE_MAX_IDS,
  formatViewedCookie,
  parseViewedCookie,
  rememberViewedCar,
  staleCarFields,
  viewDay,
  type LiveCarFields,
} from "./car-views";

describe("viewDay", () => {
  it("is the calendar day in Sydney (UTC+11 in November)", () => {
    expect(viewDay(new Date("2026-11-22T12:59:59Z"))).toBe("20261122");
    expect(viewDay(new Date("2026-11-22T13:00:00Z"))).toBe("20261123");
  });
});

describe("the viewed-today cookie", () => {
  it("reads today's ids and forgets another day's", () => {
    expect(parseViewedCookie("20261122.12-345", "20261122")).toEqual([12, 345]);
    expect(parseViewedCookie("20261121.12-345", "20261122")).toEqual([]);
    expect(parseViewedCookie("20261122.", "20261122")).toEqual([]);
    expect(parseViewedCookie("garbage", "20261122")).toEqual([]);
    expect(parseViewedCookie(undefined, "20261122")).toEqual([]);
  });

  it("adds a car last, once, and keeps at most VIEWED_COOKIE_MAX_IDS", () => {
    expect(formatViewedCookie("20261122", [12, 345], 12)).toBe("20261122.345-12");
    const many = Array.from({ length: VIEWED_COOKIE_MAX_IDS }, (_, i) => i + 1);
    const value = formatViewedCookie("20261122", many, 999);
    const ids = parseViewedCookie(value, "20261122");
    expect(ids).toHaveLength(VIEWED_COOKIE_MAX_IDS);
    expect(ids[0]).toBe(2);
    expect(ids.at(-1)).toBe(999);
  });
});

describe("CarViewQuerySchema", () => {
  const parse = (q: Record<string, string>) => CarViewQuerySchema.safeParse(q);
  const fields = (q: Record<string, string>) => {
    const r = parse(q);
    return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
  };

  it("takes whole numbers and ISO or Unix-seconds times", () => {
    const r = parse({ photos_count: "0", updated_at: "2026-11-20T01:02:03Z", website_id: "7" });
    expect(r.success && r.data).toEqual({ photos_count: 0, updated_at: new Date("2026-11-20T01:02:03Z"), website_id: 7 });
    const unix = parse({ updated_at: "1795000000" });
    expect(unix.success && unix.data.updated_at?.getTime()).toBe(1_795_000_000_000);
    expect(parse({}).success).toBe(true);
  });

  it("names the field of a bad value", () => {
    expect(fields({ photos_count: "-1" })).toEqual(["photos_count"]);
    expect(fields({ photos_count: "1.5" })).toEqual(["photos_count"]);
    expect(fields({ photos_count: "10001" })).toEqual(["photos_count"]);
    expect(fields({ photos_count: "10000" })).toEqual([]);
    expect(fields({ website_id: "abc" })).toEqual(["website_id"]);
    expect(fields({ updated_at: "yesterday" })).toEqual(["updated_at"]);
    expect(fields({ updated_at: "2026-13-45T00:00:00Z" })).toEqual(["updated_at"]);
  });
});

describe("staleCarFields", () => {
  const live: LiveCarFields = { status: "sold", reserved: false, price: 30000, before_price: null, offer_price: null, photos_count: 12, updated_at: "2026-11-22T01:00:00.000Z" };

  it("is empty while the page's copy is current", () => {
    expect(staleCarFields({ photos_count: 12, updated_at: new Date("2026-11-22T01:00:00Z") }, live)).toEqual({});
    expect(staleCarFields({ updated_at: new Date("2026-11-22T00:59:59.001Z") }, live)).toEqual({});
    expect(staleCarFields({}, live)).toEqual({});
  });

  it("gives the live fields when the car changed after the page was made", () => {
    expect(staleCarFields({ updated_at: new Date("2026-11-22T00:59:59Z") }, live)).toEqual(live);
    expect(staleCarFields({ photos_count: 11 }, live)).toEqual(live);
  });
});

describe("rememberViewedCar", () => {
  const car = (id: number) => ({ id, stocknum: `S${id}`, make: "Toyota", model: "Corolla", body: "Hatchback", simple_body: "Hatch" });

  it("puts the car first, once, and keeps the list bounded", () => {
    expect(rememberViewedCar([car(1), car(2)], car(2)).map((c) => c.id)).toEqual([2, 1]);
    const full = Array.from({ length: VIEWED_CARS_MAX }, (_, i) => car(i + 1));
    const next = rememberViewedCar(full, car(99));
    expect(next).toHaveLength(VIEWED_CARS_MAX);
    expect(next[0]!.id).toBe(99);
    expect(next.map((c) => c.id)).not.toContain(VIEWED_CARS_MAX);
  });

  it("starts afresh from anything that is not a list of entries", () => {
    expect(rememberViewedCar("nope", car(1))).toEqual([car(1)]);
    expect(rememberViewedCar([null, 3, { id: "x" }], car(1))).toEqual([car(1)]);
  });
});
