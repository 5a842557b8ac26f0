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
      const body = await response.text();
      // A page that renders is A's own: its name is on it, so the check below looks at a real page.
      if (response.status() === 200 && response.headers()["content-type"]?.startsWith("text/html")) {
        expect(body.includes(pair.a.name) || body.includes(escapeHtml(pair.a.name)), `GET ${url} on ${pair.a.slug} names the site`).toBe(true);
      }
      expectNoForeignMarks(body, pair, `GET ${url}`);
    }
  };
}

/**
 * `urlsOf(site)` lists URLs naming a site's own things (its cars, locations…). On A's host, A's
 * first URL answers 200 (the route works) and every URL of B's that A does not share answers
 * 404 without showing B's data.
 */
function foreignIs404(urlsOf: (site: Tenant) => string[]): Probe {
  return async (pair) => {
    const own = urlsOf(pair.a);
    expect(own.length, `${pair.a.slug} has data for this probe`).toBeGreaterThan(0);
    const control = await pair.onA.get(own[0]!);
    expect(control.status(), `GET ${own[0]} (${pair.a.slug}'s own) on ${pair.a.slug}`).toBe(200);
    const foreign = urlsOf(pair.b).filter((url) => !own.includes(url));
    expect(foreign.length, `${pair.b.slug} has data for this probe`).toBeGreaterThan(0);
    for (const url of foreign) {
      const response = await pair.onA.get(url);
      expect(response.status(), `GET ${url} (${pair.b.slug}'s) on ${pair.a.slug}`).toBe(404);
      expectNoForeignMarks(await response.text(), pair, `GET ${url}`);
    }
  };
}

/**
 * The admin API is the operator's, not a site's: it is not host-scoped, so on any host it must
 * refuse every method without the bearer token, and say nothing about any site while refusing.
 */
function adminOnly(urlOf: (b: Tenant) => string): Probe {
  return async (pair) => {
    const url = urlOf(pair.b);
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      for (const authorization of [undefined, "Bearer not-the-admin-token"]) {
        const response = await pair.onA.fetch(url, { method, headers: authorization ? { authorization } : {}, data: method === "GET" ? undefined : "{}" });
        expect([401, 405], `${method} ${url} on ${pair.a.slug} ${authorization ? "with a wrong token" : "without a token"}`).toContain(response.status());
        expectNoForeignMarks(await response.text(), pair, `${method} ${url}`);
      }
    }
  };
}

/**
 * POST /api/leads on A's host naming B's car, dealership or location is invalid input (400
 * naming that field). The same body naming A's own is not refused for that field, which shows
 * the body is otherwise good enough to reach the tenancy check.
 */
const leadsRefuseForeignReferences: Probe = async ({ a, b, onA }) => {
  const body = (ref: Record<string, unknown>) => ({
    form: "enquiry",
    idempotency_key: `tenancy-${a.slug}-${Object.keys(ref).join("-")}-${Date.now()}`,
    name: "Tess",
    last_name: "Probe",
    email: "tess.probe@example.com",
    phone: "0412 345 678",
    postcode: "2000",
    message: "Is this still available?",
    terms_conditions: true,
    ...ref,
  });
  const fieldsRefused = async (ref: Record<string, unknown>) => {
    const response = await onA.post("/api/leads", { data: body(ref) });
    if (response.status() !== 400) return { status: response.status(), fields: [] as string[] };
    const reply = (await response.json()) as { errors?: { field: string }[] };
    return { status: 400, fields: (reply.errors ?? []).map((e) => e.field) };
  };
  // In-stock cars and visible locations: things the owning site itself would accept, so that a
  // refusal on the other host can only come from the tenancy check.
  const carOf = (t: Tenant) => t.cars.find((c) => c.status === "in_stock" && !(t === b && a.carSlugs.includes(c.slug)));
  const locationOf = (t: Tenant) => t.locations.find((l) => l.visible);
  const ownLocation = locationOf(a);
  const probes: [field: string, foreign: Record<string, unknown>, own: Record<string, unknown>][] = [
    ["car_id", { car_id: carOf(b)?.id }, { car_id: carOf(a)?.id }],
    ["dealership_slug", { dealership_slug: b.dealerships[0]?.slug, location_id: ownLocation?.id }, { dealership_slug: ownLocation?.dealershipSlug, location_id: ownLocation?.id }],
    ["location_id", { location_id: locationOf(b)?.id }, { location_id: ownLocation?.id }],
  ];
  for (const [field, theirs, ours] of probes) {
    for (const ref of [theirs, ours]) expect(Object.values(ref).every((v) => v !== undefined), `${a.slug} and ${b.slug} have a ${field} to try`).toBe(true);
    const foreign = await fieldsRefused(theirs);
    expect(foreign, `POST /api/leads on ${a.slug} with ${b.slug}'s ${field}`).toEqual({ status: 400, fields: expect.arrayContaining([field]) });
    const own = await fieldsRefused(ours);
    expect(own.fields, `POST /api/leads on ${a.slug} with its own ${field}`).not.toContain(field);
  }
};

// ---------------------------------------------------------------------------------------------
// One entry per route pattern. Keep them in URL order.

const locationPages = (prefix: string) => (site: Tenant) => site.locations.filter((l) => l.visible).map((l) => `${prefix}/${l.slug}`);

const ROUTE_CHECKS: Record<string, RouteCheck> = {
  "/": excludesForeign("/"),
  "/about-us": excludesForeign("/about-us"),
  "/api/admin/sites": adminOnly(() => "/api/admin/sites"),
  "/api/admin/sites/[slug]": adminOnly((b) => `/api/admin/sites/${b.slug}`),
  "/api/admin/sites/[slug]/stock": adminOnly((b) => `/api/admin/sites/${b.slug}/stock`),
  "/api/leads": leadsRefuseForeignReferences,
  "/api/leads/challenge": { noTenantData: "issues a form token and captcha challenge bound to the requesting site; returns no stored data" },
  "/capped-price-servicing": excludesForeign("/capped-price-servicing"),
  "/careers": excludesForeign("/careers"),
  "/contact": excludesForeign("/contact"),
  "/contact-us": excludesForeign("/contact-us"),
  "/contact-us/[location]": foreignIs404(locationPages("/contact-us")),
  "/fleet": excludesForeign("/fleet"),
  "/healthz": { noTenantData: "reports process and database health only" },
  "/locations/[slug]": foreignIs404(locationPages("/locations")),
  "/our-commitment": excludesForeign("/our-commitment"),
  "/our-location/[location]": foreignIs404(locationPages("/our-location")),
  "/our-locations": excludesForeign("/our-locations"),
  "/privacy-policy": excludesForeign("/privacy-policy"),
  "/roadside-assistance": excludesForeign("/roadside-assistance"),
  "/service": excludesForeign("/service"),
  "/terms-and-conditions": excludesForeign("/terms-and-conditions"),
  "/vehicle-parts-and-accessories": excludesForeign("/vehicle-parts-and-accessories"),
  "/warranty": excludesForeign("/warranty"),
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
