import { describe, expect, it } from "vitest";
import { formatPhone, maskPhone, nationalDigits, phoneHref } from "./phone";

describe("formatPhone", () => {
  it("turns +61 into a leading 0 and groups 2-4-4", () => {
    expect(formatPhone("+61395551234")).toBe("03 9555 1234");
    expect(formatPhone("+61 3 9555 1234")).toBe("03 9555 1234");
    expect(formatPhone("+61 (0)3 9555-1234")).toBe("03 9555 1234");
    expect(formatPhone("0061 2 9876 5432")).toBe("02 9876 5432");
  });

  it("groups national 10-digit numbers, mobiles included, 2-4-4", () => {
    expect(formatPhone("0395551234")).toBe("03 9555 1234");
    expect(formatPhone("(03) 9555 1234")).toBe("03 9555 1234");
    expect(formatPhone("0412345678")).toBe("04 1234 5678");
    expect(formatPhone("+61412345678")).toBe("04 1234 5678");
  });

  it("leaves a 0-number one digit short or long as given", () => {
    expect(formatPhone("039555123")).toBe("039555123");
    expect(formatPhone("03955512345")).toBe("03955512345");
    expect(formatPhone("+6139555123")).toBe("+6139555123");
  });

  it("groups 1300/1800 numbers 4-3-3 and 13 numbers 2-2-2", () => {
    expect(formatPhone("1300123456")).toBe("1300 123 456");
    expect(formatPhone("1800 123 456")).toBe("1800 123 456");
    expect(formatPhone("131234")).toBe("13 12 34");
    expect(formatPhone("1300 12345")).toBe("1300 12345");
  });

  it("returns empty text for a missing number", () => {
    expect(formatPhone(null)).toBe("");
    expect(formatPhone(undefined)).toBe("");
    expect(formatPhone("  ")).toBe("");
  });
});

describe("phoneHref", () => {
  it("dials 0-numbers in international form", () => {
    expect(phoneHref("03 9555 1234")).toBe("tel:+61395551234");
    expect(phoneHref("+61 412 345 678")).toBe("tel:+61412345678");
  });
  it("dials 13 and 1300 numbers as they are", () => {
    expect(phoneHref("1300 123 456")).toBe("tel:1300123456");
    expect(phoneHref("13 12 34")).toBe("tel:131234");
  });
  it("gives no link without enough digits", () => {
    expect(phoneHref(null)).toBeNull();
    expect(phoneHref("call us")).toBeNull();
    expect(phoneHref("12345")).toBeNull();
  });
});

describe("nationalDigits", () => {
  it("strips punctuation and the country code", () => {
    expect(nationalDigits("+61 (0)3 9555-1234")).toBe("0395551234");
    expect(nationalDigits("")).toBeNull();
  });
});

describe("maskPhone", () => {
  it("keeps the first 5 characters of the displayed number and masks every later digit with X", () => {
    expect(maskPhone("07 5550 0199")).toBe("07 55XX XXXX");
    expect(maskPhone("+61755500199")).toBe("07 55XX XXXX");
    expect(maskPhone("1300 123 456")).toBe("1300 XXX XXX");
    expect(maskPhone("13 12 34")).toBe("13 12 XX");
  });

  it("character 5 is shown and character 6 is not (the boundary)", () => {
    // "0299998888" displays as "02 9999 8888": characters 1-5 are "02 99".
    const masked = maskPhone("0299998888");
    expect(masked).toBe("02 99XX XXXX");
    expect(masked).not.toContain("8");
  });

  it("leaves a number of 5 characters or fewer as it is", () => {
    expect(maskPhone("000")).toBe("000");
    expect(maskPhone("12345")).toBe("12345");
    expect(maskPhone("")).toBe("");
    expect(maskPhone(null)).toBe("");
  });
});
