import type { MetadataRoute } from "next";
import { findPageSite } from "@/web/site-context";
import { pageOrigin } from "@/web/page-meta";

export const dynamic = "force-dynamic";

/**
 * Crawl the site's pages, not its APIs, admin or form-only pages; the sitemap is at this host.
 * No `Host:` line: it is not part of the robots standard (RFC 9309) and Google ignores it; the
 * site's one address is kept by the redirect of its twin domain and each page's canonical link.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const ctx = await findPageSite();
  if (!ctx) return { rules: { userAgent: "*", disallow: "/" } };
  const origin = await pageOrigin();
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/admin", "/enquire", "/success", "/print"] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
