/**
 * The site editor's theme (issue 20, point 5): a group admin changes the logo, colours, fonts and
 * corners, sees them live in the editor's preview, and publishes; every published theme is kept
 * (`site_theme_versions`), so "Undo" puts the one before back. A theme is validated with the site
 * file's own schema (src/site/theme.ts) and must be readable (src/domain/theme-contrast.ts) before
 * it is published; each publish and undo leaves an audit row with the fields before → after.
 *
 * The operator's site file stays the source of truth for everything else: upserting the file again
 * sets its theme, which the console then shows as the current one (and can undo).
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { sites, siteThemeVersions } from "../db/schema";
import { invalidateSiteCache, type Site } from "../site/store";
import { ThemeSchema, type Theme } from "../site/theme";
import { can } from "../domain/staff-roles";
import { themeContrastProblems } from "../domain/theme-contrast";
import { AppError, ValidationError } from "../platform/errors";
import { actorLabel, recordAudit } from "./audit";
import type { StaffMember } from "./accounts";

/** System font stacks a dealer may choose (nothing is fetched from a font CDN). */
export const FONT_STACKS: Record<string, string> = {
  "System sans-serif": '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  "Humanist sans-serif": 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  "Geometric sans-serif": 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
  "Classic serif": 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
  "Industrial": 'Bahnschrift, "DIN Alternate", "Franklin Gothic Medium", "Nimbus Sans Narrow", sans-serif-condensed, sans-serif',
};

export const THEME_COLOR_KEYS = ["primary", "primary_contrast", "accent", "accent_contrast", "header_bg", "header_text", "footer_bg", "footer_text", "surface", "surface_alt", "text", "muted"] as const;

/** A theme from the editor's form over the current one: each bad field named (`colors.primary`). */
export function readThemeForm(current: Theme, form: Record<string, string | undefined>): Theme {
  const colors: Record<string, string> = { ...current.colors };
  for (const k of THEME_COLOR_KEYS) {
    const v = form[`colors.${k}`];
    if (v !== undefined) colors[k] = v.trim().toLowerCase();
  }
  const font = (key: "font_heading" | "font_body") => {
    const v = form[key];
    if (v === undefined) return current[key];
    return FONT_STACKS[v] ?? v;
  };
  const logo = form.logo_url?.trim();
  const draft = {
    ...current,
    logo_url: logo === undefined ? current.logo_url : logo || null,
    logo_text: form.logo_text === undefined ? current.logo_text : form.logo_text.trim() || null,
    colors,
    font_heading: font("font_heading"),
    font_body: font("font_body"),
    radius: form.radius ?? current.radius,
  };
  const parsed = ThemeSchema.safeParse(draft);
  if (!parsed.success) throw new ValidationError(parsed.error.issues.map((i) => ({ field: i.path.map(String).join("."), message: i.message })));
  for (const [name, stack] of [["font_heading", parsed.data.font_heading], ["font_body", parsed.data.font_body]] as const) {
    if (!Object.values(FONT_STACKS).includes(stack) && stack !== current[name]) throw new ValidationError([{ field: name, message: "Choose one of the listed fonts" }]);
  }
  const unreadable = themeContrastProblems(parsed.data.colors);
  if (unreadable.length) throw new ValidationError(unreadable);
  return parsed.data;
}

function differences(before: Theme, after: Theme): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  const flat = (t: Theme) => ({ ...Object.fromEntries(Object.entries(t).filter(([k]) => k !== "colors")), ...Object.fromEntries(Object.entries(t.colors).map(([k, v]) => [`colors.${k}`, v])) }) as Record<string, unknown>;
  const fb = flat(before);
  const fa = flat(after);
  for (const k of Object.keys(fa)) if (fb[k] !== fa[k]) [b[k], a[k]] = [fb[k], fa[k]];
  return { before: b, after: a };
}

export type ThemeVersion = typeof siteThemeVersions.$inferSelect;

export async function listThemeVersions(db: Database, site: Pick<Site, "id">, limit = 10): Promise<ThemeVersion[]> {
  return db.orm.select().from(siteThemeVersions).where(eq(siteThemeVersions.siteId, site.id)).orderBy(desc(siteThemeVersions.id)).limit(limit);
}

async function publish(db: Database, site: Pick<Site, "id" | "theme">, actor: StaffMember, theme: Theme, action: "theme.publish" | "theme.undo"): Promise<{ changed: Record<string, unknown> }> {
  const { before, after } = differences(site.theme, theme);
  if (!Object.keys(after).length) return { changed: {} };
  await db.orm.transaction(async (tx) => {
    const [first] = await tx.select({ id: siteThemeVersions.id }).from(siteThemeVersions).where(eq(siteThemeVersions.siteId, site.id)).limit(1);
    // The theme the site had before its first console publish is kept, so the first change can be undone too.
    if (!first) await tx.insert(siteThemeVersions).values({ siteId: site.id, theme: site.theme as unknown as Record<string, unknown>, actor: "site file" });
    await tx.insert(siteThemeVersions).values({ siteId: site.id, theme: theme as unknown as Record<string, unknown>, actor: actorLabel({ kind: "staff", member: actor }) });
    await tx.update(sites).set({ theme, updatedAt: new Date() }).where(eq(sites.id, site.id));
    await recordAudit(tx, site, { kind: "staff", member: actor }, { action, subjectType: "site", subjectId: "theme", before, after });
  });
  invalidateSiteCache();
  return { changed: after };
}

/** Publish the editor's theme: the site shows it on the next request (this process at once, others within seconds). */
export async function publishTheme(db: Database, site: Pick<Site, "id" | "theme">, actor: StaffMember, form: Record<string, string | undefined>): Promise<{ changed: Record<string, unknown> }> {
  if (!can(actor, "site:edit")) throw new AppError("forbidden", "Only a group admin can change the site's look");
  return publish(db, site, actor, readThemeForm(site.theme, form), "theme.publish");
}

/** Put back the theme published before the current one (itself published anew, so the history only grows). */
export async function undoTheme(db: Database, site: Pick<Site, "id" | "theme">, actor: StaffMember): Promise<{ changed: Record<string, unknown> }> {
  if (!can(actor, "site:edit")) throw new AppError("forbidden", "Only a group admin can change the site's look");
  const [, previous] = await db.orm.select().from(siteThemeVersions).where(and(eq(siteThemeVersions.siteId, site.id))).orderBy(desc(siteThemeVersions.id)).limit(2);
  if (!previous) throw new ValidationError([{ field: "theme", message: "There is no earlier theme to go back to" }]);
  return publish(db, site, actor, ThemeSchema.parse(previous.theme), "theme.undo");
}
