import { describe, expect, it } from "vitest";
import { isCarSlug } from "./car-slug";

describe("isCarSlug", () => {
  it("takes the slugs the import makes", () => {
    expect(isCarSlug("2021-isuzu-d-max-x-terrain-ctu36065")).toBe(true);
    expect(isCarSlug("2026-Yamaha-MT-07")).toBe(true);
    expect(isCarSlug("7")).toBe(true);
  });

  it("refuses what names no car: empty, a leading hyphen, a NUL, spaces, escapes, a path", () => {
    for (const text of ["", "-2021-isuzu", "a\u0000b", "\u0000", "two words", "a%00", "../etc", "a/b", "ü-car"]) expect(isCarSlug(text), JSON.stringify(text)).toBe(false);
  });

  it("is at most 200 characters: the 200th is taken, the 201st is not", () => {
    expect(isCarSlug("a".repeat(200))).toBe(true);
    expect(isCarSlug("a".repeat(201))).toBe(false);
  });
});
