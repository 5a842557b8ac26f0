/**
 * The site editor's feature toggles (issue 20, point 5): a group admin turns the site's features
 * on and off, each shown with its description from the config schema
 * (src/site/feature-toggles.ts). A publish writes the site's `config` overrides (validated as the
 * site file's are), keeps every published set (`site_config_versions`, the site file's own first)
 * so Undo can put the one before back, and leaves an audit row naming each key before → after.
 * The site shows the change on the next request (this process at once, others within seconds);
 * a page a toggle turns off answers 404 and its menus stop linking it.
 *
 * As with the theme, upserting the site file again sets the file's config.
 */
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { siteConfigVersions, sites } from "../db/schema";
import { invalidateSiteCache, type Site } from "../site/store";
import { applyToggleForm } from "../site/feature-toggles";
import { resolveSiteConfig } from "../site/config";
import { can } from "../domain/staff-roles";
import { AppError, ValidationError } from "../platform/errors";
import { actorLabel, recordAudit } from "./audit";
import type { StaffMember } from "./accounts";

export type ConfigVersion = typeof siteConfigVersions.$inferSelect;

export async function listFeatureVersions(db: Database, site: Pick<Site, "id">, limit = 10): Promise<ConfigVersion[]> {
  return db.orm.select().from(siteConfigVersions).where(eq(siteConfigVersions.siteId, site.id)).orderBy(desc(siteConfigVersions.id)).limit(limit);
}

function mustEdit(actor: StaffMember): void {
  if (!can(actor, "site:edit")) throw new AppError("forbidden", "Only a group admin can change the site's features");
}

type Change = { overrides: Record<string, unknown>; before: Record<string, unknown>; after: Record<string, unknown> };

/**
 * Write new config overrides (under a lock on the site row), their version row and the audit row.
 * Every console editor of the site config (features, the home page) publishes through here, so
 * they share one history and one Undo.
 */
export async function publishSiteConfig(db: Database, site: Pick<Site, "id">, actor: StaffMember, decide: (template: string, overrides: Record<string, unknown>) => Change, action: string, subjectId = "features"): Promise<{ changed: Record<string, unknown> }> {
  const changed = await db.orm.transaction(async (tx) => {
    const [row] = await tx.select({ template: sites.template, config: sites.config }).from(sites).where(eq(sites.id, site.id)).for("update");
    if (!row) throw new AppError("not_found", "No such site");
    const overrides = (row.config ?? {}) as Record<string, unknown>;
    const change = decide(row.template, overrides);
    if (!Object.keys(change.after).length) return {};
    const [first] = await tx.select({ id: siteConfigVersions.id }).from(siteConfigVersions).where(eq(siteConfigVersions.siteId, site.id)).limit(1);
    // The config the site had before its first console publish is kept, so the first change can be undone too.
    if (!first) await tx.insert(siteConfigVersions).values({ siteId: site.id, config: overrides, actor: "site file" });
    await tx.insert(siteConfigVersions).values({ siteId: site.id, config: change.overrides, actor: actorLabel({ kind: "staff", member: actor }) });
    await tx.update(sites).set({ config: change.overrides, updatedAt: new Date() }).where(eq(sites.id, site.id));
    await recordAudit(tx, site, { kind: "staff", member: actor }, { action, subjectType: "site", subjectId, before: change.before, after: change.after });
    return change.after;
  });
  if (Object.keys(changed).length) invalidateSiteCache();
  return { changed };
}

/** Publish the editor's toggles over the site's current config. */
export async function publishFeatures(db: Database, site: Pick<Site, "id">, actor: StaffMember, form: Record<string, string | undefined>): Promise<{ changed: Record<string, unknown> }> {
  mustEdit(actor);
  return publishSiteConfig(db, site, actor, (template, overrides) => applyToggleForm(template, overrides, resolveSiteConfig(template, overrides), form), "features.publish");
}

/**
 * Put back the config published before the current one (as a new version: the history only grows).
 * The features and the home page share the history, so this undoes the last of either.
 */
export async function undoFeatures(db: Database, site: Pick<Site, "id">, actor: StaffMember, action = "features.undo"): Promise<{ changed: Record<string, unknown> }> {
  mustEdit(actor);
  const [, previous] = await listFeatureVersions(db, site, 2);
  if (!previous) throw new ValidationError([{ field: "features", message: "There is no earlier version to go back to" }]);
  return publishSiteConfig(
    db,
    site,
    actor,
    (template, overrides) => {
      const current = resolveSiteConfig(template, overrides);
      const target = resolveSiteConfig(template, previous.config);
      // The toggles that differ, as the audit row names them; the whole earlier overrides come back.
      const asForm = Object.fromEntries(flatBooleans(target).map(([k, v]) => [k, v ? "1" : "0"]));
      const diff = applyToggleForm(template, overrides, current, asForm);
      return { overrides: previous.config, before: diff.before, after: Object.keys(diff.after).length ? diff.after : { restored: true } };
    },
    action,
  );
}

/** Every boolean of a config as [dotted key, value]. */
function flatBooleans(obj: object, prefix = ""): Array<[string, boolean]> {
  return Object.entries(obj).flatMap(([k, v]): Array<[string, boolean]> => {
    if (typeof v === "boolean") return [[`${prefix}${k}`, v]];
    if (v && typeof v === "object" && !Array.isArray(v)) return flatBooleans(v, `${prefix}${k}.`);
    return [];
  });
}
