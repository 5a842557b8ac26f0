import { describe, expect, it } from "vitest";
import { checkJourneyStep, journeyStepLabel, journeySummary, nextJourneyStep, reachableStep } from "./journey-steps";

describe("the online purchase journey's steps", () => {
  it("goes car → details → trade-in → finance or cash → delivery or pick-up → review → deposit, and no further", () => {
    expect(nextJourneyStep("car")).toBe("details");
    expect(nextJourneyStep("handover")).toBe("review");
    expect(nextJourneyStep("review")).toBe("deposit");
    expect(nextJourneyStep("deposit")).toBe("deposit");
    expect(reachableStep("details", "payment")).toBe(true);
    expect(reachableStep("review", "payment")).toBe(false);
  });

  it("checks the details with the lead forms' rules, naming each field", () => {
    const bad = checkJourneyStep("details", { name: "", last_name: "Lee", email: "x", phone: "12", postcode: "123" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(["email", "name", "phone", "postcode"]);
    expect(checkJourneyStep("details", { name: "Kim", last_name: "Lee", email: "Kim@Example.com", phone: "0412 345 678", postcode: "2000" })).toEqual({
      ok: true,
      values: { name: "Kim", last_name: "Lee", email: "kim@example.com", phone: "0412345678", postcode: "2000" },
    });
  });

  it("asks for the trade-in's car only when there is one; a loan term of 1 to 7 years (7 yes, 8 no)", () => {
    expect(checkJourneyStep("trade_in", { has_trade_in: "no" }).ok).toBe(true);
    const missing = checkJourneyStep("trade_in", { has_trade_in: "yes" });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(Object.keys(missing.errors).sort()).toEqual(["trade_in_km", "trade_in_make", "trade_in_model", "trade_in_year"]);
    expect(checkJourneyStep("trade_in", {}).ok).toBe(false);
    expect(checkJourneyStep("payment", { payment_method: "finance", finance_deposit: "5000", finance_term_years: "7" }).ok).toBe(true);
    expect(checkJourneyStep("payment", { payment_method: "finance", finance_deposit: "5000", finance_term_years: "8" }).ok).toBe(false);
    expect(checkJourneyStep("handover", { handover: "delivery", delivery_postcode: "4000" }).ok).toBe(true);
    expect(checkJourneyStep("handover", { handover: "pickup" }).ok).toBe(false);
  });

  it("sums the answers up in the dealer's words", () => {
    const lines = journeySummary({ has_trade_in: "yes", trade_in_year: 2015, trade_in_make: "Mazda", trade_in_model: "3", trade_in_km: 120000, payment_method: "finance", finance_deposit: 5000, finance_term_years: 5, handover: "pickup", pickup_location_id: "7" }, (id) => (id === "7" ? "Wangara" : null));
    expect(lines).toEqual([
      ["Trade-in", "2015 Mazda 3, 120,000 km"],
      ["Paying by", "Finance: $5,000 deposit over 5 years"],
      ["Handover", "Pick up at Wangara"],
    ]);
  });

  it("writes a deposit as the site writes prices, from nothing to a million, over one year or several", () => {
    const payingBy = (finance_deposit: number, finance_term_years: number) => journeySummary({ payment_method: "finance", finance_deposit, finance_term_years }, () => null)[0];
    expect(payingBy(0, 1)).toEqual(["Paying by", "Finance: $0 deposit over 1 year"]);
    expect(payingBy(999, 2)).toEqual(["Paying by", "Finance: $999 deposit over 2 years"]);
    expect(payingBy(1000, 7)).toEqual(["Paying by", "Finance: $1,000 deposit over 7 years"]);
    expect(payingBy(1_250_000, 3)).toEqual(["Paying by", "Finance: $1,250,000 deposit over 3 years"]);
  });
});

describe("journeyStepLabel", () => {
  it("names the first step after what is bought and leaves the others as they are", () => {
    expect(journeyStepLabel("car")).toBe("Your car");
    expect(journeyStepLabel("car", "caravan")).toBe("Your caravan");
    expect(journeyStepLabel("payment", "caravan")).toBe("Finance or cash");
  });
});
