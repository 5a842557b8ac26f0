import type { MetadataRoute } from "next";
import { findPageSite } from "@/web/site-context";
import { pageOrigin } from "@/web/page-meta";
import { loadSearchCatalog } from "@/search/catalog";
import { searchRoutePaths } from "@/search/routes";
import { listSitemapCars, sitemapEntries } from "@/search/sitemap";
import { listSiteModels } from "@/search/models";

export const dynamic = "force-dynamic";

/** The requesting site's sitemap: home, every search route it lists, its model pages and every listed car page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const ctx = await findPageSite();
  if (!ctx) return [];
  const { db, site } = ctx;
  const now = new Date();
  const [catalog, cars, models] = await Promise.all([loadSearchCatalog(db, site, now), listSitemapCars(db, site, now), listSiteModels(db, site)]);
  // A model with an override URL has its page elsewhere (the menu links there).
  const modelPaths = models.filter((m) => !m.override_url).map((m) => `/models/${m.slug}`);
  return sitemapEntries(await pageOrigin(), [...searchRoutePaths(catalog), ...new Set(modelPaths)], cars, now);
}
