/**
 * Content pages in the console (issue 20, point 5), the group admin's: the site's own words for a
 * standard content page (src/domain/page-edit.ts lists which) or a page of its own at
 * /pages/{slug}. Each saved version is kept (`site_content_versions`, subject `page:{id}`) so Undo
 * puts the one before back; removing a page (for a standard one: going back to the standard text)
 * keeps its last version in the audit row. The site reads page texts on every request, so a change
 * shows at once.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { sitePages } from "../db/schema";
import type { Site } from "../site/store";
import { invalidateSiteChrome } from "../site/chrome";
import { isStandardPagePath, readPageForm, readPageSlug } from "../domain/page-edit";
import { can } from "../domain/staff-roles";
import { AppError, ValidationError } from "../platform/errors";
import { actorLabel, changedEntries, recordAudit } from "./audit";
import { keepContentVersion, listContentVersions, previousContentVersion } from "./content-versions";
import type { StaffMember } from "./accounts";

export type ConsolePage = typeof sitePages.$inferSelect;

const mustEdit = (actor: Pick<StaffMember, "role">) => {
  if (!can(actor, "site:edit")) throw new AppError("forbidden", "Only a group admin changes the site's pages");
};

const subjectOf = (id: number) => `page:${id}`;
type Stored = Pick<ConsolePage, "path" | "title" | "lead" | "body" | "visible">;
const stored = (p: ConsolePage): Stored => ({ path: p.path, title: p.title, lead: p.lead, body: p.body, visible: p.visible });

export async function listConsolePages(db: Database, site: Pick<Site, "id">, actor: Pick<StaffMember, "role">): Promise<ConsolePage[]> {
  if (!can(actor, "site:edit")) return [];
  return db.orm.select().from(sitePages).where(eq(sitePages.siteId, site.id)).orderBy(asc(sitePages.path));
}

export async function findConsolePage(db: Database, site: Pick<Site, "id">, actor: Pick<StaffMember, "role">, id: number): Promise<ConsolePage | null> {
  if (!can(actor, "site:edit") || !Number.isSafeInteger(id)) return null;
  const [row] = await db.orm.select().from(sitePages).where(and(eq(sitePages.siteId, site.id), eq(sitePages.id, id)));
  return row ?? null;
}

export async function listPageVersions(db: Database, site: Pick<Site, "id">, id: number, limit = 10) {
  return listContentVersions(db, site, subjectOf(id), limit);
}

async function lockPage(tx: Transaction, site: Pick<Site, "id">, id: number): Promise<ConsolePage> {
  const [row] = Number.isSafeInteger(id) ? await tx.select().from(sitePages).where(and(eq(sitePages.siteId, site.id), eq(sitePages.id, id))).for("update") : [];
  if (!row) throw new AppError("not_found", "No such page");
  return row;
}

/**
 * Create a page (id null: `standard` names the standard page it rewords, else the form's `slug`
 * gives its /pages/ address) or change one.
 */
export async function saveConsolePage(db: Database, site: Pick<Site, "id">, actor: StaffMember, id: number | null, form: Record<string, string | undefined>): Promise<{ id: number; path: string }> {
  mustEdit(actor);
  const read = readPageForm(form);
  let path: string | null = null;
  if (id === null) {
    if (form.standard) {
      if (!isStandardPagePath(form.standard)) throw new ValidationError([{ field: "standard", message: "That page's text cannot be replaced here" }]);
      path = form.standard;
    } else {
      const slug = readPageSlug(form.slug);
      if (!slug.ok) throw new ValidationError([slug.error, ...(read.ok ? [] : read.errors)]);
      path = slug.path;
    }
  }
  if (!read.ok) throw new ValidationError(read.errors);
  const who = actorLabel({ kind: "staff", member: actor });
  // The menus link the dealer's own shown pages, so a save clears the chrome kept in this process.
  return afterwards(invalidateSiteChrome, db.orm.transaction(async (tx) => {
    if (id === null) {
      const [taken] = await tx.select({ id: sitePages.id }).from(sitePages).where(and(eq(sitePages.siteId, site.id), eq(sitePages.path, path!)));
      if (taken) throw new ValidationError([{ field: form.standard ? "standard" : "slug", message: `${path} already has a page here; change that one` }]);
      const [row] = await tx.insert(sitePages).values({ siteId: site.id, path: path!, ...read.values }).returning();
      await keepContentVersion(tx, site, subjectOf(row!.id), { before: undefined, next: stored(row!) }, who);
      await recordAudit(tx, site, { kind: "staff", member: actor }, { action: "page.create", subjectType: "page", subjectId: row!.path, after: stored(row!) as unknown as Record<string, unknown> });
      return { id: row!.id, path: row!.path };
    }
    const old = await lockPage(tx, site, id);
    const [row] = await tx.update(sitePages).set({ ...read.values, updatedAt: new Date() }).where(eq(sitePages.id, id)).returning();
    await keepContentVersion(tx, site, subjectOf(id), { before: stored(old), next: stored(row!) }, who);
    await recordAudit(tx, site, { kind: "staff", member: actor }, { action: "page.update", subjectType: "page", subjectId: row!.path, ...changedEntries(stored(old), stored(row!)) });
    return { id, path: row!.path };
  }));
}

async function afterwards<T>(then: () => void, work: Promise<T>): Promise<T> {
  const result = await work;
  then();
  return result;
}

/** Put back the version saved before the current one. */
export async function undoConsolePage(db: Database, site: Pick<Site, "id">, actor: StaffMember, id: number): Promise<void> {
  mustEdit(actor);
  await afterwards(invalidateSiteChrome, db.orm.transaction(async (tx) => {
    const old = await lockPage(tx, site, id);
    const previous = await previousContentVersion(tx, site, subjectOf(id));
    if (!previous) throw new ValidationError([{ field: "page", message: "There is no earlier version to go back to" }]);
    const p = previous.data as unknown as Stored;
    const [row] = await tx.update(sitePages).set({ title: p.title, lead: p.lead, body: p.body, visible: p.visible, updatedAt: new Date() }).where(eq(sitePages.id, id)).returning();
    await keepContentVersion(tx, site, subjectOf(id), { before: undefined, next: stored(row!) }, actorLabel({ kind: "staff", member: actor }));
    await recordAudit(tx, site, { kind: "staff", member: actor }, { action: "page.undo", subjectType: "page", subjectId: old.path, ...changedEntries(stored(old), stored(row!)) });
  }));
}

/**
 * Remove a page: a page of the dealer's own stops existing (404, and the menus stop linking it);
 * a standard page shows its standard text again.
 */
export async function removeConsolePage(db: Database, site: Pick<Site, "id">, actor: StaffMember, id: number): Promise<{ path: string }> {
  mustEdit(actor);
  return afterwards(invalidateSiteChrome, db.orm.transaction(async (tx) => {
    const old = await lockPage(tx, site, id);
    await tx.delete(sitePages).where(eq(sitePages.id, id));
    await recordAudit(tx, site, { kind: "staff", member: actor }, { action: "page.remove", subjectType: "page", subjectId: old.path, before: stored(old) as unknown as Record<string, unknown> });
    return { path: old.path };
  }));
}
