/**
 * The dealer view's sign-in: the operator types ADMIN_TOKEN once at /admin/login and gets a
 * signed, httpOnly session cookie (12 hours). Nothing is stored server-side, so any web node
 * accepts it; changing ADMIN_TOKEN signs everyone out. With ADMIN_TOKEN unset the admin pages
 * do not exist (404).
 */
import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { adminToken } from "../web/admin-auth";

export const ADMIN_COOKIE = "forecourt_admin";
const SESSION_MS = 12 * 3600_000;

const key = (token: string) => createHash("sha256").update(`forecourt-admin-session:${token}`).digest();
const sign = (token: string, payload: string) => createHmac("sha256", key(token)).update(payload).digest("base64url");

export function sessionValue(token: string, nowMs = Date.now()): string {
  const payload = `v1.${nowMs + SESSION_MS}`;
  return `${payload}.${sign(token, payload)}`;
}

export function sessionValid(token: string, value: string | undefined, nowMs = Date.now()): boolean {
  if (!value) return false;
  const i = value.lastIndexOf(".");
  if (i < 0) return false;
  const payload = value.slice(0, i);
  const a = Buffer.from(value.slice(i + 1));
  const b = Buffer.from(sign(token, payload));
  if (a.length !== b.length || !timingSafeEqual(a, b)) return false;
  const exp = Number(payload.split(".")[1]);
  return Number.isFinite(exp) && exp > nowMs;
}

export function tokenMatches(given: string, token: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(token).digest();
  return timingSafeEqual(a, b);
}

/** For admin pages: 404 when the admin area is off, the login page when not signed in. */
export async function requireAdmin(nextPath: string): Promise<void> {
  const token = adminToken();
  if (!token) notFound();
  const jar = await cookies();
  if (!sessionValid(token, jar.get(ADMIN_COOKIE)?.value)) redirect(`/admin/login?next=${encodeURIComponent(nextPath)}`);
}

export async function startAdminSession(): Promise<void> {
  const token = adminToken();
  if (!token) notFound();
  const h = await headers();
  const secure = (h.get("x-forwarded-proto") ?? "").split(",")[0]?.trim() === "https";
  (await cookies()).set(ADMIN_COOKIE, sessionValue(token), { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: SESSION_MS / 1000 });
}

export async function endAdminSession(): Promise<void> {
  (await cookies()).delete(ADMIN_COOKIE);
}

/** Only same-site paths are followed after login (no open redirect). */
export function safeNext(next: unknown, fallback = "/admin/leads"): string {
  return typeof next === "string" && /^\/admin\/[A-Za-z0-9/_?=&%.-]*$/.test(next) && !next.startsWith("//") ? next : fallback;
}
