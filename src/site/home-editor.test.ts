import { describe, expect, it } from "vitest";
import { applyHomeForm } from "./home-editor";
import { resolveSiteConfig } from "./config";

const tiles = (over: Record<string, string> = {}) => {
  const f: Record<string, string> = {};
  for (const i of [0, 1, 2]) Object.assign(f, { [`tile${i}_title`]: `Tile ${i + 1}`, [`tile${i}_text`]: "Some words", [`tile${i}_href`]: "/finance", [`tile${i}_cta`]: "Go" });
  return { ...f, ...over };
};

describe("the home page editor", () => {
  const current = resolveSiteConfig("default", {});
  it("writes the site's own three tiles, empty eyebrow and picture as none", () => {
    const out = applyHomeForm("default", { hits_per_page: 30 }, current, tiles({ tile1_eyebrow: "New", service_booking_url: "https://book.example.com/service" }));
    expect(out.config.home_tiles?.map((t) => t.title)).toEqual(["Tile 1", "Tile 2", "Tile 3"]);
    expect(out.config.home_tiles?.[0]).toMatchObject({ eyebrow: null, image_url: null });
    expect(out.config.home_tiles?.[1]?.eyebrow).toBe("New");
    expect(out.overrides).toMatchObject({ hits_per_page: 30, manufacturer_service_booking_url: "https://book.example.com/service" });
    expect(out.after).toEqual({ home_tiles: ["Tile 1", "Tile 2", "Tile 3"], manufacturer_service_booking_url: "https://book.example.com/service" });
  });
  it("goes back to the standard tiles", () => {
    const custom = resolveSiteConfig("default", { home_tiles: applyHomeForm("default", {}, current, tiles()).config.home_tiles });
    const out = applyHomeForm("default", {}, custom, { standard: "1" });
    expect(out.config.home_tiles).toBeNull();
    expect(out.after).toEqual({ home_tiles: "standard" });
  });
  it("names the field of the tile that is wrong (80 characters fit a title, 81 do not)", () => {
    expect(() => applyHomeForm("default", {}, current, tiles({ tile2_title: "x".repeat(81) }))).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field: "tile2_title" })] }));
    expect(applyHomeForm("default", {}, current, tiles({ tile2_title: "x".repeat(80) })).config.home_tiles?.[2]?.title).toHaveLength(80);
    expect(() => applyHomeForm("default", {}, current, tiles({ tile0_href: "javascript:alert(1)" }))).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field: "tile0_href" })] }));
    expect(() => applyHomeForm("default", {}, current, tiles({ tile1_cta: "" }))).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field: "tile1_cta" })] }));
  });
});

describe("the home page editor's top banner", () => {
  const current = resolveSiteConfig("default", {});
  const hero = (over: Record<string, string>) => applyHomeForm("default", {}, current, { standard: "1", hero_title: "", hero_tagline: "", hero_image_url: "", ...over });

  it("writes the banner's own heading, line and picture, and names each change", () => {
    const out = hero({ hero_title: "Drive home happy", hero_tagline: "Family owned since 1974.", hero_image_url: "https://cdn.example.com/yard.jpg" });
    expect(out.config.home_hero).toEqual({ title: "Drive home happy", tagline: "Family owned since 1974.", image_url: "https://cdn.example.com/yard.jpg" });
    expect(out.after).toEqual({ "home_hero.title": "Drive home happy", "home_hero.tagline": "Family owned since 1974.", "home_hero.image_url": "https://cdn.example.com/yard.jpg" });
  });

  it("keeps the standard banner for empty fields, and leaves it alone when the form has no banner fields", () => {
    expect(hero({}).config.home_hero).toEqual({ title: null, tagline: null, image_url: null });
    const set = resolveSiteConfig("default", { home_hero: { title: "Ours" } });
    expect(applyHomeForm("default", { home_hero: { title: "Ours" } }, set, { standard: "1" }).config.home_hero.title).toBe("Ours");
  });

  it("takes a heading of 80 characters, not 81, and never a javascript: picture, naming the field", () => {
    expect(hero({ hero_title: "h".repeat(80) }).config.home_hero.title).toHaveLength(80);
    expect(() => hero({ hero_title: "h".repeat(81) })).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field: "hero_title" })] }));
    expect(() => hero({ hero_image_url: "javascript:alert(1)" })).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field: "hero_image_url" })] }));
  });
});
