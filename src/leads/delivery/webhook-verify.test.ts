/**
 * The verify snippet dealers are given (docs/examples/verify-forecourt-webhook.mjs, quoted in
 * docs/lead-delivery.md) accepts the webhooks we send and refuses tampered, foreign or stale ones.
 */
import { describe, expect, it } from "vitest";
import { verifyForecourtWebhook } from "../../../docs/examples/verify-forecourt-webhook.mjs";
import { signWebhook } from "../../platform/signing";

const secret = "whsec_dealer_0123456789abcdef";
const body = JSON.stringify({ event: "lead.created", delivery_id: "d1", lead: { id: "L1" } });
const now = 1_790_000_000;

describe("the webhook verify snippet", () => {
  const { signature } = signWebhook(secret, body, now * 1000);
  it("accepts the request as we sign it, as text or bytes", () => {
    expect(verifyForecourtWebhook(body, signature, secret, { nowSeconds: now })).toBe(true);
    expect(verifyForecourtWebhook(Buffer.from(body), signature, secret, { nowSeconds: now + 300 })).toBe(true);
  });
  it("refuses a changed body, another secret, a missing header and a request over 5 minutes old", () => {
    expect(verifyForecourtWebhook(body.replace("L1", "L2"), signature, secret, { nowSeconds: now })).toBe(false);
    expect(verifyForecourtWebhook(body, signature, "whsec_someone_else_0123456789", { nowSeconds: now })).toBe(false);
    expect(verifyForecourtWebhook(body, undefined, secret, { nowSeconds: now })).toBe(false);
    expect(verifyForecourtWebhook(body, signature, secret, { nowSeconds: now + 301 })).toBe(false);
  });
});
