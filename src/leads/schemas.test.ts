import { describe, expect, it } from "vitest";
import {
  DEFAULT_SCHEMA_OPTIONS,
  MESSAGES,
  PHOTOS_REQUEST_TEXT,
  validateLead,
  validateStep,
  type LeadSchemaOptions,
} from "./schemas";

const contact = { name: "Ada", last_name: "Lovelace", email: "Ada@Example.com", phone: "0412 345 678", postcode: "4000" };
const base = (form: string, extra: Record<string, unknown> = {}) => ({ form, idempotency_key: "key-12345678", ...contact, ...extra });

function errorsOf(input: unknown, options?: LeadSchemaOptions) {
  const r = validateLead(input, options);
  return r.ok ? [] : r.errors;
}
function dataOf(input: unknown, options?: LeadSchemaOptions) {
  const r = validateLead(input, options);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.data;
}
const fieldMessage = (input: unknown, field: string, options?: LeadSchemaOptions) => errorsOf(input, options).find((e) => e.field === field)?.message;

describe("postcode", () => {
  it.each([
    ["999", false],
    ["1000", true],
    ["0800", true],
    ["9999", true],
    ["10000", false],
    ["abcd", false],
    [" 4000 ", true],
  ])("%j valid=%s", (postcode, valid) => {
    const msg = fieldMessage(base("enquiry", { message: "hi", postcode }), "postcode");
    expect(msg).toBe(valid ? undefined : MESSAGES.postcode);
  });
  it("an empty or missing postcode is required (not invalid); a number where text belongs is invalid", () => {
    expect(fieldMessage(base("enquiry", { message: "hi", postcode: "" }), "postcode")).toBe("Postcode is required.");
    expect(fieldMessage(base("enquiry", { message: "hi", postcode: "   " }), "postcode")).toBe("Postcode is required.");
    const noPostcode: Record<string, unknown> = base("enquiry", { message: "hi" });
    delete noPostcode.postcode;
    expect(fieldMessage(noPostcode, "postcode")).toBe("Postcode is required.");
    expect(fieldMessage(base("enquiry", { message: "hi", postcode: 4000 }), "postcode")).toBe(MESSAGES.postcode);
  });
  it("a rego of 9 characters is taken, 10 is too long (said as such), and other characters are named", () => {
    expect(fieldMessage(base("enquiry", { message: "hi", rego: "ABC123XYZ" }), "rego")).toBeUndefined();
    expect(fieldMessage(base("enquiry", { message: "hi", rego: "ABC123XYZ1" }), "rego")).toBe("Rego must be at most 9 characters.");
    expect(fieldMessage(base("enquiry", { message: "hi", rego: "ABC12345678901" }), "rego")).toBe("Rego must be at most 9 characters.");
    expect(fieldMessage(base("enquiry", { message: "hi", rego: "ABC!23" }), "rego")).toBe(MESSAGES.rego);
  });
});

describe("phone", () => {
  it.each([
    ["0412 345 678", "0412345678"],
    ["+61 412 345 678", "0412345678"],
    ["(03) 9555 1234", "0395551234"],
    ["1300 123 456", "1300123456"],
    ["13 12 34", "131234"],
  ])("accepts %j as %s", (phone, stored) => {
    expect(dataOf(base("enquiry", { message: "hi", phone })).phone).toBe(stored);
  });
  it.each(["041234567", "04123456789", "0912345678", "abc", "0412abc345678", ""])("rejects %j", (phone) => {
    expect(fieldMessage(base("enquiry", { message: "hi", phone }), "phone")).toBeDefined();
  });
});

describe("names", () => {
  it("refuse a line break (it would reach the e-mail subject and the ADF) and keep one-line names", () => {
    expect(fieldMessage(base("enquiry", { message: "x", name: "Ada\r\nBcc: x@evil.example" }), "name")).toBe("First name must be on one line.");
    expect(fieldMessage(base("enquiry", { message: "x", last_name: "Love\nlace" }), "last_name")).toBe("Last name must be on one line.");
    expect(errorsOf(base("enquiry", { message: "x", name: "Mary-Jane", last_name: "O'Brien" }))).toEqual([]);
    expect(errorsOf(base("enquiry", { message: "x", last_name: "" }))).toEqual([]);
  });
});

describe("enquiry", () => {
  it("requires the message unless the site is exempt", () => {
    expect(fieldMessage(base("enquiry", { message: "" }), "message")).toBe(MESSAGES.message);
    expect(fieldMessage(base("enquiry", { message: "   " }), "message")).toBe(MESSAGES.message);
    expect(fieldMessage(base("enquiry"), "message")).toBe(MESSAGES.message);
    expect(fieldMessage(base("enquiry", { message: "x" }), "message")).toBeUndefined();
    const exempt = { ...DEFAULT_SCHEMA_OPTIONS, enquiry_message_required: false };
    expect(errorsOf(base("enquiry", { message: "" }), exempt)).toEqual([]);
    expect(dataOf(base("enquiry"), exempt).message).toBeUndefined();
  });

  it("limits the message to 5000 characters", () => {
    expect(fieldMessage(base("enquiry", { message: "a".repeat(5000) }), "message")).toBeUndefined();
    expect(fieldMessage(base("enquiry", { message: "a".repeat(5001) }), "message")).toMatch(/5000/);
  });

  it("defaults the category to General Enquiry and opt_in to false (no answer is no consent); lower-cases the email", () => {
    const d = dataOf(base("enquiry", { message: "hi" }));
    expect(d.category).toBe("General Enquiry");
    expect(d.opt_in).toBe(false);
    expect(d.email).toBe("ada@example.com");
    expect(dataOf(base("enquiry", { message: "hi", opt_in: true })).opt_in).toBe(true);
  });

  it("requires a category from the list when one is sent", () => {
    expect(fieldMessage(base("enquiry", { message: "hi", category: "" }), "category")).toBe(MESSAGES.category);
    expect(fieldMessage(base("enquiry", { message: "hi", category: "Free Car" }), "category")).toBe(MESSAGES.category);
  });

  it("turns Careers Enquiry into General Enquiry / Career Enquiry", () => {
    const d = dataOf(base("enquiry", { message: "hi", category: "Careers Enquiry" }));
    expect([d.category, d.subcategory]).toEqual(["General Enquiry", "Career Enquiry"]);
  });

  it("keeps rego optional and upper-cases it", () => {
    expect(dataOf(base("enquiry", { message: "hi" })).rego).toBeUndefined();
    expect(dataOf(base("enquiry", { message: "hi", rego: "abc123" })).rego).toBe("ABC123");
    expect(fieldMessage(base("enquiry", { message: "hi", rego: "ABC<123>" }), "rego")).toBe(MESSAGES.rego);
  });

  it("collects (check_option) ticks into additional_services and drops _radio_options", () => {
    const d = dataOf(
      base("enquiry", {
        message: "hi",
        "Extended warranty(check_option)": true,
        "Tinting(check_option)": false,
        "colour_radio_options": "red",
      }),
    );
    expect(d.additional_services).toEqual(["Extended warranty"]);
    expect(d).not.toHaveProperty("colour_radio_options");
  });

  it("names unknown fields", () => {
    expect(fieldMessage(base("enquiry", { message: "hi", is_admin: true }), "is_admin")).toBe(MESSAGES.unknownField);
  });

  it("requires the terms checkbox where the site shows it", () => {
    const withTerms = { ...DEFAULT_SCHEMA_OPTIONS, terms_checkbox: true };
    expect(fieldMessage(base("enquiry", { message: "hi" }), "terms_conditions")).toBeUndefined();
    expect(fieldMessage(base("enquiry", { message: "hi" }), "terms_conditions", withTerms)).toBe(MESSAGES.terms);
    expect(fieldMessage(base("enquiry", { message: "hi", terms_conditions: false }), "terms_conditions", withTerms)).toBe(MESSAGES.terms);
    expect(fieldMessage(base("enquiry", { message: "hi", terms_conditions: true }), "terms_conditions", withTerms)).toBeUndefined();
  });

  it("requires the dealership and location selects when they are shown (no car), not when there is a car", () => {
    const shown: LeadSchemaOptions = {
      ...DEFAULT_SCHEMA_OPTIONS,
      dealerships: [
        { value: "north-motors", label: "North Motors" },
        { value: "south-motors", label: "South Motors" },
      ],
      locations: [{ value: "7", label: "North Showroom", dealership_slug: "north-motors" }],
    };
    expect(fieldMessage(base("enquiry", { message: "hi" }), "dealership_slug", shown)).toBe(MESSAGES.dealership);
    expect(fieldMessage(base("enquiry", { message: "hi" }), "location_id", shown)).toBe(MESSAGES.location);
    expect(fieldMessage(base("enquiry", { message: "hi", dealership_slug: "west-motors", location_id: "7" }), "dealership_slug", shown)).toBe(MESSAGES.dealership);
    expect(fieldMessage(base("enquiry", { message: "hi", dealership_slug: "north-motors", location_id: "8" }), "location_id", shown)).toBe(MESSAGES.location);
    const d = dataOf(base("enquiry", { message: "hi", dealership_slug: "north-motors", location_id: "7" }), shown);
    expect(d.location_id).toBe(7);
    expect(errorsOf(base("enquiry", { message: "hi", car_id: 12 }), shown)).toEqual([]);
    // A field left empty does not hide the selects' rules: a form's first step reports both at once.
    const both = base("enquiry", { message: "hi", postcode: "", rego: "ABCDEFGHIJKLMN" });
    expect(fieldMessage(both, "dealership_slug", shown)).toBe(MESSAGES.dealership);
    expect(fieldMessage(both, "postcode", shown)).toBe("Postcode is required.");
    expect(fieldMessage(base("trade_in", { trade_in_year: "19", trade_in_make: "Kia" }), "dealership_slug", shown)).toBe(MESSAGES.dealership);
  });
});

describe("test drive", () => {
  it("takes an optional booking time in local form", () => {
    expect(dataOf(base("test_drive")).dateTime).toBeUndefined();
    expect(dataOf(base("test_drive", { dateTime: "2026-11-25T10:30" })).dateTime).toBe("2026-11-25T10:30");
    expect(fieldMessage(base("test_drive", { dateTime: "2026-02-30T10:30" }), "dateTime")).toBe(MESSAGES.dateTime);
    expect(fieldMessage(base("test_drive", { dateTime: "tomorrow" }), "dateTime")).toBe(MESSAGES.dateTime);
  });
  it("asks the site whether the time is bookable", () => {
    const opts = { ...DEFAULT_SCHEMA_OPTIONS, checkTestDriveTime: (v: string) => (v.endsWith("T03:00") ? "Closed then" : null) };
    expect(fieldMessage(base("test_drive", { dateTime: "2026-11-25T03:00" }), "dateTime", opts)).toBe("Closed then");
    expect(fieldMessage(base("test_drive", { dateTime: "2026-11-25T10:00" }), "dateTime", opts)).toBeUndefined();
  });
  it("does not require a message", () => {
    expect(errorsOf(base("test_drive"))).toEqual([]);
  });
});

describe("request photos", () => {
  it("sends the fixed request text plus the optional message, and needs a car", () => {
    expect(dataOf(base("request_photos", { car_id: 5 })).message).toBe(PHOTOS_REQUEST_TEXT);
    expect(dataOf(base("request_photos", { car_id: "5", message: "Interior please" })).message).toBe(`${PHOTOS_REQUEST_TEXT}\n\nInterior please`);
    expect(fieldMessage(base("request_photos"), "car_id")).toMatch(/car_id is required/);
    expect(fieldMessage(base("request_photos", { car_id: 5, request_text: "Send me cash" }), "request_text")).toBeDefined();
  });
});

describe("finance and trade-in", () => {
  it("finance accepts budget figures as numbers or digit strings", () => {
    const d = dataOf(base("finance", { vehiclePriceBudget: "35000", deposit: 5000 }));
    expect([d.vehiclePriceBudget, d.deposit, d.category]).toEqual([35000, 5000, "Finance Enquiry"]);
    expect(fieldMessage(base("finance", { deposit: -1 }), "deposit")).toMatch(/negative/);
  });
  it("trade-in defaults the contact method to Phone", () => {
    const d = dataOf(base("trade_in", { trade_in_year: "2019", trade_in_make: "Mazda", trade_in_km: 85000 }));
    expect([d.contact_method, d.trade_in_year]).toEqual(["Phone", 2019]);
  });
});

describe("wrong shapes", () => {
  it.each([null, [], "x", 3])("rejects a body of %j", (body) => {
    expect(errorsOf(body)[0]?.field).toBe("(body)");
  });
  it("rejects an unknown form and a bad idempotency key, naming them", () => {
    expect(errorsOf(base("quote"))[0]?.field).toBe("form");
    expect(fieldMessage(base("enquiry", { message: "hi", idempotency_key: "short" }), "idempotency_key")).toBeDefined();
  });
  it("names a wrong type", () => {
    expect(fieldMessage(base("enquiry", { message: 42 }), "message")).toBe("Comments must be text.");
    expect(fieldMessage(base("enquiry", { message: "hi", name: ["a"] }), "name")).toBe("First name must be text.");
  });
});

describe("steps", () => {
  it("a step reports only its own fields", () => {
    const input = { form: "enquiry", idempotency_key: "key-12345678", name: "Ada", email: "nope" };
    expect(validateStep(input, ["name"])).toEqual([]);
    expect(validateStep(input, ["name", "email"]).map((e) => e.field)).toEqual(["email"]);
  });
  it("a partial (not last) step accepts missing fields but not bad ones", () => {
    expect(validateLead({ form: "enquiry", idempotency_key: "key-12345678", name: "Ada", last_step: false }, undefined, true).ok).toBe(true);
    const r = validateLead({ form: "enquiry", idempotency_key: "key-12345678", postcode: "999", last_step: false }, undefined, true);
    expect(r.ok ? [] : r.errors.map((e) => e.field)).toEqual(["postcode"]);
  });
});

describe("one message per problem", () => {
  it("an empty phone is only 'required'", () => {
    const r = validateLead(base("enquiry", { message: "hi", phone: "" }));
    expect(r.ok ? [] : r.errors.filter((e) => e.field === "phone")).toEqual([{ field: "phone", message: "Phone is required." }]);
  });

  it("reads a trade-in year as a year: 19 is too short, next year is fine, the year after is not", () => {
    const next = new Date().getFullYear() + 1;
    const year = (trade_in_year: unknown) => fieldMessage(base("trade_in", { trade_in_year, trade_in_make: "Mazda", trade_in_model: "CX-5" }), "trade_in_year");
    expect(year("19")).toBe("Year must be a 4-digit year, e.g. 2019.");
    expect(year("1949")).toBe("Year must be 1950 or later.");
    expect(year("1950")).toBeUndefined();
    expect(year(String(next))).toBeUndefined();
    expect(year(String(next + 1))).toBe(`Year cannot be later than ${next}.`);
    expect(year("twenty")).toBe("Year must be a 4-digit year, e.g. 2019.");
  });
});
