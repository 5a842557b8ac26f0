/**
 * Structured data and crawl rules a search engine reads: a car page's breadcrumb is the same
 * trail as BreadcrumbList JSON-LD, and robots.txt carries the sitemap but no non-standard Host line.
 */
import { baseURLFor, expect, tenants, test } from "./fixtures";

type Ld = { "@type": string; itemListElement?: Array<{ position: number; name: string; item: string }> };

test("a car page's visible breadcrumb is also its BreadcrumbList, link for link", async ({ page, apiFor }) => {
  const site = tenants()[0]!;
  const base = baseURLFor(site.slug);
  const api = await apiFor(site.slug);
  const hits = (await (await api.get("/api/search?hitsPerPage=1")).json()) as { hits: Array<{ slug: string; name: string; make: string }> };
  const car = hits.hits[0]!;
  await page.goto(`${base}/cars/${car.slug}`);
  const trail = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
  await expect(trail).toHaveText(["Home", "Our stock", car.make, car.name]);
  const hrefs = await trail.locator("a").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) => JSON.parse(t) as Ld | Ld[]) as Ld[];
  const crumbs = ld.find((d) => d["@type"] === "BreadcrumbList")!.itemListElement!;
  expect(crumbs.map((c) => [c.position, c.name])).toEqual([
    [1, "Home"],
    [2, "Our stock"],
    [3, car.make],
    [4, car.name],
  ]);
  expect(crumbs.slice(0, 3).map((c) => c.item)).toEqual(hrefs);
  expect(crumbs[3]!.item).toBe(`${base}/cars/${car.slug}`);
  expect(ld.some((d) => d["@type"] === "Car")).toBe(true);
});

test("robots.txt names the sitemap and keeps crawlers off the API and forms, with no Host line", async ({ apiFor }) => {
  const site = tenants()[0]!;
  const base = baseURLFor(site.slug);
  const res = await (await apiFor(site.slug)).get("/robots.txt");
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toContain(`Sitemap: ${base}/sitemap.xml`);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).not.toMatch(/^Host:/im);
});

test("the home page says who the dealer is (AutoDealer, its locations) and how to search its stock (WebSite SearchAction), and the search it names finds cars", async ({ apiFor }) => {
  for (const site of tenants()) {
    const api = await apiFor(site.slug);
    const html = await (await api.get("/")).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const dealer = ld.find((d) => d["@type"] === "AutoDealer")!;
    expect(dealer, site.slug).toBeDefined();
    expect(dealer.name).toBe(site.name);
    expect((dealer.department as unknown[]).length).toBeGreaterThan(0);
    const website = ld.find((d) => d["@type"] === "WebSite") as { potentialAction: { target: { urlTemplate: string } } } | undefined;
    expect(website, site.slug).toBeDefined();
    const template = website!.potentialAction.target.urlTemplate;
    expect(template).toMatch(/\?query=\{search_term_string\}$/);
    const make = site.cars[0]!.slug.split("-")[1]!;
    const search = new URL(template.replace("{search_term_string}", make));
    const res = await api.get(`${search.pathname}${search.search}`);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('data-testid="car-card"');
  }
});

test("a search page with no cars is kept out of search results (noindex, follow) and out of the sitemap; one with cars is indexable", async ({ apiFor }) => {
  for (const site of tenants()) {
    const api = await apiFor(site.slug);
    const robots = async (path: string) => /<meta name="robots" content="([^"]+)"/.exec(await (await api.get(path)).text())?.[1] ?? null;
    expect(await robots("/search/new-used-and-demo-cars"), site.slug).toBeNull();
    expect(await robots("/search/new-used-and-demo-cars?query=zzqqxxnothing"), site.slug).toBe("noindex, follow");
    const facets = ((await (await api.get("/api/search?hitsPerPage=1")).json()) as { facets: { car_type: Record<string, number> } }).facets.car_type;
    const sitemap = await (await api.get("/sitemap.xml")).text();
    for (const [segment, type] of [["new-cars", "new"], ["demo-cars", "demo"], ["used-cars", "used"]] as const) {
      const listed = sitemap.includes(`/search/${segment}</loc>`);
      expect(listed, `${site.slug} /search/${segment} in the sitemap with ${facets[type] ?? 0} cars`).toBe((facets[type] ?? 0) > 0);
    }
  }
});

test("every page links the site's web app manifest: the dealer's name, theme colour and a logo that loads", async ({ apiFor }) => {
  for (const site of tenants()) {
    const api = await apiFor(site.slug);
    const home = await (await api.get("/")).text();
    const href = /<link rel="manifest" href="([^"]+)"/.exec(home)?.[1];
    expect(href, `${site.slug} links a manifest`).toBeTruthy();
    const res = await api.get(href!);
    expect(res.status()).toBe(200);
    const manifest = (await res.json()) as { name: string; theme_color: string; icons?: Array<{ src: string }> };
    expect(manifest.name).toBe(site.name);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(home).toContain(`<meta name="theme-color" content="${manifest.theme_color}"`);
    for (const icon of manifest.icons ?? []) expect((await api.get(icon.src)).status(), icon.src).toBe(200);
  }
});
