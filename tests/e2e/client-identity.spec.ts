/**
 * Client identity on the production server as started by `npm start` (scripts/server.mjs, no
 * TRUST_PROXY): shoppers on different addresses are counted apart, and headers a client forges —
 * X-Forwarded-For, X-Forwarded-Host, X-Forwarded-Proto — change neither its address, its site,
 * nor the site's absolute URLs (issue 14, point 5). Plain HTTP from chosen loopback addresses
 * (127.0.0.x), as different machines reach a server that has no proxy in front.
 */
import http from "node:http";
import { expect, serverPort, tenants, test } from "./fixtures";

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(path: string, from: string, headers: Record<string, string>): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: serverPort(), path, localAddress: from, agent: false, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
  });
}

const hostOf = (slug: string) => `${slug}.localhost:${serverPort()}`;
const FORGED = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };

test("a forged X-Forwarded-For does not dodge the per-address view limit, and another address has its own", async () => {
  // A car no other spec looks at, so that only these requests count its views.
  const site = tenants().at(-1)!;
  const car = site.cars.at(-1)!;
  const path = `/cars/${encodeURIComponent(car.slug)}/view.json`;
  const host = hostOf(site.slug);
  const views = async (from: string, n: number) => JSON.parse((await get(path, from, { host, "x-forwarded-for": `198.51.100.${n}` })).body).views as number;

  // Each request carries no cookie, as a bot's would: only the per-address cap (20 a day) holds it.
  const start = await views("127.0.0.21", 0);
  for (let i = 1; i < 20; i++) await views("127.0.0.21", i);
  const capped = await views("127.0.0.21", 99);
  expect(capped - start, "20 views a day from one address, whatever X-Forwarded-For says").toBe(19);
  expect(await views("127.0.0.21", 100)).toBe(capped);
  // Another shopper on another address is counted.
  expect(await views("127.0.0.22", 0)).toBe(capped + 1);
});

test("a forged X-Forwarded-Host picks no other tenant and writes no other host into the page", async () => {
  const [a, b] = tenants();
  const plain = await get("/api/search?hitsPerPage=5", "127.0.0.23", { host: hostOf(a!.slug) });
  const forged = await get("/api/search?hitsPerPage=5", "127.0.0.23", { host: hostOf(a!.slug), "x-forwarded-host": hostOf(b!.slug), "x-forwarded-for": "10.0.0.1" });
  expect(forged.status).toBe(200);
  expect(JSON.parse(forged.body).hits.map((h: { id: number }) => h.id)).toEqual(JSON.parse(plain.body).hits.map((h: { id: number }) => h.id));
  // A shared cache behind a proxy that names the host in X-Forwarded-Host keeps tenants apart.
  expect(String(forged.headers.vary)).toMatch(/\bX-Forwarded-Host\b/i);
  expect(forged.headers["cache-control"]).toContain("s-maxage");

  const car = a!.cars[0]!;
  const page = await get(`/cars/${encodeURIComponent(car.slug)}`, "127.0.0.23", { host: hostOf(a!.slug), ...FORGED });
  expect(page.status).toBe(200);
  expect(page.body).not.toContain("evil.example");
  expect(page.body).toContain(`<link rel="canonical" href="http://${hostOf(a!.slug)}/cars/${car.slug}"`);

  const sitemap = await get("/sitemap.xml", "127.0.0.23", { host: hostOf(a!.slug), ...FORGED });
  expect(sitemap.body).toContain(`<loc>http://${hostOf(a!.slug)}/`);
  expect(sitemap.body).not.toContain("evil.example");
});

test("a host that is one of the site's domains gets absolute URLs on its primary domain, not the host asked", async () => {
  const site = tenants().find((t) => t.domains.length > 0)!;
  const res = await get("/", "127.0.0.24", { host: site.domains[0]! });
  expect(res.status).toBe(200);
  expect(res.body).toContain(`<link rel="canonical" href="https://${site.domains[0]}/"`);
});
