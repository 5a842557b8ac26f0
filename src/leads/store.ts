/**
 * Leads and their delivery outbox in the database. Every function takes the site (the tenant)
 * right after the database, and every query filters by it.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { capturedMessages, cars, dealerships, leadDeliveries, leadNotes, leads, locations, tradeInPhotos } from "../db/schema";
import { ValidationError } from "../platform/errors";
import { readNote, readStatusChange, type LeadStatus } from "../domain/lead-workflow";
import type { LeadDestination } from "../db/types";
import type { Site } from "../site/store";
import { destinationKey, destinationsFor, type Destination } from "./delivery/destinations";
import type { LeadCarFacts } from "./payload";
import { leadReference } from "../domain/lead-reference";
import { applyLeadRouting } from "./routing";

export type LeadRow = typeof leads.$inferSelect;
export type DeliveryRow = typeof leadDeliveries.$inferSelect;

export async function findLeadByKey(db: Database, site: Pick<Site, "id">, idempotencyKey: string): Promise<LeadRow | null> {
  const [row] = await db.orm
    .select()
    .from(leads)
    .where(and(eq(leads.siteId, site.id), eq(leads.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** A car of this site (delisted ones too: a shopper may enquire from a page opened earlier). */
export async function findCarForLead(db: Database, site: Pick<Site, "id">, carId: number): Promise<LeadCarFacts | null> {
  const [row] = await db.orm
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      make: cars.make,
      model: cars.model,
      series: cars.series,
      badge: cars.badge,
      year: cars.year,
      km: cars.km,
      price: cars.price,
      car_type: cars.carType,
      item_type: cars.itemType,
      status: cars.status,
      stocknum: cars.stocknum,
      vin: cars.vin,
      colour: cars.colour,
      regplate: cars.regplate,
      dealership_id: cars.dealershipId,
      location_id: cars.locationId,
    })
    .from(cars)
    .where(and(eq(cars.siteId, site.id), eq(cars.id, carId)));
  return row ?? null;
}

/** The dealership's destinations and its locations' e-mails (primary first), for the outbox. */
export async function loadDealershipRouting(db: Database, site: Pick<Site, "id">, dealershipId: number): Promise<{ destinations: LeadDestination[]; emails: (string | null)[] }> {
  const [d] = await db.orm
    .select({ leadDestinations: dealerships.leadDestinations })
    .from(dealerships)
    .where(and(eq(dealerships.siteId, site.id), eq(dealerships.id, dealershipId)));
  const locs = await db.orm
    .select({ email: locations.email })
    .from(locations)
    .where(and(eq(locations.siteId, site.id), eq(locations.dealershipId, dealershipId)))
    .orderBy(desc(locations.primary), locations.name);
  return { destinations: d?.leadDestinations ?? [], emails: locs.map((l) => l.email) };
}

export interface LeadWrite {
  form: string;
  idempotencyKey: string;
  lastStep: boolean;
  dealershipId: number | null;
  carId: number | null;
  name: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  payload: Record<string, unknown>;
  /** Trade-in photo ids the completed lead takes ownership of, in the same transaction. */
  claimPhotos?: readonly string[];
}

export interface SavedLead {
  leadId: string;
  /** The short reference the shopper is shown (src/domain/lead-reference.ts). */
  reference: string;
  /** True when the key already named a completed lead: nothing was written. */
  replayed: boolean;
  completed: boolean;
  deliveries: number;
  /** The lead's row id, when this call stored or completed it. */
  rowId?: number;
}

/**
 * Store the lead and, when it is complete, its outbox rows — in one transaction, so a lead is
 * never stored without its deliveries or delivered without being stored. Idempotent on
 * (site, idempotency key): a concurrent duplicate waits on the unique index, then finds the
 * winner's row and returns its id. A draft (a multi-step form's earlier step) is updated in place.
 */
export async function saveLead(db: Database, site: Pick<Site, "id">, lead: LeadWrite, destinations: Destination[]): Promise<SavedLead> {
  return db.orm.transaction((tx) => saveLeadInTransaction(tx, site, lead, destinations));
}

/** saveLead inside the caller's transaction: the lead and its outbox commit with the caller's rows or not at all. */
export async function saveLeadInTransaction(tx: Transaction, site: Pick<Site, "id">, lead: LeadWrite, destinations: Destination[]): Promise<SavedLead> {
  {
    const now = new Date();
    const publicId = randomUUID();
    const inserted = await tx
      .insert(leads)
      .values({
        publicId,
        siteId: site.id,
        dealershipId: lead.dealershipId,
        carId: lead.carId,
        form: lead.form,
        idempotencyKey: lead.idempotencyKey,
        name: lead.name,
        lastName: lead.lastName,
        email: lead.email,
        phone: lead.phone,
        postcode: lead.postcode,
        payload: lead.payload,
        completedAt: lead.lastStep ? now : null,
      })
      .onConflictDoNothing({ target: [leads.siteId, leads.idempotencyKey] })
      .returning({ id: leads.id, publicId: leads.publicId });

    let leadRowId: number;
    let leadPublicId: string;
    if (inserted[0]) {
      leadRowId = inserted[0].id;
      leadPublicId = inserted[0].publicId;
    } else {
      const [existing] = await tx
        .select()
        .from(leads)
        .where(and(eq(leads.siteId, site.id), eq(leads.idempotencyKey, lead.idempotencyKey)))
        .for("update");
      if (!existing) throw new Error("lead vanished between conflict and select");
      if (existing.completedAt) return { leadId: existing.publicId, reference: leadReference(existing.id), replayed: true, completed: true, deliveries: 0 };
      leadRowId = existing.id;
      leadPublicId = existing.publicId;
      // A later step of the same form: merge what it adds, keep what earlier steps said.
      await tx
        .update(leads)
        .set({
          dealershipId: lead.dealershipId ?? existing.dealershipId,
          carId: lead.carId ?? existing.carId,
          name: lead.name ?? existing.name,
          lastName: lead.lastName ?? existing.lastName,
          email: lead.email ?? existing.email,
          phone: lead.phone ?? existing.phone,
          postcode: lead.postcode ?? existing.postcode,
          payload: lead.lastStep ? lead.payload : { ...existing.payload, ...stripNulls(lead.payload) },
          completedAt: lead.lastStep ? now : null,
          updatedAt: now,
        })
        .where(eq(leads.id, existing.id));
    }

    if (!lead.lastStep) return { leadId: leadPublicId, reference: leadReference(leadRowId), replayed: false, completed: false, deliveries: 0 };

    if (lead.claimPhotos?.length) {
      // Unclaimed ones only: a photo already on another lead stays there.
      await tx
        .update(tradeInPhotos)
        .set({ leadId: leadRowId })
        .where(and(eq(tradeInPhotos.siteId, site.id), inArray(tradeInPhotos.id, [...lead.claimPhotos]), isNull(tradeInPhotos.leadId)));
    }

    // The dealership's routing rules: an assignee, and the members to e-mail (once each, and not
    // again where a configured destination already is their address).
    const routed = await applyLeadRouting(tx, site, leadRowId, lead.form);
    const seen = new Set(destinations.map(destinationKey));
    const outbox = [...destinations, ...routed.filter((d) => !seen.has(destinationKey(d)))];
    if (outbox.length) {
      await tx.insert(leadDeliveries).values(
        outbox.map((d, i) => ({
          leadId: leadRowId,
          siteId: site.id,
          dealershipId: lead.dealershipId,
          kind: d.kind,
          target: d.target,
          idempotencyKey: `${leadPublicId}-${i + 1}`,
          nextAttemptAt: now,
        })),
      );
    }
    return { leadId: leadPublicId, reference: leadReference(leadRowId), replayed: false, completed: true, deliveries: outbox.length, rowId: leadRowId };
  }
}

function stripNulls(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));
}

/** Outbox rows for a completed lead: used by the submit path, exported for the resend tool. */
export { destinationsFor };

// ── Dealer view ────────────────────────────────────────────────────────────────────────────

export interface LeadListItem {
  lead: LeadRow;
  dealershipSlug: string | null;
  deliveries: DeliveryRow[];
  notes: Array<{ id: number; body: string; createdAt: Date }>;
}

export async function listLeads(
  db: Database,
  site: Pick<Site, "id">,
  opts: {
    dealershipId?: number | null;
    /** Only these dealerships' leads (the console's scope of a manager or salesperson). */
    dealershipIds?: readonly number[];
    /** Only leads assigned to this staff member (a salesperson's own). */
    assignedStaffId?: number;
    /** Only leads whose reminder is due (at or before this time), soonest first. */
    remindersDueBy?: Date;
    limit?: number;
    offset?: number;
    undelivered?: boolean;
  } = {},
): Promise<LeadListItem[]> {
  const where = [eq(leads.siteId, site.id)];
  if (opts.dealershipIds) where.push(opts.dealershipIds.length ? inArray(leads.dealershipId, [...opts.dealershipIds]) : sql`false`);
  if (opts.assignedStaffId !== undefined) where.push(eq(leads.assignedStaffId, opts.assignedStaffId));
  if (opts.remindersDueBy) where.push(lte(leads.remindAt, opts.remindersDueBy));
  // Leads with a delivery that gave up (dead), across the group unless a dealership is given.
  if (opts.undelivered) where.push(sql`exists (select 1 from ${leadDeliveries} dd where dd.lead_id = ${leads.id} and dd.site_id = ${site.id} and dd.status = 'dead')`);
  if (opts.dealershipId === null) where.push(isNull(leads.dealershipId));
  else if (opts.dealershipId !== undefined) where.push(eq(leads.dealershipId, opts.dealershipId));
  const rows = await db.orm
    .select({ lead: leads, dealershipSlug: dealerships.slug })
    .from(leads)
    .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .where(and(...where))
    .orderBy(...(opts.remindersDueBy ? [asc(leads.remindAt)] : []), desc(leads.createdAt), desc(leads.id))
    .limit(Math.min(opts.limit ?? 50, 500))
    .offset(opts.offset ?? 0);
  const ids = rows.map((r) => r.lead.id);
  const ds = ids.length
    ? await db.orm.select().from(leadDeliveries).where(and(eq(leadDeliveries.siteId, site.id), inArray(leadDeliveries.leadId, ids))).orderBy(leadDeliveries.id)
    : [];
  const ns = ids.length
    ? await db.orm.select().from(leadNotes).where(and(eq(leadNotes.siteId, site.id), inArray(leadNotes.leadId, ids))).orderBy(leadNotes.createdAt, leadNotes.id)
    : [];
  return rows.map((r) => ({
    lead: r.lead,
    dealershipSlug: r.dealershipSlug,
    deliveries: ds.filter((d) => d.leadId === r.lead.id),
    notes: ns.filter((n) => n.leadId === r.lead.id).map((n) => ({ id: n.id, body: n.body, createdAt: n.createdAt })),
  }));
}

export async function countLeads(db: Database, site: Pick<Site, "id">): Promise<number> {
  const [row] = await db.rows<{ n: number }>(sql`select count(*)::int as n from leads where site_id = ${site.id}`);
  return Number(row?.n ?? 0);
}

/**
 * Send a delivery again. One that has not gone through (pending, dead) is put back in the queue
 * with a fresh attempt budget and the same idempotency key; one that was delivered gets a new
 * outbox row with a new key, because the dealer asked for a second copy on purpose.
 */
export async function resendDelivery(db: Database, site: Pick<Site, "id">, deliveryId: number): Promise<DeliveryRow | null> {
  return db.orm.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.siteId, site.id), eq(leadDeliveries.id, deliveryId)))
      .for("update");
    if (!row) return null;
    const now = new Date();
    if (row.status === "delivered") {
      const [{ n }] = (await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(leadDeliveries)
        .where(eq(leadDeliveries.leadId, row.leadId))) as [{ n: number }];
      const [copy] = await tx
        .insert(leadDeliveries)
        .values({
          leadId: row.leadId,
          siteId: row.siteId,
          dealershipId: row.dealershipId,
          kind: row.kind,
          target: row.target,
          idempotencyKey: `${row.idempotencyKey}-resend-${Number(n) + 1}-${now.getTime().toString(36)}`,
          nextAttemptAt: now,
        })
        .returning();
      return copy ?? null;
    }
    if (row.status === "sending") return row; // a worker has it right now
    const [updated] = await tx
      .update(leadDeliveries)
      .set({ status: "pending", attempts: 0, nextAttemptAt: now, claimToken: null, lockedUntil: null, updatedAt: now })
      .where(eq(leadDeliveries.id, row.id))
      .returning();
    return updated ?? null;
  });
}

// ── Mail catcher ───────────────────────────────────────────────────────────────────────────

export type CapturedMessageRow = typeof capturedMessages.$inferSelect;

export async function listCapturedMessages(db: Database, site: Pick<Site, "id">, opts: { limit?: number; offset?: number } = {}): Promise<CapturedMessageRow[]> {
  return db.orm
    .select()
    .from(capturedMessages)
    .where(eq(capturedMessages.siteId, site.id))
    .orderBy(desc(capturedMessages.id))
    .limit(Math.min(opts.limit ?? 50, 500))
    .offset(opts.offset ?? 0);
}

export async function getCapturedMessage(db: Database, site: Pick<Site, "id">, id: number): Promise<CapturedMessageRow | null> {
  const [row] = await db.orm
    .select()
    .from(capturedMessages)
    .where(and(eq(capturedMessages.siteId, site.id), eq(capturedMessages.id, id)));
  return row ?? null;
}

/**
 * Delete a lead on the shopper's request (Australian Privacy Act: access and correction, and
 * deletion where the dealer need not keep it): the lead, its deliveries and trade-in photos (by
 * cascade) and the copies the mail catcher holds. A reservation keeps its money record, without the
 * link to the lead. Returns whether a lead of this site was deleted.
 */
export async function deleteLead(db: Database, site: Pick<Site, "id">, publicId: string): Promise<boolean> {
  return db.orm.transaction(async (tx) => {
    const [row] = await tx.select({ id: leads.id }).from(leads).where(and(eq(leads.siteId, site.id), eq(leads.publicId, publicId)));
    if (!row) return false;
    await deleteLeadRows(tx, site, [row.id]);
    return true;
  });
}

/** The site's leads by row id, with the mail catcher's copies (deliveries, notes and photos go by cascade). */
async function deleteLeadRows(tx: Transaction, site: Pick<Site, "id">, ids: number[]): Promise<void> {
  await tx.delete(capturedMessages).where(and(eq(capturedMessages.siteId, site.id), inArray(capturedMessages.leadId, ids)));
  await tx.delete(leads).where(and(eq(leads.siteId, site.id), inArray(leads.id, ids)));
}

/** Leads deleted per site per housekeeping pass, so a first run on a large site never holds a long transaction. */
export const RETENTION_BATCH = 1000;

/**
 * Delete the site's leads received before `before` (its `lead_retention_days` has passed), oldest
 * first, at most RETENTION_BATCH in one go; the next pass takes the rest. Returns how many went.
 */
export async function purgeLeadsOlderThan(db: Database, site: Pick<Site, "id">, before: Date): Promise<number> {
  return db.orm.transaction(async (tx) => {
    const old = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.siteId, site.id), sql`${leads.createdAt} < ${before.toISOString()}::timestamptz`))
      .orderBy(leads.createdAt, leads.id)
      .limit(RETENTION_BATCH);
    if (!old.length) return 0;
    await deleteLeadRows(tx, site, old.map((r) => r.id));
    return old.length;
  });
}

/**
 * Move a lead of this site to a workflow stage (src/domain/lead-workflow.ts); "lost" needs its
 * reason. A ValidationError names the field; false when the site has no such lead.
 */
export async function setLeadStatus(db: Database, site: Pick<Site, "id">, publicId: string, status: unknown, lostReason?: unknown): Promise<{ status: LeadStatus; lostReason: string | null } | null> {
  const change = readStatusChange(status, lostReason);
  if (!change.ok) throw new ValidationError([{ field: change.field, message: change.message }]);
  const now = new Date();
  const done = await db.orm
    .update(leads)
    .set({ workflowStatus: change.status, lostReason: change.lostReason, statusChangedAt: now, updatedAt: now })
    .where(and(eq(leads.siteId, site.id), eq(leads.publicId, publicId)))
    .returning({ id: leads.id });
  return done.length ? { status: change.status, lostReason: change.lostReason } : null;
}

/** Add the sales team's note to a lead of this site; null when the site has no such lead. */
export async function addLeadNote(db: Database, site: Pick<Site, "id">, publicId: string, body: unknown): Promise<{ id: number } | null> {
  const note = readNote(body);
  if (!note.ok) throw new ValidationError([{ field: note.field, message: note.message }]);
  const [lead] = await db.orm.select({ id: leads.id }).from(leads).where(and(eq(leads.siteId, site.id), eq(leads.publicId, publicId)));
  if (!lead) return null;
  const [row] = await db.orm.insert(leadNotes).values({ siteId: site.id, leadId: lead.id, body: note.body }).returning({ id: leadNotes.id });
  return { id: row!.id };
}
