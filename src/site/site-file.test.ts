import { describe, expect, it } from "vitest";
import { SpecialHourSchema } from "./site-file";
import { parseSiteFile } from "./store";
import { ValidationError } from "../platform/errors";

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

describe("links in a site file (issue 14: no javascript: or data: URLs)", () => {
  const file = (dealership: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    slug: "links",
    name: "Links Motors",
    dealerships: [{ id: 1, slug: "links-d", name: "D", locations: [], ...dealership }],
    ...extra,
  });

  it("refuses a script or data URL in a location photo, a place link, a YouTube link or the logo, naming the field", () => {
    const cases: Array<[Record<string, unknown>, Record<string, unknown>, string]> = [
      [{ youtube_url: "javascript:alert(1)" }, {}, "dealerships.0.youtube_url"],
      [{ locations: [{ name: "Main", slug: "main", image: { url: "data:image/svg+xml,<svg onload=alert(1)>" } }] }, {}, "dealerships.0.locations.0.image.url"],
      [{ locations: [{ name: "Main", slug: "main", address: { place_url: "javascript:alert(1)" } }] }, {}, "dealerships.0.locations.0.address.place_url"],
      [{}, { theme: { logo_url: "javascript:alert(1)" } }, "theme.logo_url"],
    ];
    for (const [dealership, extra, field] of cases) {
      let caught: unknown;
      try {
        parseSiteFile(file(dealership, extra));
      } catch (e) {
        caught = e;
      }
      expect(caught, field).toBeInstanceOf(ValidationError);
      expect((caught as ValidationError).errors.map((e) => e.field), field).toContain(field);
    }
  });

  it("takes https links and site paths", () => {
    expect(() => parseSiteFile(file({ youtube_url: "https://www.youtube.com/@dealer", locations: [{ name: "Main", slug: "main", image: { url: "/media/locations/main.webp" } }] }, { theme: { logo_url: "https://cdn.example/logo.svg" } }))).not.toThrow();
  });
});

describe("a dealership's own config", () => {
  const file = (config: unknown) => ({ slug: "own", name: "Own Motors", dealerships: [{ id: 1, slug: "own-d", name: "D", locations: [], config }] });
  it("takes sold days from 0 to 365 and keeps other keys", () => {
    expect(parseSiteFile(file({ sold_cars_shown_days: 0 })).dealerships[0]!.config).toEqual({ sold_cars_shown_days: 0 });
    expect(parseSiteFile(file({ sold_cars_shown_days: 365, crm_code: "X1" })).dealerships[0]!.config).toEqual({ sold_cars_shown_days: 365, crm_code: "X1" });
  });
  it("refuses 366 days, a fraction or text, naming the field", () => {
    for (const bad of [366, 2.5, "5", -1]) {
      let caught: unknown;
      try {
        parseSiteFile(file({ sold_cars_shown_days: bad }));
      } catch (e) {
        caught = e;
      }
      expect(caught, String(bad)).toBeInstanceOf(ValidationError);
      expect((caught as ValidationError).errors.map((e) => e.field)).toEqual(["dealerships.0.config.sold_cars_shown_days"]);
    }
  });
});
