import { findPageSite } from "@/web/site-context";
import { pageOrigin } from "@/web/page-meta";
import { loadSitemapEntries, xmlResponse } from "@/web/sitemap-response";
import { renderUrlset, sitemapPart } from "@/search/sitemap";

export const dynamic = "force-dynamic";

/** `/sitemaps/{n}.xml`: part n of a large site's sitemap (the index at /sitemap.xml lists them). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const ctx = await findPageSite();
  const match = /^([1-9]\d{0,4})\.xml$/.exec((await params).file);
  if (!ctx || !match) return new Response("Not found", { status: 404 });
  const origin = await pageOrigin();
  const part = sitemapPart(await loadSitemapEntries(ctx, origin), Number(match[1]));
  return part ? xmlResponse(renderUrlset(part)) : new Response("Not found", { status: 404 });
}
