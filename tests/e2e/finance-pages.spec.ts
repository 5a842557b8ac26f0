/**
 * The finance pages as a shopper reaches them, in Chromium: a card's Get Finance link carries the
 * dealership, budget, car, type and VIN (vehicle spec §2) and the pre-approval form opens on them at
 * #finance-form; its three steps send a lead the dealer can tell apart; a site that gates its finance
 * application sends an anonymous shopper to sign in and back; a site whose finance route is
 * /finance-enquiry links its cards there.
 */
import type { Page } from "@playwright/test";
import { baseURLFor, expect, test } from "./fixtures";
import { completeSignIn } from "./support/shopper";

test.setTimeout(90_000);

interface Hit {
  id: number;
  slug: string;
  name: string;
  price: number | null;
  vin: string | null;
  car_type: string;
  dealership_slug: string;
}

async function fillContact(page: Page) {
  const form = page.getByTestId("lead-form-finance");
  await form.getByRole("textbox", { name: "First name" }).fill("Fran");
  await form.getByRole("textbox", { name: "Email" }).fill("fran@example.com");
  await form.getByRole("textbox", { name: "Phone" }).fill("0412 600 700");
  await form.getByRole("textbox", { name: "Postcode" }).fill("4558");
  return form;
}

test("pre-approval pre-filled from a car's finance link: three steps, the lead names the car and the page it came from", async ({ page, apiFor }) => {
  const api = await apiFor("coastline-toyota");
  const car = ((await (await api.get("/api/search?car_type=used&price=15000:60000")).json()) as { hits: Hit[] }).hits.find((h) => h.vin)!;
  await page.goto(`${baseURLFor("coastline-toyota")}/search/used-cars?price=15000:60000`);
  const link = page.locator(`[data-testid="car-card"][data-slug="${car.slug}"]`).getByRole("link", { name: "Get Finance" });
  const href = new URL((await link.getAttribute("href"))!, page.url());
  expect(href.pathname).toBe("/finance");
  expect(href.hash).toBe("#finance-form");
  expect(Object.fromEntries(href.searchParams)).toEqual({ preferredDealership: car.dealership_slug, vehiclePriceBudget: String(car.price), car_id: String(car.id), car_type: "used", vin: car.vin });

  // The same link on the pre-approval page.
  await page.goto(`${baseURLFor("coastline-toyota")}/finance-pre-approval${href.search}#finance-form`);
  await expect(page.getByTestId("finance-car")).toContainText(car.name);
  const form = page.getByTestId("lead-form-finance");
  await expect(form).toContainText("Step 1 of 3");
  await expect(form.getByRole("spinbutton", { name: "Vehicle price budget ($)" }).or(form.getByRole("textbox", { name: "Vehicle price budget ($)" }))).toHaveValue(String(car.price));
  await form.getByRole("combobox", { name: "Loan term" }).selectOption("5");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form).toContainText("Step 2 of 3");
  await form.getByRole("combobox", { name: "Employment" }).selectOption("Full time");
  await form.getByRole("combobox", { name: "Residency" }).selectOption("Permanent resident");
  await form.getByRole("combobox", { name: "How would you describe your credit history?" }).selectOption("Good");
  await form.getByRole("spinbutton", { name: /Annual income/ }).or(form.getByRole("textbox", { name: /Annual income/ })).fill("85000");
  await form.getByRole("button", { name: "Next" }).click();
  await fillContact(page);
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/leads") && r.method() === "POST" && (r.postDataJSON() as { last_step?: boolean }).last_step !== false);
  await form.getByTestId("lead-form-submit").click();
  expect((await sent).postDataJSON()).toMatchObject({
    form: "finance",
    car_id: car.id,
    dealership_slug: car.dealership_slug,
    vehiclePriceBudget: String(car.price),
    car_type: "used",
    vin: car.vin,
    subcategory: "Pre-approval",
    residency_status: "Permanent resident",
    credit_history: "Good",
    annual_income: "85000",
  });
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
});

test("a gated finance application: an anonymous shopper signs in and comes back to the same page and car", async ({ page, apiFor }) => {
  const SITE = "southern-cross";
  const car = ((await (await (await apiFor(SITE)).get("/api/search?car_type=used")).json()) as { hits: Hit[] }).hits[0]!;
  const path = `/apply-for-finance?car_id=${car.id}`;
  await page.goto(`${baseURLFor(SITE)}${path}`);
  await page.waitForURL((u) => u.pathname === "/sign-in");
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ type: "finance", redirect: path, back: path });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await expect(page.getByText("to continue with finance")).toBeVisible();
  await completeSignIn(page, SITE, `0491 56${2} ${100 + (process.pid % 900)}`, "page");
  await page.waitForURL((u) => u.pathname === "/apply-for-finance");
  expect(new URL(page.url()).searchParams.get("car_id")).toBe(String(car.id));
  await expect(page.getByTestId("finance-car")).toContainText(car.name);
  await expect(page.getByTestId("lead-form-finance")).toContainText("Step 1 of 3");
});

test("a site whose finance route is /finance-enquiry links its cards there, to a one-step form", async ({ page }) => {
  await page.goto(`${baseURLFor("outback-rv")}/search/new-used-and-demo-cars`);
  const link = page.getByTestId("car-card").first().getByRole("link", { name: "Get Finance" });
  await link.click();
  await page.waitForURL((u) => u.pathname === "/finance-enquiry");
  const form = page.getByTestId("lead-form-finance");
  await expect(form).toBeVisible();
  await expect(form).not.toContainText("Step 1");
  await expect(form.getByRole("textbox", { name: "First name" })).toBeVisible();
});

test("the finance pages say the site's word for its stock: Car finance on a car dealer's site, Vehicle finance where caravans and motorcycles are sold", async ({ page, apiFor }) => {
  await page.goto(`${baseURLFor("coastline-toyota")}/finance`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Car finance");
  await expect(page).toHaveTitle(/^Car finance/);
  await page.goto(`${baseURLFor("outback-rv")}/finance`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vehicle finance");
  await expect(page).toHaveTitle(/^Vehicle finance/);
  // One vehicle's finance page, and the enquiry form's rego hint: nothing on them says car.
  const body = (await (await (await apiFor("outback-rv")).get("/api/search?hitsPerPage=1&item_type=caravan&status=in_stock")).json()) as { hits: Array<{ id: number; name: string }> };
  const caravan = body.hits[0]!;
  await page.goto(`${baseURLFor("outback-rv")}/personalised/finance?car_id=${caravan.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Finance for the ${caravan.name}`);
  await expect(page).toHaveTitle(/^Finance for this vehicle/);
  await expect(page.locator("main")).not.toContainText(/\bcars?\b/i);
  await page.goto(`${baseURLFor("outback-rv")}/enquire?car_id=${caravan.id}`);
  await expect(page.getByTestId("lead-form-enquiry")).toContainText("Your vehicle's registration, if it is about your vehicle.");
  await expect(page.locator("main")).not.toContainText(/\bcars?\b/i);
});

test("finance 'for this car' with no car named is the site's finance page, keeping what the link asked", async ({ page }) => {
  await page.goto(`${baseURLFor("coastline-toyota")}/personalised/finance`);
  await expect(page).toHaveURL(new RegExp(`${baseURLFor("coastline-toyota")}/finance$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Car finance");
  await page.goto(`${baseURLFor("coastline-toyota")}/personalised/finance?vehiclePriceBudget=30000#finance-form`);
  await expect(page).toHaveURL(/\/finance\?vehiclePriceBudget=30000#finance-form$/);
  await expect(page.getByTestId("lead-form-finance").getByRole("textbox", { name: "Vehicle price budget ($)" })).toHaveValue("30000");
  await expect(page.locator("main")).not.toContainText("the car you chose");
});
