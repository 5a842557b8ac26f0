/**
 * E-mailed one-time links for the console: an invitation (valid INVITE_TTL_MS) and a sign-in link
 * (valid SIGN_IN_LINK_TTL_MS). The link carries a random secret; only its hash is stored, and it
 * works once. Opening the link shows a button and only pressing it signs in, so a mail scanner
 * that fetches links does not use them up. Asking for a link never says whether the address has
 * an account (the same answer either way), and is limited per address and per client.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffTokens } from "../db/schema";
import type { Site } from "../site/store";
import type { MailTransport } from "../leads/delivery/transports";
import type { OutgoingEmail } from "../leads/delivery/messages";
import { normaliseStaffEmail, STAFF_ROLE_LABELS } from "../domain/staff-roles";
import { inWholeMinutes } from "../domain/count-of";
import { hitRateLimit } from "../platform/rate-limit";
import { ValidationError } from "../platform/errors";
import { findStaffByEmail, findStaffById, type StaffMember } from "./accounts";
import { hashSecret } from "./sessions";

export const INVITE_TTL_MS = 7 * 24 * 3600_000;
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
/** Links one address may be sent in an hour, and requests one client may make. */
export const LINK_LIMIT_PER_ADDRESS = { limit: 5, windowS: 3600 };
export const LINK_LIMIT_PER_CLIENT = { limit: 30, windowS: 3600 };

export const CONSOLE_LINK_PATH = "/console/sign-in/link";

type LinkKind = "invite" | "sign-in";

export async function issueStaffLink(db: Database, site: Pick<Site, "id">, member: Pick<StaffMember, "id">, kind: LinkKind, now = new Date()): Promise<string> {
  const secret = randomBytes(32).toString("base64url");
  const ttl = kind === "invite" ? INVITE_TTL_MS : SIGN_IN_LINK_TTL_MS;
  await db.orm.insert(staffTokens).values({ tokenHash: hashSecret(secret), siteId: site.id, staffId: member.id, kind, expiresAt: new Date(now.getTime() + ttl), createdAt: now });
  return secret;
}

export function staffLinkEmail(site: Pick<Site, "name">, member: Pick<StaffMember, "email" | "name" | "role">, kind: LinkKind, url: string, opts: { from: string; key: string }): OutgoingEmail {
  const invite = kind === "invite";
  const lines = invite
    ? [
        `Hello ${member.name},`,
        "",
        `You have been invited to the ${site.name} dealer console as ${STAFF_ROLE_LABELS[member.role].toLowerCase()}.`,
        `Open this link within 7 days to sign in, then add a passkey so you can sign in with your fingerprint, face or device PIN next time:`,
        url,
      ]
    : [`Hello ${member.name},`, "", `Here is your link to sign in to the ${site.name} dealer console. It works once, for 15 minutes:`, url, "", "If you did not ask for it, you can ignore this e-mail."];
  return {
    messageId: `<${opts.key}@forecourt>`,
    from: opts.from,
    to: member.email,
    replyTo: null,
    subject: invite ? `You're invited to the ${site.name} dealer console` : `Sign in to the ${site.name} dealer console`,
    text: lines.join("\n"),
    html: null,
    headers: { "X-Forecourt-Console": kind },
  };
}

/**
 * Issue a link and e-mail it; answers the link (the demo shows it when e-mail is caught locally).
 * `origin` is the site's address the link points at.
 */
export async function sendStaffLink(db: Database, site: Pick<Site, "id" | "name">, member: StaffMember, kind: LinkKind, opts: { origin: string; mail: MailTransport; from: string; now?: Date }): Promise<string> {
  const secret = await issueStaffLink(db, site, member, kind, opts.now);
  const url = `${opts.origin}${CONSOLE_LINK_PATH}?token=${secret}`;
  await opts.mail.send(staffLinkEmail(site, member, kind, url, { from: opts.from, key: `staff-${kind}-${hashSecret(secret).slice(0, 24)}` }), { siteId: site.id, leadId: null });
  return url;
}

/** `sentLink` is for the demo's page only (never shown when e-mail really goes out): null when no link was sent. */
export type LinkRequest = { ok: true; sentLink: string | null } | { ok: false; field: "email"; message: string };

/**
 * "E-mail me a sign-in link": the same answer whether or not the address has an account; a link is
 * sent only to an active member of this site.
 */
export async function requestStaffSignInLink(
  db: Database,
  site: Pick<Site, "id" | "name">,
  rawEmail: unknown,
  opts: { clientIp: string; origin: string; mail: MailTransport; from: string; now?: Date },
): Promise<LinkRequest> {
  const email = normaliseStaffEmail(rawEmail);
  if (!email) return { ok: false, field: "email", message: "Enter your work e-mail address" };
  const nowMs = (opts.now ?? new Date()).getTime();
  for (const [bucket, rule] of [
    [`staff-link:address:${site.id}:${email}`, LINK_LIMIT_PER_ADDRESS],
    [`staff-link:ip:${opts.clientIp}`, LINK_LIMIT_PER_CLIENT],
  ] as const) {
    const hit = await hitRateLimit(db, bucket, rule, nowMs);
    if (!hit.allowed) return { ok: false, field: "email", message: `Too many sign-in links asked for lately. Please try again in ${inWholeMinutes(hit.retryAfterS)}.` };
  }
  const member = await findStaffByEmail(db, site, email);
  return { ok: true, sentLink: member && !member.disabled ? await sendStaffLink(db, site, member, "sign-in", opts) : null };
}

/** Use a link: the member it signs in, once, before it expires, on its own site; else null. */
export async function consumeStaffLink(db: Database, site: Pick<Site, "id">, secret: unknown, now = new Date()): Promise<StaffMember | null> {
  if (typeof secret !== "string" || secret.length < 20 || secret.length > 100) return null;
  const [used] = await db.orm
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.tokenHash, hashSecret(secret)), eq(staffTokens.siteId, site.id), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
    .returning({ staffId: staffTokens.staffId, kind: staffTokens.kind });
  if (!used || used.staffId === null || (used.kind !== "invite" && used.kind !== "sign-in")) return null;
  const member = await findStaffById(db, site, used.staffId);
  return member && !member.disabled ? member : null;
}

/** Whether a link is still usable (for the page that shows the "Sign in" button), without using it. */
export async function staffLinkUsable(db: Database, site: Pick<Site, "id">, secret: unknown, now = new Date()): Promise<boolean> {
  if (typeof secret !== "string" || secret.length < 20 || secret.length > 100) return false;
  const rows = await db.orm
    .select({ kind: staffTokens.kind })
    .from(staffTokens)
    .where(and(eq(staffTokens.tokenHash, hashSecret(secret)), eq(staffTokens.siteId, site.id), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
    .limit(1);
  return rows.length === 1 && (rows[0]!.kind === "invite" || rows[0]!.kind === "sign-in");
}

export function invalidLinkError(): ValidationError {
  return new ValidationError([{ field: "token", message: "This link has expired or was already used. Ask for a new one." }]);
}
