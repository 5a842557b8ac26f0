import { describe, expect, it } from "vitest";
import { parseOfferId } from "./offer-route";

describe("parseOfferId", () => {
  it("accepts positive whole numbers only", () => {
    expect(parseOfferId("1")).toBe(1);
    expect(parseOfferId("9007199254740991")).toBe(9007199254740991);
    expect(parseOfferId("0")).toBeNull();
    expect(parseOfferId("-1")).toBeNull();
    expect(parseOfferId("12abc")).toBeNull();
    expect(parseOfferId("1.5")).toBeNull();
    expect(parseOfferId("9007199254740993")).toBeNull();
    expect(parseOfferId("")).toBeNull();
  });
});
