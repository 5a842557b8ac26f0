import type { MetadataRoute } from "next";
import { findPageSite } from "@/web/site-context";
import { pageOrigin } from "@/web/page-meta";
import { loadSearchCatalog } from "@/search/catalog";
import { searchRoutePaths } from "@/search/routes";
import { listSitemapCars, sitemapEntries } from "@/search/sitemap";

export const dynamic = "force-dynamic";

/** The requesting site's sitemap: home, every search route it lists and every listed car page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const ctx = await findPageSite();
  if (!ctx) return [];
  const { db, site } = ctx;
  const now = new Date();
  const [catalog, cars] = await Promise.all([loadSearchCatalog(db, site, now), listSitemapCars(db, site, now)]);
  return sitemapEntries(await pageOrigin(), searchRoutePaths(catalog), cars, now);
}
