/**
 * The local test processor (`PAYMENTS_PROVIDER=local`, the default): a card processor that runs in
 * this app, for the demo and the tests, with no network and no real money.
 *
 * It keeps its payments in `local_payments` the way a processor keeps PaymentIntents: created
 * (idempotent on the caller's key), then confirmed with a test card (src/payments/test-cards.ts),
 * refunded. A confirmation does not touch the reservation itself: it produces a Stripe-shaped event
 * (`payment_intent.succeeded` / `payment_intent.payment_failed`) signed with Stripe's own code and a
 * per-installation secret, and that event goes through the same verified webhook path a real
 * processor's does (src/reservations/payment-events.ts).
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import type { SqlRunner } from "../platform/sql-runner";
import { installationSecret } from "../platform/installation-secret";
import { ConflictError, NotFoundError } from "../platform/errors";
import { readStripeFormatWebhook, type PaymentProvider, type PaymentRequest, type StartedPayment, type PaymentEvent } from "./provider";
import { testCardOutcome } from "./test-cards";

export const LOCAL_CONFIRM_PATH = "/api/payments/local/confirm";

interface LocalPaymentRow {
  id: string;
  amount_cents: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
}

/** A signed webhook, ready for the webhook path. */
export interface SignedWebhook {
  payload: string;
  signature: string;
}

const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString("base64url")}`;

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = "local" as const;
  constructor(private readonly db: SqlRunner) {}

  private secret(): Promise<string> {
    return installationSecret(this.db, "local_payments_webhook", undefined);
  }

  async startPayment(request: PaymentRequest): Promise<StartedPayment> {
    // The same key answers the same payment, as a processor's idempotency does.
    await this.db.rows(sql`
      insert into local_payments (id, amount_cents, currency, status, metadata, idempotency_key)
      values (${newId("pi")}, ${request.amountCents}, ${request.currency}, 'requires_payment_method',
              ${JSON.stringify({ reservation_id: request.reservationId, site: request.siteSlug })}::jsonb, ${request.idempotencyKey})
      on conflict (idempotency_key) do nothing`);
    const [row] = await this.db.rows<{ id: string }>(sql`select id from local_payments where idempotency_key = ${request.idempotencyKey}`);
    if (!row) throw new Error("local payment missing after insert");
    return { paymentId: row.id, confirmUrl: LOCAL_CONFIRM_PATH };
  }

  /**
   * Pay with a test card: the payment succeeds or stays unpaid with the decline on it, and either
   * way a signed event is returned for the webhook path. A payment already made cannot be paid again.
   */
  async confirm(paymentId: string, card: { number: string; expiry?: string; cvc?: string }, now = new Date()): Promise<SignedWebhook> {
    const outcome = testCardOutcome(card, now);
    const [row] = await this.db.rows<LocalPaymentRow>(sql`
      update local_payments
         set status = ${outcome.ok ? "succeeded" : "requires_payment_method"},
             card_last4 = ${outcome.ok ? outcome.last4 : null},
             decline_code = ${outcome.ok ? null : outcome.code},
             updated_at = now()
       where id = ${paymentId} and status = 'requires_payment_method'
      returning id, amount_cents, currency, status, metadata`);
    if (!row) {
      const [known] = await this.db.rows<{ status: string }>(sql`select status from local_payments where id = ${paymentId}`);
      if (!known) throw new NotFoundError("payment_id", "No such payment");
      throw new ConflictError("This deposit has already been paid.");
    }
    const intent = {
      id: row.id,
      object: "payment_intent",
      amount: row.amount_cents,
      currency: row.currency.toLowerCase(),
      status: outcome.ok ? "succeeded" : "requires_payment_method",
      metadata: row.metadata,
      last_payment_error: outcome.ok ? null : { code: outcome.code, decline_code: outcome.code, message: outcome.message, type: "card_error" },
    };
    const event = {
      id: newId("evt"),
      object: "event",
      type: outcome.ok ? "payment_intent.succeeded" : "payment_intent.payment_failed",
      created: Math.floor(now.getTime() / 1000),
      livemode: false,
      data: { object: intent },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: await this.secret(), timestamp: Math.floor(Date.now() / 1000) });
    return { payload, signature };
  }

  /** The key is not needed here: refunding twice refunds once, since the amount refunded is the amount paid. */
  async refund(paymentId: string): Promise<void> {
    const [row] = await this.db.rows<{ id: string }>(sql`
      update local_payments set refunded_cents = amount_cents, updated_at = now()
       where id = ${paymentId} and status = 'succeeded'
      returning id`);
    if (!row) {
      const [known] = await this.db.rows<{ status: string }>(sql`select status from local_payments where id = ${paymentId}`);
      if (!known) throw new NotFoundError("payment_id", "No such payment");
      // Nothing was taken (declined or never paid): nothing to give back.
    }
  }

  async readWebhook(rawBody: string, signatureHeader: string | null): Promise<PaymentEvent | null> {
    return readStripeFormatWebhook(rawBody, signatureHeader, await this.secret());
  }

  /** What the processor holds for a payment (tests and the dealer view): status and refunded amount. */
  async describe(paymentId: string): Promise<{ status: string; amountCents: number; refundedCents: number } | null> {
    const [row] = await this.db.rows<{ status: string; amount_cents: number; refunded_cents: number }>(sql`select status, amount_cents, refunded_cents from local_payments where id = ${paymentId}`);
    return row ? { status: row.status, amountCents: Number(row.amount_cents), refundedCents: Number(row.refunded_cents) } : null;
  }
}

export function isLocalProvider(p: PaymentProvider): p is LocalPaymentProvider {
  return p instanceof LocalPaymentProvider;
}

