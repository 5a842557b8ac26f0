/**
 * The shopper's session: a signed, HttpOnly cookie naming the site, the user and the phone
 * number, with an expiry. Nothing is stored server-side, so any web node accepts it; signing out
 * deletes the cookie. The cookie is bound to the site that issued it: a cookie from one dealer
 * site is not a session on another, even where a browser would send it to both.
 */
import type { Database } from "../db/client";
import { accountSettings } from "../platform/config";
import { installationSecret } from "../platform/installation-secret";
import { hmacBase64url, signaturesMatch } from "../platform/signing";

export const SHOPPER_COOKIE = "forecourt_shopper";

export interface ShopperSession {
  siteId: number;
  userId: number;
  /** National digits ("0412345678"). */
  phone: string;
  expiresAtMs: number;
}

const sign = (secret: string, payload: string) => hmacBase64url(`forecourt-shopper-session:${secret}`, payload);

/** `s1.{siteId}.{userId}.{phone}.{expiresAtMs}.{signature}` */
export function encodeSession(secret: string, s: ShopperSession): string {
  const payload = `s1.${s.siteId}.${s.userId}.${s.phone}.${s.expiresAtMs}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The session a cookie value holds for this site, or null (tampered, expired, another site's, malformed). */
export function decodeSession(secret: string, value: string | undefined, siteId: number, nowMs = Date.now()): ShopperSession | null {
  if (!value || value.length > 200) return null;
  const i = value.lastIndexOf(".");
  if (i < 0) return null;
  const payload = value.slice(0, i);
  if (!signaturesMatch(value.slice(i + 1), sign(secret, payload))) return null;
  const m = /^s1\.(\d+)\.(\d+)\.(04\d{8})\.(\d+)$/.exec(payload);
  if (!m) return null;
  const session = { siteId: Number(m[1]), userId: Number(m[2]), phone: m[3]!, expiresAtMs: Number(m[4]) };
  if (session.siteId !== siteId || session.expiresAtMs <= nowMs) return null;
  return session;
}

export function sessionMaxAgeMs(): number {
  return accountSettings().SESSION_DAYS * 24 * 3600_000;
}

/** SESSION_SECRET, else a random secret generated once and kept in app_secrets (shared by every node). */
export function sessionSecret(db: Database): Promise<string> {
  return installationSecret(db, "shopper_session", accountSettings().SESSION_SECRET);
}
