/**
 * Every same-site link a shopper can follow on a page. The server's HTML is not all of it: a closed
 * header dropdown's links are left out of it and rendered by React in the browser once the page has
 * hydrated (MenuDisclosure, docs/ARCHITECTURE.md "Site chrome"), so a test that reads links from the
 * HTML alone would miss the Vehicles menu's models and pass without looking at the menus.
 */
import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

/** Open `url` (it must answer 200) and wait until every dropdown of the main menu holds its links (rendered, still closed). */
export async function openWithMenusRendered(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), `GET ${url}`).toBe(200);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const buttons = [...document.querySelectorAll('nav[aria-label="Main"] button[aria-controls]')];
          return buttons.length > 0 && buttons.every((b) => document.getElementById(b.getAttribute("aria-controls") ?? "")?.querySelector("a[href]"));
        }),
      { message: "every menu dropdown holds its links" },
    )
    .toBe(true);
}

/** The page's same-site link targets (path and query, no fragment), each once, after openWithMenusRendered. */
export async function sameSiteLinks(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate(() => [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((h) => h.startsWith("/") && !h.startsWith("//") && !h.startsWith("/_next/")).map((h) => h.split("#")[0]!))];
}
