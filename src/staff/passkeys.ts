/**
 * Passkeys for the console (WebAuthn through @simplewebauthn/server, docs/decisions/0011-console-staff-sign-in.md). A signed-in
 * member adds a passkey; later they sign in with it, without typing an address (a discoverable
 * credential: the authenticator says whose it is). Each ceremony's challenge is kept as a
 * one-time token of the site (5 minutes), named by an id the page sends back with the answer.
 *
 * The relying party is the host the browser is on (a passkey made on dealer.com.au works there),
 * and every check — origin, RP id, challenge, signature counter — is the library's.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Database } from "../db/client";
import { staffPasskeys, staffTokens } from "../db/schema";
import type { Site } from "../site/store";
import { recordAudit } from "./audit";
import { findStaffById, type StaffMember } from "./accounts";
import { hashSecret } from "./sessions";

export const CHALLENGE_TTL_MS = 5 * 60_000;

/** Where the ceremony runs: the browser's origin ("http://dealer.localhost:3000") and its host name. */
export interface RelyingParty {
  origin: string;
  rpID: string;
  name: string;
}

async function keepChallenge(db: Database, site: Pick<Site, "id">, kind: "passkey-register" | "passkey-sign-in", challenge: string, staffId: number | null, now: Date): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  await db.orm.insert(staffTokens).values({ tokenHash: hashSecret(id), siteId: site.id, staffId, kind, challenge, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS), createdAt: now });
  return id;
}

async function takeChallenge(db: Database, site: Pick<Site, "id">, kind: string, id: unknown, now: Date): Promise<{ challenge: string; staffId: number | null } | null> {
  if (typeof id !== "string" || id.length > 100) return null;
  const [row] = await db.orm
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.tokenHash, hashSecret(id)), eq(staffTokens.siteId, site.id), eq(staffTokens.kind, kind), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
    .returning({ challenge: staffTokens.challenge, staffId: staffTokens.staffId });
  return row?.challenge ? { challenge: row.challenge, staffId: row.staffId } : null;
}

export type PasskeyRow = typeof staffPasskeys.$inferSelect;

export async function listPasskeys(db: Database, site: Pick<Site, "id">, member: Pick<StaffMember, "id">): Promise<PasskeyRow[]> {
  return db.orm.select().from(staffPasskeys).where(and(eq(staffPasskeys.siteId, site.id), eq(staffPasskeys.staffId, member.id))).orderBy(asc(staffPasskeys.createdAt));
}

export async function passkeyRegistrationOptions(db: Database, site: Pick<Site, "id">, member: StaffMember, rp: RelyingParty, now = new Date()): Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const existing = await listPasskeys(db, site, member);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.rpID,
    userName: member.email,
    userDisplayName: member.name,
    userID: Buffer.from(member.webauthnUserId, "base64url"),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  return { challengeId: await keepChallenge(db, site, "passkey-register", options.challenge, member.id, now), options };
}

export type PasskeyResult = { ok: true } | { ok: false; message: string };

/** Verify and keep a new passkey of the signed-in member. */
export async function registerPasskey(db: Database, site: Pick<Site, "id">, member: StaffMember, input: { challengeId: unknown; response: unknown; label?: unknown }, rp: RelyingParty, now = new Date()): Promise<PasskeyResult> {
  const taken = await takeChallenge(db, site, "passkey-register", input.challengeId, now);
  if (!taken || taken.staffId !== member.id) return { ok: false, message: "That took too long. Please try adding the passkey again." };
  let verified;
  try {
    verified = await verifyRegistrationResponse({ response: input.response as RegistrationResponseJSON, expectedChallenge: taken.challenge, expectedOrigin: rp.origin, expectedRPID: rp.rpID, requireUserVerification: false });
  } catch (err) {
    return { ok: false, message: `The passkey could not be checked: ${(err as Error).message}` };
  }
  if (!verified.verified) return { ok: false, message: "The passkey could not be checked." };
  const cred = verified.registrationInfo.credential;
  const label = typeof input.label === "string" && input.label.trim() ? input.label.trim().slice(0, 60) : `Passkey added ${now.toISOString().slice(0, 10)}`;
  await db.orm.transaction(async (tx) => {
    await tx.insert(staffPasskeys).values({ id: cred.id, siteId: site.id, staffId: member.id, publicKey: Buffer.from(cred.publicKey), counter: cred.counter, transports: cred.transports ?? [], label, createdAt: now });
    await recordAudit(tx, site, { kind: "staff", member }, { action: "passkey.add", subjectType: "staff", subjectId: member.id, dealershipId: member.dealershipId, after: { passkey: label } });
  });
  return { ok: true };
}

export async function removePasskey(db: Database, site: Pick<Site, "id">, member: StaffMember, passkeyId: string): Promise<boolean> {
  return db.orm.transaction(async (tx) => {
    const gone = await tx
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.siteId, site.id), eq(staffPasskeys.staffId, member.id), eq(staffPasskeys.id, passkeyId)))
      .returning({ label: staffPasskeys.label });
    if (!gone.length) return false;
    await recordAudit(tx, site, { kind: "staff", member }, { action: "passkey.remove", subjectType: "staff", subjectId: member.id, dealershipId: member.dealershipId, before: { passkey: gone[0]!.label } });
    return true;
  });
}

export async function passkeySignInOptions(db: Database, site: Pick<Site, "id">, rp: Pick<RelyingParty, "rpID">, now = new Date()): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "preferred" });
  return { challengeId: await keepChallenge(db, site, "passkey-sign-in", options.challenge, null, now), options };
}

/** The active member of this site a passkey answer proves, or why not. */
export async function verifyPasskeySignIn(db: Database, site: Pick<Site, "id">, input: { challengeId: unknown; response: unknown }, rp: RelyingParty, now = new Date()): Promise<{ ok: true; member: StaffMember } | { ok: false; message: string }> {
  const taken = await takeChallenge(db, site, "passkey-sign-in", input.challengeId, now);
  if (!taken) return { ok: false, message: "That took too long. Please try again." };
  const response = input.response as AuthenticationResponseJSON;
  const credentialId = typeof response?.id === "string" ? response.id : "";
  const [passkey] = await db.orm.select().from(staffPasskeys).where(and(eq(staffPasskeys.siteId, site.id), eq(staffPasskeys.id, credentialId))).limit(1);
  if (!passkey) return { ok: false, message: "This passkey is not registered for this site's console." };
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: { id: passkey.id, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: passkey.transports as never },
      requireUserVerification: false,
    });
  } catch (err) {
    return { ok: false, message: `The passkey could not be checked: ${(err as Error).message}` };
  }
  if (!verified.verified) return { ok: false, message: "The passkey could not be checked." };
  await db.orm.update(staffPasskeys).set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now }).where(eq(staffPasskeys.id, passkey.id));
  const member = await findStaffById(db, site, passkey.staffId);
  if (!member || member.disabled) return { ok: false, message: "This account is disabled. Ask your group admin." };
  return { ok: true, member };
}
