/**
 * Unknown hosts and the two names of a domain as `npm start` (scripts/start.mjs) serves them
 * (issue 14, point 12): on PostgreSQL with DEFAULT_SITE unset, a host no site lists gets "No dealer
 * site at this address" (404) — it used to get the first site, so any domain pointed at the server
 * carried a dealer's pages; the `www.` twin of a listed domain answers 301 to it, also for a vehicle
 * page the server's edge answers from cache (ADR 0016), whose hit keeps HSTS behind a TLS proxy. The
 * embedded demo keeps plain localhost showing its first site. And what npm start's server answers
 * a malformed address and TRACE.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { BIN, E2E_DIST_DIR, ROOT, findFreePort, portIsFree, run, waitForHealthy } from "../../scripts/lib/app.mjs";
import { makeFeedRow, makeSiteFile } from "../../src/demo/factory";
import { freshPostgresDatabase } from "./support/postgres";

test.setTimeout(180_000);

function send(port: number, pathname: string, host: string, headers: Record<string, string> = {}, method = "GET"): Promise<{ status: number; location?: string; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: pathname, agent: false, headers: { host, ...headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** `npm start` as an operator runs it, on the e2e build; resolves once /healthz answers. */
async function npmStart(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const log = path.join(test.info().outputDir, "start.log");
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, "a");
  const child = spawn(process.execPath, [path.join(ROOT, "scripts", "start.mjs")], { cwd: ROOT, env: { ...env, PORT: String(port), NEXT_DIST_DIR: E2E_DIST_DIR, LOG_LEVEL: "warn" }, stdio: ["ignore", out, out] });
  child.once("exit", () => fs.closeSync(out));
  try {
    await waitForHealthy(`http://127.0.0.1:${port}/healthz`, { child, timeoutMs: 120_000 });
  } catch (err) {
    child.kill("SIGKILL");
    throw new Error(`${(err as Error).message}\n${fs.readFileSync(log, "utf8").slice(-3000)}`);
  }
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

test("on PostgreSQL an unknown host is 404 unless DEFAULT_SITE is set; www. answers 301 to the listed domain; HSTS behind a trusted TLS proxy", async () => {
  const database = await freshPostgresDatabase("hosts");
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, WORKER_IN_PROCESS: "false" };
  delete env.DEFAULT_SITE;
  delete env.DATA_DIR;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-hosts-"));
  let server: ChildProcess | null = null;
  try {
    // One dealer, as an operator adds it, before the first start.
    const file = path.join(dir, "site.json");
    const siteFile = makeSiteFile({ slug: "host-check", name: "Host Check Motors", domains: ["hostcheck.example"] });
    fs.writeFileSync(file, JSON.stringify(siteFile));
    await run(path.join(BIN, "tsx"), ["src/cli/main.ts", "site:upsert", file], { env, capture: "all" });
    // One car, for the vehicle-page cache's edge below.
    const stock = path.join(dir, "stock.json");
    const car = makeFeedRow(19, { dealership_slug: siteFile.dealerships![0]!.slug, location_slug: "brisbane", stocknum: "HOST1", car_type: "used", status: "in_stock" });
    fs.writeFileSync(stock, JSON.stringify([car]));
    await run(path.join(BIN, "tsx"), ["src/cli/main.ts", "stock:import", stock, "--site", "host-check"], { env, capture: "all" });

    const port = await findFreePort();
    server = await npmStart(env, port);
    const stranger = await send(port, "/", "some-random-domain.com");
    expect(stranger.status, "a host no site lists").toBe(404);
    expect(stranger.body).toContain("No dealer site at this address");
    expect(stranger.body).not.toContain("Host Check Motors");
    expect((await send(port, "/", `127.0.0.1:${port}`)).status).toBe(404);

    const own = await send(port, "/", "hostcheck.example");
    expect(own.status).toBe(200);
    expect(own.body).toContain("Host Check Motors");
    const twin = await send(port, "/search/used-cars?make=Kia", "www.hostcheck.example");
    expect(twin.status).toBe(301);
    expect(twin.location).toBe("http://hostcheck.example/search/used-cars?make=Kia");
    await stop(server);

    // An operator who wants a catch-all says so (here also behind a TLS proxy on this machine).
    server = await npmStart({ ...env, DEFAULT_SITE: "host-check", TRUST_PROXY: "loopback" }, port);
    const caught = await send(port, "/", "some-random-domain.com");
    expect(caught.status).toBe(200);
    expect(caught.body).toContain("Host Check Motors");
    // ... and its absolute URLs still name the dealer's own domain.
    expect(caught.body).toContain('<link rel="canonical" href="https://hostcheck.example/"');
    expect(caught.body).not.toContain("some-random-domain.com");
    expect(caught.headers["strict-transport-security"], "no HSTS over plain http").toBeUndefined();

    // The trusted proxy's host and scheme are the client's: HSTS goes out, and the twin redirect keeps https.
    const viaProxy = { "x-forwarded-host": "hostcheck.example", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" };
    const secure = await send(port, "/", `127.0.0.1:${port}`, viaProxy);
    expect(secure.status).toBe(200);
    expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(secure.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    const secureTwin = await send(port, "/cars?page=2", `127.0.0.1:${port}`, { ...viaProxy, "x-forwarded-host": "www.hostcheck.example" });
    expect(secureTwin.status).toBe(301);
    expect(secureTwin.location).toBe("https://hostcheck.example/cars?page=2");

    // A vehicle page answered from the page cache at the server's edge (ADR 0016) keeps all of this:
    // HSTS and the https policy for the proxy's https client, and the www. twin still redirects.
    const found = JSON.parse((await send(port, "/api/search?query=HOST1", `127.0.0.1:${port}`, viaProxy)).body) as { hits: { slug: string }[] };
    const carPath = `/cars/${found.hits[0]!.slug}`;
    const views = [];
    for (let i = 0; i < 3; i++) views.push(await send(port, carPath, `127.0.0.1:${port}`, viaProxy));
    expect(views.map((v) => [v.status, v.headers["x-forecourt-cache"], v.headers["x-forecourt-cache-layer"]])).toEqual([
      [200, undefined, undefined],
      [200, "miss", undefined],
      [200, "hit", "edge"],
    ]);
    const edgeHit = views[2]!;
    expect(edgeHit.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(edgeHit.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect(edgeHit.body).toContain(`<link rel="canonical" href="https://hostcheck.example${carPath}"`);
    const carTwin = await send(port, carPath, `127.0.0.1:${port}`, { ...viaProxy, "x-forwarded-host": "www.hostcheck.example" });
    expect(carTwin.status).toBe(301);
    expect(carTwin.location).toBe(`https://hostcheck.example${carPath}`);
    // Over plain http the same page is another entry (its URLs and policy differ): not this hit.
    const plain = await send(port, carPath, "hostcheck.example");
    expect(plain.headers["x-forecourt-cache"]).not.toBe("hit");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  } finally {
    if (server) await stop(server);
    fs.rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
});

test("on an empty PostgreSQL database npm start migrates but seeds no demo dealers (issue 14, point 13), and answers a malformed address or TRACE without a 500", async () => {
  const database = await freshPostgresDatabase("noseed");
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, WORKER_IN_PROCESS: "false" };
  delete env.DEFAULT_SITE;
  delete env.DATA_DIR;
  delete env.DEMO_SEED;
  const port = await findFreePort();
  const server = await npmStart(env, port);
  try {
    const demoHost = await send(port, "/", `coastline-toyota.localhost:${port}`);
    expect(demoHost.status, "no demo dealer behind its demo host").toBe(404);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const sites = await client.query<{ n: number }>("select count(*)::int as n from sites");
      expect(sites.rows[0]!.n).toBe(0);
      const cars = await client.query<{ n: number }>("select count(*)::int as n from cars");
      expect(cars.rows[0]!.n, "the schema is there (migrated), empty").toBe(0);
    } finally {
      await client.end();
    }
    expect(fs.readFileSync(path.join(test.info().outputDir, "start.log"), "utf8")).toContain("the database has no site");

    // A malformed %-escape is redirected (308, same host) to the text as typed, which then answers
    // 4xx. These are answered before any site is looked up. They answered 500 when the proxy
    // rewrote them instead; the shared e2e server answered 404 all along, because scripts/server.mjs
    // then gave Next.js its listen address (127.0.0.1) as its own name (it no longer does).
    const stranger = "no-such-dealer.localhost";
    const malformed = [
      { method: "GET", typed: "/cars/%", escaped: "/cars/%25" },
      { method: "GET", typed: "/cars/%E0%A4%A/pdf", escaped: "/cars/%25E0%25A4%25A/pdf" },
      { method: "GET", typed: "/blog/%FF?page=2", escaped: "/blog/%25FF?page=2" },
      { method: "GET", typed: "/offers/%00", escaped: "/offers/%2500" },
      { method: "POST", typed: "/api/reservations/%ZZ", escaped: "/api/reservations/%25ZZ" },
    ];
    for (const c of malformed) {
      const first = await send(port, c.typed, stranger, {}, c.method);
      expect(first.status, `${c.method} ${c.typed}`).toBe(308);
      const to = new URL(first.location ?? "", `http://${stranger}`);
      expect(`${to.host}${to.pathname}${to.search}`, `${c.method} ${c.typed}: redirected on this host, to the text as typed`).toBe(`${stranger}${c.escaped}`);
      const then = await send(port, to.pathname + to.search, stranger, {}, c.method);
      expect(then.status, `${c.method} ${c.escaped}`).toBeGreaterThanOrEqual(400);
      expect(then.status, `${c.method} ${c.escaped}`).toBeLessThan(500);
    }
    // An address that decodes is not redirected.
    expect((await send(port, "/cars/caf%C3%A9", stranger)).status).toBe(404);
    // A method fetch forbids (Next.js cannot build a Request of it) is refused, not a 500.
    expect((await send(port, "/", stranger, {}, "TRACE")).status, "TRACE /").toBe(405);

    // SIGTERM to `npm start` stops the whole tree: nothing is left listening on the port, and the
    // server said it finished its requests (issue 14, point 14: next-server used to stay behind).
    await stop(server);
    await expect.poll(() => portIsFree(port), { timeout: 5_000, message: "the port is free again" }).toBe(true);
    const log = fs.readFileSync(path.join(test.info().outputDir, "start.log"), "utf8");
    expect(log).toContain("SIGTERM: shutting down");
    expect(log).toContain("[forecourt] stopped");
  } finally {
    await stop(server);
    await database.drop();
  }
});

test("the embedded demo still shows its first site on plain localhost", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-demo-hosts-"));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(dir, "data") };
  delete env.DATABASE_URL;
  delete env.DEFAULT_SITE;
  const port = await findFreePort();
  const server = await npmStart(env, port);
  try {
    const home = await send(port, "/", `localhost:${port}`);
    expect(home.status).toBe(200);
    expect(home.body).not.toContain("No dealer site at this address");
  } finally {
    await stop(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
