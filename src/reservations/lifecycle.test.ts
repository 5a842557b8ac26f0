import { describe, expect, it } from "vitest";
import { dealerReservationActionFromForm } from "./lifecycle";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("a dealer's reservation action from a posted form", () => {
  it("reads extend with its hours, 24 when the form sends none", () => {
    expect(dealerReservationActionFromForm(form({ action: "extend", hours: "48" }))).toEqual({ action: "extend", hours: 48 });
    expect(dealerReservationActionFromForm(form({ action: "extend" }))).toEqual({ action: "extend", hours: 24 });
  });
  it("passes hours it cannot read on as NaN, for the action to refuse by name", () => {
    expect(dealerReservationActionFromForm(form({ action: "extend", hours: "soon" }))).toEqual({ action: "extend", hours: NaN });
  });
  it("reads convert and refund, and nothing else", () => {
    expect(dealerReservationActionFromForm(form({ action: "convert" }))).toEqual({ action: "convert" });
    expect(dealerReservationActionFromForm(form({ action: "refund" }))).toEqual({ action: "refund" });
    expect(dealerReservationActionFromForm(form({ action: "delete" }))).toBeNull();
    expect(dealerReservationActionFromForm(form({}))).toBeNull();
  });
});
