import { describe, expect, it } from "vitest";
import { applyToggleForm, featureToggles, toggleValue } from "./feature-toggles";
import { resolveSiteConfig } from "./config";

describe("the site editor's feature toggles", () => {
  it("lists every yes/no key of the config with the schema's description, nested ones by their group", () => {
    const toggles = featureToggles();
    const byKey = new Map(toggles.map((t) => [t.key, t]));
    expect(byKey.get("compare_enabled")).toEqual({ key: "compare_enabled", description: "Show the Compare toggle on cards.", group: "Across the site" });
    expect(byKey.get("detail_tabs.reserve_online")?.group).toBe("Car page tabs");
    expect(byKey.get("pages.buying")?.description).toMatch(/^\/buying:/);
    expect(byKey.get("sort_options.km_asc")?.group).toBe("Sort options shoppers get");
    expect(byKey.has("hits_per_page"), "numbers are not toggles").toBe(false);
    expect(toggles.every((t) => t.description.length > 10), "every toggle is described").toBe(true);
  });

  it("writes only the keys that changed into the site's overrides, keeping its other overrides", () => {
    const overrides = { hits_per_page: 30, detail_tabs: { whats_included: true } };
    const current = resolveSiteConfig("franchise", overrides);
    expect(toggleValue(current, "compare_enabled")).toBe(true);
    const out = applyToggleForm("franchise", overrides, current, { compare_enabled: "0", "detail_tabs.reserve_online": "0", phone_reveal: "1", unknown_key: "1" });
    expect(out.after).toEqual({ compare_enabled: false, "detail_tabs.reserve_online": false });
    expect(out.before).toEqual({ compare_enabled: true, "detail_tabs.reserve_online": true });
    expect(out.overrides).toEqual({ hits_per_page: 30, compare_enabled: false, detail_tabs: { whats_included: true, reserve_online: false } });
    expect(out.config.compare_enabled).toBe(false);
    expect(out.config.detail_tabs.reserve_online).toBe(false);
  });

  it("changes nothing when every box says what the site has", () => {
    const current = resolveSiteConfig("default", {});
    const out = applyToggleForm("default", {}, current, { compare_enabled: "1", phone_reveal: "0" });
    expect(out.after).toEqual({});
    expect(out.overrides).toEqual({});
  });

  it("refuses a value that is not on or off, naming the key", () => {
    const current = resolveSiteConfig("default", {});
    expect(() => applyToggleForm("default", {}, current, { compare_enabled: "maybe" })).toThrow(expect.objectContaining({ errors: [{ field: "compare_enabled", message: "compare_enabled is on or off" }] }));
  });
});
