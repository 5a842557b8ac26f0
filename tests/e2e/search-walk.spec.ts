/**
 * The search issue's "Done when" walk as one shopper, on the demo sites, in Chromium: filter by
 * make, model, price (dragging the slider with the mouse, and by keyboard), year and text; sort;
 * page; back and forward; the 390×844 sheet's "Show Me N cars"; reveal a phone number. After
 * every step every figure on screen is checked against GET /api/search for the same URL: the
 * result count, each card (which car, in which order, its name and kilometres), every facet
 * count in the sidebar, the last page number, the sheet's button and the revealed number.
 * Also: the sidebar's sections animate open and closed in 300 ms (none with reduced motion) and
 * keep their state per header.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { baseURLFor, expect, test } from "./fixtures";
import { clickOnceSettled, whenHydrated } from "./support/shopper";
import { formatPhone } from "../../src/domain/phone";

const FRANCHISE = "coastline-toyota";
const LEISURE = "outback-rv";

test.setTimeout(120_000);

interface ApiHit {
  id: number;
  slug: string;
  name: string;
  km: number | null;
  location_phone: string | null;
}

interface ApiResult {
  count: number;
  page: number;
  pages: number;
  hits: ApiHit[];
  facets: Record<string, Record<string, number>>;
}

const count = (n: number) => n.toLocaleString("en-AU");

async function apiFor(api: APIRequestContext, page: Page, base: string): Promise<ApiResult> {
  const u = new URL(page.url());
  const params = new URLSearchParams(u.search);
  for (const [k, v] of new URLSearchParams(base)) params.append(k, v);
  const res = await api.get(`/api/search?${params.toString()}`);
  expect(res.status(), params.toString()).toBe(200);
  return (await res.json()) as ApiResult;
}

/**
 * Every figure the results page shows for its URL is the API's for the same query. Waits for
 * the page to settle on the count first (the client fetch and the 300/400 ms debounces).
 */
async function expectScreenMatchesApi(page: Page, api: APIRequestContext, base = ""): Promise<ApiResult> {
  const expected = await apiFor(api, page, base);
  await expect(page.getByTestId("results-count")).toHaveText(new RegExp(`^${count(expected.count)} \\w+ found$`));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const cards = page.getByTestId("car-card");
  await expect.poll(() => cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-slug")))).toEqual(expected.hits.map((h) => h.slug));
  const shown = await cards.evaluateAll((els) =>
    els.map((e) => ({
      name: e.querySelector("h2 a, h3 a")?.textContent?.trim() ?? "",
      specs: [...e.querySelectorAll('[aria-label="Key specs"] li')].map((li) => li.textContent?.trim() ?? ""),
    })),
  );
  shown.forEach((card, i) => {
    const hit = expected.hits[i]!;
    expect(card.name, `card ${i + 1}`).toBe(hit.name);
    if (hit.km !== null) expect(card.specs, `card ${i + 1} kilometres`).toContain(`${count(hit.km)} km`);
  });
  // Facet counts of every checkbox list (open or collapsed) and of the make cards.
  const facetCounts = await page.locator("ul[data-facet]").evaluateAll((lists) =>
    lists.flatMap((ul) =>
      [...ul.querySelectorAll("label")].map((label) => ({
        facet: ul.getAttribute("data-facet")!,
        value: label.querySelector("input")!.value,
        text: label.querySelector('[data-testid="facet-count"]')?.textContent?.trim() ?? "",
      })),
    ),
  );
  expect(facetCounts.length, "facet counts on screen").toBeGreaterThan(0);
  for (const f of facetCounts) expect(f.text, `${f.facet} = ${f.value}`).toBe(count(expected.facets[f.facet]?.[f.value] ?? 0));
  const makeCounts = await page.locator('label:has(> input[name="make"])').evaluateAll((labels) =>
    labels.map((l) => ({ value: l.querySelector("input")!.value, text: l.lastElementChild?.textContent?.trim() ?? "" })),
  );
  for (const m of makeCounts) expect(m.text, `make ${m.value}`).toBe(count(expected.facets.make?.[m.value] ?? 0));
  // Pagination: the current page and the last page are the API's.
  if (expected.pages > 1) {
    await expect(page.getByRole("link", { name: `Page ${expected.page}`, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: `Page ${expected.pages}`, exact: true })).toHaveCount(1);
    await expect(page.getByRole("link", { name: `Page ${expected.pages + 1}`, exact: true })).toHaveCount(0);
  } else {
    await expect(page.getByTestId("pagination").getByRole("link", { name: /^Page \d+$/ })).toHaveCount(0);
  }
  return expected;
}

/** Drag a range thumb with the mouse from its place to `fraction` of the track. */
async function dragThumb(page: Page, slider: ReturnType<Page["getByRole"]>, fraction: number): Promise<void> {
  const box = (await slider.boundingBox())!;
  const { value, min, max } = await slider.evaluate((el: HTMLInputElement) => ({ value: Number(el.value), min: Number(el.min), max: Number(el.max) }));
  // The thumb travels the track less its own width (about the track's height) at each end.
  const inset = Math.min(box.height, 24) / 2;
  const at = (f: number) => box.x + inset + f * (box.width - 2 * inset);
  const y = box.y + box.height / 2;
  await page.mouse.move(at((value - min) / (max - min)), y);
  await page.mouse.down();
  await page.mouse.move(at(fraction), y, { steps: 8 });
  await page.mouse.up();
}

test("the shopper's walk on the franchise site: every figure on screen matches /api/search after each step", async ({ page, apiFor: api0 }) => {
  const api = await api0(FRANCHISE);
  await page.goto(`${baseURLFor(FRANCHISE)}/search/new-used-and-demo-cars`);
  const all = await expectScreenMatchesApi(page, api);

  // Make: the make with the most models, so the model list has choices.
  const make = Object.keys(all.facets.make!).sort((a, b) => (all.facets.make![b] ?? 0) - (all.facets.make![a] ?? 0))[0]!;
  await page.locator(`input[name="make"][value="${make}"]`).check();
  await expect(page).toHaveURL(new RegExp(`\\?make=${encodeURIComponent(make)}$`));
  const byMake = await expectScreenMatchesApi(page, api);
  expect(byMake.count).toBeLessThan(all.count);

  // Sort, then page on.
  await page.getByTestId("sort-select").selectOption("price_desc");
  await expect(page).toHaveURL(/sortBy=price_desc/);
  const sorted = await expectScreenMatchesApi(page, api);
  expect(sorted.pages, `${make} has more than one page`).toBeGreaterThan(1);
  await clickOnceSettled(page.getByRole("link", { name: "Next page" }));
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => page.evaluate(() => document.querySelector('[data-testid="results-count"]')!.getBoundingClientRect().top)).toBeLessThan(400);
  const pageTwo = await expectScreenMatchesApi(page, api);
  expect(pageTwo.hits[0]!.slug).not.toBe(sorted.hits[0]!.slug);

  // Back to page 1 and forward to page 2 again.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expectScreenMatchesApi(page, api);
  await page.goForward();
  await expect(page).toHaveURL(/page=2/);
  await expectScreenMatchesApi(page, api);

  // Model (page resets to 1).
  const model = Object.keys(pageTwo.facets.model!).sort((a, b) => (pageTwo.facets.model![b] ?? 0) - (pageTwo.facets.model![a] ?? 0))[0]!;
  await page.locator(`input[name="model"][value="${model}"]`).check();
  await expect(page).toHaveURL(/model=/);
  await expect(page).not.toHaveURL(/page=2/);
  await expectScreenMatchesApi(page, api);
  await page.getByRole("link", { name: `Remove ${model}` }).click();
  await expect(page).not.toHaveURL(/model=/);
  await expectScreenMatchesApi(page, api);

  // Price: drag the maximum thumb with the mouse to about 60 %; the value lands on a 1000.
  const maxPrice = page.getByRole("slider", { name: "Maximum price" });
  await maxPrice.scrollIntoViewIfNeeded();
  await dragThumb(page, maxPrice, 0.6);
  await expect(page).toHaveURL(/price=%3A\d+000(&|$)/);
  const dragged = Number(new URL(page.url()).searchParams.get("price")!.slice(1));
  const priced = await expectScreenMatchesApi(page, api);
  expect(priced.count).toBeLessThan(byMake.count);
  // …and the minimum by keyboard (400 ms debounce, rounded to 1000).
  const minPrice = page.getByRole("slider", { name: "Minimum price" });
  await minPrice.focus();
  await page.keyboard.press("PageUp");
  await expect(page).toHaveURL(new RegExp(`price=\\d+000%3A${dragged}(&|$)`));
  await expectScreenMatchesApi(page, api);

  // Year: the minimum thumb by keyboard.
  await page.getByText("Year", { exact: true }).click();
  const minYear = page.getByRole("slider", { name: "Minimum year" });
  await minYear.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/year=\d{4}%3A/);
  const dated = await expectScreenMatchesApi(page, api);

  // Text: a word from a car still listed (300 ms debounce).
  const word = (dated.hits[0]?.name ?? make).split(" ").slice(-1)[0]!.toLowerCase();
  await page.getByTestId("search-directory-input").fill(word);
  await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent(word)}`));
  const texted = await expectScreenMatchesApi(page, api);
  expect(texted.count).toBeGreaterThan(0);

  // Back undoes the text, the year and the price, one step at a time, each with the API's figures.
  for (const gone of [/query=/, /year=/]) {
    await page.goBack();
    await expect(page).not.toHaveURL(gone);
    await expectScreenMatchesApi(page, api);
  }
  await page.goForward();
  await expect(page).toHaveURL(/year=/);
  await expectScreenMatchesApi(page, api);

  // Reveal a phone number: the number shown is the car's location phone from the API.
  const first = texted.hits[0] ?? dated.hits[0]!;
  await page.getByTestId("clear-all").click();
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars(\?sortBy=price_desc)?$/);
  const cleared = await expectScreenMatchesApi(page, api);
  const card = page.getByTestId("car-card").first();
  await card.getByTestId("phone-reveal").click();
  await expect(card.getByTestId("phone-number")).toHaveText(formatPhone(cleared.hits[0]!.location_phone));
  expect(first).toBeTruthy();
});

test("on a 390×844 phone the sheet's Show Me N cars is the API's count and lands on the results at the top", async ({ page, apiFor: api0 }) => {
  const api = await api0(LEISURE);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseURLFor(LEISURE)}/search/used-cars`);
  await expectScreenMatchesApi(page, api, "car_type=used");
  await (await whenHydrated(page.getByTestId("filters-button"))).click();
  const sheet = page.getByRole("complementary", { name: "Filters" });
  await expect(sheet).toBeVisible();
  const before = await apiFor(api, page, "car_type=used");
  const make = Object.keys(before.facets.make!)[0]!;
  await sheet.locator(`input[name="make"][value="${make}"]`).check();
  await expect(page).toHaveURL(/make=/);
  const after = await apiFor(api, page, "car_type=used");
  const show = page.getByTestId("show-me-button");
  await expect(show).toHaveText(new RegExp(`^Show Me ${count(after.count)} \\w+$`));
  await show.click();
  await expect(sheet).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expectScreenMatchesApi(page, api, "car_type=used");
});

/** The transition declared on a section's content (`::details-content`), as the browser computed it. */
function contentTransition(section: ReturnType<Page["locator"]>) {
  return section.evaluate((d) => {
    const cs = getComputedStyle(d, "::details-content");
    return { property: cs.transitionProperty, duration: cs.transitionDuration };
  });
}

/** Height of a section below its header (0 when closed). */
function contentHeight(section: ReturnType<Page["locator"]>) {
  return section.evaluate((d) => Math.round(d.getBoundingClientRect().height - d.querySelector("summary")!.getBoundingClientRect().height));
}

test("filter sections open and close in 300 ms (instantly with reduced motion) and remember their state per header", async ({ page }) => {
  await page.goto(`${baseURLFor(FRANCHISE)}/search/new-used-and-demo-cars`);
  const sidebar = page.getByRole("complementary", { name: "Filters" });
  const section = (title: string) => sidebar.locator("details").filter({ has: page.locator("summary", { hasText: new RegExp(`^${title}$`) }) });
  const year = section("Year");
  await expect(year).not.toHaveAttribute("open");
  expect(await contentTransition(year)).toEqual({ property: "block-size, content-visibility", duration: "0.3s, 0.3s" });
  // Slow every animation on the page about thirtyfold (300 ms → 10 s), so that "part way through" is
  // still part way when a loaded machine takes seconds to answer; then back to full speed to end it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  const slow = () => cdp.send("Animation.setPlaybackRate", { playbackRate: 0.03 });
  const fast = () => cdp.send("Animation.setPlaybackRate", { playbackRate: 1 });
  const settled = async () => {
    let last = -1;
    await expect.poll(async () => {
      const h = await contentHeight(year);
      const same = h === last;
      last = h;
      return same;
    }, { timeout: 8000, intervals: [350] }).toBe(true);
    return last;
  };
  const closed = await contentHeight(year);
  await slow();
  await year.locator("summary").click();
  await expect(year).toHaveAttribute("open");
  await page.waitForTimeout(1500); // about 45 ms of the 300 ms transition
  const during = await contentHeight(year);
  await fast();
  const open = await settled();
  expect(during, "part way open").toBeGreaterThan(closed);
  expect(during, "part way open").toBeLessThan(open);
  // Closing animates too: part way it is still partly open.
  await slow();
  await year.locator("summary").click();
  await expect(year).not.toHaveAttribute("open");
  await page.waitForTimeout(1500);
  const closing = await contentHeight(year);
  await fast();
  expect(closing, "part way closed").toBeGreaterThan(closed);
  expect(closing, "part way closed").toBeLessThan(open);
  await expect.poll(() => contentHeight(year), { timeout: 8000 }).toBe(closed);

  // Each header keeps its own state across a reload.
  await year.locator("summary").click();
  await expect(year).toHaveAttribute("open");
  const condition = section("Condition");
  await expect(condition).toHaveAttribute("open");
  await condition.locator("summary").click();
  await expect(condition).not.toHaveAttribute("open");
  await page.reload();
  await expect(section("Year")).toHaveAttribute("open");
  await expect(section("Condition")).not.toHaveAttribute("open");
  await expect(section("Make")).toHaveAttribute("open");

  // Reduced motion: no transition; the section is at its full height at once.
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect((await contentTransition(section("Condition"))).duration).toBe("0s");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 0.1 });
  await section("Condition").locator("summary").click();
  await page.waitForTimeout(300);
  const now = await contentHeight(section("Condition"));
  await page.waitForTimeout(1500);
  expect(await contentHeight(section("Condition"))).toBe(now);
  expect(now).toBeGreaterThan(0);
});
