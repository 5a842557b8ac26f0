import { describe, expect, it } from "vitest";
import { valuationRequestSchema } from "./request";

const NOW = new Date("2026-11-25T00:00:00Z");
const base = { make: "Toyota", model: "Corolla", km: 60000, condition: "Good" };
const yearError = (year: number) => {
  const r = valuationRequestSchema(NOW).safeParse({ ...base, year });
  return r.success ? null : r.error.issues.find((i) => i.path[0] === "year")?.message;
};

describe("valuationRequestSchema: the trade-in year says its rule", () => {
  it("a two-digit year asks for four digits (not the 1950 rule)", () => {
    expect(yearError(19)).toBe("Year must be a 4-digit year, e.g. 2019.");
    expect(yearError(999)).toBe("Year must be a 4-digit year, e.g. 2019.");
  });
  it("1949 is too old, 1950 is accepted", () => {
    expect(yearError(1949)).toBe("Year must be 1950 or later.");
    expect(yearError(1950)).toBeNull();
  });
  it("next year's models are accepted, the year after is not", () => {
    expect(yearError(2027)).toBeNull();
    expect(yearError(2028)).toBe("Year cannot be later than 2027.");
  });
  it("a rego of 9 letters and numbers is accepted, 10 is not", () => {
    expect(valuationRequestSchema(NOW).safeParse({ ...base, year: 2020, rego: "ABC123456" }).success).toBe(true);
    const r = valuationRequestSchema(NOW).safeParse({ ...base, year: 2020, rego: "ABC1234567" });
    expect(r.success ? null : r.error.issues[0]!.message).toBe("Rego must be 1 to 9 letters and numbers.");
  });
});
