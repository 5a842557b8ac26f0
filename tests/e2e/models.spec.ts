/**
 * Model pages (issue 16, point 3): the header's Vehicles menu leads to a model's page with the
 * site's own picture, the cars in stock (as many as the search API counts), a link to all of them
 * and an enquiry about the model; `/{model slug}` is the short address of the same page, canonical
 * on `/models/{slug}`. Another site's models are 404s (tests/e2e/tenancy.spec.ts).
 */
import { baseURLFor, expect, test } from "./fixtures";
import { whenHydrated } from "./support/shopper";

const SITE = "coastline-toyota";

test("from the Vehicles menu to a model's page: its stock as the API counts it, all of it in the search, and an enquiry", async ({ page, apiFor }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseURLFor(SITE)}/`);
  const menu = page.getByRole("button", { name: "Vehicles" });
  await (await whenHydrated(menu)).click();
  const link = page.locator('a[href^="/models/"]').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href"))!;
  const slug = href.slice("/models/".length);
  const name = (await link.locator("span[class*=modelName]").innerText()).replace(/\s+/g, " ").trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/models/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/models/${slug}$`));

  // The cars shown are the API's for that make and model (12 at most), newest first.
  const [make, ...rest] = name.split(" ");
  const api = await apiFor(SITE);
  const res = await api.get(`/api/search?${new URLSearchParams({ make: make!, model: rest.join(" "), sortBy: "latest", hitsPerPage: "12" })}`);
  const body = (await res.json()) as { count: number; hits: Array<{ slug: string }> };
  expect(body.count).toBeGreaterThan(0);
  const cards = page.getByTestId("model-stock").locator("article");
  await expect(cards).toHaveCount(body.hits.length);
  await expect(page.getByTestId("model-stock").locator(`a[href="/cars/${body.hits[0]!.slug}"]`).first()).toBeVisible();
  await expect(page.getByRole("img", { name })).toBeVisible();

  // All of them on the results page, filtered to the model.
  const all = page.getByTestId("model-search-link");
  await expect(all).toHaveText(body.count === 1 ? "See this car in our stock" : `See all ${body.count} in stock`);
  const allHref = new URL((await all.getAttribute("href"))!, baseURLFor(SITE));
  expect(allHref.searchParams.get("make")).toBe(make);
  expect(allHref.searchParams.get("model")).toBe(rest.join(" "));

  // An enquiry about the model opens the lead form with the model named in the message.
  await (await whenHydrated(page.getByTestId("model-enquire"))).click();
  const dialog = page.getByRole("dialog", { name: `Ask about the ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Comments" })).toHaveValue(`I'm interested in the ${name}.`);
});

test("a model with one car in stock links to it without saying \"all 1\"", async ({ page, apiFor }) => {
  const api = await apiFor("southern-cross");
  const res = await api.get(`/api/search?${new URLSearchParams({ make: "BYD", model: "Atto 3" })}`);
  expect(((await res.json()) as { count: number }).count).toBe(1);
  await page.goto(`${baseURLFor("southern-cross")}/models/atto-3`);
  await expect(page.getByTestId("model-search-link")).toHaveText("See this car in our stock");
  await expect(page.getByTestId("model-stock").locator("article")).toHaveCount(1);
});

test("the short address /{model slug} shows the same page, canonical on /models/{slug}; an unknown one is the site's 404", async ({ page, apiFor }) => {
  await page.goto(`${baseURLFor(SITE)}/`);
  const href = (await page.locator('a[href^="/models/"]').first().getAttribute("href"))!;
  const slug = href.slice("/models/".length);
  const short = await page.goto(`${baseURLFor(SITE)}/${slug}`);
  expect(short!.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/models/${slug}$`));
  await expect(page.getByTestId("model-stock")).toBeVisible();

  // Listed in the sitemap on the site's own origin.
  const sitemap = await (await (await apiFor(SITE)).get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/models/${slug}</loc>`);

  const unknown = await page.goto(`${baseURLFor(SITE)}/no-such-model-here`);
  expect(unknown!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("couldn");
  expect((await page.goto(`${baseURLFor(SITE)}/models/no-such-model-here`))!.status()).toBe(404);
});

test("a model's page at 390 px: picture, enquiry and cards in one column, nothing wider than the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseURLFor(SITE)}/`);
  const href = (await page.locator('a[href^="/models/"]').first().getAttribute("href"))!;
  await page.goto(`${baseURLFor(SITE)}${href}`);
  await expect(page.getByTestId("model-enquire")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the model search: GET /api/models pages 21 models at a time with exact counts, and refuses a bad page naming it", async ({ apiFor }) => {
  const api = await apiFor("southern-cross");
  const first = (await (await api.get("/api/models")).json()) as { hits: Array<{ slug: string; body: string[]; manufacturer: { name: string } }>; count: number; pages: number; hitsPerPage: number; facets: { manufacturer: Record<string, number>; body: Record<string, number> } };
  expect(first.hitsPerPage).toBe(21);
  expect(first.count, "the group sells more than one page of models").toBeGreaterThan(21);
  expect(first.hits).toHaveLength(21);
  expect(first.pages).toBe(Math.ceil(first.count / 21));
  const second = (await (await api.get("/api/models?page=2")).json()) as typeof first;
  expect(second.hits.length).toBe(Math.min(21, first.count - 21));
  expect(second.hits.map((h) => h.slug).some((s) => first.hits.some((h) => h.slug === s))).toBe(false);
  // Filters: a manufacturer and a body type, with counts that add up.
  const [make, makeCount] = Object.entries(first.facets.manufacturer)[0]!;
  const byMake = (await (await api.get(`/api/models?manufacturer=${encodeURIComponent(make)}`)).json()) as typeof first;
  expect(byMake.count).toBe(makeCount);
  expect(byMake.hits.every((h) => h.manufacturer.name === make)).toBe(true);
  const suvs = (await (await api.get("/api/models?body=SUV")).json()) as typeof first;
  expect(suvs.count).toBe(first.facets.body.SUV);
  expect(suvs.hits.every((h) => h.body.includes("SUV"))).toBe(true);
  const bad = await api.get("/api/models?page=0");
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toEqual(["page"]);
});

test("the model range page: from the Vehicles menu, filtered by body type, each model leading to its page with more of its make", async ({ page, apiFor }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseURLFor("southern-cross")}/`);
  await (await whenHydrated(page.getByRole("button", { name: "Vehicles" }))).click();
  await page.getByRole("link", { name: "See all models" }).click();
  await expect(page).toHaveURL(/\/models$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our model range");
  await expect(page.getByTestId("model-card")).toHaveCount(21);
  // A page of 21 fills whole rows: three across (seven rows), not four with one left over.
  const columns = await page.getByTestId("model-card").evaluateAll((cards) => new Set(cards.map((c) => Math.round(c.getBoundingClientRect().left))).size);
  expect(columns).toBe(3);
  await page.getByRole("navigation", { name: "Body type" }).getByRole("link", { name: /^SUV \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/models\?body=SUV$/);
  const api = await apiFor("southern-cross");
  const suvs = (await (await api.get("/api/models?body=SUV")).json()) as { count: number; hits: Array<{ manufacturer: { name: string }; name: string }> };
  await expect(page.getByTestId("model-card")).toHaveCount(Math.min(21, suvs.count));
  await expect(page.getByTestId("model-card").first().getByRole("heading")).toHaveText(`${suvs.hits[0]!.manufacturer.name} ${suvs.hits[0]!.name}`);
  await page.getByTestId("model-card").first().click({ position: { x: 20, y: 20 } });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${suvs.hits[0]!.manufacturer.name} ${suvs.hits[0]!.name}`);
  const more = page.getByTestId("more-models").getByTestId("model-card");
  await expect(more.first()).toBeVisible();
  for (const heading of await more.getByRole("heading").allInnerTexts()) expect(heading.startsWith(suvs.hits[0]!.manufacturer.name)).toBe(true);
});
