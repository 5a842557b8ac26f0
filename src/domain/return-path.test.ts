import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

import { FALLBACK, ORIGIN, TRICKY_RETURN_PATHS } from "../../tests/helpers/return-paths";

describe("safeReturnPath", () => {
  it(`checks ${TRICKY_RETURN_PATHS.length} tricky return paths`, () => {
    expect(TRICKY_RETURN_PATHS.length).toBeGreaterThanOrEqual(20);
    for (const [raw, expected] of TRICKY_RETURN_PATHS) {
      const got = safeReturnPath(raw, FALLBACK, { origin: ORIGIN });
      expect(got, JSON.stringify(raw)).toBe(expected);
      // Whatever comes back, a browser resolving it stays on the site.
      expect(new URL(got, ORIGIN).origin, JSON.stringify(raw)).toBe(ORIGIN);
      expect(got.startsWith("//"), JSON.stringify(raw)).toBe(false);
    }
  });

  it("without the site's origin, keeps paths and refuses every absolute URL", () => {
    expect(safeReturnPath("/search?make=Kia", FALLBACK)).toBe("/search?make=Kia");
    expect(safeReturnPath("https://dealer.example/search", FALLBACK)).toBe(FALLBACK);
    expect(safeReturnPath("/..//evil.example", FALLBACK)).toBe(FALLBACK);
  });

  it("refuses what is not a string", () => {
    for (const bad of [undefined, null, 42, ["/watchlist"], { href: "/" }]) expect(safeReturnPath(bad, FALLBACK), String(bad)).toBe(FALLBACK);
  });

  it("keeps to a prefix when asked (the dealer view)", () => {
    const admin = (raw: string) => safeReturnPath(raw, "/admin/leads", { under: "/admin" });
    expect(admin("/admin/mail?id=4")).toBe("/admin/mail?id=4");
    expect(admin("/admin")).toBe("/admin");
    expect(admin("/administrator")).toBe("/admin/leads");
    expect(admin("/admin/../search")).toBe("/admin/leads");
    expect(admin("/admin/..//evil.example")).toBe("/admin/leads");
    expect(admin("/search")).toBe("/admin/leads");
  });
});
