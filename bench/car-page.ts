/**
 * npm run bench:car-page [-- options]
 *
 * Throughput of the vehicle page (`GET /cars/{slug}`) on the production build, as a shopper's
 * browser asks for it (a full HTML document, Host: {site}.localhost). The demo sites are seeded
 * into a fresh database (PGlite folder, or a new PostgreSQL database BENCH_DB_PREFIX_pid on
 * BENCH_DATABASE_URL's server with --engines=postgres), then per repeat a fresh `next start`
 * (empty caches, so repeats are alike) is driven by autocannon in two phases:
 *
 *   uncached  every request names a different car (across all demo sites, no car twice in a
 *             server's life), so nothing rendered before can be reused: a full render each time
 *             (with the cache on, a first view: rendered straight away, not stored).
 *   cached    the same few cars per site again and again (asked once before the phase, so the
 *             phase's first request of each is the one that stores it).
 *
 * Before each server's phases a correctness check asks for one car per site and checks the
 * answer is that site's page of that car. Prints req/s, latency p50/p97.5/p99 (client side,
 * ms), errors + non-2xx + timeouts, the load average at each phase's start, and the medians
 * over the repeats, and the server's CPU time per request (from /proc, all its threads: less
 * moved by the machine's other load than req/s, though contention still inflates it). Repeats
 * alternate between the setups (engine x cache mode).
 *
 * Options: --engines=pglite (or postgres, or pglite,postgres)  --cache=on (or off, or on,off:
 *          off runs the server with CAR_PAGE_CACHE_SECONDS=0, every request rendered)
 *          --workers=1 (or 2, or 1,2: server processes on the port, WEB_CONCURRENCY through
 *          scripts/cluster.mjs, as a deployment runs one per core; PostgreSQL only, PGlite is one
 *          process by design)
 *          --repeats=3  --duration=10 (s per phase)
 *          --warmup=4 (s of renders of other cars before the phases, not measured)
 *          --connections=8  --cached-cars=4 (per site)  --json=out.json
 *          --accept-encoding=gzip (sent as a browser or CDN would: the server then compresses each
 *          answer; default none, the figures before 2026-11-27 were measured so)
 *          --against=.next-base (another build's dist dir, e.g. a copy of .next-bench made before a
 *          change: each repeat runs both builds, in alternating order, on the same cars, and the
 *          summary adds the paired differences of server CPU per request, this build minus that
 *          one. On a shared host the paired median is what can show a change of a few percent.)
 * Environment: NEXT_DIST_DIR (default .next-bench; built when stale), PORT (default: a free port),
 *          BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_DB_PREFIX.
 */
import { type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { ensureBuild, findFreePort, seedDemoIfEmpty, startServer, waitForHealthy } from "../scripts/lib/app.mjs";
import { openDatabase } from "../src/db/client";
import { processCpuMs } from "./process-cpu";
import { httpGet } from "./first-load-js";

const arg = (name: string, dflt: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? dflt;
const ENGINES = arg("engines", "pglite").split(",") as ("postgres" | "pglite")[];
const REPEATS = Number(arg("repeats", "3"));
/** `off` starts the server with CAR_PAGE_CACHE_SECONDS=0: every request renders (the code before the cache). */
const CACHE_MODES = arg("cache", "on").split(",") as ("on" | "off")[];
const DURATION = Number(arg("duration", "10"));
const WORKER_COUNTS = arg("workers", "1").split(",").map(Number);
const CONNECTIONS = Number(arg("connections", "8"));
const CACHED_PER_SITE = Number(arg("cached-cars", "4"));
const JSON_OUT = arg("json", "");
const ACCEPT_ENCODING = arg("accept-encoding", "");
const WARMUP_SECONDS = Number(arg("warmup", "4"));
const WARMUP_CARS = 400;
const DIST = process.env.NEXT_DIST_DIR || ".next-bench";
const AGAINST = arg("against", "");
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const say = (...a: unknown[]) => console.log(`[car-page ${new Date().toISOString().slice(11, 19)}]`, ...a);
const r1 = (n: number) => Math.round(n * 10) / 10;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

interface CarRef {
  site: string;
  slug: string;
}

interface PhaseFigures {
  reqPerSec: number;
  p50: number;
  p975: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** Answers the page cache says it served from cache (x-forecourt-cache: hit), when it says. */
  cacheHits: number;
  load1: number;
  /**
   * CPU time the server process spent per request (user + system, all its threads, from
   * /proc/{pid}/stat): unlike req/s, it hardly depends on what else the machine runs.
   */
  serverCpuMsPerReq: number;
  /** 1000 / serverCpuMsPerReq: the req/s one core would sustain for this server alone. */
  cpuBoundReqPerSec: number;
}

interface Db {
  env: NodeJS.ProcessEnv;
  cleanup: () => Promise<void>;
}

async function prepareDatabase(engine: "postgres" | "pglite"): Promise<Db> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "warn", WORKER_IN_PROCESS: "false" };
  delete env.DEFAULT_SITE;
  if (engine === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-car-"));
    delete env.DATABASE_URL;
    env.DATA_DIR = path.join(dir, "data");
    return { env, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `${process.env.BENCH_DB_PREFIX ?? "forecourt_bench_car"}_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  env.DATABASE_URL = ADMIN_URL.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
  return {
    env,
    cleanup: async () => {
      const a = new pg.Client({ connectionString: ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** Every car a shopper can open, interleaved across the sites (one of each site in turn). */
async function listCars(env: NodeJS.ProcessEnv): Promise<CarRef[]> {
  const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, migrate: false });
  try {
    const rows = await db.query<CarRef>(
      `select s.slug as site, c.slug from cars c join sites s on s.id = c.site_id
        where c.delisted_at is null and c.show_on_dealer_website order by s.slug, c.id`,
    );
    const bySite = new Map<string, CarRef[]>();
    for (const r of rows) bySite.set(r.site, [...(bySite.get(r.site) ?? []), r]);
    const lists = [...bySite.values()];
    const out: CarRef[] = [];
    for (let i = 0; out.length < rows.length; i++) for (const l of lists) if (l[i]) out.push(l[i]!);
    return out;
  } finally {
    await db.close();
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const t = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(t);
}

/**
 * One page as a browser on the site's own host asks for it: `httpGet` names the site in the Host
 * header (the server ignores X-Forwarded-Host unless TRUST_PROXY says a proxy is in front, ADR 0007).
 */
async function getPage(port: number, car: CarRef): Promise<{ status: number; body: string }> {
  const res = await httpGet(`http://${car.site}.localhost:${port}/cars/${car.slug}`);
  return { status: res.status, body: res.body.toString("utf8") };
}

/** The page answered is this site's page of this car (not another site's, not a 404). */
async function checkPage(port: number, car: CarRef): Promise<void> {
  const { status, body } = await getPage(port, car);
  const ok = status === 200 && body.includes(`data-site="${car.site}"`) && body.includes(`/cars/${car.slug}"`);
  if (!ok) throw new Error(`GET /cars/${car.slug} on ${car.site}: HTTP ${status}, not that site's page of that car`);
}

async function drive(port: number, serverPid: number | undefined, next: () => CarRef, duration = DURATION): Promise<PhaseFigures> {
  const load1 = r1(os.loadavg()[0]!);
  const cpuBefore = processCpuMs(serverPid);
  let cacheHits = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration,
    timeout: 60,
    requests: [
      {
        method: "GET",
        setupRequest: (req) => {
          const car = next();
          const headers: Record<string, string> = { host: `${car.site}.localhost`, accept: "text/html" };
          if (ACCEPT_ENCODING) headers["accept-encoding"] = ACCEPT_ENCODING;
          return { ...req, path: `/cars/${car.slug}`, headers };
        },
        onResponse: (_status, _body, _ctx, headers) => {
          if (headers["x-forecourt-cache"] === "hit") cacheHits++;
        },
      },
    ],
  });
  const result = await instance;
  const cpuMs = processCpuMs(serverPid) - cpuBefore;
  const perReq = result.requests.total ? cpuMs / result.requests.total : NaN;
  return {
    serverCpuMsPerReq: Math.round(perReq * 100) / 100,
    cpuBoundReqPerSec: Math.round(1000 / perReq),
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cacheHits,
    load1,
  };
}

async function runOnce(engine: string, env: NodeJS.ProcessEnv, cars: CarRef[], repeat: number, workers: number, distDir = DIST): Promise<Record<string, PhaseFigures>> {
  const port = process.env.PORT ? Number(process.env.PORT) : await findFreePort();
  const logFile = path.join(os.tmpdir(), `forecourt-bench-car-${process.pid}.log`);
  const out = fs.openSync(logFile, "a");
  const server = startServer({ distDir, port, hostname: "127.0.0.1", env, stdio: ["ignore", out, out], workers });
  try {
    await waitForHealthy(`http://127.0.0.1:${port}/healthz`, { child: server, timeoutMs: 90_000 });
    // Every worker answers before the phases (the primary hands connections out in turn).
    for (let k = 0; k < workers * 4; k++) await fetch(`http://127.0.0.1:${port}/healthz`);
    const sites = [...new Set(cars.map((c) => c.site))];
    // The cached set: the first few cars of each site; the rest are for the uncached phase.
    const cachedSet = sites.flatMap((s) => cars.filter((c) => c.site === s).slice(0, CACHED_PER_SITE));
    const inCachedSet = new Set(cachedSet.map((c) => `${c.site}/${c.slug}`));
    const others = cars.filter((c) => !inCachedSet.has(`${c.site}/${c.slug}`));
    // Warm-up (not measured): the first renders of a new process compile code; these cars are
    // not asked for again.
    const warmup = others.slice(-WARMUP_CARS);
    const fresh = others.slice(0, -WARMUP_CARS);
    for (const c of cachedSet) await checkPage(port, c);
    let w = 0;
    await drive(port, server.pid, () => warmup[w++ % warmup.length]!, WARMUP_SECONDS);
    let i = 0;
    const uncached = await drive(port, server.pid, () => fresh[i++ % fresh.length]!);
    if (i > fresh.length) say(`WARNING: the uncached phase asked for ${i} pages but there are only ${fresh.length} distinct cars: some were repeats (use a shorter --duration)`);
    let j = 0;
    const cached = await drive(port, server.pid, () => cachedSet[j++ % cachedSet.length]!);
    // The cache must not have mixed sites up under load either.
    for (const c of cachedSet) await checkPage(port, c);
    const phases = { uncached, cached };
    for (const [name, f] of Object.entries(phases)) {
      say(`${engine} #${repeat + 1} ${name.padEnd(8)} ${String(f.reqPerSec).padStart(5)} req/s  p50 ${f.p50} ms  p97.5 ${f.p975} ms  p99 ${f.p99} ms  requests ${f.requests}  errors ${f.errors}  non-2xx ${f.non2xx}  cache hits ${f.cacheHits}  server CPU ${f.serverCpuMsPerReq} ms/req (${f.cpuBoundReqPerSec} req/s on one core)  load1 ${f.load1}`);
    }
    await stop(server);
    fs.closeSync(out);
    fs.rmSync(logFile, { force: true });
    return phases;
  } catch (err) {
    say(`server log: ${logFile}`);
    await stop(server);
    fs.closeSync(out);
    throw err;
  }
}

async function main(): Promise<void> {
  say(`load average ${os.loadavg().map(r1).join(" ")}; ${os.cpus().length} cpus; dist ${DIST}; ${CONNECTIONS} connections, ${DURATION} s per phase, ${REPEATS} repeats; Accept-Encoding ${ACCEPT_ENCODING || "(none)"}`);
  await ensureBuild({ distDir: DIST, log: say });
  if (AGAINST && !fs.existsSync(path.join(AGAINST, "BUILD_ID"))) throw new Error(`--against=${AGAINST}: no build there`);
  const dbs: Record<string, Db & { cars: CarRef[] }> = {};
  try {
    for (const engine of ENGINES) {
      const db = await prepareDatabase(engine);
      dbs[engine] = { ...db, cars: [] };
      say(`${engine}: seeding the demo sites…`);
      await seedDemoIfEmpty({ env: db.env });
      dbs[engine]!.cars = await listCars(db.env);
      say(`${engine}: ${dbs[engine]!.cars.length} listed cars on ${new Set(dbs[engine]!.cars.map((c) => c.site)).size} sites`);
    }
    const runs: Record<string, Record<string, PhaseFigures>[]> = {};
    for (let r = 0; r < REPEATS; r++) {
      for (const engine of ENGINES) {
        for (const mode of CACHE_MODES) {
          for (const workers of engine === "postgres" ? WORKER_COUNTS : [1]) {
            const { env, cars } = dbs[engine]!;
            const setup = `${engine} cache ${mode}${workers > 1 ? ` ${workers} processes` : ""}`;
            const setupEnv = mode === "off" ? { ...env, CAR_PAGE_CACHE_SECONDS: "0" } : env;
            // With --against, both builds in turn, which one goes first alternating by repeat.
            const dists = !AGAINST ? [DIST] : r % 2 ? [DIST, AGAINST] : [AGAINST, DIST];
            for (const dist of dists) {
              const name = AGAINST ? `${setup} [${dist}]` : setup;
              (runs[name] ??= []).push(await runOnce(name, setupEnv, cars, r, workers, dist));
            }
          }
        }
      }
    }
    const summary: Record<string, Record<string, Record<string, number>>> = {};
    for (const [setup, list] of Object.entries(runs)) {
      for (const phase of ["uncached", "cached"]) {
        const fig = (k: keyof PhaseFigures) => r1(median(list.map((x) => x[phase]![k])));
        (summary[setup] ??= {})[phase] = { reqPerSec: fig("reqPerSec"), p50: fig("p50"), p975: fig("p975"), p99: fig("p99"), serverCpuMsPerReq: fig("serverCpuMsPerReq"), cpuBoundReqPerSec: fig("cpuBoundReqPerSec"), errors: Math.max(...list.map((x) => x[phase]!.errors)), non2xx: Math.max(...list.map((x) => x[phase]!.non2xx)), load1: fig("load1") };
        const s = summary[setup]![phase]!;
        say(`MEDIAN ${setup} ${phase.padEnd(8)} ${s.reqPerSec} req/s  p50 ${s.p50} ms  p97.5 ${s.p975} ms  p99 ${s.p99} ms  server CPU ${s.serverCpuMsPerReq} ms/req (${s.cpuBoundReqPerSec} req/s on one core)  (max errors ${s.errors}, max non-2xx ${s.non2xx}; load1 at start ${s.load1}) over ${list.length} repeats`);
      }
    }
    if (AGAINST) {
      for (const setup of Object.keys(runs).filter((k) => k.endsWith(` [${DIST}]`))) {
        const base = runs[setup.replace(` [${DIST}]`, ` [${AGAINST}]`)] ?? [];
        const mine = runs[setup]!;
        for (const phase of ["uncached", "cached"]) {
          const diffs = mine.map((x, k) => r1(x[phase]!.serverCpuMsPerReq - base[k]![phase]!.serverCpuMsPerReq));
          const baseMedian = median(base.map((x) => x[phase]!.serverCpuMsPerReq));
          say(`PAIRED ${setup.replace(` [${DIST}]`, "")} ${phase.padEnd(8)} server CPU ${DIST} minus ${AGAINST}: median ${r1(median(diffs))} ms/req (${r1((100 * median(diffs)) / baseMedian)}% of ${r1(baseMedian)}), repeats ${diffs.join(", ")}`);
        }
      }
    }
    say(`load average at the end ${os.loadavg().map(r1).join(" ")}`);
    if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify({ at: new Date().toISOString(), acceptEncoding: ACCEPT_ENCODING || null, engines: ENGINES, cache: CACHE_MODES, workers: WORKER_COUNTS, repeats: REPEATS, duration: DURATION, connections: CONNECTIONS, runs, summary }, null, 2));
  } finally {
    for (const db of Object.values(dbs)) await db.cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
