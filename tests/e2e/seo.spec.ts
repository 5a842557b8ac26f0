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

test("every page type previews with an image and its alt text: a car page its photo, the others the dealer's share card", async ({ apiFor }) => {
  const site = tenants()[0]!;
  const api = await apiFor(site.slug);
  const hits = (await (await api.get("/api/search?hitsPerPage=1")).json()) as { hits: Array<{ slug: string; name: string }> };
  const og = (html: string, prop: string) => [...html.matchAll(new RegExp(`<meta property="${prop}" content="([^"]*)"`, "g"))].map((m) => m[1]!);
  const paths = ["/", "/search/new-used-and-demo-cars", "/finance", "/contact-us", "/sell-my-car", "/enquire", "/favourites", "/no-such-page"];
  for (const path of paths) {
    const html = await (await api.get(path)).text();
    expect(og(html, "og:image"), path).toEqual([`${baseURLFor(site.slug)}/share-image.png`]);
    expect(og(html, "og:image:alt"), path).toEqual([site.name]);
  }
  const car = await (await api.get(`/cars/${hits.hits[0]!.slug}`)).text();
  expect(og(car, "og:image")).toHaveLength(1);
  expect(og(car, "og:image")[0]).not.toContain("share-image");
  expect(og(car, "og:image:alt")).toEqual([hits.hits[0]!.name.replace(/&/g, "&amp;")]);
  const card = await api.get("/share-image.png");
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
  const png = await card.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)], "1200 × 630").toEqual([1200, 630]);
});

test("a site answers /favicon.ico with an icon and links an apple-touch-icon of 180 × 180", async ({ apiFor }) => {
  const site = tenants()[0]!;
  const api = await apiFor(site.slug);
  const ico = await api.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toBe("image/x-icon");
  const bytes = await ico.body();
  expect([bytes.readUInt16LE(2), bytes.readUInt16LE(4)], "an ICO with one image").toEqual([1, 1]);
  const home = await (await api.get("/")).text();
  expect(home).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon.png" sizes="180x180" type="image\/png"\/>/);
  const icon = await api.get("/apple-touch-icon.png");
  expect(icon.status()).toBe(200);
  const png = await icon.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
});

test("a 404 carries one robots meta, noindex, on a dealer site and on an address with no site", async ({ apiFor }) => {
  const robots = async (res: { status(): number; text(): Promise<string> }) => {
    expect(res.status()).toBe(404);
    return [...(await res.text()).matchAll(/<meta name="robots" content="([^"]+)"/g)].map((m) => m[1]);
  };
  expect(await robots(await (await apiFor(tenants()[0]!.slug)).get("/no-such-page-here"))).toEqual(["noindex"]);
  expect(await robots(await (await apiFor("no-dealer-here")).get("/"))).toEqual(["noindex"]);
});

test("the sitemap dates each car page by the car's last update, and its listing pages by the newest car", async ({ apiFor }) => {
  const site = tenants()[0]!;
  const api = await apiFor(site.slug);
  const asked = Date.now();
  const xml = await (await api.get("/sitemap.xml")).text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => ({ loc: m[1]!, lastmod: m[2] }));
  const cars = entries.filter((e) => e.loc.includes("/cars/"));
  expect(cars.length).toBeGreaterThan(0);
  const newest = cars.map((c) => c.lastmod!).sort().at(-1)!;
  expect(entries[0]).toEqual({ loc: `${baseURLFor(site.slug)}/`, lastmod: newest });
  expect(entries.filter((e) => !e.loc.includes("/cars/")).every((e) => e.lastmod === newest), "listing pages dated by the newest car").toBe(true);
  // The model range is listed beside the model pages.
  expect(entries.map((e) => e.loc)).toContain(`${baseURLFor(site.slug)}/models`);
  // The cars were loaded before this run's tests began: a date of the request itself would be later.
  expect(Date.parse(newest)).toBeLessThan(asked);
  // The parts route exists for large sites; a small site's /sitemaps/2.xml is a 404.
  expect((await api.get("/sitemaps/2.xml")).status()).toBe(404);
});

test("every indexable content page names its canonical URL on the site's own origin", async ({ apiFor }) => {
  const site = tenants()[0]!;
  const api = await apiFor(site.slug);
  const paths = ["/", "/finance", "/finance-pre-approval", "/apply-for-finance", "/about-us", "/contact", "/careers", "/fleet", "/service", "/warranty", "/roadside-assistance", "/our-commitment", "/capped-price-servicing", "/vehicle-parts-and-accessories", "/privacy-policy", "/terms-and-conditions", "/special-offers", "/trade-in", "/sell-my-car", "/book-test-drive", "/models", "/our-locations", "/search"];
  for (const path of paths) {
    const res = await api.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical, `${path} has a canonical`).toBeTruthy();
    expect(new URL(canonical!).origin, path).toBe(baseURLFor(site.slug));
  }
});
