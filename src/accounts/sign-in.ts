/**
 * Phone sign-in, per site: a one-time code by SMS, then the code typed back. Codes are stored
 * hashed (HMAC with the session secret), die after SIGN_IN_CODE_TTL_MS or SIGN_IN_MAX_ATTEMPTS
 * wrong guesses, and only the latest code for a phone counts. A user is a phone number on one
 * site: the same number on another dealer's site is another user.
 */
import { createHmac, randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { inWholeMinutes } from "../domain/count-of";
import { hitRateLimit } from "../platform/rate-limit";
import { log } from "../platform/log";
import {
  attemptsLeft,
  auMobile,
  CODE_MESSAGE,
  judgeCode,
  MOBILE_MESSAGE,
  normaliseCode,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_TTL_MS,
  VERDICT_MESSAGES,
} from "../domain/sign-in";
import { accountSettings } from "../platform/config";
import { signaturesMatch } from "../platform/signing";
import { sessionSecret } from "./session";
import type { SmsSender } from "./sms";

type SiteRef = Pick<Site, "id" | "name">;

export interface SignInFailure {
  ok: false;
  field: "phone" | "code";
  message: string;
}

export type RequestCodeResult = { ok: true; phone: string; expiresAt: Date; demoCode: string | null } | SignInFailure;

export interface SignedInUser {
  id: number;
  siteId: number;
  phone: string;
}

export type VerifyCodeResult = { ok: true; user: SignedInUser } | SignInFailure;

function codeHash(secret: string, siteId: number, phone: string, code: string): string {
  return createHmac("sha256", secret).update(`sign-in:${siteId}:${phone}:${code}`).digest("hex");
}


/**
 * Send a sign-in code to a mobile number. Refused (naming the phone field) for a number that is
 * not an Australian mobile and when the number, the client, the site or the whole installation
 * asked too often; an SMS that could
 * not be sent leaves no usable code behind. `demoCode` is the code itself, only when the sender
 * is the local outbox (the demo shows it on the page, labelled).
 */
export async function requestSignInCode(
  db: Database,
  site: SiteRef,
  rawPhone: unknown,
  /** `showDemoCode` (default true): whether a local sender's code is handed back for the page (SIGN_IN_DEMO_CODES). */
  opts: { sender: SmsSender; clientIp: string; now?: Date; showDemoCode?: boolean },
): Promise<RequestCodeResult> {
  const now = opts.now ?? new Date();
  const phone = auMobile(typeof rawPhone === "string" ? rawPhone : null);
  if (!phone) return { ok: false, field: "phone", message: MOBILE_MESSAGE };
  const settings = accountSettings();
  // Narrowest first: a client refused for its own number or address never uses up the site's or
  // the installation's allowance.
  for (const [bucket, rule] of [
    [`sign-in:phone:${site.id}:${phone}`, settings.SIGN_IN_RATE_LIMIT_PHONE],
    [`sign-in:ip:${opts.clientIp}`, settings.SIGN_IN_RATE_LIMIT_IP],
    [`sign-in:site:${site.id}`, settings.SIGN_IN_RATE_LIMIT_SITE],
    ["sign-in:all", settings.SIGN_IN_RATE_LIMIT_GLOBAL],
  ] as const) {
    const r = await hitRateLimit(db, bucket, rule, now.getTime());
    if (!r.allowed) return { ok: false, field: "phone", message: `Too many codes were asked for. Please try again in ${inWholeMinutes(r.retryAfterS)}.` };
  }
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, "0");
  const secret = await sessionSecret(db);
  const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_TTL_MS);
  const [row] = await db.rows<{ id: number }>(sql`
    insert into sign_in_codes (site_id, phone, code_hash, expires_at, created_at)
    values (${site.id}, ${phone}, ${codeHash(secret, site.id, phone, code)}, ${expiresAt.toISOString()}, ${now.toISOString()})
    returning id`);
  const id = Number(row!.id);
  try {
    await opts.sender.send(db, site.id, {
      to: phone,
      reference: `sign-in-code:${id}`,
      body: `${code} is your ${site.name} sign-in code. It expires in ${inWholeMinutes(SIGN_IN_CODE_TTL_MS / 1000)}. If you did not ask for it, ignore this message.`,
    });
  } catch (err) {
    log.error({ err, siteId: site.id }, "sign-in SMS not sent");
    await db.rows(sql`delete from sign_in_codes where id = ${id}`);
    return { ok: false, field: "phone", message: "We could not send the SMS just now. Please try again in a minute." };
  }
  return { ok: true, phone, expiresAt, demoCode: opts.sender.kind === "local" && opts.showDemoCode !== false ? code : null };
}

/** The site's user with this phone number, created on first sign-in. */
export async function findOrCreateUser(db: Database, site: Pick<Site, "id">, phone: string): Promise<SignedInUser> {
  const [row] = await db.rows<{ id: number }>(sql`
    insert into users (site_id, phone) values (${site.id}, ${phone})
    on conflict (site_id, phone) do update set phone = excluded.phone
    returning id`);
  return { id: Number(row!.id), siteId: site.id, phone };
}

/**
 * Check a typed code against the latest code sent to that phone on this site. A wrong guess
 * counts against the code (atomically, so parallel guesses cannot exceed the limit); a right
 * one spends it and signs the user in (created on first sign-in).
 */
export async function verifySignInCode(db: Database, site: Pick<Site, "id">, rawPhone: unknown, rawCode: unknown, now = new Date()): Promise<VerifyCodeResult> {
  const phone = auMobile(typeof rawPhone === "string" ? rawPhone : null);
  if (!phone) return { ok: false, field: "phone", message: MOBILE_MESSAGE };
  const code = normaliseCode(typeof rawCode === "string" ? rawCode : null);
  if (!code) return { ok: false, field: "code", message: CODE_MESSAGE };
  const secret = await sessionSecret(db);
  const given = codeHash(secret, site.id, phone, code);
  const outcome = await db.orm.transaction(async (tx) => {
    const res = (await tx.execute(sql`
      select id, code_hash, expires_at, attempts, consumed_at from sign_in_codes
      where site_id = ${site.id} and phone = ${phone}
      order by created_at desc, id desc limit 1
      for update`)) as unknown as { rows: Array<{ id: number; code_hash: string; expires_at: string | Date; attempts: number; consumed_at: string | Date | null }> };
    const row = res.rows[0];
    if (!row) return { verdict: "none" as const, attempts: 0 };
    const matches = signaturesMatch(row.code_hash, given);
    const verdict = judgeCode(
      { expiresAt: new Date(row.expires_at), attempts: Number(row.attempts), consumedAt: row.consumed_at ? new Date(row.consumed_at) : null },
      matches,
      now,
    );
    if (verdict === "wrong") {
      await tx.execute(sql`update sign_in_codes set attempts = attempts + 1 where id = ${row.id}`);
      return { verdict, attempts: Number(row.attempts) + 1 };
    }
    if (verdict === "ok") await tx.execute(sql`update sign_in_codes set consumed_at = ${now.toISOString()} where id = ${row.id}`);
    return { verdict, attempts: Number(row.attempts) };
  });
  if (outcome.verdict === "none") return { ok: false, field: "code", message: "Please ask for a code first." };
  if (outcome.verdict !== "ok") {
    const left = attemptsLeft(outcome.attempts);
    const message = outcome.verdict === "wrong" && left > 0 ? `${VERDICT_MESSAGES.wrong} ${left} ${left === 1 ? "try" : "tries"} left.` : outcome.verdict === "wrong" ? VERDICT_MESSAGES.too_many_attempts : VERDICT_MESSAGES[outcome.verdict];
    return { ok: false, field: "code", message };
  }
  return { ok: true, user: await findOrCreateUser(db, site, phone) };
}

/** Drop sign-in codes that died long ago (the background worker calls this now and then). */
export async function pruneSignInCodes(db: Database, olderThanMs = 24 * 3600_000, nowMs = Date.now()): Promise<number> {
  const rows = await db.rows<{ id: number }>(sql`delete from sign_in_codes where expires_at < ${new Date(nowMs - olderThanMs).toISOString()} returning id`);
  return rows.length;
}
