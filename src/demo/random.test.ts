import { describe, expect, it } from "vitest";
import { createRng, hashString } from "./random";

const draw = (seed: number) => {
  const rng = createRng(seed);
  return [rng.int(0, 1000), rng.float(0, 1), rng.pick(["a", "b", "c"]), rng.chance(0.5), rng.shuffle([1, 2, 3, 4, 5])];
};

describe("seeded random numbers", () => {
  it("repeats exactly for the same seed and differs for another", () => {
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("keeps int within both bounds, reaching each of them", () => {
    const rng = createRng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(rng.int(3, 6));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
    expect(() => rng.int(5, 4)).toThrow(RangeError);
  });

  it("chance(0) is never and chance(1) is always", () => {
    const rng = createRng(2);
    for (let i = 0; i < 200; i++) {
      expect(rng.chance(0)).toBe(false);
      expect(rng.chance(1)).toBe(true);
    }
  });

  it("weighted never returns a zero-weight value and follows the weights", () => {
    const rng = createRng(3);
    const counts = { a: 0, b: 0, z: 0 };
    for (let i = 0; i < 4000; i++) counts[rng.weighted([["a", 3], ["b", 1], ["z", 0]] as const)]++;
    expect(counts.z).toBe(0);
    expect(counts.a / counts.b).toBeGreaterThan(2.4);
    expect(counts.a / counts.b).toBeLessThan(3.7);
    expect(() => rng.weighted([["x", 0]])).toThrow(RangeError);
  });

  it("shuffle and sample return elements of the input without repeats", () => {
    const rng = createRng(4);
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(rng.shuffle(items).sort()).toEqual(items);
    const s = rng.sample(items, 3);
    expect(new Set(s).size).toBe(3);
    expect(rng.sample(items, 20)).toHaveLength(8);
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it("forks are reproducible, independent of the parent's position, and differ by label", () => {
    const a = createRng(9);
    const b = createRng(9);
    b.int(0, 10); // advancing the parent must not change a fork
    expect(a.fork("site").int(0, 1e9)).toBe(b.fork("site").int(0, 1e9));
    expect(createRng(9).fork("x").int(0, 1e9)).not.toBe(createRng(9).fork("y").int(0, 1e9));
    expect(hashString("abc")).toBe(hashString("abc"));
  });
});
