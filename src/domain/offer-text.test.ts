import { describe, expect, it } from "vitest";
import { truncateOfferText } from "./offer-text";

const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");

describe("truncateOfferText", () => {
  it("keeps text of exactly 200 characters whole", () => {
    const text = "x".repeat(200);
    expect(truncateOfferText(text, "description")).toEqual({ text, truncated: false });
  });

  it("cuts a 201-character description to about 160 at a word boundary", () => {
    const text = words(41).slice(0, 201); // "word word …" 201 chars
    expect(text).toHaveLength(201);
    const out = truncateOfferText(text, "description");
    expect(out.truncated).toBe(true);
    expect(out.text.endsWith("…")).toBe(true);
    expect(out.text.length).toBeLessThanOrEqual(161);
    expect(out.text.length).toBeGreaterThan(128);
    expect(out.text).toMatch(/word…$/);
  });

  it("cuts a long disclaimer at about 200", () => {
    const out = truncateOfferText(words(100), "disclaimer");
    expect(out.truncated).toBe(true);
    expect(out.text.length).toBeLessThanOrEqual(201);
    expect(out.text.length).toBeGreaterThan(160);
  });

  it("cuts a text without spaces at the limit", () => {
    expect(truncateOfferText("y".repeat(300), "description").text).toBe(`${"y".repeat(160)}…`);
  });

  it("collapses whitespace before measuring", () => {
    expect(truncateOfferText("  Drive   away\n\nnow  ", "description")).toEqual({ text: "Drive away now", truncated: false });
  });
});
