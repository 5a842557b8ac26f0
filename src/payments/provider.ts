/**
 * Reservation deposits are taken by a payment processor behind this small interface (like
 * QuoteProvider for finance quotes and SmsSender for sign-in codes):
 *
 * - `StripePaymentProvider` (src/payments/stripe-provider.ts) — the real adapter: a PaymentIntent
 *   per deposit, paid in the browser with Stripe's Payment Element (cards, Apple Pay, Google Pay),
 *   confirmed by Stripe's signed webhook. `PAYMENTS_PROVIDER=stripe`.
 * - `LocalPaymentProvider` (src/payments/local-processor.ts) — the default, offline, for the demo
 *   and the tests: a test card form that behaves like a card processor (4242… pays, 4000 0000 0000
 *   0002 is declined, 4000 0000 0000 9995 has insufficient funds) and confirms through the same
 *   signed-webhook path, in Stripe's event shape, so the code after the webhook is one.
 *
 * Every call that moves money carries an idempotency key, so a retry never charges or refunds twice.
 */
import Stripe from "stripe";
import { AppError } from "../platform/errors";

export type PaymentProviderName = "local" | "stripe";

export interface PaymentRequest {
  /** Our reservation id: travels with the payment (metadata) and comes back in its events. */
  reservationId: string;
  siteSlug: string;
  amountCents: number;
  currency: "AUD";
  description: string;
  receiptEmail: string;
  idempotencyKey: string;
}

/** What the browser needs to pay: Stripe's client secret, or the local processor's confirm address. */
export interface StartedPayment {
  paymentId: string;
  clientSecret?: string;
  publishableKey?: string;
  confirmUrl?: string;
}

/** A processor's event, reduced to what a reservation needs. */
export interface PaymentEvent {
  /** The processor's event id: an event is applied once, however often it arrives. */
  eventId: string;
  kind: "succeeded" | "failed" | "refunded";
  paymentId: string;
  reservationId: string | null;
  amountCents: number;
  /** The processor's words for a failure ("Your card was declined."). */
  failureMessage: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startPayment(request: PaymentRequest): Promise<StartedPayment>;
  /** Refund the whole payment. Idempotent on the key; throws ServiceError when the processor fails. */
  refund(paymentId: string, idempotencyKey: string): Promise<void>;
  /**
   * Verify a webhook's signature and read it: the event, or null for an event type we do not use.
   * A bad or missing signature, or one too old (a replay of a captured request), throws 400.
   */
  readWebhook(rawBody: string, signatureHeader: string | null): Promise<PaymentEvent | null>;
}

/** Stripe's default: a signed webhook older than five minutes is refused (replays of captured requests). */
export const WEBHOOK_TOLERANCE_S = 300;

/**
 * Verify a Stripe-format signature (`t=…,v1=…`) with Stripe's own code and map the event. Both
 * adapters use it: the local processor signs its events the way Stripe does.
 */
export function readStripeFormatWebhook(rawBody: string, signatureHeader: string | null, secret: string, nowS?: number): PaymentEvent | null {
  if (!signatureHeader) throw new AppError("invalid", "Missing Stripe-Signature header", [{ field: "stripe-signature", message: "This webhook is not signed." }]);
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_S, undefined, nowS);
  } catch (err) {
    throw new AppError("invalid", "Webhook signature verification failed", [{ field: "stripe-signature", message: err instanceof Error ? err.message : "The signature does not match." }]);
  }
  return paymentEventOf(event);
}

/** The three Stripe events a reservation listens to; everything else is acknowledged and ignored. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed": {
      const pi = event.data.object;
      return {
        eventId: event.id,
        kind: event.type === "payment_intent.succeeded" ? "succeeded" : "failed",
        paymentId: pi.id,
        reservationId: pi.metadata?.reservation_id ?? null,
        amountCents: pi.amount,
        failureMessage: event.type === "payment_intent.payment_failed" ? (pi.last_payment_error?.message ?? "The payment was not completed.") : null,
      };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const pi = typeof charge.payment_intent === "string" ? charge.payment_intent : (charge.payment_intent?.id ?? null);
      if (!pi) return null;
      return { eventId: event.id, kind: "refunded", paymentId: pi, reservationId: charge.metadata?.reservation_id ?? null, amountCents: charge.amount_refunded, failureMessage: null };
    }
    default:
      return null;
  }
}
