/**
 * Seeded random numbers for the demo data and the test data factory. One seed always gives the
 * same sequence (xoroshiro128+ from pure-rand), so generated data, and tests built on it, are
 * reproducible. `fork(label)` derives an independent stream per label, so that adding a car to
 * one site does not reshuffle every other site.
 */
import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

export interface Rng {
  /** The seed this stream was created from. */
  readonly seed: number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability p (0..1). */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** One value, chosen with probability proportional to its weight. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `n` distinct elements (or all of them when n exceeds the length), in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  /** A value rounded to a step, e.g. a price to the nearest $10. */
  round(value: number, step: number): number;
  /** An independent, deterministic stream named by `label`. */
  fork(label: string): Rng;
}

/** 32-bit FNV-1a: a stable hash to derive child seeds from labels. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h | 0;
}

export function createRng(seed: number): Rng {
  if (!Number.isFinite(seed)) throw new RangeError(`Seed must be a finite number, got ${seed}`);
  const gen = xoroshiro128plus(Math.trunc(seed) | 0);
  const unit = () => uniformFloat64(gen);
  const rng: Rng = {
    seed,
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
        throw new RangeError(`int(${min}, ${max}): expected integers with min <= max`);
      }
      return uniformInt(gen, min, max);
    },
    float(min, max) {
      return min + unit() * (max - min);
    },
    chance(p) {
      if (p <= 0) return false;
      if (p >= 1) return true;
      return unit() < p;
    },
    pick(items) {
      if (items.length === 0) throw new RangeError("pick() from an empty array");
      return items[uniformInt(gen, 0, items.length - 1)] as (typeof items)[number];
    },
    weighted(entries) {
      let total = 0;
      for (const [, w] of entries) if (w > 0) total += w;
      if (total <= 0) throw new RangeError("weighted() needs at least one positive weight");
      let r = unit() * total;
      for (const [value, w] of entries) {
        if (w <= 0) continue;
        r -= w;
        if (r < 0) return value;
      }
      // Floating-point leftovers land on the last positive entry.
      return [...entries].reverse().find(([, w]) => w > 0)![0];
    },
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = uniformInt(gen, 0, i);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    sample(items, n) {
      return rng.shuffle(items).slice(0, Math.max(0, n));
    },
    round(value, step) {
      return Math.round(value / step) * step;
    },
    fork(label) {
      return createRng(hashString(label, seed >>> 0));
    },
  };
  return rng;
}

/** Accept either a stream or a seed (the factory's callers pass whichever they have). */
export function toRng(rngOrSeed: Rng | number): Rng {
  return typeof rngOrSeed === "number" ? createRng(rngOrSeed) : rngOrSeed;
}
