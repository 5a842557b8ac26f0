/**
 * Security headers on every HTML response (issue 14, point 7) of the production server: a
 * Content-Security-Policy whose nonce is on every script the page carries (also on a vehicle page
 * served from the page cache), framing refused on sign-in and the dealer view and allowed only
 * where a site opts in, nosniff, a referrer policy, a permissions policy, and HSTS only over https
 * — which a client cannot claim by sending X-Forwarded-Proto. In Chromium, other sites' frames are
 * refused. (Every browser test also fails on any CSP refusal: tests/e2e/fixtures.ts.)
 */
import type { APIResponse } from "@playwright/test";
import { adminToken, baseURLFor, expect, tenants, test } from "./fixtures";
import { makeSiteFile } from "../../src/demo/factory";

const SITE = "coastline-toyota";
const EMBED_SITE = "embed-motors";
const EMBEDDER = "https://www.embed-group.example";

function cspOf(res: APIResponse): Map<string, string> {
  const csp = res.headers()["content-security-policy"] ?? "";
  return new Map(csp.split("; ").map((d) => [d.slice(0, d.indexOf(" ")), d.slice(d.indexOf(" ") + 1)] as [string, string]));
}

/** The nonce in a policy's script-src. */
const nonceOf = (csp: Map<string, string>) => /'nonce-([^']+)'/.exec(csp.get("script-src") ?? "")?.[1];

/** Every executable <script> in the HTML (JSON-LD is data, not script) and the nonce it carries. */
function scriptNonces(html: string): (string | null)[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)].filter((m) => !/type="application\/ld\+json"/.test(m[1]!)).map((m) => /\bnonce="([^"]+)"/.exec(m[1]!)?.[1] ?? null);
}

function expectCommonHeaders(res: APIResponse, label: string) {
  const h = res.headers();
  expect(h["x-content-type-options"], label).toBe("nosniff");
  expect(h["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"], label).toContain("camera=()");
  expect(h["strict-transport-security"], `${label}: no HSTS over plain http`).toBeUndefined();
}

test("every page carries the CSP with its own nonce on every script, and the other security headers", async ({ apiFor }) => {
  const site = tenants().find((t) => t.slug === SITE)!;
  const car = site.cars[0]!;
  const api = await apiFor(SITE);
  const pages: [path: string, framing: string][] = [
    ["/", "'self'"],
    ["/search/used-cars", "'self'"],
    [`/cars/${car.slug}?first=${Date.now()}`, "'self'"],
    ["/sign-in?type=watchlist", "'none'"],
    ["/admin/login", "'none'"],
    ["/no-such-page", "'self'"],
  ];
  for (const [path, framing] of pages) {
    const res = await api.get(path);
    const html = await res.text();
    expect(res.headers()["content-type"], path).toContain("text/html");
    expectCommonHeaders(res, path);
    const csp = cspOf(res);
    expect(csp.get("default-src"), path).toBe("'self'");
    expect(csp.get("object-src"), path).toBe("'none'");
    expect(csp.get("frame-ancestors"), path).toBe(framing);
    expect(res.headers()["x-frame-options"], path).toBe(framing === "'none'" ? "DENY" : "SAMEORIGIN");
    const nonce = nonceOf(csp);
    expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const nonces = scriptNonces(html);
    expect(nonces.length, `${path} has scripts`).toBeGreaterThan(0);
    expect(new Set(nonces), `${path}: every script carries the response's nonce`).toEqual(new Set([nonce]));
  }
  // A new response, a new nonce.
  const [a, b] = [nonceOf(cspOf(await api.get("/"))), nonceOf(cspOf(await api.get("/")))];
  expect(a).not.toBe(b);
  // A host that names no site still gets the headers on its 404.
  const unknown = await (await apiFor("no-such-dealer")).get("/");
  expect(unknown.status()).toBe(404);
  expectCommonHeaders(unknown, "unknown host");
  expect(cspOf(unknown).get("frame-ancestors")).toBe("'self'");
});

test("a vehicle page from the page cache carries the policy it was rendered under", async ({ apiFor }) => {
  const site = tenants().find((t) => t.slug === SITE)!;
  const api = await apiFor(SITE);
  const path = `/cars/${site.cars.at(-1)!.slug}?csp=${Date.now()}`;
  const seen: { cache: string | undefined; nonce: string | undefined; scripts: Set<string | null> }[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await api.get(path);
    expect(res.status()).toBe(200);
    expectCommonHeaders(res, `request ${i + 1}`);
    seen.push({ cache: res.headers()["x-forecourt-cache"], nonce: nonceOf(cspOf(res)), scripts: new Set(scriptNonces(await res.text())) });
  }
  expect(seen.map((s) => s.cache)).toEqual([undefined, "miss", "hit"]);
  for (const s of seen) expect(s.scripts).toEqual(new Set([s.nonce]));
  // The stored copy is one rendering: the hit repeats the nonce it was stored with.
  expect(seen[2]!.nonce).toBe(seen[1]!.nonce);
});

test("the page's scripts and stylesheets come Brotli-compressed once at build time, with the same headers as everything else", async ({ apiFor }) => {
  // The production server's edge sends the build's precompressed copies (src/platform/build-assets.mjs,
  // ADR 0018); a build asset is requested as a browser would, and as an old client that takes gzip only.
  const api = await apiFor(SITE);
  const html = await (await api.get("/")).text();
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
  expect(assets.filter((a) => a.endsWith(".js")).length, "the home page loads scripts").toBeGreaterThan(3);
  expect(assets.filter((a) => a.endsWith(".css")).length, "the home page loads stylesheets").toBeGreaterThan(0);
  let brotli = 0;
  for (const asset of assets) {
    const plain = await api.get(asset, { headers: { "accept-encoding": "identity" } });
    const asBrowser = await api.get(asset, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    const gzipOnly = await api.get(asset, { headers: { "accept-encoding": "gzip" } });
    for (const res of [plain, asBrowser, gzipOnly]) {
      expect(res.status(), asset).toBe(200);
      expectCommonHeaders(res, asset);
      expect(res.headers()["cache-control"], asset).toMatch(/max-age=31536000.*immutable/);
      expect(res.headers()["content-type"], asset).toMatch(asset.endsWith(".js") ? /javascript; charset=utf-8/ : /text\/css; charset=utf-8/);
    }
    expect(plain.headers()["content-encoding"], asset).toBeUndefined();
    // Files under 1 KB are sent as they are; every larger one compressed (the client decodes it).
    if (Number(plain.headers()["content-length"]) >= 1024) {
      expect(asBrowser.headers()["content-encoding"], asset).toBe("br");
      expect(gzipOnly.headers()["content-encoding"], asset).toBe("gzip");
      brotli += 1;
    }
    expect(await asBrowser.body(), asset).toEqual(await plain.body());
    expect(await gzipOnly.body(), asset).toEqual(await plain.body());
  }
  expect(brotli, "the large scripts and stylesheets go out as Brotli").toBeGreaterThan(3);
});

test("HSTS goes out over https only; a client cannot claim https with X-Forwarded-Proto", async ({ apiFor }) => {
  const api = await apiFor(SITE);
  const res = await api.get("/", { headers: { "x-forwarded-proto": "https" } });
  expect(res.headers()["strict-transport-security"]).toBeUndefined();
  expect(res.headers()["content-security-policy"]).not.toContain("upgrade-insecure-requests");
});

test("a site may let its group's website frame its pages, never its sign-in or the dealer view", async ({ apiFor }) => {
  const auth = { authorization: `Bearer ${adminToken()}` };
  const api = await apiFor(EMBED_SITE);
  const file = makeSiteFile({ slug: EMBED_SITE, name: "Embed Motors", config: { embed_origins: [EMBEDDER], watchlist_enabled: true } });
  const put = await api.put(`/api/admin/sites/${EMBED_SITE}`, { headers: auth, data: file });
  expect([200, 201], await put.text()).toContain(put.status());
  const home = await api.get("/");
  expect(cspOf(home).get("frame-ancestors")).toBe(`'self' ${EMBEDDER}`);
  expect(home.headers()["x-frame-options"]).toBeUndefined();
  const signIn = await api.get("/sign-in?type=watchlist");
  expect(cspOf(signIn).get("frame-ancestors")).toBe("'none'");
  expect(signIn.headers()["x-frame-options"]).toBe("DENY");
});

test.describe("in Chromium", () => {
  test.use({ allowedCspViolations: /frame-ancestors/ });

  test("another site's frame is refused; the site's own pages frame each other, but not its sign-in", async ({ page }) => {
    const own = baseURLFor(SITE);
    /** Put a frame of `src` into the page now open; where did it end up, and does it show the site? */
    const probe = async (src: string) => {
      await page.evaluate((s) => {
        document.getElementById("probe")?.remove();
        const f = document.createElement("iframe");
        f.src = s;
        f.id = "probe";
        document.body.append(f);
      }, src);
      const frame = await (await page.locator("#probe").elementHandle())!.contentFrame();
      await frame!.waitForLoadState("load").catch(() => {});
      // A refused frame is left on Chromium's error page; an allowed one shows the site's header.
      return { url: frame!.url(), showsSite: (await frame!.locator("header").count().catch(() => 0)) > 0 };
    };
    // Another website (here a page of no origin of ours, so only the framed page's policy decides).
    await page.setContent("<!doctype html><title>elsewhere</title><body></body>");
    expect(await probe(`${own}/`)).toMatchObject({ showsSite: false });
    // The site's own page may frame its pages, but never its sign-in.
    await page.goto(`${own}/`);
    expect(await probe(`${own}/search/used-cars`)).toMatchObject({ url: `${own}/search/used-cars`, showsSite: true });
    expect(await probe(`${own}/sign-in?type=watchlist`)).toMatchObject({ showsSite: false });
  });
});

test("the headers raise no console error in Chromium (an unknown Permissions-Policy feature would): home, search and a car page", async ({ page }) => {
  const site = tenants().find((t) => t.slug === SITE)!;
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  for (const path of ["/", "/search/used-cars", `/cars/${site.cars.find((c) => c.status === "in_stock")!.slug}`]) {
    await page.goto(`${baseURLFor(SITE)}${path}`);
    await page.waitForLoadState("load");
  }
  expect(problems).toEqual([]);
});
