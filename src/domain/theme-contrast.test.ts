import { describe, expect, it } from "vitest";
import { contrastRatio, themeContrastProblems } from "./theme-contrast";

const good = {
  primary: "#0b3d91",
  primary_contrast: "#ffffff",
  accent: "#b3261e",
  accent_contrast: "#ffffff",
  surface: "#ffffff",
  surface_alt: "#f4f5f7",
  text: "#16181d",
  muted: "#5b6270",
  header_bg: "#ffffff",
  header_text: "#16181d",
  footer_bg: "#16181d",
  footer_text: "#e9ebef",
};

describe("theme contrast", () => {
  it("computes WCAG's ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });
  it("passes a readable theme and names each pair that is not", () => {
    expect(themeContrastProblems(good)).toEqual([]);
    expect(themeContrastProblems({ ...good, muted: "#767676" })).toEqual([]);
    const bad = themeContrastProblems({ ...good, muted: "#777777", header_text: "#eeeeee" });
    expect(bad.map((p) => p.field)).toEqual(["colors.header_text", "colors.muted"]);
    expect(bad[0]!.message).toMatch(/Header text: 1\.\d\d : 1/);
  });
});
