import type { MetadataRoute } from "next";
import { findPageSite } from "@/web/site-context";
import { pageOrigin } from "@/web/page-meta";

export const dynamic = "force-dynamic";

/** Crawl the site's pages, not its APIs, admin or form-only pages; the sitemap is at this host. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const ctx = await findPageSite();
  if (!ctx) return { rules: { userAgent: "*", disallow: "/" } };
  const origin = await pageOrigin();
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/admin", "/enquire", "/success", "/print"] },
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
