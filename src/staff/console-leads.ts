/**
 * The console's leads inbox (issue 20, point 3): the leads a staff member may see
 * (src/domain/staff-roles.ts: a salesperson only those assigned to them), and every change to one
 * — stage, note, assignment, resend — checked against the actor's role and reach and written with
 * its audit row in one transaction.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { leadDeliveries, leadNotes, leads } from "../db/schema";
import type { Site } from "../site/store";
import { can, dealershipScope, mayTakeLead, seesLead, type StaffActor } from "../domain/staff-roles";
import { readNote, readStatusChange } from "../domain/lead-workflow";
import { readReminder } from "../domain/lead-reminder";
import { AppError, ValidationError } from "../platform/errors";
import { listLeads, resendDelivery, type LeadListItem, type LeadRow } from "../leads/store";
import { recordAudit } from "./audit";
import { findStaffById, type StaffMember } from "./accounts";

export async function listConsoleLeads(db: Database, site: Pick<Site, "id">, actor: StaffActor, opts: { limit?: number; offset?: number; undelivered?: boolean; remindersDueBy?: Date } = {}): Promise<LeadListItem[]> {
  if (!can(actor, "leads:view")) return [];
  const scope = dealershipScope(actor);
  return listLeads(db, site, {
    ...opts,
    ...(scope === null ? {} : { dealershipIds: scope }),
    ...(actor.role === "salesperson" ? { assignedStaffId: actor.id } : {}),
  });
}

const forbidden = () => new AppError("forbidden", "Your role cannot do that");
const noLead = () => new AppError("not_found", "No such lead");

async function leadInReach(db: Database | Parameters<Parameters<Database["orm"]["transaction"]>[0]>[0], site: Pick<Site, "id">, actor: StaffActor, publicId: string): Promise<LeadRow> {
  const orm = "orm" in db ? db.orm : db;
  const [lead] = await orm.select().from(leads).where(and(eq(leads.siteId, site.id), eq(leads.publicId, publicId))).for("update");
  if (!lead || !seesLead(actor, lead)) throw noLead();
  return lead;
}

type Member = StaffMember;

export async function moveConsoleLead(db: Database, site: Pick<Site, "id">, actor: Member, publicId: string, status: unknown, lostReason: unknown): Promise<void> {
  if (!can(actor, "leads:work")) throw forbidden();
  const change = readStatusChange(status, lostReason);
  if (!change.ok) throw new ValidationError([{ field: change.field, message: change.message }]);
  await db.orm.transaction(async (tx) => {
    const lead = await leadInReach(tx, site, actor, publicId);
    const now = new Date();
    await tx.update(leads).set({ workflowStatus: change.status, lostReason: change.lostReason, statusChangedAt: now, updatedAt: now }).where(eq(leads.id, lead.id));
    await recordAudit(tx, site, { kind: "staff", member: actor }, {
      action: "lead.stage",
      subjectType: "lead",
      subjectId: lead.publicId,
      dealershipId: lead.dealershipId,
      before: { status: lead.workflowStatus, lostReason: lead.lostReason },
      after: { status: change.status, lostReason: change.lostReason },
    });
  });
}

export async function noteConsoleLead(db: Database, site: Pick<Site, "id">, actor: Member, publicId: string, body: unknown): Promise<void> {
  if (!can(actor, "leads:work")) throw forbidden();
  const note = readNote(body);
  if (!note.ok) throw new ValidationError([{ field: note.field, message: note.message }]);
  await db.orm.transaction(async (tx) => {
    const lead = await leadInReach(tx, site, actor, publicId);
    await tx.insert(leadNotes).values({ siteId: site.id, leadId: lead.id, body: `${note.body}\n— ${actor.name}` });
    await recordAudit(tx, site, { kind: "staff", member: actor }, { action: "lead.note", subjectType: "lead", subjectId: lead.publicId, dealershipId: lead.dealershipId, after: { note: note.body.slice(0, 200) } });
  });
}

/** Assign a lead to a member who may take it (src/domain/staff-roles.ts mayTakeLead), or unassign it (null). */
export async function assignConsoleLead(db: Database, site: Pick<Site, "id">, actor: Member, publicId: string, staffId: number | null): Promise<void> {
  if (!can(actor, "leads:assign")) throw forbidden();
  const assignee = staffId === null ? null : await findStaffById(db, site, staffId);
  if (staffId !== null && !assignee) throw new ValidationError([{ field: "assignee", message: "No such staff member on this site" }]);
  await db.orm.transaction(async (tx) => {
    const lead = await leadInReach(tx, site, actor, publicId);
    if (assignee && !mayTakeLead(assignee, lead.dealershipId)) throw new ValidationError([{ field: "assignee", message: `${assignee.name} does not work at this lead's dealership` }]);
    await tx.update(leads).set({ assignedStaffId: assignee?.id ?? null, updatedAt: new Date() }).where(eq(leads.id, lead.id));
    await recordAudit(tx, site, { kind: "staff", member: actor }, {
      action: "lead.assign",
      subjectType: "lead",
      subjectId: lead.publicId,
      dealershipId: lead.dealershipId,
      before: { assignedStaffId: lead.assignedStaffId },
      after: { assignedStaffId: assignee?.id ?? null, assignee: assignee?.name ?? null },
    });
  });
}

/** Send a delivery of a lead in the actor's reach again (src/leads/store.ts resendDelivery). */
export async function resendConsoleDelivery(db: Database, site: Pick<Site, "id">, actor: Member, deliveryId: number): Promise<void> {
  if (!can(actor, "leads:work")) throw forbidden();
  const [d] = await db.orm
    .select({ leadId: leadDeliveries.leadId, kind: leadDeliveries.kind, target: leadDeliveries.target, status: leadDeliveries.status })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.siteId, site.id), eq(leadDeliveries.id, deliveryId)));
  if (!d) throw noLead();
  const [lead] = await db.orm.select().from(leads).where(and(eq(leads.siteId, site.id), eq(leads.id, d.leadId)));
  if (!lead || !seesLead(actor, lead)) throw noLead();
  await resendDelivery(db, site, deliveryId);
  await recordAudit(db.orm, site, { kind: "staff", member: actor }, { action: "lead.resend", subjectType: "lead", subjectId: lead.publicId, dealershipId: lead.dealershipId, before: { status: d.status }, after: { kind: d.kind, target: d.target } });
}

/**
 * Set (or with `local` empty, clear) the lead's reminder: the dealership's wall time read in its
 * time zone (src/domain/lead-reminder.ts), with a short note.
 */
export async function remindConsoleLead(
  db: Database,
  site: Pick<Site, "id">,
  actor: Member,
  publicId: string,
  /** `zoneOf`: the time zone of the lead's dealership (the typed time is its wall time). */
  input: { local: unknown; note: unknown; zoneOf: (dealershipId: number | null) => string },
  now = new Date(),
): Promise<void> {
  if (!can(actor, "leads:work")) throw forbidden();
  const clearing = typeof input.local !== "string" || input.local.trim() === "";
  await db.orm.transaction(async (tx) => {
    const lead = await leadInReach(tx, site, actor, publicId);
    const read = clearing ? null : readReminder(input.local, input.note, input.zoneOf(lead.dealershipId), now);
    if (read && !read.ok) throw new ValidationError([{ field: read.field, message: read.message }]);
    const at = read?.ok ? read.at : null;
    const note = read?.ok ? read.note : null;
    await tx.update(leads).set({ remindAt: at, remindNote: note, remindMailedAt: null, updatedAt: now }).where(eq(leads.id, lead.id));
    await recordAudit(tx, site, { kind: "staff", member: actor }, {
      action: "lead.reminder",
      subjectType: "lead",
      subjectId: lead.publicId,
      dealershipId: lead.dealershipId,
      before: { remindAt: lead.remindAt?.toISOString() ?? null, note: lead.remindNote },
      after: { remindAt: at?.toISOString() ?? null, note },
    });
  });
}
