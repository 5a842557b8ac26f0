/**
 * Each site's favicon: its initials on its primary colour, as an SVG data URL (no file per
 * site to manage, nothing to fetch).
 */
import type { Theme } from "../../site/theme";

/** "Harbour City Toyota" → "HC"; a one-word name gives its first letter. */
export function siteInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((w) => w[0]!.toUpperCase());
  return letters.join("") || "•";
}

export function faviconDataUrl(name: string, theme: Pick<Theme, "colors" | "logo_text">): string {
  const text = siteInitials(theme.logo_text || name);
  const size = text.length > 1 ? 30 : 38;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${theme.colors.primary}"/>` +
    `<text x="32" y="42" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="${theme.colors.primary_contrast}">${text}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
