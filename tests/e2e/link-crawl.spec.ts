/**
 * No link leads to a 404 (issue 16): every link on each demo site's home page — its header menus,
 * footer, banners and tiles — answers on that site (2xx, or a redirect such as a sign-in gate).
 * A site that does not offer a page must not link to it.
 */
import { baseURLFor, expect, test } from "./fixtures";
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
    for (const href of links) {
      const res = await api.get(href, { maxRedirects: 0 });
      if (res.status() >= 400) broken.push(`${res.status()} ${href}`);
    }
    expect(broken, `broken links on ${slug}`).toEqual([]);
  });
}
