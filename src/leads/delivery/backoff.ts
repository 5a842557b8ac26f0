/**
 * When a failed delivery is tried again: exponential backoff (base × 2^(attempt−1), capped) with
 * "equal jitter" (half fixed, half random), so that after a receiver's outage the retries of many
 * leads spread out instead of arriving together. Pure.
 */
export function retryDelayMs(attempt: number, opts: { baseMs: number; maxMs: number }, random: () => number = Math.random): number {
  const exp = Math.min(opts.maxMs, opts.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp / 2 + random() * (exp / 2));
}
