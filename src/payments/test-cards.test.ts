import { describe, expect, it } from "vitest";
import { passesLuhn, testCardOutcome } from "./test-cards";

const NOW = new Date("2026-11-26T00:00:00Z");

describe("the local processor's test cards", () => {
  it("pays with 4242 4242 4242 4242 (spaces as typed), and tells the brand and last four", () => {
    expect(testCardOutcome({ number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" }, NOW)).toEqual({ ok: true, last4: "4242", brand: "Visa" });
    expect(testCardOutcome({ number: "5555555555554444" }, NOW)).toMatchObject({ ok: true, brand: "Mastercard" });
  });

  it("declines 4000 0000 0000 0002 and refuses 4000 0000 0000 9995 for insufficient funds", () => {
    expect(testCardOutcome({ number: "4000000000000002" }, NOW)).toEqual({ ok: false, code: "card_declined", message: "Your card was declined." });
    expect(testCardOutcome({ number: "4000 0000 0000 9995" }, NOW)).toMatchObject({ ok: false, code: "insufficient_funds", message: "Your card has insufficient funds." });
  });

  it("calls a number that fails the Luhn check incorrect (4242…4241 vs 4242…4242)", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(testCardOutcome({ number: "4242424242424241" }, NOW)).toMatchObject({ ok: false, code: "incorrect_number" });
  });

  it("takes a card to the end of its expiry month: 11/26 is good on 26 November 2026, 10/26 is not", () => {
    expect(testCardOutcome({ number: "4242424242424242", expiry: "11/26" }, NOW)).toMatchObject({ ok: true });
    expect(testCardOutcome({ number: "4242424242424242", expiry: "10/26" }, NOW)).toMatchObject({ ok: false, code: "expired_card" });
    expect(testCardOutcome({ number: "4242424242424242", expiry: "13/30" }, NOW)).toMatchObject({ ok: false, code: "expired_card" });
  });

  it("wants three CVC digits (four for American Express)", () => {
    expect(testCardOutcome({ number: "4242424242424242", cvc: "12" }, NOW)).toMatchObject({ ok: false, code: "incorrect_cvc" });
    expect(testCardOutcome({ number: "378282246310005", cvc: "123" }, NOW)).toMatchObject({ ok: false, code: "incorrect_cvc" });
    expect(testCardOutcome({ number: "378282246310005", cvc: "1234" }, NOW)).toMatchObject({ ok: true, brand: "American Express" });
  });
});
