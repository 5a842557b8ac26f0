/**
 * Tenancy isolation: on site A's host, no route shows site B's cars, dealerships, locations,
 * offers or posts, and asking for them by B's identifiers gets a 404 (or a 400 for API input).
 *
 * Every page and API route under src/app must have an entry in ROUTE_CHECKS; the first test
 * fails, naming the route, when one is added without it. To cover a new route, add its URL
 * pattern (as the folder names spell it, route groups left out) with a probe: most routes need
 * one of the helpers below, `excludesForeign` (the route shows A's data and none of B's) or
 * `foreignIs404` (B's identifier in the URL is not found on A's host).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import { test, expect, tenants, type Tenant } from "./fixtures";

const APP_DIR = fileURLToPath(new URL("../../src/app", import.meta.url));

interface Route {
  /** URL pattern, e.g. `/cars/[slug]` or `/api/search`. */
  pattern: string;
  file: string;
}

/** Files that answer requests: pages, route handlers and metadata routes (sitemap, robots…). */
const ROUTE_FILE = /^(page|route)\.(tsx?|jsx?)$/;
const METADATA_FILE: Record<string, string> = { sitemap: "sitemap.xml", robots: "robots.txt", manifest: "manifest.webmanifest" };

/** Every route the app serves, read from the folders so that new ones are covered. */
function listRoutes(dir = APP_DIR, segments: string[] = []): Route[] {
  const routes: Route[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // _private folders hold no routes; @slots and (groups) add no URL segment.
      if (entry.name.startsWith("_")) continue;
      const urlSegment = entry.name.startsWith("(") || entry.name.startsWith("@") ? [] : [entry.name];
      routes.push(...listRoutes(full, [...segments, ...urlSegment]));
      continue;
    }
    const base = entry.name.replace(/\.(tsx?|jsx?)$/, "");
    const file = path.relative(path.dirname(APP_DIR), full);
    if (ROUTE_FILE.test(entry.name)) routes.push({ pattern: "/" + segments.join("/"), file });
    else if (METADATA_FILE[base] && entry.name !== base) routes.push({ pattern: "/" + [...segments, METADATA_FILE[base]].join("/"), file });
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------
// Probes

interface Pair {
  /** The site whose host the requests go to. */
  a: Tenant;
  /** The other site, whose data must not show. */
  b: Tenant;
  /** HTTP client on A's host. */
  onA: APIRequestContext;
}

type Probe = (pair: Pair) => Promise<void>;

/** A route that shows no tenant data at all; the reason is kept beside it for reviewers. */
interface NoTenantData {
  noTenantData: string;
}

type RouteCheck = Probe | NoTenantData;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/**
 * Strings that only B's data contains: its name, dealerships, locations, a sample of car slugs,
 * offers and posts, minus anything A has too (two sites may both have a "Sydney" location).
 */
function foreignMarks(a: Tenant, b: Tenant): string[] {
  const own = new Set(
    [a.name, ...a.dealerships.flatMap((d) => [d.name, d.slug]), ...a.locations.map((l) => l.name), ...a.carSlugs, ...a.offers.map((o) => o.slug), ...a.blogPosts.map((p) => p.title)].map(
      (s) => s.toLowerCase(),
    ),
  );
  const theirs = [
    b.name,
    ...b.dealerships.flatMap((d) => [d.name, d.slug]),
    ...b.locations.map((l) => l.name),
    ...b.cars.map((c) => c.slug),
    ...b.offers.map((o) => o.slug),
    ...b.blogPosts.map((p) => p.title),
  ];
  return [...new Set(theirs.filter((s) => s.length >= 4 && !own.has(s.toLowerCase())))];
}

function expectNoForeignMarks(body: string, pair: Pair, where: string): void {
  const text = body.toLowerCase();
  const found = foreignMarks(pair.a, pair.b).filter((m) => text.includes(m.toLowerCase()) || text.includes(escapeHtml(m).toLowerCase()));
  expect(found, `${where} on ${pair.a.slug} shows ${pair.b.slug}'s data`).toEqual([]);
}

/** GET each path on A's host: it answers (not 5xx) and shows nothing of B's. */
function excludesForeign(...paths: ((pair: Pair) => string)[] | string[]): Probe {
  return async (pair) => {
    for (const p of paths) {
      const url = typeof p === "string" ? p : p(pair);
      const response = await pair.onA.get(url);
      expect(response.status(), `GET ${url} on ${pair.a.slug}`).toBeLessThan(500);
      expectNoForeignMarks(await response.text(), pair, `GET ${url}`);
    }
  };
}

/** GET each URL built from B's identifiers on A's host: 404, and nothing of B's in the page. */
function foreignIs404(urls: (b: Tenant, a: Tenant) => string[]): Probe {
  return async (pair) => {
    const list = urls(pair.b, pair.a);
    expect(list.length, `${pair.b.slug} has data for this probe`).toBeGreaterThan(0);
    for (const url of list) {
      const response = await pair.onA.get(url);
      expect(response.status(), `GET ${url} (${pair.b.slug}'s) on ${pair.a.slug}`).toBe(404);
      expectNoForeignMarks(await response.text(), pair, `GET ${url}`);
    }
  };
}

/** B's sample cars whose slug A does not also use. */
const foreignCars = (b: Tenant, a: Tenant) => b.cars.filter((c) => !a.carSlugs.includes(c.slug));

// ---------------------------------------------------------------------------------------------
// One entry per route pattern. Keep them in URL order.

const ROUTE_CHECKS: Record<string, RouteCheck> = {
  "/": excludesForeign("/"),
  "/healthz": { noTenantData: "reports process and database health only" },
};

// ---------------------------------------------------------------------------------------------

const ROUTES = listRoutes();

test("every route under src/app has a tenancy check", () => {
  const patterns = new Set(ROUTES.map((r) => r.pattern));
  const unchecked = ROUTES.filter((r) => !(r.pattern in ROUTE_CHECKS)).map((r) => `${r.pattern} (${r.file})`);
  expect(unchecked, "add these routes to ROUTE_CHECKS in tests/e2e/tenancy.spec.ts").toEqual([]);
  const stale = Object.keys(ROUTE_CHECKS).filter((p) => !patterns.has(p));
  expect(stale, "these ROUTE_CHECKS entries name no route any more").toEqual([]);
});

/** Each site is A once and B once: (0→1), (1→2), …, (n-1→0). */
function pairs(): [Tenant, Tenant][] {
  const all = tenants();
  return all.map((a, i) => [a, all[(i + 1) % all.length]!]);
}

for (const route of ROUTES) {
  const check = ROUTE_CHECKS[route.pattern];
  if (!check || "noTenantData" in check) continue;
  test(`${route.pattern} never shows another site's data`, async ({ apiFor }) => {
    expect(tenants().length).toBeGreaterThanOrEqual(2);
    for (const [a, b] of pairs()) await check({ a, b, onA: await apiFor(a.slug) });
  });
}
