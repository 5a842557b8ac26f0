import { describe, expect, it } from "vitest";
import { isDiallableNumber, readAddressForm, readContactForm } from "./location-contact";

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

describe("a location's name, address and licence", () => {
  const ok = { name: "North Showroom", street: "1 Ann Street", city: "Brisbane", state: "qld", postcode: "4000", dealer_license_number: "MD 1234" };
  it("reads them, the state upper-cased, empty parts as none", () => {
    expect(readAddressForm(ok, "QLD")).toEqual({ ok: true, address: { ...ok, state: "QLD" } });
    expect(readAddressForm({ name: "Yard" }, undefined)).toEqual({ ok: true, address: { name: "Yard", street: null, city: null, state: null, postcode: null, dealer_license_number: null } });
  });

  it("needs a name of at most 120 characters", () => {
    expect(readAddressForm({ ...ok, name: "n".repeat(120) }, "QLD").ok).toBe(true);
    expect(readAddressForm({ ...ok, name: "n".repeat(121) }, "QLD")).toMatchObject({ ok: false, errors: [{ field: "name" }] });
    expect(readAddressForm({ ...ok, name: " " }, "QLD")).toMatchObject({ ok: false, errors: [{ field: "name" }] });
  });

  it("refuses a postcode of 3 digits or one we do not know, and a state that is not the postcode's", () => {
    expect(readAddressForm({ ...ok, postcode: "400" }, null)).toMatchObject({ ok: false, errors: [{ field: "postcode" }] });
    expect(readAddressForm({ ...ok, postcode: "0000" }, null)).toMatchObject({ ok: false, errors: [{ field: "postcode", message: "0000 is not an Australian postcode we know" }] });
    expect(readAddressForm({ ...ok, state: "NSW" }, "QLD")).toMatchObject({ ok: false, errors: [{ field: "state", message: "Postcode 4000 is in QLD, not NSW" }] });
    expect(readAddressForm({ ...ok, state: "Queensland" }, "QLD")).toMatchObject({ ok: false, errors: [{ field: "state" }] });
  });
});
