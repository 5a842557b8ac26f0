/**
 * The shopper flows that used to leak (issue 17, "Flows that leak"), each walked at a phone's
 * width (390 px) and a laptop's (1366 px), in Chromium against the production build:
 *
 * - one way of keeping a car per site: Save (the watchlist) on coastline-toyota, no heart beside it;
 *   a Save pressed while signed out is finished after the sign-in, on the car page and the cards;
 *   the car page (served from the shared cache) shows the shopper's saved state;
 * - the sold page's Find Me Something Similar opens its own form, laid out like every form;
 * - the search page keeps Filters and Sort at hand far down the results (a sticky bar on a phone,
 *   the sidebar on a wide screen); the compact list is offered on a phone only;
 * - the car page: every detail tab in view, the footer's legal links reachable below the sticky
 *   bar, the share bar closing on Escape and on a click elsewhere, the gallery keeping its photo
 *   across full screen;
 * - forms: a missing postcode is called required, step 2 starts at its first field and says
 *   "Step 2 of 2" once, the trade-in year and rego name their rule, the reference is short;
 * - the print sheet keeps the photo's 3:2 shape.
 */
import type { Page } from "@playwright/test";
import { baseURLFor, expect, tenants, test } from "./fixtures";
import { clickOnceSettled, completeSignIn, whenHydrated } from "./support/shopper";
import { expectLegalLinksReachable } from "./support/footer";

const SITE = "coastline-toyota";

interface Hit {
  id: number;
  slug: string;
  name: string;
  photos_count: number | null;
  card: { available: boolean; can_save: boolean };
}

const cardOf = (page: Page, slug: string) => page.locator(`[data-testid="car-card"][data-slug="${slug}"]`);

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("Save is the one way of keeping a car; pressed signed out, it is finished after the sign-in; the cached car page shows the saved state", async ({ page, apiFor }) => {
      test.setTimeout(120_000);
      const api = await apiFor(SITE);
      const hits = ((await (await api.get("/api/search?car_type=used&hitsPerPage=21")).json()) as { hits: Hit[] }).hits.filter((h) => h.card.can_save);
      const [onPage, onCard] = width === 390 ? [hits[2]!, hits[3]!] : [hits[4]!, hits[5]!];

      // The car page, signed out: Save (no heart), which asks for sign-in and comes back saved.
      await page.goto(`${baseURLFor(SITE)}/cars/${onPage.slug}`);
      await expect(page.getByTestId("favourite-button")).toHaveCount(0);
      const save = page.getByRole("button", { name: `Save the ${onPage.name} to your watchlist` });
      await (await whenHydrated(save)).click();
      await page.waitForURL((u) => u.pathname === "/sign-in");
      expect(new URL(page.url()).searchParams.get("redirect")).toBe(`/cars/${onPage.slug}`);
      await expect(page.getByText("Your watchlist follows you: it is there on any device you sign in on.")).toBeVisible();
      await completeSignIn(page, SITE, `0491 55${width === 390 ? 1 : 2} ${100 + (process.pid % 900)}`, "page");
      await page.waitForURL((u) => u.pathname === `/cars/${onPage.slug}`);
      await expect(save).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("watchlist-toast")).toContainText("Car Saved In Watchlist");
      // A reload is the cached page again: its Save learns the saved state from view.json.
      await page.reload();
      await expect(save).toHaveAttribute("aria-pressed", "true");
      await save.click();
      await expect(save).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByTestId("watchlist-toast")).toContainText("Car Removed");

      // The results, signed out again: Save on a card, no heart anywhere; sign-in, and back on the
      // results the card's save is finished; it is the server's after a reload.
      await page.context().clearCookies();
      await page.goto(`${baseURLFor(SITE)}/search/used-cars`);
      await expect(page.getByTestId("favourite-toggle")).toHaveCount(0);
      await expect(page.getByTestId("header-favourites")).toHaveCount(0);
      await clickOnceSettled(await whenHydrated(cardOf(page, onCard.slug).getByTestId("save-toggle")));
      await page.waitForURL((u) => u.pathname === "/sign-in");
      await completeSignIn(page, SITE, `0491 55${width === 390 ? 3 : 4} ${100 + (process.pid % 900)}`, "page");
      await page.waitForURL((u) => u.pathname === "/search/used-cars");
      const cardSave = cardOf(page, onCard.slug).getByTestId("save-toggle");
      await expect(cardSave).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("watchlist-toast")).toContainText("Car Saved In Watchlist");
      await page.reload();
      await expect(cardOf(page, onCard.slug).getByTestId("save-toggle")).toHaveAttribute("aria-pressed", "true");
    });

    test("the sold page's Find Me Something Similar opens its own form, laid out like every form", async ({ page }) => {
      const sold = tenants().find((t) => t.slug === SITE)!.cars.find((c) => c.status === "sold")!;
      await page.goto(`${baseURLFor(SITE)}/cars/${sold.slug}`);
      await (await whenHydrated(page.getByTestId("sold-panel").getByRole("button", { name: "Find Me Something Similar" }))).click();
      const dialog = page.getByRole("dialog", { name: "Find me something similar" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { level: 2 })).toHaveText("Find me something similar");
      await expect(dialog.getByText("Enquire about this car")).toHaveCount(0);
      await expect(dialog.locator("label").first()).toHaveCSS("text-align", "start");
      const field = (await dialog.getByRole("textbox", { name: "First name" }).boundingBox())!;
      expect(field.x + field.width, "the form fits the screen").toBeLessThanOrEqual(width);
    });

    test("far down the results, Filters and Sort are at hand; the compact list is a phone's", async ({ page }) => {
      await page.goto(`${baseURLFor(SITE)}/search/used-cars`);
      await page.evaluate(() => window.scrollTo(0, 3000));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
      const sort = page.getByTestId("sort-select");
      if (width === 390) {
        // A sticky bar: both tools stay at the top of the screen.
        for (const tool of [page.getByTestId("filters-button"), sort]) {
          await expect(tool).toBeInViewport();
          expect((await tool.boundingBox())!.y).toBeLessThan(80);
        }
        await expect(page.getByTestId("layout-toggle")).toBeVisible();
      } else {
        // A wide screen: the filters are the sidebar beside the results, not behind a button.
        await expect(page.getByTestId("filters-button")).toBeHidden();
        await expect(page.getByTestId("layout-toggle")).toBeHidden();
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page.getByRole("complementary", { name: "Filters" })).toBeVisible();
        await expect(sort).toBeInViewport();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test("the car page: every tab in view, the footer's legal links reachable, share closes like a menu, full screen keeps the photo", async ({ page }) => {
      const car = tenants().find((t) => t.slug === SITE)!.cars.find((c) => c.status === "in_stock")!;
      await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
      const tabs = page.getByRole("tablist", { name: /About this/ }).getByRole("tab");
      expect(await tabs.count()).toBeGreaterThan(2);
      for (const tab of await tabs.all()) {
        await tab.scrollIntoViewIfNeeded();
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }

      // Share: Escape closes it (focus back on Share), so does a click elsewhere.
      const share = await whenHydrated(page.getByTestId("share-button"));
      const bar = page.getByTestId("share-bar");
      await share.click();
      await expect(bar).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(bar).toBeHidden();
      await expect(share).toBeFocused();
      await share.click();
      await expect(bar).toBeVisible();
      await page.getByRole("heading", { level: 1 }).click();
      await expect(bar).toBeHidden();

      // Gallery: photo 3, full screen and back, still photo 3.
      const gallery = page.getByTestId("gallery");
      const photos = await gallery.locator("ul > li").count();
      expect(photos).toBeGreaterThan(3);
      const count = gallery.getByTestId("gallery-count");
      const track = gallery.locator("ul").first();
      await track.scrollIntoViewIfNeeded();
      await (await whenHydrated(track)).focus();
      for (let i = 0; i < 2; i++) await page.keyboard.press("ArrowRight");
      await expect(count).toHaveText(`3 / ${photos}`);
      await gallery.getByRole("button", { name: "View photos full screen" }).click();
      await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
      await expect(count).toHaveText(`3 / ${photos}`);
      await page.evaluate(() => document.exitFullscreen());
      await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
      await expect(count).toHaveText(`3 / ${photos}`);
      await expect.poll(() => track.evaluate((t) => Math.round(t.scrollLeft / t.clientWidth))).toBe(2);

      // At the very bottom, a tap on the legal links reaches them (on a phone, not the sticky bar).
      await expectLegalLinksReachable(page);
    });

    test("forms name what is wrong, start step 2 at its first field, and give a short reference", async ({ page }) => {
      const car = tenants().find((t) => t.slug === SITE)!.cars.find((c) => c.status === "in_stock")!;
      await page.goto(`${baseURLFor(SITE)}/book-test-drive?car_id=${car.id}`);
      const form = page.getByTestId("lead-form-test_drive");
      const day = await whenHydrated(form.getByRole("combobox", { name: "Day" }));
      await day.selectOption({ index: 1 });
      await form.getByRole("combobox", { name: "Time" }).selectOption({ index: 1 });
      await form.getByRole("button", { name: "Next" }).click();
      await expect(form.getByRole("status")).toHaveText("Step 2 of 2");
      const shown = await form.getByText("Step 2 of 2", { exact: true }).evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().width > 1).length);
      expect(shown, "'Step 2 of 2' shown once").toBe(1);
      await expect(form.getByRole("textbox", { name: "First name" })).toBeFocused();
      await form.getByRole("textbox", { name: "First name" }).fill("Width");
      const lastName = form.getByRole("textbox", { name: "Last name" });
      if (await lastName.count()) await lastName.fill(`Tester${width}`);
      await form.getByRole("textbox", { name: "Email" }).fill(`width${width}@example.com`);
      await form.getByRole("textbox", { name: "Phone" }).fill("0400 000 390");
      await form.getByTestId("lead-form-submit").click();
      const postcode = form.getByRole("textbox", { name: "Postcode" });
      await expect(postcode).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`#${(await postcode.getAttribute("aria-describedby"))!.split(" ").pop()!}`)).toHaveText("Postcode is required.");
      await postcode.fill("4551");
      await form.getByTestId("lead-form-submit").click();
      await expect(page.getByTestId("lead-reference")).toHaveText(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

      // The trade-in valuation: a two-digit year and a year past next year's models say the rule.
      await page.goto(`${baseURLFor(SITE)}/sell-my-car`);
      await (await whenHydrated(page.getByLabel("Make"))).fill("Toyota");
      await page.getByLabel("Model").fill("Corolla");
      await page.getByLabel("Odometer (km)").fill("60000");
      await page.getByText("Good", { exact: true }).click();
      const rego = page.getByLabel("Rego (optional)");
      await rego.fill("ABC123456789XY");
      await expect(rego).toHaveValue("ABC123456");
      const next = new Date().getFullYear() + 1;
      for (const [year, message] of [
        ["19", "Year must be a 4-digit year, e.g. 2019."],
        [String(next + 1), `Year cannot be later than ${next}.`],
      ] as const) {
        const field = page.getByRole("textbox", { name: "Year" });
        await field.fill(year);
        await page.getByTestId("get-estimate").click();
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(page.locator(`#${(await field.getAttribute("aria-describedby"))!.split(" ").pop()!}`)).toHaveText(message);
      }
    });

    test("the print sheet keeps the main photo's 3:2 shape, on screen and on paper", async ({ page }) => {
      const car = tenants().find((t) => t.slug === SITE)!.cars.find((c) => c.status === "in_stock")!;
      await page.goto(`${baseURLFor(SITE)}/print?car_id=${car.slug}`);
      for (const media of ["screen", "print"] as const) {
        await page.emulateMedia({ media });
        const box = (await page.getByTestId("print-photo").boundingBox())!;
        expect(box.width / box.height, media).toBeGreaterThan(1.4);
        expect(box.width / box.height, media).toBeLessThan(1.6);
      }
    });
  });
}
