import { findPageSite } from "@/web/site-context";
import { ICON_CACHE_CONTROL, icoFromPng, renderSquareIcon } from "@/ui/layout/brand-images";

export const dynamic = "force-dynamic";

const SIZE = 48;

/**
 * `/favicon.ico`: the site's initials icon for the clients that ask for this path rather than read
 * the page's SVG icon link (bookmarks, RSS readers, old browsers, crawlers).
 */
export async function GET() {
  const ctx = await findPageSite();
  if (!ctx) return new Response(null, { status: 404 });
  const png = new Uint8Array(await renderSquareIcon(ctx.site, SIZE).arrayBuffer());
  return new Response(icoFromPng(png, SIZE) as BodyInit, { headers: { "Content-Type": "image/x-icon", "Cache-Control": ICON_CACHE_CONTROL } });
}
