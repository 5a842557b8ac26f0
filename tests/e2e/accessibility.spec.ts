/**
 * WCAG 2.1 AA, axe's best practices and WCAG 2.2's target size (also at Lighthouse's two screen sizes), checked by axe-core (the engine behind Lighthouse's and most audits' accessibility
 * scores) in Chromium: on every demo site, the home page, the default search, a car page with its
 * enquiry dialog open, every lead form page, the sign-in page and the checkout report no serious or critical
 * violation, and so do the dealer console's pages (sign-in, leads, stock with a car's edit form open,
 * feed import, reservations, numbers, site look, staff, audit log, account). Each site has its own theme, so contrast is checked per site. The scan waits for the
 * page's script, so what a shopper meets after hydration (toggles, sliders, dialogs) is scanned.
 * Each of those pages also keeps its headings in order (no h1 followed by an h3).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { baseURLFor, expect, tenants, test } from "./fixtures";
import { headingLevelSkips } from "./support/headings";
import { whenHydrated } from "./support/shopper";
import { consoleAdminCookie } from "./support/console";

test.setTimeout(180_000);

/**
 * The serious and critical violations on the page as it is now, each with where it is, by axe's
 * default rules: every WCAG 2.0 and 2.1 A and AA rule, and axe's best practices (which Lighthouse
 * counts too), plus WCAG 2.2's target size, which axe leaves off by default and Lighthouse runs. This
 * helper once asked for the WCAG tags alone, but `AxeBuilder#options` replaces what `withTags` set, so
 * the default rules are what it had run and passed; it now says so.
 *
 * axe runs in the page itself (legacy mode) and reports violations only: the default mode
 * serialises every rule's passes per frame and finishes the run in a second, blank tab, which took
 * ~5.8 s on the search page against ~1.5 s this way, with the same rules and the same findings. That
 * mode exists to scan cross-origin frames; our only one is the car page's map, the map provider's own
 * page, not ours to audit.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"], rules: { "target-size": { enabled: true } } }).setLegacyMode().analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1, 2).join(" ").trim()}`));
}

/**
 * Headings that skip a level in the page as it is now (after hydration): a best practice rather
 * than a WCAG rule, so the tags above leave it out, but Lighthouse's accessibility score counts it
 * and a screen reader's list of headings shows the hole.
 */
async function headingSkips(page: Page): Promise<string[]> {
  return headingLevelSkips(await page.content()).map((skip) => `heading-order: ${skip}`);
}

for (const site of tenants()) {
  test(`${site.slug}: home, search, car page, every form and sign-in have no serious or critical WCAG 2.1 AA violation`, async ({ page }) => {
    const car = site.cars.find((c) => c.status === "in_stock")!;
    const pages = [
      "/",
      "/search",
      `/cars/${car.slug}`,
      `/enquire?car_id=${car.id}`,
      "/book-test-drive",
      "/contact-us",
      "/service",
      "/finance-pre-approval",
      ...(site.pages.parts_search ? ["/parts/search"] : []),
      "/trade-in",
      ...(site.signIn ? ["/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2F"] : []),
      ...(site.savingModel === "favourites" ? ["/favourites"] : []),
      // The checkout, where a visitor reaches it without signing in.
      ...(site.checkoutRoute && !site.checkoutRequiresSignIn ? [site.checkoutRoute.replace("{slug}", car.slug)] : []),
    ];
    const found: string[] = [];
    for (const path of pages) {
      const res = await page.goto(`${baseURLFor(site.slug)}${path}`);
      expect(res?.status(), path).toBe(200);
      await page.waitForLoadState("load");
      found.push(...[...(await seriousViolations(page)), ...(await headingSkips(page))].map((v) => `${path}: ${v}`));
      if (path === `/cars/${car.slug}`) {
        // The enquiry dialog, open over the car page.
        await (await whenHydrated(page.getByTestId("enquire-button").first())).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        found.push(...(await seriousViolations(page)).map((v) => `${path} (enquiry dialog): ${v}`));
        await page.keyboard.press("Escape");
      }
    }
    expect(found, found.join("\n")).toEqual([]);
  });
}

for (const site of tenants()) {
  test(`${site.slug}: the dealer console's pages have no serious or critical WCAG 2.1 AA violation`, async ({ page }) => {
    const base = baseURLFor(site.slug);
    const found: string[] = [];
    await page.goto(`${base}/console/sign-in`);
    found.push(...(await seriousViolations(page)).map((v) => `/console/sign-in: ${v}`));
    await consoleAdminCookie(page, site.slug);
    const car = site.cars[0]!;
    for (const path of ["/console/leads", "/console/leads/routing", `/console/stock?q=${encodeURIComponent(car.stocknum)}`, `/console/stock/${car.id}/photos`, "/console/stock/import", "/console/reservations", "/console/numbers", "/console/site", "/console/site/features", "/console/locations", `/console/locations/${site.locations[0]!.id}`, "/console/offers", "/console/offers/new", "/console/site/promos", "/console/site/promos/new", "/console/site/home", "/console/site/menus", "/console/site/pages", "/console/site/pages/new", ...site.ownPages.slice(0, 1).map((p) => `/console/site/pages/${p.id}`), "/console/staff", "/console/audit", "/console/account"]) {
      const res = await page.goto(`${base}${path}`);
      expect(res?.status(), path).toBe(200);
      await page.waitForLoadState("load");
      if (path.startsWith("/console/stock?")) await page.getByText(`Edit ${car.stocknum}`).click();
      found.push(...[...(await seriousViolations(page)), ...(await headingSkips(page))].map((v) => `${path}: ${v}`));
    }
    expect(found, found.join("\n")).toEqual([]);
  });
}

/**
 * WCAG 2.2's target size (2.5.8; axe's `target-size`, which Lighthouse's accessibility score counts)
 * on the pages a shopper lands on, at the two screens Lighthouse emulates (a 412 × 823 phone and a
 * 1350 × 940 desktop). Every control needs a 24 px square that nothing else covers: a bar stuck to the
 * foot of the desktop filter sidebar used to sit over the price slider there.
 */
for (const site of tenants()) {
  test(`${site.slug}: home, results and a car page meet WCAG 2.2's target size on Lighthouse's phone and desktop screens`, async ({ browser, locale, timezoneId }) => {
    const car = site.cars.find((c) => c.status === "in_stock")!;
    const found: string[] = [];
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1350, height: 940 },
    ]) {
      // A fresh profile for each screen, as Lighthouse's: a search seen on the last screen would
      // show under "Recent searches" and move the filters below it.
      const context = await browser.newContext({ viewport, locale, timezoneId });
      const page = await context.newPage();
      for (const path of ["/", "/search/used-cars", `/cars/${car.slug}`]) {
        await page.goto(`${baseURLFor(site.slug)}${path}`);
        // Lighthouse audits once the network is quiet, when what loads after hydration has moved
        // what is below it into place.
        await whenHydrated(page.locator("body"));
        await page.waitForLoadState("networkidle");
        const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withRules(["target-size"]).setLegacyMode().analyze();
        found.push(...violations.flatMap((v) => v.nodes.map((n) => `${viewport.width} px ${path}: ${n.target.join(" ")} — ${n.failureSummary?.replace(/\s+/g, " ")}`)));
      }
      await context.close();
    }
    expect(found, found.join("\n")).toEqual([]);
  });
}
