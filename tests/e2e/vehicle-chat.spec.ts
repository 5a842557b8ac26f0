/**
 * Chat on the vehicle page (vehicle spec §2 and §4), on a site of this spec's own with chat on and
 * a chat token: Instant Message replaces Enquire, and a chat bubble is marked opened (and shown)
 * once the page has scrolled past 900 px, like the phone's sticky bar. Chat is the local adapter:
 * the message goes to the dealer as an enquiry lead (README, external services). The same site has
 * a maps key, so its location shows an embedded map (the demo sites, without one, show the link tile).
 */
import { adminToken, baseURLFor, expect, tenants, test } from "./fixtures";
import { whenHydrated } from "./support/shopper";
import { makeFeedRow, makeSiteFile } from "../../src/demo/factory";

const SITE = "chat-motors";

test("with chat on: Instant Message instead of Enquire, and a chat bubble opened past 900 px of scroll; none without chat", async ({ page, apiFor }) => {
  const auth = { authorization: `Bearer ${adminToken()}` };
  const onSite = await apiFor(SITE);
  const file = makeSiteFile({ slug: SITE, name: "Chat Motors", config: { chat_enabled: true, chat_token: "demo-chat-token", maps_embed_key: "test-maps-key", map_zoom: 11 } });
  // One location brings its own maps key (address.map_key): its map uses it over the site's.
  const brisbane = file.dealerships![0]!.locations!.find((l) => l.slug === "brisbane")!;
  brisbane.address = { ...brisbane.address, map_key: "brisbane-maps-key" };
  expect([200, 201]).toContain((await onSite.put(`/api/admin/sites/${SITE}`, { headers: auth, data: file })).status());
  const row = makeFeedRow(61, { dealership_slug: file.dealerships![0]!.slug, location_slug: "brisbane", stocknum: "CHAT1", car_type: "used", status: "in_stock", price: 24990 });
  const imported = await onSite.post(`/api/admin/sites/${SITE}/stock`, { headers: { ...auth, "content-type": "application/json" }, data: [row] });
  expect(imported.status(), await imported.text()).toBeLessThan(300);
  const search = (await (await onSite.get("/api/search?query=CHAT1")).json()) as { hits: { slug: string; stocknum: string }[] };
  const slug = search.hits.find((h) => h.stocknum === "CHAT1")!.slug;

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseURLFor(SITE)}/cars/${slug}`);
  await expect(page.getByTestId("enquire-button")).toHaveText("Instant Message");
  const bubble = page.getByTestId("chat-bubble");
  // By test id: while closed the bubble is aria-hidden, so it has no role to find it by.
  const chat = bubble.getByTestId("chat-bubble-button");
  await whenHydrated(chat);
  await expect(bubble).toHaveAttribute("data-opened", "false");
  await expect(chat).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(bubble).toHaveAttribute("data-opened", "false");
  await expect(chat).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 950));
  await expect(bubble).toHaveAttribute("data-opened", "true");
  await expect(chat).toBeVisible();
  await expect(chat).toBeInViewport();
  await expect(bubble.getByRole("button", { name: "Chat with us" })).toBeVisible();
  await chat.click();
  await expect(page.getByRole("dialog", { name: "Enquire about this car" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The maps key embeds the map: a lazy iframe of the Embed API, the link to the place under it.
  const embed = page.getByTestId("vehicle-location").getByTestId("map-embed");
  await expect(embed.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\/embed\/v1\/place\?key=brisbane-maps-key&q=[^&]+&zoom=11$/);
  await expect(embed.locator("iframe")).toHaveAttribute("loading", "lazy");
  await expect(embed.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);

  // On a phone the sticky bar carries Instant Message; the bubble stays out of the way.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bubble).toBeHidden();
  await expect(page.getByTestId("mobile-bar").getByTestId("mobile-enquire")).toHaveText("Instant Message");

  // A site without chat: Enquire Now and no bubble.
  const other = tenants()[0]!;
  const car = other.cars.find((c) => c.status === "in_stock")!;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseURLFor(other.slug)}/cars/${car.slug}`);
  await expect(page.getByTestId("enquire-button")).toHaveText("Enquire Now");
  await expect(page.getByTestId("chat-bubble")).toHaveCount(0);
  await expect(page.getByTestId("vehicle-location").getByTestId("map-embed")).toHaveCount(0);
  await expect(page.getByTestId("vehicle-location").getByTestId("map-link").first()).toBeVisible();
});

/**
 * The LiveChat adapter (chat_provider "livechat"): nothing of LiveChat's loads with the page; the
 * first Instant Message loads its script with the site's licence and opens the chat window. No
 * network leaves this machine, so LiveChat's CDN is answered here by a stand-in that records what
 * the page asks of it; when the script cannot load, the shopper gets the enquiry form instead.
 */
test("LiveChat: loaded on the first Instant Message, opened with the site's licence; the enquiry form when it cannot load", async ({ page, apiFor }) => {
  const site = "livechat-motors";
  const auth = { authorization: `Bearer ${adminToken()}` };
  const onSite = await apiFor(site);
  const file = makeSiteFile({ slug: site, name: "LiveChat Motors", config: { chat_enabled: true, chat_provider: "livechat", chat_token: "12345678" } });
  expect([200, 201]).toContain((await onSite.put(`/api/admin/sites/${site}`, { headers: auth, data: file })).status());
  const row = makeFeedRow(62, { dealership_slug: file.dealerships![0]!.slug, location_slug: "brisbane", stocknum: "LC1", car_type: "used", status: "in_stock", price: 21990 });
  expect((await onSite.post(`/api/admin/sites/${site}/stock`, { headers: { ...auth, "content-type": "application/json" }, data: [row] })).ok()).toBe(true);
  const slug = ((await (await onSite.get("/api/search?query=LC1")).json()) as { hits: { slug: string }[] }).hits[0]!.slug;

  const requested: string[] = [];
  await page.route("https://cdn.livechatinc.com/**", async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      contentType: "application/javascript",
      body: "window.__lcCalls = []; window.LiveChatWidget = { call: function (m) { window.__lcCalls.push([m, window.__lc && window.__lc.license]); } };",
    });
  });
  const response = await page.goto(`${baseURLFor(site)}/cars/${slug}`);
  // The page's policy lets LiveChat's frame and socket in on this site only.
  expect(response!.headers()["content-security-policy"]).toContain("wss://*.livechatinc.com");
  await page.waitForLoadState("networkidle");
  expect(requested, "nothing of LiveChat's on first load").toEqual([]);
  const button = page.getByTestId("enquire-button");
  await expect(button).toHaveText("Instant Message");
  await (await whenHydrated(button)).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __lcCalls?: unknown[] }).__lcCalls ?? null)).toEqual([["maximize", 12345678]]);
  expect(requested).toEqual(["https://cdn.livechatinc.com/tracking.js"]);
  await expect(page.getByRole("dialog", { name: "Enquire about this car" })).toHaveCount(0);

  // LiveChat unreachable: the enquiry form opens instead.
  const other = await page.context().newPage();
  await other.route("https://cdn.livechatinc.com/**", (route) => route.abort());
  await other.goto(`${baseURLFor(site)}/cars/${slug}`);
  await (await whenHydrated(other.getByTestId("enquire-button"))).click();
  await expect(other.getByRole("dialog", { name: "Enquire about this car" })).toBeVisible();
  // Another site's pages do not let LiveChat in.
  const plain = await (await apiFor(tenants()[0]!.slug)).get("/");
  expect(plain.headers()["content-security-policy"]).not.toContain("livechatinc");
});
