/**
 * The shopper's session: a signed, HttpOnly cookie naming the site, the user and the phone
 * number, with an expiry. Nothing is stored server-side, so any web node accepts it; signing out
 * deletes the cookie. The cookie is bound to the site that issued it: a cookie from one dealer
 * site is not a session on another, even where a browser would send it to both.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { accountSettings } from "../platform/config";

export const SHOPPER_COOKIE = "forecourt_shopper";

export interface ShopperSession {
  siteId: number;
  userId: number;
  /** National digits ("0412345678"). */
  phone: string;
  expiresAtMs: number;
}

const sign = (secret: string, payload: string) => createHmac("sha256", `forecourt-shopper-session:${secret}`).update(payload).digest("base64url");

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
  const given = Buffer.from(value.slice(i + 1));
  const expected = Buffer.from(sign(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const m = /^s1\.(\d+)\.(\d+)\.(04\d{8})\.(\d+)$/.exec(payload);
  if (!m) return null;
  const session = { siteId: Number(m[1]), userId: Number(m[2]), phone: m[3]!, expiresAtMs: Number(m[4]) };
  if (session.siteId !== siteId || session.expiresAtMs <= nowMs) return null;
  return session;
}

export function sessionMaxAgeMs(): number {
  return accountSettings().SESSION_DAYS * 24 * 3600_000;
}

const secretCache = new WeakMap<Database, Promise<string>>();

/** SESSION_SECRET, else a random secret generated once and kept in app_secrets (shared by every node). */
export function sessionSecret(db: Database): Promise<string> {
  const fromEnv = accountSettings().SESSION_SECRET;
  if (fromEnv) return Promise.resolve(fromEnv);
  let p = secretCache.get(db);
  if (!p) {
    p = (async () => {
      const candidate = randomBytes(32).toString("hex");
      // Two nodes racing here both end up reading the row that won.
      await db.rows(sql`insert into app_secrets (name, value) values ('shopper_session', ${candidate}) on conflict (name) do nothing`);
      const [row] = await db.rows<{ value: string }>(sql`select value from app_secrets where name = 'shopper_session'`);
      if (!row) throw new Error("shopper session secret missing after insert");
      return row.value;
    })();
    p.catch(() => secretCache.delete(db));
    secretCache.set(db, p);
  }
  return p;
}
