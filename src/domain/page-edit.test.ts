import { describe, expect, it } from "vitest";
import { isStandardPagePath, PAGE_BODY_MAX, PAGE_LEAD_MAX, PAGE_TITLE_MAX, readPageForm, readPageSlug } from "./page-edit";

const ok = { title: "Privacy policy", lead: "", body: "## What we collect\n\nYour name.", visible: "1" };

describe("a page's form", () => {
  it("reads a page, the lead line optional, line ends normalised", () => {
    expect(readPageForm({ ...ok, body: "One\r\n\r\nTwo  \r\n" })).toEqual({ ok: true, values: { title: "Privacy policy", lead: null, body: "One\n\nTwo", visible: true } });
    expect(readPageForm({ ...ok, visible: "0" })).toMatchObject({ ok: true, values: { visible: false } });
  });

  it("takes a title of 120 characters and names the 121st", () => {
    expect(readPageForm({ ...ok, title: "t".repeat(PAGE_TITLE_MAX) }).ok).toBe(true);
    expect(readPageForm({ ...ok, title: "t".repeat(PAGE_TITLE_MAX + 1) })).toEqual({ ok: false, errors: [{ field: "title", message: "A title is at most 120 characters (this one is 121)" }] });
  });

  it("takes a lead line of 300 characters, not 301", () => {
    expect(readPageForm({ ...ok, lead: "l".repeat(PAGE_LEAD_MAX) }).ok).toBe(true);
    expect(readPageForm({ ...ok, lead: "l".repeat(PAGE_LEAD_MAX + 1) })).toMatchObject({ ok: false, errors: [{ field: "lead" }] });
  });

  it("takes a body of 20,000 characters, not 20,001, and needs one", () => {
    expect(readPageForm({ ...ok, body: "b".repeat(PAGE_BODY_MAX) }).ok).toBe(true);
    expect(readPageForm({ ...ok, body: "b".repeat(PAGE_BODY_MAX + 1) })).toEqual({ ok: false, errors: [{ field: "body", message: "The text is at most 20,000 characters (this one is 20,001)" }] });
    expect(readPageForm({ ...ok, title: " ", body: "  \n " })).toMatchObject({ ok: false, errors: [{ field: "title" }, { field: "body" }] });
  });
});

describe("a page's address", () => {
  it("is /pages/ and lower-case words joined by single hyphens", () => {
    expect(readPageSlug("Finance-Partners")).toEqual({ ok: true, path: "/pages/finance-partners" });
    for (const bad of ["", "two words", "a--b", "-a", "a/b", "é"]) expect(readPageSlug(bad).ok, bad).toBe(false);
    expect(readPageSlug("a".repeat(60)).ok).toBe(true);
    expect(readPageSlug("a".repeat(61)).ok).toBe(false);
  });

  it("never takes the platform's own /pages/virtual-showroom", () => {
    expect(readPageSlug("virtual-showroom")).toMatchObject({ ok: false, error: { field: "slug" } });
  });

  it("knows which standard pages a dealer may reword", () => {
    expect(isStandardPagePath("/privacy-policy")).toBe(true);
    expect(isStandardPagePath("/service")).toBe(false);
  });
});
