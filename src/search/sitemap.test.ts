import { describe, expect, it } from "vitest";
import { SITEMAP_SPLIT_AT, renderSitemapIndex, renderUrlset, sitemapEntries, sitemapPart, sitemapPartCount } from "./sitemap";

describe("sitemap", () => {
  const older = new Date("2026-01-01T00:00:00Z");
  const newer = new Date("2026-03-04T05:06:07Z");
  it("lists the home page, the listing routes and every car page at the requesting origin", () => {
    const entries = sitemapEntries("https://dealer.example", ["/cars", "/search/used-cars"], [{ slug: "2021-toyota-corolla-x1", updatedAt: older }]);
    expect(entries.map((e) => e.url)).toEqual([
      "https://dealer.example/",
      "https://dealer.example/cars",
      "https://dealer.example/search/used-cars",
      "https://dealer.example/cars/2021-toyota-corolla-x1",
    ]);
  });
  it("dates a car page by its car's update and a listing page by the newest car, not by the time of the request", () => {
    const entries = sitemapEntries("https://d", ["/cars"], [
      { slug: "b", updatedAt: newer },
      { slug: "a", updatedAt: older },
    ]);
    expect(entries.map((e) => e.lastModified)).toEqual([newer, newer, newer, older]);
    expect(renderUrlset(entries)).toContain("<loc>https://d/cars/a</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod>");
  });
  it("gives a site with no cars no lastmod rather than an invented one", () => {
    expect(renderUrlset(sitemapEntries("https://d", [], []))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://d/</loc><changefreq>daily</changefreq><priority>1</priority></url>\n</urlset>\n',
    );
  });
  it("stays one file at 10,000 URLs and becomes an index of two parts at 10,001", () => {
    const cars = (n: number) => Array.from({ length: n }, (_, i) => ({ slug: `c${i}`, updatedAt: i === 0 ? newer : older }));
    const atLimit = sitemapEntries("https://d", [], cars(SITEMAP_SPLIT_AT - 1));
    expect(atLimit).toHaveLength(10_000);
    expect(sitemapPartCount(atLimit.length)).toBe(1);
    const over = sitemapEntries("https://d", [], cars(SITEMAP_SPLIT_AT));
    expect(over).toHaveLength(10_001);
    expect(sitemapPartCount(over.length)).toBe(2);
    expect(sitemapPart(over, 1)).toHaveLength(10_000);
    expect(sitemapPart(over, 2)!.map((e) => e.url)).toEqual([`https://d/cars/c${SITEMAP_SPLIT_AT - 1}`]);
    expect(sitemapPart(over, 3)).toBeNull();
    expect(sitemapPart(over, 0)).toBeNull();
    const index = renderSitemapIndex("https://d", over);
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<sitemap><loc>https://d/sitemaps/1.xml</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></sitemap>");
    expect(index).toContain("<sitemap><loc>https://d/sitemaps/2.xml</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></sitemap>");
  });
  it("escapes XML in URLs", () => {
    expect(renderUrlset([{ url: "https://d/search?a=1&b=<2>" }])).toContain("<loc>https://d/search?a=1&amp;b=&lt;2&gt;</loc>");
  });
});
