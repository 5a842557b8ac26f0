import { describe, expect, it } from "vitest";
import { stateForPostcode } from "./postcode";

describe("state for postcode", () => {
  it.each([
    ["0200", "ACT"],
    ["0800", "NT"],
    ["0999", "NT"],
    ["1000", "NSW"],
    ["2000", "NSW"],
    ["2600", "ACT"],
    ["2620", "NSW"],
    ["3000", "VIC"],
    ["4000", "QLD"],
    ["5000", "SA"],
    ["6000", "WA"],
    ["7000", "TAS"],
    ["0100", null],
    ["999", null],
    ["abcd", null],
  ])("%s → %s", (pc, state) => {
    expect(stateForPostcode(pc)).toBe(state);
  });
});
