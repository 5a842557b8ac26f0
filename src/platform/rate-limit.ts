/**
 * Fixed-window rate limits kept in PostgreSQL, so every web node counts against the same numbers
 * (an in-process counter would let N nodes accept N times the limit). The cost is one upsert per
 * counted request, which only rare, costly requests pay: lead submissions, sign-in codes, admin
 * tokens, valuations, trade-in photos, saved searches and counted car views.
 */
import { sql } from "drizzle-orm";
import type { SqlRunner } from "./sql-runner";

export interface RateLimit {
  limit: number;
  windowS: number;
}

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  /** Seconds until the window resets. */
  retryAfterS: number;
}

function windowOf(rule: RateLimit, nowMs: number): { windowStart: Date; retryAfterS: number } {
  const windowMs = rule.windowS * 1000;
  const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
  return { windowStart, retryAfterS: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000)) };
}

/** Count one hit in the bucket's current window. */
export async function hitRateLimit(db: SqlRunner, bucket: string, rule: RateLimit, nowMs = Date.now()): Promise<RateLimitResult> {
  const { windowStart, retryAfterS } = windowOf(rule, nowMs);
  const [row] = await db.rows<{ hits: number }>(sql`
    insert into rate_limits (bucket, window_start, hits) values (${bucket}, ${windowStart.toISOString()}, 1)
    on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1
    returning hits`);
  const hits = Number(row?.hits ?? 1);
  return { allowed: hits <= rule.limit, hits, retryAfterS };
}

/**
 * Take back a hit counted by hitRateLimit at the same moment: for limits that count only failures
 * (wrong admin tokens) yet must count every attempt first, so that a burst of parallel attempts
 * cannot all get in before any is counted.
 */
export async function releaseRateLimitHit(db: SqlRunner, bucket: string, rule: RateLimit, nowMs = Date.now()): Promise<void> {
  const { windowStart } = windowOf(rule, nowMs);
  await db.rows(sql`
    update rate_limits set hits = greatest(hits - 1, 0) where bucket = ${bucket} and window_start = ${windowStart.toISOString()}`);
}

/** Drop windows that ended long ago (the worker calls this now and then). */
export async function pruneRateLimits(db: SqlRunner, olderThanMs = 24 * 3600_000, nowMs = Date.now()): Promise<void> {
  await db.rows(sql`delete from rate_limits where window_start < ${new Date(nowMs - olderThanMs).toISOString()}`);
}
