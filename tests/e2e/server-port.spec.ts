/**
 * scripts/server.mjs started the way its usage line and the README show it: `--port N`, with no
 * PORT variable in the environment. The vehicle page cache fills itself by asking this same server
 * for the page (src/web/car-page-cache.ts), so the server must tell it the port it listens on; it
 * once asked port 3000 instead, and every view of a car after the first answered 500.
 */
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { E2E_DIST_DIR, ROOT, findFreePort, seedDemoIfEmpty, waitForHealthy } from "../../scripts/lib/app.mjs";
import { freshPostgresDatabase } from "./support/postgres";

test.setTimeout(120_000);

function get(port: number, pathname: string, host: string): Promise<{ status: number; cache: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, headers: { host } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, cache: res.headers["x-forecourt-cache"] as string | undefined, body }));
      })
      .on("error", reject);
  });
}

test("started with --port and no PORT variable, the server answers a car's second and third views from its page cache", async () => {
  const database = await freshPostgresDatabase("portonly");
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, NEXT_DIST_DIR: E2E_DIST_DIR, NODE_ENV: "production", LOG_LEVEL: "warn", WORKER_IN_PROCESS: "false" };
  for (const name of ["PORT", "DATA_DIR", "DEFAULT_SITE", "CAR_PAGE_RENDER_ORIGIN", "CAR_PAGE_CACHE_SECONDS"]) delete env[name];
  await seedDemoIfEmpty({ env });
  const port = await findFreePort();
  const log = path.join(test.info().outputDir, "server.log");
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, "a");
  const server = spawn(process.execPath, [path.join(ROOT, "scripts", "server.mjs"), "--port", String(port), "--hostname", "127.0.0.1"], { cwd: ROOT, env, stdio: ["ignore", out, out] });
  try {
    await waitForHealthy(`http://127.0.0.1:${port}/healthz`, { child: server, timeoutMs: 60_000 });
    const host = `coastline-toyota.localhost:${port}`;
    const search = await get(port, "/api/search?hitsPerPage=1", host);
    const slug = (JSON.parse(search.body) as { hits: { slug: string }[] }).hits[0]!.slug;
    const views = [];
    for (let i = 0; i < 3; i++) views.push(await get(port, `/cars/${slug}`, host));
    expect(views.map((v) => v.status)).toEqual([200, 200, 200]);
    for (const v of views) expect(v.body).toContain('data-testid="vehicle-page"');
    // The second view stores the page (rendered by asking this server); the third is a hit.
    expect(views[2]!.cache).toBe("hit");
  } finally {
    server.kill("SIGKILL");
    fs.closeSync(out);
    await database.drop();
  }
});
