/**
 * What every e2e spec needs to reach the app that global-setup.ts started: a site's address,
 * the seeded tenants, and the admin token. Import `test` and `expect` from here.
 */
import fs from "node:fs";
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import type { Tenant } from "./support/tenants";

export { expect };
export type { Tenant, TenantCar } from "./support/tenants";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e tests with \`npx playwright test\` so global-setup.ts starts the app`);
  return value;
}

export function serverPort(): number {
  return Number(required("FORECOURT_E2E_PORT"));
}

/** http://{slug}.localhost:{port}: Chromium and Node both resolve *.localhost to loopback. */
export function baseURLFor(slug: string): string {
  return `http://${hostFor(slug)}`;
}

/** A host that names no site (DEFAULT_SITE is unset in the e2e server). */
export const UNKNOWN_SITE = "no-such-dealer";

function hostFor(slug: string): string {
  return `${slug}.localhost:${serverPort()}`;
}

let tenantsCache: Tenant[] | undefined;
/** The seeded sites with a sample of what each owns (support/tenants.ts). */
export function tenants(): Tenant[] {
  tenantsCache ??= JSON.parse(fs.readFileSync(required("FORECOURT_E2E_TENANTS"), "utf8")) as Tenant[];
  return tenantsCache;
}

export function adminToken(): string {
  return required("FORECOURT_E2E_ADMIN_TOKEN");
}

export interface Fixtures {
  /**
   * An HTTP client for one site's API and pages. Node does not resolve *.localhost as Chromium
   * does, so it connects to 127.0.0.1 and names the site in the Host header, as a browser would.
   */
  apiFor: (slug: string) => Promise<APIRequestContext>;
  /**
   * Browser console messages matching this are expected (a test that checks a frame is refused);
   * any other Content-Security-Policy refusal fails the test that caused it.
   */
  allowedCspViolations: RegExp | null;
  /**
   * A browser tab opened on first call, for a test that needs one only now and then (the tenancy
   * census's sign-ins): asking for `page` opens a browser context for every test, which costs
   * Chromium about half a second of CPU each time. Same locale, time zone and CSP check as `page`.
   */
  pageWhenNeeded: () => Promise<Page>;
}

/**
 * Fail the test on any Content-Security-Policy refusal in its pages, unless it was expected.
 *
 * Chromium logs most refusals to the console itself, but not all: a refused `eval` or
 * `new Function` (a library probing whether it may compile code) is reported only as a DevTools
 * issue and a `securitypolicyviolation` event. So every document also logs each event it sees, in
 * the same words, and both paths end in the same list.
 */
async function watchCspRefusals(context: BrowserContext, allowed: RegExp | null): Promise<string[]> {
  const refused: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      if (e.disposition !== "enforce") return;
      console.error(`Content Security Policy refused ${e.effectiveDirective}: ${e.blockedURI || "(inline)"} from ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`);
    });
  });
  context.on("console", (msg) => {
    const text = msg.text();
    if (/Content Security Policy/i.test(text) && !allowed?.test(text)) refused.push(`${msg.location().url}: ${text}`);
  });
  return refused;
}

export const test = base.extend<Fixtures>({
  allowedCspViolations: [null, { option: true }],
  // Every page a test opens runs under the site's CSP (src/platform/security-headers.ts): whatever
  // the browser refuses under it — a script, a frame, an image, a connection — is a failure of
  // that test, so the whole browser suite checks the policy against everything the pages do.
  context: async ({ context, allowedCspViolations }, use) => {
    const refused = await watchCspRefusals(context, allowedCspViolations);
    await use(context);
    expect(refused, "the browser refused nothing under the Content-Security-Policy").toEqual([]);
  },
  pageWhenNeeded: async ({ browser, locale, timezoneId, allowedCspViolations }, use) => {
    let page: Promise<Page> | undefined;
    let refused: string[] = [];
    await use(() =>
      (page ??= browser.newContext({ locale, timezoneId }).then(async (context) => {
        refused = await watchCspRefusals(context, allowedCspViolations);
        return context.newPage();
      })),
    );
    if (page) await (await page).context().close();
    expect(refused, "the browser refused nothing under the Content-Security-Policy").toEqual([]);
  },
  apiFor: async ({ playwright }, use) => {
    const made: APIRequestContext[] = [];
    await use(async (slug) => {
      const context = await playwright.request.newContext({
        baseURL: `http://127.0.0.1:${serverPort()}`,
        extraHTTPHeaders: { host: hostFor(slug) },
        maxRedirects: 0,
      });
      made.push(context);
      return context;
    });
    await Promise.all(made.map((c) => c.dispose()));
  },
});
