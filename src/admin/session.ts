/**
 * The dealer view's sign-in: the operator types ADMIN_TOKEN once at /admin/login and gets an
 * httpOnly cookie naming a server-side session (12 hours, src/admin/admin-access.ts): any web node
 * accepts it, signing out ends it everywhere (a copied cookie stops working), and changing
 * ADMIN_TOKEN signs everyone out. Wrong tokens are limited per client address. With ADMIN_TOKEN
 * unset the admin pages do not exist (404).
 */
import "server-only";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { getDb } from "../db/client";
import { inWholeMinutes } from "../domain/count-of";
import { safeReturnPath } from "../domain/return-path";
import { requestClient } from "../platform/request-client";
import { ADMIN_SESSION_MS, adminSessionValid, adminToken, checkAdminToken, revokeAdminSession, startAdminSessionRow } from "./admin-access";

export const ADMIN_COOKIE = "forecourt_admin";

/** For admin pages: 404 when the admin area is off, the login page when not signed in. */
export async function requireAdmin(nextPath: string): Promise<void> {
  const token = adminToken();
  if (!token) notFound();
  const jar = await cookies();
  if (!(await adminSessionValid(await getDb(), token, jar.get(ADMIN_COOKIE)?.value))) redirect(`/admin/login?next=${encodeURIComponent(nextPath)}`);
}


/**
 * Sign in with a typed token: a new session and its cookie, or why not (a wrong token, or too many
 * wrong ones from this address lately).
 */
export async function startAdminSession(given: string): Promise<{ ok: true } | { ok: false; error: string }> {
  const token = adminToken();
  if (!token) notFound();
  const h = await headers();
  const client = requestClient(h);
  const db = await getDb();
  const check = await checkAdminToken(db, given, token, client.ip);
  if (!check.ok) {
    return { ok: false, error: check.reason === "throttled" ? `Too many wrong tokens from your address. Please try again in ${inWholeMinutes(check.retryAfterS)}.` : "That token is not right." };
  }
  const session = await startAdminSessionRow(db, token);
  (await cookies()).set(ADMIN_COOKIE, session.cookie, { httpOnly: true, sameSite: "lax", secure: client.proto === "https", path: "/", maxAge: ADMIN_SESSION_MS / 1000 });
  return { ok: true };
}

/** Sign out: the session ends on the server (a copy of the cookie is no longer accepted) and the cookie goes. */
export async function endAdminSession(): Promise<void> {
  const jar = await cookies();
  const token = adminToken();
  if (token) await revokeAdminSession(await getDb(), token, jar.get(ADMIN_COOKIE)?.value);
  jar.delete(ADMIN_COOKIE);
}

/**
 * After login, only a path inside the dealer view on this site is followed (no open redirect);
 * `origin` is the browser's, so an absolute URL on it is kept as its path.
 */
export function safeNext(next: unknown, fallback = "/admin/leads", origin?: string): string {
  return safeReturnPath(next, fallback, { under: "/admin", origin });
}
