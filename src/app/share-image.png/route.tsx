import { findPageSite } from "@/web/site-context";
import { loadSiteChrome } from "@/site/chrome";
import { formatPhone } from "@/domain/phone";
import { renderShareImage } from "@/ui/layout/brand-images";
import { shareTagline } from "@/ui/content/copy";

export const dynamic = "force-dynamic";

/** `/share-image.png`: the site's share card, the og:image of every page without a photo of its own. */
export async function GET() {
  const ctx = await findPageSite();
  if (!ctx) return new Response("No dealer site at this address", { status: 404 });
  const chrome = await loadSiteChrome(ctx.db, ctx.site);
  return renderShareImage(ctx.site, shareTagline(chrome.nouns.many), chrome.phone ? formatPhone(chrome.phone) : null);
}
