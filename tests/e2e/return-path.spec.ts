/**
 * No open redirect after signing in (issue 14, point 1), in Chromium against the production build:
 * whatever return path a link carries — the reproduced `/..//evil.example` and `/.//evil.example`,
 * and every other case in tests/helpers/return-paths.ts — the browser ends on the site's own
 * origin after a shopper's phone sign-in and after a dealer's admin login.
 */
import type { Page } from "@playwright/test";
import { adminToken, baseURLFor, expect, test } from "./fixtures";
import { completeSignIn, signInShopper } from "./support/shopper";
import { TRICKY_RETURN_PATHS } from "../helpers/return-paths";

const SITE = "coastline-toyota";

// Forty sign-ins and page loads each; a loaded two-core machine needs the headroom.
test.setTimeout(240_000);

/** A distinct mobile number per test and run, so sign-in rate limits never meet. */
const phoneFor = (n: number) => `0491 59${n} ${100 + (process.pid % 900)}`;

/** Wait for the navigation that follows a sign-in to settle, then say where the browser is. */
async function landedOrigin(page: Page, from: string): Promise<string> {
  await page.waitForURL((url) => url.pathname !== from, { timeout: 10_000 }).catch(() => {});
  await page.waitForLoadState("load").catch(() => {});
  return new URL(page.url()).origin;
}

test("the phone sign-in goes back only to the site's own pages", async ({ page }) => {
  const base = baseURLFor(SITE);
  // The two links reproduced in the issue, each through a whole sign-in with a fresh code.
  for (const [i, raw] of ["/..//evil.example", "/.//evil.example"].entries()) {
    await page.context().clearCookies();
    await page.goto(`${base}/sign-in?type=watchlist&redirect=${encodeURIComponent(raw)}&back=${encodeURIComponent(raw)}`);
    await completeSignIn(page, SITE, phoneFor(i), "page");
    expect(await landedOrigin(page, "/sign-in"), raw).toBe(base);
    expect(new URL(page.url()).pathname, raw).toBe("/watchlist");
  }

  // Signed in, the page offers Continue to the same return path: every tricky case, followed.
  await page.context().clearCookies();
  await signInShopper(page, SITE, phoneFor(3));
  for (const [raw] of TRICKY_RETURN_PATHS) {
    await page.goto(`${base}/sign-in?type=watchlist&redirect=${encodeURIComponent(raw)}`);
    await page.getByRole("link", { name: "Continue" }).click();
    expect(await landedOrigin(page, "/sign-in"), raw).toBe(base);
  }
});

test("the dealer login goes back only to the dealer view on the site", async ({ page }) => {
  const base = baseURLFor(SITE);
  for (const raw of ["/admin/..//evil.example", ...TRICKY_RETURN_PATHS.map(([r]) => r)]) {
    await page.goto(`${base}/admin/login?next=${encodeURIComponent(raw)}`);
    await page.getByLabel("Admin token").fill(adminToken());
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(await landedOrigin(page, "/admin/login"), raw).toBe(base);
    expect(new URL(page.url()).pathname.startsWith("/admin/"), `${raw} → ${page.url()}`).toBe(true);
  }
});
