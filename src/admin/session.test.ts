import { describe, expect, it } from "vitest";
import { safeNext, sessionValid, sessionValue, tokenMatches } from "./session";

describe("admin session cookie", () => {
  const token = "admin-token-123";
  it("is valid for 12 hours with the token that signed it", () => {
    const t0 = 1_800_000_000_000;
    const v = sessionValue(token, t0);
    expect(sessionValid(token, v, t0 + 1000)).toBe(true);
    expect(sessionValid(token, v, t0 + 12 * 3600_000 - 1)).toBe(true);
    expect(sessionValid(token, v, t0 + 12 * 3600_000)).toBe(false);
    expect(sessionValid("another-token-456", v, t0 + 1000)).toBe(false);
  });
  it("cannot be extended or forged", () => {
    const v = sessionValue(token, 1_800_000_000_000);
    const [, , sig] = v.split(".");
    expect(sessionValid(token, `v1.9999999999999.${sig}`, 1_800_000_001_000)).toBe(false);
    expect(sessionValid(token, undefined)).toBe(false);
    expect(sessionValid(token, "garbage")).toBe(false);
  });
  it("compares tokens exactly", () => {
    expect(tokenMatches(token, token)).toBe(true);
    expect(tokenMatches(`${token} `, token)).toBe(false);
  });
  it("only follows admin paths after login", () => {
    expect(safeNext("/admin/leads?dealership=x")).toBe("/admin/leads?dealership=x");
    expect(safeNext("https://evil.example/admin/")).toBe("/admin/leads");
    expect(safeNext("//evil.example/admin/")).toBe("/admin/leads");
    expect(safeNext(undefined)).toBe("/admin/leads");
  });
});
