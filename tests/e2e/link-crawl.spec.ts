/**
 * No link leads to a 404 (issue 16): every link on each demo site's home page — its header menus,
 * footer, banners and tiles — answers on that site (2xx, or a redirect such as a sign-in gate).
 * A site that does not offer a page must not link to it. And every page reached that way keeps its
 * headings in order (no h1 followed by an h3), which the axe sweep in accessibility.spec.ts does not
 * check: it runs WCAG's rules on the main shopper pages, and heading order is a best practice.
 */
import { baseURLFor, expect, test } from "./fixtures";
import { headingLevelSkips } from "./support/headings";
import { openWithMenusRendered, sameSiteLinks } from "./support/links";

const DEMO_SITES = ["coastline-toyota", "southern-cross", "outback-rv"];

for (const slug of DEMO_SITES) {
  test(`every link on ${slug}'s home page, header and footer resolves`, async ({ page, apiFor }) => {
    test.setTimeout(120_000);
    const api = await apiFor(slug);
    await openWithMenusRendered(page, `${baseURLFor(slug)}/`);
    const links = await sameSiteLinks(page);
    expect(links.length, "the page links somewhere").toBeGreaterThan(30);
    // The header's Vehicles menu is among them (its models, which the footer lists only the first eight of).
    const modelLinks = await page.locator('nav[aria-label="Main"] a[href^="/models/"]').count();
    expect(modelLinks, "the Vehicles menu's models are crawled").toBeGreaterThan(0);
    const broken: string[] = [];
    const skippedLevels: string[] = [];
    for (const href of links) {
      const res = await api.get(href, { maxRedirects: 0 });
      if (res.status() >= 400) broken.push(`${res.status()} ${href}`);
      if (res.status() === 200 && res.headers()["content-type"]?.startsWith("text/html")) {
        skippedLevels.push(...headingLevelSkips(await res.text()).map((skip) => `${href}: ${skip}`));
      }
    }
    expect(broken, `broken links on ${slug}`).toEqual([]);
    expect(skippedLevels, `headings that skip a level on ${slug}'s pages`).toEqual([]);
  });
}
