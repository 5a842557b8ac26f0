/**
 * The signed-in shopper of a request: read from the session cookie for pages, server actions and
 * API routes, written on sign-in and deleted on sign-out.
 */
import "server-only";
import { cookies, headers } from "next/headers";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { decodeSession, encodeSession, sessionMaxAgeMs, sessionSecret, SHOPPER_COOKIE, type ShopperSession } from "./session";
import { SIGNED_IN_HINT_COOKIE } from "../domain/watchlist";
import type { SignedInUser } from "./sign-in";
import { requestClient } from "../platform/request-client";

/** The shopper signed in on this site for the current page or action, or null. */
export async function readShopperSession(db: Database, site: Pick<Site, "id">): Promise<ShopperSession | null> {
  const value = (await cookies()).get(SHOPPER_COOKIE)?.value;
  if (!value) return null;
  return decodeSession(await sessionSecret(db), value, site.id);
}

/** The same for an API route's request. */
export async function readRequestShopperSession(db: Database, site: Pick<Site, "id">, request: Request): Promise<ShopperSession | null> {
  const header = request.headers.get("cookie") ?? "";
  const value = header
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SHOPPER_COOKIE}=`))
    ?.slice(SHOPPER_COOKIE.length + 1);
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null; // A mangled cookie is no session, not a server error.
  }
  return decodeSession(await sessionSecret(db), decoded, site.id);
}

/** Sign the user in: a session cookie for this site's host only (HttpOnly, SameSite=Lax, Secure on https). */
export async function startShopperSession(db: Database, user: SignedInUser): Promise<void> {
  const maxAge = sessionMaxAgeMs();
  const value = encodeSession(await sessionSecret(db), { siteId: user.siteId, userId: user.id, phone: user.phone, expiresAtMs: Date.now() + maxAge });
  const h = await headers();
  const secure = requestClient(h).proto === "https";
  const jar = await cookies();
  jar.set(SHOPPER_COOKIE, value, { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: Math.floor(maxAge / 1000) });
  // A hint the header's script can read (the session itself is HttpOnly): it only changes a link's
  // label from "Sign in" to "My watchlist"; nothing is authorised by it.
  jar.set(SIGNED_IN_HINT_COOKIE, "1", { httpOnly: false, sameSite: "lax", secure, path: "/", maxAge: Math.floor(maxAge / 1000) });
}

export async function endShopperSession(): Promise<void> {
  const jar = await cookies();
  jar.delete(SHOPPER_COOKIE);
  jar.delete(SIGNED_IN_HINT_COOKIE);
}
