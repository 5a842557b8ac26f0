/**
 * What React re-renders right after a page hydrates and on the first taps, counted from the browser
 * (support/react-commits.ts). A synchronous re-render of a page-sized component there is a long
 * task on a slow phone: it blocks the shopper's first tap and counts in Lighthouse's total blocking
 * time (docs/benchmarks.md, 2026-11-27 evening). Two such re-renders were found on the results
 * page and are guarded here: hydration ending (useHydrated in SearchApp re-rendered all of it), and
 * the Filters button (the sheet's open state was SearchApp's, so opening it re-rendered every
 * filter section, the chips, the promo tiles and the pagination with it).
 */
import type { Page } from "@playwright/test";
import { baseURLFor, expect, tenants, test } from "./fixtures";
import { reactCommits, recordReactCommits, type CommitRecord } from "./support/react-commits";
import { whenHydrated } from "./support/shopper";

const site = tenants()[0]!;

/** Open the results page at phone width, hydrated and quiet; the commits recorded so far. */
async function openResults(page: Page): Promise<CommitRecord[]> {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordReactCommits(page);
  await page.goto(`${baseURLFor(site.slug)}/search/used-cars`);
  await whenHydrated(page.getByTestId("filters-button"));
  await page.waitForLoadState("load");
  // Effects and idle-time work after hydration (the header's menus, recent searches) run too.
  await page.waitForTimeout(1000);
  return reactCommits(page);
}

const describeCommits = (commits: CommitRecord[]) => commits.map((c) => `${c.rerendered}: ${c.where.join(", ")}`).join("\n");

test.describe("the results page re-renders only what changed", () => {
  test("the recorder counts a re-render with new props (so a small count means something)", async ({ page }) => {
    const before = await openResults(page);
    expect(before[0]!.components, "hydration's commit holds the page's components").toBeGreaterThan(200);
    // Ticking a body type is a new search: SearchApp re-renders with every filter section.
    await page.getByTestId("filters-button").click();
    const sections = await page.locator("#filters details").count();
    await page.locator('#filters input[name="body"]').first().check();
    await expect.poll(async () => (await reactCommits(page)).slice(before.length).reduce((n, c) => n + c.rerendered, 0)).toBeGreaterThanOrEqual(sections);
  });

  test("hydration ending re-renders small parts, not the page", async ({ page }) => {
    const commits = await openResults(page);
    const after = commits.slice(1);
    // The header's five dropdowns and drawer, the recent searches, the near-me lookup: 8 when measured.
    // The whole results page was 39 components, every filter section among them.
    const total = after.reduce((n, c) => n + c.rerendered, 0);
    expect(total, `components re-rendered after hydration:\n${describeCommits(after)}`).toBeLessThanOrEqual(20);
    expect(after.flatMap((c) => c.where).filter((w) => w.startsWith("details.")), "no filter section re-rendered after hydration").toEqual([]);
  });

  test("opening and closing the filter sheet re-renders the sheet and its button only", async ({ page }) => {
    const before = await openResults(page);
    await page.getByTestId("filters-button").click();
    await expect(page.locator("#filters")).toBeVisible();
    await expect(page.getByRole("button", { name: "Close filters" })).toBeFocused();
    await page.getByRole("button", { name: "Close filters" }).click();
    await expect(page.locator("#filters")).toBeHidden();
    await expect(page.getByTestId("filters-button")).toBeFocused();
    const taps = (await reactCommits(page)).slice(before.length);
    expect(taps.length, "the two taps committed").toBeGreaterThanOrEqual(2);
    // The <aside> and the button re-render from their own state with the same props: nothing else may.
    expect(taps.reduce((n, c) => n + c.rerendered, 0), `components re-rendered by the taps:\n${describeCommits(taps)}`).toBe(0);
  });
});
