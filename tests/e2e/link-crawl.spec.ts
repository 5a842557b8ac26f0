/**
 * No link leads to a 404 (issue 16): every link on each demo site's home page — its header menus,
 * footer, banners and tiles — answers on that site (2xx, or a redirect such as a sign-in gate).
 * A site that does not offer a page must not link to it.
 */
import { expect, test } from "./fixtures";

const DEMO_SITES = ["coastline-toyota", "southern-cross", "outback-rv"];

for (const slug of DEMO_SITES) {
  test(`every link on ${slug}'s home page, header and footer resolves`, async ({ apiFor }) => {
    test.setTimeout(120_000);
    const api = await apiFor(slug);
    const home = await api.get("/");
    expect(home.status()).toBe(200);
    const html = await home.text();
    const links = [...new Set([...html.matchAll(/href="(\/(?!\/)[^"#]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&")))].filter((href) => !href.startsWith("/_next/"));
    expect(links.length, "the page links somewhere").toBeGreaterThan(30);
    const broken: string[] = [];
    for (const href of links) {
      const res = await api.get(href, { maxRedirects: 0 });
      if (res.status() >= 400) broken.push(`${res.status()} ${href}`);
    }
    expect(broken, `broken links on ${slug}`).toEqual([]);
  });
}
