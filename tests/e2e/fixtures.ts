/**
 * What every e2e spec needs to reach the app that global-setup.ts started: a site's address,
 * the seeded tenants, and the admin token. Import `test` and `expect` from here.
 */
import fs from "node:fs";
import { test as base, expect } from "@playwright/test";
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
  return `http://${slug}.localhost:${serverPort()}`;
}

/** An address whose host names no site (DEFAULT_SITE is unset in the e2e server). */
export function unknownHostURL(): string {
  return `http://no-such-dealer.localhost:${serverPort()}`;
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

export const test = base;
