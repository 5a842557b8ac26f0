/**
 * A dealer's own marketing tags (issue 20, point 10): Google Tag Manager and GA4 load only after
 * the shopper's first interaction or once the page has loaded and the browser is idle, never with
 * the page; the CSP admits Google's endpoints on that site only; our events are also pushed under
 * GA4's recommended names (generate_lead is checked in leads.spec.ts). No network leaves this
 * machine, so Google's script host is answered here by a stand-in that records the request.
 */
import { adminToken, baseURLFor, expect, tenants, test } from "./fixtures";
import { makeSiteFile } from "../../src/demo/factory";

const SITE = "tags-motors";

test("GTM and GA4 load on the first interaction or when idle after load, never with the page; only on the site that has them", async ({ page, apiFor }) => {
  const onSite = await apiFor(SITE);
  const auth = { authorization: `Bearer ${adminToken()}` };
  const file = makeSiteFile({ slug: SITE, name: "Tags Motors", config: { gtm_container_id: "GTM-TEST123", ga4_measurement_id: "G-TEST12345" } });
  expect([200, 201]).toContain((await onSite.put(`/api/admin/sites/${SITE}`, { headers: auth, data: file })).status());
  const requested: string[] = [];
  await page.route("https://www.googletagmanager.com/**", async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: "application/javascript", body: "window.__googleLoaded = (window.__googleLoaded || 0) + 1;" });
  });

  const res = await page.goto(`${baseURLFor(SITE)}/`);
  expect(res!.headers()["content-security-policy"]).toContain("https://*.google-analytics.com");
  await page.waitForTimeout(1000);
  expect(requested, "nothing of Google's in the first second, without an interaction").toEqual([]);
  await page.keyboard.press("Tab");
  await expect.poll(() => requested.length).toBe(2);
  expect(requested.sort()).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST12345", "https://www.googletagmanager.com/gtm.js?id=GTM-TEST123"]);
  const layer = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.map((e) => (Array.isArray(e) || (typeof e === "object" && e !== null && "length" in e) ? Array.from(e as ArrayLike<unknown>) : e)));
  expect(layer).toContainEqual(expect.objectContaining({ event: "gtm.js" }));
  expect(layer).toContainEqual(["config", "G-TEST12345"]);

  // No interaction at all: they still load, a few seconds after the page has loaded.
  requested.length = 0;
  const other = await page.context().newPage();
  await other.route("https://www.googletagmanager.com/**", async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: "application/javascript", body: "" });
  });
  await other.goto(`${baseURLFor(SITE)}/special-offers`);
  await expect.poll(() => requested.length, { timeout: 10_000 }).toBe(2);

  // A site without tags: none requested, and its policy does not admit Google.
  requested.length = 0;
  const plain = tenants()[0]!;
  const plainRes = await other.goto(`${baseURLFor(plain.slug)}/`);
  expect(plainRes!.headers()["content-security-policy"]).not.toContain("google-analytics");
  await other.keyboard.press("Tab");
  await other.waitForTimeout(500);
  expect(requested).toEqual([]);
});

test("our events also go to the dataLayer under GA4's names: view_item on a car's page, search for a text search", async ({ page }) => {
  const site = tenants()[0]!;
  const car = site.cars.find((c) => c.status === "in_stock")!;
  await page.goto(`${baseURLFor(site.slug)}/cars/${car.slug}`);
  const layer = () => page.evaluate(() => ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((e) => typeof e === "object" && e !== null && "event" in e));
  await expect.poll(async () => (await layer()).filter((e) => e.event === "view_item").length).toBe(1);
  const view = (await layer()).find((e) => e.event === "view_item")!;
  expect(view.ecommerce).toMatchObject({ currency: "AUD", items: [expect.objectContaining({ item_id: car.stocknum })] });

  await page.goto(`${baseURLFor(site.slug)}/search/new-used-and-demo-cars?query=hilux`);
  await expect.poll(async () => (await layer()).filter((e) => e.event === "search")).toEqual([{ event: "search", search_term: "hilux" }]);
});
