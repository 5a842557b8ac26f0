/**
 * The dealer view's access on the production server (issue 14, point 8): signing out ends the
 * session on the server, so a copy of the cookie taken before no longer opens the dealer view; the
 * admin API refuses an address that sent too many wrong tokens with 429 and Retry-After, while
 * another address is served. (The wrong tokens come from an address of their own, 127.0.0.40, so
 * the browser tests' 127.0.0.1 is never held back.)
 */
import http from "node:http";
import { adminToken, baseURLFor, expect, serverPort, test } from "./fixtures";
import { adminTokenAttempts } from "../../src/admin/admin-access";

const SITE = "southern-cross";

test("signing out ends the session on the server: a copied cookie no longer opens the dealer view", async ({ page, browser }) => {
  const base = baseURLFor(SITE);
  await page.goto(`${base}/admin/login?next=%2Fadmin%2Fleads`);
  await page.getByLabel("Admin token").fill(adminToken());
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/leads");
  const cookie = (await page.context().cookies(base)).find((c) => c.name === "forecourt_admin");
  expect(cookie, "the session cookie").toBeDefined();
  expect(cookie!.httpOnly).toBe(true);

  // The copy works while the session lasts ...
  const thief = await browser.newContext();
  try {
    await thief.addCookies([cookie!]);
    const stolen = await thief.newPage();
    await stolen.goto(`${base}/admin/leads`);
    expect(new URL(stolen.url()).pathname).toBe("/admin/leads");

    // ... and not once its owner has signed out.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    await stolen.goto(`${base}/admin/leads`);
    expect(new URL(stolen.url()).pathname).toBe("/admin/login");
    await expect(stolen.getByLabel("Admin token")).toBeVisible();
  } finally {
    await thief.close();
  }
});

function getSites(from: string, bearer: string): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: "127.0.0.1", port: serverPort(), path: "/api/admin/sites", localAddress: from, agent: false, headers: { host: `${SITE}.localhost`, authorization: `Bearer ${bearer}` } },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] as string | undefined }));
      },
    );
    req.on("error", reject);
  });
}

test("wrong admin tokens from one address are answered 401, then that address gets 429 with Retry-After", async () => {
  // The server's limit (ADMIN_TOKEN_RATE_LIMIT, which tests/e2e/global-setup.ts sets for both).
  const ADMIN_TOKEN_ATTEMPTS = adminTokenAttempts();
  expect(ADMIN_TOKEN_ATTEMPTS.limit).toBe(200);
  // No token at all is not a guess: it is refused without counting.
  for (let i = 0; i < 5; i++) expect((await getSites("127.0.0.40", "")).status).toBe(401);
  for (let i = 0; i < ADMIN_TOKEN_ATTEMPTS.limit; i++) expect((await getSites("127.0.0.40", `wrong-${i}`)).status, `wrong token ${i + 1}`).toBe(401);
  const refused = await getSites("127.0.0.40", adminToken());
  expect(refused.status).toBe(429);
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  expect(Number(refused.retryAfter)).toBeLessThanOrEqual(ADMIN_TOKEN_ATTEMPTS.windowS);
  // Forging X-Forwarded-For would not help the guesser (no proxy is trusted); another address is served.
  expect((await getSites("127.0.0.41", adminToken())).status).toBe(200);
});
