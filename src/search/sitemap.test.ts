import { describe, expect, it } from "vitest";
import { SITEMAP_MAX_URLS, sitemapEntries } from "./sitemap";

describe("sitemapEntries", () => {
  const now = new Date("2026-01-01T00:00:00Z");
  it("lists the home page, the search routes and every car page at the requesting origin", () => {
    const entries = sitemapEntries("https://dealer.example", ["/cars", "/search/used-cars"], [{ slug: "2021-toyota-corolla-x1", updatedAt: now }], now);
    expect(entries.map((e) => e.url)).toEqual([
      "https://dealer.example/",
      "https://dealer.example/cars",
      "https://dealer.example/search/used-cars",
      "https://dealer.example/cars/2021-toyota-corolla-x1",
    ]);
  });
  it("stops at the protocol's 50,000 URLs", () => {
    const cars = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({ slug: `c${i}`, updatedAt: now }));
    expect(sitemapEntries("http://x", ["/cars"], cars, now)).toHaveLength(SITEMAP_MAX_URLS);
  });
});
