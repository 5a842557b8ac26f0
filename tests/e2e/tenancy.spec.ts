/**
 * Tenancy isolation: on site A's host, no route shows site B's cars, dealerships, locations,
 * offers, posts or leads, and asking for them by B's identifiers gets a 404 (or a 400 for API
 * input). Every ordered pair of demo sites is tried.
 *
 * Every page and API route under src/app must have an entry in ROUTE_CHECKS: the first test
 * fails, naming the route, when one is added without it (and when an entry names a route that
 * is gone). To cover a new route, add its URL pattern (as the folders spell it, route groups
 * left out) with a probe. Most routes need one of these helpers:
 *   - `excludesForeign(path…)`: the page renders as A's (its name is on it) with none of B's data;
 *   - `foreignIs404(site => urls)`: A's own URL answers 200, B's answers 404;
 *   - `foreignCarParamIgnored(path)`: `?car_id=` with B's car shows nothing of that car;
 *   - `adminApi(url)`: refused on every method without the bearer token.
 * A route that reads no tenant data at all is `{ noTenantData: "why" }`.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, tenants, baseURLFor, adminToken, type Tenant } from "./fixtures";
import { SHOPPER_COOKIE, signInShopper } from "./support/shopper";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { APP_DIR, listRoutes } from "./support/routes";
import { consoleAdminCookie } from "./support/console";

// ---------------------------------------------------------------------------------------------
// Probes

interface Pair {
  /** The site whose host the requests go to. */
  a: Tenant;
  /** The other site, whose data must not show. */
  b: Tenant;
  /** HTTP client on A's host (no redirects followed). */
  onA: APIRequestContext;
  /** An HTTP client on any site's host (to make something of B's first). */
  apiFor: (slug: string) => Promise<APIRequestContext>;
  /** A browser tab, opened on first call, for what needs a browser (signing in). */
  page: () => Promise<Page>;
  /** Count each request that asked A's host for something of B's: a probe that tried nothing fails. */
  tried: () => void;
}

type Probe = (pair: Pair) => Promise<void>;

/** A route that reads no tenant data at all; the reason is kept beside it for reviewers. */
interface NoTenantData {
  noTenantData: string;
}

type RouteCheck = Probe | NoTenantData;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
/** Whether `text` is in the lower-cased body, as written or HTML-escaped. */
const inLowered = (haystack: string, text: string) => haystack.includes(text.toLowerCase()) || haystack.includes(escapeHtml(text).toLowerCase());
const contains = (body: string, text: string) => inLowered(body.toLowerCase(), text);

/** listForeignMarks, worked out once per ordered pair (the tenants file does not change in a run). */
const foreignMarksOfPair = new Map<string, string[]>();
function foreignMarks(a: Tenant, b: Tenant): string[] {
  const key = `${a.slug} ${b.slug}`;
  let marks = foreignMarksOfPair.get(key);
  if (!marks) foreignMarksOfPair.set(key, (marks = listForeignMarks(a, b)));
  return marks;
}

/**
 * Strings that only B's data contains: its name, dealerships, locations, a sample of car slugs,
 * offers, posts and leads, minus anything A has too (two sites may both have a "Sydney" location).
 */
function listForeignMarks(a: Tenant, b: Tenant): string[] {
  const marksOf = (t: Tenant, cars: string[]) => [
    t.name,
    ...t.dealerships.flatMap((d) => [d.name, d.slug]),
    ...t.locations.map((l) => l.name),
    ...cars,
    ...t.offers.map((o) => o.slug),
    ...t.blogPosts.map((p) => p.title),
    ...t.leads.map((l) => l.name),
  ];
  const own = new Set(marksOf(a, a.carSlugs).map((s) => s.toLowerCase()));
  const theirs = marksOf(b, b.cars.map((c) => c.slug));
  return [...new Set(theirs.filter((s) => s.length >= 4 && !own.has(s.toLowerCase())))];
}

function expectNoForeignMarks(body: string, pair: Pair, where: string): void {
  // Lower-cased once, not once per mark: a car page is ~140 KB, and the census checks ~2,400 responses.
  const haystack = body.toLowerCase();
  const found = foreignMarks(pair.a, pair.b).filter((m) => inLowered(haystack, m));
  expect(found, `${where} on ${pair.a.slug} shows ${pair.b.slug}'s data`).toEqual([]);
}

/** A page that renders is A's own: its name is on it, so the absence of B's data means something. */
async function expectOwnPage(response: Awaited<ReturnType<APIRequestContext["get"]>>, pair: Pair, where: string): Promise<string> {
  const body = await response.text();
  if (response.status() === 200 && response.headers()["content-type"]?.startsWith("text/html")) {
    expect(contains(body, pair.a.name), `${where} on ${pair.a.slug} names the site`).toBe(true);
  }
  return body;
}

/** GET each path on A's host: it answers (not 5xx), as A's page, and shows nothing of B's. */
function excludesForeign(...paths: string[]): Probe {
  return async (pair) => {
    for (const url of paths) {
      const response = await pair.onA.get(url);
      pair.tried();
      expect(response.status(), `GET ${url} on ${pair.a.slug}`).toBeLessThan(500);
      expectNoForeignMarks(await expectOwnPage(response, pair, `GET ${url}`), pair, `GET ${url}`);
    }
  };
}

/**
 * An image drawn from the requesting site (its name, colours, phone): on A's host it is A's image,
 * the same bytes twice, and never B's (the sites differ in name and colour, so their images differ).
 */
function imageOfItsOwnSite(url: string, type: string): Probe {
  return async (pair) => {
    const [first, again, onB] = await Promise.all([pair.onA.get(url), pair.onA.get(url), (await pair.apiFor(pair.b.slug)).get(url)]);
    pair.tried();
    for (const r of [first, again, onB]) {
      expect(r.status(), `GET ${url}`).toBe(200);
      expect(r.headers()["content-type"], `GET ${url}`).toBe(type);
    }
    const bytes = async (r: typeof first) => Buffer.from(await r.body()).toString("base64");
    expect(await bytes(again), `${url} on ${pair.a.slug} is drawn the same each time`).toBe(await bytes(first));
    expect(await bytes(onB), `${url} on ${pair.b.slug} is not ${pair.a.slug}'s`).not.toBe(await bytes(first));
  };
}

/**
 * `urlsOf(site)` lists URLs naming a site's own things (locations, offers, posts…). On A's host,
 * A's first URL answers 200 (the route works) and every URL of B's that A does not share answers
 * 404 without showing B's data. A site without such things is skipped on that side.
 */
function foreignIs404(urlsOf: (site: Tenant) => string[]): Probe {
  return async (pair) => {
    const own = urlsOf(pair.a);
    if (own[0]) {
      const control = await pair.onA.get(own[0]);
      expect(control.status(), `GET ${own[0]} (${pair.a.slug}'s own) on ${pair.a.slug}`).toBe(200);
    }
    for (const url of urlsOf(pair.b).filter((u) => !own.includes(u))) {
      const response = await pair.onA.get(url);
      pair.tried();
      expect(response.status(), `GET ${url} (${pair.b.slug}'s) on ${pair.a.slug}`).toBe(404);
      expectNoForeignMarks(await response.text(), pair, `GET ${url}`);
    }
  };
}

/**
 * `/cars/{slug}`: A's own car pages answer 200 (every status in the sample: sold cars show their
 * SOLD panel); each of B's cars answers 404 on A's host and shows none of B's data. The 404 body
 * may repeat the requested slug itself (Next.js writes the URL's segments into the page's router
 * state), which is the shopper's own request, not B's data, so only that exact string is ignored.
 */
function foreignCarIs404(): Probe {
  return async (pair) => {
    for (const car of pair.a.cars) {
      const own = await pair.onA.get(`/cars/${car.slug}`);
      expect(own.status(), `GET /cars/${car.slug} (${pair.a.slug}'s ${car.status} car) on ${pair.a.slug}`).toBe(200);
      expect(contains(await own.text(), car.stocknum), `${pair.a.slug}'s car page shows its stock number`).toBe(true);
    }
    for (const car of pair.b.cars.filter((c) => !pair.a.carSlugs.includes(c.slug))) {
      const url = `/cars/${car.slug}`;
      const response = await pair.onA.get(url);
      pair.tried();
      expect(response.status(), `GET ${url} (${pair.b.slug}'s) on ${pair.a.slug}`).toBe(404);
      const body = (await response.text()).split(car.slug).join("");
      expect(contains(body, car.stocknum), `GET ${url} on ${pair.a.slug} shows ${pair.b.slug}'s stock number`).toBe(false);
      expectNoForeignMarks(body, pair, `GET ${url}`);
    }
  };
}

/**
 * The vehicle page cache's route (src/app/car-page-cache/[slug], where next.config.ts rewrites a
 * cacheable GET /cars/{slug} marked by src/proxy.ts): asked for directly it is no page (404); with
 * the proxy's mark it keeps to the host's site exactly as the page does.
 */
function carPageCacheKeepsToItsSite(): Probe {
  return async (pair) => {
    const own = pair.a.cars[0]!;
    const marked = { headers: { "x-forecourt-car-page-cache": "1" } };
    expect((await pair.onA.get(`/car-page-cache/${own.slug}`)).status(), "the cache route asked for directly").toBe(404);
    const page = await pair.onA.get(`/car-page-cache/${own.slug}`, marked);
    expect(page.status()).toBe(200);
    expect(contains(await page.text(), own.stocknum)).toBe(true);
    for (const car of pair.b.cars.filter((c) => !pair.a.carSlugs.includes(c.slug))) {
      const response = await pair.onA.get(`/car-page-cache/${car.slug}`, marked);
      pair.tried();
      expect(response.status(), `${pair.b.slug}'s ${car.slug} through the cache route on ${pair.a.slug}`).toBe(404);
      const body = (await response.text()).split(car.slug).join("");
      expect(contains(body, car.stocknum), `the cache route on ${pair.a.slug} shows ${pair.b.slug}'s stock number`).toBe(false);
      expectNoForeignMarks(body, pair, `GET /car-page-cache/${car.slug}`);
    }
  };
}

/**
 * A per-car URL other than the page (`/print?car_id=`, `/cars/{slug}/pdf`, `/cars/{slug}/view.json`):
 * A's first car answers 200 with the expected content type; each of B's cars answers 404 on A's
 * host and shows none of B's data (the requested slug itself aside, as for car pages).
 */
function foreignCarUrlIs404(urlOf: (slug: string) => string, contentType: string): Probe {
  return async (pair) => {
    const ours = pair.a.cars[0]!;
    const own = await pair.onA.get(urlOf(ours.slug));
    expect(own.status(), `GET ${urlOf(ours.slug)} (${pair.a.slug}'s) on ${pair.a.slug}`).toBe(200);
    expect(own.headers()["content-type"]).toContain(contentType);
    for (const car of pair.b.cars.filter((c) => !pair.a.carSlugs.includes(c.slug))) {
      const url = urlOf(car.slug);
      const response = await pair.onA.get(url);
      pair.tried();
      expect(response.status(), `GET ${url} (${pair.b.slug}'s) on ${pair.a.slug}`).toBe(404);
      const body = (await response.text()).split(car.slug).join("");
      expect(contains(body, car.stocknum), `GET ${url} on ${pair.a.slug} shows ${pair.b.slug}'s stock number`).toBe(false);
      expectNoForeignMarks(body, pair, `GET ${url}`);
    }
  };
}

const isSignInRedirect = (r: Awaited<ReturnType<APIRequestContext["get"]>>) => r.status() >= 300 && r.status() < 400 && new URL(r.headers().location ?? "", "http://x").pathname === "/sign-in";

/** An in-stock car of the site, one the site itself would show and accept. */
const inStockCar = (t: Tenant) => t.cars.find((c) => c.status === "in_stock");

/**
 * A form page that takes `?car_id=`: with A's own car it shows that car (so the parameter is
 * read); with B's car it still renders, as A's page, with nothing of B's car or B.
 */
function foreignCarParamIgnored(pagePath: string): Probe {
  return async (pair) => {
    const ours = inStockCar(pair.a);
    const theirs = pair.b.cars.find((c) => c.status === "in_stock" && !pair.a.carSlugs.includes(c.slug));
    expect(ours && theirs, `${pair.a.slug} and ${pair.b.slug} have in-stock cars`).toBeTruthy();
    const control = await pair.onA.get(`${pagePath}?car_id=${ours!.id}`);
    // A signed-in area on this site (vehicle spec §6): anonymous requests go to sign in, whatever the car.
    if (isSignInRedirect(control)) {
      const response = await pair.onA.get(`${pagePath}?car_id=${theirs!.id}`);
      pair.tried();
      expect(isSignInRedirect(response), `${pagePath} on ${pair.a.slug} is signed-in only for every car`).toBe(true);
      return;
    }
    expect(control.status()).toBe(200);
    expect(contains(await control.text(), ours!.stocknum), `${pagePath}?car_id= shows ${pair.a.slug}'s own car (stock number ${ours!.stocknum})`).toBe(true);
    const url = `${pagePath}?car_id=${theirs!.id}`;
    const response = await pair.onA.get(url);
    pair.tried();
    expect(response.status(), `GET ${url} on ${pair.a.slug}`).toBeLessThan(500);
    const body = await expectOwnPage(response, pair, `GET ${url}`);
    expect(contains(body, theirs!.stocknum), `GET ${url} on ${pair.a.slug} shows ${pair.b.slug}'s car`).toBe(false);
    expectNoForeignMarks(body, pair, `GET ${url}`);
  };
}

/**
 * The admin API is the operator's, not a site's: it is not host-scoped, so on any host it must
 * refuse every method without the bearer token, and say nothing about any site while refusing.
 */
function adminApi(urlOf: (b: Tenant) => string): Probe {
  return async (pair) => {
    const url = urlOf(pair.b);
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      for (const authorization of [undefined, "Bearer not-the-admin-token"]) {
        const response = await pair.onA.fetch(url, { method, headers: authorization ? { authorization } : {}, data: method === "GET" ? undefined : "{}" });
        pair.tried();
        expect([401, 405], `${method} ${url} on ${pair.a.slug} ${authorization ? "with a wrong token" : "without a token"}`).toContain(response.status());
        expectNoForeignMarks(await response.text(), pair, `${method} ${url}`);
      }
    }
  };
}

/**
 * A's page as its signed-in staff see it in the browser is the same whichever site is B: `load`
 * runs once per site A and its HTML is checked against each other site's data.
 */
function oncePerSite(load: (pair: Pair) => Promise<string>): (pair: Pair) => Promise<string> {
  const pages = new Map<string, Promise<string>>();
  return (pair) => {
    let html = pages.get(pair.a.slug);
    if (!html) pages.set(pair.a.slug, (html = load(pair)));
    return html;
  };
}

/**
 * The dealer pages (leads, captured mail) are per site: signed out they send you to sign in
 * and show nothing; signed in on A's host (in the browser) they show A's leads and none of B's.
 */
function dealerPage(pagePath: string, ownMark: (a: Tenant) => string | undefined): Probe {
  const signedInPage = oncePerSite(async (pair) => {
    const { a } = pair;
    const page = await pair.page();
    await page.context().clearCookies();
    await page.goto(`${baseURLFor(a.slug)}/admin/login?next=${encodeURIComponent(pagePath)}`);
    await page.getByLabel("Admin token").fill(adminToken());
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === pagePath);
    const mark = ownMark(a);
    // The in-process worker captures the probe lead's e-mail shortly after start-up.
    if (mark) await expect(page.locator("body")).toContainText(mark, { timeout: 15_000 });
    return page.content();
  });
  return async (pair) => {
    const signedOut = await pair.onA.get(pagePath);
    pair.tried();
    expect([303, 307, 308], `GET ${pagePath} on ${pair.a.slug} signed out`).toContain(signedOut.status());
    expect(signedOut.headers()["location"]).toContain("/admin/login");
    expectNoForeignMarks(await signedOut.text(), pair, `GET ${pagePath} signed out`);

    const html = await signedInPage(pair);
    pair.tried();
    expectNoForeignMarks(html, pair, `GET ${pagePath} signed in`);
  };
}

/**
 * A dealer-console page: signed out it sends you to the console's sign-in; signed in as A's group
 * admin (in the browser) it shows A's data and none of B's; A's session cookie sent to B's host
 * is no session there (the sign-in again, nothing of A's or B's).
 */
function consolePage(pathOf: string | ((a: Tenant) => string), ownMark: (a: Tenant) => string | undefined): Probe {
  const pathFor = (a: Tenant) => (typeof pathOf === "string" ? pathOf : pathOf(a));
  // Called after consoleAdminCookie has signed the browser in as A's group admin.
  const signedInPage = oncePerSite(async (pair) => {
    const { a } = pair;
    const page = await pair.page();
    await page.goto(`${baseURLFor(a.slug)}${pathFor(a)}`);
    expect(new URL(page.url()).pathname, `${pathFor(a)} on ${a.slug} signed in`).not.toBe("/console/sign-in");
    const mark = ownMark(a);
    if (mark) await expect(page.locator("main")).toContainText(mark, { timeout: 15_000 });
    return page.content();
  });
  return async (pair) => {
    const pagePath = pathFor(pair.a);
    const signedOut = await pair.onA.get(pagePath);
    pair.tried();
    expect([303, 307, 308], `GET ${pagePath} on ${pair.a.slug} signed out`).toContain(signedOut.status());
    expect(signedOut.headers()["location"]).toContain("/console/sign-in");

    const cookie = await consoleAdminCookie(await pair.page(), pair.a.slug);
    const html = await signedInPage(pair);
    pair.tried();
    expectNoForeignMarks(html, pair, `GET ${pagePath} signed in`);

    const onB = await (await pair.apiFor(pair.b.slug)).get(pagePath, { headers: { cookie: `forecourt_staff=${cookie}` } });
    pair.tried();
    expect([303, 307, 308], `${pair.a.slug}'s console session on ${pair.b.slug}'s ${pagePath}`).toContain(onB.status());
    expect(onB.headers()["location"]).toContain("/console/sign-in");
  };
}

/** The console's CSV: signed out a redirect to sign in; A's session on B's host is none there. */
function consoleCsv(csvPath: string): Probe {
  return async (pair) => {
    const signedOut = await pair.onA.get(csvPath);
    pair.tried();
    expect([303, 307, 308], `GET ${csvPath} on ${pair.a.slug} signed out`).toContain(signedOut.status());
    const page = await pair.page();
    const cookie = await consoleAdminCookie(page, pair.a.slug);
    await page.goto(`${baseURLFor(pair.a.slug)}/console/numbers`);
    const res = await page.evaluate(async (p) => {
      const r = await fetch(p);
      return { status: r.status, text: await r.text() };
    }, csvPath);
    pair.tried();
    expect(res.status).toBe(200);
    expectNoForeignMarks(res.text, pair, `GET ${csvPath} signed in`);
    const onB = await (await pair.apiFor(pair.b.slug)).get(csvPath, { headers: { cookie: `forecourt_staff=${cookie}` } });
    pair.tried();
    expect([303, 307, 308], `${pair.a.slug}'s console session on ${pair.b.slug}'s ${csvPath}`).toContain(onB.status());
  };
}

/**
 * The console's passkey calls that need a session (add a passkey): 401 without one, and 401 on
 * B's host with A's session cookie.
 */
function consoleSessionApi(url: string): Probe {
  return async (pair) => {
    const cookie = await consoleAdminCookie(await pair.page(), pair.a.slug);
    for (const [client, headers, where] of [
      [pair.onA, {}, "without a session"],
      [await pair.apiFor(pair.b.slug), { cookie: `forecourt_staff=${cookie}` }, `on ${pair.b.slug} with ${pair.a.slug}'s session`],
    ] as const) {
      const response = await client.post(url, { headers: { "content-type": "application/json", ...headers }, data: "{}" });
      pair.tried();
      expect(response.status(), `POST ${url} ${where}`).toBe(401);
      expectNoForeignMarks(await response.text(), pair, `POST ${url}`);
    }
  };
}

/**
 * A car's photos page in the console: A's own car shows (its stock number), like any console page;
 * B's car id asked for on A's host signed in as A's group admin is a 404 with nothing of B's.
 */
function consoleCarPhotos(): Probe {
  return async (pair) => {
    const own = pair.a.cars[0]!;
    await consolePage(`/console/stock/${own.id}/photos`, () => `Stock ${own.stocknum}`)(pair);
    const foreign = pair.b.cars[0]!;
    const page = await pair.page();
    const res = await page.goto(`${baseURLFor(pair.a.slug)}/console/stock/${foreign.id}/photos`);
    pair.tried();
    expect(res?.status(), `${pair.b.slug}'s car ${foreign.id} in ${pair.a.slug}'s console`).toBe(404);
    expectNoForeignMarks(await page.content(), pair, `GET /console/stock/${foreign.id}/photos`);
  };
}

/** An offer in the console: A's own offer shows; B's offer id on A's host is a 404. */
function consoleOffer(): Probe {
  return async (pair) => {
    const own = pair.a.offers[0];
    const foreign = pair.b.offers[0];
    if (own) await consolePage(`/console/offers/${own.id}`, () => own.name)(pair);
    if (!foreign) return;
    const page = await pair.page();
    await consoleAdminCookie(page, pair.a.slug);
    const res = await page.goto(`${baseURLFor(pair.a.slug)}/console/offers/${foreign.id}`);
    pair.tried();
    expect(res?.status(), `${pair.b.slug}'s offer ${foreign.id} in ${pair.a.slug}'s console`).toBe(404);
    expectNoForeignMarks(await page.content(), pair, `GET /console/offers/${foreign.id}`);
  };
}

/** A promo tile in the console: B's tile id on A's host, signed in as A's group admin, is a 404. */
function consolePromo(): Probe {
  return async (pair) => {
    const b = pair.b.promos[0];
    const a = pair.a.promos[0];
    if (a) await consolePage(`/console/site/promos/${a.id}`, () => a.title)(pair);
    if (!b) return;
    const page = await pair.page();
    await consoleAdminCookie(page, pair.a.slug);
    const res = await page.goto(`${baseURLFor(pair.a.slug)}/console/site/promos/${b.id}`);
    pair.tried();
    expect(res?.status(), `${pair.b.slug}'s promo ${b.id} in ${pair.a.slug}'s console`).toBe(404);
    expectNoForeignMarks(await page.content(), pair, `GET /console/site/promos/${b.id}`);
  };
}

/** A page in the console's Pages: A's own shows; B's page id on A's host, signed in as A's group admin, is a 404. */
function consoleSitePage(): Probe {
  return async (pair) => {
    const a = pair.a.ownPages[0];
    const b = pair.b.ownPages[0];
    if (a) await consolePage(`/console/site/pages/${a.id}`, () => a.title)(pair);
    if (!b) return;
    const page = await pair.page();
    await consoleAdminCookie(page, pair.a.slug);
    const res = await page.goto(`${baseURLFor(pair.a.slug)}/console/site/pages/${b.id}`);
    pair.tried();
    expect(res?.status(), `${pair.b.slug}'s page ${b.id} in ${pair.a.slug}'s console`).toBe(404);
    expectNoForeignMarks(await page.content(), pair, `GET /console/site/pages/${b.id}`);
  };
}

/** A page of the site's own: A's shown page renders with A's marks only; a path only B has is a 404 on A's host. */
function ownSitePage(): Probe {
  return async (pair) => {
    const own = pair.a.ownPages.find((p) => p.visible && p.path.startsWith("/pages/"));
    if (own) {
      const res = await pair.onA.get(own.path);
      pair.tried();
      expect(res.status(), `GET ${own.path} on ${pair.a.slug}`).toBe(200);
      const html = await expectOwnPage(res, pair, `GET ${own.path}`);
      expect(html).toContain(own.title);
      expectNoForeignMarks(html, pair, `GET ${own.path}`);
    }
    const onlyB = pair.b.ownPages.find((p) => p.path.startsWith("/pages/") && !pair.a.ownPages.some((q) => q.path === p.path));
    const missing = onlyB?.path ?? "/pages/no-such-page-here";
    const res = await pair.onA.get(missing);
    pair.tried();
    expect(res.status(), `${missing} on ${pair.a.slug}`).toBe(404);
  };
}

/** A location's hours editor: A's own location shows; B's location id on A's host is a 404. */
function consoleLocationHours(): Probe {
  return async (pair) => {
    const own = pair.a.locations[0]!;
    await consolePage(`/console/locations/${own.id}`, () => own.name)(pair);
    const foreign = pair.b.locations[0]!;
    const page = await pair.page();
    const res = await page.goto(`${baseURLFor(pair.a.slug)}/console/locations/${foreign.id}`);
    pair.tried();
    expect(res?.status(), `${pair.b.slug}'s location ${foreign.id} in ${pair.a.slug}'s console`).toBe(404);
    expectNoForeignMarks(await page.content(), pair, `GET /console/locations/${foreign.id}`);
  };
}

/**
 * The console's photo upload (a multipart form post): signed out, to the sign-in; from B's page,
 * refused; A's session on B's host is none there; A's session naming B's car on A's host, 404.
 */
function consolePhotoUpload(): Probe {
  return async (pair) => {
    const url = (id: number) => `/api/console/stock/${id}/photos`;
    const multipart = { photos: { name: "front.png", mimeType: "image/png", buffer: Buffer.from("not a photo") } };
    const originA = baseURLFor(pair.a.slug);
    const originB = baseURLFor(pair.b.slug);
    const own = pair.a.cars[0]!;
    const foreign = pair.b.cars[0]!;
    const signedOut = await pair.onA.post(url(own.id), { headers: { origin: originA }, multipart });
    pair.tried();
    expect(signedOut.status(), `POST ${url(own.id)} signed out`).toBe(303);
    expect(signedOut.headers()["location"]).toContain("/console/sign-in");
    const cross = await pair.onA.post(url(own.id), { headers: { origin: originB }, multipart });
    pair.tried();
    expect(cross.status(), `POST ${url(own.id)} from ${pair.b.slug}'s page`).toBe(403);
    const cookie = await consoleAdminCookie(await pair.page(), pair.a.slug);
    const onB = await (await pair.apiFor(pair.b.slug)).post(url(foreign.id), { headers: { origin: originB, cookie: `forecourt_staff=${cookie}` }, multipart });
    pair.tried();
    expect(onB.status(), `${pair.a.slug}'s session on ${pair.b.slug}'s upload`).toBe(303);
    expect(onB.headers()["location"]).toContain("/console/sign-in");
    const theirs = await pair.onA.post(url(foreign.id), { headers: { origin: originA, cookie: `forecourt_staff=${cookie}` }, multipart });
    pair.tried();
    expect(theirs.status(), `${pair.a.slug}'s session naming ${pair.b.slug}'s car`).toBe(404);
    expectNoForeignMarks(await theirs.text(), pair, `POST ${url(foreign.id)}`);
  };
}

/** A stored photo's address with B's site id is not served on A's host (nor would B's photo be). */
function storedPhotoOfB(): Probe {
  return async (pair) => {
    const path = `/media/photos/${pair.b.id}/${pair.b.cars[0]!.id}/AAAAAAAAAAAAAAAAAAAAAA.webp`;
    const res = await pair.onA.get(path);
    pair.tried();
    expect(res.status(), `GET ${path} on ${pair.a.slug}`).toBe(404);
    expectNoForeignMarks(await res.text(), pair, `GET ${path}`);
  };
}

/**
 * A console sign-in call that needs no session: on A's host it answers without a server error and
 * names nothing of B's (the options name A's host as the relying party; a made-up answer is 400).
 */
function excludesForeignOnPost(url: string): Probe {
  return async (pair) => {
    const response = await pair.onA.post(url, { headers: { "content-type": "application/json" }, data: JSON.stringify({ challengeId: "made-up", response: { id: "made-up" } }) });
    pair.tried();
    expect(response.status(), `POST ${url} on ${pair.a.slug}`).toBeLessThan(500);
    const body = await response.text();
    if (url.endsWith("/options")) expect(body, "the relying party is A's own host").toContain(`${pair.a.slug}.localhost`);
    expectNoForeignMarks(body, pair, `POST ${url}`);
  };
}

/** The leads CSV: signed out a redirect to sign in; signed in on A's host, A's leads and nothing of B's. */
function dealerCsv(csvPath: string): Probe {
  return async (pair) => {
    const signedOut = await pair.onA.get(csvPath);
    pair.tried();
    expect([303, 307, 308], `GET ${csvPath} on ${pair.a.slug} signed out`).toContain(signedOut.status());
    expect(signedOut.headers()["location"]).toContain("/admin/login");
    const page = await pair.page();
    await page.context().clearCookies();
    await page.goto(`${baseURLFor(pair.a.slug)}/admin/login?next=${encodeURIComponent("/admin/leads")}`);
    await page.getByLabel("Admin token").fill(adminToken());
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/leads");
    // In the page: the browser's session cookie, and Node cannot resolve *.localhost.
    const fetchIn = (path: string) => page.evaluate(async (p) => {
      const r = await fetch(p);
      return { status: r.status, type: r.headers.get("content-type") ?? "", text: await r.text() };
    }, path);
    const res = await fetchIn(csvPath);
    pair.tried();
    expect(res.status).toBe(200);
    expect(res.type).toContain("text/csv");
    const csv = res.text;
    const mark = pair.a.leads[0]?.name;
    if (mark) expect(csv).toContain(mark);
    expectNoForeignMarks(csv, pair, `GET ${csvPath} signed in`);
    // Another site's dealership is not a filter here.
    const foreign = await fetchIn(`${csvPath}?dealership=${encodeURIComponent(pair.b.dealerships[0]!.slug)}`);
    if (!pair.a.dealerships.some((d) => d.slug === pair.b.dealerships[0]!.slug)) expect(foreign.status).toBe(404);
    expectNoForeignMarks(foreign.text, pair, `GET ${csvPath}?dealership=<${pair.b.slug}'s>`);
  };
}

/**
 * POST /api/leads on A's host naming B's car, dealership or location is invalid input (400
 * naming that field). The same body naming A's own is not refused for that field, which shows
 * the body is otherwise good enough to reach the tenancy check.
 */
const leadsRefuseForeignReferences: Probe = async ({ a, b, onA, tried }) => {
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
  const theirCar = b.cars.find((c) => c.status === "in_stock" && !a.carSlugs.includes(c.slug));
  const locationOf = (t: Tenant) => t.locations.find((l) => l.visible);
  const ownLocation = locationOf(a);
  const probes: [field: string, foreign: Record<string, unknown>, own: Record<string, unknown>][] = [
    ["car_id", { car_id: theirCar?.id }, { car_id: inStockCar(a)?.id }],
    ["dealership_slug", { dealership_slug: b.dealerships[0]?.slug, location_id: ownLocation?.id }, { dealership_slug: ownLocation?.dealershipSlug, location_id: ownLocation?.id }],
    ["location_id", { location_id: locationOf(b)?.id }, { location_id: ownLocation?.id }],
  ];
  for (const [field, theirs, ours] of probes) {
    for (const ref of [theirs, ours]) expect(Object.values(ref).every((v) => v !== undefined), `${a.slug} and ${b.slug} have a ${field} to try`).toBe(true);
    const foreign = await fieldsRefused(theirs);
    tried();
    expect(foreign, `POST /api/leads on ${a.slug} with ${b.slug}'s ${field}`).toEqual({ status: 400, fields: expect.arrayContaining([field]) });
    const own = await fieldsRefused(ours);
    expect(own.fields, `POST /api/leads on ${a.slug} with its own ${field}`).not.toContain(field);
  }
};

/** POST /api/events with B's car on A's host is accepted but says nothing of B (the car is dropped). */
const eventsKeepToTheirSite: Probe = async (pair) => {
  const car = pair.b.cars.find((c) => !pair.a.carSlugs.includes(c.slug));
  const response = await pair.onA.post("/api/events", { data: { name: "car_view", car_id: car?.id } });
  pair.tried();
  expect([202, 400], `POST /api/events on ${pair.a.slug} with ${pair.b.slug}'s car`).toContain(response.status());
  expectNoForeignMarks(await response.text(), pair, "POST /api/events");
};

/**
 * POST /api/youx/quote on A's host about B's car: not found on A (400 naming car_id), or 404 where
 * A offers no quotes; nothing of B's car in the reply.
 */
const quoteKeepsToItsSite: Probe = async (pair) => {
  const car = pair.b.cars.find((c) => !pair.a.carSlugs.includes(c.slug));
  const data = { car_id: car?.id, selfAssessedCreditScore: "GREAT", purchasePrice: 20000, loanTerm: 5, year: 2020, vin: "", nvic: "", whoIsHelping: "" };
  const response = await pair.onA.post("/api/youx/quote", { data });
  pair.tried();
  expect([400, 404], `POST /api/youx/quote on ${pair.a.slug} with ${pair.b.slug}'s car`).toContain(response.status());
  const text = await response.text();
  if (response.status() === 400) expect(text).toContain("car_id");
  expectNoForeignMarks(text, pair, "POST /api/youx/quote");
};

/**
 * GET /api/search on A's host: every hit belongs to one of A's dealerships, even when the text
 * query is B's stock number; scoping to B's dealership is invalid input (400 naming `dealership`).
 */
/** GET /api/models on A's host: every model is one of A's catalogue, none only B's, whatever make is asked for. */
const modelsKeepToTheirSite: Probe = async ({ a, b, onA, tried }) => {
  const own = new Set(a.modelSlugs);
  const foreignOnly = b.modelSlugs.filter((m) => !own.has(m));
  for (const url of ["/api/models", "/api/models?page=2", ...["Kia", "Mazda", "Toyota", "Jayco"].map((m) => `/api/models?manufacturer=${m}`)]) {
    const response = await onA.get(url);
    tried();
    expect(response.status(), `GET ${url} on ${a.slug}`).toBe(200);
    const reply = (await response.json()) as { hits: { slug: string }[] };
    for (const hit of reply.hits) {
      expect(own.has(hit.slug), `${hit.slug} of ${url} on ${a.slug} is ${a.slug}'s`).toBe(true);
      expect(foreignOnly, `${url} on ${a.slug}`).not.toContain(hit.slug);
    }
  }
};

const searchKeepsToItsSite: Probe = async ({ a, b, onA, tried }) => {
  const own = new Set(a.dealerships.map((d) => d.slug));
  const theirCar = b.cars.find((c) => c.status === "in_stock" && !a.carSlugs.includes(c.slug));
  expect(theirCar, `${b.slug} has an in-stock car to look for`).toBeDefined();
  for (const url of ["/api/search?hitsPerPage=100", `/api/search?query=${encodeURIComponent(theirCar!.stocknum)}`]) {
    const response = await onA.get(url);
    tried();
    expect(response.status(), `GET ${url} on ${a.slug}`).toBe(200);
    const reply = (await response.json()) as { hits: { id: number; dealership_slug: string }[]; facets: Record<string, Record<string, number>> };
    expect(reply.hits.length, `GET ${url} on ${a.slug} has hits to check`).toBeGreaterThanOrEqual(url.includes("query=") ? 0 : 1);
    for (const hit of reply.hits) expect(own.has(hit.dealership_slug), `hit ${hit.id} of ${url} on ${a.slug}`).toBe(true);
    expect(reply.hits.map((h) => h.id)).not.toContain(theirCar!.id);
    for (const name of Object.keys(reply.facets.dealership_name ?? {})) {
      expect(b.dealerships.map((d) => d.name).filter((n) => !a.dealerships.some((o) => o.name === n)), `facet on ${a.slug}`).not.toContain(name);
    }
  }
  const scoped = await onA.get(`/api/search?dealership=${encodeURIComponent(b.dealerships[0]!.slug)}`);
  tried();
  expect(scoped.status(), `GET /api/search?dealership=<${b.slug}'s> on ${a.slug}`).toBe(400);
  expect(((await scoped.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain("dealership");
};

/** A shopper session per site, signed in once per worker through the sign-in page. */
const shopperSessions = new Map<string, Promise<{ phone: string; cookie: string }>>();
function shopperOn(pair: Pair, site: Tenant): Promise<{ phone: string; cookie: string }> {
  let s = shopperSessions.get(site.slug);
  if (!s) {
    const phone = `0491 57${tenants().indexOf(site)} ${100 + (process.pid % 900)}`;
    s = pair.page().then((page) => signInShopper(page, site.slug, phone)).then((cookie) => ({ phone, cookie: `${SHOPPER_COOKIE}=${cookie}` }));
    shopperSessions.set(site.slug, s);
  }
  return s;
}

/**
 * POST /api/watchlist/{save,remove}-car on A's host: with A's shopper, A's own car works (the
 * control); B's car is unknown here (save: 400 naming car_id); B's shopper's session, or none,
 * is not a session on A (401). No reply shows B's data.
 */
/**
 * POST /api/saved-searches on A saves a search on A: a search naming B's dealership is stored as
 * A's (it finds nothing there) and the reply carries nothing of B's. (Which site an unsubscribe
 * token stops is checked below the browser: tests/integration/saved-searches.test.ts.)
 */
const savedSearchKeepsToItsSite: Probe = async (pair) => {
  const email = `tenancy.${pair.a.slug}.${Date.now()}@example.com`;
  const own = await pair.onA.post("/api/saved-searches", { data: { email, query: "car_type=used" } });
  expect(own.status(), `POST /api/saved-searches on ${pair.a.slug}`).toBe(200);
  const foreign = await pair.onA.post("/api/saved-searches", { data: { email, query: `dealership_name=${encodeURIComponent(pair.b.dealerships[0]!.name)}` } });
  pair.tried();
  expect(foreign.status()).toBeLessThan(500);
  expectNoForeignMarks(await foreign.text(), pair, "POST /api/saved-searches naming B's dealership");
};

function watchlistApiKeepsToItsSite(action: "save" | "remove"): Probe {
  return async (pair) => {
    const url = `/api/watchlist/${action}-car`;
    if (pair.a.savingModel !== "watchlist") {
      // A site that keeps cars with the heart has no watchlist API at all.
      const response = await pair.onA.post(url, { data: { phone_number: "0491 570 000", car_id: pair.b.cars[0]!.id } });
      pair.tried();
      expect(response.status(), `${url} on ${pair.a.slug} (no watchlist)`).toBe(404);
      expectNoForeignMarks(await response.text(), pair, `POST ${url}`);
      return;
    }
    const mine = await shopperOn(pair, pair.a);
    // B without a sign-in page has no shopper to try here; no session at all stands in for it.
    const theirs = pair.b.signIn ? await shopperOn(pair, pair.b) : { phone: mine.phone, cookie: null };
    const ours = pair.a.cars.find((c) => c.status === "in_stock");
    const foreign = pair.b.cars.find((c) => c.status === "in_stock" && !pair.a.carSlugs.includes(c.slug));
    expect(ours && foreign, `${pair.a.slug} and ${pair.b.slug} have in-stock cars`).toBeTruthy();
    const post = (cookie: string | null, phone: string, carId: number) =>
      pair.onA.post(url, { data: { phone_number: phone, car_id: carId }, headers: cookie ? { cookie } : {} });
    const control = await post(mine.cookie, mine.phone, ours!.id);
    expect(control.status(), `${url} on ${pair.a.slug} with its own shopper and car`).toBe(200);
    expect(await control.json()).toEqual({ success: true });
    const foreignCar = await post(mine.cookie, mine.phone, foreign!.id);
    pair.tried();
    if (action === "save") {
      expect(foreignCar.status(), `${url} on ${pair.a.slug} with ${pair.b.slug}'s car`).toBe(400);
      expect(((await foreignCar.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain("car_id");
    } else {
      expect(foreignCar.status()).toBeLessThan(500);
    }
    expectNoForeignMarks(await foreignCar.text(), pair, `POST ${url} with B's car`);
    for (const [who, cookie] of [[`${pair.b.slug}'s shopper`, theirs.cookie], ["no session", null]] as const) {
      if (who !== "no session" && cookie === null) continue;
      const response = await post(cookie, theirs.phone, ours!.id);
      pair.tried();
      expect(response.status(), `${url} on ${pair.a.slug} with ${who}`).toBe(401);
      expectNoForeignMarks(await response.text(), pair, `POST ${url} with ${who}`);
    }
  };
}

/** /watchlist on A's host: signed out it sends you to sign in; B's session is no session here; A's shopper sees A's page. */
const watchlistPageKeepsToItsSite: Probe = async (pair) => {
  if (pair.a.savingModel !== "watchlist") {
    const none = await pair.onA.get("/watchlist");
    pair.tried();
    expect(none.status(), `/watchlist on ${pair.a.slug} (no watchlist)`).toBe(404);
    expectNoForeignMarks(await none.text(), pair, "GET /watchlist");
    return;
  }
  const signedOut = await pair.onA.get("/watchlist");
  expect([303, 307, 308]).toContain(signedOut.status());
  expect(signedOut.headers()["location"]).toContain("/sign-in?type=watchlist");
  if (pair.b.signIn) {
    const theirs = await shopperOn(pair, pair.b);
    const withTheirs = await pair.onA.get("/watchlist", { headers: { cookie: theirs.cookie } });
    pair.tried();
    expect([303, 307, 308], `/watchlist on ${pair.a.slug} with ${pair.b.slug}'s session`).toContain(withTheirs.status());
  }
  const mine = await shopperOn(pair, pair.a);
  const own = await pair.onA.get("/watchlist", { headers: { cookie: mine.cookie } });
  pair.tried();
  expect(own.status()).toBe(200);
  expectNoForeignMarks(await expectOwnPage(own, pair, "GET /watchlist"), pair, "GET /watchlist signed in");
};

// ---------------------------------------------------------------------------------------------
// One entry per route pattern, in URL order.

const locationPages = (prefix: string) => (site: Tenant) => site.locations.filter((l) => l.visible).map((l) => `${prefix}/${l.slug}`);
const offerPages = (prefix: string) => (site: Tenant) => site.offers.filter((o) => o.current).map((o) => `${prefix}/${o.id}`);


/** /compare?ids= with one car of each site on A's host: A's car is compared, B's is left out. */
const compareKeepsToItsSite: Probe = async (pair) => {
  const ours = inStockCar(pair.a)!;
  const theirs = pair.b.cars.find((c) => !pair.a.carSlugs.includes(c.slug))!;
  const url = `/compare?ids=${ours.id},${theirs.id}`;
  const response = await pair.onA.get(url);
  pair.tried();
  expect(response.status(), `GET ${url} on ${pair.a.slug}`).toBe(200);
  const body = await expectOwnPage(response, pair, `GET ${url}`);
  expect(body, `${url} compares ${pair.a.slug}'s own car`).toContain(`data-slug="${ours.slug}"`);
  expect(body).not.toContain(`data-slug="${theirs.slug}"`);
  expectNoForeignMarks(body.split(String(theirs.id)).join(""), pair, `GET ${url}`);
};

/** GET /api/cars/status?ids= naming both sites' cars on A's host answers A's car only. */
const carStatusKeepsToItsSite: Probe = async (pair) => {
  const ours = inStockCar(pair.a)!;
  const theirs = pair.b.cars.filter((c) => !pair.a.carSlugs.includes(c.slug));
  const response = await pair.onA.get(`/api/cars/status?ids=${[ours.id, ...theirs.map((c) => c.id)].join(",")}`);
  pair.tried();
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { cars: Array<{ id: number; slug: string }> };
  expect(body.cars.map((c) => c.slug)).toEqual([ours.slug]);
};

/** POST /api/valuations on A's host with B's car_id: priced from A's stock (or an appraisal), naming nothing of B's. */
const valuationKeepsToItsSite: Probe = async (pair) => {
  const theirs = pair.b.cars.find((c) => !pair.a.carSlugs.includes(c.slug))!;
  const response = await pair.onA.post("/api/valuations", { data: { make: "Toyota", model: "Corolla", year: new Date().getFullYear() - 3, km: 40_000, condition: "Good", car_id: theirs.id } });
  pair.tried();
  expect([200, 404, 429], `POST /api/valuations on ${pair.a.slug}`).toContain(response.status());
  expectNoForeignMarks(await response.text(), pair, "POST /api/valuations");
};

/** POST /api/miscellaneous on A's host: B's lead is not found (A's own is saved, or already was). */
const miscellaneousKeepsToItsSite: Probe = async (pair) => {
  const mine = pair.a.leads[0];
  const theirs = pair.b.leads[0];
  expect(mine && theirs, `${pair.a.slug} and ${pair.b.slug} have test leads`).toBeTruthy();
  const post = (leadId: string) => pair.onA.post("/api/miscellaneous", { data: { lead_id: leadId, column_name: "valuation", value: { probe: true } } });
  expect([200, 409]).toContain((await post(mine!.publicId)).status());
  const response = await post(theirs!.publicId);
  pair.tried();
  expect(response.status(), `POST /api/miscellaneous on ${pair.a.slug} with ${pair.b.slug}'s lead`).toBe(404);
  expectNoForeignMarks(await response.text(), pair, "POST /api/miscellaneous");
};

/**
 * `/api/youtube-feed`: A's own feed answers; naming B's channel or playlist on A's host is a 404
 * (a site shows its own videos only), and a site without a feed answers 404 too.
 */
const videoFeedKeepsToItsSite: Probe = async (pair) => {
  const own = await pair.onA.get("/api/youtube-feed");
  expect(own.status(), `${pair.a.slug}'s own feed`).toBe(pair.a.videoFeed ? 200 : 404);
  const theirs = pair.b.videoFeed;
  if (!theirs) return;
  const query = theirs.playlist_id ? `playlistId=${theirs.playlist_id}` : `channelId=${theirs.channel_id}`;
  const response = await pair.onA.get(`/api/youtube-feed?${query}`);
  pair.tried();
  expect(response.status(), `GET /api/youtube-feed?${query} (${pair.b.slug}'s feed) on ${pair.a.slug}`).toBe(404);
  expectNoForeignMarks(await response.text(), pair, "GET /api/youtube-feed");
};

/**
 * Trade-in photos: a photo uploaded on B answers on B and is a 404 on A's host (its address is
 * no key to another site's photos).
 */
const tradeInPhotosKeepToTheirSite: Probe = async (pair) => {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#456" } }).jpeg().toBuffer();
  const onB = await pair.apiFor(pair.b.slug);
  const uploaded = await onB.post("/api/trade-in/photos", { headers: { "content-type": "image/jpeg" }, data: jpeg });
  expect(uploaded.status(), `upload on ${pair.b.slug}`).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  expect((await onB.get(url)).status(), `${pair.b.slug}'s photo on its own site`).toBe(200);
  const response = await pair.onA.get(url);
  pair.tried();
  expect(response.status(), `GET ${url} (${pair.b.slug}'s photo) on ${pair.a.slug}`).toBe(404);
  expectNoForeignMarks(await response.text(), pair, `GET ${url}`);
};

// ---------------------------------------------------------------------------------------------
// Checkout (reservations, the online purchase journey, the shopper's garage)

/** What A's checkout route answers for A's own car: the page, the sign-in gate, or 404 where A has no such route. */
function ownCheckoutOutcome(a: Tenant, route: string): "page" | "sign-in" | "404" {
  if (a.checkoutRoute !== route) return "404";
  return a.checkoutRequiresSignIn ? "sign-in" : "page";
}

/** `/cars/{slug}/checkout` and `/buy-online`: A's own car as A's configuration says; each of B's cars is a 404 showing nothing of B's. */
function checkoutKeepsToItsSite(suffix: "checkout" | "buy-online"): Probe {
  return async (pair) => {
    const ours = inStockCar(pair.a)!;
    const own = await pair.onA.get(`/cars/${ours.slug}/${suffix}`);
    const want = ownCheckoutOutcome(pair.a, `/cars/{slug}/${suffix}`);
    if (want === "page") expect(own.status(), `${pair.a.slug}'s own checkout`).toBe(200);
    else if (want === "sign-in") expect(isSignInRedirect(own), `${pair.a.slug}'s own checkout is signed-in only`).toBe(true);
    else expect(own.status(), `${pair.a.slug} has no /${suffix} route`).toBe(404);
    for (const car of pair.b.cars.filter((c) => !pair.a.carSlugs.includes(c.slug))) {
      const url = `/cars/${car.slug}/${suffix}`;
      const response = await pair.onA.get(url);
      pair.tried();
      expect(response.status(), `GET ${url} (${pair.b.slug}'s) on ${pair.a.slug}`).toBe(404);
      const body = (await response.text()).split(car.slug).join("");
      expect(contains(body, car.stocknum)).toBe(false);
      expectNoForeignMarks(body, pair, `GET ${url}`);
    }
  };
}

/** `/checkout-journey?car_id=`: B's car is a 404 on A's host, signed in or not; A's own car goes to sign-in where A sells online. */
const journeyKeepsToItsSite: Probe = async (pair) => {
  const ours = inStockCar(pair.a)!;
  const own = await pair.onA.get(`/checkout-journey?car_id=${ours.slug}`);
  if (pair.a.onlinePurchase) expect(isSignInRedirect(own), `${pair.a.slug}'s journey is signed-in only`).toBe(true);
  else expect(own.status()).toBe(404);
  const cookie = pair.a.signIn ? (await shopperOn(pair, pair.a)).cookie : null;
  for (const car of pair.b.cars.filter((c) => !pair.a.carSlugs.includes(c.slug)).slice(0, 3)) {
    for (const headers of [{}, ...(cookie ? [{ cookie }] : [])] as Array<Record<string, string>>) {
      const response = await pair.onA.get(`/checkout-journey?car_id=${car.slug}`, { headers });
      pair.tried();
      expect(response.status(), `the journey for ${pair.b.slug}'s ${car.slug} on ${pair.a.slug}`).toBe(404);
      expectNoForeignMarks((await response.text()).split(car.slug).join(""), pair, "GET /checkout-journey");
    }
  }
};

/** `PUT /api/checkout-journeys` naming B's car, by A's signed-in shopper: 404 where A sells online; 404 or 401 elsewhere; nothing of B's. */
const journeyApiKeepsToItsSite: Probe = async (pair) => {
  const car = pair.b.cars.find((c) => c.status === "in_stock" && !pair.a.carSlugs.includes(c.slug))!;
  const cookie = pair.a.signIn ? (await shopperOn(pair, pair.a)).cookie : null;
  const response = await pair.onA.put("/api/checkout-journeys", { data: { car_id: car.slug, step: "car", values: {} }, headers: cookie ? { cookie } : {} });
  pair.tried();
  expect(response.status(), `PUT /api/checkout-journeys with ${pair.b.slug}'s car on ${pair.a.slug}`).toBe(404);
  expectNoForeignMarks((await response.text()).split(car.slug).join(""), pair, "PUT /api/checkout-journeys");
};

/**
 * `POST /api/reservations` naming B's car on A's host: 404 (a car not on this site, or a site that
 * takes no reservations), or 401 where A reserves for signed-in shoppers only. The reservation of
 * another site by id, the local processor's confirm and a held car's status are checked on both
 * engines in tests/integration/reservations.test.ts.
 */
const reservationsKeepToTheirSite: Probe = async (pair) => {
  const car = pair.b.cars.find((c) => c.status === "in_stock" && !pair.a.carSlugs.includes(c.slug))!;
  const response = await pair.onA.post("/api/reservations", {
    data: { car_id: car.slug, name: "Tess", last_name: "Probe", email: "tess.probe@example.com", phone: "0412 345 678", postcode: "2000", idempotency_key: `tenancy-res-${pair.a.slug}-${Date.now()}`, form_token: "x" },
  });
  pair.tried();
  expect(response.status(), `POST /api/reservations with ${pair.b.slug}'s car on ${pair.a.slug}`).toBe(pair.a.checkoutRoute && pair.a.checkoutRequiresSignIn ? 401 : 404);
  expectNoForeignMarks((await response.text()).split(car.slug).join(""), pair, "POST /api/reservations");
};

/** Asking A for a reservation id it does not have (a status poll, a test-card payment): 404, nothing of B's. */
function unknownReservationIs404(method: "GET" | "POST", url: string): Probe {
  return async (pair) => {
    const id = "res_AAAAAAAAAAAAAAAAAAAAAA";
    const response = method === "GET" ? await pair.onA.get(`${url}/${id}`) : await pair.onA.post(url, { data: { reservation_id: id, card_number: "4242424242424242" } });
    pair.tried();
    expect(response.status(), `${method} ${url} for an unknown reservation on ${pair.a.slug}`).toBe(404);
    expectNoForeignMarks(await response.text(), pair, `${method} ${url}`);
  };
}

/** `/my-garage`, `/online-payment`: signed out → sign in; B's session is no session on A; A's shopper sees A's page with nothing of B's. */
function shopperAreaKeepsToItsSite(pagePath: string): Probe {
  return async (pair) => {
    const signedOut = await pair.onA.get(pagePath);
    pair.tried();
    if (!pair.a.signIn) {
      expect(signedOut.status(), `${pagePath} on ${pair.a.slug} (no signed-in area)`).toBe(404);
      return;
    }
    expect(isSignInRedirect(signedOut), `${pagePath} on ${pair.a.slug} signed out`).toBe(true);
    if (pair.b.signIn) {
      const theirs = await shopperOn(pair, pair.b);
      const withTheirs = await pair.onA.get(pagePath, { headers: { cookie: theirs.cookie } });
      pair.tried();
      expect(isSignInRedirect(withTheirs), `${pagePath} on ${pair.a.slug} with ${pair.b.slug}'s session`).toBe(true);
    }
    const mine = await shopperOn(pair, pair.a);
    const own = await pair.onA.get(pagePath, { headers: { cookie: mine.cookie } });
    expect(own.status()).toBe(200);
    expectNoForeignMarks(await expectOwnPage(own, pair, `GET ${pagePath}`), pair, `GET ${pagePath} signed in`);
  };
}

const ROUTE_CHECKS: Record<string, RouteCheck> = {
  "/": excludesForeign("/"),
  "/about-us": excludesForeign("/about-us"),
  "/admin/leads": dealerPage("/admin/leads", (a) => a.leads[0]?.name),
  "/admin/leads/export.csv": dealerCsv("/admin/leads/export.csv"),
  "/admin/login": excludesForeign("/admin/login"),
  "/admin/mail": dealerPage("/admin/mail", (a) => `sales.${a.slug}@example.com`),
  "/admin/reservations": dealerPage("/admin/reservations", () => undefined),
  "/console": excludesForeign("/console"),
  "/console/sign-in": excludesForeign("/console/sign-in"),
  "/console/sign-in/link": excludesForeign("/console/sign-in/link?token=not-a-real-token-of-any-site-0000"),
  "/console/leads": consolePage("/console/leads", (a) => a.leads[0]?.name),
  "/console/leads/routing": consolePage("/console/leads/routing", (a) => a.dealerships[0]?.name),
  "/console/numbers": consolePage("/console/numbers", () => "Most viewed cars"),
  "/console/numbers/export.csv": consoleCsv("/console/numbers/export.csv"),
  "/console/reservations": consolePage("/console/reservations", () => "Reservations"),
  "/console/site": consolePage("/console/site", () => "Site look"),
  "/console/site/features": consolePage("/console/site/features", () => "Site features"),
  "/console/locations": consolePage("/console/locations", (a) => a.locations[0]?.name),
  "/console/offers": consolePage("/console/offers", (a) => a.offers[0]?.name),
  "/console/offers/new": consolePage("/console/offers/new", () => "New offer"),
  "/console/offers/[id]": consoleOffer(),
  "/console/site/home": consolePage("/console/site/home", () => "Home page"),
  "/console/site/promos": consolePage("/console/site/promos", () => "Promo tiles"),
  "/console/site/menus": consolePage("/console/site/menus", () => "Menus"),
  "/console/site/pages": consolePage("/console/site/pages", () => "Pages"),
  "/console/site/pages/new": consolePage("/console/site/pages/new", () => "New page"),
  "/console/site/pages/[id]": consoleSitePage(),
  "/console/site/promos/new": consolePage("/console/site/promos/new", () => "New promo tile"),
  "/console/site/promos/[id]": consolePromo(),
  "/console/locations/[id]": consoleLocationHours(),
  "/console/stock/import": consolePage("/console/stock/import", () => "Import a feed"),
  "/api/console/stock/import": consoleSessionApi("/api/console/stock/import"),
  "/console/stock/[id]/photos": consoleCarPhotos(),
  "/api/console/stock/[id]/photos": consolePhotoUpload(),
  "/media/photos/[...key]": storedPhotoOfB(),
  "/console/stock": consolePage((a) => `/console/stock?q=${encodeURIComponent(a.cars[0]?.stocknum ?? "")}`, (a) => a.cars[0]?.stocknum),
  "/console/staff": consolePage("/console/staff", (a) => `principal@${a.slug}.example`),
  "/console/audit": consolePage("/console/audit", () => "session.start"),
  "/console/account": consolePage("/console/account", (a) => `principal@${a.slug}.example`),
  "/api/console/passkeys": consoleSessionApi("/api/console/passkeys"),
  "/api/console/passkeys/options": consoleSessionApi("/api/console/passkeys/options"),
  "/api/console/sign-in/options": excludesForeignOnPost("/api/console/sign-in/options"),
  "/api/console/sign-in/passkey": excludesForeignOnPost("/api/console/sign-in/passkey"),
  "/cars/[slug]/checkout": checkoutKeepsToItsSite("checkout"),
  "/cars/[slug]/buy-online": checkoutKeepsToItsSite("buy-online"),
  "/checkout-journey": journeyKeepsToItsSite,
  "/api/checkout-journeys": journeyApiKeepsToItsSite,
  "/api/reservations": reservationsKeepToTheirSite,
  "/api/reservations/[id]": unknownReservationIs404("GET", "/api/reservations"),
  "/api/payments/local/confirm": unknownReservationIs404("POST", "/api/payments/local/confirm"),
  "/api/payments/webhook": {
    noTenantData:
      "installation-wide: the processor's signed events name a payment, and only a verified event changes that payment's reservation; unsigned, forged and replayed events are refused or ignored (src/payments/stripe-provider.test.ts, tests/integration/reservations.test.ts)",
  },
  "/my-garage": shopperAreaKeepsToItsSite("/my-garage"),
  "/online-payment": shopperAreaKeepsToItsSite("/online-payment"),
  "/api/admin/sites": adminApi(() => "/api/admin/sites"),
  "/api/admin/sites/[slug]": adminApi((b) => `/api/admin/sites/${b.slug}`),
  "/api/admin/sites/[slug]/stock": adminApi((b) => `/api/admin/sites/${b.slug}/stock`),
  "/api/admin/sites/[slug]/feed-mappings": adminApi((b) => `/api/admin/sites/${b.slug}/feed-mappings`),
  "/api/admin/sites/[slug]/feed-mappings/[name]": adminApi((b) => `/api/admin/sites/${b.slug}/feed-mappings/dms`),
  "/api/admin/sites/[slug]/staff": adminApi((b) => `/api/admin/sites/${b.slug}/staff`),
  "/api/cars/status": carStatusKeepsToItsSite,
  "/api/geocode": { noTenantData: "looks a postcode up in the national postcode table (or the geocoding service); reads no site's data" },
  "/api/miscellaneous": miscellaneousKeepsToItsSite,
  "/api/valuations": valuationKeepsToItsSite,
  "/apply-for-finance": foreignCarParamIgnored("/apply-for-finance"),
  "/cars/trade-in": foreignCarParamIgnored("/cars/trade-in"),
  "/compare": compareKeepsToItsSite,
  "/favourites": excludesForeign("/favourites"),
  "/finance-enquiry": foreignCarParamIgnored("/finance-enquiry"),
  "/finance-pre-approval": foreignCarParamIgnored("/finance-pre-approval"),
  "/personalised/finance": foreignCarParamIgnored("/personalised/finance"),
  "/sell-my-car": excludesForeign("/sell-my-car"),
  "/trade-in": excludesForeign("/trade-in"),
  "/api/events": eventsKeepToTheirSite,
  "/api/leads": leadsRefuseForeignReferences,
  "/api/search": searchKeepsToItsSite,
  "/api/models": modelsKeepToTheirSite,
  "/models": excludesForeign("/models", "/models?body=SUV", "/models?manufacturer=Kia&page=2"),
  "/api/watchlist/remove-car": watchlistApiKeepsToItsSite("remove"),
  "/api/watchlist/save-car": watchlistApiKeepsToItsSite("save"),
  "/api/saved-searches": savedSearchKeepsToItsSite,
  "/saved-searches/unsubscribe": excludesForeign("/saved-searches/unsubscribe", "/saved-searches/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAA"),
  "/api/youx/quote": quoteKeepsToItsSite,
  "/api/leads/challenge": { noTenantData: "issues a form token and captcha challenge bound to the requesting site; returns no stored data" },
  "/api/youtube-feed": videoFeedKeepsToItsSite,
  "/api/trade-in/photos": tradeInPhotosKeepToTheirSite,
  "/api/trade-in/photos/[id]": tradeInPhotosKeepToTheirSite,
  "/blog": excludesForeign("/blog"),
  "/buying": excludesForeign("/buying"),
  "/diamond-advantage": excludesForeign("/diamond-advantage"),
  "/pages/virtual-showroom": excludesForeign("/pages/virtual-showroom"),
  "/pages/[slug]": ownSitePage(),
  "/parts/search": excludesForeign("/parts/search", "/parts/search?part=brake+pads&vehicle=2019+Ranger"),
  "/spin-to-win": excludesForeign("/spin-to-win"),
  "/teams/[location]": foreignIs404((site) => site.teamLocationSlugs.map((slug) => `/teams/${slug}`)),
  "/blog/[slug]": foreignIs404((site) => site.blogPosts.filter((p) => p.published).map((p) => `/blog/${p.slug}`)),
  "/book-test-drive": foreignCarParamIgnored("/book-test-drive"),
  "/capped-price-servicing": excludesForeign("/capped-price-servicing"),
  "/car-page-cache/[slug]": carPageCacheKeepsToItsSite(),
  "/cars/[slug]": foreignCarIs404(),
  "/cars/[slug]/pdf": foreignCarUrlIs404((slug) => `/cars/${slug}/pdf`, "application/pdf"),
  "/cars/[slug]/view.json": foreignCarUrlIs404((slug) => `/cars/${slug}/view.json`, "application/json"),
  "/models/[model]": foreignIs404((site) => site.modelSlugs.map((m) => `/models/${m}`)),
  // Only B's models that are not also a route of A's (a static route wins over the short address).
  "/[modelSlug]": foreignIs404((site) => site.modelSlugs.filter((m) => !fs.existsSync(path.join(APP_DIR, m))).map((m) => `/${m}`)),
  "/cars": excludesForeign("/cars", "/cars?hitsPerPage=100", "/cars?sortBy=latest&page=2"),
  "/careers": excludesForeign("/careers"),
  "/contact": excludesForeign("/contact"),
  "/contact-us": excludesForeign("/contact-us"),
  "/contact-us/[location]": foreignIs404(locationPages("/contact-us")),
  "/enquire": foreignCarParamIgnored("/enquire"),
  "/finance": foreignCarParamIgnored("/finance"),
  "/fleet": excludesForeign("/fleet"),
  "/healthz": { noTenantData: "reports process and database health only" },
  "/locations/[slug]": foreignIs404(locationPages("/locations")),
  "/media/cars/[...path]": { noTenantData: "draws a demo car picture from the shape, colour and view in the URL; reads no database" },
  "/media/logos/[file]": { noTenantData: "draws the built-in demo wordmarks from the file name; reads no database" },
  "/offers/[segment]": foreignIs404(offerPages("/offers")),
  "/offers/[segment]/[offerId]": foreignIs404(offerPages("/offers/any-make")),
  "/our-commitment": excludesForeign("/our-commitment"),
  "/our-location/[location]": foreignIs404(locationPages("/our-location")),
  "/our-locations": excludesForeign("/our-locations"),
  "/print": foreignCarUrlIs404((slug) => `/print?car_id=${slug}`, "text/html"),
  "/privacy-policy": excludesForeign("/privacy-policy"),
  "/roadside-assistance": excludesForeign("/roadside-assistance"),
  "/robots.txt": excludesForeign("/robots.txt"),
  "/manifest.webmanifest": excludesForeign("/manifest.webmanifest"),
  "/search": excludesForeign("/search", "/search?hitsPerPage=100"),
  "/search/[...segments]": async (pair) => {
    await excludesForeign("/search/new-used-and-demo-cars?hitsPerPage=100", "/search/used-cars?sortBy=latest", "/search/new-and-demo-cars")(pair);
    // A's own dealership page answers; B's dealership slugs are unknown here (404). As with car
    // pages, the 404 body may repeat the requested segment (Next.js router state): only that
    // exact string is ignored.
    const own = await pair.onA.get(`/search/${pair.a.dealerships[0]!.slug}`);
    expect(own.status(), `${pair.a.slug}'s own dealership search`).toBe(200);
    for (const d of pair.b.dealerships.filter((x) => !pair.a.dealerships.some((y) => y.slug === x.slug))) {
      const response = await pair.onA.get(`/search/${d.slug}`);
      pair.tried();
      expect(response.status(), `GET /search/${d.slug} (${pair.b.slug}'s dealership) on ${pair.a.slug}`).toBe(404);
      expectNoForeignMarks((await response.text()).split(d.slug).join(""), pair, `GET /search/${d.slug}`);
    }
  },
  "/service": excludesForeign("/service"),
  "/sign-in": excludesForeign("/sign-in", "/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2F"),
  "/sitemap.xml": excludesForeign("/sitemap.xml"),
  "/sitemaps/[file]": excludesForeign("/sitemaps/1.xml", "/sitemaps/2.xml"),
  "/share-image.png": imageOfItsOwnSite("/share-image.png", "image/png"),
  "/favicon.ico": imageOfItsOwnSite("/favicon.ico", "image/x-icon"),
  "/apple-touch-icon.png": imageOfItsOwnSite("/apple-touch-icon.png", "image/png"),
  "/special-offers": excludesForeign("/special-offers"),
  "/success": excludesForeign("/success"),
  "/terms-and-conditions": excludesForeign("/terms-and-conditions"),
  "/vehicle-parts-and-accessories": excludesForeign("/vehicle-parts-and-accessories"),
  "/warranty": excludesForeign("/warranty"),
  "/watchlist": watchlistPageKeepsToItsSite,
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

/** Every ordered pair of different sites: each site is A against each other site as B. */
function pairs(): [Tenant, Tenant][] {
  const all = tenants();
  return all.flatMap((a) => all.filter((b) => b !== a).map((b): [Tenant, Tenant] => [a, b]));
}

for (const route of ROUTES) {
  const check = ROUTE_CHECKS[route.pattern];
  if (!check || "noTenantData" in check) continue;
  test(`${route.pattern} never shows another site's data`, async ({ apiFor, pageWhenNeeded: page }) => {
    // Every ordered pair of sites, several requests each, on a server that shares two cores.
    test.setTimeout(180_000);
    expect(tenants().length).toBeGreaterThanOrEqual(2);
    let tried = 0;
    for (const [a, b] of pairs()) await check({ a, b, onA: await apiFor(a.slug), apiFor, page, tried: () => tried++ });
    expect(tried, "requests that named another site's data").toBeGreaterThan(0);
  });
}
