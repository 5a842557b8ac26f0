/**
 * The home page, the results page and a vehicle page load and hydrate without the browser ever
 * building an Intl object (a number or date formatter, a collator) or calling what builds one
 * (toLocaleString, localeCompare). The first of these in a page makes Chromium load its ICU locale
 * data: 20-90 ms of main thread on this machine, four times that on the throttled phone Lighthouse
 * emulates, spent in the middle of hydration (docs/benchmarks.md, 2026-11-27). Prices and counts
 * are formatted by src/domain/money.ts and src/domain/stock-count.ts in plain JavaScript instead.
 *
 * Each page is opened with every such entry point wrapped to record each call and its caller; once
 * the page has hydrated (a control of its own carries React's fiber: Menu, Filters, the calculator's
 * price) and gone quiet, the record must be empty.
 */
import type { Page } from "@playwright/test";
import { baseURLFor, expect, tenants, test } from "./fixtures";
import { whenHydrated } from "./support/shopper";

/** Runs in the page before any of its scripts: wraps the Intl entry points, records who called them. */
function recordIntlUse() {
  const used: string[] = [];
  (window as unknown as { __intlUsed: string[] }).__intlUsed = used;
  const note = (name: string) => used.push(`${name} from ${(new Error().stack ?? "").split("\n").slice(2, 4).join(" ← ").trim()}`);
  for (const name of ["NumberFormat", "DateTimeFormat", "Collator", "PluralRules", "RelativeTimeFormat", "ListFormat", "Segmenter", "DisplayNames"] as const) {
    const original = (Intl as unknown as Record<string, unknown>)[name];
    if (typeof original !== "function") continue;
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
      construct(target, args) {
        note(`new Intl.${name}`);
        return Reflect.construct(target as new (...a: unknown[]) => object, args);
      },
      apply(target, self, args) {
        note(`Intl.${name}()`);
        return Reflect.apply(target as (...a: unknown[]) => unknown, self, args);
      },
    });
  }
  const methods: Array<[object, string, string]> = [
    [Number.prototype, "toLocaleString", "Number#toLocaleString"],
    [Date.prototype, "toLocaleString", "Date#toLocaleString"],
    [Date.prototype, "toLocaleDateString", "Date#toLocaleDateString"],
    [Date.prototype, "toLocaleTimeString", "Date#toLocaleTimeString"],
    [String.prototype, "localeCompare", "String#localeCompare"],
    [Array.prototype, "toLocaleString", "Array#toLocaleString"],
  ];
  for (const [proto, method, label] of methods) {
    const original = (proto as Record<string, (...a: unknown[]) => unknown>)[method]!;
    Object.defineProperty(proto, method, {
      configurable: true,
      writable: true,
      value: function (this: unknown, ...args: unknown[]) {
        note(label);
        return original.apply(this, args);
      },
    });
  }
}

async function intlUsedWhileLoading(page: Page, url: string, hydrated: string): Promise<string[]> {
  await page.addInitScript(recordIntlUse);
  await page.goto(url);
  await whenHydrated(page.locator(hydrated).first());
  await page.waitForLoadState("load");
  // Effects and idle-time work after hydration (recently viewed, the visit trail) run too.
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __intlUsed: string[] }).__intlUsed);
}

const MENU = 'button[aria-controls="site-nav"]';

test.describe("no Intl object is built while a shopper's page loads", () => {
  test("the recorder itself notices a formatter (so an empty record means something)", async ({ page }) => {
    await page.addInitScript(recordIntlUse);
    await page.goto("about:blank");
    const used = await page.evaluate(() => {
      (1234).toLocaleString("en-AU");
      new Intl.Collator("en-AU").compare("a", "b");
      return (window as unknown as { __intlUsed: string[] }).__intlUsed.map((u) => u.split(" from ")[0]);
    });
    expect(used).toEqual(["Number#toLocaleString", "new Intl.Collator"]);
  });

  for (const site of tenants()) {
    test(`${site.slug}: home, results and a vehicle page`, async ({ browser }) => {
      const car = site.cars.find((c) => c.status === "in_stock")!;
      const pages: Array<[string, string, string]> = [
        ["home", "/", MENU],
        ["results", "/search/used-cars", '[data-testid="filters-button"]'],
        ["vehicle", `/cars/${car.slug}`, '[data-testid="calc-amount"]'],
      ];
      for (const [name, path, hydrated] of pages) {
        // A fresh context per page: a renderer that loaded ICU data for one page keeps it.
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-AU" });
        const page = await context.newPage();
        const used = await intlUsedWhileLoading(page, `${baseURLFor(site.slug)}${path}`, hydrated);
        await context.close();
        expect(used, `${name} page ${path}: what built an Intl object while it loaded`).toEqual([]);
      }
    });
  }
});
