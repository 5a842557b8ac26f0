/**
 * sitemap.xml of a dealer site: its home page, search routes (every type, make, model, body and
 * dealership page it lists), model pages and every listed car page, at the host the crawler asked
 * for. Up to SITEMAP_SPLIT_AT URLs it is one file; past that, /sitemap.xml is a sitemap index of
 * /sitemaps/{n}.xml parts of SITEMAP_SPLIT_AT URLs each (the protocol allows 50,000 per file, but
 * smaller files are quicker for a crawler to fetch and for us to render).
 *
 * lastmod is real: a car page's is the car's last update; the home, search and model pages list
 * cars, so theirs is the newest update among the site's listed cars.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { listedCarsCondition } from "../site/stats";

/** Past this many URLs the sitemap becomes an index of parts this size. */
export const SITEMAP_SPLIT_AT = 10_000;
/** The most car pages one site's sitemap lists (ten parts). */
export const SITEMAP_MAX_CARS = 100_000;

export interface SitemapCar {
  slug: string;
  updatedAt: Date;
}

/** The site's listed cars for the sitemap, most recently updated first. */
export async function listSitemapCars(db: Database, site: Pick<Site, "id" | "config" | "dealerships">, now: Date, limit = SITEMAP_MAX_CARS): Promise<SitemapCar[]> {
  const rows = await db.rows<{ slug: string; updated_at: string | Date }>(sql`
    select cars.slug, cars.updated_at from cars where ${listedCarsCondition(site, now)}
    order by cars.updated_at desc, cars.id desc limit ${limit}`);
  return rows.map((r) => ({ slug: r.slug, updatedAt: new Date(r.updated_at) }));
}

export interface SitemapEntry {
  url: string;
  lastModified?: Date;
  changeFrequency?: "hourly" | "daily" | "weekly";
  priority?: number;
}

/**
 * Home, then search and model routes (stock changes hourly), then car pages. `cars` come newest
 * first, so the listing pages' lastmod is the first car's update (none when the site has no cars).
 */
export function sitemapEntries(origin: string, listingPaths: string[], cars: SitemapCar[]): SitemapEntry[] {
  const newest = cars[0]?.updatedAt;
  const listing = listingPaths.map((p, i) => ({ url: `${origin}${p}`, lastModified: newest, changeFrequency: "hourly" as const, priority: i < 7 ? 0.9 : 0.7 }));
  const carEntries = cars.map((c) => ({ url: `${origin}/cars/${encodeURIComponent(c.slug)}`, lastModified: c.updatedAt, changeFrequency: "daily" as const, priority: 0.6 }));
  return [{ url: `${origin}/`, lastModified: newest, changeFrequency: "daily" as const, priority: 1 }, ...listing, ...carEntries];
}

/** How many part files the entries need: 1 means no index (one plain sitemap). */
export function sitemapPartCount(entryCount: number): number {
  return Math.max(1, Math.ceil(entryCount / SITEMAP_SPLIT_AT));
}

/** Part `n` (1-based) of the entries, or null past the last part. */
export function sitemapPart(entries: SitemapEntry[], n: number): SitemapEntry[] | null {
  if (!Number.isInteger(n) || n < 1 || n > sitemapPartCount(entries.length)) return null;
  return entries.slice((n - 1) * SITEMAP_SPLIT_AT, n * SITEMAP_SPLIT_AT);
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
const W3C_DATE = (d: Date) => d.toISOString();

export function renderUrlset(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${xml(e.url)}</loc>${e.lastModified ? `<lastmod>${W3C_DATE(e.lastModified)}</lastmod>` : ""}${e.changeFrequency ? `<changefreq>${e.changeFrequency}</changefreq>` : ""}${e.priority !== undefined ? `<priority>${e.priority}</priority>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The index of `parts` part files at `${origin}/sitemaps/{n}.xml`, each with its newest entry's lastmod. */
export function renderSitemapIndex(origin: string, entries: SitemapEntry[]): string {
  const parts = Array.from({ length: sitemapPartCount(entries.length) }, (_, i) => {
    const part = sitemapPart(entries, i + 1)!;
    const newest = part.reduce<Date | undefined>((max, e) => (e.lastModified && (!max || e.lastModified > max) ? e.lastModified : max), undefined);
    return `<sitemap><loc>${xml(`${origin}/sitemaps/${i + 1}.xml`)}</loc>${newest ? `<lastmod>${W3C_DATE(newest)}</lastmod>` : ""}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join("\n")}\n</sitemapindex>\n`;
}
