/**
 * A site's staff accounts (issue 20, point 1): invitations, the list, disabling. An invitation
 * creates the account and e-mails a one-time link (src/staff/sign-in-links.ts) that signs the new
 * member in, where they add a passkey. Who may invite whom is src/domain/staff-roles.ts.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { staff, staffSessions } from "../db/schema";
import type { Site } from "../site/store";
import { checkInvite, dealershipScope, mayDisable, normaliseStaffEmail, STAFF_ROLES, type StaffActor, type StaffRole } from "../domain/staff-roles";
import { ValidationError } from "../platform/errors";
import { actorLabel, recordAudit, type AuditActor } from "./audit";

export interface StaffMember extends StaffActor {
  siteId: number;
  email: string;
  name: string;
  disabled: boolean;
  lastSignInAt: Date | null;
  webauthnUserId: string;
}

type StaffRow = typeof staff.$inferSelect;

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    siteId: row.siteId,
    email: row.email,
    name: row.name,
    role: (STAFF_ROLES as readonly string[]).includes(row.role) ? (row.role as StaffRole) : "salesperson",
    dealershipId: row.dealershipId,
    disabled: row.disabledAt !== null,
    lastSignInAt: row.lastSignInAt,
    webauthnUserId: row.webauthnUserId,
  };
}

export interface InviteInput {
  email: unknown;
  name: unknown;
  role: unknown;
  /** The dealership's slug (the API) or id (the console form). */
  dealership?: unknown;
}

/** Read and check an invitation: each bad field named (ValidationError). */
export function readInvite(site: Pick<Site, "dealerships">, inviter: StaffActor | null, input: InviteInput): { email: string; name: string; role: StaffRole; dealershipId: number | null } {
  const errors: { field: string; message: string }[] = [];
  const email = normaliseStaffEmail(input.email);
  if (!email) errors.push({ field: "email", message: "Enter their work e-mail address" });
  const name = typeof input.name === "string" ? input.name.trim() : "";
  if (!name || name.length > 80) errors.push({ field: "name", message: "Enter their name (at most 80 characters)" });
  const d = input.dealership;
  const dealer = d === undefined || d === null || d === "" ? undefined : site.dealerships.find((x) => x.slug === d || String(x.id) === String(d));
  if (d !== undefined && d !== null && d !== "" && !dealer) errors.push({ field: "dealership", message: "No such dealership on this site" });
  const check = checkInvite(
    inviter,
    input.role,
    dealer?.id ?? null,
    site.dealerships.map((x) => x.id),
  );
  if (!check.ok && !errors.some((e) => e.field === check.field)) errors.push({ field: check.field, message: check.message });
  if (errors.length || !check.ok || !email) throw new ValidationError(errors);
  return { email, name, role: check.role, dealershipId: check.dealershipId };
}

/**
 * Create the account (not yet signed in). An address that already has an account on this site is
 * refused, naming the field; the same address on another site is another account.
 */
export async function createStaffMember(db: Database, site: Pick<Site, "id" | "dealerships">, by: AuditActor, input: InviteInput): Promise<StaffMember> {
  const inviter = by.kind === "staff" ? by.member : null;
  const v = readInvite(site, inviter, input);
  return db.orm.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ siteId: site.id, email: v.email, name: v.name, role: v.role, dealershipId: v.dealershipId, webauthnUserId: randomBytes(32).toString("base64url"), invitedBy: actorLabel(by) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ValidationError([{ field: "email", message: "Someone with this e-mail address already has an account on this site" }]);
    await recordAudit(tx, site, by, { action: "staff.invite", subjectType: "staff", subjectId: row.id, dealershipId: row.dealershipId, after: { email: row.email, name: row.name, role: row.role, dealershipId: row.dealershipId } });
    return toStaffMember(row);
  });
}

export async function findStaffById(db: Database, site: Pick<Site, "id">, id: number): Promise<StaffMember | null> {
  if (!Number.isSafeInteger(id)) return null;
  const [row] = await db.orm.select().from(staff).where(and(eq(staff.siteId, site.id), eq(staff.id, id))).limit(1);
  return row ? toStaffMember(row) : null;
}

export async function findStaffByEmail(db: Database, site: Pick<Site, "id">, email: string): Promise<StaffMember | null> {
  const [row] = await db.orm.select().from(staff).where(and(eq(staff.siteId, site.id), eq(staff.email, email))).limit(1);
  return row ? toStaffMember(row) : null;
}

/** The staff a viewer may see: all of the site for a group admin, their dealership's otherwise. */
export async function listStaff(db: Database, site: Pick<Site, "id">, viewer: StaffActor): Promise<StaffMember[]> {
  const scope = dealershipScope(viewer);
  const where: SQL[] = [eq(staff.siteId, site.id)];
  if (scope !== null) {
    const inScope = or(scope.length ? inArray(staff.dealershipId, scope) : isNull(staff.id), eq(staff.id, viewer.id));
    if (inScope) where.push(inScope);
  }
  const rows = await db.orm.select().from(staff).where(and(...where)).orderBy(asc(staff.name));
  return rows.map(toStaffMember);
}

/** Staff a lead of this dealership may be assigned to (active; of the dealership, or group admins). */
export async function listAssignableStaff(db: Database, site: Pick<Site, "id">): Promise<StaffMember[]> {
  const rows = await db.orm.select().from(staff).where(and(eq(staff.siteId, site.id), isNull(staff.disabledAt))).orderBy(asc(staff.name));
  return rows.map(toStaffMember);
}

/** Disable an account: it cannot sign in, and every session it has ends now. */
export async function disableStaffMember(db: Database, site: Pick<Site, "id">, by: AuditActor, memberId: number, now = new Date()): Promise<boolean> {
  const member = await findStaffById(db, site, memberId);
  if (!member || member.disabled) return false;
  if (by.kind === "staff" && !mayDisable(by.member, member)) return false;
  await db.orm.transaction(async (tx) => {
    await tx.update(staff).set({ disabledAt: now }).where(and(eq(staff.siteId, site.id), eq(staff.id, member.id)));
    await tx.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, member.id), isNull(staffSessions.revokedAt)));
    await recordAudit(tx, site, by, { action: "staff.disable", subjectType: "staff", subjectId: member.id, dealershipId: member.dealershipId, before: { disabled: false }, after: { disabled: true } });
  });
  return true;
}
