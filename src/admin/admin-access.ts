/**
 * Who may use the dealer view and the admin API, as data functions (no Next.js here, so both the
 * routes and the tests call them with a database):
 *
 * - `checkAdminToken`: the token compared in constant time; wrong ones counted per client address
 *   in `rate_limits` (so every node counts together), and past ADMIN_TOKEN_RATE_LIMIT the address is
 *   refused — even with the right token — until the window ends. A 32+ character random token
 *   cannot be guessed anyway; this keeps anyone from trying at line speed.
 * - Sessions: the dealer view's cookie names a row in `admin_sessions`; signing out deletes it, so a
 *   copied cookie stops working on every node at once. The cookie is also signed with a key derived
 *   from ADMIN_TOKEN, so changing the token signs everyone out.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { adminSessions } from "../db/schema";
import { hitRateLimit, releaseRateLimitHit, type RateLimit } from "../platform/rate-limit";
import { getEnv } from "../platform/config";
import { hmacBase64url, signaturesMatch } from "../platform/signing";

/**
 * Wrong tokens one client address may send in a window (ADMIN_TOKEN_RATE_LIMIT, default 20 in 15
 * minutes), the login form and the API together; the attempt after the last of them is refused
 * (429) whatever it carries.
 */
/** The configured token, or undefined when the admin API and the dealer view are off. */
export function adminToken(): string | undefined {
  return getEnv().ADMIN_TOKEN;
}

export function adminTokenAttempts(): RateLimit {
  return getEnv().ADMIN_TOKEN_RATE_LIMIT;
}
export const ADMIN_SESSION_MS = 12 * 3600_000;

/** Compare in constant time; hashing first makes the lengths equal, so the length leaks nothing either. */
export function tokenMatches(given: string, token: string): boolean {
  const digest = (v: string) => createHash("sha256").update(v).digest("base64url");
  return signaturesMatch(digest(given), digest(token));
}

export type TokenCheck = { ok: true } | { ok: false; reason: "wrong" } | { ok: false; reason: "throttled"; retryAfterS: number };

const bucketFor = (clientIp: string) => `admin-token:${clientIp}`;

/**
 * Check a typed or sent admin token from this client address (see the file comment). No token at
 * all is no guess: it is refused without counting (a browser or a health check that simply has no
 * credentials must not lock its address out).
 */
export async function checkAdminToken(db: Database, given: string, token: string, clientIp: string, nowMs = Date.now()): Promise<TokenCheck> {
  if (given === "") return { ok: false, reason: "wrong" };
  const rule = adminTokenAttempts();
  const bucket = bucketFor(clientIp);
  // Every attempt is counted before it is judged (atomically, so a burst of parallel guesses gets
  // no more tries than a sequence), and a right one is taken back: only wrong tokens stay counted.
  const counted = await hitRateLimit(db, bucket, rule, nowMs);
  if (!counted.allowed) return { ok: false, reason: "throttled", retryAfterS: counted.retryAfterS };
  if (!tokenMatches(given, token)) return { ok: false, reason: "wrong" };
  await releaseRateLimitHit(db, bucket, rule, nowMs);
  return { ok: true };
}

const sessionKey = (token: string) => createHash("sha256").update(`forecourt-admin-session:${token}`).digest();
const sign = (token: string, payload: string) => hmacBase64url(sessionKey(token), payload);

/** The cookie value for session `id`: `v2.{id}.{expiresAtMs}.{signature}`. */
export function sessionCookieValue(token: string, id: string, expiresAtMs: number): string {
  const payload = `v2.${id}.${expiresAtMs}`;
  return `${payload}.${sign(token, payload)}`;
}

/** The session id a cookie names, when it is signed with this token's key and not expired; else null. */
export function sessionIdFromCookie(token: string, value: string | undefined, nowMs = Date.now()): string | null {
  if (!value) return null;
  const parts = value.split(".");
  if (parts.length !== 4 || parts[0] !== "v2") return null;
  const payload = parts.slice(0, 3).join(".");
  if (!signaturesMatch(parts[3]!, sign(token, payload))) return null;
  const exp = Number(parts[2]);
  return Number.isFinite(exp) && exp > nowMs ? parts[1]! : null;
}

/** A new session, and the cookie value naming it. Sessions past their end are cleared on the way. */
export async function startAdminSessionRow(db: Database, token: string, nowMs = Date.now()): Promise<{ id: string; cookie: string; expiresAt: Date }> {
  const id = randomBytes(18).toString("base64url");
  const expiresAt = new Date(nowMs + ADMIN_SESSION_MS);
  await db.orm.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date(nowMs)));
  await db.orm.insert(adminSessions).values({ id, createdAt: new Date(nowMs), expiresAt });
  return { id, cookie: sessionCookieValue(token, id, expiresAt.getTime()), expiresAt };
}

/** Whether the cookie names a live session: signed, not expired, and not signed out. */
export async function adminSessionValid(db: Database, token: string, cookie: string | undefined, nowMs = Date.now()): Promise<boolean> {
  const id = sessionIdFromCookie(token, cookie, nowMs);
  if (!id) return false;
  const rows = await db.orm
    .select({ id: adminSessions.id })
    .from(adminSessions)
    .where(and(eq(adminSessions.id, id), gt(adminSessions.expiresAt, new Date(nowMs))))
    .limit(1);
  return rows.length === 1;
}

/** End the session a (signed) cookie names, expired or not. */
export async function revokeAdminSession(db: Database, token: string, cookie: string | undefined): Promise<void> {
  const id = sessionIdFromCookie(token, cookie, 0);
  if (id) await db.orm.delete(adminSessions).where(eq(adminSessions.id, id));
}
