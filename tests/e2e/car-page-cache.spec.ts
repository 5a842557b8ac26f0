/**
 * The vehicle page cache (ADR 0005) as a dealer's feed and a shopper on another site meet it
 * (a page's first request renders straight away, the second is stored, later ones are hits):
 * a page served from cache changes on the very next request after a stock import (repriced,
 * then sold), and a cached page is never the answer on another site's host — there the same
 * slug is that site's 404 with its own similar stock.
 *
 * The car lives on a site of this spec's own (made through the admin API), so no other spec's
 * imports move its stock version between two requests here.
 */
import { test, expect, tenants, adminToken, baseURLFor } from "./fixtures";
import { makeFeedRow, makeSiteFile } from "../../src/demo/factory";

const SITE = "cache-motors";
const STOCKNUM = "CACHE1";

test.describe.configure({ mode: "serial" });

test("an import shows on the next request; the cached page never answers another site's host", async ({ apiFor }) => {
  const auth = { authorization: `Bearer ${adminToken()}` };
  const onSite = await apiFor(SITE);
  const file = makeSiteFile({ slug: SITE, name: "Cache Motors" });
  const put = await onSite.put(`/api/admin/sites/${SITE}`, { headers: auth, data: file });
  expect([200, 201]).toContain(put.status());
  const dealer = file.dealerships![0]!;
  const row = makeFeedRow(51, { dealership_slug: dealer.slug, location_slug: "brisbane", stocknum: STOCKNUM, car_type: "used", status: "in_stock", price: 31990, before_price: null, offer_price: null });
  const importRow = async (changes: Record<string, unknown>) => {
    const res = await onSite.post(`/api/admin/sites/${SITE}/stock`, { headers: { ...auth, "content-type": "application/json" }, data: [{ ...row, ...changes }] });
    expect(res.status(), await res.text()).toBeLessThan(300);
  };
  await importRow({});
  const search = (await (await onSite.get(`/api/search?query=${STOCKNUM}`)).json()) as { hits: { slug: string; stocknum: string }[] };
  const slug = search.hits.find((h) => h.stocknum === STOCKNUM)?.slug;
  expect(slug, "the imported car is listed").toBeTruthy();

  const get = async (api: typeof onSite) => {
    const res = await api.get(`/cars/${slug}`);
    return { status: res.status(), cache: res.headers()["x-forecourt-cache"], layer: res.headers()["x-forecourt-cache-layer"], headers: res.headers(), body: await res.text() };
  };
  // What differs between two answers of the same page by nature: when, which request, how it was framed and found.
  const PER_ANSWER = new Set(["date", "x-request-id", "x-forecourt-cache", "x-forecourt-cache-layer", "content-length", "transfer-encoding", "connection", "keep-alive"]);
  const lasting = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([k]) => !PER_ANSWER.has(k)).sort(([a], [b]) => a.localeCompare(b)));

  // A page's first request renders straight away; the second goes through the cache and is stored.
  const first = await get(onSite);
  expect(first.status).toBe(200);
  expect(first.cache).toBeUndefined();
  expect(first.body).toContain("$31,990");
  const second = await get(onSite);
  expect(second.cache).toBe("miss");
  expect(second.body).toContain("$31,990");
  const again = await get(onSite);
  expect(again.cache, "the second request is served from cache").toBe("hit");
  // Answered by the server's edge without Next.js (ADR 0016), with the very page and headers the
  // cache route gave the request that stored it (the same CSP, security and CDN headers, Vary).
  expect(again.layer).toBe("edge");
  expect(again.body).toBe(second.body);
  expect(lasting(again.headers)).toEqual(lasting(second.headers));
  expect(again.body).toContain("$31,990");
  expect(again.body).toContain(`data-site="${SITE}"`);

  // The same slug on every other site's host: that site's 404 with its own similar stock, even
  // though this site's page of the car is in the cache.
  for (const other of tenants()) {
    const foreign = await get(await apiFor(other.slug));
    expect(foreign.status, `GET /cars/${slug} on ${other.slug}`).toBe(404);
    expect(foreign.cache).not.toBe("hit");
    expect(foreign.body).not.toContain(STOCKNUM);
    expect(foreign.body).not.toContain("Cache Motors");
    expect(foreign.body).toContain(`<title>Car not found | ${other.name.replace(/&/g, "&amp;")}</title>`);
    // A 404 thrown by the page arrives as the RSC payload Next.js streams into the document.
    expect(foreign.body).toContain("Sorry, this car is no longer available");
    expect(foreign.body).toContain("similar-stock");
  }
  expect((await get(onSite)).cache, "and this site's page is still cached").toBe("hit");

  // Repriced by the feed: the next request shows the new price.
  await importRow({ price: 29990 });
  const repriced = await get(onSite);
  expect(repriced.cache).toBe("miss");
  expect(repriced.body).toContain("$29,990");
  expect(repriced.body).not.toContain("$31,990");
  const repricedAgain = await get(onSite);
  expect([repricedAgain.cache, repricedAgain.layer]).toEqual(["hit", "edge"]);
  expect(repricedAgain.body).toContain("$29,990");

  // Sold by the feed: the next request shows the SOLD panel.
  await importRow({ price: 29990, status: "sold", sold_date_timestamp: Math.floor(Date.now() / 1000) - 3600 });
  const sold = await get(onSite);
  expect(sold.status).toBe(200);
  expect(sold.body).toContain('data-testid="sold-panel"');
});

test("client navigations, signed-in shoppers and HEAD render live; the cache route is not a page of its own", async ({ apiFor }) => {
  const [a] = tenants();
  const car = a!.cars.find((c) => c.status === "in_stock")!;
  const api = await apiFor(a!.slug);
  await api.get(`/cars/${car.slug}`);
  await api.get(`/cars/${car.slug}`);
  expect((await api.get(`/cars/${car.slug}`)).headers()["x-forecourt-cache"]).toBe("hit");
  // (Next.js itself may answer these with a redirect to its own cache-busting URL: what matters
  // is that the page cache never answers them.)
  const rsc = await api.get(`/cars/${car.slug}`, { headers: { rsc: "1" } });
  expect(rsc.headers()["x-forecourt-cache"]).toBeUndefined();
  const signedIn = await api.get(`/cars/${car.slug}`, { headers: { cookie: "forecourt_shopper=x" } });
  expect(signedIn.status()).toBe(200);
  expect(signedIn.headers()["x-forecourt-cache"]).toBeUndefined();
  // Next.js writes the URL's query into the page's payload: a query is its own entry.
  expect((await api.get(`/cars/${car.slug}?utm_source=cache-spec`)).headers()["x-forecourt-cache"]).toBeUndefined();
  const withQuery = await api.get(`/cars/${car.slug}?utm_source=cache-spec`);
  expect(withQuery.headers()["x-forecourt-cache"]).toBe("miss");
  expect(await withQuery.text()).toContain("utm_source=cache-spec");
  const plain = await api.get(`/cars/${car.slug}`);
  expect(plain.headers()["x-forecourt-cache"]).toBe("hit");
  expect(await plain.text()).not.toContain("utm_source=cache-spec");
  const viewed = await api.get(`/cars/${car.slug}`, { headers: { cookie: "fc_viewed=1" } });
  expect(viewed.headers()["x-forecourt-cache"], "the views counter's cookie does not matter to the page").toBe("hit");
  expect((await api.head(`/cars/${car.slug}`)).status()).toBe(200);
  expect((await api.get(`/car-page-cache/${car.slug}`)).status()).toBe(404);
});

test("a CDN may keep vehicle and search pages for a minute, never a personal, missing, home or console page", async ({ apiFor }) => {
  const [a] = tenants();
  const car = a!.cars.find((c) => c.status === "in_stock")!;
  const api = await apiFor(a!.slug);
  const cacheControl = async (path: string, headers: Record<string, string> = {}) => {
    const res = await api.get(path, { headers, maxRedirects: 0 });
    return { status: res.status(), cc: res.headers()["cache-control"] ?? "", mark: res.headers()["x-forecourt-shared-cache"] };
  };
  const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400";
  // First view (rendered by the page), then through the node's cache (miss, hit): all shareable.
  for (let i = 0; i < 3; i++) expect((await cacheControl(`/cars/${car.slug}`)).cc, `car page, request ${i + 1}`).toBe(SHARED);
  expect((await cacheControl("/search/used-cars")).cc).toBe(SHARED);
  expect((await cacheControl("/search/used-cars?make=Toyota")).cc).toBe(SHARED);
  // A cookie the page might read, a client navigation, a missing car, the home page, the console: private.
  for (const [path, headers] of [
    [`/cars/${car.slug}`, { cookie: "forecourt_shopper=x" }],
    ["/search/used-cars", { cookie: "forecourt_shopper=x" }],
    [`/cars/${car.slug}`, { rsc: "1" }],
    ["/cars/no-such-car-anywhere", {}],
    ["/", {}],
    ["/console/sign-in", {}],
  ] as const) {
    const r = await cacheControl(path, headers);
    expect(r.cc, `${path} ${JSON.stringify(headers)} (${r.status})`).not.toContain("public");
    expect(r.mark, "the proxy's mark never leaves the server").toBeUndefined();
  }
});

test("a page made before its car changed brings itself up to date from view.json, in place", async ({ page, apiFor }) => {
  const auth = { authorization: `Bearer ${adminToken()}` };
  const onSite = await apiFor(SITE);
  const file = makeSiteFile({ slug: SITE, name: "Cache Motors" });
  expect([200, 201]).toContain((await onSite.put(`/api/admin/sites/${SITE}`, { headers: auth, data: file })).status());
  const row = makeFeedRow(52, { dealership_slug: file.dealerships![0]!.slug, location_slug: "brisbane", stocknum: "CACHE2", car_type: "used", status: "in_stock", price: 27990, before_price: null, offer_price: null });
  const importRow = async (changes: Record<string, unknown>) => {
    const res = await onSite.post(`/api/admin/sites/${SITE}/stock`, { headers: { ...auth, "content-type": "application/json" }, data: [{ ...row, ...changes }] });
    expect(res.status(), await res.text()).toBeLessThan(300);
  };
  await importRow({});
  const search = (await (await onSite.get("/api/search?query=CACHE2")).json()) as { hits: { slug: string; stocknum: string }[] };
  const slug = search.hits.find((h) => h.stocknum === "CACHE2")!.slug;

  // The dealer's feed reprices the car while the shopper's page is on its way: the page was made
  // with $27,990; its view.json (held here until the import is in) finds the car newer.
  await page.route(`**/cars/${slug}/view.json*`, async (route) => {
    await new Promise((r) => setTimeout(r, 1100)); // view.json compares update times to the second
    await importRow({ price: 25990 });
    await route.continue();
  });
  await page.goto(`${baseURLFor(SITE)}/cars/${slug}`);
  const price = page.getByTestId("price-block").getByTestId("price");
  await expect(price).toHaveText("$27,990");
  // A mark on this document: it is still there after the update, so the page was not reloaded.
  await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));
  await expect(price).toHaveText("$25,990", { timeout: 15_000 });
  await expect(page.getByTestId("car-changed")).toHaveText("This listing has just been updated.");
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});
