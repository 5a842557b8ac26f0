/**
 * The real payments adapter (`PAYMENTS_PROVIDER=stripe`): one PaymentIntent per deposit, in AUD,
 * with automatic payment methods so Stripe's Payment Element offers cards, Apple Pay and Google Pay
 * as the dealer's Stripe account has them switched on. The browser confirms with the client secret;
 * Stripe tells us the outcome by a signed webhook (`payment_intent.succeeded` /
 * `payment_intent.payment_failed`, `charge.refunded`), checked with STRIPE_WEBHOOK_SECRET and
 * refused when forged or older than five minutes. Every API call carries an idempotency key, so a
 * retried request never makes a second charge or refund.
 */
import Stripe from "stripe";
import { ServiceError } from "../platform/errors";
import { readStripeFormatWebhook, type PaymentEvent, type PaymentProvider, type PaymentRequest, type StartedPayment } from "./provider";

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests pass Stripe.createFetchHttpClient(recordedFetch) to answer with recorded API shapes. */
  httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      appInfo: { name: "Forecourt" },
      ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    });
  }

  async startPayment(request: PaymentRequest): Promise<StartedPayment> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description: request.description,
          receipt_email: request.receiptEmail,
          metadata: { reservation_id: request.reservationId, site: request.siteSlug },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!intent.client_secret) throw new ServiceError("Stripe returned a PaymentIntent without a client secret");
      return { paymentId: intent.id, clientSecret: intent.client_secret, publishableKey: this.options.publishableKey };
    } catch (err) {
      throw asServiceError(err, "Stripe could not start the payment");
    }
  }

  async refund(paymentId: string, idempotencyKey: string): Promise<void> {
    try {
      await this.stripe.refunds.create({ payment_intent: paymentId, reason: "requested_by_customer" }, { idempotencyKey });
    } catch (err) {
      // Already refunded in full: the refund we asked for has happened.
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "charge_already_refunded") return;
      throw asServiceError(err, "Stripe could not refund the payment");
    }
  }

  async readWebhook(rawBody: string, signatureHeader: string | null): Promise<PaymentEvent | null> {
    return readStripeFormatWebhook(rawBody, signatureHeader, this.options.webhookSecret);
  }
}

function asServiceError(err: unknown, message: string): ServiceError {
  if (err instanceof ServiceError) return err;
  // A request Stripe refuses (bad key, bad parameters) will not pass on a retry either.
  const permanent = err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeAuthenticationError;
  return new ServiceError(`${message}: ${err instanceof Error ? err.message : String(err)}`, err, permanent);
}
