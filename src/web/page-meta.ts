/**
 * Page metadata every public page carries: a title (the layout adds " | {site name}"), a meta
 * description and an absolute canonical URL on the site's own origin (src/site/origin.ts), so each
 * dealer canonicalises to its primary domain whatever host a request named.
 */
import "server-only";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { clientOrigin, requestClient } from "../platform/request-client";
import { siteOrigin } from "../site/origin";
import type { Site } from "../site/store";
import { findPageSite, type SiteContext } from "./site-context";

/** The origin of this page's site ("https://dealer.com.au"): absolute URLs are built on it. */
export async function pageOrigin(): Promise<string> {
  const client = requestClient(await headers());
  const ctx = await findPageSite();
  return ctx ? siteOrigin(ctx.site, client) : clientOrigin(client);
}

/** The origin the browser is on now ("http://dealer.localhost:3000"): return paths are resolved against it. */
export async function browserOrigin(): Promise<string> {
  return clientOrigin(requestClient(await headers()));
}

/** The same origin for a route handler that has resolved its site. */
export function siteOriginOf(request: Request, site: Pick<Site, "slug" | "domains">): string {
  return siteOrigin(site, requestClient(request.headers));
}

export async function absoluteUrl(path: string): Promise<string> {
  return `${await pageOrigin()}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The site's share card (src/app/share-image.png): the og:image of a page without a photo of its own. */
export async function siteShareImage(site: Pick<Site, "name">): Promise<{ url: string; width: number; height: number; alt: string; type: string }> {
  return { url: await absoluteUrl("/share-image.png"), width: 1200, height: 630, alt: site.name, type: "image/png" };
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the canonical page (aliases canonicalise to one URL). */
  path: string;
  /** Keep it out of search results but follow its links (an empty search page: a soft 404 otherwise). */
  noindex?: boolean;
}

/**
 * generateMetadata for a site page: `describe` gets the resolved site. A host that names no
 * site gets a bare title (the page itself answers 404).
 */
export async function sitePageMetadata(describe: (ctx: SiteContext) => PageMetaInput | Promise<PageMetaInput>): Promise<Metadata> {
  const ctx = await findPageSite();
  if (!ctx) return { title: "No dealer site at this address" };
  const meta = await describe(ctx);
  return {
    title: meta.title,
    description: meta.description,
    alternates: { canonical: await absoluteUrl(meta.path) },
    openGraph: { title: meta.title, description: meta.description, url: await absoluteUrl(meta.path), siteName: ctx.site.name, locale: "en_AU", type: "website", images: [await siteShareImage(ctx.site)] },
    ...(meta.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
