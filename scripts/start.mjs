#!/usr/bin/env node
/**
 * `npm start`: check the environment, build when the sources changed, migrate and — on the
 * embedded PGlite demo, or on PostgreSQL with `--demo` / DEMO_SEED=true — seed the demo sites into
 * an empty database, then serve on PORT (3000). Each site answers at http://{slug}.localhost:PORT;
 * plain localhost serves DEFAULT_SITE, which on the embedded database defaults to the first demo site
 * unless it is set (even to an empty value, which turns the fallback off); on PostgreSQL it has no
 * default.
 */
import path from "node:path";
import { BIN, ROOT, demoSeedWanted, ensureBuild, migrateDatabase, portIsFree, run, runningChildren, seedDemoIfEmpty, startServer, waitForHealthy } from "./lib/app.mjs";

const started = Date.now();
const env = { ...process.env };
const distDir = env.NEXT_DIST_DIR || ".next";
const port = Number(env.PORT || 3000);
/** Server processes on the port (scripts/cluster.mjs): one per core on a PostgreSQL node. */
const workers = Number(env.WEB_CONCURRENCY || 1);
const say = (line) => console.log(`[forecourt] ${line}`);
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;

/** The sites in the database, read by a short-lived process (PGlite lets one process in at a time). */
async function readSites() {
  const out = await run(path.join(BIN, "tsx"), ["scripts/list-sites.ts"], { env, capture: "stdout" });
  return JSON.parse(out.trim().split("\n").at(-1) || "[]");
}

let server = null;
/** Exit code to leave with once the server has stopped, when start-up itself failed. */
let failure = null;
let stopping = false;

// Pass Ctrl-C and service-manager signals on to whatever runs now (build, seed or server); the
// server's exit then ends this process with its code. Before the server, stop at once.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    stopping = true;
    for (const child of runningChildren) child.kill(signal);
    if (server) server.kill(signal);
    else process.exit(128 + (signal === "SIGINT" ? 2 : signal === "SIGTERM" ? 15 : 1));
  });
}

async function main() {
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw Object.assign(new Error(`PORT must be a port number, got "${env.PORT}"`), { exitCode: 2 });
  // Checked first: otherwise the health check could be answered by whatever holds the port.
  if (!(await portIsFree(port))) throw Object.assign(new Error(`port ${port} is in use: stop what runs there or choose another with PORT=`), { exitCode: 1 });
  if (!Number.isInteger(workers) || workers < 1) throw Object.assign(new Error(`WEB_CONCURRENCY must be a whole number of processes, 1 or more, got "${env.WEB_CONCURRENCY}"`), { exitCode: 2 });
  if (workers > 1 && !env.DATABASE_URL) throw Object.assign(new Error("WEB_CONCURRENCY above 1 needs DATABASE_URL: PGlite lets one process open a data directory"), { exitCode: 2 });
  try {
    await run(path.join(BIN, "tsx"), ["scripts/check-env.ts"], { env, capture: "all" });
  } catch (err) {
    // No output means the check itself could not run (e.g. `npm install` has not finished): say why.
    const said = String(err.output ?? "").trim() || String(err.message ?? err);
    throw Object.assign(new Error(`invalid environment:\n${said}`), { exitCode: 2 });
  }
  say(env.DATABASE_URL ? "database: PostgreSQL (DATABASE_URL)" : `database: PGlite in ${path.resolve(ROOT, env.DATA_DIR || ".data")}`);

  if (await ensureBuild({ distDir, env, log: say })) say(`built in ${seconds()}`);

  if (demoSeedWanted({ env })) await seedDemoIfEmpty({ env });
  else await migrateDatabase({ env });
  const sites = await readSites();
  if (sites.length === 0) {
    say("warning: the database has no site; add one with `npm run cli -- site:upsert FILE.json` (or start with --demo for the demo sites)");
  }
  // On the embedded demo, plain http://localhost:3000 shows the first site. On PostgreSQL (a real
  // deployment) a host no site lists gets "No dealer site at this address" unless DEFAULT_SITE is
  // set: serving a dealer at any domain pointed at the server would be duplicate content, and a
  // stranger's domain would carry the dealer's pages. `DEFAULT_SITE=` (set but empty) keeps the
  // 404 on the demo too.
  if (env.DEFAULT_SITE === undefined && !env.DATABASE_URL && sites[0]) env.DEFAULT_SITE = sites[0].slug;

  server = startServer({ distDir, port, env, workers });
  if (workers > 1) say(`${workers} server processes (WEB_CONCURRENCY)`);
  server.on("exit", (code, signal) => {
    if (signal && !stopping) say(`the server was killed by ${signal}`);
    process.exit(failure ?? code ?? (stopping ? 0 : 1));
  });

  await waitForHealthy(`http://127.0.0.1:${port}/healthz`, { child: server, timeoutMs: 120_000 });
  say(`ready in ${seconds()}. Dealer sites:`);
  for (const site of sites) {
    const extra = [site.slug === env.DEFAULT_SITE ? "default for other hosts" : "", ...site.domains].filter(Boolean).join(", ");
    say(`  http://${site.slug}.localhost:${port}  ${site.name}${extra ? `  (${extra})` : ""}`);
  }
  if (env.DEFAULT_SITE) say(`  http://localhost:${port} serves ${env.DEFAULT_SITE}`);
}

main().catch((err) => {
  console.error(`[forecourt] npm start failed: ${err.message}`);
  failure = err.exitCode ?? 1;
  if (server && server.exitCode === null) server.kill("SIGTERM");
  else process.exit(failure);
});
