/**
 * Reserving a car online with a refundable deposit, in Chromium, on the local test processor
 * (issue 15): the whole journey on desktop and at 390 px, a second shopper seeing the car
 * reserved at once, a declined card, a hold that runs out (a site whose hold is seconds long),
 * a refund from the dealer view, and the HTTP contract's refusals.
 *
 * The cars live on sites of this spec's own (made through the admin API), so reserving them
 * changes nothing another spec reads.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, adminToken, baseURLFor } from "./fixtures";
import { makeFeedRow, makeSiteFile } from "../../src/demo/factory";
import { completeSignIn, whenHydrated } from "./support/shopper";

const SITE = "reserve-motors";
const HOLD_SITE = "hold-motors";
const HOLD_SECONDS = 6;
const JOURNEY_SITE = "journey-motors";

test.describe.configure({ mode: "serial" });

interface Hit {
  slug: string;
  stocknum: string;
  reserved: boolean;
  card: { tag: { kind: string } | null };
}

async function makeSite(api: APIRequestContext, slug: string, config: Record<string, unknown>, stock: string[]): Promise<void> {
  const auth = { authorization: `Bearer ${adminToken()}` };
  const name = { [SITE]: "Reserve Motors", [HOLD_SITE]: "Hold Motors", [JOURNEY_SITE]: "Journey Motors" }[slug] ?? slug;
  const file = makeSiteFile({ slug, name, config: { checkout_enabled: true, captcha_enabled: false, ...config } });
  expect([200, 201]).toContain((await api.put(`/api/admin/sites/${slug}`, { headers: auth, data: file })).status());
  const dealer = file.dealerships![0]!;
  const rows = stock.map((stocknum, i) =>
    makeFeedRow(700 + i, {
      dealership_slug: dealer.slug,
      location_slug: "brisbane",
      stocknum,
      car_type: "used",
      status: "in_stock",
      price: 24990 + i * 1000,
      reserved: false,
      payment_processors: [{ name: "stripe", reservable: true, deposit_amount: null }],
    }),
  );
  const res = await api.post(`/api/admin/sites/${slug}/stock`, { headers: { ...auth, "content-type": "application/json" }, data: rows });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

async function hit(api: APIRequestContext, stocknum: string): Promise<Hit> {
  const body = (await (await api.get(`/api/search?query=${stocknum}`)).json()) as { hits: Hit[] };
  const h = body.hits.find((x) => x.stocknum === stocknum);
  expect(h, `${stocknum} is listed`).toBeTruthy();
  return h!;
}

/** Start and pay a reservation through the HTTP contract, as the checkout page does. */
async function reserveByApi(api: APIRequestContext, slug: string, card = "4242424242424242"): Promise<{ id: string; status: string }> {
  const key = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const challenge = (await (await api.post("/api/leads/challenge", { data: { idempotency_key: key } })).json()) as { form_token: string };
  const started = await api.post("/api/reservations", {
    data: { car_id: slug, name: "Sam", last_name: "Buyer", email: "sam@example.com", phone: "0412 345 678", postcode: "4000", idempotency_key: key, form_token: challenge.form_token },
  });
  expect(started.status(), await started.text()).toBe(201);
  const body = (await started.json()) as { reservation_id: string; payment: { confirm_url: string } };
  const paid = await api.post(body.payment.confirm_url, { data: { reservation_id: body.reservation_id, card_number: card } });
  expect(paid.status()).toBe(200);
  return { id: body.reservation_id, status: ((await paid.json()) as { status: string }).status };
}

async function fillDetails(page: Page): Promise<void> {
  const form = page.getByTestId("checkout-details");
  await whenHydrated(form.getByRole("button", { name: "Continue to payment" }));
  await form.getByLabel("First name").fill("Alex");
  await form.getByLabel("Last name").fill("Shopper");
  await form.getByLabel("Email").fill("alex@example.com");
  await form.getByLabel("Phone").fill("0412 345 678");
  await form.getByLabel("Postcode").fill("4000");
  await form.getByRole("button", { name: "Continue to payment" }).click();
}

async function payWith(page: Page, card: string): Promise<void> {
  const form = page.getByTestId("local-card-form");
  await expect(form.getByTestId("test-processor-notice")).toContainText("Test payments only");
  await form.getByLabel("Card number").fill(card);
  await form.getByLabel("Expiry date").fill("12/30");
  await form.getByLabel("Security code").fill("123");
  // Side by side the two boxes line up, and the button stands clear of them.
  const expiry = (await form.getByLabel("Expiry date").boundingBox())!;
  const cvc = (await form.getByLabel("Security code").boundingBox())!;
  const pay = (await form.getByTestId("pay-button").boundingBox())!;
  expect(Math.abs(expiry.y - cvc.y)).toBeLessThan(1);
  expect(pay.y - Math.max(expiry.y + expiry.height, cvc.y + cvc.height)).toBeGreaterThanOrEqual(12);
  await form.getByTestId("pay-button").click();
}

test("reserve a car end to end on desktop; a second shopper sees it reserved at once, on the page, the card and in search", async ({ page, browser, apiFor }) => {
  const api = await apiFor(SITE);
  await makeSite(api, SITE, {}, ["RES1", "RES2", "RES3", "RES4"]);
  const car = await hit(api, "RES1");
  expect(car.reserved).toBe(false);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
  const reserve = page.getByTestId("reserve-button");
  await expect(reserve).toContainText("Reserve Now");
  await expect(reserve).toContainText("$200 refundable deposit");
  await reserve.click();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout$`));
  await expect(page.getByTestId("checkout-summary")).toContainText("$200");
  await expect(page.getByTestId("checkout-summary")).toContainText("48 hours");

  // Bad details are named before anything is sent.
  const form = page.getByTestId("checkout-details");
  await whenHydrated(form.getByRole("button", { name: "Continue to payment" }));
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByTestId("form-error-summary")).toContainText("First name");
  await expect(page.getByTestId("form-error-summary")).toContainText("Email");

  await fillDetails(page);
  await expect(page).toHaveURL(/\?reservation=res_/);
  await payWith(page, "4242 4242 4242 4242");
  const result = page.getByTestId("checkout-result");
  await expect(result).toHaveAttribute("data-status", "held");
  await expect(page.getByTestId("checkout-message")).toContainText("Reserved for you until");
  const id = (await page.getByTestId("reservation-id").textContent())!;
  expect(((await (await api.get(`/api/reservations/${id}`)).json()) as { status: string }).status).toBe("held");

  // Another shopper, another browser: the car is reserved everywhere, with no way to reserve it.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
  await expect(second.getByTestId("reserved-note")).toContainText("Reserved.");
  await expect(second.getByTestId("reserve-button")).toHaveCount(0);
  await second.goto(`${baseURLFor(SITE)}/cars/${car.slug}/checkout`);
  await expect(second.getByTestId("checkout-refused")).toContainText("Another shopper has reserved this car");
  // Refused, the page promises no hold: no deposit, no "we keep it for you", no way to pay.
  await expect(second.getByTestId("checkout-summary")).toContainText(car.stocknum);
  await expect(second.getByTestId("checkout-deposit")).toHaveCount(0);
  await expect(second.locator("main")).not.toContainText(/We keep it for you|Held for you|Pay with/);
  await second.goto(`${baseURLFor(SITE)}/search/used-cars`);
  await expect(second.locator(`[data-slug="${car.slug}"] [data-testid="car-tag"]`)).toHaveAttribute("data-kind", "reserved");
  await other.close();
  const after = await hit(api, "RES1");
  expect(after.reserved).toBe(true);
  expect(after.card.tag?.kind).toBe("reserved");
});

test("at 390 px: a declined card leaves the car available, and another card then reserves it", async ({ page, apiFor }) => {
  const api = await apiFor(SITE);
  const car = await hit(api, "RES2");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}/checkout`);
  await fillDetails(page);
  await payWith(page, "4000 0000 0000 0002");
  await expect(page.getByTestId("checkout-result")).toHaveAttribute("data-status", "failed");
  await expect(page.getByTestId("checkout-message")).toHaveText("Your card was declined.");
  expect((await hit(api, "RES2")).reserved, "a declined card reserves nothing").toBe(false);

  await page.getByTestId("checkout-try-again").click();
  await expect(page.getByTestId("checkout-notice")).toContainText("Your card was not charged");
  // The details are kept (the shopper's profile); only the card is asked for again.
  await expect(page.getByTestId("checkout-details").getByLabel("Email")).toHaveValue("alex@example.com");
  await page.getByTestId("checkout-details").getByRole("button", { name: "Continue to payment" }).click();
  await payWith(page, "4000 0000 0000 9995");
  await expect(page.getByTestId("checkout-message")).toHaveText("Your card has insufficient funds.");
  await page.getByTestId("checkout-try-again").click();
  await page.getByTestId("checkout-details").getByRole("button", { name: "Continue to payment" }).click();
  await payWith(page, "5555 5555 5555 4444");
  await expect(page.getByTestId("checkout-result")).toHaveAttribute("data-status", "held");
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await hit(api, "RES2")).reserved).toBe(true);
});

test("the HTTP contract: a replay answers the same reservation; a held car is 409; another site's car 404; bad fields 400 by name", async ({ apiFor }) => {
  const api = await apiFor(SITE);
  const car = await hit(api, "RES3");
  const key = `e2e-contract-${Date.now()}`;
  const challenge = (await (await api.post("/api/leads/challenge", { data: { idempotency_key: key } })).json()) as { form_token: string };
  const body = { car_id: car.slug, name: "Kim", last_name: "Lee", email: "kim@example.com", phone: "0412 345 678", postcode: "2000", idempotency_key: key, form_token: challenge.form_token };
  const first = await api.post("/api/reservations", { data: body });
  expect(first.status()).toBe(201);
  const started = (await first.json()) as Record<string, unknown>;
  expect(started).toMatchObject({ status: "pending_payment", amount_cents: 20000, currency: "AUD", payment: { provider: "local", confirm_url: "/api/payments/local/confirm" } });
  const replay = await api.post("/api/reservations", { data: body });
  expect(replay.status()).toBe(201);
  expect(replay.headers()["idempotent-replayed"]).toBe("true");
  expect(((await replay.json()) as { reservation_id: string }).reservation_id).toBe(started.reservation_id);

  const bad = await api.post("/api/reservations", { data: { ...body, idempotency_key: `${key}-bad`, email: "nope", postcode: "12345" } });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { errors: Array<{ field: string }> }).errors.map((e) => e.field).sort()).toEqual(["email", "postcode"]);

  const held = await reserveByApi(api, (await hit(api, "RES4")).slug);
  expect(held.status).toBe("held");
  const taken = await api.post("/api/reservations", { data: { ...body, car_id: (await hit(api, "RES4")).slug, idempotency_key: `${key}-taken` } });
  expect(taken.status()).toBe(409);
  expect(((await taken.json()) as { error: string }).error).toContain("Another shopper has reserved this car");

  // The demo's coastline-toyota takes reservations, but not of this site's cars.
  const coastline = await apiFor("coastline-toyota");
  const foreignKey = `e2e-foreign-${Date.now()}`;
  const foreignChallenge = (await (await coastline.post("/api/leads/challenge", { data: { idempotency_key: foreignKey } })).json()) as { form_token: string };
  const foreign = await coastline.post("/api/reservations", { data: { ...body, idempotency_key: foreignKey, form_token: foreignChallenge.form_token, captcha: undefined } });
  expect(foreign.status()).toBe(404);
  expect(((await foreign.json()) as { error: string }).error).toBe("No such car on this site.");
  expect((await coastline.get(`/api/reservations/${started.reservation_id as string}`)).status()).toBe(404);
});

test("the dealer refunds a held deposit from the dealer view, and the car is available again", async ({ page, apiFor }) => {
  const api = await apiFor(SITE);
  const car = await hit(api, "RES4");
  expect(car.reserved).toBe(true);
  await page.goto(`${baseURLFor(SITE)}/admin/login?next=%2Fadmin%2Freservations`);
  await page.getByLabel("Admin token").fill(adminToken());
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/admin\/reservations/);
  const row = page.locator(`[data-testid="reservation-row"][data-status="held"]`).filter({ hasText: "RES4" });
  await expect(row).toHaveCount(1);
  await row.getByTestId("refund-button").click();
  await expect(page.getByTestId("reservation-action-done")).toContainText("refunded");
  await expect(page.locator(`[data-testid="reservation-row"]`).filter({ hasText: "RES4" }).first()).toHaveAttribute("data-status", "refunded");
  expect((await hit(api, "RES4")).reserved).toBe(false);
  await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
  await expect(page.getByTestId("reserve-button")).toBeVisible();
});

test(`a hold that runs out (${HOLD_SECONDS} s on this site) makes the car available again`, async ({ page, apiFor }) => {
  const api = await apiFor(HOLD_SITE);
  await makeSite(api, HOLD_SITE, { deposit_hold_seconds: HOLD_SECONDS }, ["HOLD1"]);
  const car = await hit(api, "HOLD1");
  const held = await reserveByApi(api, car.slug);
  expect(held.status).toBe("held");
  await page.goto(`${baseURLFor(HOLD_SITE)}/cars/${car.slug}`);
  await expect(page.getByTestId("reserved-note")).toBeVisible();
  // The worker releases it within a poll of the hold's end.
  await expect.poll(async () => ((await (await api.get(`/api/reservations/${held.id}`)).json()) as { status: string }).status, { timeout: 25_000, intervals: [1000] }).toBe("expired");
  expect((await hit(api, "HOLD1")).reserved).toBe(false);
  await page.reload();
  await expect(page.getByTestId("reserved-note")).toHaveCount(0);
  await expect(page.getByTestId("reserve-button")).toBeVisible();
});

test("buy online on a site that gates checkout: sign in and back, a journey saved step by step and resumed after a reload, ending in the deposit; the garage and payments list it", async ({ page, apiFor }) => {
  const api = await apiFor(JOURNEY_SITE);
  await makeSite(api, JOURNEY_SITE, { checkout_requires_sign_in: true, online_purchase_enabled: true, purchase_button: "buy_online", routes: { checkout: "/cars/{slug}/buy-online" } }, ["JRN1", "JRN2"]);
  const car = await hit(api, "JRN1");
  await page.setViewportSize({ width: 1440, height: 900 });

  // Anonymous: Buy Online (the reservation) is behind sign-in, which comes back to it.
  await page.goto(`${baseURLFor(JOURNEY_SITE)}/cars/${car.slug}/buy-online`);
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=%2Fcars%2F/);
  expect((await api.get("/my-garage", { maxRedirects: 0 })).status()).toBe(307);

  await page.goto(`${baseURLFor(JOURNEY_SITE)}/cars/${car.slug}`);
  await expect(page.getByTestId("reserve-button")).toContainText("Buy Online");
  await page.getByTestId("online-purchase-button").click();
  await expect(page).toHaveURL(/\/sign-in\?type=checkout/);
  await completeSignIn(page, JOURNEY_SITE, "0412 555 010", "page");
  await expect(page).toHaveURL(new RegExp(`/checkout-journey\\?car_id=${car.slug}$`));

  const journey = page.getByTestId("journey");
  await expect(journey).toHaveAttribute("data-step", "car");
  await (await whenHydrated(page.getByTestId("journey-next"))).click();
  await expect(journey).toHaveAttribute("data-step", "details");
  await page.getByTestId("journey-next").click();
  await expect(page.getByTestId("error-name")).toHaveText("First name is required.");
  await page.getByLabel("First name").fill("Robin");
  await page.getByLabel("Last name").fill("Caravan");
  await page.getByLabel("Email").fill("robin@example.com");
  await page.getByLabel("Phone").fill("0412 555 010");
  await page.getByLabel("Postcode").fill("6065");
  await page.getByTestId("journey-next").click();
  await expect(journey).toHaveAttribute("data-step", "trade_in");
  await page.getByLabel("Yes").check();
  await page.getByLabel("Make").fill("Jayco");
  await page.getByLabel("Model").fill("Swan");
  await page.getByLabel("Year").fill("2015");
  await page.getByLabel("Odometer (km)").fill("0");
  await page.getByTestId("journey-next").click();
  await expect(journey).toHaveAttribute("data-step", "payment");

  // Saved on the server: a reload carries on at the same step with the answers kept.
  await page.reload();
  await expect(page.getByTestId("journey")).toHaveAttribute("data-step", "payment");
  await page.getByRole("button", { name: "2. Your details" }).click();
  await expect(page.getByLabel("Email")).toHaveValue("robin@example.com");
  await page.getByRole("button", { name: "4. Finance or cash" }).click();

  await (await whenHydrated(page.getByLabel("Finance", { exact: true }))).check();
  await page.getByLabel("Deposit towards the car ($)").fill("5000");
  await page.getByLabel("Loan term").selectOption("5");
  await page.getByTestId("journey-next").click();
  await expect(journey).toHaveAttribute("data-step", "handover");
  await page.getByLabel("Pick up from the dealership").check();
  await page.getByRole("combobox", { name: /^Pick up from/ }).selectOption({ index: 1 });
  await page.getByTestId("journey-next").click();
  await expect(journey).toHaveAttribute("data-step", "review");
  const review = page.getByTestId("journey-review");
  await expect(review).toContainText("2015 Jayco Swan, 0 km");
  await expect(review).toContainText("Finance: $5,000 deposit over 5 years");
  await expect(review).toContainText("Pick up at");
  await page.getByTestId("journey-next").click();
  await expect(journey).toHaveAttribute("data-step", "deposit");
  // The details are the journey's: straight on to the card.
  await expect(page.getByTestId("checkout-details").getByLabel("Email")).toHaveValue("robin@example.com");
  await page.getByTestId("checkout-details").getByRole("button", { name: "Continue to payment" }).click();
  await payWith(page, "4242 4242 4242 4242");
  await expect(page.getByTestId("checkout-result")).toHaveAttribute("data-status", "held");
  expect((await hit(api, "JRN1")).reserved).toBe(true);

  await page.goto(`${baseURLFor(JOURNEY_SITE)}/my-garage`);
  await expect(page.getByTestId("garage-reservation").first()).toHaveAttribute("data-status", "held");
  await expect(page.getByTestId("garage-reservation").first()).toContainText(car.slug.includes("-") ? "deposit" : "");
  await page.goto(`${baseURLFor(JOURNEY_SITE)}/online-payment`);
  await expect(page.getByTestId("payment").first()).toHaveAttribute("data-status", "held");
  await expect(page.getByTestId("payment").first()).toContainText("$200");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a caravan dealer's checkout speaks of a caravan: behind the site's sign-in, Buy online holds the caravan, and the tab says Buy online too", async ({ page, apiFor }) => {
  const body = (await (await (await apiFor("outback-rv")).get("/api/search?status=in_stock&item_type=caravan&price=1000:&hitsPerPage=1")).json()) as { hits: Array<{ slug: string }> };
  const caravan = body.hits[0]!;
  await page.goto(`${baseURLFor("outback-rv")}/cars/${caravan.slug}/buy-online`);
  await expect(page).toHaveURL(/\/sign-in\?type=checkout/);
  await completeSignIn(page, "outback-rv", "0412 555 077", "page");
  await expect(page).toHaveURL(new RegExp(`/cars/${caravan.slug}/buy-online`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy online");
  await expect(page).toHaveTitle(/^Buy online/);
  await expect(page.getByTestId("checkout-summary")).toContainText("The caravan is taken off sale for everyone else while it is held.");
  await expect(page.locator("main")).not.toContainText(/\bcars?\b/i);

  // A sold caravan: refused in its own words, with no deposit promised.
  const sold = ((await (await (await apiFor("outback-rv")).get("/api/search?status=sold&item_type=caravan&hitsPerPage=1")).json()) as { hits: Array<{ slug: string }> }).hits[0]!;
  await page.goto(`${baseURLFor("outback-rv")}/cars/${sold.slug}/buy-online`);
  const refused = page.getByTestId("checkout-refused");
  await expect(refused.getByRole("heading")).toHaveText("This caravan cannot be reserved");
  await expect(refused).toContainText("This caravan has been sold, so it can no longer be reserved.");
  await expect(refused.getByRole("link", { name: "See similar caravans" })).toBeVisible();
  await expect(refused.getByRole("link", { name: "Back to the caravan" })).toHaveAttribute("href", `/cars/${sold.slug}`);
  await expect(page.getByTestId("checkout-deposit")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText(/\bcars?\b|We keep it for you|Pay with/i);
});
