import { describe, expect, it } from "vitest";
import { capitalise } from "./capitalise";

describe("capitalise", () => {
  it("upper-cases the first letter only and leaves an empty text empty", () => {
    expect(capitalise("caravans")).toBe("Caravans");
    expect(capitalise("vehicle reviews")).toBe("Vehicle reviews");
    expect(capitalise("SUV cars")).toBe("SUV cars");
    expect(capitalise("")).toBe("");
  });
});
