/**
 * Everything the header and footer of every page need, loaded together and kept for a few
 * seconds per site: the chrome is on every page, and its queries (menu models, locations, blog
 * presence, what the site calls its stock) change only on an import or a site upsert. The key includes the site's stock
 * version, so an import shows in the menu at once.
 */
import { configFingerprint } from "./config-print";
import type { Database } from "../db/client";
import { siteHasBlogPosts } from "./blog";
import { listPublicLocations, primaryPhone, type PublicLocation } from "./locations";
import { buildSiteMenu, listMenuModels, type MenuSection } from "./menu";
import { listShownOwnPages } from "./pages";
import { countListedCars, type ListedCarCounts } from "./stats";
import { stockNouns } from "../domain/stock-noun";
import type { Site } from "./store";
import { processSingleton } from "../platform/process-singleton";
import { LruCache } from "../platform/lru-cache";

/** What a content page draws with: the site, its chrome data and the time of the request. */
export interface SitePageContext {
  site: Site;
  chrome: SiteChrome;
  now: Date;
}

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
type Entry = { db: Database; value: Promise<SiteChrome> };

/** Forget every site's chrome in this process (after a change the chrome shows, like opening hours). */
export function invalidateSiteChrome(): void {
  processSingleton("chromeCache", () => new LruCache<Entry>({ maxEntries: 256, ttlMs: TTL_MS })).clear();
}

/**
 * The chrome of a site as of its stock version and config, for TTL_MS. Bounded: every import makes a new key
 * (the stock version), so the entries of old versions are pushed out instead of kept forever.
 */
export async function loadSiteChrome(db: Database, site: Site, now = new Date()): Promise<SiteChrome> {
  const cache = processSingleton("chromeCache", () => new LruCache<Entry>({ maxEntries: 256, ttlMs: TTL_MS }));
  // The menus follow the config (a page turned off leaves them at once), the counts the stock.
  const key = `${site.id}:${site.stockVersion}:${configFingerprint(site.config)}`;
  const hit = cache.get(key, now.getTime());
  if (hit && hit.db === db) return hit.value;
  const value = readSiteChrome(db, site, now);
  cache.set(key, { db, value }, now.getTime());
  // A failed read is not kept: the next request tries again.
  value.catch(() => cache.delete(key));
  return value;
}

async function readSiteChrome(db: Database, site: Site, now: Date): Promise<SiteChrome> {
  const [models, locations, hasBlogPosts, stock, ownPages] = await Promise.all([
    listMenuModels(db, site, now),
    listPublicLocations(db, site),
    siteHasBlogPosts(db, site, now),
    countListedCars(db, site, now),
    listShownOwnPages(db, site),
  ]);
  return {
    menu: buildSiteMenu({
      config: site.config,
      dealerships: site.dealerships,
      models,
      hasBlogPosts,
      ownPages,
      teamLocationSlug: locations.find((l) => l.team.length > 0)?.slug ?? null,
    }),
    locations,
    phone: primaryPhone(locations),
    hasBlogPosts,
    stock,
    nouns: stockNouns(stock.byItemType),
  };
}
