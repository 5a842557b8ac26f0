/**
 * The server exactly as `npm start` runs it: scripts/server.mjs with no --hostname (it listens on
 * every interface and Next.js names itself "localhost"). The shared e2e server is started with
 * --hostname 127.0.0.1, and Next.js routes some requests differently then: an address with a
 * malformed %-escape answered 500 on this server and 404 on that one. On a fresh PostgreSQL
 * database with no site (these requests are answered before any site is looked up).
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_DIST_DIR, findFreePort, startServer, waitForHealthy } from "../../scripts/lib/app.mjs";
import { freshPostgresDatabase } from "./support/postgres";

test.setTimeout(120_000);

interface Reply {
  status: number;
  location: string | undefined;
  contentType: string;
}

function send(port: number, method: string, pathname: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: pathname, agent: false, headers: { host: "no-such-dealer.localhost" } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, contentType: String(res.headers["content-type"] ?? "") }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("npm start's server: an address with a malformed %-escape is sent to the text as typed and answers 4xx, and TRACE is refused, never 500", async () => {
  const database = await freshPostgresDatabase("npmstart");
  const port = await findFreePort();
  const log = path.join(test.info().outputDir, "server.log");
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, "a");
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: "warn" };
  delete env.DEFAULT_SITE;
  delete env.DATA_DIR;
  // No hostname: as scripts/start.mjs starts it.
  const server = startServer({ distDir: E2E_DIST_DIR, port, env, stdio: ["ignore", out, out] });
  try {
    await waitForHealthy(`http://127.0.0.1:${port}/healthz`, { child: server, timeoutMs: 60_000 });
    const cases = [
      { method: "GET", typed: "/cars/%", escaped: "/cars/%25" },
      { method: "GET", typed: "/cars/%E0%A4%A/pdf", escaped: "/cars/%25E0%25A4%25A/pdf" },
      { method: "GET", typed: "/blog/%FF?page=2", escaped: "/blog/%25FF?page=2" },
      { method: "GET", typed: "/offers/%00", escaped: "/offers/%2500" },
      { method: "POST", typed: "/api/reservations/%ZZ", escaped: "/api/reservations/%25ZZ" },
    ];
    for (const c of cases) {
      const first = await send(port, c.method, c.typed);
      expect(first.status, `${c.method} ${c.typed}`).toBe(308);
      const to = new URL(first.location ?? "", "http://no-such-dealer.localhost");
      expect(`${to.host}${to.pathname}${to.search}`, `${c.method} ${c.typed}: redirected on this host, to the text as typed`).toBe(`no-such-dealer.localhost${c.escaped}`);
      const then = await send(port, c.method, to.pathname + to.search);
      expect(then.status, `${c.method} ${c.escaped}`).toBeGreaterThanOrEqual(400);
      expect(then.status, `${c.method} ${c.escaped}`).toBeLessThan(500);
    }
    // An address that decodes is not redirected.
    expect((await send(port, "GET", "/cars/caf%C3%A9")).status).toBe(404);
    // A method fetch forbids (Next.js cannot build a Request of it) is refused, not a 500.
    expect((await send(port, "TRACE", "/")).status, "TRACE /").toBe(405);
  } finally {
    server.kill("SIGKILL");
    fs.closeSync(out);
    await database.drop();
  }
});
