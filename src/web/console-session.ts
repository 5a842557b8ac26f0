/**
 * The console's request helpers: who is signed in (cached per request), the page guard, the
 * session cookie, and the WebAuthn relying party for the host the browser is on.
 */
import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { can, type Permission } from "../domain/staff-roles";
import { requestClient, clientOrigin } from "../platform/request-client";
import { findStaffSession, STAFF_COOKIE, STAFF_SESSION_MS, type CurrentStaff } from "../staff/sessions";
import { findPageSite, getPageSite, type SiteContext } from "./site-context";
import type { RelyingParty } from "../staff/passkeys";
import type { Site } from "../site/store";
import { accountSettings, leadSettings } from "../platform/config";
import { transportsFromEnv } from "../leads/delivery/transports";
import type { Database } from "../db/client";
import { AppError } from "../platform/errors";
import { requestCookie } from "./http";

/** The signed-in staff member of this page's site, or null. */
export const currentStaff = cache(async (): Promise<(CurrentStaff & SiteContext) | null> => {
  const ctx = await findPageSite();
  if (!ctx) return null;
  const jar = await cookies();
  const found = await findStaffSession(ctx.db, ctx.site, jar.get(STAFF_COOKIE)?.value);
  return found ? { ...found, ...ctx } : null;
});

/**
 * For console pages and actions: the signed-in member (else the sign-in page, coming back to
 * `nextPath`), who holds `permission` (else 404: the page is not there for their role).
 */
export async function requireStaff(nextPath: string, permission?: Permission): Promise<CurrentStaff & SiteContext> {
  await getPageSite();
  const staff = await currentStaff();
  if (!staff) redirect(`/console/sign-in?next=${encodeURIComponent(nextPath)}`);
  if (permission && !can(staff.member, permission)) notFound();
  return staff;
}

/**
 * For the console's route handlers (JSON calls, no page to redirect): the member whose session
 * cookie came with this request on this site, else a 401 naming what to do.
 */
export async function staffFromRequest(db: Database, site: Site, request: Request): Promise<CurrentStaff["member"]> {
  const member = await currentStaffFromRequest(db, site, request);
  if (!member) throw new AppError("unauthorized", "Please sign in to the console first.");
  return member;
}

/** The member whose session cookie came with this request on this site, or null. */
export async function currentStaffFromRequest(db: Database, site: Site, request: Request): Promise<CurrentStaff["member"] | null> {
  return (await findStaffSession(db, site, requestCookie(request, STAFF_COOKIE)))?.member ?? null;
}

export async function setStaffCookie(value: string): Promise<void> {
  const client = requestClient(await headers());
  (await cookies()).set(STAFF_COOKIE, value, { httpOnly: true, sameSite: "lax", secure: client.proto === "https", path: "/", maxAge: STAFF_SESSION_MS / 1000 });
}

/** The relying party for a passkey ceremony: the browser's own origin and host name. */
export function relyingPartyFor(site: Pick<Site, "name">, requestHeaders: Pick<Headers, "get">): RelyingParty {
  const origin = clientOrigin(requestClient(requestHeaders));
  return { origin, rpID: new URL(origin).hostname, name: site.name };
}

/** The mail transport and sender for console e-mails (the leads' own: SMTP, or the local catcher). */
export async function consoleMail(db: Database) {
  const s = leadSettings();
  return { mail: (await transportsFromEnv(db)).mail, from: s.MAIL_FROM, caughtLocally: !s.SMTP_URL };
}

/**
 * Whether the page may show a link it just e-mailed: only in the demo, where e-mail is caught
 * locally and shopper sign-in codes are shown too (SIGN_IN_DEMO_CODES; by default only on the
 * embedded database), so someone trying `npm start` can get in without a mail server.
 */
export function showDemoLinks(caughtLocally: boolean): boolean {
  return caughtLocally && accountSettings().SIGN_IN_DEMO_CODES;
}
