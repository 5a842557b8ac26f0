/**
 * The sitemap routes' shared work: the requesting site's entries (src/search/sitemap.ts), and the
 * XML answer for /sitemap.xml (one file, or the index past SITEMAP_SPLIT_AT URLs) and /sitemaps/{n}.xml.
 */
import "server-only";
import type { SiteContext } from "./site-context";
import { loadSearchCatalog } from "../search/catalog";
import { searchRoutePaths } from "../search/routes";
import { listSitemapCars, sitemapEntries, type SitemapEntry } from "../search/sitemap";
import { listSiteModels } from "../search/models";
import { listShownOwnPages } from "../site/pages";
import { MODEL_RANGE_PATH, modelPagePath } from "../domain/model-links";

export async function loadSitemapEntries({ db, site }: SiteContext, origin: string, now = new Date()): Promise<SitemapEntry[]> {
  const [catalog, cars, models, ownPages] = await Promise.all([loadSearchCatalog(db, site, now), listSitemapCars(db, site, now), listSiteModels(db, site), listShownOwnPages(db, site)]);
  // A model with an override URL has its page elsewhere (the menu links there).
  const modelPaths = models.filter((m) => !m.override_url).map((m) => modelPagePath(m.slug));
  // The model range page is listed when the site has models to show on it.
  const rangePaths = models.length ? [MODEL_RANGE_PATH] : [];
  // The dealer's own pages (written in the console) are pages a crawler should find too.
  return sitemapEntries(origin, [...searchRoutePaths(catalog), ...rangePaths, ...new Set(modelPaths), ...ownPages.map((p) => p.path)], cars);
}

/** Crawlers re-read sitemaps often; an hour at a CDN keeps a large site's parts cheap. */
export function xmlResponse(body: string): Response {
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400" } });
}
