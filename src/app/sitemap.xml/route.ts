import { findPageSite } from "@/web/site-context";
import { pageOrigin } from "@/web/page-meta";
import { loadSitemapEntries, xmlResponse } from "@/web/sitemap-response";
import { renderSitemapIndex, renderUrlset, sitemapPartCount } from "@/search/sitemap";

export const dynamic = "force-dynamic";

/** `/sitemap.xml`: the site's sitemap, or past 10,000 URLs the index of its /sitemaps/{n}.xml parts. */
export async function GET() {
  const ctx = await findPageSite();
  if (!ctx) return new Response("No dealer site at this address", { status: 404 });
  const origin = await pageOrigin();
  const entries = await loadSitemapEntries(ctx, origin);
  return xmlResponse(sitemapPartCount(entries.length) > 1 ? renderSitemapIndex(origin, entries) : renderUrlset(entries));
}
