import { describe, expect, it } from "vitest";
import { promoDays, readPromoForm } from "./promo-edit";
import { isPromoLive } from "./promo-window";

const safe = (u: string) => u.startsWith("https://") || (u.startsWith("/") && !u.startsWith("//"));
const ZONE = "Australia/Brisbane";

describe("reading a promo tile from the console's form", () => {
  it("shows from the first day's midnight through the end of the last day, in the site's time", () => {
    const r = readPromoForm({ title: "EOFY sale", position: "8", starts: "2026-06-01", expires: "2026-06-30", display: "1", link_url: "/special-offers" }, ZONE, safe);
    if (!r.ok) throw new Error("refused");
    const live = (at: string) => isPromoLive({ start: r.values.startsAt, expiry: r.values.expiresAt, display: r.values.display }, new Date(at), ZONE);
    expect(live("2026-05-31T13:59:59Z"), "23:59:59 the day before, Brisbane").toBe(false);
    expect(live("2026-05-31T14:00:00Z"), "midnight on the first day").toBe(true);
    expect(live("2026-06-30T13:59:59Z"), "the last second of the last day").toBe(true);
    expect(live("2026-06-30T14:00:00Z")).toBe(false);
    expect(r.values).toMatchObject({ position: 8, display: true, strictDisplay: false, linkUrl: "/special-offers" });
  });
  it("names each field that is wrong", () => {
    const r = readPromoForm({ title: "", position: "0", link_url: "javascript:alert(1)", expires: "2026-13-01" }, ZONE, safe);
    expect(r.ok ? [] : r.errors.map((e) => e.field)).toEqual(["title", "link_url", "position", "expires"]);
    expect(readPromoForm({ title: "x", position: "100" }, ZONE, safe).ok).toBe(true);
    expect(readPromoForm({ title: "x", position: "101" }, ZONE, safe)).toMatchObject({ ok: false, errors: [{ field: "position" }] });
    expect(readPromoForm({ title: "x", position: "3", starts: "2026-06-02", expires: "2026-06-01" }, ZONE, safe)).toMatchObject({ ok: false, errors: [{ field: "expires" }] });
  });
});

describe("a promo tile's days as the form shows them", () => {
  it("give back the days the form was given", () => {
    const r = readPromoForm({ title: "Round trip", position: "8", starts: "2026-06-01", expires: "2026-06-30" }, ZONE, safe);
    if (!r.ok) throw new Error("refused");
    expect(promoDays(r.values, ZONE)).toEqual({ first: "2026-06-01", last: "2026-06-30" });
  });
});
