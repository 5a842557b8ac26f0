/**
 * The site's own page texts as shoppers see them (written in the console: src/staff/site-pages.ts).
 * A standard content page shows the dealer's own words when it has a shown one; a page of the
 * dealer's own (/pages/{slug}) exists only while it is shown.
 */
import { and, asc, eq, like } from "drizzle-orm";
import type { Database } from "../db/client";
import { sitePages } from "../db/schema";
import type { Site } from "./store";
import { OWN_PAGE_PREFIX } from "../domain/page-edit";

export type SitePageText = typeof sitePages.$inferSelect;

/** The shown page text at this path on this site, or null. */
export async function findShownPage(db: Database, site: Pick<Site, "id">, path: string): Promise<SitePageText | null> {
  const [row] = await db.orm
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.siteId, site.id), eq(sitePages.path, path), eq(sitePages.visible, true)))
    .limit(1);
  return row ?? null;
}

/** The dealer's own shown pages (/pages/{slug}), by title: for menus and the sitemap. */
export async function listShownOwnPages(db: Database, site: Pick<Site, "id">): Promise<Array<{ path: string; title: string; updatedAt: Date }>> {
  return db.orm
    .select({ path: sitePages.path, title: sitePages.title, updatedAt: sitePages.updatedAt })
    .from(sitePages)
    .where(and(eq(sitePages.siteId, site.id), eq(sitePages.visible, true), like(sitePages.path, `${OWN_PAGE_PREFIX}%`)))
    .orderBy(asc(sitePages.title));
}
