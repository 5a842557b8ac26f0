/**
 * Reservations in the console (issue 20, point 4): the held, expired, converted and refunded
 * deposits of the cars a manager or group admin reaches, and the dealer's actions on a held one —
 * extend the hold, convert to a sale, refund — through the reservation lifecycle
 * (src/reservations/lifecycle.ts), each with its audit row.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { can, coversDealership, dealershipScope, type StaffActor } from "../domain/staff-roles";
import { AppError, NotFoundError } from "../platform/errors";
import { listReservations, type ReservationListItem } from "../reservations/store";
import { actOnReservation, type DealerReservationAction } from "../reservations/lifecycle";
import type { PaymentProvider } from "../payments/provider";
import { recordAudit } from "./audit";
import type { StaffMember } from "./accounts";

export async function listConsoleReservations(db: Database, site: Pick<Site, "id">, actor: StaffActor, opts: { limit?: number; offset?: number } = {}): Promise<ReservationListItem[]> {
  if (!can(actor, "reservations:manage")) return [];
  const scope = dealershipScope(actor);
  return listReservations(db, site, { ...opts, ...(scope === null ? {} : { dealershipIds: scope }) });
}

export async function actOnConsoleReservation(db: Database, site: Pick<Site, "id">, actor: StaffMember, id: string, act: DealerReservationAction, provider: PaymentProvider) {
  if (!can(actor, "reservations:manage")) throw new AppError("forbidden", "Your role cannot act on reservations");
  const [mine] = await db.rows<{ status: string; expires_at: Date | string | null; dealership_id: number }>(
    sql`select r.status, r.expires_at, c.dealership_id from reservations r join cars c on c.id = r.car_id where r.site_id = ${site.id} and r.id = ${id}`,
  );
  if (!mine || !coversDealership(actor, Number(mine.dealership_id))) throw new NotFoundError("reservation_id", "No such reservation in your dealership.");
  const after = await actOnReservation(db, site, id, act, provider);
  await recordAudit(db.orm, site, { kind: "staff", member: actor }, {
    action: `reservation.${act.action}`,
    subjectType: "reservation",
    subjectId: id,
    dealershipId: Number(mine.dealership_id),
    before: { status: mine.status, expiresAt: mine.expires_at === null ? null : new Date(mine.expires_at).toISOString() },
    after: { status: after.status, expiresAt: after.expires_at?.toISOString() ?? null, ...(act.action === "extend" ? { hours: act.hours } : {}) },
  });
  return after;
}
