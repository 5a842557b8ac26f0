/**
 * Sign-in and session settings from the environment, validated once (a wrong value fails with
 * its name). Every one has a default, so the demo needs none of them.
 */
import { z } from "zod";

const blankAsUndefined = (v: unknown) => (v === "" ? undefined : v);

const rate = z
  .string()
  .regex(/^\d+\/\d+$/, "expected COUNT/SECONDS, e.g. 5/3600")
  .transform((v) => {
    const [count, seconds] = v.split("/").map(Number) as [number, number];
    return { limit: count, windowS: Math.max(1, seconds) };
  });

const AccountSettingsSchema = z.object({
  /**
   * HMAC key of the shoppers' session cookies. Unset: a random one is generated once and kept in
   * the database (app_secrets), so every node signs alike. Changing it signs everyone out.
   */
  SESSION_SECRET: z.preprocess(blankAsUndefined, z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional()),
  /**
   * The SMS gateway: sign-in codes are POSTed here as JSON `{ to, message, reference }` (to in
   * E.164, "+61412345678"). Unset: the local adapter stores each SMS in the database instead
   * (browsable at /admin/mail) and the sign-in page shows a labelled demo code.
   */
  SMS_WEBHOOK_URL: z.preprocess(blankAsUndefined, z.string().url().optional()),
  /**
   * Whether the sign-in page shows the code when SMS only reach the local outbox. Unset: yes with
   * the embedded database (the demo, development), no with DATABASE_URL — a deployment that forgot
   * SMS_WEBHOOK_URL must not let anyone sign in as any phone number by reading the code off the page
   * (staff still find codes at /admin/mail).
   */
  SIGN_IN_DEMO_CODES: z
    .preprocess(blankAsUndefined, z.enum(["true", "false"], { message: "SIGN_IN_DEMO_CODES must be true or false" }).optional())
    .transform((v) => (v === undefined ? !process.env.DATABASE_URL : v === "true")),
  /** Sent as `Authorization: Bearer …` to the gateway, and the HMAC key of its signature header. */
  SMS_WEBHOOK_TOKEN: z.preprocess(blankAsUndefined, z.string().min(8, "SMS_WEBHOOK_TOKEN must be at least 8 characters").optional()),
  SMS_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Sender name or number the gateway shows (if it supports one). */
  SMS_FROM: z.string().max(11).default("Forecourt"),
  /** Codes sent per phone number per window, and per client address (SMS costs money). */
  SIGN_IN_RATE_LIMIT_PHONE: rate.default({ limit: 5, windowS: 3600 }),
  SIGN_IN_RATE_LIMIT_IP: rate.default({ limit: 30, windowS: 3600 }),
  /**
   * Codes sent per site, and by the whole installation, per window: a bot spread over many
   * addresses can cost at most this much SMS (and, past it, holds up sign-in until the window ends).
   */
  SIGN_IN_RATE_LIMIT_SITE: rate.default({ limit: 300, windowS: 3600 }),
  SIGN_IN_RATE_LIMIT_GLOBAL: rate.default({ limit: 2000, windowS: 3600 }),
  /** How long a shopper stays signed in. */
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

let cached: AccountSettings | undefined;

export function accountSettings(): AccountSettings {
  if (cached) return cached;
  const parsed = AccountSettingsSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid sign-in settings:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change the environment; they call this to re-read it. */
export function resetAccountSettings(): void {
  cached = undefined;
}
