import { findPageSite } from "@/web/site-context";
import { renderSquareIcon, TOUCH_ICON_SIZE } from "@/ui/layout/brand-images";

export const dynamic = "force-dynamic";

/**
 * `/apple-touch-icon.png` (180 × 180): what a phone's home screen shows for the dealer. Every page
 * links it, and iOS also asks for this path on its own.
 */
export async function GET() {
  const ctx = await findPageSite();
  if (!ctx) return new Response(null, { status: 404 });
  return renderSquareIcon(ctx.site, TOUCH_ICON_SIZE);
}
