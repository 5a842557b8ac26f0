/**
 * Starts the app once for the whole Playwright run: the production build in .next-e2e (built
 * when the sources changed), a fresh PGlite DATA_DIR seeded with the demo sites, `next start` on
 * a free port with DEFAULT_SITE unset and a known ADMIN_TOKEN. The workers learn where it is
 * from the FORECOURT_E2E_* variables (fixtures.ts reads them). Returns the teardown.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { E2E_DIST_DIR, ensureBuild, findFreePort, seedDemoIfEmpty, startServer, waitForHealthy } from "../../scripts/lib/app.mjs";
import { openDatabase } from "../../src/db/client";
import { describeTenants, seedTenantLeads } from "./support/tenants";

const log = (line: string) => console.log(`[e2e] ${line}`);

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  await ensureBuild({ distDir: E2E_DIST_DIR, log });

  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-e2e-"));
  const dataDir = path.join(runDir, "data");
  const adminToken = randomBytes(16).toString("hex");
  // The tests own this server: nothing from the developer's shell decides which database or
  // default site it uses.
  // The tenancy census sends wrong admin tokens on purpose (about a hundred, all from 127.0.0.1,
  // the browsers' address too): the limit is raised so that it never locks the dealer view's
  // logins of other specs out; tests/e2e/admin-access.spec.ts reaches it from an address of its own.
  process.env.ADMIN_TOKEN_RATE_LIMIT = "200/900";
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ADMIN_TOKEN: adminToken, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" };
  delete env.DATABASE_URL;
  delete env.DEFAULT_SITE;

  await seedDemoIfEmpty({ env });
  const db = await openDatabase({ dataDir });
  const tenants = await seedTenantLeads(db)
    .then(() => describeTenants(db))
    .finally(() => db.close());
  const stateFile = path.join(runDir, "tenants.json");
  fs.writeFileSync(stateFile, JSON.stringify(tenants, null, 2));

  const port = await findFreePort();
  const logFile = path.join(runDir, "server.log");
  const out = fs.openSync(logFile, "a");
  const server = startServer({ distDir: E2E_DIST_DIR, port, hostname: "127.0.0.1", env, stdio: ["ignore", out, out] });
  try {
    await waitForHealthy(`http://127.0.0.1:${port}/healthz`, { child: server, timeoutMs: 60_000 });
  } catch (err) {
    server.kill("SIGKILL");
    throw new Error(`${(err as Error).message}\n--- ${logFile} ---\n${fs.readFileSync(logFile, "utf8").slice(-4000)}`);
  }
  log(`app on port ${port} with ${tenants.length} sites, ready in ${((Date.now() - started) / 1000).toFixed(1)}s (server log: ${logFile})`);

  process.env.FORECOURT_E2E_PORT = String(port);
  process.env.FORECOURT_E2E_TENANTS = stateFile;
  process.env.FORECOURT_E2E_ADMIN_TOKEN = adminToken;
  process.env.FORECOURT_E2E_SERVER_LOG = logFile;

  return async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.closeSync(out);
    // Keep the server log (small) for a look after a failed run; the database goes.
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(stateFile, { force: true });
  };
}
