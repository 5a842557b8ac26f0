/**
 * The Stripe adapter against Stripe's API shapes (recorded answers, served by a fetch we pass to
 * Stripe's own HTTP client) and Stripe's real signature scheme (generateTestHeaderString):
 * what we send, the idempotency keys, and how webhooks are read, replayed and forged.
 */
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { StripePaymentProvider } from "./stripe-provider";
import { WEBHOOK_TOLERANCE_S } from "./provider";

const WHSEC = "whsec_test_forecourt_0123456789";

/** A PaymentIntent as Stripe's API answers POST /v1/payment_intents (trimmed to the fields Stripe always sends). */
const RECORDED_INTENT = {
  id: "pi_3QxTestRecorded01",
  object: "payment_intent",
  amount: 20000,
  amount_capturable: 0,
  amount_received: 0,
  automatic_payment_methods: { allow_redirects: "always", enabled: true },
  capture_method: "automatic_async",
  client_secret: "pi_3QxTestRecorded01_secret_AbCdEf123",
  confirmation_method: "automatic",
  created: 1764115200,
  currency: "aud",
  description: "Refundable deposit to reserve 2024 Toyota Corolla with Alpha",
  livemode: false,
  metadata: { reservation_id: "res_abc", site: "alpha" },
  payment_method_types: ["card", "link"],
  receipt_email: "jo@example.com",
  status: "requires_payment_method",
};

const RECORDED_REFUND = { id: "re_3QxTestRecorded01", object: "refund", amount: 20000, currency: "aud", payment_intent: "pi_3QxTestRecorded01", status: "succeeded", reason: "requested_by_customer" };

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: URLSearchParams;
}

function recordedStripe(answer: (req: Seen) => { status: number; body: unknown }) {
  const seen: Seen[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers as HeadersInit).forEach((v, k) => (headers[k] = v));
    const req = { url: String(input), method: init?.method ?? "GET", headers, body: new URLSearchParams(String(init?.body ?? "")) };
    seen.push(req);
    const a = answer(req);
    return new Response(JSON.stringify(a.body), { status: a.status, headers: { "content-type": "application/json", "request-id": "req_test" } });
  };
  const provider = new StripePaymentProvider({
    secretKey: "sk_test_forecourt",
    publishableKey: "pk_test_forecourt",
    webhookSecret: WHSEC,
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
  });
  return { provider, seen };
}

const request = { reservationId: "res_abc", siteSlug: "alpha", amountCents: 20000, currency: "AUD" as const, description: "Refundable deposit", receiptEmail: "jo@example.com", idempotencyKey: "reservation-res_abc-payment" };

describe("the Stripe payments adapter", () => {
  it("creates an AUD PaymentIntent with automatic payment methods (cards, Apple Pay, Google Pay), our reservation in its metadata and our idempotency key", async () => {
    const { provider, seen } = recordedStripe(() => ({ status: 200, body: RECORDED_INTENT }));
    const started = await provider.startPayment(request);
    expect(started).toEqual({ paymentId: "pi_3QxTestRecorded01", clientSecret: "pi_3QxTestRecorded01_secret_AbCdEf123", publishableKey: "pk_test_forecourt" });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe("https://api.stripe.com/v1/payment_intents");
    expect(seen[0]!.method).toBe("POST");
    expect(seen[0]!.headers["idempotency-key"]).toBe("reservation-res_abc-payment");
    expect(seen[0]!.headers.authorization).toBe("Bearer sk_test_forecourt");
    const b = seen[0]!.body;
    expect(b.get("amount")).toBe("20000");
    expect(b.get("currency")).toBe("aud");
    expect(b.get("automatic_payment_methods[enabled]")).toBe("true");
    expect(b.get("metadata[reservation_id]")).toBe("res_abc");
    expect(b.get("receipt_email")).toBe("jo@example.com");
  });

  it("refunds by PaymentIntent with its own idempotency key; an already-refunded charge counts as done; a refused key is a permanent failure", async () => {
    const ok = recordedStripe(() => ({ status: 200, body: RECORDED_REFUND }));
    await ok.provider.refund("pi_3QxTestRecorded01", "reservation-res_abc-refund");
    expect(ok.seen[0]!.url).toBe("https://api.stripe.com/v1/refunds");
    expect(ok.seen[0]!.body.get("payment_intent")).toBe("pi_3QxTestRecorded01");
    expect(ok.seen[0]!.headers["idempotency-key"]).toBe("reservation-res_abc-refund");

    const already = recordedStripe(() => ({ status: 400, body: { error: { type: "invalid_request_error", code: "charge_already_refunded", message: "Charge ch_1 has already been refunded." } } }));
    await expect(already.provider.refund("pi_3QxTestRecorded01", "k")).resolves.toBeUndefined();

    const badKey = recordedStripe(() => ({ status: 401, body: { error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" } } }));
    await expect(badKey.provider.refund("pi_3QxTestRecorded01", "k")).rejects.toMatchObject({ code: "service", permanent: true });
  });

  it("reads a signed payment_intent.succeeded and payment_failed, ignores other events, and refuses a forged, unsigned or stale webhook", async () => {
    const { provider } = recordedStripe(() => ({ status: 500, body: {} }));
    const event = (type: string, object: unknown) => JSON.stringify({ id: `evt_${type}`, object: "event", type, created: 1764115200, livemode: false, data: { object } });
    const paid = event("payment_intent.succeeded", { ...RECORDED_INTENT, status: "succeeded" });
    const header = Stripe.webhooks.generateTestHeaderString({ payload: paid, secret: WHSEC });
    expect(await provider.readWebhook(paid, header)).toEqual({ eventId: "evt_payment_intent.succeeded", kind: "succeeded", paymentId: "pi_3QxTestRecorded01", reservationId: "res_abc", amountCents: 20000, failureMessage: null });

    const failed = event("payment_intent.payment_failed", { ...RECORDED_INTENT, last_payment_error: { code: "card_declined", message: "Your card was declined." } });
    expect(await provider.readWebhook(failed, Stripe.webhooks.generateTestHeaderString({ payload: failed, secret: WHSEC }))).toMatchObject({ kind: "failed", failureMessage: "Your card was declined." });

    const other = event("customer.created", { id: "cus_1", object: "customer" });
    expect(await provider.readWebhook(other, Stripe.webhooks.generateTestHeaderString({ payload: other, secret: WHSEC }))).toBeNull();

    const forged = Stripe.webhooks.generateTestHeaderString({ payload: paid, secret: "whsec_someone_else" });
    await expect(provider.readWebhook(paid, forged)).rejects.toMatchObject({ code: "invalid", errors: [{ field: "stripe-signature" }] });
    await expect(provider.readWebhook(paid, null)).rejects.toMatchObject({ code: "invalid" });
    // A captured request replayed after the tolerance window: refused even with its genuine signature.
    const stale = Stripe.webhooks.generateTestHeaderString({ payload: paid, secret: WHSEC, timestamp: Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_S - 5 });
    await expect(provider.readWebhook(paid, stale)).rejects.toMatchObject({ code: "invalid" });
  });
});
