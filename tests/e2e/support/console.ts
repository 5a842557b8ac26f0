/**
 * Signing in to the dealer console in e2e: the demo's staff (src/demo/seed.ts) sign in with the
 * e-mailed link, which the demo's sign-in page shows because e-mail is caught locally.
 */
import { expect, type Page } from "@playwright/test";
import { baseURLFor } from "../fixtures";

export const demoStaff = (slug: string, who: "principal" | "manager" | "sales") => `${who}@${slug}.example`;

/** Sign in by link as `email` on `slug`'s host; ends on the page the link leads to. */
export async function signInToConsoleByLink(page: Page, slug: string, email: string): Promise<void> {
  await page.goto(`${baseURLFor(slug)}/console/sign-in`);
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByTestId("link-sent")).toBeVisible();
  await page.getByTestId("demo-link").getByRole("link").click();
  await page.getByTestId("use-link").click();
  await page.waitForURL((url) => url.pathname.startsWith("/console/") && !url.pathname.startsWith("/console/sign-in"));
}

const cookies = new Map<string, string>();

/**
 * The group admin's console session cookie on `slug`, signing in once per worker (sign-in links
 * are limited per address), added to the page's context.
 */
export async function consoleAdminCookie(page: Page, slug: string): Promise<string> {
  let value = cookies.get(slug);
  if (!value) {
    await page.context().clearCookies();
    await signInToConsoleByLink(page, slug, demoStaff(slug, "principal"));
    value = (await page.context().cookies()).find((c) => c.name === "forecourt_staff")?.value;
    if (!value) throw new Error(`no console cookie after signing in on ${slug}`);
    cookies.set(slug, value);
  } else {
    const url = new URL(baseURLFor(slug));
    await page.context().addCookies([{ name: "forecourt_staff", value, domain: url.hostname, path: "/", httpOnly: true, sameSite: "Lax" }]);
  }
  return value;
}
