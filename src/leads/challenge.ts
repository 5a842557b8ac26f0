/**
 * The anti-spam material a form fetches when it opens (see spam.ts). The reply tells the form
 * how long to wait before sending (min_fill_ms), so a shopper with a pre-filled form is never
 * mistaken for a bot: the form holds the send for the remaining moment instead.
 */
import { z } from "zod";
import type { Challenge } from "altcha-lib";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { ValidationError } from "../platform/errors";
import { leadSettings } from "../platform/config";
import { createCaptcha, formSecret, issueFormToken } from "./spam";

const ChallengeRequestSchema = z.strictObject({
  idempotency_key: z.string({ error: "idempotency_key is required." }).regex(/^[A-Za-z0-9_:.-]{8,100}$/, "idempotency_key must be 8 to 100 letters, digits, '-', '_', ':' or '.'."),
});

export interface LeadChallenge {
  form_token: string;
  min_fill_ms: number;
  captcha: Challenge | null;
}

export async function issueLeadChallenge(db: Database, site: Pick<Site, "id" | "config">, body: unknown, nowMs = Date.now()): Promise<LeadChallenge> {
  const parsed = ChallengeRequestSchema.safeParse(body);
  if (!parsed.success) {
    throw new ValidationError(parsed.error.issues.map((i) => ({ field: i.path.map(String).join(".") || (i.code === "unrecognized_keys" ? i.keys.join(",") : "(body)"), message: i.message })));
  }
  const s = leadSettings();
  const secret = await formSecret(db);
  return {
    form_token: issueFormToken(secret, site.id, nowMs),
    min_fill_ms: s.LEADS_MIN_FILL_MS,
    captcha: site.config.captcha_enabled ? await createCaptcha(secret, { siteId: site.id, idempotencyKey: parsed.data.idempotency_key }, nowMs, s.LEADS_FORM_TTL_S) : null,
  };
}
