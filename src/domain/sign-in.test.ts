import { describe, expect, it } from "vitest";
import { attemptsLeft, auMobile, formatMobile, judgeCode, normaliseCode, signInHref, SIGN_IN_MAX_ATTEMPTS } from "./sign-in";

describe("auMobile", () => {
  it("accepts Australian mobiles however they are typed, as national digits", () => {
    for (const typed of ["0412345678", "0412 345 678", "0412-345-678", "(04) 1234 5678", "+61412345678", "+61 412 345 678", "+61 (0)412 345 678", "0061412345678", "412345678"]) {
      expect(auMobile(typed), typed).toBe("0412345678");
    }
  });
  it("refuses landlines, service numbers, wrong lengths and letters", () => {
    for (const typed of ["0395551234", "1300123456", "131234", "041234567", "04123456789", "04123 45678x", "", "0512345678", "+64412345678"]) {
      expect(auMobile(typed), typed).toBeNull();
    }
    expect(auMobile(null)).toBeNull();
    expect(auMobile("0".repeat(31))).toBeNull();
  });
  it("formats for reading", () => {
    expect(formatMobile("0412345678")).toBe("0412 345 678");
  });
});

describe("normaliseCode", () => {
  it("takes exactly six digits, spaces and dashes ignored", () => {
    expect(normaliseCode("123456")).toBe("123456");
    expect(normaliseCode("123 456")).toBe("123456");
    expect(normaliseCode("123-456")).toBe("123456");
    expect(normaliseCode("12345")).toBeNull();
    expect(normaliseCode("1234567")).toBeNull();
    expect(normaliseCode("12a456")).toBeNull();
    expect(normaliseCode(undefined)).toBeNull();
  });
});

describe("judgeCode", () => {
  const now = new Date("2026-01-01T00:00:00Z");
  const code = (over: Partial<{ expiresAt: Date; attempts: number; consumedAt: Date | null }> = {}) => ({
    expiresAt: new Date(now.getTime() + 1),
    attempts: 0,
    consumedAt: null,
    ...over,
  });
  it("a right code before its expiry signs in; a wrong one is wrong", () => {
    expect(judgeCode(code(), true, now)).toBe("ok");
    expect(judgeCode(code(), false, now)).toBe("wrong");
  });
  it("expires at its expiry instant, not a millisecond later", () => {
    expect(judgeCode(code({ expiresAt: new Date(now.getTime() + 1) }), true, now)).toBe("ok");
    expect(judgeCode(code({ expiresAt: now }), true, now)).toBe("expired");
  });
  it(`after ${SIGN_IN_MAX_ATTEMPTS} wrong guesses even the right code is refused`, () => {
    expect(judgeCode(code({ attempts: SIGN_IN_MAX_ATTEMPTS - 1 }), true, now)).toBe("ok");
    expect(judgeCode(code({ attempts: SIGN_IN_MAX_ATTEMPTS }), true, now)).toBe("too_many_attempts");
    expect(attemptsLeft(SIGN_IN_MAX_ATTEMPTS - 1)).toBe(1);
    expect(attemptsLeft(SIGN_IN_MAX_ATTEMPTS + 3)).toBe(0);
  });
  it("a used code cannot be used again", () => {
    expect(judgeCode(code({ consumedAt: now }), true, now)).toBe("used");
  });
});

describe("signInHref", () => {
  it("names no other host, whatever the current path", () => {
    expect(new URL(signInHref("/..//evil.example"), "http://x").searchParams.get("redirect")).toBe("/");
  });
  it("builds /sign-in?type=watchlist with redirect and back both the current path", () => {
    const href = signInHref("/search/used-cars?make=Kia&page=2");
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/sign-in");
    expect(url.searchParams.get("type")).toBe("watchlist");
    expect(url.searchParams.get("redirect")).toBe("/search/used-cars?make=Kia&page=2");
    expect(url.searchParams.get("back")).toBe("/search/used-cars?make=Kia&page=2");
  });
  it("takes the kind of sign-in and a back path of its own, kept on the site too", () => {
    expect(signInHref("/watchlist", "watchlist", "/favourites")).toBe("/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2Ffavourites");
    expect(signInHref("/finance?car_id=5", "finance")).toBe("/sign-in?type=finance&redirect=%2Ffinance%3Fcar_id%3D5&back=%2Ffinance%3Fcar_id%3D5");
    expect(new URL(signInHref("/watchlist", "watchlist", "//evil.example"), "http://x").searchParams.get("back")).toBe("/");
  });
});
