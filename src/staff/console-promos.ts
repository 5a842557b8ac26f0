/**
 * Promo tiles in the console (issue 20, point 5): the group admin's, since every dealership's
 * search results share them. A tile is read by src/domain/promo-edit.ts and placed among the
 * results by src/search/promos.ts, only inside its window. Each saved version is kept
 * (`site_content_versions`, subject `promo:{id}`) so Undo puts the one before back; every write
 * leaves an audit row. Search pages read tiles on every request, so a change shows at once.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { promos } from "../db/schema";
import type { Site } from "../site/store";
import { readPromoForm } from "../domain/promo-edit";
import { can } from "../domain/staff-roles";
import { isSafeLink } from "../platform/safe-link";
import { AppError, ValidationError } from "../platform/errors";
import { actorLabel, changedEntries, recordAudit } from "./audit";
import { keepContentVersion, listContentVersions, previousContentVersion } from "./content-versions";
import type { StaffMember } from "./accounts";

export type ConsolePromo = typeof promos.$inferSelect;

const mustEdit = (actor: Pick<StaffMember, "role">) => {
  if (!can(actor, "site:edit")) throw new AppError("forbidden", "Only a group admin changes promo tiles");
};

export async function listConsolePromos(db: Database, site: Pick<Site, "id">, actor: Pick<StaffMember, "role">): Promise<ConsolePromo[]> {
  if (!can(actor, "site:edit")) return [];
  return db.orm.select().from(promos).where(eq(promos.siteId, site.id)).orderBy(asc(promos.position), asc(promos.id));
}

export async function findConsolePromo(db: Database, site: Pick<Site, "id">, actor: Pick<StaffMember, "role">, id: number): Promise<ConsolePromo | null> {
  if (!can(actor, "site:edit") || !Number.isSafeInteger(id)) return null;
  const [row] = await db.orm.select().from(promos).where(and(eq(promos.siteId, site.id), eq(promos.id, id)));
  return row ?? null;
}

const subjectOf = (id: number) => `promo:${id}`;
type Stored = Omit<ConsolePromo, "id" | "siteId" | "startsAt" | "expiresAt"> & { startsAt: string | null; expiresAt: string | null };
const stored = (p: ConsolePromo): Stored => ({
  title: p.title,
  body: p.body,
  imageUrl: p.imageUrl,
  linkUrl: p.linkUrl,
  position: p.position,
  display: p.display,
  strictDisplay: p.strictDisplay,
  startsAt: p.startsAt?.toISOString() ?? null,
  expiresAt: p.expiresAt?.toISOString() ?? null,
});

export async function listPromoVersions(db: Database, site: Pick<Site, "id">, id: number, limit = 10) {
  return listContentVersions(db, site, subjectOf(id), limit);
}

async function lockPromo(tx: Transaction, site: Pick<Site, "id">, id: number): Promise<ConsolePromo> {
  const [row] = Number.isSafeInteger(id) ? await tx.select().from(promos).where(and(eq(promos.siteId, site.id), eq(promos.id, id))).for("update") : [];
  if (!row) throw new AppError("not_found", "No such promo tile");
  return row;
}

/** Create (id null) or change a tile; dates in the site's time zone. */
export async function saveConsolePromo(db: Database, site: Pick<Site, "id">, actor: StaffMember, id: number | null, form: Record<string, string | undefined>, timeZone: string): Promise<{ id: number }> {
  mustEdit(actor);
  const read = readPromoForm(form, timeZone, isSafeLink);
  if (!read.ok) throw new ValidationError(read.errors);
  const who = actorLabel({ kind: "staff", member: actor });
  return db.orm.transaction(async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(promos).values({ siteId: site.id, ...read.values }).returning();
      await keepContentVersion(tx, site, subjectOf(row!.id), { before: undefined, next: stored(row!) }, who);
      await recordAudit(tx, site, { kind: "staff", member: actor }, { action: "promo.create", subjectType: "promo", subjectId: row!.title, after: stored(row!) as unknown as Record<string, unknown> });
      return { id: row!.id };
    }
    const old = await lockPromo(tx, site, id);
    const [row] = await tx.update(promos).set(read.values).where(eq(promos.id, id)).returning();
    await keepContentVersion(tx, site, subjectOf(id), { before: stored(old), next: stored(row!) }, who);
    await recordAudit(tx, site, { kind: "staff", member: actor }, { action: "promo.update", subjectType: "promo", subjectId: row!.title, ...changedEntries(stored(old), stored(row!)) });
    return { id };
  });
}

/** Put back the version saved before the current one. */
export async function undoConsolePromo(db: Database, site: Pick<Site, "id">, actor: StaffMember, id: number): Promise<void> {
  mustEdit(actor);
  await db.orm.transaction(async (tx) => {
    const old = await lockPromo(tx, site, id);
    const previous = await previousContentVersion(tx, site, subjectOf(id));
    if (!previous) throw new ValidationError([{ field: "promo", message: "There is no earlier version to go back to" }]);
    const p = previous.data as unknown as Stored;
    const [row] = await tx
      .update(promos)
      .set({ ...p, startsAt: p.startsAt ? new Date(p.startsAt) : null, expiresAt: p.expiresAt ? new Date(p.expiresAt) : null })
      .where(eq(promos.id, id))
      .returning();
    await keepContentVersion(tx, site, subjectOf(id), { before: undefined, next: stored(row!) }, actorLabel({ kind: "staff", member: actor }));
    await recordAudit(tx, site, { kind: "staff", member: actor }, { action: "promo.undo", subjectType: "promo", subjectId: old.title, before: { title: old.title, display: old.display }, after: { title: p.title, display: p.display } });
  });
}

/** Remove a promo tile for good; the audit row keeps what it was. */
export async function removeConsolePromo(db: Database, site: Pick<Site, "id">, actor: StaffMember, id: number): Promise<{ title: string }> {
  mustEdit(actor);
  return db.orm.transaction(async (tx) => {
    const old = await lockPromo(tx, site, id);
    await tx.delete(promos).where(eq(promos.id, id));
    await recordAudit(tx, site, { kind: "staff", member: actor }, { action: "promo.remove", subjectType: "promo", subjectId: old.title, before: stored(old) as unknown as Record<string, unknown> });
    return { title: old.title };
  });
}
