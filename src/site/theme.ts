import { isSafeLink, SAFE_LINK_MESSAGE } from "../platform/safe-link";
import { z } from "zod";

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Expected a colour like #1a2b3c");

/** A site's look: name, logo and colours exposed to CSS as custom properties. */
export const ThemeSchema = z
  .object({
    name: z.string().min(1).max(60).default("Classic"),
    logo_url: z.string().refine(isSafeLink, SAFE_LINK_MESSAGE).nullable().default(null),
    /** Short wordmark text used when there is no logo image. */
    logo_text: z.string().max(40).nullable().default(null),
    colors: z
      .object({
        primary: hex.default("#0b3d91"),
        primary_contrast: hex.default("#ffffff"),
        accent: hex.default("#d62828"),
        accent_contrast: hex.default("#ffffff"),
        surface: hex.default("#ffffff"),
        surface_alt: hex.default("#f4f5f7"),
        text: hex.default("#16181d"),
        muted: hex.default("#5b6270"),
        header_bg: hex.default("#ffffff"),
        header_text: hex.default("#16181d"),
        footer_bg: hex.default("#16181d"),
        footer_text: hex.default("#e9ebef"),
      })
      .strict()
      .prefault({}),
    /** CSS font-family stacks (system fonts only: nothing fetched from a font CDN). */
    font_heading: z.string().max(200).default('"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'),
    font_body: z.string().max(200).default('"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'),
    radius: z.enum(["none", "small", "large"]).default("small"),
  })
  .strict();

export type Theme = z.infer<typeof ThemeSchema>;

const RADIUS = { none: "0px", small: "6px", large: "14px" } as const;

/** The theme as CSS custom properties for the root element's style. */
export function themeToCssVars(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [k, v] of Object.entries(theme.colors)) vars[`--color-${k.replace(/_/g, "-")}`] = v;
  vars["--font-heading"] = theme.font_heading;
  vars["--font-body"] = theme.font_body;
  vars["--radius"] = RADIUS[theme.radius];
  return vars;
}
