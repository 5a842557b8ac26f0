/**
 * Pages a site may switch off (site config `pages`, docs/site-config.md): when off they answer
 * 404, and the menus (src/site/menu.ts) do not link them.
 */
import "server-only";
import { notFound } from "next/navigation";
import type { SiteConfig } from "../site/config";

export type OptionalPage = keyof SiteConfig["pages"];

/** Ends the request with the site's 404 page unless the site offers `page`. */
export function requireOptionalPage(config: Pick<SiteConfig, "pages">, page: OptionalPage): void {
  if (!config.pages[page]) notFound();
}
