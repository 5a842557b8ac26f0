/**
 * What a processor's event does to a reservation. Both processors arrive here through
 * `receivePaymentWebhook` — Stripe's by `POST /api/payments/webhook`, the local test processor's
 * from its confirm call — so the path after a signature check is one.
 *
 * - An event is applied once: its id is recorded in the same step, and a replay changes nothing.
 * - Paid: the reservation becomes `held` in one transaction with the car marked reserved, its
 *   stock version bumped, and the dealer's lead (with the shopper's receipt) put in the outbox.
 *   When another shopper's payment won the car a moment earlier, the partial unique index on held
 *   reservations refuses this one, and its deposit is refunded at once with the reason given.
 * - Declined: `failed`, with the processor's words; the car was never touched.
 */
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { holdMs, RESERVATION_MESSAGES, reservationWordsFor } from "../domain/reservation";
import { itemNoun } from "../domain/stock-noun";
import { formatPrice } from "../domain/money";
import { timeZoneForState } from "../domain/opening-hours";
import { destinationsFor } from "../leads/delivery/destinations";
import { notifyLeadStored } from "../leads/delivery/wake";
import { leadVehicleOf } from "../leads/payload";
import { loadDealershipRouting, saveLeadInTransaction } from "../leads/store";
import { log } from "../platform/log";
import type { PaymentEvent, PaymentProvider } from "../payments/provider";
import { listLocations, listSitesCached, type Site } from "../site/store";
import { findJourneyForReservation } from "./journeys";
import { journeySummary } from "./journey-steps";
import { appendReservationEvent, findCarForReservation, findReservationByPayment, reservationFromRow, setCarReserved, transactionRows, type ReservationRow } from "./store";

export type WebhookOutcome = "applied" | "replayed" | "ignored" | "unknown_payment";

/** Verify, record and apply one webhook. Throws (400) when the signature does not hold. */
export async function receivePaymentWebhook(db: Database, provider: PaymentProvider, rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  const event = await provider.readWebhook(rawBody, signature);
  if (!event) return "ignored";
  const fresh = await db.rows(sql`insert into payment_webhook_events (provider, event_id) values (${provider.name}, ${event.eventId}) on conflict do nothing returning event_id`);
  if (!fresh[0]) return "replayed";
  const reservation = await findReservationByPayment(db, provider.name, event.paymentId);
  if (!reservation) {
    log.warn({ provider: provider.name, payment: event.paymentId, event: event.eventId }, "payment event for no reservation of ours");
    return "unknown_payment";
  }
  await applyPaymentEvent(db, provider, reservation, event);
  return "applied";
}

async function siteOf(db: Database, siteId: number): Promise<Site> {
  const site = (await listSitesCached(db)).find((s) => s.id === siteId);
  if (!site) throw new Error(`reservation of an unknown site ${siteId}`);
  return site;
}

export async function applyPaymentEvent(db: Database, provider: PaymentProvider, r: ReservationRow, event: PaymentEvent): Promise<void> {
  switch (event.kind) {
    case "failed":
      await db.orm.transaction(async (tx) => {
        const moved = await transactionRows(tx, sql`
          update reservations set status = 'failed', status_reason = ${event.failureMessage}, updated_at = now()
           where id = ${r.id} and status = 'pending_payment' returning id`);
        if (moved.length === 0) return;
        await appendReservationEvent(tx, { reservationId: r.id, siteId: r.site_id, type: "payment_failed", from: "pending_payment", to: "failed", actor: "processor", detail: { event: event.eventId, message: event.failureMessage } });
      });
      return;
    case "refunded":
      await db.orm.transaction(async (tx) => {
        await tx.execute(sql`update reservations set refunded_at = coalesce(refunded_at, now()), refund_due_at = null, updated_at = now() where id = ${r.id}`);
        await appendReservationEvent(tx, { reservationId: r.id, siteId: r.site_id, type: "refund_confirmed", from: r.status, to: r.status, actor: "processor", detail: { event: event.eventId, amount_cents: event.amountCents } });
      });
      return;
    case "succeeded":
      return holdForPayment(db, provider, r, event);
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

async function holdForPayment(db: Database, provider: PaymentProvider, r: ReservationRow, event: PaymentEvent): Promise<void> {
  const site = await siteOf(db, r.site_id);
  const car = await findCarForReservation(db, site, r.car_id);
  const routing = r.dealership_id ? await loadDealershipRouting(db, site, r.dealership_id) : { destinations: [], emails: [] };
  // Bought through the online purchase journey: its answers go to the dealer with the lead.
  const journey = await findJourneyForReservation(db, r.site_id, r.id);
  const locations = journey ? await listLocations(db, site) : [];
  const purchase = journey ? journeySummary(journey.data, (id) => locations.find((l) => String(l.id) === id)?.name ?? null) : null;
  // The reasons stored for the shopper name what they paid for: "this caravan".
  const words = reservationWordsFor(itemNoun(car?.item_type));
  let refundReason: string | null = null;
  let leadStored = false;

  await db.orm.transaction(async (tx) => {
    const current = reservationFromRow((await transactionRows(tx, sql`select * from reservations where id = ${r.id} for update`))[0]!);
    if (current.status !== "pending_payment") {
      // Paid after the chance ended (lapsed unpaid, or already settled): the money goes back.
      if (current.status === "expired" || current.status === "failed") refundReason = RESERVATION_MESSAGES.expiredUnpaid;
      if (refundReason) await markRefundDue(tx, current, refundReason, event, "processor");
      return;
    }
    const [carRow] = await transactionRows<{ status: string; reserved: boolean; delisted_at: unknown }>(tx, sql`select status, reserved, delisted_at from cars where id = ${r.car_id} for update`);
    if (!carRow || carRow.status === "sold" || carRow.delisted_at) {
      refundReason = words.soldMeanwhile;
      await markRefundDue(tx, current, refundReason, event, "processor");
      return;
    }
    const expiresAt = new Date(Date.now() + holdMs(site.config));
    let held = true;
    try {
      // A savepoint: when the unique index refuses the hold, the transaction goes on to refund.
      await tx.transaction(async (sp) => {
        await sp.execute(sql`update reservations set status = 'held', expires_at = ${expiresAt.toISOString()}::timestamptz, status_reason = null, updated_at = now() where id = ${r.id}`);
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      held = false;
    }
    if (!held || carRow.reserved) {
      if (held) await tx.execute(sql`update reservations set status = 'pending_payment', expires_at = null where id = ${r.id}`);
      refundReason = words.lostRace;
      await markRefundDue(tx, current, refundReason, event, "processor");
      return;
    }
    await appendReservationEvent(tx, { reservationId: r.id, siteId: r.site_id, type: "payment_succeeded", from: "pending_payment", to: "held", actor: "processor", detail: { event: event.eventId, amount_cents: event.amountCents, expires_at: expiresAt.toISOString() } });
    await setCarReserved(tx, r.site_id, r.car_id, true);
    const leadId = await storeReservationLead(tx, site, current, car, expiresAt, routing, purchase);
    await tx.execute(sql`update reservations set lead_id = ${leadId} where id = ${r.id}`);
    leadStored = true;
  });

  if (leadStored) notifyLeadStored();
  if (refundReason) await settleRefund(db, provider, r.id);
}

/** Decide the refund (status refunded, reason, due now) inside the caller's transaction. */
export async function markRefundDue(tx: Transaction, r: ReservationRow, reason: string, event: PaymentEvent | null, actor: "processor" | "dealer" | "system"): Promise<void> {
  await tx.execute(sql`update reservations set status = 'refunded', status_reason = ${reason}, refund_due_at = now(), updated_at = now() where id = ${r.id}`);
  await appendReservationEvent(tx, { reservationId: r.id, siteId: r.site_id, type: "refund_decided", from: r.status, to: "refunded", actor, detail: { reason, ...(event ? { event: event.eventId } : {}) } });
}

/**
 * Ask the processor for a refund that is due; on success it is recorded, on failure it stays due
 * and the worker asks again (src/reservations/lifecycle.ts). Idempotent on the reservation.
 */
export async function settleRefund(db: Database, provider: PaymentProvider, reservationId: string): Promise<boolean> {
  const [row] = await db.rows<{ provider_payment_id: string | null; site_id: number; provider: string }>(sql`
    select provider_payment_id, site_id, provider from reservations where id = ${reservationId} and refund_due_at is not null`);
  if (!row?.provider_payment_id || row.provider !== provider.name) return false;
  try {
    await provider.refund(row.provider_payment_id, `reservation-${reservationId}-refund`);
  } catch (err) {
    log.warn({ err, reservation: reservationId }, "deposit refund failed; the worker will try again");
    await appendReservationEvent(db, { reservationId, siteId: Number(row.site_id), type: "refund_failed", from: "refunded", to: "refunded", actor: "system", detail: { message: err instanceof Error ? err.message : String(err) } });
    return false;
  }
  await db.rows(sql`update reservations set refund_due_at = null, refunded_at = coalesce(refunded_at, now()), updated_at = now() where id = ${reservationId}`);
  await appendReservationEvent(db, { reservationId, siteId: Number(row.site_id), type: "refund_sent", from: "refunded", to: "refunded", actor: "system", detail: { provider: provider.name } });
  return true;
}

/** "Sat 28 Nov, 2:05 pm" in the car's location's time zone (the dealer's and, nearly always, the shopper's). */
export const heldUntilText = (d: Date, state: string | null) =>
  d.toLocaleString("en-AU", { timeZone: timeZoneForState(state), weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });

/** The dealer's lead for a reservation (ADF, e-mail, webhook) and the shopper's receipt, in the outbox. */
async function storeReservationLead(
  tx: Transaction,
  site: Site,
  r: ReservationRow,
  car: Awaited<ReturnType<typeof findCarForReservation>>,
  expiresAt: Date,
  routing: Awaited<ReturnType<typeof loadDealershipRouting>>,
  purchase: Array<[string, string]> | null,
): Promise<number | null> {
  const dealership = site.dealerships.find((d) => d.id === r.dealership_id) ?? null;
  const origin = site.domains[0] ? `https://${site.domains[0]}` : null;
  const deposit = `${formatPrice(r.amount_cents / 100)} ${site.config.deposit_refundable ? "(100% refundable)" : "(non-refundable)"}`;
  const until = heldUntilText(expiresAt, car?.location_state ?? null);
  const payload: Record<string, unknown> = {
    form: "reservation",
    source: "Website",
    dealership_slug: dealership?.slug ?? null,
    dealership_name: dealership?.name ?? null,
    stock_number: car?.stocknum ?? null,
    make: car?.make ?? null,
    model: car?.model ?? null,
    car_type: car?.car_type ?? null,
    car_id: car?.id ?? null,
    vehicle_status: car?.status ?? null,
    message: [`${purchase ? "Buying online" : "Reserved online"} with a ${deposit} deposit, held until ${until}.`, ...(purchase ?? []).map(([k, v]) => `${k}: ${v}`)].join("\n"),
    online_purchase: purchase ? Object.fromEntries(purchase) : null,
    reservation_id: r.id,
    reservation_deposit: deposit,
    reservation_deposit_cents: r.amount_cents,
    reservation_held_until: until,
    reservation_expires_at: expiresAt.toISOString(),
    reservation_refundable: site.config.deposit_refundable,
    vehicle: car ? leadVehicleOf(car, origin) : null,
    trade_in: null,
  };
  const destinations = [...destinationsFor(routing.destinations, routing.emails), { kind: "receipt" as const, target: r.email }];
  const saved = await saveLeadInTransaction(
    tx,
    site,
    {
      form: "reservation",
      idempotencyKey: `reservation-${r.id}`,
      lastStep: true,
      dealershipId: r.dealership_id,
      carId: r.car_id,
      name: r.name,
      lastName: r.last_name,
      email: r.email,
      phone: r.phone,
      postcode: r.postcode,
      payload,
    },
    destinations,
  );
  return saved.rowId ?? null;
}
