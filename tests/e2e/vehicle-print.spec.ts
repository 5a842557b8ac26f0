/**
 * Print, PDF, favourite and views on the vehicle page, in Chromium against the production build:
 * the Print control opens the window card (/print?car_id=) in a new tab with the car's facts and
 * no site chrome, laid out for A4 (print media, page.pdf()); Download PDF shows "Preparing...",
 * saves {slug}.pdf whose text names the car and its price, and a failure is an alert; the
 * favourite is stored locally with event 39; view.json is called once per page view, the views
 * counter shows its answer, a reload by the same visitor is not counted again, and the car is
 * remembered in the viewed-cars list.
 */
import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { pdfText } from "../helpers/pdf-text";
import { baseURLFor, expect, tenants, test } from "./fixtures";

const SITE = "coastline-toyota";
const OTHER = "southern-cross";

interface Hit {
  id: number;
  make: string;
  model: string;
  primary_image_url: string | null;
  slug: string;
  name: string;
  stocknum: string;
  vin: string | null;
  car_type: string;
  price: number | null;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
}

async function findCars(api: APIRequestContext, query: string): Promise<Hit[]> {
  const res = await api.get(`/api/search?hitsPerPage=100&${query}`);
  expect(res.status(), `GET /api/search?${query}`).toBe(200);
  return ((await res.json()) as { hits: Hit[] }).hits;
}

/** "$34,990", written independently of the app's formatter. */
const dollars = (n: number) => `$${Math.round(n).toLocaleString("en-AU")}`;

/** A used in-stock car at one plain price (no offer, no was-price). */
async function plainUsedCar(api: APIRequestContext): Promise<Hit> {
  const car = (await findCars(api, "status=in_stock&car_type=used&price=15000:")).find((h) => h.before_price === null && h.offer_price === null && h.vin);
  expect(car, "a used in-stock car at one price").toBeDefined();
  return car!;
}

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []);

test("Print opens the car's window card in a new tab: its facts, the dealer, no site chrome, A4 on paper (event 61)", async ({ page, apiFor }) => {
  const api = await apiFor(SITE);
  const car = await plainUsedCar(api);
  await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
  const link = page.getByTestId("print-link");
  await expect(link).toHaveAttribute("href", `/print?car_id=${car.slug}`);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener");
  const comparison = (await page.getByTestId("finance-estimate").count()) ? await page.getByTestId("finance-estimate").innerText() : null;

  const [sheet] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await sheet.waitForLoadState();
  expect(new URL(sheet.url()).pathname + new URL(sheet.url()).search).toBe(`/print?car_id=${car.slug}`);
  await expect(sheet.getByTestId("print-name")).toHaveText(car.name);
  await expect(sheet.getByTestId("print-price")).toHaveText(dollars(car.price!));
  await expect(sheet.getByTestId("print-ids")).toContainText(`Stock #${car.stocknum}`);
  await expect(sheet.getByTestId("print-ids")).toContainText(`VIN ${car.vin}`);
  await expect(sheet.getByTestId("print-phone")).toHaveText(/^0\d \d{4} \d{4}$/);
  await expect(sheet.getByTestId("print-address")).toBeVisible();
  await expect(sheet.getByTestId("print-hours")).toContainText("Mon – Fri");
  await expect(sheet.getByTestId("print-photo")).toBeVisible();
  if (comparison) {
    // Where the car page shows a finance estimate, the card shows it too, with its comparison rate.
    const rate = /(\d+\.\d\d% p\.a\.) comparison rate/.exec(comparison)![1]!;
    await expect(sheet.getByTestId("print-finance")).toContainText(`${rate} comparison rate`);
  }
  // The site's header, menus and footer are not on the card (the car page has them); the robots
  // meta keeps the card out of search engines.
  expect(await page.getByRole("navigation").count()).toBeGreaterThan(0);
  await expect(sheet.getByRole("navigation")).toHaveCount(0);
  await expect(sheet.getByRole("contentinfo")).toHaveCount(0);
  await expect(sheet.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // On paper the toolbar goes and the card keeps its two-column layout on A4.
  await sheet.emulateMedia({ media: "print" });
  await expect(sheet.getByTestId("print-now")).toBeHidden();
  // The main photo keeps its 3:2 shape on paper (not cropped to a strip).
  const box = (await sheet.getByTestId("print-photo").boundingBox())!;
  expect(box.width / box.height).toBeGreaterThan(1.4);
  expect(box.width / box.height).toBeLessThan(1.6);
  const printed = await sheet.pdf({ format: "A4", printBackground: true });
  const text = await pdfText(printed);
  expect(text).toContain(car.name);
  expect(text).toContain(dollars(car.price!));
  expect(text).not.toContain("Download PDF");

  expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event_id: 61, car_id: car.id }));
});

test("on a phone the window card's smallest text is 12 px; on paper its fine print keeps the paper size", async ({ page, apiFor }) => {
  const api = await apiFor(SITE);
  const car = await plainUsedCar(api);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseURLFor(SITE)}/print?car_id=${car.slug}`);
  const sheet = page.getByTestId("print-sheet");
  await expect(sheet).toBeVisible();
  // Every element that holds text of its own, with its computed size in CSS pixels.
  const sizes = () =>
    sheet.evaluate((root) =>
      [...root.querySelectorAll("*")]
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
        .map((el) => ({ text: el.textContent!.trim().slice(0, 40), px: parseFloat(getComputedStyle(el).fontSize) })),
    );
  const onScreen = await sizes();
  expect(onScreen.length).toBeGreaterThan(20);
  expect(onScreen.filter((s) => s.px < 12)).toEqual([]);
  // Paper (A4's printable width is under 720 px as well) keeps 7.5pt fine print, so a car fits one sheet.
  await page.emulateMedia({ media: "print" });
  const onPaper = await sizes();
  expect(Math.min(...onPaper.map((s) => s.px))).toBe(10);
});

test("a light logo made for a dark header keeps that header's colour behind it on the white window card", async ({ page, apiFor }) => {
  // outback-rv's logo is cream lettering for its dark brown header.
  const api = await apiFor("outback-rv");
  const slug = ((await (await api.get("/api/search?hitsPerPage=1")).json()) as { hits: Array<{ slug: string }> }).hits[0]!.slug;
  await page.goto(`${baseURLFor("outback-rv")}/print?car_id=${slug}`);
  const logo = page.locator("img[data-testid=print-dealer]");
  await expect(logo).toBeVisible();
  const headerBg = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-header-bg").trim());
  expect(headerBg).toBe("#2a2018");
  expect(await logo.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe("rgb(42, 32, 24)");
});

test("/print answers 404 for another site's car, an unknown slug or no car_id", async ({ apiFor }) => {
  const api = await apiFor(SITE);
  const own = await plainUsedCar(api);
  expect((await api.get(`/print?car_id=${own.slug}`)).status()).toBe(200);
  const theirs = tenants().find((t) => t.slug === OTHER)!.cars.find((c) => !tenants().find((t) => t.slug === SITE)!.carSlugs.includes(c.slug))!;
  for (const url of [`/print?car_id=${theirs.slug}`, "/print?car_id=2020-no-such-car-xx1", "/print"]) {
    expect((await api.get(url)).status(), url).toBe(404);
  }
  expect((await api.get(`/cars/${theirs.slug}/pdf`)).status()).toBe(404);
});

test("Download PDF shows Preparing... and saves {slug}.pdf, a PDF naming the car and its price", async ({ page, apiFor }) => {
  const api = await apiFor(SITE);
  const car = await plainUsedCar(api);
  await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
  // Hold the PDF back a moment so the preparing state can be seen.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**/cars/${car.slug}/pdf`, async (route) => {
    await held;
    await route.continue();
  });
  const button = page.getByTestId("download-pdf");
  await expect(button).toHaveText("Download PDF");
  const download = page.waitForEvent("download");
  await button.click();
  await expect(button).toHaveText("Preparing...");
  await expect(button).toHaveAttribute("aria-busy", "true");
  release();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${car.slug}.pdf`);
  const bytes = fs.readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = await pdfText(bytes);
  expect(text).toContain(car.name);
  expect(text).toContain(dollars(car.price!));
  expect(text).toContain(`Stock #${car.stocknum}`);
  await expect(button).toHaveText("Download PDF");
  expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event_id: 61, car_id: car.id, format: "pdf" }));

  // The route itself: a PDF attachment named after the car.
  const res = await api.get(`/cars/${car.slug}/pdf`);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["content-disposition"]).toBe(`attachment; filename="${car.slug}.pdf"`);
});

test("a PDF that cannot be made is reported in an alert and the button comes back", async ({ page, apiFor }) => {
  const car = await plainUsedCar(await apiFor(SITE));
  await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
  await page.route(`**/cars/${car.slug}/pdf`, (route) => route.fulfill({ status: 500, body: "boom" }));
  // Answered as it opens: an alert blocks the page, so the click itself may wait on it.
  const alerts: string[] = [];
  page.on("dialog", async (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.getByTestId("download-pdf").click();
  await expect.poll(() => alerts).toEqual([expect.stringMatching(/^alert: .*could not prepare the PDF/)]);
  await expect(page.getByTestId("download-pdf")).toHaveText("Download PDF");
});

test("on the hearts site (favourites saving model), the favourite is stored on the device and fires event 39", async ({ page, apiFor }) => {
  // outback-rv keeps cars with the heart; the watchlist sites show Save instead (tests/e2e/shopper-flows.spec.ts).
  const HEARTS = "outback-rv";
  const car = await plainUsedCar(await apiFor(HEARTS));
  await page.goto(`${baseURLFor(HEARTS)}/cars/${car.slug}`);
  await expect(page.getByTestId("save-toggle")).toHaveCount(0);
  const heart = page.getByTestId("favourite-button");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  // Its own word: "Favourite" (the watchlist's is Save), saying where it is kept.
  await expect(heart).toHaveAccessibleName(`Favourite the ${car.name} (kept on this device)`);
  const recorded = page.waitForRequest((r) => r.url().endsWith("/api/events") && r.method() === "POST" && (r.postDataJSON() as { event_id?: number }).event_id === 39);
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect((await recorded).postDataJSON()).toMatchObject({ event_id: 39, car_id: car.id });
  const stored = await page.evaluate(() => localStorage.getItem("forecourt:favourites"));
  // The spec's favourite entry: id, name, slug, make, model, primary_image_url.
  expect(JSON.parse(stored ?? "[]")).toContainEqual({ id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url });
  expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event_id: 39, car_id: car.id }));
  await page.reload();
  await expect(page.getByTestId("favourite-button")).toHaveAttribute("aria-pressed", "true");
});

test("view.json is called once per page view, its views are shown, a reload is not counted again, and the car is remembered", async ({ page, apiFor }) => {
  const api = await apiFor(SITE);
  // A car no other test here opens: tests run in parallel, and their views of a shared car would count.
  const car = (await findCars(api, "status=in_stock&car_type=used&sortBy=km_asc")).at(-1)!;
  const viewCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/view.json")) viewCalls.push(r.url());
  });
  const answered = page.waitForResponse((r) => r.url().includes(`/cars/${car.slug}/view.json`));
  await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
  const firstResponse = await answered;
  const first = (await firstResponse.json()) as { views: number; car_fields: Record<string, unknown> };
  // Counted: the visitor's cookie now lists the car for today.
  expect(await firstResponse.headerValue("set-cookie")).toMatch(new RegExp(`^fc_viewed=\\d{8}\\.(\\d+-)*${car.id}(-\\d+)*; Path=/cars`));
  expect(first.car_fields).toEqual({});
  await expect(page.getByTestId("views")).toHaveAttribute("data-views", String(first.views));
  await expect(page.getByTestId("views")).toContainText(`${first.views.toLocaleString("en-AU")} views`);
  const query = new URL(viewCalls[0]!).searchParams;
  expect(query.get("website_id")).toBe(String(tenants().find((t) => t.slug === SITE)!.id));
  expect(Number(query.get("photos_count"))).toBeGreaterThanOrEqual(0);
  expect(query.get("updated_at")).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  const viewed = JSON.parse((await page.evaluate(() => localStorage.getItem("forecourt:viewed-cars"))) ?? "[]") as Array<Record<string, unknown>>;
  expect(viewed[0]).toMatchObject({ id: car.id, stocknum: car.stocknum });
  expect(Object.keys(viewed[0]!).sort()).toEqual(["body", "id", "make", "model", "simple_body", "stocknum"]);
  expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event_id: 4, car_id: car.id }));

  // The same visitor again today: answered with the views, not counted (so no new cookie). The
  // total is not compared: other tests, run in parallel, may view the same car meanwhile.
  const again = page.waitForResponse((r) => r.url().includes(`/cars/${car.slug}/view.json`));
  await page.reload();
  const second = await again;
  expect(((await second.json()) as { views: number }).views).toBeGreaterThanOrEqual(first.views);
  expect(await second.headerValue("set-cookie")).toBeNull();
  expect(viewCalls).toHaveLength(2);
});

test("view.json refuses a bad query value naming the field, and another site's id or car is a 404", async ({ apiFor }) => {
  const api = await apiFor(SITE);
  const car = await plainUsedCar(api);
  for (const [query, field] of [
    ["photos_count=-1", "photos_count"],
    ["photos_count=abc", "photos_count"],
    ["updated_at=yesterday", "updated_at"],
    ["website_id=1.5", "website_id"],
  ] as const) {
    const res = await api.get(`/cars/${car.slug}/view.json?${query}`);
    expect(res.status(), query).toBe(400);
    expect(((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([field]);
  }
  const other = tenants().find((t) => t.slug === OTHER)!;
  expect((await api.get(`/cars/${car.slug}/view.json?website_id=${other.id}`)).status()).toBe(404);
  const theirs = other.cars.find((c) => !tenants().find((t) => t.slug === SITE)!.carSlugs.includes(c.slug))!;
  expect((await api.get(`/cars/${theirs.slug}/view.json`)).status()).toBe(404);
});
