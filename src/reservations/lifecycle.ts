/**
 * A reservation after payment: the hold running out (a worker job, src/jobs/worker.ts), refunds
 * that the processor has not yet confirmed (asked again by the same job), and the dealer's
 * actions — extend the hold, convert to a sale, refund the deposit. Each change is one transaction
 * with its event row, and any change to the car bumps its dealership's stock version so every
 * shopper sees it on the next request.
 */
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { canMoveReservation, RESERVATION_MESSAGES, type ReservationStatus } from "../domain/reservation";
import { ConflictError, NotFoundError, ValidationError } from "../platform/errors";
import { log } from "../platform/log";
import type { PaymentProvider } from "../payments/provider";
import type { Site } from "../site/store";
import { markRefundDue, settleRefund } from "./payment-events";
import { appendReservationEvent, reservationFromRow, setCarReserved, transactionRows, type ReservationRow } from "./store";

/** Holds whose time is up release their cars; checkouts never paid lapse. Returns how many of each. */
export async function releaseExpiredReservations(db: Database, now: Date): Promise<{ released: number; lapsed: number }> {
  const due = await db.rows<{ id: string }>(sql`select id from reservations where status = 'held' and expires_at <= ${now.toISOString()}::timestamptz order by expires_at limit 200`);
  let released = 0;
  for (const { id } of due) {
    const done = await db.orm.transaction(async (tx) => {
      const [raw] = await transactionRows(tx, sql`select * from reservations where id = ${id} and status = 'held' and expires_at <= ${now.toISOString()}::timestamptz for update`);
      if (!raw) return false;
      const r = reservationFromRow(raw);
      await tx.execute(sql`update reservations set status = 'expired', updated_at = now() where id = ${id}`);
      await appendReservationEvent(tx, { reservationId: id, siteId: r.site_id, type: "hold_expired", from: "held", to: "expired", actor: "system", detail: { expires_at: r.expires_at?.toISOString() } });
      await setCarReserved(tx, r.site_id, r.car_id, false);
      return true;
    });
    if (done) released++;
  }
  const lapsedRows = await db.rows<{ id: string; site_id: number }>(sql`
    update reservations set status = 'expired', status_reason = ${RESERVATION_MESSAGES.expiredUnpaid}, updated_at = now()
     where status = 'pending_payment' and payment_due_at <= ${now.toISOString()}::timestamptz
    returning id, site_id`);
  for (const l of lapsedRows) {
    await appendReservationEvent(db, { reservationId: l.id, siteId: Number(l.site_id), type: "payment_lapsed", from: "pending_payment", to: "expired", actor: "system" });
  }
  if (released || lapsedRows.length) log.info({ released, lapsed: lapsedRows.length }, "reservations ended");
  return { released, lapsed: lapsedRows.length };
}

/** Refunds decided but not yet confirmed by the processor: ask again (idempotent). */
export async function retryDueRefunds(db: Database, provider: PaymentProvider, now: Date): Promise<number> {
  const due = await db.rows<{ id: string }>(sql`
    select id from reservations where refund_due_at is not null and refund_due_at <= ${new Date(now.getTime() - 30_000).toISOString()}::timestamptz and provider = ${provider.name}
     order by refund_due_at limit 50`);
  let settled = 0;
  for (const { id } of due) if (await settleRefund(db, provider, id)) settled++;
  return settled;
}

export type DealerReservationAction = { action: "extend"; hours: number } | { action: "convert" } | { action: "refund"; reason?: string };

/**
 * A dealer's reservation action as the console and the operator's view post it (`action`, and
 * `hours` for extend), or null when `action` is none of the three. Hours are checked by the action.
 */
export function dealerReservationActionFromForm(form: Pick<FormData, "get">): DealerReservationAction | null {
  const kind = String(form.get("action") ?? "");
  if (kind === "extend") return { action: "extend", hours: Number(form.get("hours") ?? 24) };
  if (kind === "convert" || kind === "refund") return { action: kind };
  return null;
}

/** Lock a held reservation of this site for a dealer action. */
async function lockHeld(tx: Transaction, site: Pick<Site, "id">, id: string, to: ReservationStatus): Promise<ReservationRow> {
  const [raw] = await transactionRows(tx, sql`select * from reservations where id = ${id} and site_id = ${site.id} for update`);
  if (!raw) throw new NotFoundError("reservation_id", "No such reservation on this site.");
  const r = reservationFromRow(raw);
  if (!canMoveReservation(r.status, to)) throw new ConflictError(`This reservation is ${r.status.replace("_", " ")}: it cannot be ${to === "held" ? "extended" : to}.`);
  return r;
}

/** The dealer extends, converts or refunds a held reservation (the dealer view, src/app/admin/reservations). */
export async function actOnReservation(db: Database, site: Pick<Site, "id">, id: string, act: DealerReservationAction, provider: PaymentProvider): Promise<ReservationRow> {
  if (act.action === "extend" && !(Number.isInteger(act.hours) && act.hours >= 1 && act.hours <= 336)) {
    throw new ValidationError([{ field: "hours", message: "Extend by 1 to 336 hours (two weeks)." }]);
  }
  await db.orm.transaction(async (tx) => {
    switch (act.action) {
      case "extend": {
        const r = await lockHeld(tx, site, id, "held");
        const until = new Date((r.expires_at ?? new Date()).getTime() + act.hours * 3_600_000);
        await tx.execute(sql`update reservations set expires_at = ${until.toISOString()}::timestamptz, updated_at = now() where id = ${id}`);
        await appendReservationEvent(tx, { reservationId: id, siteId: site.id, type: "hold_extended", from: "held", to: "held", actor: "dealer", detail: { hours: act.hours, from: r.expires_at?.toISOString(), to: until.toISOString() } });
        return;
      }
      case "convert": {
        const r = await lockHeld(tx, site, id, "converted");
        await tx.execute(sql`update reservations set status = 'converted', updated_at = now() where id = ${id}`);
        await appendReservationEvent(tx, { reservationId: id, siteId: site.id, type: "converted_to_sale", from: "held", to: "converted", actor: "dealer" });
        // Sold to this shopper: the car shows sold (and leaves the site after the sold-days rule).
        await setCarReserved(tx, site.id, r.car_id, false, { sold: true });
        return;
      }
      case "refund": {
        const r = await lockHeld(tx, site, id, "refunded");
        await markRefundDue(tx, r, act.reason?.trim() || "The dealership refunded your deposit in full.", null, "dealer");
        await setCarReserved(tx, site.id, r.car_id, false);
        return;
      }
    }
  });
  if (act.action === "refund") await settleRefund(db, provider, id);
  const [raw] = await db.rows(sql`select * from reservations where id = ${id} and site_id = ${site.id}`);
  return reservationFromRow(raw!);
}
