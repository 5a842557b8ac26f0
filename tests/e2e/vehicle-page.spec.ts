/**
 * The vehicle page (/cars/{slug}) in Chromium against the production build: server-rendered
 * HTML with JSON-LD and canonical, the price block's cases (reduced with was-price, no price,
 * sold), the 404 for an unknown slug and for another site's car with similar stock, the repayment
 * calculator by keyboard with its bounds, frequencies and "Enquire for Finance", the comparison-rate
 * dialog, the sticky mobile bar after 900 px, and enquiry and test-drive leads sent from the page
 * carrying the car. Cars are found through the search API, so the tests follow the demo data.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { adminToken, baseURLFor, expect, tenants, test } from "./fixtures";
import { whenHydrated } from "./support/shopper";
import { expectLegalLinksReachable } from "./support/footer";

const SITE = "coastline-toyota";
const GROUP = "southern-cross";
const LEISURE = "outback-rv";

interface Hit {
  id: number;
  slug: string;
  name: string;
  stocknum: string;
  status: string;
  price: number | null;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  item_type: string;
  year: number | null;
  finance_lenders: Record<string, unknown>;
}

async function findCars(api: APIRequestContext, query: string): Promise<Hit[]> {
  const res = await api.get(`/api/search?hitsPerPage=100&${query}`);
  expect(res.status(), `GET /api/search?${query}`).toBe(200);
  return ((await res.json()) as { hits: Hit[] }).hits;
}

/** "$34,990", written independently of the app's formatter. */
const dollars = (n: number) => `$${Math.round(n).toLocaleString("en-AU")}`;

/** The standard annuity payment (no residual), independent of src/domain. */
function annuity(principal: number, ratePercent: number, periodsPerYear: number, years: number): number {
  const r = ratePercent / 100 / periodsPerYear;
  const n = periodsPerYear * years;
  return (principal * r) / (1 - Math.pow(1 + r, -n));
}

async function fillContact(scope: ReturnType<Page["locator"]>, who: { name: string; email: string; phone: string; postcode: string }) {
  await scope.getByRole("textbox", { name: "First name" }).fill(who.name);
  await scope.getByRole("textbox", { name: "Last name" }).fill("Tester");
  await scope.getByRole("textbox", { name: "Email" }).fill(who.email);
  await scope.getByRole("textbox", { name: "Phone" }).fill(who.phone);
  await scope.getByRole("textbox", { name: "Postcode" }).fill(who.postcode);
}

test("renders on the server: title, canonical, Open Graph image and JSON-LD Car with an AUD Offer and the AutoDealer", async ({ apiFor }) => {
  const api = await apiFor(SITE);
  const car = (await findCars(api, "status=in_stock&price=20000:")).find((h) => h.before_price === null && h.offer_price === null)!;
  const res = await api.get(`/cars/${car.slug}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  // The title's text (hyphenated words sit in no-wrap spans, so compare it without the markup).
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
  expect(h1).toBe(car.name);
  expect(html).toContain(`<link rel="canonical" href="http://${SITE}.localhost:`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/cars/${car.slug}"`));
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+w=1280"/);
  expect(html).toContain(`<title>${car.name} for ${dollars(car.price!)}`);
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const carLd = ld.find((d) => d["@type"] === "Car") as
    | { name: string; sku: string; vehicleIdentificationNumber: string; mileageFromOdometer: unknown; offers: { itemCondition: string; seller: Record<string, unknown> } }
    | undefined;
  expect(carLd, "a Car JSON-LD block").toBeDefined();
  expect(carLd!.name).toBe(car.name);
  expect(carLd!.sku).toBe(car.stocknum);
  expect(carLd!.vehicleIdentificationNumber).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  expect(carLd!.mileageFromOdometer).toMatchObject({ "@type": "QuantitativeValue", unitCode: "KMT" });
  expect(carLd!.offers).toMatchObject({ "@type": "Offer", priceCurrency: "AUD", price: car.price, availability: "https://schema.org/InStock" });
  expect(["https://schema.org/NewCondition", "https://schema.org/UsedCondition"]).toContain(carLd!.offers.itemCondition);
  expect(carLd!.offers.seller["@type"]).toBe("AutoDealer");
  // The price block is in the server HTML, before any script runs.
  expect(html).toContain(`data-testid="price">${dollars(car.price!)}`);
});

test("price block: a reduced price with the struck-through was-price; price 0 reads 'Enquire for price.'; a sold car shows the SOLD panel", async ({ page, apiFor }) => {
  // The franchise site has no subscriptions, so a reduced car leads with its reduced price.
  const api = await apiFor(SITE);
  let reduced: Hit | undefined;
  for (let p = 1; p <= 15 && !reduced; p++) {
    reduced = (await findCars(api, `status=in_stock&price=1000:&page=${p}`)).find((h) => h.before_price !== null && h.before_price > h.price! && (h.offer_price === null || h.offer_price === h.price) && !h.subscription_price);
  }
  expect(reduced, "a reduced car on the franchise site").toBeDefined();
  await page.goto(`${baseURLFor(SITE)}/cars/${reduced!.slug}`);
  const block = page.getByTestId("price-block");
  await expect(block.getByTestId("price")).toHaveText(dollars(reduced!.price!));
  await expect(block.getByTestId("was-price")).toHaveText(dollars(reduced!.before_price!));
  await expect(block.locator("s")).toHaveCSS("text-decoration-line", "line-through");

  const noPrice = (await findCars(await apiFor(GROUP), "status=in_stock&price=:0")).find((h) => !h.subscription_price && !h.offer_price);
  expect(noPrice, "an in-stock car priced 0").toBeDefined();
  await page.goto(`${baseURLFor(GROUP)}/cars/${noPrice!.slug}`);
  await expect(page.getByTestId("price")).toHaveText("Enquire for price.");
  await expect(page.getByTestId("was-price")).toHaveCount(0);
  await expect(page.getByTestId("finance-estimate")).toHaveCount(0);

  const sold = tenants().find((t) => t.slug === SITE)!.cars.find((c) => c.status === "sold")!;
  await page.goto(`${baseURLFor(SITE)}/cars/${sold.slug}`);
  const panel = page.getByTestId("sold-panel");
  await expect(panel).toContainText("SOLD");
  await expect(panel).toContainText("Unfortunately this car recently sold.");
  await expect(panel).toContainText("But don't worry, we can help you find a similar car!");
  // A caravan is called a caravan there (the spec's words are for a car).
  const soldCaravan = ((await (await (await apiFor("outback-rv")).get("/api/search?status=sold&item_type=caravan&hitsPerPage=1")).json()) as { hits: Array<{ slug: string }> }).hits[0]!;
  await page.goto(`${baseURLFor("outback-rv")}/cars/${soldCaravan.slug}`);
  await expect(page.getByTestId("sold-panel").locator("p")).toHaveText(["SOLD", "Unfortunately this caravan recently sold.", "But don't worry, we can help you find a similar caravan!"]);
  await page.goto(`${baseURLFor(SITE)}/cars/${sold.slug}`);
  await expect(page.getByTestId("price-block")).toHaveCount(0);
  await expect(page.getByTestId("enquire-button")).toHaveCount(0);
  await expect(page.getByTestId("reserve-button")).toHaveCount(0);
  await (await whenHydrated(panel.getByRole("button", { name: "Find Me Something Similar" }))).click();
  // The same enquiry as the sold card's button: its own title, and the form laid out as everywhere else (not centred like the panel).
  const similarDialog = page.getByRole("dialog", { name: "Find me something similar" });
  await expect(similarDialog).toBeVisible();
  await expect(similarDialog.getByRole("heading", { level: 2 })).toHaveText("Find me something similar");
  await expect(similarDialog.getByRole("textbox", { name: "First name" })).toBeVisible();
  await expect(similarDialog.locator("label").first()).toHaveCSS("text-align", "start");
  await page.keyboard.press("Escape");
  // The phone's sticky bar offers the same find-similar enquiry instead of Call / Enquire.
  const bar = page.getByTestId("mobile-bar");
  await expect(bar.getByTestId("mobile-find-similar")).toHaveText("Find Me Something Similar");
  await expect(bar.getByTestId("mobile-enquire")).toHaveCount(0);
  const similar = page.getByTestId("similar-stock").getByRole("link");
  expect(await similar.count()).toBeGreaterThan(0);
  const own = new Set(tenants().find((t) => t.slug === SITE)!.carSlugs);
  for (const href of await similar.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) expect(own.has(href.replace("/cars/", ""))).toBe(true);
});

test("a caravan lists its specifications with feet and metres", async ({ page, apiFor }) => {
  const caravan = (await findCars(await apiFor(LEISURE), "status=in_stock")).find((h) => h.item_type === "caravan")!;
  await page.goto(`${baseURLFor(LEISURE)}/cars/${caravan.slug}`);
  await expect(page.getByRole("heading", { name: "Caravan Details" })).toBeVisible();
  await expect(page.getByTestId("caravan-specs")).toContainText(/Body length\s*[\d.]+ ft \([\d.]+ m\)/);
  // The forms call it what it is.
  await (await whenHydrated(page.getByTestId("enquire-button").first())).click();
  const dialog = page.getByRole("dialog", { name: "Enquire about this caravan" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText("Enquire about this caravan");
});

test("an unknown slug and another site's car answer 404 with links to this site's similar stock", async ({ page }) => {
  const site = tenants().find((t) => t.slug === SITE)!;
  const own = new Set(site.carSlugs);
  const other = tenants().find((t) => t.slug === GROUP)!.cars.find((c) => c.status === "in_stock" && !own.has(c.slug))!;
  for (const path of ["/cars/2019-toyota-hilux-sr5-zz99999", `/cars/${other.slug}`]) {
    const res = await page.goto(`${baseURLFor(SITE)}${path}`);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, this car is no longer available");
    const links = page.getByTestId("similar-stock").getByRole("link");
    await expect(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) expect(own.has(href.replace("/cars/", "")), `${href} is ${SITE}'s`).toBe(true);
    await expect(page.locator("body")).not.toContainText(other.stocknum);
  }
  // The missing slug named a make the site stocks: its cars are offered.
  await page.goto(`${baseURLFor(SITE)}/cars/2019-toyota-hilux-sr5-zz99999`);
  await expect(page.getByRole("link", { name: "All Toyota stock" })).toBeVisible();
});

test("repayment calculator by keyboard: bounds messages, clamping, frequencies, the amortised payment, 'Enquire for Finance', event 26 once", async ({ page, apiFor }) => {
  const car = (await findCars(await apiFor(SITE), "status=in_stock&price=10000:")).find((h) => h.before_price === null)!;
  const events: Array<{ event_id?: number }> = [];
  await page.route("**/api/events", async (route) => {
    events.push(route.request().postDataJSON() as { event_id?: number });
    await route.continue();
  });
  await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}#finance-calculator`);
  const calc = page.getByTestId("finance-calculator");
  const price = calc.getByRole("spinbutton", { name: "Purchase price" });
  const deposit = calc.getByRole("spinbutton", { name: "Deposit or trade-in" });
  const term = calc.getByRole("spinbutton", { name: "Loan term" });
  const rate = calc.getByRole("spinbutton", { name: "Interest rate" });
  const balloon = calc.getByRole("spinbutton", { name: "Balloon (final payment)" });
  const message = "Cannot be less than 1000 or more than 250000";

  // It opens on the finance estimate beside the price when the car has one, else on the standard
  // defaults, and says which (vehicle-finance.spec.ts checks both openings); the walk below starts
  // from 10%, no balloon, weekly.
  await expect(price).toHaveValue(String(car.price));
  await expect(term).toHaveValue("5");
  await expect(calc.getByTestId("calc-opening")).toHaveText(/^Opened on (the finance estimate beside the price|our standard assumptions): /);
  await rate.fill("10");
  await balloon.fill("0");
  await calc.getByRole("radio", { name: "Weekly" }).check();

  await price.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("999");
  await expect(calc.getByTestId("calc-amount-message")).toHaveText(message);
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  // At a bound the message shows (spec: "at or outside a bound"), but the value stands: not invalid.
  await page.keyboard.type("1000");
  await expect(calc.getByTestId("calc-amount-message")).toHaveText(message);
  await expect(price).not.toHaveAttribute("aria-invalid", "true");
  await page.keyboard.type("1");
  await expect(calc.getByTestId("calc-amount-message")).toHaveCount(0);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("250001");
  await expect(calc.getByTestId("calc-amount-message")).toHaveText(message);
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("250000");
  await expect(calc.getByTestId("calc-amount-message")).toHaveText(message);
  await expect(price).not.toHaveAttribute("aria-invalid", "true");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("249999");
  await expect(calc.getByTestId("calc-amount-message")).toHaveCount(0);

  // $20,000 at 10% over 5 years, nothing down: checked against the plain annuity formula.
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("20000");
  await page.keyboard.press("Tab");
  await expect(deposit).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("0");
  const weekly = Math.round(annuity(20000, 10, 52, 5));
  await expect(calc.getByTestId("calc-payment")).toHaveText(`${dollars(weekly)}/wk*`);
  await expect(calc.getByTestId("calc-total")).toHaveText(dollars(52 * 5 * weekly));

  // Frequencies by arrow keys in the radio group.
  await calc.getByRole("radio", { name: "Weekly" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(calc.getByRole("radio", { name: "Fortnightly" })).toBeChecked();
  const fortnightly = Math.round(annuity(20000, 10, 26, 5));
  await expect(calc.getByTestId("calc-payment")).toHaveText(`${dollars(fortnightly)}/fn*`);
  await page.keyboard.press("ArrowRight");
  const monthly = Math.round(annuity(20000, 10, 12, 5));
  await expect(calc.getByTestId("calc-payment")).toHaveText(`${dollars(monthly)}/mo*`);
  await expect(calc.getByTestId("calc-total")).toHaveText(dollars(12 * 5 * monthly));

  // Term steps by half a year with the arrow keys; out-of-range input is clamped when left.
  await term.focus();
  await page.keyboard.press("ArrowUp");
  await expect(term).toHaveValue("5.5");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("9");
  await page.keyboard.press("Tab");
  await expect(term).toHaveValue("7");
  await expect(rate).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("16");
  await page.keyboard.press("Tab");
  await expect(rate).toHaveValue("15");
  await expect(balloon).toBeFocused();

  // A repayment of $25 or less: "Enquire for Finance" and no total.
  await deposit.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("20000");
  await expect(calc.getByTestId("calc-payment")).toHaveText("Enquire for Finance");
  await expect(calc.getByTestId("calc-enquire-reason")).toHaveText("Your deposit covers the price, so there is nothing to finance.");
  await expect(calc.getByTestId("calc-total")).toHaveText("");

  // The first interaction fired event 26, exactly once.
  await expect.poll(() => events.filter((e) => e.event_id === 26).length).toBe(1);
  await page.waitForTimeout(500);
  expect(events.filter((e) => e.event_id === 26)).toHaveLength(1);

  // The disclaimer is cut at 197 characters with Show More / Show Less.
  const disclaimer = calc.getByTestId("calc-disclaimer");
  const more = disclaimer.getByRole("button", { name: "Show More" });
  if (await more.count()) {
    const short = (await disclaimer.locator("p").innerText()).replace(/^\* /, "");
    expect(short.endsWith("…")).toBe(true);
    expect(short.length).toBeLessThanOrEqual(198);
    await more.click();
    await expect(disclaimer.getByRole("button", { name: "Show Less" })).toBeVisible();
  }
});

test("comparison-rate dialog opens and closes with the keyboard and gives the finance phone", async ({ page, apiFor }) => {
  const cars = await findCars(await apiFor(SITE), "status=in_stock&price=15000:");
  let found = false;
  for (const car of cars.slice(0, 8)) {
    await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
    if (await page.getByTestId("finance-estimate").count()) {
      found = true;
      break;
    }
  }
  expect(found, "a car with a finance estimate").toBe(true);
  const estimate = page.getByTestId("finance-estimate");
  await expect(estimate).toContainText(/Finance from \$[\d,]+\/mo\*/);
  await expect(estimate).toContainText(/comparison rate\*/);
  const open = page.getByTestId("finance-disclaimer-open");
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "About this finance estimate" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("5-year secured loan of $30,000");
  await expect(dialog.getByRole("link", { name: "07 5550 0199" })).toHaveAttribute("href", "tel:+61755500199");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test("phone 390 px: the sticky bottom bar is marked opened only after more than 900 px of scroll", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const car = tenants().find((t) => t.slug === SITE)!.cars.find((c) => c.status === "in_stock")!;
  await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
  const bar = page.getByTestId("mobile-bar");
  await expect(bar).toHaveAttribute("data-opened", "false");
  // Every detail tab is on screen at once (no sideways strip hiding half of them).
  const tabs = page.getByRole("tablist").first().getByRole("tab");
  expect(await tabs.count()).toBeGreaterThan(2);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.waitForTimeout(300);
  await expect(bar).toHaveAttribute("data-opened", "false");
  await page.evaluate(() => window.scrollTo(0, 901));
  await expect(bar).toHaveAttribute("data-opened", "true");
  await expect(bar.getByRole("button", { name: "Enquire Now" })).toBeInViewport();
  // No horizontal scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // At the very bottom the footer's last links sit clear of the bar: a tap reaches them, not the bar.
  await expectLegalLinksReachable(page);
});

test("gallery: arrow keys move between photos; only the photo shown and the next one load", async ({ page }) => {
  const car = tenants().find((t) => t.slug === SITE)!.cars.find((c) => c.status === "in_stock")!;
  await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
  await page.waitForLoadState("load");
  const gallery = page.getByTestId("gallery");
  const slides = gallery.locator("ul > li");
  const imgs = gallery.locator("ul img");
  const photos = await slides.count();
  expect(photos).toBeGreaterThan(3);
  // Until the shopper reaches the gallery only the first photo, eager, has a source: Chromium treats
  // every slide of a horizontal strip as near, so lazy loading alone would fetch them all.
  await expect(imgs).toHaveCount(1);
  expect(await imgs.first().getAttribute("loading")).toBe("eager");
  expect(await imgs.first().getAttribute("width")).toBe("1200");
  expect(await imgs.first().getAttribute("height")).toBe("800");
  await gallery.locator("ul").focus();
  // Reaching it adds the next photo, so a swipe never shows an empty frame.
  await expect(imgs).toHaveCount(2);
  expect(await imgs.nth(1).getAttribute("loading")).toBe("lazy");
  await page.keyboard.press("ArrowRight");
  await expect(gallery.getByTestId("gallery-count")).toHaveText(`2 / ${photos}`);
  await expect(imgs).toHaveCount(3);
  await expect.poll(() => slides.nth(1).locator("img").evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  for (const img of await imgs.all()) {
    expect(await img.getAttribute("width")).toBe("1200");
    expect(await img.getAttribute("height")).toBe("800");
  }
  await page.keyboard.press("ArrowLeft");
  await expect(gallery.getByTestId("gallery-count")).toHaveText(`1 / ${photos}`);
  await page.keyboard.press("End");
  await expect(gallery.getByTestId("gallery-count")).toHaveText(`${photos} / ${photos}`);
  await expect(imgs).toHaveCount(photos);
});

test("gallery thumbnails: a 1x screen loads the 160 px copy, a 3x phone the 320 px one", async ({ page, browser }) => {
  const car = tenants().find((t) => t.slug === SITE)!.cars.find((c) => c.status === "in_stock")!;
  const firstThumb = async (p: Page) => {
    await p.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
    const thumb = p.getByRole("list", { name: "Choose a photo" }).locator("img").first();
    await thumb.scrollIntoViewIfNeeded();
    await expect.poll(() => thumb.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    // The copy the browser chose and drew (naturalWidth is in CSS pixels for a srcset image: 88 either way).
    return thumb.evaluate((i: HTMLImageElement) => new URL(i.currentSrc).searchParams.get("w"));
  };
  expect(await firstThumb(page)).toBe("160");
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    expect(await firstThumb(await phone.newPage())).toBe("320");
  } finally {
    await phone.close();
  }
});

test("gallery: entering and leaving full screen, or a new window width, keeps the photo shown", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const car = tenants().find((t) => t.slug === SITE)!.cars.find((c) => c.status === "in_stock")!;
  await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
  const gallery = page.getByTestId("gallery");
  const photos = await gallery.locator("ul > li").count();
  expect(photos).toBeGreaterThan(5);
  const count = gallery.getByTestId("gallery-count");
  const track = gallery.locator("ul").first();
  await (await whenHydrated(track)).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(count).toHaveText(`4 / ${photos}`);
  const onPhoto4 = () => track.evaluate((t) => Math.round(t.scrollLeft / t.clientWidth));
  await expect.poll(onPhoto4).toBe(3);

  await gallery.getByRole("button", { name: "View photos full screen" }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expect(count).toHaveText(`4 / ${photos}`);
  await page.evaluate(() => document.exitFullscreen());
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await expect(count).toHaveText(`4 / ${photos}`);
  await expect.poll(onPhoto4).toBe(3);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(count).toHaveText(`4 / ${photos}`);
  await expect.poll(onPhoto4).toBe(3);
});

test("gallery without JavaScript: every photo is in the strip", async ({ browser }) => {
  const car = tenants().find((t) => t.slug === SITE)!.cars.find((c) => c.status === "in_stock")!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
  const gallery = page.getByTestId("gallery");
  const photos = await gallery.locator("ul > li").count();
  expect(photos).toBeGreaterThan(3);
  await expect(gallery.locator("ul img")).toHaveCount(photos);
  await context.close();
});

test.describe("leads from the vehicle page", () => {
  test.setTimeout(90_000);

  async function leadInDealerView(page: Page, leadId: string, stocknum: string) {
    await page.goto(`${baseURLFor(SITE)}/admin/login?next=/admin/leads`);
    await page.getByLabel("Admin token").fill(adminToken());
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/admin\/leads/);
    const row = page.locator(`[data-testid="lead-row"][data-lead-id="${leadId}"]`);
    await expect(row).toContainText(`Stock ${stocknum}`);
  }

  test("an enquiry from the car's Enquire Now button is stored with that car", async ({ page }) => {
    const car = tenants().find((t) => t.slug === SITE)!.cars.find((c) => c.status === "in_stock")!;
    await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
    await (await whenHydrated(page.getByTestId("enquire-button"))).click();
    const dialog = page.getByRole("dialog", { name: "Enquire about this car" });
    const form = dialog.getByTestId("lead-form-enquiry");
    await expect(form.getByTestId("lead-form-car")).toContainText(`${car.make} ${car.model}`);
    await fillContact(form, { name: "Vera", email: "vera@example.com", phone: "0412 222 333", postcode: "4558" });
    await form.getByRole("textbox", { name: "Comments" }).fill("Can I see it on Saturday?");
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/leads") && r.method() === "POST");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    expect(((await sent).postDataJSON() as { car_id: number }).car_id).toBe(car.id);
    await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
    const leadId = (await page.getByTestId("lead-reference").getAttribute("data-lead-id"))!;
    await leadInDealerView(page, leadId, car.stocknum);
  });

  test("request photos from the car page: postcode message, then /success and the lead with the photo request in the dealer view", async ({ page }) => {
    const car = tenants().find((t) => t.slug === SITE)!.cars.filter((c) => c.status === "in_stock")[2]!;
    await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
    await (await whenHydrated(page.getByTestId("request-photos-button"))).click();
    const form = page.getByRole("dialog", { name: "Request more photos" }).getByTestId("lead-form-request_photos");
    await fillContact(form, { name: "Iris", email: "iris@example.com", phone: "0412 666 777", postcode: "45" });
    await form.getByRole("button", { name: "Request photos" }).click();
    await expect(form.getByTestId("form-error-summary")).toContainText("Invalid postcode. Please enter a 4-digit number.");
    await form.getByRole("textbox", { name: "Postcode" }).fill("4557");
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/leads") && r.method() === "POST");
    await form.getByRole("button", { name: "Request photos" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ car_id: car.id, form: "request_photos" });
    await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
    const leadId = (await page.getByTestId("lead-reference").getAttribute("data-lead-id"))!;
    await leadInDealerView(page, leadId, car.stocknum);
  });

  test("finance enquiry from the Car Finance card's Get Pre-Approved: the budget is the car's price, then /success and the lead in the dealer view", async ({ page }) => {
    // The tenants fixture lists a few cars per status; another form about the same car is a separate lead.
    const car = tenants().find((t) => t.slug === SITE)!.cars.filter((c) => c.status === "in_stock")[0]!;
    await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
    const shownPrice = (await page.getByTestId("price-block").getByTestId("price").innerText()).replace(/[^0-9]/g, "");
    // The sidebar offers the same form under the same name.
    await expect(page.getByTestId("finance-enquiry-button")).toHaveText("Get Pre-Approved");
    const card = page.getByTestId("car-finance-card");
    await expect(card.getByRole("heading", { name: "Car Finance" })).toBeVisible();
    const button = card.getByRole("button", { name: "Get Pre-Approved" });
    await (await whenHydrated(button)).click();
    const form = page.getByRole("dialog", { name: "Finance enquiry" }).getByTestId("lead-form-finance");
    await expect(form.getByRole("textbox", { name: "Vehicle price budget ($)" }).or(form.getByRole("spinbutton", { name: "Vehicle price budget ($)" }))).toHaveValue(shownPrice);
    await form.getByRole("button", { name: "Next" }).click();
    await fillContact(form, { name: "Finn", email: "finn@example.com", phone: "0412 888 999", postcode: "4558" });
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/leads") && r.method() === "POST" && (r.postDataJSON() as { last_step?: boolean }).last_step !== false);
    await form.getByRole("button", { name: "Send finance enquiry" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ car_id: car.id, form: "finance" });
    await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
    const leadId = (await page.getByTestId("lead-reference").getAttribute("data-lead-id"))!;
    await leadInDealerView(page, leadId, car.stocknum);
  });

  test("value my trade-in from the car page: the trade-in car goes with the lead for the car on sale", async ({ page }) => {
    const car = tenants().find((t) => t.slug === SITE)!.cars.filter((c) => c.status === "in_stock")[1]!;
    await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
    // The trade-in flow with its instant estimate, on its own page, for this car.
    await page.getByTestId("trade-in-button").click();
    await page.waitForURL((u) => u.pathname === "/cars/trade-in" && u.searchParams.get("car_id") === String(car.id));
    await page.getByLabel("Make").fill("Skoda");
    await page.getByLabel("Model").fill("Octavia");
    await page.getByLabel("Year").fill("2020");
    await page.getByLabel("Odometer (km)").fill("60000");
    await page.getByText("Good", { exact: true }).click();
    await page.getByTestId("get-estimate").click();
    // No Skodas in the demo stock to price it from: a valuer appraises instead.
    await expect(page.getByTestId("valuation-result")).toHaveAttribute("data-status", "appraisal");
    await page.getByTestId("request-appraisal").click();
    const form = page.getByTestId("lead-form-trade_in");
    await fillContact(form, { name: "Tara", email: "tara@example.com", phone: "0412 123 987", postcode: "4560" });
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/leads") && r.method() === "POST" && (r.postDataJSON() as { last_step?: boolean }).last_step !== false);
    await form.getByRole("button", { name: "Send" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ car_id: car.id, form: "trade_in", trade_in_make: "Skoda", trade_in_model: "Octavia" });
    await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
    const leadId = (await page.getByTestId("lead-reference").getAttribute("data-lead-id"))!;
    await leadInDealerView(page, leadId, car.stocknum);
  });

  test("a test-drive booking from the car page is stored with that car", async ({ page }) => {
    const car = tenants().find((t) => t.slug === SITE)!.cars.filter((c) => c.status === "in_stock")[1]!;
    await page.goto(`${baseURLFor(SITE)}/cars/${car.slug}`);
    await (await whenHydrated(page.getByTestId("test-drive-button"))).click();
    const form = page.getByRole("dialog", { name: "Book a test drive" }).getByTestId("lead-form-test_drive");
    await expect(form).toContainText("Step 1 of 2");
    await form.getByRole("combobox", { name: "Day" }).selectOption({ index: 1 });
    await form.getByRole("combobox", { name: "Time" }).selectOption({ index: 1 });
    await form.getByRole("button", { name: "Next" }).click();
    await fillContact(form, { name: "Theo", email: "theo@example.com", phone: "0412 444 555", postcode: "4551" });
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/leads") && r.method() === "POST" && (r.postDataJSON() as { last_step?: boolean }).last_step !== false);
    await form.getByRole("button", { name: "Book test drive" }).click();
    expect(((await sent).postDataJSON() as { car_id: number; form: string })).toMatchObject({ car_id: car.id, form: "test_drive" });
    await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
    const leadId = (await page.getByTestId("lead-reference").getAttribute("data-lead-id"))!;
    await leadInDealerView(page, leadId, car.stocknum);
  });
});

test("how far is it from you: a postcode gives the distance to where the car is; a bad one says so", async ({ page, apiFor }) => {
  const api = await apiFor("coastline-toyota");
  const hit = ((await (await api.get("/api/search?status=in_stock&hitsPerPage=1")).json()) as { hits: Array<{ slug: string; location_name: string }> }).hits[0]!;
  await page.goto(`${baseURLFor("coastline-toyota")}/cars/${hit.slug}`);
  const form = page.getByTestId("distance-from-you");
  const input = form.getByLabel("How far is it from you?");
  await whenHydrated(input);
  await input.fill("999");
  await form.getByRole("button", { name: "Find distance" }).click();
  await expect(form.getByRole("alert")).toHaveText("Invalid postcode. Please enter a 4-digit number.");
  // Brisbane CBD to a Sunshine Coast location: roughly 80–100 km by the great circle.
  await input.fill("4000");
  await form.getByRole("button", { name: "Find distance" }).click();
  const answer = form.getByRole("status");
  await expect(answer).toHaveText(new RegExp(`^${hit.location_name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} is \\d+ km from 4000 \\(.+\\)\\.$`));
  const km = Number(/is (\d+) km/.exec((await answer.textContent())!)![1]);
  expect(km).toBeGreaterThan(70);
  expect(km).toBeLessThan(110);
  // The postcode is remembered for the next page.
  await page.reload();
  await expect(page.getByTestId("distance-from-you").getByLabel("How far is it from you?")).toHaveValue("4000");
});
