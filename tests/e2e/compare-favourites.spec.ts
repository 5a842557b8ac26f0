/**
 * Compare and favourites as a shopper uses them, in Chromium against the production build:
 * tick Compare on four cars, a fifth asks which to drop (never silently), the tray opens the
 * side-by-side page with differences marked, the URL is shareable (a fresh browser shows the same
 * cars) and another site's car in a shared link is left out; on the site whose saving model is
 * favourites (outback-rv) the favourites page lists the hearts of this device after a reload, with
 * their live status; on a watchlist site, hearts kept before it changed model join the watchlist
 * on sign-in.
 */
import type { Page } from "@playwright/test";
import { baseURLFor, expect, test } from "./fixtures";
import { clickOnceSettled, completeSignIn, whenHydrated } from "./support/shopper";

const SITE = "southern-cross";
const OTHER = "coastline-toyota";
/** The demo site that keeps cars with the heart (no watchlist): domain/saving-model.ts. */
const HEARTS = "outback-rv";

interface Hit {
  id: number;
  slug: string;
  name: string;
  price: number | null;
  make: string;
  model: string;
  primary_image_url: string | null;
  card: { available: boolean; can_save: boolean };
}

const cardOf = (page: Page, slug: string) => page.locator(`[data-testid="car-card"][data-slug="${slug}"]`);

async function firstHits(api: import("@playwright/test").APIRequestContext, n: number): Promise<Hit[]> {
  const body = (await (await api.get("/api/search?hitsPerPage=21")).json()) as { hits: Hit[] };
  const hits = body.hits.filter((h) => h.card.can_save).slice(0, n);
  expect(hits, `${n} cars that show Compare`).toHaveLength(n);
  return hits;
}

for (const width of [1366, 390]) {
  test(`compare at ${width}px: four cars, the fifth asks which to drop, the side-by-side page and its shared URL`, async ({ page, apiFor, browser }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const api = await apiFor(SITE);
    const hits = await firstHits(api, 5);
    await page.goto(`${baseURLFor(SITE)}/search/new-used-and-demo-cars`);
    await expect(page.getByTestId("compare-tray")).toHaveCount(0);

    for (const hit of hits.slice(0, 4)) {
      const box = cardOf(page, hit.slug).getByTestId("compare-toggle");
      await clickOnceSettled(await whenHydrated(box));
      await expect(box).toHaveAttribute("aria-pressed", "true");
    }
    const tray = page.getByTestId("compare-tray");
    await expect(tray).toContainText("4 of 4");

    // The fifth: a dialog asks which car makes room; nothing changes until the shopper chooses.
    const fifth = cardOf(page, hits[4]!.slug).getByTestId("compare-toggle");
    await clickOnceSettled(fifth);
    const dialog = page.getByTestId("compare-full-dialog").filter({ visible: true });
    await expect(dialog).toBeVisible();
    await expect(fifth).toHaveAttribute("aria-pressed", "false");
    await expect(cardOf(page, hits[0]!.slug).getByTestId("compare-toggle")).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(cardOf(page, hits[0]!.slug).getByTestId("compare-toggle")).toHaveAttribute("aria-pressed", "true");

    await fifth.click();
    await dialog.getByRole("button", { name: `Replace the ${hits[1]!.name}` }).click();
    await expect(fifth).toHaveAttribute("aria-pressed", "true");
    await expect(cardOf(page, hits[1]!.slug).getByTestId("compare-toggle")).toHaveAttribute("aria-pressed", "false");

    await tray.getByTestId("compare-link").click();
    await page.waitForURL((u) => u.pathname === "/compare");
    const expected = [hits[0]!, hits[2]!, hits[3]!, hits[4]!];
    expect(new URL(page.url()).searchParams.get("ids")).toBe(expected.map((h) => h.id).join(","));
    await expect(page.getByTestId("compare-car")).toHaveCount(4);
    await expect(page.getByTestId("compare-car").first()).toContainText(expected[0]!.name);
    // The price row shows each car's price and is marked when they differ.
    const priceRow = page.getByTestId("compare-row-price");
    const prices = expected.map((h) => h.price);
    await expect(priceRow).toHaveAttribute("data-differs", String(new Set(prices).size > 1));
    // Every detail's name fits its column, inside the padding ("Transmission" is the longest).
    const overflowing = await page.locator("tbody th").evaluateAll((ths) =>
      ths.filter((th) => {
        const range = document.createRange();
        range.selectNodeContents(th.firstChild!);
        const padding = parseFloat(getComputedStyle(th).paddingRight);
        return range.getBoundingClientRect().right > th.getBoundingClientRect().right - padding + 0.5;
      }).map((th) => th.textContent),
    );
    expect(overflowing).toEqual([]);
    // Only differences hides the rows that agree (CSS only: no script needed).
    const same = page.locator('tr[data-differs="false"]');
    const sameCount = await same.count();
    await page.getByTestId("compare-only-differences").check();
    if (sameCount) await expect(same.first()).toBeHidden();

    // Shared: a fresh browser with nothing stored sees the same four cars.
    const shared = page.url();
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto(shared);
    await expect(fresh.getByTestId("compare-car")).toHaveCount(4);
    expect(await fresh.getByTestId("compare-car").evaluateAll((els) => els.map((e) => e.getAttribute("data-slug")))).toEqual(expected.map((h) => h.slug));
    await other.close();
  });
}

test("comparing caravans on a caravan and motorcycle dealer's site speaks of caravans, not cars", async ({ page, apiFor }) => {
  const body = (await (await (await apiFor(HEARTS)).get("/api/search?hitsPerPage=21&item_type=caravan")).json()) as { hits: Array<Hit & { item_type: string }> };
  const caravans = body.hits.filter((h) => h.card.can_save && h.item_type === "caravan").slice(0, 2);
  expect(caravans, "two caravans that show Compare").toHaveLength(2);
  for (const caravan of caravans) {
    await page.goto(`${baseURLFor(HEARTS)}/cars/${caravan.slug}`);
    const box = page.getByRole("button", { name: `Compare the ${caravan.name}` });
    await clickOnceSettled(await whenHydrated(box));
    await expect(box).toHaveAttribute("aria-pressed", "true");
  }
  const tray = page.getByTestId("compare-tray");
  await expect(tray).toHaveAccessibleName("Caravans to compare");
  await expect(tray.getByTestId("compare-link")).toHaveText("Compare 2 caravans");
  await tray.getByTestId("compare-link").click();
  await page.waitForURL((u) => u.pathname === "/compare");
  await expect(page.getByTestId("compare-car")).toHaveCount(2);
  // The page is named for what the site sells (caravans and motorcycles: vehicles), its lead for what was picked.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare vehicles");
  await expect(page).toHaveTitle(/^Compare vehicles/);
  await expect(page.getByText(/^2 caravans side by side\./)).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/\bcars\b/);
});

test("a shared compare link keeps only this site's cars and says how many were left out", async ({ page, apiFor }) => {
  const [mine] = await firstHits(await apiFor(SITE), 1);
  const [theirs] = await firstHits(await apiFor(OTHER), 1);
  await page.goto(`${baseURLFor(SITE)}/compare?ids=${mine!.id},${theirs!.id},abc`);
  await expect(page.getByTestId("compare-car")).toHaveCount(1);
  await expect(page.getByTestId("compare-missing")).toHaveText("2 cars in this link are no longer listed, so they are left out.");
  await expect(page.getByText(theirs!.name)).toHaveCount(0);
});

test("favourites: on the hearts site, the hearts of this device are listed after a reload with their live status", async ({ page, apiFor }) => {
  test.setTimeout(90_000);
  const api = await apiFor(HEARTS);
  const [a, b] = await firstHits(api, 2);
  await page.goto(`${baseURLFor(HEARTS)}/search/new-used-and-demo-cars`);
  // One way of keeping a car: the heart, and no watchlist Save beside it.
  await expect(page.getByTestId("save-toggle")).toHaveCount(0);
  for (const hit of [a!, b!]) {
    const heart = cardOf(page, hit.slug).getByTestId("favourite-toggle");
    await (await whenHydrated(heart)).click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
  }
  // The header's entry, then the page, after a reload.
  await page.getByTestId("header-favourites").click();
  await page.waitForURL((u) => u.pathname === "/favourites");
  await expect(page.getByText("Favourites are kept on this device, with no account needed")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("favourite-card")).toHaveCount(2);
  // Named for what this dealer sells (caravans and motorcycles), not "cars".
  await expect(page.getByTestId("favourites-count")).toHaveText("2 vehicles");
  await expect(page.getByText(/^The vehicles you marked with the heart at /)).toBeVisible();
  // Newest first.
  await expect(page.getByTestId("favourite-card").first()).toHaveAttribute("data-slug", b!.slug);
  await expect(page.getByTestId("favourite-card").first()).toHaveAttribute("data-status", "unchanged");

  // A price that moved since the heart was pressed is reported (the saved price is edited to stand in for a repricing).
  await page.evaluate((id) => {
    const prices = JSON.parse(localStorage.getItem("forecourt:favourite-prices") ?? "{}") as Record<string, number>;
    prices[String(id)] = (prices[String(id)] ?? 0) + 1000;
    localStorage.setItem("forecourt:favourite-prices", JSON.stringify(prices));
  }, a!.id);
  await page.reload();
  const moved = page.locator(`[data-testid="favourite-card"][data-slug="${a!.slug}"]`);
  await expect(moved).toHaveAttribute("data-status", "price_down");
  await expect(moved.getByTestId("favourite-status")).toHaveText("Price dropped $1,000 since you saved it");

  // Remove one.
  await page.locator(`[data-testid="favourite-card"][data-slug="${b!.slug}"]`).getByTestId("favourite-remove").click();
  await expect(page.getByTestId("favourite-card")).toHaveCount(1);
  await expect(page.getByTestId("favourites-count")).toHaveText("1 vehicle");
  // No account on this site's header: saving needs none.
  await expect(page.getByTestId("header-account")).toHaveCount(0);
});

test("a watchlist site shows no heart and no favourites page; hearts kept before it changed model join the watchlist on sign-in", async ({ page, apiFor }) => {
  test.setTimeout(90_000);
  const api = await apiFor(SITE);
  const [a] = await firstHits(api, 1);
  expect((await api.get("/favourites")).status()).toBe(404);
  await page.goto(`${baseURLFor(SITE)}/search/new-used-and-demo-cars`);
  await expect(cardOf(page, a!.slug).getByTestId("save-toggle")).toBeVisible();
  await expect(page.getByTestId("favourite-toggle")).toHaveCount(0);
  await expect(page.getByTestId("header-favourites")).toHaveCount(0);
  // A heart this device kept while the site still had them (the entry the heart writes).
  await page.evaluate((car) => {
    localStorage.setItem("forecourt:favourites", JSON.stringify([{ id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url }]));
  }, a!);
  await expect(page.getByTestId("header-account").first()).toHaveText("Sign in");
  await page.goto(`${baseURLFor(SITE)}/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2F`);
  await expect(page.getByText("Your watchlist follows you")).toBeVisible();
  await completeSignIn(page, SITE, `0491 57${3} ${100 + (process.pid % 900)}`, "page");
  await page.waitForURL((u) => u.pathname === "/watchlist");
  await expect(page.locator(`[data-testid="car-card"][data-slug="${a!.slug}"]`)).toBeVisible();
  await expect(page.getByTestId("header-account").first()).toHaveText("My watchlist");
});
