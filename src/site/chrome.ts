/**
 * Everything the header and footer of every page need, loaded together and kept for a few
 * seconds per site: the chrome is on every page, and its queries (menu models, locations, blog
 * presence, what the site calls its stock) change only on an import or a site upsert. The key includes the site's stock
 * version, so an import shows in the menu at once.
 */
import type { Database } from "../db/client";
import { siteHasBlogPosts } from "./blog";
import { listPublicLocations, primaryPhone, type PublicLocation } from "./locations";
import { buildSiteMenu, listMenuModels, type MenuSection } from "./menu";
import { countListedCars, type ListedCarCounts } from "./stats";
import { stockNouns } from "../domain/stock-noun";
import type { Site } from "./store";

export interface SiteChrome {
  menu: MenuSection[];
  locations: PublicLocation[];
  /** The number the header's call button dials. */
  phone: string | null;
  hasBlogPosts: boolean;
  /** The site's listed cars counted (the home and about pages' "Browse our N cars"). */
  stock: ListedCarCounts;
  /** What the site calls its stock ("car"/"cars", "caravan"/"caravans", "vehicle"/"vehicles" for a mix). */
  nouns: { one: string; many: string };
}

const TTL_MS = 15_000;
const cacheKey = Symbol.for("forecourt.chromeCache");
type Entry = { at: number; db: Database; value: Promise<SiteChrome> };
type G = typeof globalThis & { [cacheKey]?: Map<string, Entry> };

export async function loadSiteChrome(db: Database, site: Site, now = new Date()): Promise<SiteChrome> {
  const g = globalThis as G;
  const cache = (g[cacheKey] ??= new Map());
  const key = `${site.id}:${site.stockVersion}:${site.config.routes.default_search}`;
  const hit = cache.get(key);
  if (hit && hit.db === db && now.getTime() - hit.at < TTL_MS) return hit.value;
  const value = readSiteChrome(db, site, now);
  cache.set(key, { at: now.getTime(), db, value });
  // A failed read is not kept: the next request tries again.
  value.catch(() => cache.delete(key));
  return value;
}

async function readSiteChrome(db: Database, site: Site, now: Date): Promise<SiteChrome> {
  const [models, locations, hasBlogPosts, stock] = await Promise.all([
    listMenuModels(db, site, now),
    listPublicLocations(db, site),
    siteHasBlogPosts(db, site, now),
    countListedCars(db, site, now),
  ]);
  return {
    menu: buildSiteMenu({
      config: site.config,
      dealerships: site.dealerships,
      models,
      hasBlogPosts,
      teamLocationSlug: locations.find((l) => l.team.length > 0)?.slug ?? null,
    }),
    locations,
    phone: primaryPhone(locations),
    hasBlogPosts,
    stock,
    nouns: stockNouns(stock.byItemType),
  };
}
