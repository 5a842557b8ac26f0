/**
 * The header and footer menus, exactly as the search spec's section 2 lists them: Home;
 * Vehicles (models with image, name and first body type); Our Stock; Shopping Tools; Ownership;
 * Company (Blog only when the dealer has posts). Building the menu is pure; reading the models
 * is `listMenuModels`.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { SiteConfig } from "./config";
import type { Site } from "./store";
import { listedCarsCondition } from "./stats";
import { MODEL_RANGE_PATH, modelHref } from "../domain/model-links";

export interface MenuLink {
  label: string;
  href: string;
}

export interface MenuModel {
  name: string;
  make: string;
  href: string;
  imageUrl: string | null;
  /** The model's first body type ("SUV"), or null when the catalogue has none. */
  body: string | null;
  /** Listed cars of this model on the site. */
  stock: number;
}

export type MenuSection =
  | { id: "home"; label: string; href: string }
  | { id: "vehicles"; label: string; models: MenuModel[]; allHref: string; rangeHref: string }
  | { id: "stock" | "shopping" | "ownership" | "company"; label: string; links: MenuLink[] };

export interface MenuInput {
  config: Pick<SiteConfig, "routes" | "blog_enabled" | "trade_in_enabled" | "pages" | "menus">;
  /** The dealer's own shown pages (/pages/{slug}); a menu link of the site's own may go to them. */
  ownPages?: ReadonlyArray<{ path: string }>;
  dealerships: ReadonlyArray<{ slug: string; name: string }>;
  models: MenuModel[];
  hasBlogPosts: boolean;
  /** The location whose team Our Team opens (the first with a team), or null when none has one. */
  teamLocationSlug?: string | null;
}

/** Stock-by-type searches (the footer adds these; Our Stock starts with them). */
export const STOCK_TYPE_LINKS: readonly MenuLink[] = [
  { label: "New", href: "/search/new-cars" },
  { label: "Demo", href: "/search/demo-cars" },
  { label: "Used", href: "/search/used-cars" },
];

/** Paths of the optional pages (site config `pages`); a page that is off is never linked. */
export const OPTIONAL_PAGE_PATHS = {
  virtual_showroom: "/pages/virtual-showroom",
  diamond_advantage: "/diamond-advantage",
  buying: "/buying",
  parts_search: "/parts/search",
  spin_to_win: "/spin-to-win",
} as const;

export const teamPath = (locationSlug: string) => `/teams/${locationSlug}`;

export function buildSiteMenu(input: MenuInput): MenuSection[] {
  return applySiteMenuEdits(buildStandardMenu(input), input.config.menus, input.ownPages ?? []);
}

/**
 * The site's menu edits over the standard menus: hidden links go, the site's own links follow each
 * section's standard ones — a link to a path on the site only when the site serves it (a standard
 * menu page that is on, hidden or not; one of its own pages; a search), so no menu leads to a 404.
 */
export function applySiteMenuEdits(sections: MenuSection[], menus: SiteConfig["menus"], ownPages: ReadonlyArray<{ path: string }>): MenuSection[] {
  const served = new Set<string>(ownPages.map((p) => p.path));
  for (const s of sections) {
    if ("links" in s) for (const l of s.links) served.add(pathOf(l.href));
    if (s.id === "vehicles") served.add(pathOf(s.allHref)).add(pathOf(s.rangeHref));
  }
  const hidden = new Set(menus.hidden);
  return sections.map((s) => {
    if (!("links" in s)) return s;
    const own = menus.links.filter((l) => l.section === s.id && isServedLink(l.href, served)).map(({ label, href }) => ({ label, href }));
    return { ...s, links: [...s.links.filter((l) => !hidden.has(l.href)), ...own] };
  });
}

const pathOf = (href: string) => href.replace(/[?#].*$/, "");

/** An outside address, or a path the site serves (a search, or one of `served`). */
export function isServedLink(href: string, served: ReadonlySet<string>): boolean {
  if (/^https?:\/\//i.test(href)) return true;
  const path = pathOf(href);
  return served.has(path) || path === "/search" || path.startsWith("/search/");
}

export function buildStandardMenu({ config, dealerships, models, hasBlogPosts, teamLocationSlug = null }: MenuInput): MenuSection[] {
  const r = config.routes;
  const p = config.pages;
  const when = (on: boolean, link: MenuLink): MenuLink[] => (on ? [link] : []);
  return [
    { id: "home", label: "Home", href: "/" },
    // rangeHref: the model range page (src/web/pages/models-index.tsx), the manufacturers-and-models search.
    { id: "vehicles", label: "Vehicles", models, allHref: r.default_search, rangeHref: MODEL_RANGE_PATH },
    {
      id: "stock",
      label: "Our Stock",
      links: [
        ...STOCK_TYPE_LINKS,
        { label: "All stock", href: r.default_search },
        ...dealerships.map((d) => ({ label: d.name, href: `/search/${d.slug}` })),
      ],
    },
    {
      id: "shopping",
      label: "Shopping Tools",
      links: [
        { label: "Special Offers", href: r.special_offers },
        { label: "Finance Pre-Approval", href: r.finance_pre_approval },
        ...(config.trade_in_enabled ? [{ label: "Trade In", href: r.trade_in }] : []),
        { label: "Test Drive", href: r.test_drive },
        ...when(p.virtual_showroom, { label: "Virtual Showroom", href: OPTIONAL_PAGE_PATHS.virtual_showroom }),
        ...when(p.buying, { label: "How Buying Works", href: OPTIONAL_PAGE_PATHS.buying }),
        ...when(p.spin_to_win, { label: "Spin to Win", href: OPTIONAL_PAGE_PATHS.spin_to_win }),
      ],
    },
    {
      id: "ownership",
      label: "Ownership",
      links: [
        { label: "Service", href: r.service },
        { label: "Our Commitment", href: r.commitment },
        ...when(p.diamond_advantage, { label: "Diamond Advantage", href: OPTIONAL_PAGE_PATHS.diamond_advantage }),
        { label: "Capped Price Servicing", href: "/capped-price-servicing" },
        { label: "Parts and Accessories", href: "/vehicle-parts-and-accessories" },
        ...when(p.parts_search, { label: "Find a Part", href: OPTIONAL_PAGE_PATHS.parts_search }),
        { label: "Warranty", href: "/warranty" },
        { label: "Roadside Assistance", href: "/roadside-assistance" },
      ],
    },
    {
      id: "company",
      label: "Company",
      links: [
        { label: "About Us", href: "/about-us" },
        ...when(p.teams && teamLocationSlug !== null, { label: "Our Team", href: teamPath(teamLocationSlug ?? "") }),
        { label: "Contact Us", href: r.contact },
        { label: "Careers", href: "/careers" },
        { label: "Fleet", href: "/fleet" },
        ...(hasBlogPosts && config.blog_enabled ? [{ label: "Blog", href: "/blog" }] : []),
        { label: "Privacy Policy", href: "/privacy-policy" },
        { label: "Terms", href: "/terms-and-conditions" },
      ],
    },
  ];
}

/**
 * The search for one model: the site's default search with the make and model facets (the
 * query-string form every search route reads). A model's page links here for all its stock.
 */
export function modelSearchHref(defaultSearch: string, make: string, model: string): string {
  return `${defaultSearch}?${new URLSearchParams({ make, model }).toString()}`;
}

/**
 * Models for the Vehicles dropdown: the catalogue models of every make the site's dealerships
 * are franchised for or that its stock carries. Franchised makes come first, then the models
 * with most listed cars, so a franchise dealer shows its brand's range and a group its best
 * sellers.
 */
export async function listMenuModels(db: Database, site: Pick<Site, "id" | "config" | "dealerships">, now: Date, limit = 12): Promise<MenuModel[]> {
  const rows = await db.rows<{
    name: string;
    slug: string;
    override_url: string | null;
    image_url: string | null;
    first_body: string | null;
    make: string;
    stock: number;
  }>(sql`
    with carried as (
      select lower(manufacturer_name) as make, true as franchised from dealerships
        where site_id = ${site.id} and manufacturer_name is not null and retired_at is null
      union all
      select distinct lower(make), false from cars
        where site_id = ${site.id} and delisted_at is null and show_on_dealer_website
    ),
    makes as (select make, bool_or(franchised) as franchised from carried group by make),
    stock as (
      select lower(cars.make) as make, lower(cars.model) as model, count(*)::int as n from cars
        where ${listedCarsCondition(site, now)} group by 1, 2
    )
    select m.name, m.slug, m.override_url, m.image_url, m.body[1] as first_body,
           mf.name as make, coalesce(s.n, 0) as stock
    from models m
    join manufacturers mf on mf.id = m.manufacturer_id
    join makes k on k.make = lower(mf.name)
    -- The site's own catalogue rows: another site's feed photo never shows here.
    left join stock s on s.make = lower(mf.name) and s.model = lower(m.name)
    where m.site_id = ${site.id}
    order by k.franchised desc, coalesce(s.n, 0) desc, mf.name, m.name
    limit ${limit}`);
  return rows.map((r) => ({
    name: r.name,
    make: r.make,
    href: modelHref(r),
    imageUrl: r.image_url,
    body: r.first_body,
    stock: Number(r.stock),
  }));
}
