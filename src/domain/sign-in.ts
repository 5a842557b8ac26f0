/**
 * Phone sign-in rules (search-and-browsing §1, §6: a shopper is identified by phone number;
 * §2: `/sign-in?type=watchlist&redirect=…&back=…`). Pure, so the sign-in form, the server
 * actions and the tests agree.
 */
import { safeReturnPath } from "./return-path";
import { nationalDigits } from "./phone";
import type { SiteConfig } from "../site/config";

/** Digits in a one-time code. */
export const SIGN_IN_CODE_LENGTH = 6;
/** A code is good for this long after it is sent. */
export const SIGN_IN_CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses allowed per code; the next guess is refused even if right. */
export const SIGN_IN_MAX_ATTEMPTS = 5;

export const MOBILE_MESSAGE = "Please enter an Australian mobile number, e.g. 0412 345 678.";
export const CODE_MESSAGE = `Please enter the ${SIGN_IN_CODE_LENGTH}-digit code we sent you.`;

/**
 * An Australian mobile number in national digits ("0412345678"), or null. Codes go by SMS, so
 * landlines and 13/1300/1800 numbers are refused. Accepts the ways people type it: spaces,
 * dashes, brackets, +61 / 0061 with or without the 0.
 */
export function auMobile(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 30 || !/^[\d\s()+.-]+$/.test(raw.trim())) return null;
  let digits = nationalDigits(raw);
  if (!digits) return null;
  // "+61 0412 …" (a trunk 0 kept after the country code) is common on forms.
  if (digits.startsWith("00")) digits = digits.slice(1);
  if (/^4\d{8}$/.test(digits)) digits = `0${digits}`;
  return /^04\d{8}$/.test(digits) ? digits : null;
}

/** "0412 345 678": a mobile grouped the way it is read aloud. */
export function formatMobile(digits: string): string {
  return /^04\d{8}$/.test(digits) ? `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}` : digits;
}

/** The typed code as digits, or null when it is not exactly SIGN_IN_CODE_LENGTH digits. */
export function normaliseCode(raw: string | null | undefined): string | null {
  const digits = (raw ?? "").replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`).test(digits) ? digits : null;
}

export interface StoredCode {
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

export type CodeVerdict = "ok" | "wrong" | "expired" | "too_many_attempts" | "used";

/**
 * What a guess at a stored code means. `matches` is the result of comparing the guess with the
 * stored hash. The code is dead at its expiry instant and once SIGN_IN_MAX_ATTEMPTS wrong guesses
 * were made, so a right guess after that is refused too (no unlimited guessing).
 */
export function judgeCode(code: StoredCode, matches: boolean, now: Date): CodeVerdict {
  if (code.consumedAt) return "used";
  if (now.getTime() >= code.expiresAt.getTime()) return "expired";
  if (code.attempts >= SIGN_IN_MAX_ATTEMPTS) return "too_many_attempts";
  return matches ? "ok" : "wrong";
}

export const VERDICT_MESSAGES: Record<Exclude<CodeVerdict, "ok">, string> = {
  wrong: "That code is not right. Please check the SMS and try again.",
  expired: "That code has expired. Please ask for a new one.",
  too_many_attempts: "Too many wrong codes. Please ask for a new one.",
  used: "That code was already used. Please ask for a new one.",
};

/** Wrong guesses left after this one was wrong (for the form's message). */
export function attemptsLeft(attemptsSoFar: number): number {
  return Math.max(0, SIGN_IN_MAX_ATTEMPTS - attemptsSoFar);
}

/** Why the shopper is asked to sign in (the sign-in page words its lead by it). */
export type SignInType = "watchlist" | "finance" | "checkout" | "garage" | "promotion";

/**
 * `/sign-in?type=…&redirect={path}&back={back}`: after the code the shopper goes to `redirect`;
 * `back` is where "not now" leads. Both default to the page the shopper is on, and both are kept
 * on the site (safeReturnPath).
 */
export function signInHref(currentPath: string, type: SignInType = "watchlist", back: string = currentPath): string {
  const params = new URLSearchParams({ type, redirect: safeReturnPath(currentPath, "/"), back: safeReturnPath(back, "/") });
  return `/sign-in?${params.toString()}`;
}

/** The sign-in page exists on a site with a watchlist or any signed-in area. */
export function signInAvailable(
  config: Pick<SiteConfig, "watchlist_enabled" | "finance_requires_sign_in" | "finance_application_requires_sign_in" | "checkout_requires_sign_in" | "pages">,
): boolean {
  return (
    config.watchlist_enabled ||
    config.finance_requires_sign_in ||
    config.finance_application_requires_sign_in ||
    config.checkout_requires_sign_in ||
    config.pages.spin_to_win
  );
}
