/**
 * The home page editor (issue 20, point 5): the three call-to-action tiles and the banner's
 * service-booking link (src/site/home-editor.ts), published by the group admin as site config
 * through the same history and Undo as the features (src/staff/site-features.ts).
 */
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { applyHomeForm } from "../site/home-editor";
import { resolveSiteConfig } from "../site/config";
import { can } from "../domain/staff-roles";
import { AppError } from "../platform/errors";
import { publishSiteConfig, undoFeatures } from "./site-features";
import type { StaffMember } from "./accounts";

export async function publishHome(db: Database, site: Pick<Site, "id">, actor: StaffMember, form: Record<string, string | undefined>): Promise<{ changed: Record<string, unknown> }> {
  if (!can(actor, "site:edit")) throw new AppError("forbidden", "Only a group admin can change the home page");
  return publishSiteConfig(db, site, actor, (template, overrides) => applyHomeForm(template, overrides, resolveSiteConfig(template, overrides), form), "home.publish", "home");
}

/** Undo the last published site config change (the home page's or the features'). */
export async function undoHome(db: Database, site: Pick<Site, "id">, actor: StaffMember): Promise<{ changed: Record<string, unknown> }> {
  return undoFeatures(db, site, actor, "home.undo");
}
