/**
 * The watchlist as a shopper uses it (search-and-browsing §4, §7, §8), in Chromium against the
 * production build: Save while signed out goes to /sign-in?type=watchlist with the current path;
 * phone sign-in with the code read from the local SMS outbox brings the shopper back; Save and
 * Remove change at once and confirm with the spec's toasts; /watchlist lists the site's saved
 * cars; a failing call is an alert and the change is undone; sold cars that are not saved have
 * no Save button; the API names bad fields and trusts only the session's phone number.
 */
import type { Page } from "@playwright/test";
import { baseURLFor, expect, test } from "./fixtures";
import { clickOnceSettled, completeSignIn, signInShopper, whenHydrated } from "./support/shopper";

const SITE = "coastline-toyota";
const OTHER = "southern-cross";

test.setTimeout(90_000);

interface Hit {
  id: number;
  slug: string;
  name: string;
  card: { available: boolean; can_save: boolean };
}

/** A distinct mobile number per test and run, so sign-in rate limits never meet. */
function phoneFor(n: number): string {
  return `0491 58${n} ${100 + (process.pid % 900)}`;
}

const cardOf = (page: Page, slug: string) => page.locator(`[data-testid="car-card"][data-slug="${slug}"]`);

test("signed out, Save asks for sign-in; the SMS code brings the shopper back; Save, View List and Remove with their toasts", async ({ page, apiFor }) => {
  const api = await apiFor(SITE);
  const first = ((await (await api.get("/api/search?car_type=used")).json()) as { hits: Hit[] }).hits.find((h) => h.card.can_save)!;
  expect(first, "a saveable used car on the first page").toBeDefined();
  const phone = phoneFor(1);

  await page.goto(`${baseURLFor(SITE)}/search/used-cars`);
  const card = cardOf(page, first.slug);
  await (await whenHydrated(card.getByRole("button", { name: `Save the ${first.name} to your watchlist` }))).click();
  await page.waitForURL((url) => url.pathname === "/sign-in");
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ type: "watchlist", redirect: "/search/used-cars", back: "/search/used-cars" });

  // A landline is refused with the field named; a mobile gets a code by SMS (the local outbox).
  await page.getByLabel("Mobile number").fill("07 5555 1234");
  await page.getByRole("button", { name: "Send code" }).click();
  const mobile = page.getByLabel("Mobile number");
  await expect(mobile).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${(await mobile.getAttribute("aria-describedby"))!.split(" ").pop()!}`)).toHaveText("Please enter an Australian mobile number, e.g. 0412 345 678.");
  await completeSignIn(page, SITE, phone, "outbox");
  await expect(page).toHaveURL(`${baseURLFor(SITE)}/search/used-cars`);

  // Back on the results, the save the shopper started is finished: pressed, with the toast and its View List link.
  const save = cardOf(page, first.slug).getByTestId("save-toggle");
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(save).toHaveAccessibleName(`Save the ${first.name} to your watchlist`);
  const toast = page.getByTestId("watchlist-toast");
  await expect(toast).toContainText("Car Saved In Watchlist");
  await expect(toast).toContainText(`${first.name} is now available in your watchlist`);
  await toast.getByRole("link", { name: "View List" }).click();

  await page.waitForURL((u) => u.pathname === "/watchlist");
  await expect(page.getByRole("heading", { name: "My watchlist" })).toBeVisible();
  const listed = page.getByTestId("watchlist").getByTestId("car-card");
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toHaveAttribute("data-slug", first.slug);

  // Remove: unpressed at once, then the toast; the list is empty on the next visit.
  const remove = listed.first().getByRole("button", { name: `Save the ${first.name} to your watchlist`, pressed: true });
  await (await whenHydrated(remove)).click();
  await expect(listed.first().getByTestId("save-toggle")).toHaveAttribute("aria-pressed", "false");
  await expect(toast).toContainText("Car Removed");
  await expect(toast).toContainText(`${first.name} is no longer in your watchlist`);
  await expect(toast.getByRole("link", { name: "View List" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("watchlist-empty")).toBeVisible();

  // The saved state is the server's: a saved car shows pressed on the results page after a reload.
  await page.goto(`${baseURLFor(SITE)}/search/used-cars`);
  await clickOnceSettled(await whenHydrated(cardOf(page, first.slug).getByTestId("save-toggle")));
  await expect(page.getByTestId("watchlist-toast")).toContainText("Car Saved In Watchlist");
  await page.reload();
  await expect(cardOf(page, first.slug).getByTestId("save-toggle")).toHaveAttribute("aria-pressed", "true");

  // Signing out ends the session: the watchlist asks for sign-in again.
  await page.goto(`${baseURLFor(SITE)}/watchlist`);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await page.goto(`${baseURLFor(SITE)}/watchlist`);
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist/);
});

test("a failing watchlist call is an alert with its message and the toggle goes back", async ({ page, apiFor }) => {
  const api = await apiFor(SITE);
  const hit = ((await (await api.get("/api/search?car_type=used")).json()) as { hits: Hit[] }).hits.find((h) => h.card.can_save)!;
  await signInShopper(page, SITE, phoneFor(2));
  await page.goto(`${baseURLFor(SITE)}/search/used-cars`);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/watchlist/save-car", async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, message: "The watchlist is having a moment." }) });
  });
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.accept();
  });
  const save = await whenHydrated(cardOf(page, hit.slug).getByTestId("save-toggle"));
  await save.click();
  // Optimistic: pressed while the call is under way.
  await expect(save).toHaveAttribute("aria-pressed", "true");
  release();
  await expect.poll(() => dialogs).toEqual(["alert: The watchlist is having a moment."]);
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("watchlist-toast")).toHaveCount(0);
});

test("sold cars that are not saved show no Save button", async ({ page, apiFor }) => {
  const api = await apiFor(SITE);
  const sold = ((await (await api.get("/api/search?status=sold&hitsPerPage=100")).json()) as { hits: Hit[] }).hits;
  expect(sold.length, "the demo lists recently sold cars").toBeGreaterThan(0);
  await page.goto(`${baseURLFor(SITE)}/search?status=sold`);
  const cards = page.getByTestId("car-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toHaveAttribute("data-available", "false");
  await expect(page.getByTestId("save-toggle")).toHaveCount(0);
  // Available cards on the same site do have it.
  await page.goto(`${baseURLFor(SITE)}/search/used-cars`);
  await expect(page.getByTestId("save-toggle").first()).toBeVisible();
});

test("the watchlist API: 400 naming the field, 401 unless the phone is the signed-in shopper's, saved lists per site", async ({ page, apiFor }) => {
  const api = await apiFor(SITE);
  const hit = ((await (await api.get("/api/search?car_type=used")).json()) as { hits: Hit[] }).hits.find((h) => h.card.can_save)!;
  const bad = async (data: unknown, field: string) => {
    const res = await api.post("/api/watchlist/save-car", { data });
    expect(res.status(), JSON.stringify(data)).toBe(400);
    const body = (await res.json()) as { success: boolean; message: string; errors: Array<{ field: string }> };
    expect(body.success).toBe(false);
    expect(body.message).toContain(field);
    expect(body.errors.map((e) => e.field)).toContain(field);
  };
  await bad({ car_id: hit.id }, "phone_number");
  await bad({ phone_number: "07 5555 1234", car_id: hit.id }, "phone_number");
  await bad({ phone_number: "0412 345 678" }, "car_id");
  await bad({ phone_number: "0412 345 678", car_id: "abc" }, "car_id");
  // Never coerced: true, [5] or "5e2" is not a car id (issue 14).
  await bad({ phone_number: "0412 345 678", car_id: true }, "car_id");
  await bad({ phone_number: "0412 345 678", car_id: [hit.id] }, "car_id");
  await bad({ phone_number: "0412 345 678", car_id: "5e2" }, "car_id");
  const malformed = await api.post("/api/watchlist/save-car", { data: "{not json", headers: { "content-type": "application/json" } });
  expect(malformed.status()).toBe(400);

  // Anonymous, or someone else's number: 401 and nothing saved.
  const anon = await api.post("/api/watchlist/save-car", { data: { phone_number: "0412 345 678", car_id: hit.id } });
  expect(anon.status()).toBe(401);
  expect(await anon.json()).toMatchObject({ success: false, message: expect.stringContaining("sign in") });
  const phone = phoneFor(3);
  const cookie = `forecourt_shopper=${await signInShopper(page, SITE, phone)}`;
  const other = await api.post("/api/watchlist/save-car", { data: { phone_number: "0412 345 678", car_id: hit.id }, headers: { cookie } });
  expect(other.status()).toBe(401);
  const ok = await api.post("/api/watchlist/save-car", { data: { phone_number: phone, car_id: hit.id }, headers: { cookie } });
  expect(await ok.json()).toEqual({ success: true });
  // The shopper's cookie does not work from another site's page, nor for a body a plain form can send.
  const forged = await api.post("/api/watchlist/remove-car", { data: { phone_number: phone, car_id: hit.id }, headers: { cookie, origin: "https://evil.example" } });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toMatchObject({ success: false, errors: [{ field: "origin" }] });
  const formPost = await api.post("/api/watchlist/remove-car", { data: JSON.stringify({ phone_number: phone, car_id: hit.id }), headers: { cookie, "content-type": "text/plain" } });
  expect(formPost.status()).toBe(415);
  expect(await formPost.json()).toMatchObject({ success: false, errors: [{ field: "content-type" }] });
  const removed = await api.post("/api/watchlist/remove-car", { data: { phone_number: phone, car_id: hit.id }, headers: { cookie, origin: baseURLFor(SITE) } });
  expect(await removed.json()).toEqual({ success: true });

  // The same number signed in on another dealer's site has its own, empty, watchlist.
  await signInShopper(page, OTHER, phone);
  await page.goto(`${baseURLFor(OTHER)}/watchlist`);
  await expect(page.getByTestId("watchlist-empty")).toBeVisible();
});
