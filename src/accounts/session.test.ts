import { describe, expect, it } from "vitest";
import { decodeSession, encodeSession } from "./session";

const SECRET = "s".repeat(32);
const session = { siteId: 3, userId: 41, phone: "0412345678", expiresAtMs: 2_000_000 };

describe("shopper session cookie", () => {
  it("round-trips on the site that issued it until it expires", () => {
    const value = encodeSession(SECRET, session);
    expect(decodeSession(SECRET, value, 3, 1_999_999)).toEqual(session);
    expect(decodeSession(SECRET, value, 3, 2_000_000)).toBeNull();
  });
  it("is not a session on another site", () => {
    expect(decodeSession(SECRET, encodeSession(SECRET, session), 4, 0)).toBeNull();
  });
  it("refuses a changed phone, user or signature, and another secret", () => {
    const value = encodeSession(SECRET, session);
    expect(decodeSession(SECRET, value.replace("0412345678", "0412345679"), 3, 0)).toBeNull();
    expect(decodeSession(SECRET, value.replace(".41.", ".42."), 3, 0)).toBeNull();
    expect(decodeSession(SECRET, `${value.slice(0, -2)}AA`, 3, 0)).toBeNull();
    expect(decodeSession("t".repeat(32), value, 3, 0)).toBeNull();
    expect(decodeSession(SECRET, undefined, 3, 0)).toBeNull();
    expect(decodeSession(SECRET, "garbage", 3, 0)).toBeNull();
  });
});
