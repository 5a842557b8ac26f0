/**
 * Signing, in one place: HMAC signatures, their constant-time check, the webhook signature scheme
 * the lead webhooks and the SMS gateway share, and sealed values a client carries and hands back,
 * so the server can trust what it issued without storing it (a trade-in estimate quoted to the
 * shopper, for one): `{base64url JSON}.{HMAC-SHA256}` under a purpose label, so a value sealed for
 * one use is never accepted for another. The secrets themselves: src/platform/installation-secret.ts.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of `data` under `key`, base64url (what cookies and tokens carry). */
export function hmacBase64url(key: string | Buffer, data: string): string {
  return createHmac("sha256", key).update(data).digest("base64url");
}

/**
 * Whether two signatures (or hashes) are the same, in time that does not depend on where they
 * differ. Different lengths are simply not equal (a signature's length is no secret).
 */
export function signaturesMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `X-Forecourt-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}"}`: how a lead
 * webhook (the dealership's secret) and the SMS gateway (its token) are signed. Signing the
 * timestamp lets receivers refuse old replays.
 */
export function signWebhook(secret: string, body: string, nowMs: number): { timestamp: string; signature: string } {
  const t = String(Math.floor(nowMs / 1000));
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return { timestamp: t, signature: `t=${t},v1=${v1}` };
}

const mac = (secret: string, purpose: string, body: string) => hmacBase64url(secret, `${purpose}\n${body}`);

/** Seal `value` (any JSON) with its issue time. */
export function seal(secret: string, purpose: string, value: unknown, nowMs = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ v: value, iat: nowMs })).toString("base64url");
  return `${body}.${mac(secret, purpose, body)}`;
}

export type Opened<T> = { ok: true; value: T; issuedAtMs: number } | { ok: false; reason: "invalid" | "expired" };

/** The value sealed for `purpose`, if the seal holds and it is at most `maxAgeMs` old. */
export function unseal<T = unknown>(secret: string, purpose: string, token: unknown, maxAgeMs: number, nowMs = Date.now()): Opened<T> {
  if (typeof token !== "string" || token.length > 8000) return { ok: false, reason: "invalid" };
  const dot = token.indexOf(".");
  if (dot <= 0 || dot !== token.lastIndexOf(".")) return { ok: false, reason: "invalid" };
  const body = token.slice(0, dot);
  if (!signaturesMatch(token.slice(dot + 1), mac(secret, purpose, body))) return { ok: false, reason: "invalid" };
  let parsed: { v: T; iat: number };
  try {
    parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as { v: T; iat: number };
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (typeof parsed.iat !== "number" || parsed.iat > nowMs + 60_000) return { ok: false, reason: "invalid" };
  if (nowMs - parsed.iat > maxAgeMs) return { ok: false, reason: "expired" };
  return { ok: true, value: parsed.v, issuedAtMs: parsed.iat };
}
