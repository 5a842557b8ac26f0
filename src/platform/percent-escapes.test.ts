import { describe, expect, it } from "vitest";
import { decodeSegment, literalPercents, paramText } from "./percent-escapes";

describe("literalPercents", () => {
  it("leaves paths that decode alone", () => {
    expect(literalPercents("/cars/toyota-hilux-2021")).toBeNull();
    expect(literalPercents("/search/caf%C3%A9")).toBeNull();
    expect(literalPercents("/search/100%25")).toBeNull();
  });

  it("escapes the % of a segment that does not decode, and only that segment", () => {
    expect(literalPercents("/cars/%")).toBe("/cars/%25");
    expect(literalPercents("/cars/%E0%A4%A/pdf")).toBe("/cars/%25E0%25A4%25A/pdf");
    expect(literalPercents("/search/caf%C3%A9/%ZZ")).toBe("/search/caf%C3%A9/%25ZZ");
    // Valid hex, but not UTF-8: decodeURIComponent throws on it too.
    expect(literalPercents("/offers/%C3")).toBe("/offers/%25C3");
  });

  it("treats a segment that decodes to NUL as not decoding", () => {
    expect(literalPercents("/blog/%00")).toBe("/blog/%2500");
    expect(decodeSegment("a%00b")).toBeNull();
    expect(decodeSegment("caf%C3%A9")).toBe("café");
  });

  it("reads a route param as text whether or not it is still escaped", () => {
    expect(paramText("toyota%20hilux")).toBe("toyota hilux");
    expect(paramText("%E0%A4%A")).toBe("%E0%A4%A");
    expect(paramText("plain-slug")).toBe("plain-slug");
  });

  it("gives a path that decodes back to the text as typed", () => {
    for (const raw of ["/%", "/cars/%", "/cars/%E0%A4%A/pdf", "/locations/%ZZ%", "/api/admin/sites/%/stock"]) {
      const fixed = literalPercents(raw)!;
      expect(() => decodeURI(fixed)).not.toThrow();
      expect(fixed.split("/").map(decodeURIComponent).join("/")).toBe(raw);
    }
  });
});
