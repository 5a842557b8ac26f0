import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { leadIdFromReference, leadReference, MAX_REFERENCED_ID } from "./lead-reference";

describe("lead reference", () => {
  it("is eight Crockford base32 characters in two groups", () => {
    for (const id of [1, 2, 41, 1_000_000, MAX_REFERENCED_ID]) expect(leadReference(id)).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it("names every lead once: it reads back to its own id", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_REFERENCED_ID }), (id) => {
        expect(leadIdFromReference(leadReference(id))).toBe(id);
      }),
      { numRuns: 5000 },
    );
    const seen = new Set(Array.from({ length: 20_000 }, (_, i) => leadReference(i + 1)));
    expect(seen.size).toBe(20_000);
  });

  it("neighbouring leads do not look like a counter", () => {
    const a = leadReference(1000);
    const b = leadReference(1001);
    const same = [...a].filter((ch, i) => ch === b[i]).length;
    expect(same).toBeLessThan(5);
  });

  it("is read back as people type it: any case, no dash, I/L for 1 and O for 0", () => {
    const id = 123_456;
    const ref = leadReference(id);
    expect(leadIdFromReference(ref.toLowerCase())).toBe(id);
    expect(leadIdFromReference(ref.replace("-", ""))).toBe(id);
    expect(leadIdFromReference(` ${ref} `)).toBe(id);
    const withOne = Array.from({ length: 500 }, (_, i) => i + 1).find((n) => leadReference(n).includes("1"))!;
    const withZero = Array.from({ length: 500 }, (_, i) => i + 1).find((n) => leadReference(n).includes("0"))!;
    expect(leadIdFromReference(leadReference(withOne).replaceAll("1", "l"))).toBe(withOne);
    expect(leadIdFromReference(leadReference(withOne).replaceAll("1", "I"))).toBe(withOne);
    expect(leadIdFromReference(leadReference(withZero).replaceAll("0", "o"))).toBe(withZero);
  });

  it("refuses what is not a reference, and ids it cannot name", () => {
    for (const bad of ["", "ABC", "7K3M-9Q2", "7K3M-9Q2XX", "UUUU-UUUU", "550e8400-e29b-41d4-a716-446655440000"]) expect(leadIdFromReference(bad), bad).toBeNull();
    expect(() => leadReference(0)).toThrow(RangeError);
    expect(() => leadReference(MAX_REFERENCED_ID + 1)).toThrow(RangeError);
    expect(() => leadReference(1.5)).toThrow(RangeError);
  });
});
