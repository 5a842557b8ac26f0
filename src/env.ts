import { z } from "zod";
import { parseTrustProxy } from "./platform/client-identity.mjs";

/**
 * Process environment, validated once. A wrong value fails at boot with the variable named,
 * rather than as a confusing error on the first request.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default(".data"),
  // 32 characters or more: a shorter secret could be guessed within the wrong-token limits.
  ADMIN_TOKEN: z
    .string()
    .min(32, "must be at least 32 characters (make one with `openssl rand -hex 32`)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DEFAULT_SITE: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** How long a retired site's leads are kept (then the site and all it holds are removed). */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  /** On PostgreSQL, seed the demo sites into an empty database at start (the embedded demo always does). */
  DEMO_SEED: z.enum(["true", "false"]).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Run the background worker (lead delivery, expiry) inside the web process. */
  WORKER_IN_PROCESS: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** Finance quotes (POST /api/youx/quote): `local` (deterministic, no network) or `youx` (HTTP). */
  FINANCE_QUOTE_PROVIDER: z.enum(["local", "youx"]).default("local"),
  YOUX_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  YOUX_API_KEY: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  YOUX_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  /**
   * Wrong admin tokens one client address may send per window (COUNT/SECONDS), the dealer view's
   * login and the admin API together; past it the address gets 429 until the window ends.
   */
  ADMIN_TOKEN_RATE_LIMIT: z
    .string()
    .regex(/^\d+\/\d+$/, "expected COUNT/SECONDS, e.g. 20/900")
    .default("20/900")
    .transform((v) => {
      const [count, seconds] = v.split("/").map(Number) as [number, number];
      return { limit: Math.max(1, count), windowS: Math.max(1, seconds) };
    }),
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
  VALUATION_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  VALUATION_API_KEY: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  VALUATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(6000),
  /** Postcode lookups: `local` (a table of Australian postcode centroids shipped with the app) or `google` (Geocoding API). */
  GEOCODER_PROVIDER: z.enum(["local", "google"]).default("local"),
  GOOGLE_GEOCODING_KEY: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Location reviews: `local` (the reviews the site's content holds) or `google` (Places API Place Details). */
  REVIEWS_PROVIDER: z.enum(["local", "google"]).default("local"),
  GOOGLE_PLACES_KEY: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The video carousel: `local` (demo walkarounds shipped with the app) or `youtube` (YouTube Data API v3). */
  VIDEO_FEED_PROVIDER: z.enum(["local", "youtube"]).default("local"),
  YOUTUBE_API_KEY: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
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
  if (env.FINANCE_QUOTE_PROVIDER !== "youx") return;
  if (!env.YOUX_API_URL) ctx.addIssue({ code: "custom", path: ["YOUX_API_URL"], message: "required when FINANCE_QUOTE_PROVIDER=youx" });
  if (!env.YOUX_API_KEY) ctx.addIssue({ code: "custom", path: ["YOUX_API_KEY"], message: "required when FINANCE_QUOTE_PROVIDER=youx" });
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** What is wrong with an environment, one line per variable (empty when nothing is). */
export function environmentProblems(env: Record<string, string | undefined>): string[] {
  const parsed = EnvSchema.safeParse(env);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

/**
 * The validated environment. `npm start` checks it before anything else (scripts/check-env.ts)
 * and the server again as it boots (src/instrumentation.ts), so a wrong value stops the start
 * with the variable named.
 */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change the environment between cases; they call this to re-read it. */
export function resetEnvCache(): void {
  cached = undefined;
}
