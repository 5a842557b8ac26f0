/**
 * Trade-in and sell-my-car as a shopper does them, in Chromium against the production build: the
 * instant estimate from the dealer's own stock, accepted, reaching the dealer as ADF with the
 * trade-in vehicle and its estimate (valid against the ADF 1.0 DTD); a car over 100,000 km gets an
 * appraisal instead; a postcode Australia does not use is refused; /sell-my-car at 390 px. The
 * shopper's photos of the car are re-encoded and reach the dealer as addresses in the ADF.
 */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { makeFeedRow, makeSiteFile } from "../../src/demo/factory";
import { validateAgainstDtd } from "../helpers/dtd";
import { adminToken, baseURLFor, expect, serverPort, test } from "./fixtures";
import { dealerMessageFor } from "./support/dealer-mail";
import fs from "node:fs";
import path from "node:path";

const SITE = "trade-in-e2e";
const DTD = fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/adf-1.0.dtd"), "utf8");

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

let carToBuy: { id: number; slug: string; name: string };

test.beforeAll(async ({ playwright }) => {
  // Node does not resolve *.localhost as Chromium does: connect to 127.0.0.1 and name the site in Host (as apiFor does).
  const contextFor = (slug: string) => playwright.request.newContext({ baseURL: `http://127.0.0.1:${serverPort()}`, extraHTTPHeaders: { host: `${slug}.localhost:${serverPort()}` } });
  const api = await contextFor("coastline-toyota");
  const auth = { authorization: `Bearer ${adminToken()}` };
  const file = makeSiteFile({ slug: SITE, name: "Trade-in Motors" });
  const dealer = file.dealerships![0]!;
  file.dealerships = [{ ...dealer, lead_destinations: [{ kind: "adf", to: "crm@trade-in-motors.example" }, { kind: "email", to: "sales@trade-in-motors.example" }] }];
  file.config = { ...(file.config ?? {}), valuation_column_save: true };
  expect([200, 201]).toContain((await api.put(`/api/admin/sites/${SITE}`, { headers: auth, data: file })).status());
  const cx5 = (n: number, year: number, price: number) =>
    makeFeedRow(700 + n, { dealership_slug: dealer.slug, stocknum: `TI${n}`, make: "Mazda", model: "CX-5", year, km: 40_000, price, car_type: "used", status: "in_stock" });
  const rows = [cx5(1, 2021, 30_000), cx5(2, 2022, 32_000), cx5(3, 2023, 34_000)];
  const imported = await api.post(`/api/admin/sites/${SITE}/stock`, { headers: { ...auth, "content-type": "application/json" }, data: rows });
  expect(imported.status()).toBeLessThan(300);
  const site = await contextFor(SITE);
  const hits = ((await (await site.get("/api/search?query=TI3")).json()) as { hits: Array<{ id: number; slug: string; name: string }> }).hits;
  carToBuy = hits[0]!;
  await api.dispose();
  await site.dispose();
});

async function describeCar(page: Page, car: { make: string; model: string; year: string; km: string; condition: string }) {
  await page.getByLabel("Make").fill(car.make);
  await page.getByLabel("Model").fill(car.model);
  await page.getByLabel("Year").fill(car.year);
  await page.getByLabel("Odometer (km)").fill(car.km);
  await page.getByText(car.condition, { exact: true }).click();
  await page.getByTestId("get-estimate").click();
}

async function fillContact(page: Page, who: { name: string; phone: string; postcode: string }) {
  const form = page.getByTestId(/lead-form-(trade_in|valuation)/);
  await form.getByRole("textbox", { name: "First name" }).fill(who.name);
  await form.getByRole("textbox", { name: "Email" }).fill(`${who.name.toLowerCase()}@example.com`);
  await form.getByRole("textbox", { name: "Phone" }).fill(who.phone);
  await form.getByRole("textbox", { name: "Postcode" }).fill(who.postcode);
  return form;
}

async function adfOf(page: Page, leadId: string): Promise<string> {
  const xml = await dealerMessageFor(page, SITE, leadId, "ADF");
  return xml.slice(xml.indexOf("<?xml"));
}

test("from a car page: an instant estimate, accepted, reaches the dealer as ADF with the trade-in and its estimate", async ({ page }) => {
  await page.goto(`${baseURLFor(SITE)}/cars/${carToBuy.slug}`);
  await page.getByTestId("trade-in-button").click();
  await page.waitForURL((u) => u.pathname === "/cars/trade-in" && u.searchParams.get("car_id") === String(carToBuy.id));
  await expect(page.getByTestId("trade-in-against")).toContainText(carToBuy.name);

  // Step 1 checks its own fields first, naming them.
  await page.getByTestId("get-estimate").click();
  await expect(page.getByTestId("form-error-summary")).toContainText("Make is required.");
  // Photos: a file that is not a photo is named and refused; two photos become thumbnails, one is removed.
  const photos = page.getByTestId("trade-in-photos");
  await photos.getByLabel("Photos (optional)").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
  await expect(photos.getByRole("alert")).toContainText("notes.txt: Please choose a photo (JPEG, PNG, WebP or AVIF).");
  const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#2c5f8a" } }).jpeg().toBuffer();
  await photos.getByLabel("Photos (optional)").setInputFiles([
    { name: "front.jpg", mimeType: "image/jpeg", buffer: jpeg },
    { name: "side.jpg", mimeType: "image/jpeg", buffer: jpeg },
  ]);
  await expect(photos.getByRole("img")).toHaveCount(2);
  await photos.getByRole("button", { name: "Remove photo 2" }).click();
  await expect(photos.getByRole("img")).toHaveCount(1);
  await describeCar(page, { make: "Mazda", model: "CX-5", year: "2022", km: "40,000", condition: "Good" });
  const result = page.getByTestId("valuation-result");
  await expect(result).toHaveAttribute("data-status", "estimate");
  // Three comparables around $32,000 for a 2022: $24,700 to $27,800 (tests/integration/trade-in.test.ts works it through).
  await expect(result).toContainText("$24,700 – $27,800");
  await expect(result).toContainText("3 similar Mazda CX-5s in our own stock");

  const offerEvent = page.waitForRequest((r) => r.url().endsWith("/api/events") && (r.postDataJSON() as { event_id?: number }).event_id === 18);
  await page.getByTestId("accept-estimate").click();
  await offerEvent;
  const form = await fillContact(page, { name: "Tara", phone: "0412 123 987", postcode: "4560" });
  await expect(form.getByRole("combobox", { name: "Best way to reach you" })).toHaveValue("Phone");
  await form.getByRole("combobox", { name: "Is there finance owing on the car?" }).selectOption("No");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/leads") && r.method() === "POST" && (r.postDataJSON() as { last_step?: boolean }).last_step !== false);
  const saved = page.waitForRequest((r) => r.url().endsWith("/api/miscellaneous"));
  await form.getByTestId("lead-form-submit").click();
  expect((await sent).postDataJSON()).toMatchObject({ form: "trade_in", car_id: carToBuy.id, trade_in_make: "Mazda", trade_in_model: "CX-5", offer_accepted: true, trade_in_photos: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
  expect((await saved).postDataJSON()).toMatchObject({ column_name: "valuation", value: { status: "estimate", low: 24_700, high: 27_800, offer_accepted: true } });
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
  await expect(page.getByTestId("lead-success")).toContainText("Your trade-in details about the");
  await expect(page.getByTestId("lead-success")).toContainText("have been sent to");
  const leadId = (await page.getByTestId("lead-reference").getAttribute("data-lead-id"))!;

  const xml = await adfOf(page, leadId);
  expect(xml).toContain('<vehicle interest="trade-in" status="used">');
  expect(xml).toContain('<price type="appraisal" currency="AUD">24700</price>');
  expect(xml).toContain("<condition>good</condition>");
  expect(xml).toContain(`<stock>TI3</stock>`);
  expect(await validateAgainstDtd(xml, DTD)).toEqual({ valid: true, errors: [] });
  // The photo's address is in the trade-in's comments, and it answers with the re-encoded photo.
  const photoUrl = /Photos: (\S+?)[;<]/.exec(xml)?.[1];
  expect(photoUrl).toMatch(/\/api\/trade-in\/photos\/[A-Za-z0-9_-]{22}$/);
  const photo = (await page.goto(`${baseURLFor(SITE)}${new URL(photoUrl!).pathname}`))!;
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toBe("image/webp");
  expect((await sharp(await photo.body()).metadata()).width).toBe(1600);
});

test("over 100,000 km: no online figure, an appraisal is requested and reaches the dealer saying why", async ({ page }) => {
  await page.goto(`${baseURLFor(SITE)}/trade-in`);
  await describeCar(page, { make: "Mazda", model: "CX-5", year: "2022", km: "100001", condition: "Fair" });
  const result = page.getByTestId("valuation-result");
  await expect(result).toHaveAttribute("data-status", "appraisal");
  await expect(result).toContainText("more than 100,000 km");
  await expect(result).not.toContainText("$");
  await page.getByTestId("request-appraisal").click();
  const form = await fillContact(page, { name: "Hamish", phone: "0412 555 321", postcode: "3999" });
  await form.getByTestId("lead-form-submit").click();
  // 3999 is four digits but no Australian postcode: the lookup refuses it.
  await expect(form.getByTestId(/error-postcode/)).toHaveText("Invalid postcode");
  await form.getByRole("textbox", { name: "Postcode" }).fill("4000");
  await form.getByTestId("lead-form-submit").click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
  const leadId = (await page.getByTestId("lead-reference").getAttribute("data-lead-id"))!;
  const xml = await adfOf(page, leadId);
  expect(xml).toContain("Appraisal requested (no online estimate: over 100,000 km)");
  expect(xml).not.toContain('type="appraisal"');
  expect(await validateAgainstDtd(xml, DTD)).toEqual({ valid: true, errors: [] });
});

test("sell my car at 390 px, without buying: the estimate and the valuation lead", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseURLFor(SITE)}/sell-my-car`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sell your car");
  // Every required field is marked alike: the Condition group's asterisk is the same red as Make's.
  const colour = (l: Locator) => l.evaluate((e) => getComputedStyle(e).color);
  const condition = page.locator("legend").filter({ hasText: "Condition" });
  const makeMark = colour(page.locator("label").filter({ hasText: /^Make/ }).locator("span[aria-hidden]"));
  expect(await colour(condition.locator("span[aria-hidden]"))).toBe(await makeMark);
  expect(await colour(condition)).not.toBe(await makeMark);
  await describeCar(page, { make: "mazda", model: "cx-5", year: "2023", km: "12000", condition: "Excellent" });
  await expect(page.getByTestId("valuation-result")).toHaveAttribute("data-status", "estimate");
  await page.getByTestId("accept-estimate").click();
  const form = await fillContact(page, { name: "Priya", phone: "0412 777 888", postcode: "4000" });
  await expect(page.getByTestId("lead-form-valuation")).toBeVisible();
  await form.getByTestId("lead-form-submit").click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
