import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "../site/config";
import { homeTiles } from "./home-tiles";

const config = resolveSiteConfig("default", {});
const rav4 = { make: "Toyota", name: "RAV4", href: "/models/rav4", imageUrl: "/m/rav4.svg", stock: 12 };
const hilux = { make: "Toyota", name: "HiLux", href: "/hilux", imageUrl: null, stock: 30 };

describe("homeTiles", () => {
  it("makes three tiles: the model with most stock, finance pre-approval and the commitment page", () => {
    const tiles = homeTiles(config, [rav4, hilux]);
    expect(tiles.map((t) => [t.id, t.title, t.href])).toEqual([
      ["model", "The Toyota HiLux", "/hilux"],
      ["finance", "Finance made simple", "/finance-pre-approval"],
      ["commitment", "Our commitment to you", "/our-commitment"],
    ]);
  });
  it("follows the site's routes and, with no models, features its new stock instead", () => {
    const custom = resolveSiteConfig("default", { routes: { finance_pre_approval: "/apply-for-finance", commitment: "/diamond-advantage" } });
    const tiles = homeTiles(custom, [], "caravans");
    expect(tiles.map((t) => t.href)).toEqual(["/search/new-cars", "/apply-for-finance", "/diamond-advantage"]);
    expect(tiles[0]!.title).toBe("New caravans");
  });
  it("uses the site's own three tiles when its content sets them", () => {
    const own = resolveSiteConfig("default", {
      home_tiles: [
        { title: "The new Kluger", text: "Seven seats, hybrid.", href: "/models/kluger", cta: "See it", image_url: "https://cdn.example/kluger.jpg" },
        { title: "Fleet", text: "Business buyers.", href: "/fleet", cta: "Talk to fleet" },
        { title: "Owners club", text: "Events and drives.", href: "https://club.example", cta: "Join", eyebrow: "Community" },
      ],
    });
    const tiles = homeTiles(own, [rav4]);
    expect(tiles.map((t) => [t.id, t.title, t.href, t.imageUrl, t.eyebrow])).toEqual([
      ["custom", "The new Kluger", "/models/kluger", "https://cdn.example/kluger.jpg", ""],
      ["custom", "Fleet", "/fleet", null, ""],
      ["custom", "Owners club", "https://club.example", null, "Community"],
    ]);
  });
  it("refuses two tiles, four tiles or a script link, naming the field", () => {
    const tile = { title: "T", text: "x", href: "/", cta: "Go" };
    expect(() => resolveSiteConfig("default", { home_tiles: [tile, tile] })).toThrow(/home_tiles/);
    expect(() => resolveSiteConfig("default", { home_tiles: [tile, tile, tile, tile] })).toThrow(/home_tiles/);
    expect(() => resolveSiteConfig("default", { home_tiles: [tile, tile, { ...tile, href: "javascript:alert(1)" }] })).toThrow(/home_tiles\.2\.href/);
  });
});
