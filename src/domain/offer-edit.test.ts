import { describe, expect, it } from "vitest";
import { offerDays, offerSlug, offerState, readOfferForm } from "./offer-edit";

const safe = (u: string) => u.startsWith("https://");
const SYD = "Australia/Sydney";

describe("reading an offer from the console's form", () => {
  it("runs from the first day's midnight to the end of the last day, in the dealership's time", () => {
    const r = readOfferForm({ name: " Spring sale ", starts: "2026-12-01", expires: "2026-12-24", price: "$39,990" }, SYD, safe);
    expect(r.ok && r.values).toMatchObject({ name: "Spring sale", price: 39990, imageUrl: null });
    if (!r.ok) throw new Error("refused");
    expect(r.values.startsAt!.toISOString(), "midnight in Sydney (AEDT, +11)").toBe("2026-11-30T13:00:00.000Z");
    expect(r.values.expiresAt!.toISOString(), "the 24th runs to its end: gone at midnight starting the 25th").toBe("2026-12-24T13:00:00.000Z");
  });
  it("lets a one-day offer start and end on the same day, but not end before it starts", () => {
    expect(readOfferForm({ name: "One day", starts: "2026-12-05", expires: "2026-12-05" }, SYD, safe).ok).toBe(true);
    expect(readOfferForm({ name: "Backwards", starts: "2026-12-05", expires: "2026-12-04" }, SYD, safe)).toMatchObject({ ok: false, errors: [{ field: "expires" }] });
  });
  it("names each field that is wrong", () => {
    const r = readOfferForm({ name: "", price: "12.50", image_url: "javascript:alert(1)", starts: "2026-02-30" }, SYD, safe);
    expect(r.ok ? [] : r.errors.map((e) => e.field)).toEqual(["name", "price", "image_url", "starts"]);
    expect(readOfferForm({ name: "x".repeat(121) }, SYD, safe)).toMatchObject({ ok: false, errors: [{ field: "name" }] });
    expect(readOfferForm({ name: "x".repeat(120) }, SYD, safe).ok).toBe(true);
  });
});

describe("an offer's state", () => {
  const now = new Date("2026-12-10T00:00:00Z");
  it("is scheduled before its start, running inside, ended from its expiry on", () => {
    expect(offerState({ startsAt: new Date("2026-12-10T00:00:01Z"), expiresAt: null }, now)).toBe("scheduled");
    expect(offerState({ startsAt: now, expiresAt: new Date("2026-12-10T00:00:01Z") }, now)).toBe("running");
    expect(offerState({ startsAt: null, expiresAt: now }, now)).toBe("ended");
    expect(offerState({ startsAt: null, expiresAt: null }, now)).toBe("running");
  });
});

describe("an offer's slug", () => {
  it("is the name in lower-case words", () => {
    expect(offerSlug("Spring Sale: $0 deposit!")).toBe("spring-sale-0-deposit");
    expect(offerSlug("Café ★")).toBe("cafe");
    expect(offerSlug("★")).toBe("offer");
  });
});

describe("an offer's days as the form shows them", () => {
  it("give back the days the form was given (the last day, not the expiry instant after it)", () => {
    const r = readOfferForm({ name: "Round trip", starts: "2026-12-01", expires: "2026-12-24" }, SYD, safe);
    if (!r.ok) throw new Error("refused");
    expect(offerDays(r.values, SYD)).toEqual({ first: "2026-12-01", last: "2026-12-24" });
    expect(offerDays({ startsAt: null, expiresAt: null }, SYD)).toEqual({ first: null, last: null });
  });
});
