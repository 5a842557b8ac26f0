import { describe, expect, it } from "vitest";
import { claimCode, drawPrizeIndex, wheelTurn } from "./spin-to-win";

const prizes = [
  { label: "A", weight: 30 },
  { label: "never", weight: 0 },
  { label: "B", weight: 70 },
];

describe("drawPrizeIndex", () => {
  it("gives each prize the slice its weight owns, boundaries included", () => {
    expect(drawPrizeIndex(prizes, 0)).toBe(0);
    expect(drawPrizeIndex(prizes, 0.2999)).toBe(0);
    // 0.3 × 100 = 30: the first point of B's slice (the zero-weight prize owns nothing).
    expect(drawPrizeIndex(prizes, 0.3)).toBe(2);
    expect(drawPrizeIndex(prizes, 0.999999)).toBe(2);
  });

  it("never draws a prize of weight 0", () => {
    for (let r = 0; r < 1; r += 0.001) expect(drawPrizeIndex(prizes, r)).not.toBe(1);
  });

  it("refuses a random number outside [0, 1) and a wheel with nothing to win", () => {
    expect(() => drawPrizeIndex(prizes, 1)).toThrow(RangeError);
    expect(() => drawPrizeIndex(prizes, -0.1)).toThrow(RangeError);
    expect(() => drawPrizeIndex([{ label: "x", weight: 0 }], 0.5)).toThrow(RangeError);
  });
});

describe("claimCode", () => {
  it("reads six characters that cannot be misread", () => {
    const code = claimCode(new Uint8Array([0, 1, 2, 30, 31, 255]));
    expect(code).toMatch(/^SPIN-[2-9A-HJKMNP-Z]{6}$/);
    expect(code).toBe("SPIN-234Z29");
  });
});

describe("wheelTurn", () => {
  it("stops the chosen slice's middle under the pointer after whole turns", () => {
    // Four slices of 90°: slice 0 spans 0–90°, its middle (45°) must come round to 360°.
    expect(wheelTurn(0, 4)).toBe(5 * 360 + 315);
    expect(wheelTurn(3, 4)).toBe(5 * 360 + 45);
    expect((wheelTurn(1, 6) + (1 + 0.5) * 60) % 360).toBe(0);
  });
});
