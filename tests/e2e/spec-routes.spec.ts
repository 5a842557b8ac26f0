/**
 * The spec's route census (issue 16): every route in the route lists of both product documents
 * (docs/spec-routes.md lists them with where each is built), on each demo site, answers 200 — or
 * sends an anonymous shopper to sign in where the site gates it, or is a deliberate 404 whose
 * reason the site's configuration or content gives (below, per route). A route the spec names
 * that 404s for any other reason fails here.
 */
import { baseURLFor, expect, tenants, test, type Tenant } from "./fixtures";
import { openWithMenusRendered, sameSiteLinks } from "./support/links";

type Outcome = "ok" | "sign-in" | { notFound: string };

interface SpecRoute {
  /** The route as the spec writes it. */
  spec: string;
  /** A concrete URL for this site, or null when the site has nothing to put in it (the reason is the outcome). */
  url: (t: Tenant, extra: SiteSamples) => string | null;
  expect: (t: Tenant) => Outcome;
}

/** Things read off the running site that the URLs need. */
interface SiteSamples {
  offerHref: string | null;
}

const OK = () => "ok" as const;
/** The site's reservation route answers where checkout is on; the other spelling, and sites without it, are 404s. */
const checkoutAt = (path: string) => (t: Tenant): Outcome =>
  !t.checkoutRoute ? { notFound: "checkout_enabled is off on this site" } : t.checkoutRoute !== path ? { notFound: `this site's checkout route is ${t.checkoutRoute}` } : t.checkoutRequiresSignIn ? "sign-in" : "ok";
/** The online purchase journey is kept per signed-in shopper: always behind sign-in where it exists. */
const journey = (t: Tenant): Outcome => (t.onlinePurchase ? "sign-in" : { notFound: "online purchase is off on this site (checkout_enabled and online_purchase_enabled)" });
/** The shopper's own pages: behind sign-in wherever the site has a signed-in area. */
const signedInArea = (t: Tenant): Outcome => (t.signIn ? "sign-in" : { notFound: "the site has no signed-in area" });
const car = (t: Tenant) => t.cars.find((c) => c.status === "in_stock")!;
const loc = (t: Tenant) => t.locations.find((l) => l.visible)!;
const slugPart = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const blog = (t: Tenant): Outcome => (t.blogPosts.some((p) => p.published) ? "ok" : { notFound: "the site has no blog posts, so no blog (the Company menu hides Blog)" });
const optional = (page: keyof Tenant["pages"]) => (t: Tenant): Outcome => (t.pages[page] ? "ok" : { notFound: `config pages.${page} is off` });

const ROUTES: SpecRoute[] = [
  // search-and-browsing §2
  { spec: "/", url: () => "/", expect: OK },
  { spec: "/cars/", url: () => "/cars/", expect: OK },
  { spec: "/cars/{slug}", url: (t) => `/cars/${car(t).slug}`, expect: OK },
  { spec: "/cars/{slug}/checkout", url: (t) => `/cars/${car(t).slug}/checkout`, expect: checkoutAt("/cars/{slug}/checkout") },
  { spec: "/cars/{slug}/buy-online", url: (t) => `/cars/${car(t).slug}/buy-online`, expect: checkoutAt("/cars/{slug}/buy-online") },
  { spec: "/checkout-journey?car_id={slug}", url: (t) => `/checkout-journey?car_id=${car(t).slug}`, expect: journey },
  { spec: "/search/new-used-and-demo-cars/", url: () => "/search/new-used-and-demo-cars/", expect: OK },
  { spec: "/search/new-cars", url: () => "/search/new-cars", expect: OK },
  { spec: "/search/demo-cars", url: () => "/search/demo-cars", expect: OK },
  { spec: "/search/used-cars", url: () => "/search/used-cars", expect: OK },
  { spec: "/search/{dealership_slug}", url: (t) => `/search/${t.dealerships[0]!.slug}`, expect: OK },
  {
    spec: "/sign-in?type=watchlist&redirect=...&back=...",
    url: () => "/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2F",
    expect: (t) => (t.signIn ? "ok" : { notFound: "no watchlist (its saving model is the heart) and no signed-in area" }),
  },
  { spec: "/special-offers", url: () => "/special-offers", expect: OK },
  { spec: "/service", url: () => "/service", expect: OK },
  { spec: "/trade-in", url: () => "/trade-in", expect: OK },
  { spec: "/models/{model}", url: (t) => `/models/${t.modelSlugs[0]}`, expect: OK },
  { spec: "/{model slug}", url: (t) => `/${t.modelSlugs[t.modelSlugs.length - 1]}`, expect: OK },
  { spec: "/finance-pre-approval", url: () => "/finance-pre-approval", expect: OK },
  { spec: "/finance", url: () => "/finance", expect: OK },
  { spec: "/apply-for-finance", url: () => "/apply-for-finance", expect: (t) => (t.slug === "southern-cross" ? "sign-in" : "ok") },
  { spec: "/book-test-drive", url: () => "/book-test-drive", expect: OK },
  { spec: "/capped-price-servicing", url: () => "/capped-price-servicing", expect: OK },
  { spec: "/vehicle-parts-and-accessories/", url: () => "/vehicle-parts-and-accessories/", expect: OK },
  { spec: "/warranty", url: () => "/warranty", expect: OK },
  { spec: "/roadside-assistance", url: () => "/roadside-assistance", expect: OK },
  { spec: "/about-us", url: () => "/about-us", expect: OK },
  { spec: "/contact", url: () => "/contact", expect: OK },
  { spec: "/contact-us", url: () => "/contact-us", expect: OK },
  { spec: "/contact-us/{location slug}", url: (t) => `/contact-us/${loc(t).slug}`, expect: OK },
  { spec: "/our-locations", url: () => "/our-locations", expect: OK },
  { spec: "/careers", url: () => "/careers", expect: OK },
  { spec: "/fleet", url: () => "/fleet", expect: OK },
  { spec: "/blog", url: () => "/blog", expect: blog },
  { spec: "/blog/vehicle-reviews", url: () => "/blog/vehicle-reviews", expect: blog },
  { spec: "/privacy-policy", url: () => "/privacy-policy", expect: OK },
  { spec: "/terms-and-conditions/", url: () => "/terms-and-conditions/", expect: OK },
  { spec: "/teams/{location slug}", url: (t) => `/teams/${t.teamLocationSlugs[0] ?? loc(t).slug}`, expect: optional("teams") },
  { spec: "/pages/virtual-showroom", url: () => "/pages/virtual-showroom", expect: optional("virtual_showroom") },
  { spec: "/diamond-advantage", url: () => "/diamond-advantage", expect: optional("diamond_advantage") },
  { spec: "/buying", url: () => "/buying", expect: optional("buying") },
  // search-and-browsing §7
  { spec: "GET /api/youtube-feed", url: () => "/api/youtube-feed", expect: (t) => (t.videoFeed ? "ok" : { notFound: "config video_feed is null: the site has no videos" }) },
  // vehicle-page-and-flows §2
  { spec: "/cars/trade-in?car_id={id}", url: (t) => `/cars/trade-in?car_id=${car(t).id}`, expect: OK },
  { spec: "/sell-my-car", url: () => "/sell-my-car", expect: OK },
  { spec: "/print?car_id={slug}", url: (t) => `/print?car_id=${car(t).slug}`, expect: OK },
  { spec: "/success", url: () => "/success", expect: OK },
  { spec: "/finance-enquiry", url: () => "/finance-enquiry", expect: OK },
  { spec: "/personalised/finance?car_id={id}", url: (t) => `/personalised/finance?car_id=${car(t).id}`, expect: OK },
  { spec: "/search", url: () => "/search", expect: OK },
  { spec: "/search/new-and-demo-cars", url: () => "/search/new-and-demo-cars", expect: OK },
  { spec: "/search/{make}", url: (t) => `/search/${slugPart(car(t).make)}`, expect: OK },
  { spec: "/search/{make}/{model}", url: (t) => `/search/${slugPart(car(t).make)}/${slugPart(car(t).model)}`, expect: OK },
  { spec: "/search/{body type}-cars", url: () => "/search/suv-cars", expect: OK },
  { spec: "/search?page=2", url: () => "/search/used-cars?page=2", expect: OK },
  { spec: "/parts/search", url: () => "/parts/search", expect: optional("parts_search") },
  { spec: "/offers/{offerId} or /offers/{manufacturer}/{offerId}", url: (_t, s) => s.offerHref, expect: OK },
  { spec: "/our-location/{locationSlug}", url: (t) => `/our-location/${loc(t).slug}`, expect: OK },
  { spec: "/locations/{slug}", url: (t) => `/locations/${loc(t).slug}`, expect: OK },
  { spec: "/my-garage", url: () => "/my-garage", expect: signedInArea },
  { spec: "/online-payment", url: () => "/online-payment", expect: signedInArea },
  { spec: "/spin-to-win", url: () => "/spin-to-win", expect: (t) => (t.pages.spin_to_win ? "sign-in" : { notFound: "config pages.spin_to_win is off" }) },
];

for (const site of ["coastline-toyota", "southern-cross", "outback-rv"]) {
  test(`every route the spec names answers on ${site} as its configuration says`, async ({ apiFor }) => {
    test.setTimeout(180_000);
    const tenant = tenants().find((t) => t.slug === site)!;
    const api = await apiFor(site);
    const offers = await (await api.get("/special-offers")).text();
    const samples: SiteSamples = { offerHref: /href="(\/offers\/[^"#?]+)"/.exec(offers)?.[1] ?? null };
    const wrong: string[] = [];
    for (const route of ROUTES) {
      const url = route.url(tenant, samples);
      const want = route.expect(tenant);
      expect(url, `${route.spec} has a sample URL on ${site}`).not.toBeNull();
      // Follow redirects on this site (a trailing slash, a canonical path) to where they end;
      // a redirect to sign in is the gate itself.
      let path = url!;
      let response = await api.get(path, { maxRedirects: 0 });
      let got: Outcome | null = null;
      for (let hops = 0; response.status() >= 300 && response.status() < 400 && hops < 3; hops++) {
        const next = new URL(response.headers()["location"] ?? "/", "http://site");
        if (next.pathname === "/sign-in") {
          got = "sign-in";
          break;
        }
        path = `${next.pathname}${next.search}`;
        response = await api.get(path, { maxRedirects: 0 });
      }
      got ??= response.status() === 200 ? "ok" : response.status() === 404 ? { notFound: "" } : { notFound: `status ${response.status()}` };
      const same = typeof want === "string" ? got === want : typeof got === "object" && got.notFound === "";
      if (!same) wrong.push(`${route.spec} → ${url}: expected ${typeof want === "string" ? want : `404 (${want.notFound})`}, got ${typeof got === "string" ? got : `404 or error ${got.notFound}`.trim()}`);
    }
    expect(wrong, `spec routes on ${site}`).toEqual([]);
  });
}

test("a site that offers none of the optional pages links none of them", async ({ page }) => {
  const outback = tenants().find((t) => t.slug === "outback-rv")!;
  expect(outback.pages.teams, "outback-rv has team pages switched off").toBe(false);
  // The links of the page as a shopper has it, header menus included (support/links.ts).
  await openWithMenusRendered(page, `${baseURLFor("outback-rv")}/`);
  const links = await sameSiteLinks(page);
  for (const path of ["/teams/", "/pages/virtual-showroom", "/diamond-advantage", "/spin-to-win"]) expect(links.filter((l) => l.startsWith(path)), `outback-rv's home page links ${path}`).toEqual([]);
  expect(links).toContain("/buying");
  expect(links).toContain("/parts/search");
});
