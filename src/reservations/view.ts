/**
 * Reading a reservation as the shopper's browser does (`GET /api/reservations/{id}`), and the
 * local test processor's confirm call (`POST /api/payments/local/confirm`).
 */
import { z } from "zod";
import type { Database } from "../db/client";
import { itemNoun } from "../domain/stock-noun";
import { DEPOSIT_CURRENCY, RESERVATION_ID, reservationStatusText, type ReservationStatus } from "../domain/reservation";
import { ConflictError, NotFoundError, ValidationError, fieldErrorsFromZod } from "../platform/errors";
import { LocalPaymentProvider } from "../payments/local-processor";
import type { Site } from "../site/store";
import { heldUntilText, receivePaymentWebhook } from "./payment-events";
import { findCarForReservation, getReservation } from "./store";

export interface ReservationView {
  reservation_id: string;
  status: ReservationStatus;
  /** What the shopper reads: the status in words, with the reason when it did not go their way. */
  message: string;
  reason: string | null;
  amount_cents: number;
  currency: typeof DEPOSIT_CURRENCY;
  expires_at: string | null;
  car: { slug: string; name: string } | null;
}

/** The shopper's view of a reservation of this site; no contact details (the id is the only key). */
export async function readReservation(db: Database, site: Site, id: string): Promise<ReservationView> {
  const r = RESERVATION_ID.test(id) ? await getReservation(db, site, id) : null;
  if (!r) throw new NotFoundError("reservation_id", "No such reservation on this site.");
  const car = await findCarForReservation(db, site, r.car_id);
  return {
    reservation_id: r.id,
    status: r.status,
    message: r.status_reason && (r.status === "refunded" || r.status === "failed" || r.status === "expired") ? r.status_reason : reservationStatusText(r.status, r.expires_at, (d) => heldUntilText(d, car?.location_state ?? null), itemNoun(car?.item_type)),
    reason: r.status_reason,
    amount_cents: r.amount_cents,
    currency: DEPOSIT_CURRENCY,
    expires_at: (r.status === "held" ? r.expires_at : r.status === "pending_payment" ? r.payment_due_at : null)?.toISOString() ?? null,
    car: car ? { slug: car.slug, name: car.name } : null,
  };
}

const LocalConfirmSchema = z.object({
  reservation_id: z.string({ error: "reservation_id is required." }).max(60),
  card_number: z.string({ error: "card_number is required." }).max(40),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(6).optional(),
});

/**
 * Pay a reservation's deposit with a test card on the local processor. The processor's signed
 * event goes through the webhook path; the answer is the reservation as it then stands.
 */
export async function confirmLocalPayment(db: Database, site: Site, body: unknown): Promise<ReservationView> {
  const parsed = LocalConfirmSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  const r = await getReservation(db, site, parsed.data.reservation_id);
  if (!r) throw new NotFoundError("reservation_id", "No such reservation on this site.");
  if (r.provider !== "local" || !r.provider_payment_id) throw new ConflictError("This reservation is not paid through the test processor.");
  if (r.status !== "pending_payment") throw new ConflictError(r.status === "failed" ? "This payment was declined. Please start again to try another card." : "This deposit has already been paid.");
  const processor = new LocalPaymentProvider(db);
  const signed = await processor.confirm(r.provider_payment_id, { number: parsed.data.card_number, expiry: parsed.data.expiry, cvc: parsed.data.cvc });
  await receivePaymentWebhook(db, processor, signed.payload, signed.signature);
  return readReservation(db, site, r.id);
}
