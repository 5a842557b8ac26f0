/**
 * Nothing on the shopper's pages scrolls sideways on a 390 px phone (WCAG 1.4.10, reflow), and no
 * stacked block's content runs under the next one. Each demo site's home page links to every kind
 * of page it offers (menus, footer, tiles); up to three of each kind are opened at 390 px, with the
 * pages a home page does not link (a car, the trade-in flow).
 * Found this way and fixed: location pages (a grid column as wide as a long button label), an offer
 * without a picture (its hero took the article's height and a 16:9 width from it, 736 px) and the
 * trade-in form (the photo input's own width); and on location pages the article's stock and
 * reviews ran under the aside (its location card at the list's height: 100%).
 */
import { baseURLFor, expect, tenants, test } from "./fixtures";
import { openWithMenusRendered, sameSiteLinks } from "./support/links";

const PHONE = { width: 390, height: 844 };
/** Per kind of page (its first path segment), how many of the home page's links to open. */
const PER_KIND = 3;

function kindsSampled(links: string[]): string[] {
  const taken = new Map<string, number>();
  const out: string[] = [];
  for (const href of links) {
    const path = href.split("?")[0]!;
    if (path.startsWith("/api/") || path.startsWith("/media/") || path.startsWith("/console")) continue;
    const kind = path.split("/")[1] ?? "";
    const n = taken.get(kind) ?? 0;
    if (n >= PER_KIND) continue;
    taken.set(kind, n + 1);
    out.push(href);
  }
  return out;
}

for (const site of tenants()) {
  test(`${site.slug}: at 390 px no page scrolls sideways and no block runs under the next`, async ({ page }) => {
    test.setTimeout(180_000);
    await openWithMenusRendered(page, `${baseURLFor(site.slug)}/`);
    const car = site.cars.find((c) => c.status === "in_stock")!;
    const paths = [...new Set([...kindsSampled(await sameSiteLinks(page)), `/cars/${car.slug}`, "/cars/trade-in", "/search/used-cars"])];
    await page.setViewportSize(PHONE);
    expect(paths.length, "pages of many kinds are opened").toBeGreaterThan(12);
    const wide: string[] = [];
    const overlapping: string[] = [];
    for (const path of paths) {
      const response = await page.goto(`${baseURLFor(site.slug)}${path}`);
      if (!response || response.status() >= 400 || !response.headers()["content-type"]?.includes("text/html")) continue;
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) wide.push(`${path}: ${width} px`);
      // Stacked blocks do not overlap: each grid or flex column's block holds its own content, so
      // the next one starts below it (a card at height: 100% once made an article shorter than its
      // text, which then ran under the aside).
      const spills = await page.evaluate(() => {
        const found: string[] = [];
        for (const parent of document.querySelectorAll("main *")) {
          const display = getComputedStyle(parent).display;
          if (!/grid|flex/.test(display)) continue;
          const kids = [...parent.children].filter((k) => getComputedStyle(k).position !== "absolute" && getComputedStyle(k).position !== "fixed" && k.getBoundingClientRect().height > 0);
          for (let i = 0; i + 1 < kids.length; i++) {
            const a = kids[i]!.getBoundingClientRect();
            const b = kids[i + 1]!.getBoundingClientRect();
            if (b.top < a.bottom - 1 || getComputedStyle(kids[i]!).overflowY !== "visible") continue; // side by side, or a scroller
            const contentBottom = a.top + kids[i]!.scrollHeight;
            if (contentBottom > b.top + 1) found.push(`${kids[i]!.tagName.toLowerCase()} runs ${Math.round(contentBottom - b.top)} px under the next ${kids[i + 1]!.tagName.toLowerCase()}`);
          }
        }
        return found.slice(0, 3);
      });
      if (spills.length) overlapping.push(`${path}: ${spills.join("; ")}`);
    }
    expect(wide, "pages wider than the phone").toEqual([]);
    expect(overlapping, "blocks whose content runs under the next one").toEqual([]);
  });
}
