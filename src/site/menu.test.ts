import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "./config";
import { buildSiteMenu, type MenuSection } from "./menu";

const config = resolveSiteConfig("default", {});
const dealerships = [
  { slug: "harbour-toyota", name: "Harbour Toyota" },
  { slug: "harbour-kia", name: "Harbour Kia" },
];
const links = (menu: MenuSection[], id: string) => {
  const s = menu.find((m) => m.id === id);
  return s && "links" in s ? s.links : [];
};

describe("buildSiteMenu", () => {
  it("lists the spec's sections in order", () => {
    const menu = buildSiteMenu({ config, dealerships, models: [], hasBlogPosts: false });
    expect(menu.map((m) => m.label)).toEqual(["Home", "Vehicles", "Our Stock", "Shopping Tools", "Ownership", "Company"]);
    expect(links(menu, "shopping").map((l) => l.label)).toEqual(["Special Offers", "Finance Pre-Approval", "Trade In", "Test Drive", "How Buying Works"]);
    expect(links(menu, "ownership").map((l) => l.label)).toEqual([
      "Service",
      "Our Commitment",
      "Capped Price Servicing",
      "Parts and Accessories",
      "Find a Part",
      "Warranty",
      "Roadside Assistance",
    ]);
  });

  it("shows Trade In only on a site with the trade-in flow (no menu link to a 404)", () => {
    const off = buildSiteMenu({ config: resolveSiteConfig("default", { trade_in_enabled: false }), dealerships, models: [], hasBlogPosts: false });
    expect(links(off, "shopping").map((l) => l.label)).toEqual(["Special Offers", "Finance Pre-Approval", "Test Drive", "How Buying Works"]);
  });

  it("links an optional page only while the site offers it", () => {
    const none = resolveSiteConfig("default", {
      pages: { teams: false, virtual_showroom: false, diamond_advantage: false, buying: false, parts_search: false, spin_to_win: false },
    });
    const all = resolveSiteConfig("default", { pages: { virtual_showroom: true, diamond_advantage: true, spin_to_win: true } });
    const hrefs = (menu: MenuSection[]) => menu.flatMap((m) => ("links" in m ? m.links.map((l) => l.href) : []));
    const optional = ["/pages/virtual-showroom", "/diamond-advantage", "/buying", "/parts/search", "/spin-to-win", "/teams/main"];
    const off = hrefs(buildSiteMenu({ config: none, dealerships, models: [], hasBlogPosts: false, teamLocationSlug: "main" }));
    expect(off.filter((h) => optional.includes(h))).toEqual([]);
    const on = hrefs(buildSiteMenu({ config: all, dealerships, models: [], hasBlogPosts: false, teamLocationSlug: "main" }));
    expect(optional.filter((h) => !on.includes(h))).toEqual([]);
  });

  it("links Our Team only when a location has a team", () => {
    const without = buildSiteMenu({ config, dealerships, models: [], hasBlogPosts: false, teamLocationSlug: null });
    const withTeam = buildSiteMenu({ config, dealerships, models: [], hasBlogPosts: false, teamLocationSlug: "parramatta" });
    expect(links(without, "company").some((l) => l.label === "Our Team")).toBe(false);
    expect(links(withTeam, "company").find((l) => l.label === "Our Team")?.href).toBe("/teams/parramatta");
  });

  it("shows Blog only when the dealer has posts", () => {
    const without = buildSiteMenu({ config, dealerships, models: [], hasBlogPosts: false });
    const withPosts = buildSiteMenu({ config, dealerships, models: [], hasBlogPosts: true });
    expect(links(without, "company").map((l) => l.label)).toEqual(["About Us", "Contact Us", "Careers", "Fleet", "Privacy Policy", "Terms"]);
    expect(links(withPosts, "company").map((l) => l.label)).toEqual(["About Us", "Contact Us", "Careers", "Fleet", "Blog", "Privacy Policy", "Terms"]);
  });

  it("hides Blog when the site switched the blog off, posts or not", () => {
    const off = resolveSiteConfig("default", { blog_enabled: false });
    const menu = buildSiteMenu({ config: off, dealerships, models: [], hasBlogPosts: true });
    expect(links(menu, "company").some((l) => l.label === "Blog")).toBe(false);
  });

  it("links Our Stock to the type searches, all stock and each dealership", () => {
    const menu = buildSiteMenu({ config, dealerships, models: [], hasBlogPosts: false });
    expect(links(menu, "stock")).toEqual([
      { label: "New", href: "/search/new-cars" },
      { label: "Demo", href: "/search/demo-cars" },
      { label: "Used", href: "/search/used-cars" },
      { label: "All stock", href: "/search/new-used-and-demo-cars" },
      { label: "Harbour Toyota", href: "/search/harbour-toyota" },
      { label: "Harbour Kia", href: "/search/harbour-kia" },
    ]);
  });

  it("follows the site's route overrides", () => {
    const custom = resolveSiteConfig("default", {
      routes: { service: "/book-a-service", contact: "/contact-us", test_drive: "/test-drive", trade_in: "/sell-my-car", default_search: "/search" },
    });
    const menu = buildSiteMenu({ config: custom, dealerships: [], models: [], hasBlogPosts: false });
    expect(links(menu, "ownership")[0]).toEqual({ label: "Service", href: "/book-a-service" });
    expect(links(menu, "company")[1]).toEqual({ label: "Contact Us", href: "/contact-us" });
    expect(links(menu, "shopping").slice(2, 4)).toEqual([
      { label: "Trade In", href: "/sell-my-car" },
      { label: "Test Drive", href: "/test-drive" },
    ]);
    expect(links(menu, "stock").find((l) => l.label === "All stock")?.href).toBe("/search");
  });

  it("takes the special offers, finance pre-approval and commitment paths from the site's routes", () => {
    const standard = buildSiteMenu({ config, dealerships: [], models: [], hasBlogPosts: false });
    expect(links(standard, "shopping").slice(0, 2)).toEqual([
      { label: "Special Offers", href: "/special-offers" },
      { label: "Finance Pre-Approval", href: "/finance-pre-approval" },
    ]);
    expect(links(standard, "ownership")[1]).toEqual({ label: "Our Commitment", href: "/our-commitment" });
    const custom = resolveSiteConfig("default", { routes: { special_offers: "/offers", finance_pre_approval: "/apply-for-finance", commitment: "/diamond-advantage" } });
    const menu = buildSiteMenu({ config: custom, dealerships: [], models: [], hasBlogPosts: false });
    expect(links(menu, "shopping").slice(0, 2)).toEqual([
      { label: "Special Offers", href: "/offers" },
      { label: "Finance Pre-Approval", href: "/apply-for-finance" },
    ]);
    expect(links(menu, "ownership")[1]).toEqual({ label: "Our Commitment", href: "/diamond-advantage" });
  });
});

describe("the site's own menu edits", () => {
  const edited = (menus: object, ownPages: Array<{ path: string }> = []) =>
    buildSiteMenu({ config: resolveSiteConfig("default", { menus }), dealerships, models: [], hasBlogPosts: false, ownPages });

  it("hides standard links by address, in the header and footer alike", () => {
    const menu = edited({ hidden: ["/fleet", "/careers"] });
    expect(links(menu, "company").map((l) => l.href)).not.toContain("/fleet");
    expect(links(menu, "company").map((l) => l.href)).not.toContain("/careers");
    expect(links(menu, "company").map((l) => l.href)).toContain("/about-us");
  });

  it("adds the site's links after a section's standard ones: outside addresses, searches, its own shown pages, standard pages", () => {
    const menu = edited(
      {
        links: [
          { section: "company", label: "Finance partners", href: "/pages/finance-partners" },
          { section: "shopping", label: "Toyota range", href: "https://www.toyota.com.au/" },
          { section: "stock", label: "Utes under $30k", href: "/search/used-cars?body=ute" },
          { section: "ownership", label: "Our fleet team", href: "/fleet" },
        ],
      },
      [{ path: "/pages/finance-partners" }],
    );
    expect(links(menu, "company").at(-1)).toEqual({ label: "Finance partners", href: "/pages/finance-partners" });
    expect(links(menu, "shopping").at(-1)).toEqual({ label: "Toyota range", href: "https://www.toyota.com.au/" });
    expect(links(menu, "stock").at(-1)!.label).toBe("Utes under $30k");
    expect(links(menu, "ownership").at(-1)!.href).toBe("/fleet");
  });

  it("never links a path the site does not serve: a page of its own that is not shown, an unknown path, an optional page turned off", () => {
    const menu = buildSiteMenu({
      config: resolveSiteConfig("default", {
        pages: { buying: false },
        menus: {
          links: [
            { section: "company", label: "Hidden page", href: "/pages/draft" },
            { section: "company", label: "Typo", href: "/abut-us" },
            { section: "company", label: "Buying", href: "/buying" },
          ],
        },
      }),
      dealerships,
      models: [],
      hasBlogPosts: false,
      ownPages: [],
    });
    expect(links(menu, "company").map((l) => l.label)).not.toEqual(expect.arrayContaining(["Hidden page"]));
    expect(links(menu, "company").map((l) => l.label)).not.toContain("Typo");
    expect(links(menu, "company").map((l) => l.label)).not.toContain("Buying");
  });

  it("refuses a menu link in the site file that is not a safe link or names no section", () => {
    expect(() => resolveSiteConfig("default", { menus: { links: [{ section: "company", label: "x", href: "javascript:alert(1)" }] } })).toThrow();
    expect(() => resolveSiteConfig("default", { menus: { links: [{ section: "home", label: "x", href: "/" }] } })).toThrow();
  });
});
