/**
 * Lead forms end to end, in Chromium against the production build: each form's validation
 * messages, submission through the proof-of-work captcha to /success, the analytics event, the
 * remembered profile, the failure states, and the lead in the dealer view and the mail catcher
 * (e-mail and ADF). The forms are reached from their own pages (/enquire, /book-test-drive,
 * /finance) and from the modal buttons; the vehicle page and search cards embed the same
 * components.
 */
import type { Page } from "@playwright/test";
import { adminToken, baseURLFor, expect, tenants, test } from "./fixtures";
import { makeFeedRow, makeSiteFile } from "../../src/demo/factory";
import { selectTextFit } from "./support/select-text";
import { whenHydrated } from "./support/shopper";

const POSTCODE_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
const SITE = "coastline-toyota";
const GROUP = "southern-cross";
const ADF_SITE = "leads-adf-e2e";

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

function availableCar(slug: string) {
  const t = tenants().find((x) => x.slug === slug);
  const car = t?.cars.find((c) => c.status === "in_stock");
  if (!car) throw new Error(`no in-stock car on ${slug}`);
  return car;
}

async function fillContact(page: Page, scope: ReturnType<Page["locator"]>, who: { name: string; email: string; phone: string; postcode: string }) {
  await scope.getByRole("textbox", { name: "First name" }).fill(who.name);
  await scope.getByRole("textbox", { name: "Last name" }).fill("Tester");
  await scope.getByRole("textbox", { name: "Email" }).fill(who.email);
  await scope.getByRole("textbox", { name: "Phone" }).fill(who.phone);
  await scope.getByRole("textbox", { name: "Postcode" }).fill(who.postcode);
}

async function signIn(page: Page, slug: string, next = "/admin/leads") {
  await page.goto(`${baseURLFor(slug)}${next}`);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("Admin token").fill(adminToken());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(next.replace(/[?]/g, "\\?")));
}

/** Wait until the in-process worker has delivered every delivery of the lead shown in the dealer view. */
async function expectDelivered(page: Page, slug: string, leadId: string, kinds: string[]) {
  await expect(async () => {
    await page.goto(`${baseURLFor(slug)}/admin/leads`);
    const row = page.locator(`[data-testid="lead-row"][data-lead-id="${leadId}"]`);
    await expect(row).toBeVisible({ timeout: 1000 });
    for (const kind of kinds) await expect(row.locator(`[data-testid="lead-delivery"][data-kind="${kind}"]`)).toHaveAttribute("data-status", "delivered", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

test("enquiry about a car: validation messages, then /success with the analytics event, the lead in the dealer view and the captured e-mail", async ({ page }) => {
  const car = availableCar(SITE);
  await page.goto(`${baseURLFor(SITE)}/enquire?car_id=${car.id}`);
  const form = page.getByTestId("lead-form-enquiry");
  await expect(form.getByTestId("lead-form-car")).toBeVisible();

  await form.getByRole("button", { name: "Send enquiry" }).click();
  const summary = form.getByTestId("form-error-summary");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Please fix the following errors:");
  // An empty postcode is required, not "invalid": the shopper has not typed a wrong one yet.
  for (const msg of ["First name is required.", "Email is required.", "Phone is required.", "Postcode is required.", "Please enter your comments."]) await expect(summary).toContainText(msg);
  const postcode = form.getByRole("textbox", { name: "Postcode" });
  await expect(postcode).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await postcode.getAttribute("aria-describedby")}`)).toHaveText("Postcode is required.");

  await fillContact(page, form, { name: "Olivia", email: "olivia@example.com", phone: "0412 345 678", postcode: "999" });
  await form.getByRole("textbox", { name: "Comments" }).fill("Is this one still available?");
  // Marketing consent is the shopper's to give: the box starts unticked (docs/decisions/0008).
  await expect(form.getByRole("checkbox", { name: "Email me similar stock and latest offers." })).not.toBeChecked();
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(summary).toHaveText(/Postcode: Invalid postcode/);
  await postcode.fill("4558");
  // Corrected, the field drops its error (and the form its line of text) before the shopper presses Send:
  // a press while that line is still going can land where the button was.
  await expect(postcode).not.toHaveAttribute("aria-invalid", "true");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByTestId("lead-form-submit")).toBeDisabled();
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
  await expect(page.getByTestId("lead-success")).toContainText("Thanks, Olivia!");
  const leadId = (await page.getByTestId("lead-reference").getAttribute("data-lead-id"))!;
  // A short reference a shopper can read out on the phone, not the UUID; the dealer's mail and view show the same one.
  const reference = (await page.getByTestId("lead-reference").innerText()).trim();
  expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  // Pushed on the form page; a client-side navigation keeps window.dataLayer.
  const dataLayer = (await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)) ?? [];
  const stored = await page.evaluate(() => ({ last: localStorage.getItem("forecourt:lastEnquiry"), profile: localStorage.getItem("forecourt:profile") }));
  expect(JSON.parse(stored.last!)).toMatchObject({ car: { id: car.id }, category: "General Enquiry", form: "enquiry" });
  expect(JSON.parse(stored.profile!)).toMatchObject({ name: "Olivia", email: "olivia@example.com", postcode: "4558" });
  expect(dataLayer).toContainEqual(expect.objectContaining({ event: "lead_submitted", lead_id: leadId, car_id: car.id, form: "enquiry" }));

  await signIn(page, SITE);
  await expectDelivered(page, SITE, leadId, ["email"]);
  await expect(page.locator(`[data-testid="lead-row"][data-lead-id="${leadId}"]`).getByTestId("lead-row-reference")).toContainText(`Ref ${reference}`);
  await page.goto(`${baseURLFor(SITE)}/admin/mail`);
  await page.getByTestId("mail-row").filter({ hasText: "Olivia" }).first().getByRole("link").click();
  await expect(page.getByTestId("mail-body")).toContainText(leadId);
  await expect(page.getByTestId("mail-body")).toContainText(`Reference ${reference}`);
  await expect(page.getByTestId("mail-body")).toContainText("Is this one still available?");
  await expect(page.getByTestId("mail-body")).toContainText("Opt-in to offers: No");
});

test("a car enquiry fires its analytics event (14 new / 15 used) to dataLayer and to /api/events", async ({ page }) => {
  const t = tenants().find((x) => x.slug === SITE)!;
  const used = t.cars.find((c) => c.status === "in_stock");
  await page.goto(`${baseURLFor(SITE)}/enquire?car_id=${used!.id}`);
  const events: unknown[] = [];
  await page.route("**/api/events", async (route) => {
    events.push(route.request().postDataJSON());
    await route.continue();
  });
  const form = page.getByTestId("lead-form-enquiry");
  await fillContact(page, form, { name: "Noah", email: "noah@example.com", phone: "07 5550 1234", postcode: "4000" });
  await form.getByRole("textbox", { name: "Comments" }).fill("Price?");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
  const pushed = await page.evaluate(() => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []);
  const event = pushed.find((e) => e.event === "lead_submitted")!;
  expect([14, 15]).toContain(event.event_id);
  // The same lead under GA4's recommended name, for a dealer's tags.
  expect(pushed.filter((e) => e.event === "generate_lead")).toEqual([expect.objectContaining({ lead_source: "enquiry", car_id: used!.id, currency: "AUD", lead_id: event.lead_id })]);
  await expect.poll(() => events.length).toBeGreaterThan(0);
  expect(events[0]).toMatchObject({ name: "lead_submitted", event_id: event.event_id, car_id: used!.id });
});

test("the lead carries the pages the shopper visited on the site and the campaign parameters they arrived with", async ({ page }) => {
  const car = availableCar(SITE);
  // The trail is written once a page has hydrated: wait for it before moving on, as a shopper reading the page would.
  const recorded = () => page.evaluate(() => JSON.parse(sessionStorage.getItem("forecourt:visitedPages") ?? "[]") as string[]);
  await page.goto(`${baseURLFor(SITE)}/?utm_source=google&utm_campaign=spring-sale&colour=red`);
  await expect.poll(recorded).toContain("/?utm_source=google&utm_campaign=spring-sale&colour=red");
  await page.goto(`${baseURLFor(SITE)}/special-offers`);
  await expect.poll(recorded).toContain("/special-offers");
  await page.goto(`${baseURLFor(SITE)}/enquire?car_id=${car.id}`);
  const form = page.getByTestId("lead-form-enquiry");
  await fillContact(page, form, { name: "Ava", email: "ava@example.com", phone: "0412 000 111", postcode: "4000" });
  await form.getByRole("textbox", { name: "Comments" }).fill("Trail of pages");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/leads") && r.method() === "POST");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  const body = (await sent).postDataJSON() as { lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> } };
  expect(body.lead_attributes.visited_pages).toEqual(expect.arrayContaining(["/?utm_source=google&utm_campaign=spring-sale&colour=red", "/special-offers", `/enquire?car_id=${car.id}`]));
  expect(body.lead_attributes.visited_pages.indexOf("/special-offers")).toBeGreaterThan(body.lead_attributes.visited_pages.indexOf("/?utm_source=google&utm_campaign=spring-sale&colour=red"));
  // Campaign parameters only: a shopper's own filter (colour) is not a linked parameter.
  expect(body.lead_attributes.linked_query_params).toEqual({ utm_source: "google", utm_campaign: "spring-sale" });
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
});

test("the next form remembers the shopper; test drive is multi-step with a booking time; keyboard only", async ({ page }) => {
  const car = availableCar(SITE);
  await page.goto(`${baseURLFor(SITE)}/enquire?car_id=${car.id}`);
  // Remember a profile the way a finished form does.
  await page.evaluate(() => localStorage.setItem("forecourt:profile", JSON.stringify({ name: "Mia", last_name: "Keys", email: "mia@example.com", phone: "0400 000 001", postcode: "4551" })));
  await page.goto(`${baseURLFor(SITE)}/book-test-drive?car_id=${car.id}`);
  const form = page.getByTestId("lead-form-test_drive");
  await expect(form).toContainText("Step 1 of 2");
  // Keyboard: choose a day and a time, then Next.
  const day = form.getByRole("combobox", { name: "Day" });
  await day.focus();
  await page.keyboard.press("ArrowDown");
  await expect(day).not.toHaveValue("");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("combobox", { name: "Time" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await form.getByRole("button", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  // Shown once: the visible stepper; the live region that announces it is for screen readers only (1 px, clipped).
  await expect(form.getByRole("status")).toHaveText("Step 2 of 2");
  const shownSizes = await form.getByText("Step 2 of 2", { exact: true }).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width > 1));
  expect(shownSizes.filter(Boolean)).toHaveLength(1);
  // The new step starts at its first field, so typing goes where the shopper expects.
  await expect(form.getByRole("textbox", { name: "First name" })).toBeFocused();
  await expect(form.getByRole("textbox", { name: "First name" })).toHaveValue("Mia");
  await expect(form.getByRole("textbox", { name: "Postcode" })).toHaveValue("4551");
  await form.getByRole("textbox", { name: "Postcode" }).fill("45");
  await form.getByRole("textbox", { name: "Postcode" }).press("Enter");
  await expect(form.getByTestId("form-error-summary")).toContainText(POSTCODE_MESSAGE);
  await form.getByRole("textbox", { name: "Postcode" }).fill("4551");
  await form.getByRole("textbox", { name: "Postcode" }).press("Enter");
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
  await expect(page.getByTestId("lead-success")).toContainText("test drive request");
});

test("phone 390 px: the test drive's Day and Time selects show every choice whole", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const car = availableCar(SITE);
  await page.goto(`${baseURLFor(SITE)}/book-test-drive?car_id=${car.id}`);
  const form = page.getByTestId("lead-form-test_drive");
  const day = form.getByRole("combobox", { name: "Day" });
  const time = form.getByRole("combobox", { name: "Time" });
  // The widest option's text fits the box less its padding (the caret sits in the right padding).
  // Chromium's arrow also took room inside the box and showed "No preferenc" and "Choose a da" in
  // these two half-width columns.
  for (const select of [day, time]) await expect(select).toHaveCSS("appearance", "none");
  const days = await selectTextFit(day, "all");
  expect(days.options).toBeGreaterThan(1);
  expect(days.widest).toBeLessThanOrEqual(days.room);
  const noDayYet = await selectTextFit(time, "all");
  expect(noDayYet.widest).toBeLessThanOrEqual(noDayYet.room);
  // With a day chosen, the times it offers fit too.
  await day.selectOption({ index: 1 });
  const times = await selectTextFit(time, "all");
  expect(times.options).toBeGreaterThan(1);
  expect(times.widest).toBeLessThanOrEqual(times.room);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("request photos opens in a modal from the car's buttons and needs only contact details", async ({ page }) => {
  const car = availableCar(SITE);
  await page.goto(`${baseURLFor(SITE)}/enquire?car_id=${car.id}`);
  await page.getByTestId("open-request-photos").click();
  const dialog = page.getByRole("dialog", { name: "Request more photos" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("open-request-photos")).toBeFocused();
  await page.getByTestId("open-request-photos").click();
  const form = dialog.getByTestId("lead-form-request_photos");
  await form.getByRole("button", { name: "Request photos" }).click();
  await expect(form.getByTestId("form-error-summary")).toContainText("First name is required.");
  await fillContact(page, form, { name: "Ava", email: "ava@example.com", phone: "0412 000 111", postcode: "4575" });
  await form.getByRole("button", { name: "Request photos" }).click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
  await expect(page.getByTestId("lead-success")).toContainText("photo request");
});

test("/success confirms only what this browser sent: a direct visit says nothing was sent; an enquiry sent with storage blocked is still confirmed", async ({ browser, page }) => {
  // A bookmark, another device, cleared storage: no enquiry is claimed.
  await page.goto(`${baseURLFor(SITE)}/success`);
  const none = page.getByTestId("lead-success-none");
  await expect(none).toContainText("No enquiry from this browser");
  await expect(page.getByRole("main")).not.toContainText(/has been sent|Thanks/);
  await expect(none.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");

  // Storage refused (as in some private modes): the form still goes to /success, which still thanks the shopper.
  const context = await browser.newContext({ locale: "en-AU", timezoneId: "Australia/Brisbane" });
  await context.addInitScript(() => {
    const refuse = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    Object.defineProperty(window, "localStorage", { get: refuse });
    Object.defineProperty(window, "sessionStorage", { get: refuse });
  });
  const blocked = await context.newPage();
  const car = availableCar(SITE);
  await blocked.goto(`${baseURLFor(SITE)}/enquire?car_id=${car.id}`);
  const form = blocked.getByTestId("lead-form-enquiry");
  await whenHydrated(form.getByRole("button", { name: "Send enquiry" }));
  await fillContact(blocked, form, { name: "Priya", email: "priya@example.com", phone: "0412 345 679", postcode: "4558" });
  await form.getByRole("textbox", { name: "Comments" }).fill("Private browsing here.");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(blocked).toHaveURL(/\/success$/, { timeout: 30_000 });
  await expect(blocked.getByTestId("lead-success")).toContainText("Thanks, Priya!");
  await expect(blocked.getByTestId("lead-reference")).toHaveText(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  await context.close();
});

test("an old link to a form about a car sold since: the test drive, enquiry and finance forms say it sold and still send; the trade-in is not tied to it", async ({ page }) => {
  const sold = tenants().find((t) => t.slug === SITE)!.cars.find((c) => c.status === "sold");
  expect(sold, "a sold car on the demo site").toBeTruthy();
  const note = "Unfortunately this car recently sold. Send this and we will look for one like it.";
  await page.goto(`${baseURLFor(SITE)}/book-test-drive?car_id=${sold!.id}`);
  await expect(page.getByTestId("lead-form-car-unavailable")).toHaveText(note);
  await expect(page.getByRole("main")).not.toContainText("for a drive");
  await page.goto(`${baseURLFor(SITE)}/enquire?car_id=${sold!.id}`);
  await expect(page.getByTestId("lead-form-car-unavailable")).toHaveText(note);
  // No test drive or more photos offered beside the enquiry: the car is gone.
  await expect(page.getByTestId("open-test-drive")).toHaveCount(0);
  await expect(page.getByTestId("open-request-photos")).toHaveCount(0);
  await page.goto(`${baseURLFor(SITE)}/finance?car_id=${sold!.id}#finance-form`);
  await expect(page.getByTestId("lead-form-car-unavailable")).toHaveText(note);
  await page.goto(`${baseURLFor(SITE)}/cars/trade-in?car_id=${sold!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Value your trade-in");
  await expect(page.getByRole("main")).toContainText("has been sold, so this valuation is not tied to it.");
  await expect(page.getByTestId("trade-in-against")).toHaveCount(0);
  // An available car's forms say nothing of the kind.
  await page.goto(`${baseURLFor(SITE)}/book-test-drive?car_id=${availableCar(SITE).id}`);
  await expect(page.getByTestId("lead-form-car")).toBeVisible();
  await expect(page.getByTestId("lead-form-car-unavailable")).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText("for a drive");
  await page.goto(`${baseURLFor(SITE)}/enquire?car_id=${availableCar(SITE).id}`);
  await expect(page.getByTestId("open-test-drive")).toBeVisible();
});

test("finance enquiry from /finance#finance-form with the link's budget; dealership and location selects on a group site", async ({ page }) => {
  await page.goto(`${baseURLFor(GROUP)}/finance?vehiclePriceBudget=35000#finance-form`);
  const form = page.getByTestId("lead-form-finance");
  await expect(form.getByRole("textbox", { name: "Vehicle price budget ($)" })).toHaveValue("35000");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByTestId("form-error-summary")).toContainText("Please choose a dealership.");
  const dealer = form.getByRole("combobox", { name: "Dealership" });
  await dealer.selectOption({ index: 1 });
  await form.getByRole("button", { name: "Next" }).click();
  await fillContact(page, form, { name: "Liam", email: "liam@example.com", phone: "02 5550 9999", postcode: "2000" });
  await form.getByRole("button", { name: "Send finance enquiry" }).click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });

  // A general enquiry on the group site: dealership and location are both required.
  await page.goto(`${baseURLFor(GROUP)}/enquire`);
  const contact = page.getByTestId("lead-form-contact");
  await contact.getByRole("button", { name: "Send message" }).click();
  const summary = contact.getByTestId("form-error-summary");
  await expect(summary).toContainText("Please choose a dealership.");
  await expect(summary).toContainText("Please choose a location.");
  await contact.getByRole("combobox", { name: "Category" }).selectOption("Careers Enquiry");
  await contact.getByRole("combobox", { name: "Dealership" }).selectOption({ index: 1 });
  const location = contact.getByRole("combobox", { name: "Location" });
  // Only the chosen dealership's locations are offered; a single one is chosen for the shopper.
  const options = await location.locator("option").count();
  if (options === 2) await expect(location).not.toHaveValue("");
  else await location.selectOption({ index: 1 });
  await fillContact(page, contact, { name: "Zoe", email: "zoe@example.com", phone: "0412 555 000", postcode: "2150" });
  await contact.getByRole("textbox", { name: "Comments" }).fill("Do you have apprenticeships?");
  await contact.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
});

test("a failed submission shows an alert and the inline warning: the server's message, or 'An unexpected error occured'", async ({ page }) => {
  await page.goto(`${baseURLFor(SITE)}/enquire`);
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  const form = page.getByTestId("lead-form-contact");
  await fillContact(page, form, { name: "Eve", email: "eve@example.com", phone: "0412 345 678", postcode: "4000" });
  await form.getByRole("textbox", { name: "Comments" }).fill("Hello");
  await form.getByRole("combobox", { name: "Location" }).selectOption({ index: 1 });

  await page.route("**/api/leads", (route) => route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: "Too many enquiries, try later.", errors: [] }) }));
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByTestId("lead-form-failure")).toHaveText("Too many enquiries, try later.");
  expect(alerts).toEqual(["An error occurred when submitting this form"]);

  await page.unroute("**/api/leads");
  await page.route("**/api/leads", (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{}" }));
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByTestId("lead-form-failure")).toHaveText("An unexpected error occured");
  expect(alerts).toHaveLength(2);
  await expect(page).toHaveURL(/\/enquire$/);
});

test("ADF: a dealership with an ADF destination gets valid ADF 1.0 XML in the mail catcher", async ({ page, apiFor }) => {
  const api = await apiFor(SITE);
  const auth = { authorization: `Bearer ${adminToken()}` };
  const file = makeSiteFile({ slug: ADF_SITE, name: "ADF Motors" });
  const dealer = file.dealerships![0]!;
  file.dealerships = [{ ...dealer, lead_destinations: [{ kind: "adf", to: "crm@adf-motors.example" }, { kind: "email", to: "sales@adf-motors.example" }] }];
  const put = await api.put(`/api/admin/sites/${ADF_SITE}`, { headers: auth, data: file });
  expect([200, 201]).toContain(put.status());
  const row = makeFeedRow(42, { dealership_slug: dealer.slug, stocknum: "ADF1", car_type: "used", status: "in_stock" });
  const imported = await api.post(`/api/admin/sites/${ADF_SITE}/stock`, { headers: { ...auth, "content-type": "application/json" }, data: [row] });
  expect(imported.status()).toBeLessThan(300);
  const search = await (await apiFor(ADF_SITE)).get("/api/search?query=ADF1");
  const carId = search.ok() ? ((await search.json()) as { hits: Array<{ id: number }> }).hits[0]?.id : undefined;

  await page.goto(`${baseURLFor(ADF_SITE)}/enquire${carId ? `?car_id=${carId}` : ""}`);
  const form = page.locator('[data-testid^="lead-form-"]').first();
  await fillContact(page, form, { name: "Ada", email: "ada@example.com", phone: "0412 345 678", postcode: "4000" });
  await form.getByRole("textbox", { name: "Comments" }).fill("ADF please");
  const location = form.getByRole("combobox", { name: "Location" });
  if ((await location.count()) && !(await location.inputValue())) await location.selectOption({ index: 1 });
  await form.getByTestId("lead-form-submit").click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
  const leadId = (await page.getByTestId("lead-reference").getAttribute("data-lead-id"))!;

  await signIn(page, ADF_SITE);
  await expectDelivered(page, ADF_SITE, leadId, ["adf", "email"]);
  await page.goto(`${baseURLFor(ADF_SITE)}/admin/mail`);
  // The ADF copy is the one to the CRM's address: the e-mail copy's subject names "ADF Motors" too,
  // and which of the two was delivered last (and so listed first) is down to the worker.
  await page.getByTestId("mail-row").filter({ hasText: "crm@adf-motors.example" }).first().getByRole("link").click();
  const body = page.getByTestId("mail-body");
  await expect(body).toContainText('<?adf version="1.0"?>');
  await expect(body).toContainText(`<id sequence="1" source="Forecourt">${leadId}</id>`);
  await expect(body).toContainText("<vendorname>ADF Motors</vendorname>");
  if (carId) await expect(body).toContainText("<stock>ADF1</stock>");
});

test("dealer view: a test drive's slot and its time in the dealership's zone, the CSV export, the workflow with a note and a resend, and deleting a lead at the customer's request", async ({ page }) => {
  const car = availableCar(SITE);
  await page.goto(`${baseURLFor(SITE)}/book-test-drive?car_id=${car.id}`);
  const form = page.getByTestId("lead-form-test_drive");
  const day = form.getByRole("combobox", { name: "Day" });
  await whenHydrated(day);
  await day.selectOption({ index: 1 });
  const time = form.getByRole("combobox", { name: "Time" });
  await time.selectOption({ index: 1 });
  const slot = `${await day.inputValue()}T${await time.inputValue()}`;
  await form.getByRole("button", { name: "Next" }).click();
  await fillContact(page, form, { name: "Delia", email: "delia.delete@example.com", phone: "0400 000 077", postcode: "4558" });
  await form.getByRole("textbox", { name: "Postcode" }).press("Enter");
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
  const leadId = await page.evaluate(() => (JSON.parse(localStorage.getItem("forecourt:leadSuccess") ?? "{}") as { lead_id?: string }).lead_id);
  expect(leadId).toBeTruthy();

  await signIn(page, SITE);
  const row = page.locator(`[data-testid="lead-row"][data-lead-id="${leadId}"]`);
  // Coastline is in Queensland: Brisbane time, named (no daylight saving there).
  await expect(row.getByTestId("lead-received")).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm) AEST$/);
  const [y, m, d] = slot.slice(0, 10).split("-").map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(y, m - 1, d)).toLocaleString("en-AU", { month: "short", timeZone: "UTC" });
  await expect(row.getByTestId("lead-test-drive")).toContainText(`Test drive: `);
  await expect(row.getByTestId("lead-test-drive")).toContainText(`${d} ${monthName} ${y}`);

  // The export: what a spreadsheet opens (BOM, quoted cells), this lead with its slot.
  // Fetched in the page (the browser's cookies; Node cannot resolve *.localhost). The BOM is checked as bytes.
  const getCsv = () =>
    page.evaluate(async () => {
      const r = await fetch("/admin/leads/export.csv");
      const bytes = new Uint8Array(await r.clone().arrayBuffer());
      return { disposition: r.headers.get("content-disposition"), bom: Array.from(bytes.slice(0, 3)), text: await r.text() };
    });
  const exported = await getCsv();
  expect(exported.disposition).toMatch(/^attachment; filename="leads-coastline-toyota-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(exported.bom).toEqual([0xef, 0xbb, 0xbf]);
  const csv = exported.text;
  expect(csv).toContain('"Reference","Received","Form"');
  expect(csv).toContain('"delia.delete@example.com"');

  // The workflow: contacted, then lost (which needs its reason), a note, and the delivery resent.
  const workflow = () => page.locator(`[data-testid="lead-row"][data-lead-id="${leadId}"]`).getByTestId("lead-workflow");
  await expect(workflow()).toHaveAttribute("data-status", "new");
  await workflow().getByLabel("Stage").selectOption("contacted");
  await workflow().getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByTestId("admin-done")).toHaveText("Stage saved");
  await expect(workflow()).toHaveAttribute("data-status", "contacted");
  await workflow().getByLabel("Stage").selectOption("lost");
  await workflow().getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByTestId("admin-error")).toHaveText("Say why the lead was lost");
  await expect(workflow()).toHaveAttribute("data-status", "contacted");
  await workflow().getByLabel("Stage").selectOption("lost");
  await workflow().getByLabel("If lost, why").selectOption("Price");
  await workflow().getByRole("button", { name: "Save stage" }).click();
  await expect(workflow()).toHaveAttribute("data-status", "lost");
  await expect(workflow()).toContainText("Lost: Price");
  const leadRow = page.locator(`[data-testid="lead-row"][data-lead-id="${leadId}"]`);
  await leadRow.getByLabel("Note on this lead").fill("Called twice; wants a cheaper HiLux.");
  await leadRow.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("admin-done")).toHaveText("Note added");
  await expect(page.locator(`[data-testid="lead-row"][data-lead-id="${leadId}"]`).getByTestId("lead-notes")).toContainText("Called twice; wants a cheaper HiLux.");
  const delivery = page.locator(`[data-testid="lead-row"][data-lead-id="${leadId}"]`).getByTestId("lead-delivery").first();
  await delivery.getByRole("button", { name: /^Resend / }).click();
  // Wait for the resend's own answer: a click on Delete before it lands would be undone by its re-render.
  await expect(page.getByTestId("admin-done")).toHaveText("Delivery queued again");
  await expect(page.locator(`[data-testid="lead-row"][data-lead-id="${leadId}"]`).getByTestId("lead-delivery").first()).toBeVisible();
  await expect(workflow(), "a resend leaves the stage as it was").toHaveAttribute("data-status", "lost");

  // Delete: without the box ticked nothing goes; with it the lead is gone from the view and the export.
  await row.locator("summary", { hasText: "Delete" }).click();
  await row.getByRole("checkbox", { name: /asked for their details to be deleted/ }).check();
  await row.getByRole("button", { name: "Delete lead" }).click();
  await expect(page.getByTestId("lead-deleted")).toBeVisible();
  await expect(page.locator(`[data-testid="lead-row"][data-lead-id="${leadId}"]`)).toHaveCount(0);
  expect((await getCsv()).text).not.toContain("delia.delete@example.com");
});
