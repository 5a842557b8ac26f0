import { z } from "zod";
import { EDGE_KEY_ENV, parseTrustProxy } from "./client-identity.mjs";

/**
 * The one configuration of the process: every environment variable the app reads, validated
 * once, in sections (core, leads, accounts). A wrong value fails at boot with the variable named
 * (`npm start` runs scripts/check-env.ts, then src/instrumentation.ts checks again), rather than
 * as a confusing error on the first request. Nothing else in src/ reads `process.env` (the lint
 * rule in eslint.config.mjs keeps it so); the one exception is `process.env.NEXT_RUNTIME` in
 * src/instrumentation.ts, a constant Next.js writes into each bundle at build time.
 */

const blankAsUndefined = (v: unknown) => (v === "" ? undefined : v);

/** A variable that may be unset; set to "" counts as unset. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUndefined, schema.optional());

const LOG_LEVELS = z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

/** "COUNT/SECONDS", e.g. 20/600: at most COUNT in any window of SECONDS (COUNT raised to `minLimit`). */
const rate = (example: string, minLimit = 0) =>
  z
    .string()
    .regex(/^\d+\/\d+$/, `expected COUNT/SECONDS, e.g. ${example}`)
    .transform((v) => {
      const [count, seconds] = v.split("/").map(Number) as [number, number];
      return { limit: Math.max(minLimit, count), windowS: Math.max(1, seconds) };
    });

// ---------------------------------------------------------------------------------------------
// Core: the server, the database, the admin token and the outside services' adapters.

const CoreSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: optional(z.string().url()),
  DATA_DIR: z.string().min(1).default(".data"),
  // 32 characters or more: a shorter secret could be guessed within the wrong-token limits.
  ADMIN_TOKEN: optional(z.string().min(32, "must be at least 32 characters (make one with `openssl rand -hex 32`)")),
  DEFAULT_SITE: optional(z.string()),
  /** How long a retired site's leads are kept (then the site and all it holds are removed). */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  /** On PostgreSQL, seed the demo sites into an empty database at start (the embedded demo always does). */
  DEMO_SEED: z.enum(["true", "false"]).optional(),
  LOG_LEVEL: LOG_LEVELS.default("info"),
  /** Run the background worker (lead delivery, expiry) inside the web process. */
  WORKER_IN_PROCESS: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** Finance quotes (POST /api/youx/quote): `local` (deterministic, no network) or `youx` (HTTP). */
  FINANCE_QUOTE_PROVIDER: z.enum(["local", "youx"]).default("local"),
  YOUX_API_URL: optional(z.string().url()),
  YOUX_API_KEY: optional(z.string()),
  YOUX_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  /**
   * Wrong admin tokens one client address may send per window (COUNT/SECONDS), the dealer view's
   * login and the admin API together; past it the address gets 429 until the window ends.
   */
  ADMIN_TOKEN_RATE_LIMIT: rate("20/900", 1).default({ limit: 20, windowS: 900 }),
  /**
   * Which peers may name the client's address, host and scheme in X-Forwarded-*: unset = none, a
   * hop count, or addresses / CIDR ranges (ADR 0007). scripts/server.mjs applies it at the edge.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      try {
        parseTrustProxy(v);
      } catch (err) {
        ctx.addIssue({ code: "custom", message: (err as Error).message });
      }
    }),
  /** Trade-in estimates: `local` (priced from the site's own stock, offline) or `http` (a valuation service). */
  VALUATION_PROVIDER: z.enum(["local", "http"]).default("local"),
  VALUATION_API_URL: optional(z.string().url()),
  VALUATION_API_KEY: optional(z.string()),
  VALUATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(6000),
  /** Postcode lookups: `local` (a table of Australian postcode centroids shipped with the app) or `google` (Geocoding API). */
  GEOCODER_PROVIDER: z.enum(["local", "google"]).default("local"),
  GOOGLE_GEOCODING_KEY: optional(z.string()),
  /** Location reviews: `local` (the reviews the site's content holds) or `google` (Places API Place Details). */
  REVIEWS_PROVIDER: z.enum(["local", "google"]).default("local"),
  GOOGLE_PLACES_KEY: optional(z.string()),
  /** The video carousel: `local` (demo walkarounds shipped with the app) or `youtube` (YouTube Data API v3). */
  VIDEO_FEED_PROVIDER: z.enum(["local", "youtube"]).default("local"),
  /** What /media serves: the demo's drawn pictures, logos and sample videos (src/media/adapter.ts), or nothing. */
  MEDIA_SOURCE: z.enum(["demo", "none"]).default("demo"),
  YOUTUBE_API_KEY: optional(z.string()),
  /**
   * Set by scripts/server.mjs (or scripts/cluster.mjs) for the processes it starts: the key that
   * seals the client's address, host and scheme the edge worked out (src/platform/request-client.ts).
   */
  [EDGE_KEY_ENV]: optional(z.string()),
  /** Seconds a cached car page may be served; 0 turns the cache off (read by src/web/car-page-request.ts, default 60). */
  CAR_PAGE_CACHE_SECONDS: optional(z.string()),
  /** Seconds a CDN may answer vehicle and search pages from its copy; 0 keeps them private (src/platform/shared-cache.mjs, default 60). */
  SHARED_CACHE_SECONDS: optional(z.string()),
  /** Where the car page cache asks for a fresh render (default: this process, below). */
  CAR_PAGE_RENDER_ORIGIN: optional(z.string().url()),
  /**
   * Reservation deposits (src/payments/provider.ts): `local` (the offline test processor, the
   * default for the demo and the tests) or `stripe` (PaymentIntents with the Payment Element).
   */
  PAYMENTS_PROVIDER: z.enum(["local", "stripe"]).default("local"),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_(test|live)_/, "STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_… or rk_…)")),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_(test|live)_/, "STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_…)")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)")),
  /**
   * Where uploaded files (car photos from the console) are kept (src/storage/object-store.ts):
   * `disk` under OBJECT_STORE_DIR (default {DATA_DIR}/objects), or `s3`, any S3-compatible bucket.
   */
  OBJECT_STORE: z.enum(["disk", "s3"]).default("disk"),
  OBJECT_STORE_DIR: optional(z.string().min(1)),
  S3_ENDPOINT: optional(z.string().url()),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "an S3 bucket name: 3–63 lower-case letters, digits, dots and hyphens")),
  S3_REGION: z.string().min(1).default("auto"),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  /** The origin Next.js says it listens on (set by Next.js itself). */
  __NEXT_PRIVATE_ORIGIN: optional(z.string()),
}).superRefine((env, ctx) => {
  if (env.REVIEWS_PROVIDER === "google" && !env.GOOGLE_PLACES_KEY) {
    ctx.addIssue({ code: "custom", path: ["GOOGLE_PLACES_KEY"], message: "required when REVIEWS_PROVIDER=google" });
  }
  if (env.VIDEO_FEED_PROVIDER === "youtube" && !env.YOUTUBE_API_KEY) {
    ctx.addIssue({ code: "custom", path: ["YOUTUBE_API_KEY"], message: "required when VIDEO_FEED_PROVIDER=youtube" });
  }
  // The real provider cannot work without where and who: fail at boot, naming the variable.
  if (env.VALUATION_PROVIDER === "http") {
    if (!env.VALUATION_API_URL) ctx.addIssue({ code: "custom", path: ["VALUATION_API_URL"], message: "required when VALUATION_PROVIDER=http" });
    if (!env.VALUATION_API_KEY) ctx.addIssue({ code: "custom", path: ["VALUATION_API_KEY"], message: "required when VALUATION_PROVIDER=http" });
  }
  if (env.GEOCODER_PROVIDER === "google" && !env.GOOGLE_GEOCODING_KEY) {
    ctx.addIssue({ code: "custom", path: ["GOOGLE_GEOCODING_KEY"], message: "required when GEOCODER_PROVIDER=google" });
  }
  if (env.PAYMENTS_PROVIDER === "stripe") {
    for (const key of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "required when PAYMENTS_PROVIDER=stripe" });
    }
  }
  if (env.OBJECT_STORE === "s3") {
    for (const key of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "required when OBJECT_STORE=s3" });
    }
  }
  if (env.FINANCE_QUOTE_PROVIDER !== "youx") return;
  if (!env.YOUX_API_URL) ctx.addIssue({ code: "custom", path: ["YOUX_API_URL"], message: "required when FINANCE_QUOTE_PROVIDER=youx" });
  if (!env.YOUX_API_KEY) ctx.addIssue({ code: "custom", path: ["YOUX_API_KEY"], message: "required when FINANCE_QUOTE_PROVIDER=youx" });
});

// ---------------------------------------------------------------------------------------------
// Leads: spam defences, rate limits and delivery. Every one has a production default; tests and
// benchmarks lower the thresholds.

const LeadsSchema = z
  .object({
    /** Signs form tokens and captcha challenges; when unset a random one is kept in the database. */
    FORM_SECRET: optional(z.string().min(32, "FORM_SECRET must be at least 32 characters")),
    /** smtp://user:pass@host:587 or smtps://…; unset: e-mails are captured locally (/admin/mail). */
    SMTP_URL: optional(z.string().url()),
    MAIL_FROM: z.string().default("Forecourt Leads <leads@forecourt.localhost>"),
    /** A form sent sooner than this after it was shown is treated as a bot (quietly dropped). */
    LEADS_MIN_FILL_MS: z.coerce.number().int().min(0).default(1500),
    /** How long a shown form stays valid. */
    LEADS_FORM_TTL_S: z.coerce.number().int().min(60).default(24 * 3600),
    /** Proof-of-work difficulty: the solver tries about this many hashes (random in the range). */
    LEADS_CAPTCHA_MIN_COUNTER: z.coerce.number().int().min(1).default(5_000),
    LEADS_CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(1).default(20_000),
    LEADS_RATE_LIMIT_IP: rate("20/600").default({ limit: 30, windowS: 600 }),
    LEADS_RATE_LIMIT_SITE: rate("20/600").default({ limit: 300, windowS: 600 }),
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
  })
  .refine((s) => s.LEADS_CAPTCHA_MAX_COUNTER >= s.LEADS_CAPTCHA_MIN_COUNTER, { path: ["LEADS_CAPTCHA_MAX_COUNTER"], message: "is below LEADS_CAPTCHA_MIN_COUNTER" });

// ---------------------------------------------------------------------------------------------
// Accounts: shoppers' phone sign-in, sessions and the SMS gateway. Every one has a default, so
// the demo needs none of them.

const AccountsSchema = z.object({
  /**
   * HMAC key of the shoppers' session cookies. Unset: a random one is generated once and kept in
   * the database (app_secrets), so every node signs alike. Changing it signs everyone out.
   */
  SESSION_SECRET: optional(z.string().min(32, "SESSION_SECRET must be at least 32 characters")),
  /**
   * The SMS gateway: sign-in codes are POSTed here as JSON `{ to, message, reference }` (to in
   * E.164, "+61412345678"). Unset: the local adapter stores each SMS in the database instead
   * (browsable at /admin/mail) and the sign-in page shows a labelled demo code.
   */
  SMS_WEBHOOK_URL: optional(z.string().url()),
  /**
   * Whether the sign-in page shows the code when SMS only reach the local outbox. Unset: yes with
   * the embedded database (the demo, development), no with DATABASE_URL — a deployment that forgot
   * SMS_WEBHOOK_URL must not let anyone sign in as any phone number by reading the code off the page
   * (staff still find codes at /admin/mail).
   */
  // Resolved against DATABASE_URL by readConfig (below): unset means "only on the embedded database".
  SIGN_IN_DEMO_CODES: optional(z.enum(["true", "false"], { message: "SIGN_IN_DEMO_CODES must be true or false" })),
  /** Sent as `Authorization: Bearer …` to the gateway, and the HMAC key of its signature header. */
  SMS_WEBHOOK_TOKEN: optional(z.string().min(8, "SMS_WEBHOOK_TOKEN must be at least 8 characters")),
  SMS_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Sender name or number the gateway shows (if it supports one). */
  SMS_FROM: z.string().max(11).default("Forecourt"),
  /** Codes sent per phone number per window, and per client address (SMS costs money). */
  SIGN_IN_RATE_LIMIT_PHONE: rate("5/3600").default({ limit: 5, windowS: 3600 }),
  SIGN_IN_RATE_LIMIT_IP: rate("5/3600").default({ limit: 30, windowS: 3600 }),
  /**
   * Codes sent per site, and by the whole installation, per window: a bot spread over many
   * addresses can cost at most this much SMS (and, past it, holds up sign-in until the window ends).
   */
  SIGN_IN_RATE_LIMIT_SITE: rate("5/3600").default({ limit: 300, windowS: 3600 }),
  SIGN_IN_RATE_LIMIT_GLOBAL: rate("5/3600").default({ limit: 2000, windowS: 3600 }),
  /** How long a shopper stays signed in. */
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

export type Env = z.infer<typeof CoreSchema>;
export type LeadSettings = z.infer<typeof LeadsSchema>;
export type AccountSettings = Omit<z.infer<typeof AccountsSchema>, "SIGN_IN_DEMO_CODES"> & {
  /** Whether the sign-in page shows the code: as set, else only on the embedded database. */
  SIGN_IN_DEMO_CODES: boolean;
};
export interface AppConfig {
  core: Env;
  leads: LeadSettings;
  accounts: AccountSettings;
}

type EnvVars = Record<string, string | undefined>;

/** Every section read from `env`, or every problem, one line per variable. */
function readConfig(env: EnvVars): { ok: true; config: AppConfig } | { ok: false; problems: string[] } {
  const core = CoreSchema.safeParse(env);
  const leads = LeadsSchema.safeParse(env);
  const accounts = AccountsSchema.safeParse(env);
  const problems = [core, leads, accounts].flatMap((r) => (r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)));
  if (!core.success || !leads.success || !accounts.success) return { ok: false, problems };
  const demoCodes = accounts.data.SIGN_IN_DEMO_CODES;
  return {
    ok: true,
    config: {
      core: core.data,
      leads: leads.data,
      accounts: { ...accounts.data, SIGN_IN_DEMO_CODES: demoCodes === undefined ? !core.data.DATABASE_URL : demoCodes === "true" },
    },
  };
}

let cached: AppConfig | undefined;

/** What is wrong with an environment, one line per variable (empty when nothing is). */
export function environmentProblems(env: EnvVars): string[] {
  const r = readConfig(env);
  return r.ok ? [] : r.problems;
}

/**
 * The validated configuration. `npm start` checks it before anything else (scripts/check-env.ts)
 * and the server again as it boots (src/instrumentation.ts), so a wrong value stops the start
 * with the variable named.
 */
export function appConfig(): AppConfig {
  if (cached) return cached;
  const r = readConfig(process.env);
  if (!r.ok) throw new Error(`Invalid environment:\n${r.problems.map((p) => `  ${p}`).join("\n")}`);
  cached = r.config;
  return cached;
}

/** The core section: server, database, admin token, outside services. */
export function getEnv(): Env {
  return appConfig().core;
}

/** The leads section (spam defences, rate limits, delivery). */
export function leadSettings(): LeadSettings {
  return appConfig().leads;
}

/** The accounts section (sign-in, sessions, SMS). */
export function accountSettings(): AccountSettings {
  return appConfig().accounts;
}

/** Tests change the environment between cases; they call this to re-read it. */
export function resetConfig(): void {
  cached = undefined;
}

/**
 * The logger's level, read without validating the rest: the logger is made as modules load,
 * before the boot check has run, and must not be the thing that throws.
 */
export function logLevel(): string {
  const level = LOG_LEVELS.safeParse(process.env.LOG_LEVEL);
  if (level.success) return level.data;
  return process.env.NODE_ENV === "test" ? "silent" : "info";
}

/** A command-line tool's quieter default, when the operator did not choose a level. */
export function setDefaultLogLevel(level: z.infer<typeof LOG_LEVELS>): void {
  process.env.LOG_LEVEL ??= level;
}
