/** What a content page of a dealer site renders from: the site, its chrome data and "now". */
import "server-only";
import { getPageSite } from "./site-context";
import { loadSiteChrome, type SitePageContext } from "../site/chrome";
import type { Database } from "../db/client";

export interface SitePage extends SitePageContext {
  db: Database;
}

/** The site for this request (404 for a host with no site) with its chrome data. */
export async function getSitePage(): Promise<SitePage> {
  const { db, site } = await getPageSite();
  const now = new Date();
  return { db, site, chrome: await loadSiteChrome(db, site, now), now };
}
