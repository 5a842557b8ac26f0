/**
 * The browser the tests drive (playwright.config.ts, scripts/lib/app.mjs's TEST_CHROMIUM_ARGS):
 * Chromium honours only the last --disable-features on its command line, so our list must keep
 * every feature Playwright turns off, and a new context must not build the address bar's pop-up
 * pages, which cost about a second of CPU per context on this machine.
 */
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from "../../scripts/lib/app.mjs";
import { expect, test } from "./fixtures";

/** Every --disable-features value on the running browser's command line, in order. */
function disabledFeatureLists(pid: number): string[][] {
  // Chromium rewrites its process title as the arguments joined by spaces; no feature name has one.
  const args = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split(/[\0 ]/);
  return args.filter((a) => a.startsWith("--disable-features=")).map((a) => a.slice("--disable-features=".length).split(",").filter(Boolean));
}

test("the test browser keeps every feature Playwright turns off, and our own list wins", async () => {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS });
  try {
    const lists = disabledFeatureLists(server.process().pid!);
    expect(lists.length, "Playwright's list and ours").toBeGreaterThanOrEqual(2);
    const last = new Set(lists.at(-1));
    const dropped = lists.slice(0, -1).flat().filter((f) => !last.has(f));
    expect(dropped, "features an earlier --disable-features turns off that the last one (the one Chromium keeps) leaves on: add them to PLAYWRIGHT_DISABLED_FEATURES").toEqual([]);
    expect([...last]).toEqual(expect.arrayContaining(["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]));
  } finally {
    await server.close();
  }
});

test("a new browser context opens no address-bar pop-up page", async ({ browser, page }) => {
  await page.goto("about:blank");
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send("Target.getTargets", { filter: [{}] });
  await cdp.detach();
  expect(targetInfos.filter((t) => t.url.startsWith("chrome://omnibox-popup")).map((t) => t.url)).toEqual([]);
  expect(targetInfos.some((t) => t.type === "page" && t.url === "about:blank")).toBe(true);
});
