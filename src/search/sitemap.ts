/**
 * sitemap.xml and robots.txt of a dealer site: its search routes (every type, make, model, body
 * and dealership page it lists) and every listed car page, at the host the crawler asked for.
 * One file holds up to 50,000 URLs (the sitemap protocol's limit); the cars are the site's own,
 * by the same listing rule as the search.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { listedCarsCondition } from "../site/stats";

export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapCar {
  slug: string;
  updatedAt: Date;
}

/** The site's listed cars for the sitemap, most recently updated first. */
export async function listSitemapCars(db: Database, site: Pick<Site, "id" | "config">, now: Date, limit = SITEMAP_MAX_URLS): Promise<SitemapCar[]> {
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

/** Search routes first (stock changes hourly), then car pages; at most SITEMAP_MAX_URLS in all. */
export function sitemapEntries(origin: string, searchPaths: string[], cars: SitemapCar[], now: Date): SitemapEntry[] {
  const search = searchPaths.map((p, i) => ({ url: `${origin}${p}`, lastModified: now, changeFrequency: "hourly" as const, priority: i < 7 ? 0.9 : 0.7 }));
  const carEntries = cars.map((c) => ({ url: `${origin}/cars/${encodeURIComponent(c.slug)}`, lastModified: c.updatedAt, changeFrequency: "daily" as const, priority: 0.6 }));
  return [{ url: `${origin}/`, lastModified: now, changeFrequency: "daily" as const, priority: 1 }, ...search, ...carEntries].slice(0, SITEMAP_MAX_URLS);
}
