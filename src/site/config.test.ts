import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG, resolveSiteConfig } from "./config";
import { ValidationError } from "../platform/errors";

describe("site config layering", () => {
  it("has the spec's defaults", () => {
    expect(DEFAULT_CONFIG.just_arrived_days).toBe(8);
    // Not the spec's "New": the shopper-trust issue (docs/search.md, card badges) keeps one word per card.
    expect(DEFAULT_CONFIG.just_arrived_tag_name).toBe("Just arrived");
    expect(DEFAULT_CONFIG.sold_tag_name).toBe("JUST SOLD");
    expect(DEFAULT_CONFIG.sold_cars_shown_days).toBe(3);
    expect(DEFAULT_CONFIG.promo_tile_positions).toEqual([8, 17]);
    expect(DEFAULT_CONFIG.makes_shown).toBe(7);
    expect(DEFAULT_CONFIG.finance_calculator_rate).toBe(10);
    expect(DEFAULT_CONFIG.review_minimum_rating).toBe(4);
    expect(DEFAULT_CONFIG.reviews_quantity).toBe(12);
    expect(DEFAULT_CONFIG.deposit_amount).toBe(200);
    expect(DEFAULT_CONFIG.deposit_hold_hours).toBe(48);
    expect(DEFAULT_CONFIG.hits_per_page).toBe(21);
    expect(DEFAULT_CONFIG.sort_options).toMatchObject({ relevance: true, latest: true, price_desc: true, price_asc: true, km_asc: false });
    expect(DEFAULT_CONFIG.routes.finance).toBe("/finance");
  });

  it("applies template then site overrides, merging nested objects key by key", () => {
    const c = resolveSiteConfig("leisure", { routes: { finance: "/apply-for-finance" }, finance_calculator_rate: 9 });
    expect(c.routes.checkout).toBe("/cars/{slug}/buy-online"); // from the template
    expect(c.routes.finance).toBe("/apply-for-finance"); // from the site
    expect(c.routes.service).toBe("/service"); // from the defaults
    expect(c.finance_calculator_rate).toBe(9);
    expect(resolveSiteConfig("leisure", {}).finance_calculator_rate).toBe(8.5);
  });

  it("takes embed_origins as https origins only (they go into the CSP header as they are)", () => {
    expect(DEFAULT_CONFIG.embed_origins).toEqual([]);
    expect(resolveSiteConfig("default", { embed_origins: ["https://www.group.example", "https://group.example:8443"] }).embed_origins).toEqual(["https://www.group.example", "https://group.example:8443"]);
    for (const bad of ["http://group.example", "https://group.example/", "https://group.example/page", "*", "https://a.example; script-src *", "javascript:alert(1)", "'self'"]) {
      expect(() => resolveSiteConfig("default", { embed_origins: [bad] }), bad).toThrow(ValidationError);
    }
  });

  it("takes links (routes, the service booking URL) as http(s) URLs or site paths only, naming the key (issue 14)", () => {
    expect(resolveSiteConfig("default", { routes: { finance: "https://finance.example/apply" }, manufacturer_service_booking_url: "/book-a-service" }).routes.finance).toBe("https://finance.example/apply");
    for (const [config, key] of [
      [{ routes: { finance: "javascript:alert(1)" } }, "config.routes.finance"],
      [{ routes: { contact: "data:text/html,<b>x</b>" } }, "config.routes.contact"],
      [{ routes: { service: "//evil.example/service" } }, "config.routes.service"],
      [{ manufacturer_service_booking_url: "javascript:alert(1)" }, "config.manufacturer_service_booking_url"],
    ] as const) {
      let caught: unknown;
      try {
        resolveSiteConfig("default", config);
      } catch (e) {
        caught = e;
      }
      expect(caught, key).toBeInstanceOf(ValidationError);
      expect((caught as ValidationError).errors.map((i) => i.field)).toEqual([key]);
    }
  });

  it("replaces arrays rather than merging them", () => {
    expect(resolveSiteConfig("default", { promo_tile_positions: [9] }).promo_tile_positions).toEqual([9]);
  });

  it("names the path of unknown keys and wrong types", () => {
    const err = (() => {
      try {
        resolveSiteConfig("default", { routes: { nope: "/x" }, just_arrived_days: "8" });
      } catch (e) {
        return e as ValidationError;
      }
    })();
    expect(err).toBeInstanceOf(ValidationError);
    expect(err!.errors.map((i) => i.field).sort()).toEqual(["config.just_arrived_days", "config.routes.nope"]);
  });

  it("rejects an unknown template and out-of-range values", () => {
    expect(() => resolveSiteConfig("nope", {})).toThrow(/template/);
    expect(() => resolveSiteConfig("default", { just_arrived_days: -1 })).toThrow(/just_arrived_days/);
    expect(() => resolveSiteConfig("default", { just_arrived_days: 365 })).not.toThrow();
    expect(() => resolveSiteConfig("default", { just_arrived_days: 366 })).toThrow(/just_arrived_days/);
  });
});
