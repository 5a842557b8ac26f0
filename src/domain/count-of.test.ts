import { describe, expect, it } from "vitest";
import { countOf, inWholeMinutes, nounFor } from "./count-of";

describe("countOf", () => {
  it("is singular for exactly one and plural otherwise, with thousands separators", () => {
    expect(countOf(0, "day")).toBe("0 days");
    expect(countOf(1, "day")).toBe("1 day");
    expect(countOf(2, "day")).toBe("2 days");
    expect(countOf(1562, "car")).toBe("1,562 cars");
    expect(countOf(1, "lead")).toBe("1 lead");
    expect(countOf(3, "person", "people")).toBe("3 people");
    expect(nounFor(1, "lead")).toBe("lead");
    expect(nounFor(0, "lead")).toBe("leads");
  });

  it("rounds seconds up to whole minutes, never less than one", () => {
    expect(inWholeMinutes(0)).toBe("1 minute");
    expect(inWholeMinutes(60)).toBe("1 minute");
    expect(inWholeMinutes(61)).toBe("2 minutes");
    expect(inWholeMinutes(3600)).toBe("60 minutes");
  });
});
