/**
 * Page metadata every public page carries: a title (the layout adds " | {site name}"), a meta
 * description and an absolute canonical URL built from the request's own host, so each dealer
 * domain canonicalises to itself.
 */
import "server-only";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { findPageSite, type SiteContext } from "./site-context";

/** "https://dealer.com.au" as the shopper reached it (behind a proxy: its forwarded host and scheme). */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost";
  const proto = (h.get("x-forwarded-proto") ?? "http").split(",")[0]!.trim();
  return `${proto}://${host}`;
}

/** The same origin for a route handler, from the request's headers. */
export function requestOriginOf(request: Request): string {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? "localhost";
  const proto = (request.headers.get("x-forwarded-proto") ?? "http").split(",")[0]!.trim();
  return `${proto}://${host}`;
}

export async function absoluteUrl(path: string): Promise<string> {
  return `${await requestOrigin()}${path.startsWith("/") ? path : `/${path}`}`;
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the canonical page (aliases canonicalise to one URL). */
  path: string;
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
    openGraph: { title: meta.title, description: meta.description, url: await absoluteUrl(meta.path), siteName: ctx.site.name, locale: "en_AU", type: "website" },
  };
}
