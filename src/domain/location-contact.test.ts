import { describe, expect, it } from "vitest";
import { isDiallableNumber, readContactForm } from "./location-contact";

describe("a location's phone numbers and e-mail", () => {
  it("takes numbers an Australian phone can dial, in any usual spelling", () => {
    for (const ok of ["07 5550 0100", "+61 7 5550 0100", "(07) 5550-0100", "1300 123 456", "1800123456", "13 12 34"]) expect(isDiallableNumber(ok), ok).toBe(true);
  });

  it("refuses a number one digit short or long, and words", () => {
    for (const bad of ["07 5550 010", "07 5550 01000", "13 12 3", "1300 123 45", "call us", "5550 0100"]) expect(isDiallableNumber(bad), bad).toBe(false);
  });

  it("reads the form, empty fields as none, and needs the main phone", () => {
    expect(readContactForm({ phone: " 07 5550 0100 ", email: "sales@dealer.com.au", phone_new: "" })).toEqual({
      ok: true,
      contact: { phone: "07 5550 0100", landline_phone: null, phone_new: null, phone_used: null, phone_demo: null, email: "sales@dealer.com.au" },
    });
    expect(readContactForm({ phone: "" })).toMatchObject({ ok: false, errors: [{ field: "phone" }] });
  });

  it("names each field that is wrong", () => {
    expect(readContactForm({ phone: "07 5550 0100", phone_used: "12345", email: "not-an-address" })).toMatchObject({
      ok: false,
      errors: [{ field: "phone_used" }, { field: "email" }],
    });
  });
});
