/**
 * Fixed-window rate limits kept in PostgreSQL, so every web node counts against the same numbers
 * (an in-process counter would let N nodes accept N times the limit). The cost is one upsert per
 * counted request; lead submissions are rare enough that this is nothing.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

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

/** Count one hit in the bucket's current window. */
export async function hitRateLimit(db: Database, bucket: string, rule: RateLimit, nowMs = Date.now()): Promise<RateLimitResult> {
  const windowMs = rule.windowS * 1000;
  const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
  const [row] = await db.rows<{ hits: number }>(sql`
    insert into rate_limits (bucket, window_start, hits) values (${bucket}, ${windowStart.toISOString()}, 1)
    on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1
    returning hits`);
  const hits = Number(row?.hits ?? 1);
  return { allowed: hits <= rule.limit, hits, retryAfterS: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000)) };
}

/** Drop windows that ended long ago (the worker calls this now and then). */
export async function pruneRateLimits(db: Database, olderThanMs = 24 * 3600_000, nowMs = Date.now()): Promise<void> {
  await db.rows(sql`delete from rate_limits where window_start < ${new Date(nowMs - olderThanMs).toISOString()}`);
}
