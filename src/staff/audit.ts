/**
 * The console's audit log: one row per write (issue 20 "audit log rows for every write"), with
 * who, what and the fields before → after. Written in the same transaction as the change it
 * records, so there is no change without its row.
 */
import { and, desc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { auditLog } from "../db/schema";
import type { Site } from "../site/store";
import { STAFF_ROLE_LABELS, dealershipScope, type StaffActor } from "../domain/staff-roles";

/** Who made a change: a staff member, or the platform operator (ADMIN_TOKEN). */
export type AuditActor = { kind: "staff"; member: StaffActor & { name: string } } | { kind: "operator" };

export interface AuditEntry {
  action: string;
  subjectType: string;
  subjectId: string | number;
  dealershipId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export function actorLabel(actor: AuditActor): string {
  return actor.kind === "operator" ? "operator" : `${actor.member.name} (${STAFF_ROLE_LABELS[actor.member.role].toLowerCase()})`;
}

/** The keys whose values differ, each side's value of them: an audit row's before → after. */
export function changedEntries(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}

export async function recordAudit(tx: Database["orm"] | Transaction, site: Pick<Site, "id">, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    siteId: site.id,
    staffId: actor.kind === "staff" ? actor.member.id : null,
    actor: actorLabel(actor),
    dealershipId: entry.dealershipId ?? null,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * The site's audit log, newest first, as far as the viewer reaches: a group admin sees all of it,
 * a manager the rows of their dealership and their own.
 */
export async function listAudit(db: Database, site: Pick<Site, "id">, viewer: StaffActor, opts: { limit?: number; offset?: number } = {}): Promise<AuditRow[]> {
  const scope = dealershipScope(viewer);
  const where: SQL[] = [eq(auditLog.siteId, site.id)];
  if (scope !== null) {
    const mine = or(eq(auditLog.staffId, viewer.id), scope.length ? inArray(auditLog.dealershipId, scope) : isNull(auditLog.id));
    if (mine) where.push(mine);
  }
  return db.orm
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(opts.limit ?? 100)
    .offset(opts.offset ?? 0);
}
