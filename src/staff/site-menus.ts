/**
 * The menus editor (issue 20, point 5): which standard links the header and footer show and the
 * site's own links (src/site/menu-editor.ts), published by the group admin as site config through
 * the same history and Undo as the features and home page (src/staff/site-features.ts). The menus
 * follow at once: the chrome cache keys on the config's fingerprint.
 */
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { applyMenusForm, type MenusForm } from "../site/menu-editor";
import { buildStandardMenu, type MenuInput } from "../site/menu";
import { listShownOwnPages } from "../site/pages";
import { resolveSiteConfig } from "../site/config";
import { can } from "../domain/staff-roles";
import { AppError } from "../platform/errors";
import { publishSiteConfig, undoFeatures } from "./site-features";
import type { StaffMember } from "./accounts";

/** What the standard menus are built from besides the config (the chrome's: dealerships, blog, team). */
export type MenuFacts = Pick<MenuInput, "dealerships" | "hasBlogPosts" | "teamLocationSlug">;

export async function publishMenus(db: Database, site: Pick<Site, "id">, actor: StaffMember, form: MenusForm, facts: MenuFacts): Promise<{ changed: Record<string, unknown> }> {
  if (!can(actor, "site:edit")) throw new AppError("forbidden", "Only a group admin can change the menus");
  const ownPages = await listShownOwnPages(db, site);
  return publishSiteConfig(
    db,
    site,
    actor,
    (template, overrides) => {
      const current = resolveSiteConfig(template, overrides);
      const standard = buildStandardMenu({ ...facts, config: current, models: [] });
      return applyMenusForm(template, overrides, current, form, { standard, ownPages });
    },
    "menus.publish",
    "menus",
  );
}

/** Undo the last published site config change (the menus', the home page's or the features'). */
export async function undoMenus(db: Database, site: Pick<Site, "id">, actor: StaffMember): Promise<{ changed: Record<string, unknown> }> {
  return undoFeatures(db, site, actor, "menus.undo");
}
