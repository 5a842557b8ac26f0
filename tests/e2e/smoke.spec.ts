/** The app as a whole: every demo site answers at its own address, looks like itself, and is healthy. */
import { test, expect, baseURLFor, tenants, UNKNOWN_SITE } from "./fixtures";

test("the demo data has at least three sites, each with stock", () => {
  const sites = tenants();
  expect(sites.length).toBeGreaterThanOrEqual(3);
  for (const site of sites) expect(site.carCount, `${site.slug} has cars`).toBeGreaterThan(0);
});

for (const site of tenants()) {
  test(`${site.slug}: home page answers at ${site.slug}.localhost`, async ({ page }) => {
    const response = await page.goto(baseURLFor(site.slug));
    expect(response?.status()).toBe(200);
    await expect(page.locator("body")).toContainText(site.name);
  });
}

test("each demo site has its own theme", async ({ page }) => {
  const primaries = new Map<string, string>();
  for (const site of tenants()) {
    await page.goto(baseURLFor(site.slug));
    // Custom properties inherit, so the page's main content sees the theme wherever it is set.
    const primary = await page.evaluate(() => getComputedStyle(document.querySelector("main") ?? document.body).getPropertyValue("--color-primary").trim());
    expect(primary, `${site.slug} sets --color-primary`).toMatch(/^#[0-9a-f]{6}$/i);
    primaries.set(site.slug, primary.toLowerCase());
  }
  expect(new Set(primaries.values()).size, JSON.stringify(Object.fromEntries(primaries))).toBe(primaries.size);
});

test("/healthz reports the database is up", async ({ apiFor }) => {
  const api = await apiFor(tenants()[0]!.slug);
  const response = await api.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true, engine: "pglite" });
});

test("a host that names no site gets a plain 404 page", async ({ page }) => {
  const response = await page.goto(baseURLFor(UNKNOWN_SITE));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No dealer site at this address" })).toBeVisible();
});
