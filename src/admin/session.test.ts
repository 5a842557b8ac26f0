import { describe, expect, it } from "vitest";
import { safeNext } from "./session";
import { sessionCookieValue, sessionIdFromCookie, tokenMatches } from "./admin-access";

describe("admin session cookie", () => {
  const token = "admin-token-123";
  const t0 = 1_800_000_000_000;
  it("names its session until it ends, with the token that signed it", () => {
    const v = sessionCookieValue(token, "sess1", t0 + 12 * 3600_000);
    expect(sessionIdFromCookie(token, v, t0 + 1000)).toBe("sess1");
    expect(sessionIdFromCookie(token, v, t0 + 12 * 3600_000 - 1)).toBe("sess1");
    expect(sessionIdFromCookie(token, v, t0 + 12 * 3600_000)).toBeNull();
    expect(sessionIdFromCookie("another-token-456", v, t0 + 1000)).toBeNull();
  });
  it("cannot be extended, moved to another session or forged", () => {
    const v = sessionCookieValue(token, "sess1", t0 + 1000);
    const sig = v.split(".")[3];
    expect(sessionIdFromCookie(token, `v2.sess1.9999999999999.${sig}`, t0)).toBeNull();
    expect(sessionIdFromCookie(token, `v2.sess2.${t0 + 1000}.${sig}`, t0)).toBeNull();
    expect(sessionIdFromCookie(token, undefined)).toBeNull();
    expect(sessionIdFromCookie(token, "garbage")).toBeNull();
    expect(sessionIdFromCookie(token, `v1.${t0 + 1000}.${sig}`, t0)).toBeNull();
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
    expect(safeNext("/admin/..//evil.example")).toBe("/admin/leads");
    expect(safeNext("/admin/%2e%2e//evil.example")).toBe("/admin/leads");
  });
});
