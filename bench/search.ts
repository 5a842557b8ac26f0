/**
 * npm run bench:search [-- options]
 *
 * Generates a platform of 200,000 cars on one site plus a 10,000-car tenant site (in a fresh
 * PostgreSQL database `forecourt_bench_search` and a PGlite folder under bench/out/; both are
 * reused by later runs unless --fresh), serves GET /api/search from a bare Node server per engine
 * (bench/search-server.ts: the route's own code, without Next.js), drives it with autocannon and
 * reports server-side p50/p95/p99 and requests/s per query class, with the result cache off (the
 * engine itself) and on (as deployed). Then it loads the same listed cars into itemsjs and Orama,
 * asks them the same queries with facet counts, and prints our time over theirs per class.
 *
 * Options: --fresh  --engines=postgres,pglite  --duration=8 (s per class)  --connections=4
 *          --tenant=10000  --platform=200000  --skip-peers  --skip-http
 *          --modes=index,sql,cached (result cache off with the facet index; off, SQL only; on)
 *          --workers=1 (PostgreSQL server processes, one per core in a deployment)
 */
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase, type Database } from "../src/db/client";
import { listingWhereSql } from "../src/search/engine";
import { parseSearchParams, type SearchQuery } from "../src/search/query";
import { SqlParams } from "../src/search/sql";
import { bandOf, PRICE_BANDS, WEEKLY_PRICE_BANDS } from "../src/search/buckets";
import { getSiteBySlug } from "../src/site/store";
import { cachedSearchCars } from "../src/search/cache";
import { indexedSearchCars, queryIndex, readSearchState, siteSearchIndex } from "../src/search/facet-index";
import { createBenchSite, insertBenchCars } from "./search-data";
import { buildItemsJs, buildOrama, searchItemsJs, searchOrama, type PeerCar } from "./search-peers";

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PG_DB = "forecourt_bench_search";
const OUT = path.join(process.cwd(), "bench", "out");
const PGLITE_DIR = path.join(OUT, "pglite-search");
const DATA_VERSION = "bench-search data v2";

const arg = (name: string, dflt: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? dflt;
const flag = (name: string) => process.argv.includes(`--${name}`);
const ENGINES = arg("engines", "postgres,pglite").split(",") as ("postgres" | "pglite")[];
const DURATION = Number(arg("duration", "8"));
const CONNECTIONS = Number(arg("connections", "4"));
const TENANT = Number(arg("tenant", "10000"));
const PLATFORM = Number(arg("platform", "200000"));
const SITES = { tenant: "bench-tenant", platform: "bench-platform" } as const;
/** Server processes for PostgreSQL (node:cluster; PGlite is one process by design). */
const WORKERS = Number(arg("workers", "1"));

/** The fixed mixed workload, by query class. */
const WORKLOAD: Record<string, string[]> = {
  no_filter: [""],
  facets: ["make=Toyota", "body=SUV&car_type=used", "make=Toyota&model=Hilux&fuel=Diesel", "make=Kia&make=Mazda&colour=White", "state=QLD&transmission=Automatic"],
  text: ["query=hil", "query=corola", "query=toyota%20hilux%20sr5", "query=white%20suv"],
  // How people type (issue 17): spaced and joined names, facet words, and numbers read as filters.
  understood: ["query=land%20cruiser", "query=rav%204", "query=4x4%20diesel%20ute", "query=hilux%20under%2040k", "query=corolla%202020", "query=7%20seater%20under%2050%2C000%20km"],
  ranges: ["price=10000:30000", "year=2018:&km=:100000", "price=20000:&make=Ford"],
  deep_page: ["page=150", "page=300&sortBy=price_asc"],
  sorts: ["sortBy=latest", "sortBy=price_asc", "sortBy=price_desc", "sortBy=km_asc"],
};

const log = (...a: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

function pct(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const r1 = (n: number) => Math.round(n * 10) / 10;

// ── Data ─────────────────────────────────────────────────────────────────────────────────

function marker(): string {
  return `${DATA_VERSION} tenant=${TENANT} platform=${PLATFORM}`;
}

async function load(db: Database): Promise<void> {
  const now = new Date();
  // The trigram index is built once after the load rather than maintained row by row.
  await db.query("drop index if exists car_search_text_trgm");
  const tenant = await createBenchSite(db, SITES.tenant, 6, 1);
  await insertBenchCars(db, tenant, TENANT, 11, now);
  log(`  tenant: ${TENANT} cars`);
  const platform = await createBenchSite(db, SITES.platform, 60, 2);
  await insertBenchCars(db, platform, PLATFORM, 22, now, (n) => n % 20_000 === 0 && log(`  platform: ${n} cars`));
  await db.query("create index car_search_text_trgm on car_search using gin (search_text gin_trgm_ops)");
  await db.query("vacuum analyze");
}

async function preparePostgres(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const url = ADMIN_URL.replace(/\/[^/?]+(\?|$)/, `/${PG_DB}$1`);
  try {
    const found = await admin.query<{ c: string | null }>(
      "select shobj_description(oid, 'pg_database') as c from pg_database where datname = $1",
      [PG_DB],
    );
    if (!flag("fresh") && found.rows[0]?.c === marker()) {
      log(`postgres: reusing database ${PG_DB} (applying any new migrations)`);
      await (await openDatabase({ url })).close();
      return url;
    }
    log(`postgres: creating database ${PG_DB} and loading ${TENANT + PLATFORM} cars`);
    await admin.query(`drop database if exists ${PG_DB} with (force)`);
    await admin.query(`create database ${PG_DB}`);
    const db = await openDatabase({ url });
    await load(db);
    await db.close();
    await admin.query(`comment on database ${PG_DB} is '${marker()}'`);
    return url;
  } finally {
    await admin.end();
  }
}

async function preparePglite(): Promise<string> {
  const metaFile = path.join(PGLITE_DIR, "bench-meta.txt");
  if (!flag("fresh") && fs.existsSync(metaFile) && fs.readFileSync(metaFile, "utf8") === marker()) {
    log(`pglite: reusing ${PGLITE_DIR} (applying any new migrations)`);
    await (await openDatabase({ dataDir: PGLITE_DIR })).close();
    return PGLITE_DIR;
  }
  log(`pglite: loading ${TENANT + PLATFORM} cars into ${PGLITE_DIR}`);
  fs.rmSync(PGLITE_DIR, { recursive: true, force: true });
  fs.mkdirSync(PGLITE_DIR, { recursive: true });
  const db = await openDatabase({ dataDir: PGLITE_DIR });
  await load(db);
  await db.close();
  fs.writeFileSync(metaFile, marker());
  return PGLITE_DIR;
}

// ── HTTP ─────────────────────────────────────────────────────────────────────────────────

async function startServer(engine: "postgres" | "pglite", location: string, port: number): Promise<ChildProcess> {
  const child = fork(path.join(process.cwd(), "bench", "search-server.ts"), [], {
    execArgv: ["--import", "tsx", "--expose-gc"],
    env: {
      ...process.env,
      PORT: String(port),
      SEARCH_CACHE: "off",
      SEARCH_ENGINE: "index",
      LOG_LEVEL: "silent",
      BENCH_WORKERS: engine === "postgres" ? String(WORKERS) : "1",
      ...(engine === "postgres" ? { BENCH_DB_URL: location } : { BENCH_DATA_DIR: location }),
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`search server exited with ${code}`)));
  });
  return child;
}

/** GET and parse JSON (node:http, because fetch does not let a caller set the Host header). */
function get(port: number, pathAndQuery: string, host = "localhost"): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: pathAndQuery, headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => {
        if ((res.statusCode ?? 500) >= 400) reject(new Error(`${pathAndQuery}: ${res.statusCode} ${body.slice(0, 200)}`));
        else resolve(body ? JSON.parse(body) : null);
      });
    });
    req.on("error", reject);
  });
}

interface ClassFigures {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  reqPerSec: number;
  clientP99: number;
  errors: number;
  /** Server: longest event-loop delay and garbage collection during the class. */
  loopMaxMs: number;
  gcMs: number;
  gcMaxMs: number;
}

async function drive(port: number, siteSlug: string, cls: string, paths: string[], duration = DURATION, connections = CONNECTIONS): Promise<ClassFigures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    timeout: 120,
    headers: { host: `${siteSlug}.localhost`, "x-bench-class": cls },
    requests: paths.map((p) => ({ method: "GET", path: `/api/search${p ? `?${p}` : ""}` })),
  });
  const stats = (await get(port, "/__stats")) as { timings: Record<string, number[]>; loopMaxMs: number; gc: { totalMs: number; maxMs: number } };
  const times = (stats.timings[cls] ?? []).sort((a, b) => a - b);
  return {
    n: times.length,
    p50: r1(pct(times, 50)),
    p95: r1(pct(times, 95)),
    p99: r1(pct(times, 99)),
    reqPerSec: Math.round(result.requests.average),
    clientP99: result.latency.p99,
    errors: result.errors + result.non2xx,
    loopMaxMs: r1(stats.loopMaxMs),
    gcMs: Math.round(stats.gc.totalMs),
    gcMaxMs: r1(stats.gc.maxMs),
  };
}

type Report = Record<string, Record<string, Record<string, Record<string, ClassFigures>>>>;

/** Result cache off, facet index answering (the engine as deployed, on a miss); off, SQL only; on (cache hits). */
const MODES = arg("modes", "index,sql,cached").split(",") as ("index" | "sql" | "cached")[];
const MODE_PARAMS = { index: "mode=off&engine=index", sql: "mode=off&engine=sql", cached: "mode=on&engine=index" } as const;

async function benchEngine(engine: "postgres" | "pglite", location: string, port: number, report: Report, extra: Record<string, unknown>) {
  const server = await startServer(engine, location, port);
  try {
    const bySite: Report[string] = {};
    report[engine] = bySite;
    const builds: Record<string, unknown> = {};
    for (const [siteKey, slug] of Object.entries(SITES)) {
      // A cold build of the site's index, with the longest event-loop stall while it ran.
      builds[siteKey] = await get(port, "/__build", `${slug}.localhost`);
      log(`${engine} ${siteKey} index build`, builds[siteKey]);
    }
    extra[`${engine}_index_build`] = builds;
    extra[`${engine}_memory_with_both_indexes`] = await get(port, "/__mem");
    log(`${engine} memory with both indexes`, extra[`${engine}_memory_with_both_indexes`]);
    for (const [siteKey, slug] of Object.entries(SITES)) {
      const byMode: Report[string][string] = {};
      bySite[siteKey] = byMode;
      for (const mode of MODES) {
        await get(port, `/__cache?${MODE_PARAMS[mode]}`);
        const figures: Record<string, ClassFigures> = {};
        // Warm the connections and the database's buffers with one pass over the workload.
        for (const paths of Object.values(WORKLOAD)) for (const p of paths) await get(port, `/api/search?${p}`, `${slug}.localhost`);
        await get(port, "/__stats");
        for (const [cls, paths] of Object.entries(WORKLOAD)) {
          figures[cls] = await drive(port, slug, cls, paths);
          log(`${engine} ${siteKey} ${mode} ${cls}`, figures[cls]);
        }
        const mixed = Object.entries(WORKLOAD).flatMap(([, paths]) => paths);
        figures.mixed = await drive(port, slug, "mixed", mixed, DURATION * 2);
        log(`${engine} ${siteKey} ${mode} mixed`, figures.mixed);
        byMode[mode] = figures;
      }
    }
    // How long one search holds the event loop (matters for PGlite, which runs in this thread).
    for (const [siteKey, slug] of Object.entries(SITES)) {
      const stalls: Record<string, unknown> = {};
      for (const which of ["index", "sql"] as const) {
        if (which === "sql" && siteKey === "platform") continue;
        for (const q of ["", "make=Toyota&model=Hilux", "query=corola", "sortBy=price_asc"]) {
          const r = (await get(port, `/__block?engine=${which}&url=${encodeURIComponent(`/api/search?${q}`)}`, `${slug}.localhost`)) as {
            searchMs: number;
            longestStallMs: number;
          };
          stalls[`${which} ${q || "(none)"}`] = { searchMs: r1(r.searchMs), longestStallMs: r1(r.longestStallMs) };
        }
      }
      extra[`${engine}_event_loop_${siteKey}`] = stalls;
      log(`${engine} event loop (${siteKey})`, stalls);
    }
    extra[`${engine}_memory_at_end`] = await get(port, "/__mem");
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}

// ── Peers ────────────────────────────────────────────────────────────────────────────────

async function listedCars(db: Database, slug: string): Promise<PeerCar[]> {
  const site = (await getSiteBySlug(db, slug))!;
  const p = new SqlParams();
  const where = listingWhereSql(site, p, new Date());
  const rows = await db.query<Record<string, unknown>>(
    `select c.car_id as id, k.name, c.make, c.model, c.badge, c.car_type, c.body, c.fuel, c.transmission, c.drive, c.colour,
            c.seats, l.state, l.city, l.name as location_name, d.name as dealership_name, c.status, c.tag, c.certified,
            c.categories, c.filtered_features, c.item_type, c.price, c.weekly_price, c.km, c.year,
            extract(epoch from c.created_at)::float8 as created, c.custom_rank, c.search_text
     from car_search c join cars k on k.id = c.car_id join dealerships d on d.id = c.dealership_id
     left join locations l on l.id = c.location_id where ${where.join(" and ")}`,
    p.values,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    make: String(r.make),
    model: String(r.model),
    make_model: `${r.make} ${r.model}`,
    badge: (r.badge as string) ?? null,
    car_type: String(r.car_type),
    body: (r.body as string) ?? null,
    fuel: (r.fuel as string) ?? null,
    transmission: (r.transmission as string) ?? null,
    drive: (r.drive as string) ?? null,
    colour: (r.colour as string) ?? null,
    seats: r.seats === null ? null : String(r.seats),
    state: (r.state as string) ?? null,
    city: (r.city as string) ?? null,
    location_name: (r.location_name as string) ?? null,
    dealership_name: String(r.dealership_name),
    status: String(r.status),
    tag: (r.tag as string) ?? null,
    certified: String(r.certified),
    categories: r.categories as string[],
    filtered_features: r.filtered_features as string[],
    item_type: String(r.item_type),
    price_range: bandOf(r.price as number | null, PRICE_BANDS),
    weekly_price_range: bandOf(r.weekly_price as number | null, WEEKLY_PRICE_BANDS),
    price: Number(r.price ?? 0),
    km: Number(r.km ?? 0),
    year: Number(r.year ?? 0),
    created: Number(r.created),
    custom_rank: Number(r.custom_rank),
    text: String(r.search_text).trim(),
  }));
}

function parse(qs: string): SearchQuery {
  const r = parseSearchParams(new URLSearchParams(qs));
  if (!r.ok) throw new Error(`bad workload query ${qs}`);
  return r.query;
}

/** Median ms of each function, run in turn `runs` times. */
async function timeRoundRobin(runs: number, fns: (() => unknown)[]): Promise<number[]> {
  const times = fns.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [k, fn] of fns.entries()) {
      const t = performance.now();
      await fn();
      times[k]!.push(performance.now() - t);
    }
  }
  return times.map((xs) => pct([...xs].sort((a, b) => a - b), 50));
}

async function benchPeers(location: string, report: Report, extra: Record<string, unknown>) {
  const db = await openDatabase({ url: location, migrate: false });
  const peers: Record<string, Record<string, Record<string, number>>> = {};
  try {
    const only = arg("peer-sites", "tenant,platform").split(",");
    for (const [siteKey, slug] of Object.entries(SITES).filter(([k]) => only.includes(k))) {
      const cars = await listedCars(db, slug);
      const mine: Record<string, Record<string, number>> = { itemsjs: {}, orama: {} };
      peers[siteKey] = mine;
      let t = performance.now();
      const items = buildItemsJs(cars);
      extra[`itemsjs_build_ms_${siteKey}`] = Math.round(performance.now() - t);
      t = performance.now();
      const orama = await buildOrama(cars);
      extra[`orama_build_ms_${siteKey}`] = Math.round(performance.now() - t);
      log(`peers ${siteKey}: ${cars.length} listed cars; itemsjs built in ${extra[`itemsjs_build_ms_${siteKey}`]} ms, orama in ${extra[`orama_build_ms_${siteKey}`]} ms`);
      const runs = siteKey === "tenant" ? 7 : 3;
      // Ours the same way: one search at a time in this process, result cache off, facet index
      // (built first) — including its PostgreSQL round trip (page of hits with the live stock version).
      const site = (await getSiteBySlug(db, slug))!;
      mine.ours = {};
      mine.ours2 = {};
      mine.oursJs = {};
      await cachedSearchCars(db, site, parse(""), { cache: null, engine: "index" });
      const state = await readSearchState(db, site);
      const ix = (await siteSearchIndex(db, site.id, state.version, { wait: true }))!;
      for (const [cls, paths] of Object.entries(WORKLOAD)) {
        let sumItems = 0;
        let sumOrama = 0;
        let sumOurs = 0;
        let sumOursJs = 0;
        let sumOurs2 = 0;
        for (const qs of paths) {
          const q = parse(qs);
          // Round robin (one run of each, `runs` times), so each pays a like share of the GC work
          // the others leave behind (Orama's searches allocate the most).
          const [ours, ours2, oursJs, itemsMs, oramaMs] = await timeRoundRobin(runs, [
            // One round trip on a warm index (hits + live stock version + locations in one statement).
            () => cachedSearchCars(db, site, q, { cache: null, engine: "index" }),
            // The earlier path, side by side: read the stock version and locations, then the hits.
            () => indexedSearchCars(db, site, q, {}),
            // The in-memory part alone (what the peers do): counts, stats and the page's ids, no database.
            () => queryIndex(ix, site, q, new Date(), undefined, state.locations),
            () => searchItemsJs(items, q, 21),
            () => searchOrama(orama, q, 21),
          ]);
          sumOurs += ours!;
          sumOurs2 += ours2!;
          sumOursJs += oursJs!;
          sumItems += itemsMs!;
          sumOrama += oramaMs!;
        }
        mine.ours[cls] = r1(sumOurs / paths.length);
        mine.oursJs[cls] = r1(sumOursJs / paths.length);
        mine.ours2[cls] = r1(sumOurs2 / paths.length);
        mine.itemsjs![cls] = r1(sumItems / paths.length);
        mine.orama![cls] = r1(sumOrama / paths.length);
        log(`peers ${siteKey} ${cls}: ours ${mine.ours[cls]} ms (two round trips ${mine.ours2[cls]} ms, in memory ${mine.oursJs[cls]} ms), itemsjs ${mine.itemsjs![cls]} ms, orama ${mine.orama![cls]} ms`);
      }
    }
  } finally {
    await db.close();
  }
  extra.peers = peers;
  void report;
}

// ── Main ─────────────────────────────────────────────────────────────────────────────────

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const started = new Date();
  const extra: Record<string, unknown> = {
    started: started.toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadAvgAtStart: os.loadavg().map(r1),
    duration: DURATION,
    connections: CONNECTIONS,
    workers: WORKERS,
    modes: MODES,
  };
  const report: Report = {};
  const locations: Record<string, string> = {};
  for (const engine of ENGINES) locations[engine] = engine === "postgres" ? await preparePostgres() : await preparePglite();

  if (!flag("skip-http")) {
    let port = 4610;
    for (const engine of ENGINES) await benchEngine(engine, locations[engine]!, port++, report, extra);
  }
  if (!flag("skip-peers") && locations.postgres) await benchPeers(locations.postgres, report, extra);
  extra.loadAvgAtEnd = os.loadavg().map(r1);

  const file = path.join(OUT, `search-${started.toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, JSON.stringify({ report, extra }, null, 2));
  printSummary(report, extra);
  log(`wrote ${file}`);
}

function printSummary(report: Report, extra: Record<string, unknown>) {
  const lines: string[] = [];
  for (const [engine, sites] of Object.entries(report)) {
    for (const [siteKey, modes] of Object.entries(sites)) {
      for (const [mode, classes] of Object.entries(modes)) {
        lines.push(`\n${engine} — ${siteKey} — ${mode === "index" ? "result cache off, facet index" : mode === "sql" ? "result cache off, SQL only" : "result cache on"}`);
        lines.push("| class | server p50 ms | p95 ms | p99 ms | req/s | errors |");
        lines.push("|---|---:|---:|---:|---:|---:|");
        for (const [cls, f] of Object.entries(classes)) lines.push(`| ${cls} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.reqPerSec} | ${f.errors} |`);
      }
    }
  }
  const peers = extra.peers as Record<string, Record<string, Record<string, number>>> | undefined;
  const ours = report.postgres;
  if (peers && ours) {
    for (const siteKey of Object.keys(SITES)) {
      lines.push(`\nours (PostgreSQL, cache off, facet index) over peers — ${siteKey}; in-process medians one at a time, and our HTTP server-side p50 under load`);
      lines.push("| class | ours in-process ms | ours in memory ms | ours HTTP p50 ms | itemsjs ms | orama ms | ours/itemsjs | ours/orama |");
      lines.push("|---|---:|---:|---:|---:|---:|---:|---:|");
      for (const cls of Object.keys(WORKLOAD)) {
        const o = peers[siteKey]?.ours?.[cls] ?? NaN;
        const m = peers[siteKey]?.oursJs?.[cls] ?? NaN;
        const h = ours[siteKey]?.index?.[cls]?.p50 ?? NaN;
        const i = peers[siteKey]?.itemsjs?.[cls] ?? NaN;
        const a = peers[siteKey]?.orama?.[cls] ?? NaN;
        lines.push(`| ${cls} | ${o} | ${m} | ${h} | ${i} | ${a} | ${(o / i).toFixed(2)} | ${(o / a).toFixed(2)} |`);
      }
    }
  }
  console.log(lines.join("\n"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
