import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "./config";
import { buildStandardMenu } from "./menu";
import { applyMenusForm } from "./menu-editor";

const current = resolveSiteConfig("default", {});
const standard = buildStandardMenu({ config: current, dealerships: [{ slug: "north", name: "North" }], models: [], hasBlogPosts: false });
const listed = standard.flatMap((s) => ("links" in s ? s.links.map((l) => l.href) : []));
const site = { standard, ownPages: [{ path: "/pages/finance-partners" }] };
const apply = (form: Partial<Parameters<typeof applyMenusForm>[3]>, config = current, overrides: Record<string, unknown> = {}) =>
  applyMenusForm("default", overrides, config, { listed, shown: listed, links: [], ...form }, site);

describe("the menus editor's form", () => {
  it("hides the links left unticked and says so", () => {
    const out = apply({ shown: listed.filter((h) => h !== "/fleet") });
    expect(out.config.menus.hidden).toEqual(["/fleet"]);
    expect(out.after).toEqual({ "menus.hidden": ["/fleet"] });
    expect(apply({}).after, "nothing changed").toEqual({});
  });

  it("keeps a link hidden whose page is off now (the form did not list it)", () => {
    const before = resolveSiteConfig("default", { menus: { hidden: ["/buying"] } });
    expect(apply({ listed: listed.filter((h) => h !== "/buying"), shown: listed.filter((h) => h !== "/buying") }, before).config.menus.hidden).toEqual(["/buying"]);
  });

  it("adds own links to the site's pages, its own pages, searches and other websites; blank rows are skipped", () => {
    const links = [
      { section: "company", label: "Finance partners", href: "/pages/finance-partners" },
      { section: "stock", label: "Utes", href: "/search/used-cars?body=ute" },
      { section: "shopping", label: "Toyota", href: "https://www.toyota.com.au/" },
      { section: "ownership", label: "Fleet", href: "/fleet" },
      { section: "company", label: "", href: "" },
    ];
    const out = apply({ links });
    expect(out.config.menus.links.map((l) => l.label)).toEqual(["Finance partners", "Utes", "Toyota", "Fleet"]);
    expect(out.after["menus.links"]).toEqual(["Finance partners → /pages/finance-partners", "Utes → /search/used-cars?body=ute", "Toyota → https://www.toyota.com.au/", "Fleet → /fleet"]);
  });

  it("refuses a link that would end in a 404, naming the row's field", () => {
    expect(() => apply({ links: [{ section: "company", label: "Ok", href: "/about-us" }, { section: "company", label: "Typo", href: "/abut-us" }] })).toThrow(
      expect.objectContaining({ errors: [{ field: "link1_href", message: expect.stringContaining("/abut-us is not a page of this site") }] }),
    );
    expect(() => apply({ links: [{ section: "company", label: "Draft", href: "/pages/draft" }] })).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field: "link0_href" })] }));
  });

  it("names a row without words, address or menu, and an unsafe address", () => {
    expect(() => apply({ links: [{ section: "company", label: "", href: "/fleet" }] })).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field: "link0_label" })] }));
    expect(() => apply({ links: [{ section: "home", label: "X", href: "/fleet" }] })).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field: "link0_section" })] }));
    expect(() => apply({ links: [{ section: "company", label: "X", href: "javascript:alert(1)" }] })).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field: "link0_href" })] }));
  });

  it("takes 20 own links, not 21", () => {
    const row = { section: "company", label: "Fleet", href: "/fleet" };
    expect(apply({ links: Array.from({ length: 20 }, () => row) }).config.menus.links).toHaveLength(20);
    expect(() => apply({ links: Array.from({ length: 21 }, () => row) })).toThrow();
  });
});
