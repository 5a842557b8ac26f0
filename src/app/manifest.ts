import type { MetadataRoute } from "next";
import { findPageSite } from "@/web/site-context";

export const dynamic = "force-dynamic";

/**
 * The site's web app manifest (`/manifest.webmanifest`, linked from every page's head): its name,
 * its theme colours and its logo, so a shopper who adds the dealer to a phone's home screen gets
 * the dealer's name and colours, not a blank page's.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const ctx = await findPageSite();
  if (!ctx) return { name: "Forecourt", display: "browser", start_url: "/" };
  const { site } = ctx;
  const logo = site.theme.logo_url;
  return {
    name: site.name,
    short_name: (site.theme.logo_text ?? site.name).slice(0, 24),
    start_url: "/",
    display: "browser",
    theme_color: site.theme.colors.primary,
    background_color: site.theme.colors.surface,
    ...(logo ? { icons: [{ src: logo, sizes: "any", type: logo.endsWith(".svg") || logo.includes(".svg?") ? "image/svg+xml" : "image/png" }] } : {}),
  };
}
