import { describe, expect, it } from "vitest";
import { parseModelSearchParams } from "./models-api";

const parse = (qs: string) => parseModelSearchParams(new URLSearchParams(qs));

describe("parseModelSearchParams", () => {
  it("reads repeated manufacturer, model and body values and the page", () => {
    expect(parse("manufacturer=Toyota&manufacturer=Kia&body=SUV&page=2&utm_source=x")).toEqual({ ok: true, input: { manufacturer: ["Toyota", "Kia"], body: ["SUV"], page: 2 } });
    expect(parse("")).toEqual({ ok: true, input: {} });
  });
  it("takes page 1 and 1000, refuses 0, 1001 and words, naming the field", () => {
    expect(parse("page=1")).toEqual({ ok: true, input: { page: 1 } });
    expect(parse("page=1000")).toEqual({ ok: true, input: { page: 1000 } });
    for (const bad of ["0", "1001", "two", "1.5", "-1"]) expect(parse(`page=${bad}`), bad).toEqual({ ok: false, errors: [{ field: "page", message: "Expected a whole number from 1 to 1000" }] });
  });
  it("refuses a 21st value or an 81-character one (20 and 80 pass)", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `body=B${i}`).join("&");
    expect(parse(many(20)).ok).toBe(true);
    expect(parse(many(21))).toEqual({ ok: false, errors: [{ field: "body", message: "At most 20 values" }] });
    expect(parse(`model=${"x".repeat(80)}`).ok).toBe(true);
    expect(parse(`model=${"x".repeat(81)}`)).toEqual({ ok: false, errors: [{ field: "model", message: "Each value at most 80 characters" }] });
  });
});
