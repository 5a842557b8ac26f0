import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./backoff";

const opts = { baseMs: 60_000, maxMs: 3600_000 };

describe("retry delay", () => {
  it("doubles with each attempt, between half and all of the step", () => {
    expect(retryDelayMs(1, opts, () => 0)).toBe(30_000);
    expect(retryDelayMs(1, opts, () => 1)).toBe(60_000);
    expect(retryDelayMs(2, opts, () => 0)).toBe(60_000);
    expect(retryDelayMs(3, opts, () => 1)).toBe(240_000);
  });
  it("stops growing at the cap", () => {
    expect(retryDelayMs(7, opts, () => 1)).toBe(3600_000);
    expect(retryDelayMs(30, opts, () => 1)).toBe(3600_000);
    expect(retryDelayMs(30, opts, () => 0)).toBe(1800_000);
  });
  it("spreads retries out", () => {
    const seen = new Set(Array.from({ length: 50 }, () => retryDelayMs(4, opts)));
    expect(seen.size).toBeGreaterThan(10);
    for (const d of seen) expect(d >= 240_000 && d <= 480_000).toBe(true);
  });
});
