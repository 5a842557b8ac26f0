/**
 * A dealer feed's own photos (issue 19): they are asked for through the image optimiser at the
 * widths each slot needs (`/_next/image?url=…&w=…`), never hot-linked full size; and a photo that
 * cannot be had (here: its host does not exist) shows "Photo unavailable" on the card and in the
 * gallery instead of the browser's broken-image icon, with the rest of the page working.
 *
 * The car lives on a site of this spec's own (made through the admin API).
 */
import { test, expect, adminToken, baseURLFor } from "./fixtures";
import { makeFeedRow, makeSiteFile } from "../../src/demo/factory";

const SITE = "photo-motors";
const STOCKNUM = "PHOTO1";
const PHOTOS = ["https://photos.invalid/stock/PHOTO1/1.jpg", "https://photos.invalid/stock/PHOTO1/2.jpg", "https://photos.invalid/stock/PHOTO1/3.jpg"];

test("a feed's photos come resized through the optimiser, and one that fails says so instead of a broken image", async ({ page, apiFor }) => {
  const auth = { authorization: `Bearer ${adminToken()}` };
  const api = await apiFor(SITE);
  const file = makeSiteFile({ slug: SITE, name: "Photo Motors" });
  expect([200, 201]).toContain((await api.put(`/api/admin/sites/${SITE}`, { headers: auth, data: file })).status());
  const dealer = file.dealerships![0]!;
  const row = makeFeedRow(61, { dealership_slug: dealer.slug, location_slug: "brisbane", stocknum: STOCKNUM, car_type: "used", status: "in_stock", price: 28990, images: PHOTOS, thumbnails: PHOTOS, primary_image_url: PHOTOS[0], photos_count: PHOTOS.length });
  const imported = await api.post(`/api/admin/sites/${SITE}/stock`, { headers: { ...auth, "content-type": "application/json" }, data: [row] });
  expect(imported.status(), await imported.text()).toBeLessThan(300);

  const photoRequests: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "image") photoRequests.push(r.url());
  });
  const base = baseURLFor(SITE);
  await page.goto(`${base}/search/used-cars?query=${STOCKNUM}`);
  const card = page.getByTestId("car-card").first();
  await expect(card.getByTestId("photo-unavailable")).toHaveText("Photo unavailable");
  await expect(card.locator("img")).toHaveCount(0);

  const found = (await (await api.get(`/api/search?query=${STOCKNUM}`)).json()) as { hits: { slug: string; stocknum: string }[] };
  const slug = found.hits.find((h) => h.stocknum === STOCKNUM)!.slug;
  await page.goto(`${base}/cars/${slug}`);
  const gallery = page.getByTestId("gallery");
  await expect(gallery.getByTestId("photo-unavailable").first()).toBeVisible();
  await expect(gallery.getByRole("img", { name: /photo 1: not available/ })).toBeVisible();
  // The page goes on working: the next photo is asked for when the shopper moves on.
  await gallery.getByRole("button", { name: "Next photo" }).click();
  await expect(page.getByTestId("gallery-count")).toHaveText("2 / 3");
  await expect(gallery.getByRole("img", { name: /photo 2: not available/ })).toBeVisible();

  // Every feed photo asked for went through the optimiser at a set width, none hot-linked.
  const feed = photoRequests.filter((u) => u.includes("photos.invalid"));
  expect(feed.length).toBeGreaterThan(0);
  for (const u of feed) {
    const url = new URL(u);
    expect(url.pathname, u).toBe("/_next/image");
    expect(PHOTOS).toContain(url.searchParams.get("url"));
    expect(Number(url.searchParams.get("w"))).toBeLessThanOrEqual(1920);
  }
});
