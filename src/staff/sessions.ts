/**
 * Console sessions: the cookie carries a random secret; the row holds its SHA-256, so a database
 * read does not yield usable cookies. A session lasts STAFF_SESSION_MS from sign-in, ends when
 * revoked (by its owner from "Your sessions", or when the account is disabled) and is only ever
 * valid on the site it was started on.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { staff, staffSessions } from "../db/schema";
import type { Site } from "../site/store";
import { recordAudit } from "./audit";
import { toStaffMember, type StaffMember } from "./accounts";

export const STAFF_SESSION_MS = 12 * 3600_000;
export const STAFF_COOKIE = "forecourt_staff";

export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("base64url");

export async function startStaffSession(db: Database, site: Pick<Site, "id">, member: StaffMember, method: "passkey" | "link", userAgent: string | null, now = new Date()): Promise<{ cookie: string; expiresAt: Date }> {
  const secret = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_MS);
  await db.orm.transaction(async (tx) => {
    await tx.insert(staffSessions).values({ idHash: hashSecret(secret), siteId: site.id, staffId: member.id, method, userAgent: userAgent?.slice(0, 200) ?? null, createdAt: now, lastSeenAt: now, expiresAt });
    await tx.update(staff).set({ lastSignInAt: now }).where(and(eq(staff.siteId, site.id), eq(staff.id, member.id)));
    await recordAudit(tx, site, { kind: "staff", member }, { action: "session.start", subjectType: "staff", subjectId: member.id, dealershipId: member.dealershipId, after: { method } });
  });
  return { cookie: secret, expiresAt };
}

export interface CurrentStaff {
  member: StaffMember;
  sessionHash: string;
}

/** The signed-in staff member a cookie names on this site, or null (unknown, ended, expired, disabled or another site's). */
export async function findStaffSession(db: Database, site: Pick<Site, "id">, cookie: string | undefined, now = new Date()): Promise<CurrentStaff | null> {
  if (!cookie || cookie.length > 100) return null;
  const idHash = hashSecret(cookie);
  const [row] = await db.orm
    .select({ member: staff, lastSeenAt: staffSessions.lastSeenAt })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.idHash, idHash), eq(staffSessions.siteId, site.id), eq(staff.siteId, site.id), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now), isNull(staff.disabledAt)))
    .limit(1);
  if (!row) return null;
  // "Last active" for the sessions list, written at most once a minute.
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) await db.orm.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash));
  return { member: toStaffMember(row.member), sessionHash: idHash };
}

export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** A member's live sessions, newest first. */
export async function listStaffSessions(db: Database, site: Pick<Site, "id">, member: Pick<StaffMember, "id">, now = new Date()): Promise<StaffSessionRow[]> {
  return db.orm
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.siteId, site.id), eq(staffSessions.staffId, member.id), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)))
    .orderBy(desc(staffSessions.lastSeenAt));
}

/** End one of the member's own sessions (by its hash, as the sessions list names it). */
export async function revokeStaffSession(db: Database, site: Pick<Site, "id">, member: StaffMember, idHash: string, now = new Date()): Promise<boolean> {
  return db.orm.transaction(async (tx) => {
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.siteId, site.id), eq(staffSessions.staffId, member.id), eq(staffSessions.idHash, idHash), isNull(staffSessions.revokedAt)))
      .returning({ idHash: staffSessions.idHash });
    if (!ended.length) return false;
    await recordAudit(tx, site, { kind: "staff", member }, { action: "session.revoke", subjectType: "staff", subjectId: member.id, dealershipId: member.dealershipId, after: { session: idHash.slice(0, 8) } });
    return true;
  });
}

/** Sessions past their end, kept a day for the record, then removed (worker housekeeping). */
export async function purgeEndedStaffSessions(db: Database, now = new Date()): Promise<void> {
  await db.orm.delete(staffSessions).where(sql`${staffSessions.expiresAt} < ${new Date(now.getTime() - 24 * 3600_000)}`);
}
