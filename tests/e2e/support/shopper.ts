/**
 * Signing a shopper in by phone in the browser, as a person does: type the mobile number, get
 * the code, type it. The e2e server has no SMS gateway, so the code is read either from the
 * local SMS outbox (the dealer view's captured messages at /admin/mail) or from the sign-in
 * page's labelled demo code.
 */
import type { Locator, Page } from "@playwright/test";
import { adminToken, baseURLFor, expect } from "../fixtures";

export const SHOPPER_COOKIE = "forecourt_shopper";

/** "0412 345 678" → "+61412345678", as the outbox records the recipient. */
export const e164 = (phone: string) => `+61${phone.replace(/\s/g, "").replace(/^0/, "")}`;

/** The code in the latest SMS to `phone` in the site's outbox (a second tab, signed in to the dealer view). */
export async function codeFromOutbox(page: Page, slug: string, phone: string): Promise<string> {
  const tab = await page.context().newPage();
  try {
    await tab.goto(`${baseURLFor(slug)}/admin/login?next=${encodeURIComponent("/admin/mail")}`);
    if (new URL(tab.url()).pathname === "/admin/login") {
      await tab.getByLabel("Admin token").fill(adminToken());
      await tab.getByRole("button", { name: "Sign in" }).click();
      await tab.waitForURL((url) => url.pathname === "/admin/mail");
    }
    const row = tab.getByTestId("mail-row").filter({ hasText: e164(phone) }).filter({ hasText: "SMS" }).first();
    await expect(row).toBeVisible();
    await row.getByRole("link").click();
    const body = await tab.getByTestId("mail-body").innerText();
    const code = /\b(\d{6})\b/.exec(body)?.[1];
    expect(code, `a 6-digit code in the SMS: ${body}`).toBeDefined();
    return code!;
  } finally {
    await tab.close();
  }
}

/**
 * On the sign-in page (already open): send a code to `phone`, read it (`from`), enter it. Resolves
 * once the page has left /sign-in.
 */
export async function completeSignIn(page: Page, slug: string, phone: string, from: "outbox" | "page" = "outbox"): Promise<void> {
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/We sent a code to/)).toBeVisible();
  const code = from === "outbox" ? await codeFromOutbox(page, slug, phone) : ((await page.getByTestId("demo-code").innerText()).match(/\d{6}/)?.[0] ?? "");
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/sign-in");
}

/** Sign in on a site from scratch and return the session cookie's value. */
export async function signInShopper(page: Page, slug: string, phone: string, from: "outbox" | "page" = "page"): Promise<string> {
  await page.goto(`${baseURLFor(slug)}/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2F`);
  await completeSignIn(page, slug, phone, from);
  const cookie = (await page.context().cookies(baseURLFor(slug))).find((c) => c.name === SHOPPER_COOKIE);
  expect(cookie, `${slug} set the shopper session cookie`).toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  return cookie!.value;
}

/**
 * Wait until React has hydrated an element (it then carries React's fiber key): a click on a
 * server-rendered button before that does nothing, which a loaded machine makes likely.
 */
export async function whenHydrated(locator: Locator): Promise<Locator> {
  await expect.poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber$"))), { message: "hydrated" }).toBe(true);
  return locator;
}

/**
 * Scroll to an element and click it once it has stopped moving. Scrolling draws the result cards
 * near the viewport (off-screen ones are not laid out, and stand in at an estimated height), which
 * can shift what is below them by a few pixels between Playwright's scroll and its click.
 */
export async function clickOnceSettled(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  let last = "";
  await expect
    .poll(async () => {
      const box = JSON.stringify(await locator.boundingBox());
      const settled = box === last;
      last = box;
      return settled;
    }, { message: "settled", intervals: [100] })
    .toBe(true);
  await locator.click();
}
