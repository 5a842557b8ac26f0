/**
 * The root layout of every dealer site: resolves the site from the host, applies its theme as
 * CSS custom properties on <html>, and wraps the page in the site's header and footer. Pages
 * render their content only: this layout supplies the single <main id="main">.
 *
 * Console and dealer-view pages (src/web/console-area.ts) get the console's own chrome instead.
 *
 * A host that names no site gets a bare document (no theme, no chrome); its page or not-found
 * answers 404 "No dealer site at this address".
 */
import type { Metadata, Viewport } from "next";
import type { CSSProperties, ReactNode } from "react";
import { findPageSite } from "@/web/site-context";
import { loadSiteChrome } from "@/site/chrome";
import { themeToCssVars } from "@/site/theme";
import { SiteHeader } from "@/ui/layout/SiteHeader";
import { SiteFooter } from "@/ui/layout/SiteFooter";
import { VisitTracker } from "@/ui/forms/VisitTracker";
import { MarketingTags } from "@/ui/layout/MarketingTags";
import { faviconDataUrl } from "@/ui/layout/favicon";
import { shareTagline, siteDescription } from "@/ui/content/copy";
import { siteShareImage } from "@/web/page-meta";
import { headers } from "next/headers";
import { CONSOLE_AREA_HEADER, type PageArea } from "@/web/console-area";
import { ConsoleChrome } from "@/ui/console/ConsoleChrome";
import { ConsoleSignOut } from "./console/ConsoleSignOut";
import { currentStaff } from "@/web/console-session";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await findPageSite();
  // No robots tag here or on the 404 page: Next.js writes "noindex" on every 404 itself, and a second tag would contradict it.
  if (!ctx) return { title: "No dealer site at this address" };
  const { db, site } = ctx;
  const chrome = await loadSiteChrome(db, site);
  return {
    title: { default: `${site.name} | ${shareTagline(chrome.nouns.many)}`, template: `%s | ${site.name}` },
    description: siteDescription(site, chrome.locations, chrome.nouns.many),
    applicationName: site.name,
    icons: { icon: [{ url: faviconDataUrl(site.name, site.theme), type: "image/svg+xml" }], apple: [{ url: "/apple-touch-icon.png", sizes: "180x180", type: "image/png" }] },
    formatDetection: { telephone: false },
    // Pages that set no Open Graph of their own (forms, accounts, offers) still preview as the dealer.
    openGraph: { siteName: site.name, locale: "en_AU", type: "website", images: [await siteShareImage(site)] },
    twitter: { card: "summary_large_image" },
  };
}

export async function generateViewport(): Promise<Viewport> {
  const ctx = await findPageSite();
  return { themeColor: ctx?.site.theme.colors.primary ?? "#16181d", width: "device-width", initialScale: 1 };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const ctx = await findPageSite();
  if (!ctx) {
    return (
      <html lang="en-AU">
        <body>{children}</body>
      </html>
    );
  }
  const { db, site } = ctx;
  const area = ((await headers()).get(CONSOLE_AREA_HEADER) ?? "site") as PageArea;
  if (area !== "site") {
    // The dealer console and the operator's view: their own chrome, in the dealer's colours, and
    // none of the shopper site's header, footer, visit tracking or marketing tags.
    const staff = area === "console" ? await currentStaff() : null;
    return (
      <html lang="en-AU" style={themeToCssVars(site.theme) as CSSProperties} data-site={site.slug} data-area={area}>
        <body>
          <ConsoleChrome siteName={site.name} member={staff?.member ?? null} area={area} signOut={staff ? <ConsoleSignOut /> : null}>
            {children}
          </ConsoleChrome>
        </body>
      </html>
    );
  }
  const now = new Date();
  const chrome = await loadSiteChrome(db, site, now);
  return (
    <html lang="en-AU" style={themeToCssVars(site.theme) as CSSProperties} data-site={site.slug}>
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <SiteHeader site={site} chrome={chrome} now={now} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter site={site} chrome={chrome} now={now} />
        <VisitTracker />
        {site.config.gtm_container_id || site.config.ga4_measurement_id ? <MarketingTags gtm={site.config.gtm_container_id} ga4={site.config.ga4_measurement_id} /> : null}
      </body>
    </html>
  );
}
