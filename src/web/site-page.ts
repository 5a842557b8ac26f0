/** What a content page of a dealer site renders from: the site, its chrome data and "now". */
import "server-only";
import { getPageSite } from "./site-context";
import { loadSiteChrome, type SitePageContext } from "../site/chrome";
import type { Database } from "../db/client";
import { findShownPage, type SitePageText } from "../site/pages";
import type { StandardPagePath } from "../domain/page-edit";

export interface SitePage extends SitePageContext {
  db: Database;
}

/** The site for this request (404 for a host with no site) with its chrome data. */
export async function getSitePage(): Promise<SitePage> {
  const { db, site } = await getPageSite();
  const now = new Date();
  return { db, site, chrome: await loadSiteChrome(db, site, now), now };
}

/**
 * A standard content page's context with the dealer's own shown text for it, if the console has one
 * (src/staff/site-pages.ts): the page then shows the dealer's words instead of the standard ones.
 */
export async function getContentPage(path: StandardPagePath): Promise<SitePage & { own: SitePageText | null }> {
  const page = await getSitePage();
  return { ...page, own: await findShownPage(page.db, page.site, path) };
}
