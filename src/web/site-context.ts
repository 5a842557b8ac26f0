/**
 * How routes find their tenant. Pages call `getPageSite()` (cached per request); API routes call
 * `getRequestSite(request)`. Both resolve the site from the host the client asked for, as the
 * server's edge established it (src/platform/request-client.ts: X-Forwarded-Host only from a
 * trusted proxy), and never fall through to another site's data.
 */
import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getDb, type Database } from "../db/client";
import { requestClient } from "../platform/request-client";
import { resolveSiteByHost, type Site } from "../site/store";

export interface SiteContext {
  db: Database;
  site: Site;
}

/** The site for this page request, or null when the host names no site. */
export const findPageSite = cache(async (): Promise<SiteContext | null> => {
  const h = await headers();
  const db = await getDb();
  const site = await resolveSiteByHost(db, requestClient(h).host);
  return site ? { db, site } : null;
});

/** The site for this page request; a host that names no site renders the 404 page. */
export async function getPageSite(): Promise<SiteContext> {
  const ctx = await findPageSite();
  if (!ctx) notFound();
  return ctx;
}

/** The site for an API request, or null (the caller answers 404). */
export async function getRequestSite(request: Request): Promise<SiteContext | null> {
  const db = await getDb();
  const site = await resolveSiteByHost(db, requestClient(request.headers).host);
  return site ? { db, site } : null;
}
