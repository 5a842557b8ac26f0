/**
 * Lead settings from the environment, validated once (a wrong value fails loudly with its name).
 * Every one has a production default; tests and benchmarks lower the thresholds.
 */
import { z } from "zod";

const rate = z
  .string()
  .regex(/^\d+\/\d+$/, "expected COUNT/SECONDS, e.g. 20/600")
  .transform((v) => {
    const [count, seconds] = v.split("/").map(Number) as [number, number];
    return { limit: count, windowS: Math.max(1, seconds) };
  });

const blankAsUndefined = (v: unknown) => (v === "" ? undefined : v);

const LeadSettingsSchema = z.object({
  /** Signs form tokens and captcha challenges; when unset a random one is kept in the database. */
  FORM_SECRET: z.preprocess(blankAsUndefined, z.string().min(32, "FORM_SECRET must be at least 32 characters").optional()),
  /** smtp://user:pass@host:587 or smtps://…; unset: e-mails are captured locally (/admin/mail). */
  SMTP_URL: z.preprocess(blankAsUndefined, z.string().url().optional()),
  MAIL_FROM: z.string().default("Forecourt Leads <leads@forecourt.localhost>"),
  /** A form sent sooner than this after it was shown is treated as a bot (quietly dropped). */
  LEADS_MIN_FILL_MS: z.coerce.number().int().min(0).default(1500),
  /** How long a shown form stays valid. */
  LEADS_FORM_TTL_S: z.coerce.number().int().min(60).default(24 * 3600),
  /** Proof-of-work difficulty: the solver tries about this many hashes (random in the range). */
  LEADS_CAPTCHA_MIN_COUNTER: z.coerce.number().int().min(1).default(5_000),
  LEADS_CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(1).default(20_000),
  LEADS_RATE_LIMIT_IP: rate.default({ limit: 30, windowS: 600 }),
  LEADS_RATE_LIMIT_SITE: rate.default({ limit: 300, windowS: 600 }),
  LEADS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  LEADS_RETRY_BASE_MS: z.coerce.number().int().min(1).default(60_000),
  LEADS_RETRY_MAX_MS: z.coerce.number().int().min(1).default(6 * 3600_000),
  /** A claimed delivery is another worker's to retry after this long without a result. */
  LEADS_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
  LEADS_WORKER_POLL_MS: z.coerce.number().int().min(50).default(2000),
  LEADS_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  /** http: POST to the dealer's URL; capture: store the signed request in the mail catcher. */
  LEADS_WEBHOOK_TRANSPORT: z.enum(["http", "capture"]).default("http"),
  LEADS_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Plain http webhooks are refused except to loopback addresses unless this is true. */
  LEADS_ALLOW_HTTP_WEBHOOKS: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
});

export type LeadSettings = z.infer<typeof LeadSettingsSchema>;

let cached: LeadSettings | undefined;

export function leadSettings(): LeadSettings {
  if (cached) return cached;
  const parsed = LeadSettingsSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid lead settings:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
  }
  if (parsed.data.LEADS_CAPTCHA_MAX_COUNTER < parsed.data.LEADS_CAPTCHA_MIN_COUNTER) {
    throw new Error("Invalid lead settings: LEADS_CAPTCHA_MAX_COUNTER is below LEADS_CAPTCHA_MIN_COUNTER");
  }
  cached = parsed.data;
  return cached;
}

/** Tests change the environment; they call this to re-read it. */
export function resetLeadSettings(): void {
  cached = undefined;
}
