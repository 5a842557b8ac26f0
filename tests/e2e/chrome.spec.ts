/**
 * The site chrome as a shopper meets it: each demo site has its own name, theme and stock count;
 * the header menus open by click, hover and keyboard; Blog shows only for the dealer with posts;
 * phones, the homepage banner and the 404 pages behave as the specs say.
 */
import type { Locator, Page } from "@playwright/test";
import { test, expect, baseURLFor, tenants, UNKNOWN_SITE, type Tenant } from "./fixtures";
import { openWithMenusRendered } from "./support/links";
import { whenHydrated } from "./support/shopper";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuButton = (page: Page, name: string) => mainNav(page).getByRole("button", { name, exact: true });
const panelOf = async (page: Page, name: string) => {
  const id = await menuButton(page, name).getAttribute("aria-controls");
  expect(id, `${name} names the panel it controls`).toBeTruthy();
  return page.locator(`[id="${id}"]`);
};
/** The New, Demo and Used searches in `scope`, each labelled `{type}{suffix}` ("New", "New cars", "New vehicles"). */
async function expectStockSearches(scope: Locator, suffix: string): Promise<void> {
  for (const [type, href] of [
    ["New", "/search/new-cars"],
    ["Demo", "/search/demo-cars"],
    ["Used", "/search/used-cars"],
  ] as const) {
    await expect(scope.getByRole("link", { name: `${type}${suffix}`, exact: true })).toHaveAttribute("href", href);
  }
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("each site shows its own name, theme and stock count", async ({ page }) => {
    const seen: { name: string; header: string; primary: string; count: string }[] = [];
    for (const site of tenants()) {
      const response = await page.goto(baseURLFor(site.slug));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.name);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(site.name)));
      const count = (await page.getByTestId("home-stock-count").innerText()).trim();
      expect(count).toMatch(/^Browse our [\d,]+ \w+/);
      const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim().toLowerCase());
      const header = await page.locator("header").first().evaluate((el) => getComputedStyle(el.lastElementChild as Element).backgroundColor);
      seen.push({ name: site.name, header, primary, count });
    }
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const key of ["name", "header", "primary", "count"] as const) {
      expect(new Set(seen.map((s) => s[key])).size, `${key}s differ: ${JSON.stringify(seen)}`).toBe(seen.length);
    }
  });

  test("the header puts a click-to-call phone first, grouped 2-4-4", async ({ page }) => {
    await page.goto(baseURLFor(tenants()[0]!.slug));
    const phone = page.getByTestId("header-phone");
    await expect(phone).toHaveAttribute("href", /^tel:\+61\d{9}$/);
    await expect(phone).toHaveText(/0\d \d{4} \d{4}/);
    // First focusable thing after the skip link.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(phone).toBeFocused();
  });

  test("the Vehicles dropdown opens and closes by click, and lists models with image, name and body", async ({ page }) => {
    await page.goto(baseURLFor(tenants()[0]!.slug));
    const button = menuButton(page, "Vehicles");
    const panel = await panelOf(page, "Vehicles");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    const firstModel = panel.getByRole("listitem").first();
    await expect(firstModel.locator("img, [aria-hidden=true] svg").first()).toBeVisible();
    await expect(firstModel).toHaveText(/\S+ \S+/);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("a dropdown opens on hover and closes when the pointer leaves", async ({ page }) => {
    await page.goto(baseURLFor(tenants()[0]!.slug));
    const panel = await panelOf(page, "Ownership");
    // Hover is the script's (the panel has no links before it runs), and a pointer that is already
    // over the button when hydration ends does not enter it again.
    await (await whenHydrated(menuButton(page, "Ownership"))).hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Capped Price Servicing" })).toBeVisible();
    await page.mouse.move(5, 880);
    await expect(panel).toBeHidden();
  });

  test("the Company dropdown works by keyboard: Enter opens, arrows move, Escape closes and returns focus", async ({ page }) => {
    await page.goto(baseURLFor(tenants()[0]!.slug));
    const button = menuButton(page, "Company");
    const panel = await panelOf(page, "Company");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(panel.getByRole("link", { name: "About Us" })).toBeFocused();
    // The next link, whichever it is on this site (Our Team where a location has a team).
    await page.keyboard.press("ArrowDown");
    await expect(panel.getByRole("link").nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    // ArrowDown on the closed button opens it at the first link; Space toggles it shut again.
    await page.keyboard.press("ArrowDown");
    await expect(panel.getByRole("link", { name: "About Us" })).toBeFocused();
    await button.focus();
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("a closed dropdown's links stay out of the server's HTML and are in the page, hidden, before the first open", async ({ page, apiFor, browser }) => {
    const slug = tenants()[0]!.slug;
    // The server sends each dropdown's panel empty: fewer elements to render, send and hydrate.
    const html = await (await (await apiFor(slug)).get("/")).text();
    for (const id of ["menu-vehicles", "menu-company"]) expect(html, `${id} is empty in the HTML`).toMatch(new RegExp(`id="${id}"[^>]*></div>`));
    // Nor does the page's inline RSC payload carry them as rendered elements (a model's card with
    // its 120 x 72 thumbnail): it carries the menu's data, and the browser draws the panels.
    const payload = inlineRscPayload(html);
    expect(payload, "the page's inline payload was read").toContain('"panelId":"menu-vehicles"');
    expect(payload, "no model card element in the payload").not.toContain('"width":120,"height":72');
    expect(payload, "the models travel as data").toMatch(/"imageUrl":"[^"]+","body":/);
    // The browser renders them after hydration, still closed, so the first open shows them at once.
    await openWithMenusRendered(page, baseURLFor(slug));
    const vehicles = await panelOf(page, "Vehicles");
    await expect(vehicles).toBeHidden();
    expect(await vehicles.locator('a[href^="/models/"]').count(), "the models are rendered before the first open").toBeGreaterThan(0);
    await menuButton(page, "Vehicles").click();
    await expect(vehicles.locator('a[href^="/models/"]').first()).toBeVisible();
    // Without JavaScript no empty panel drops down on hover or focus; the footer carries the links.
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const noScript = await plain.newPage();
    await noScript.goto(baseURLFor(slug));
    await menuButton(noScript, "Company").hover();
    await menuButton(noScript, "Company").focus();
    await expect(await panelOf(noScript, "Company")).toBeHidden();
    await expect(noScript.getByRole("contentinfo").getByRole("link", { name: "About Us" })).toHaveAttribute("href", /.+/);
    await plain.close();
  });

  test("opening one dropdown closes the other", async ({ page }) => {
    await page.goto(baseURLFor(tenants()[0]!.slug));
    await menuButton(page, "Our Stock").click();
    await expect(await panelOf(page, "Our Stock")).toBeVisible();
    await menuButton(page, "Shopping Tools").click();
    await expect(await panelOf(page, "Shopping Tools")).toBeVisible();
    await expect(await panelOf(page, "Our Stock")).toBeHidden();
  });

  test("Our Stock links the type searches, all stock and each dealership", async ({ page }) => {
    const site = tenants()[1]!;
    await page.goto(baseURLFor(site.slug));
    await menuButton(page, "Our Stock").click();
    const panel = await panelOf(page, "Our Stock");
    await expectStockSearches(panel, "");
    for (const d of site.dealerships) await expect(panel.getByRole("link", { name: d.name, exact: true })).toHaveAttribute("href", `/search/${d.slug}`);
  });

  test("Blog shows in the Company menu and footer only for the dealer with posts", async ({ page, apiFor }) => {
    // A post dated in the future is not out yet: it does not give a site its blog.
    const hasPublished = (t: Tenant) => t.blogPosts.some((p) => p.published);
    const withPosts = tenants().filter(hasPublished);
    expect(withPosts.length, "the demo data has a site with blog posts").toBeGreaterThan(0);
    expect(withPosts.length, "and a site without").toBeLessThan(tenants().length);
    for (const site of tenants()) {
      const hasBlog = hasPublished(site);
      await page.goto(baseURLFor(site.slug));
      await menuButton(page, "Company").click();
      const blogLinks = page.getByRole("link", { name: "Blog", exact: true });
      await expect((await panelOf(page, "Company")).getByRole("link", { name: "Blog", exact: true })).toHaveCount(hasBlog ? 1 : 0);
      await expect(page.locator("footer").getByRole("link", { name: "Blog", exact: true })).toHaveCount(hasBlog ? 1 : 0);
      await expect(blogLinks).toHaveCount(hasBlog ? 2 : 0);
      const blog = await (await apiFor(site.slug)).get("/blog");
      expect(blog.status(), `/blog on ${site.slug}`).toBe(hasBlog ? 200 : 404);
    }
  });

  test("the footer adds New, Demo and Used car searches and each location's phone", async ({ page }) => {
    const site = tenants()[0]!;
    await page.goto(baseURLFor(site.slug));
    const footer = page.locator("footer");
    await expectStockSearches(footer, " cars");
    await expect(footer.locator('a[href^="tel:+61"]').first()).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
  });

  test("a dealer of caravans and motorcycles: the title, the footer's searches, the finance card and the reservation's sign-in name its stock, not cars", async ({ page, apiFor }) => {
    const footer = page.locator("footer");
    await page.goto(baseURLFor("outback-rv"));
    await expect(page).toHaveTitle("Outback Caravans & Motorcycles | New, demo and used vehicles");
    await expect(footer.getByRole("heading", { name: "Search vehicles" })).toBeVisible();
    await expectStockSearches(footer, " vehicles");
    await expect(footer).not.toContainText(/\bcars\b/);
    const body = (await (await (await apiFor("outback-rv")).get("/api/search?hitsPerPage=1&item_type=motorcycle&status=in_stock")).json()) as { hits: Array<{ slug: string }> };
    await page.goto(`${baseURLFor("outback-rv")}/cars/${body.hits[0]!.slug}`);
    await expect(page.getByTestId("car-finance-card").getByRole("heading")).toHaveText("Motorcycle Finance");
    // The built-in pages that speak of buying one, and the home page's stock type tiles.
    await page.goto(`${baseURLFor("outback-rv")}/`);
    await expect(page.getByRole("region", { name: "Shop by type" })).toContainText("Barely driven, new-vehicle warranty, demo-vehicle savings.");
    await page.goto(`${baseURLFor("outback-rv")}/buying`);
    await expect(page.getByRole("heading", { name: "Find your vehicle" })).toBeVisible();
    for (const path of ["/buying", "/book-test-drive", "/our-commitment", "/about-us", "/service", "/fleet"]) {
      await page.goto(`${baseURLFor("outback-rv")}${path}`);
      await expect(page.locator("main"), path).not.toContainText(/\bcars?\b/i);
    }
    await page.goto(`${baseURLFor("outback-rv")}/sign-in?type=checkout`);
    await expect(page.getByText("Sign in with your mobile number to reserve this vehicle at Outback Caravans & Motorcycles.")).toBeVisible();
  });

  test("the homepage banner has the spec's three items", async ({ page }) => {
    for (const site of tenants()) {
      await page.goto(baseURLFor(site.slug));
      await expect(page.getByTestId("home-banner-offers")).toHaveText(/^Latest offers/);
      await expect(page.getByTestId("home-banner-offers").getByRole("link")).toHaveAttribute("href", "/special-offers");
      await expect(page.getByTestId("home-banner-service")).toContainText("Book your service online");
      await expect(page.getByTestId("home-banner-service")).toContainText("Save time & book online");
      // The site's own stock noun: "Sell your car", or "Sell your vehicle" where caravans and motorcycles are sold.
      await expect(page.getByTestId("home-banner-sell")).toContainText(`Sell your ${site.nouns.one}`);
    }
  });

  test("the contact page lists every location with phone, hours and AutoDealer data, under an absolute canonical URL", async ({ page }) => {
    const site = tenants()[1]!;
    const base = baseURLFor(site.slug);
    const response = await page.goto(`${base}/contact-us`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^${escapeRegExp(base)}/contact(-us)?$`));
    const cards = page.getByTestId("contact-locations").locator(":scope > li");
    const visible = site.locations.filter((l) => l.visible);
    await expect(cards).toHaveCount(visible.length);
    await expect(cards.first().locator('a[href^="tel:+61"]')).toBeVisible();
    await expect(cards.first().getByRole("table")).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "null") as { "@type": string; telephone?: string }[];
    expect(jsonLd).toHaveLength(visible.length);
    expect(jsonLd.every((d) => d["@type"] === "AutoDealer")).toBe(true);
  });

  test("an unknown path on a real site is a 404 with the site's chrome and stock searches", async ({ page }) => {
    const site = tenants()[0]!;
    const response = await page.goto(`${baseURLFor(site.slug)}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/couldn.t find that page/);
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByTestId("header-phone")).toBeVisible();
    await expect(page.getByRole("list", { name: "Stock searches" }).getByRole("link", { name: "Used cars" })).toHaveAttribute("href", "/search/used-cars");
  });
});

test("a host that names no site gets a bare 404: no dealer site at this address", async ({ page }) => {
  const response = await page.goto(`${baseURLFor(UNKNOWN_SITE)}/contact`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No dealer site at this address" })).toBeVisible();
  await expect(page.locator("header")).toHaveCount(0);
  await expect(page.getByRole("navigation")).toHaveCount(0);
});

test.describe("phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the Menu button opens a full-screen menu that Escape closes", async ({ page }) => {
    await page.goto(baseURLFor(tenants()[0]!.slug));
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await expect(mainNav(page)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    expect(box?.height).toBeGreaterThanOrEqual(843);
    // Dropdowns become accordions inside it.
    await menuButton(page, "Company").click();
    await expect((await panelOf(page, "Company")).getByRole("link", { name: "About Us" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the open menu covers the page's own bars: the results page's Filters / Sort, a car's call bar and the compare tray", async ({ page }) => {
    const site = tenants()[0]!;
    const menuCovers = async (bar: Locator, what: string) => {
      await expect(bar, `${what} is showing before the menu opens`).toBeVisible();
      await (await whenHydrated(page.getByRole("button", { name: "Menu", exact: true }))).click();
      const menu = page.getByRole("dialog", { name: "Site menu" });
      await expect(menu).toBeVisible();
      const box = (await bar.boundingBox())!;
      const topmostInMenu = await menu.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x!, y!)), [box.x + box.width / 2, box.y + box.height / 2]);
      expect(topmostInMenu, `the open menu is drawn over ${what}`).toBe(true);
    };

    await page.goto(`${baseURLFor(site.slug)}/search/used-cars`);
    await menuCovers(page.getByTestId("filters-button"), "the results page's Filters / Sort bar");

    await page.goto(`${baseURLFor(site.slug)}/cars/${site.carSlugs[0]}`);
    const callBar = page.getByTestId("mobile-bar");
    await whenHydrated(callBar);
    // The bar opens once the shopper scrolls past the price, and stays.
    await page.mouse.wheel(0, 1200);
    await expect(callBar).toHaveAttribute("data-opened", "true");
    // It slides up (0.2 s): measured before it has arrived, its middle can be below the screen.
    await expect(callBar).toBeInViewport({ ratio: 1 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await menuCovers(callBar, "a car's call bar");

    await page.goto(`${baseURLFor(site.slug)}/search/used-cars`);
    const compare = page.getByTestId("compare-toggle").first();
    await (await whenHydrated(compare)).click();
    await menuCovers(page.getByTestId("compare-tray"), "the compare tray");
  });

  test("the header's call button stays in view", async ({ page }) => {
    await page.goto(baseURLFor(tenants()[0]!.slug));
    const phone = page.getByTestId("header-phone");
    await expect(phone).toBeInViewport();
    const box = await phone.boundingBox();
    expect(box?.height ?? 0, "tap target height").toBeGreaterThanOrEqual(24);
  });
});

/** The React Server Components payload a page carries inline (`self.__next_f.push([1, "…"])`), decoded. */
function inlineRscPayload(html: string): string {
  let payload = "";
  for (const [, chunk] of html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    const [kind, text] = JSON.parse(chunk!) as [number, string?];
    if (kind === 1 && typeof text === "string") payload += text;
  }
  return payload;
}
