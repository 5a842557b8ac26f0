/**
 * Spam defences that need no third party:
 *
 * - a form token: the time the form was shown, signed with HMAC, so a bot cannot claim it waited;
 *   a form sent sooner than LEADS_MIN_FILL_MS after it was shown is dropped quietly;
 * - a proof-of-work captcha (ALTCHA, self-hosted: the browser hashes until it finds the counter
 *   the server hid; the server checks one HMAC). The challenge is bound to the site and the
 *   submission's idempotency key, so one solved challenge buys one lead;
 * - the honeypot field (schemas.ts), filled in only by bots.
 *
 * The signing secret is FORM_SECRET, or a random one generated once and kept in `app_secrets`, so
 * every web node signs and checks with the same key.
 */
import { randomBytes } from "node:crypto";
import { createChallenge, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Database } from "../db/client";
import { leadSettings } from "../platform/config";
import { installationSecret } from "../platform/installation-secret";
import { hmacBase64url, signaturesMatch } from "../platform/signing";

/** The installation's form-signing secret (FORM_SECRET, else generated once and stored). */
export function formSecret(db: Database): Promise<string> {
  return installationSecret(db, "form_signing", leadSettings().FORM_SECRET);
}

/** `v1.{siteId}.{issuedAtMs}.{nonce}.{signature}` */
export function issueFormToken(secret: string, siteId: number, nowMs: number): string {
  const body = `v1.${siteId}.${nowMs}.${randomBytes(9).toString("base64url")}`;
  return `${body}.${hmacBase64url(secret, body)}`;
}

export type FormTokenCheck = { ok: true; issuedAt: number } | { ok: false; reason: "invalid" | "expired" | "too_fast" };

export function checkFormToken(
  secret: string,
  token: string | undefined,
  siteId: number,
  nowMs: number,
  limits: { minFillMs: number; ttlMs: number },
): FormTokenCheck {
  if (!token) return { ok: false, reason: "invalid" };
  const parts = token.split(".");
  if (parts.length !== 5 || parts[0] !== "v1") return { ok: false, reason: "invalid" };
  const body = parts.slice(0, 4).join(".");
  if (!signaturesMatch(parts[4]!, hmacBase64url(secret, body))) return { ok: false, reason: "invalid" };
  if (Number(parts[1]) !== siteId) return { ok: false, reason: "invalid" };
  const issuedAt = Number(parts[2]);
  if (!Number.isFinite(issuedAt)) return { ok: false, reason: "invalid" };
  if (nowMs - issuedAt > limits.ttlMs) return { ok: false, reason: "expired" };
  if (nowMs - issuedAt < limits.minFillMs) return { ok: false, reason: "too_fast" };
  return { ok: true, issuedAt };
}

export interface CaptchaBinding {
  siteId: number;
  idempotencyKey: string;
}

const captchaSecrets = (secret: string) => ({
  hmacSignatureSecret: `${secret}:captcha`,
  hmacKeySignatureSecret: `${secret}:captcha-key`,
});

/** A challenge whose answer is a counter in [min, max]: the browser does about that many hashes. */
export async function createCaptcha(secret: string, binding: CaptchaBinding, nowMs: number, ttlS: number): Promise<Challenge> {
  const s = leadSettings();
  const min = s.LEADS_CAPTCHA_MIN_COUNTER;
  const max = s.LEADS_CAPTCHA_MAX_COUNTER;
  const counter = min + (randomBytes(4).readUInt32BE(0) % (max - min + 1));
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter,
    deriveKey,
    data: { site: binding.siteId, key: binding.idempotencyKey },
    expiresAt: Math.floor(nowMs / 1000) + ttlS,
    ...captchaSecrets(secret),
  });
}

export type CaptchaCheck = { ok: true } | { ok: false; reason: "missing" | "invalid" | "expired" | "wrong_form" };

export async function checkCaptcha(
  secret: string,
  payload: { challenge: Record<string, unknown>; solution: Record<string, unknown> } | undefined,
  binding: CaptchaBinding,
): Promise<CaptchaCheck> {
  if (!payload) return { ok: false, reason: "missing" };
  const challenge = payload.challenge as unknown as Challenge;
  const params = challenge?.parameters as Challenge["parameters"] | undefined;
  if (!params || typeof params !== "object" || typeof challenge.signature !== "string") return { ok: false, reason: "invalid" };
  try {
    const result = await verifySolution({
      challenge,
      solution: payload.solution as never,
      deriveKey,
      ...captchaSecrets(secret),
    });
    if (result.expired) return { ok: false, reason: "expired" };
    if (!result.verified) return { ok: false, reason: "invalid" };
  } catch {
    // Malformed parameters make the library throw: a bad captcha, not a server error.
    return { ok: false, reason: "invalid" };
  }
  if (params.data?.site !== binding.siteId || params.data?.key !== binding.idempotencyKey) return { ok: false, reason: "wrong_form" };
  return { ok: true };
}

