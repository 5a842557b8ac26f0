/**
 * Sealed values a client carries and hands back, so the server can trust what it issued without
 * storing it (a trade-in estimate quoted to the shopper, for one): `{base64url JSON}.{HMAC-SHA256}`
 * under a purpose label, so a value sealed for one use is never accepted for another. Compared in
 * constant time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const mac = (secret: string, purpose: string, body: string) => createHmac("sha256", secret).update(`${purpose}\n${body}`).digest("base64url");

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
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, purpose, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
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
