import { describe, expect, it } from "vitest";
import { countOf } from "./count-of";

describe("countOf", () => {
  it("is singular for exactly one and plural otherwise, with thousands separators", () => {
    expect(countOf(0, "day")).toBe("0 days");
    expect(countOf(1, "day")).toBe("1 day");
    expect(countOf(2, "day")).toBe("2 days");
    expect(countOf(1562, "car")).toBe("1,562 cars");
    expect(countOf(1, "lead")).toBe("1 lead");
    expect(countOf(3, "person", "people")).toBe("3 people");
  });
});
