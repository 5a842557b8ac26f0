/**
 * The benchmark's HTTP server: the same searchResponse the /api/search route runs, behind a bare
 * Node http server (no Next.js around it, so the figures are the search's own). Started by
 * bench/search.ts as a child process, one per engine.
 *
 * env: BENCH_DB_URL (PostgreSQL) or BENCH_DATA_DIR (PGlite), PORT, SEARCH_CACHE=on|off.
 * GET /api/search?…          Host {site-slug}.localhost, header x-bench-class groups the timings
 * GET /__stats               server-side durations per class since the last call, then reset
 * GET /__cache?mode=on|off&engine=index|sql   switch the result cache and who answers a miss
 * GET /__block?url=…&engine=index|sql   one search while a 1 ms timer runs: the longest event-loop stall
 * GET /__build               drop the site's facet index and build it again while a 1 ms timer runs
 * GET /__mem                 process memory (RSS, heap, array buffers), after a GC when exposed
 *
 * BENCH_WORKERS=N (PostgreSQL only) runs N server processes on the port (node:cluster), as a
 * deployment would run one per core; each keeps its own facet indexes. Control requests
 * (/__stats, /__cache, /__build, /__mem) are run by every worker and merged by the primary.
 */
import cluster from "node:cluster";
import http from "node:http";
import { monitorEventLoopDelay, performance, PerformanceObserver } from "node:perf_hooks";
import { openDatabase } from "../src/db/client";
import { LruCache } from "../src/platform/lru-cache";
import type { SearchResult } from "../src/search/engine";
import { searchResponse } from "../src/web/search-api";
import type { SearchEngineChoice } from "../src/search/cache";
import { clearSearchIndexes, readSearchState, siteSearchIndex } from "../src/search/facet-index";
import { resolveSiteByHost } from "../src/site/store";

async function main() {
  const url = process.env.BENCH_DB_URL;
  const db = await openDatabase(url ? { url, poolSize: 8, migrate: false } : { dataDir: process.env.BENCH_DATA_DIR!, migrate: false });
  let cache: LruCache<SearchResult> | null = process.env.SEARCH_CACHE === "on" ? new LruCache({ maxEntries: 1000, ttlMs: 600_000 }) : null;
  let engine: SearchEngineChoice = process.env.SEARCH_ENGINE === "sql" ? "sql" : "index";
  const timings = new Map<string, number[]>();
  /** Run fn while a 1 ms interval timer notes the longest gap between its ticks. */
  const withStallMeter = async <T>(fn: () => Promise<T>): Promise<{ value: T; ms: number; longestStallMs: number }> => {
    let last = performance.now();
    let longest = 0;
    const timer = setInterval(() => {
      const t = performance.now();
      longest = Math.max(longest, t - last);
      last = t;
    }, 1);
    await new Promise((r) => setTimeout(r, 20));
    const started = performance.now();
    const value = await fn();
    const ms = performance.now() - started;
    await new Promise((r) => setTimeout(r, 20));
    clearInterval(timer);
    return { value, ms, longestStallMs: longest };
  };
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const gc = { count: 0, totalMs: 0, maxMs: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gc.count++;
      gc.totalMs += e.duration;
      gc.maxMs = Math.max(gc.maxMs, e.duration);
    }
  }).observe({ entryTypes: ["gc"] });

  /** The control endpoints that every worker runs (merged by the primary in cluster mode). */
  const control = async (pathAndQuery: string, host: string | undefined): Promise<unknown> => {
    const u = new URL(pathAndQuery, "http://localhost");
    if (u.pathname === "/__stats") {
      const body = { timings: Object.fromEntries(timings), loopMaxMs: loop.max / 1e6, loopP99Ms: loop.percentile(99) / 1e6, gc: { ...gc } };
      timings.clear();
      loop.reset();
      Object.assign(gc, { count: 0, totalMs: 0, maxMs: 0 });
      return body;
    }
    if (u.pathname === "/__cache") {
      cache = u.searchParams.get("mode") === "on" ? new LruCache({ maxEntries: 1000, ttlMs: 600_000 }) : null;
      engine = u.searchParams.get("engine") === "sql" ? "sql" : "index";
      return { cache: cache ? "on" : "off", engine };
    }
    if (u.pathname === "/__mem") {
      (globalThis as { gc?: () => void }).gc?.();
      const m = process.memoryUsage();
      const mb = (n: number) => Math.round(n / 1e5) / 10;
      return { rssMB: mb(m.rss), heapUsedMB: mb(m.heapUsed), arrayBuffersMB: mb(m.arrayBuffers), externalMB: mb(m.external) };
    }
    // /__build: a cold build of the site's facet index, as the first search after an import starts it.
    const site = await resolveSiteByHost(db, host, undefined);
    if (!site) throw new Error(`no site for ${host}`);
    clearSearchIndexes(db);
    const { version } = await readSearchState(db, site);
    const r = await withStallMeter(() => siteSearchIndex(db, site.id, version, { wait: true }));
    return { buildMs: r.ms, longestStallMs: r.longestStallMs, cars: r.value?.size ?? null, longestSliceMs: r.value?.longestSliceMs ?? null, words: r.value?.words.size ?? null };
  };
  const pending = new Map<number, (body: unknown) => void>();
  let nextId = 1;
  if (cluster.isWorker) {
    process.on("message", (m: { type: string; id: number; path: string; host?: string; body?: unknown }) => {
      if (m.type === "run") void control(m.path, m.host).then((body) => process.send!({ type: "ran", id: m.id, body }));
      if (m.type === "merged") pending.get(m.id)?.(m.body);
    });
  }
  const CONTROL = new Set(["/__stats", "/__cache", "/__mem", "/__build"]);

  const server = http.createServer(async (req, res) => {
    const u = new URL(req.url ?? "/", "http://localhost");
    try {
      if (CONTROL.has(u.pathname)) {
        let body: unknown;
        if (cluster.isWorker) {
          const id = nextId++;
          body = await new Promise((resolve) => {
            pending.set(id, resolve);
            process.send!({ type: "control", id, path: req.url, host: req.headers.host });
          });
          pending.delete(id);
        } else {
          body = await control(req.url ?? "/", req.headers.host);
        }
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
        return;
      }
      const site = await resolveSiteByHost(db, req.headers.host, undefined);
      if (!site) {
        res.writeHead(404).end();
        return;
      }
      if (u.pathname === "/__block") {
        // How long does one search hold the event loop? A 1 ms interval timer notes the longest gap.
        const target = new URL(u.searchParams.get("url") ?? "/api/search", "http://localhost");
        const which: SearchEngineChoice = u.searchParams.get("engine") === "sql" ? "sql" : "index";
        const r = await withStallMeter(() => searchResponse(db, site, target, new Headers(), { cache: null, engine: which }));
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ searchMs: r.ms, longestStallMs: r.longestStallMs }));
        return;
      }
      const started = performance.now();
      const response = await searchResponse(db, site, u, new Headers(), { cache, engine });
      const text = await response.text();
      const took = performance.now() - started;
      const cls = String(req.headers["x-bench-class"] ?? "other");
      let list = timings.get(cls);
      if (!list) timings.set(cls, (list = []));
      list.push(took);
      res.writeHead(response.status, Object.fromEntries(response.headers)).end(text);
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.(cluster.isWorker ? { type: "listening" } : { ready: true }));
  process.on("SIGTERM", () => {
    server.close();
    void db.close().finally(() => process.exit(0));
  });
}

type Json = Record<string, unknown>;

/** Merge the workers' answers to one control request. */
function merge(path: string, bodies: Json[]): unknown {
  const p = new URL(path, "http://localhost").pathname;
  if (p === "/__stats") {
    const timings: Record<string, number[]> = {};
    for (const b of bodies) for (const [k, v] of Object.entries(b.timings as Record<string, number[]>)) (timings[k] ??= []).push(...v);
    const gcs = bodies.map((b) => b.gc as { count: number; totalMs: number; maxMs: number });
    return {
      timings,
      loopMaxMs: Math.max(...bodies.map((b) => b.loopMaxMs as number)),
      loopP99Ms: Math.max(...bodies.map((b) => b.loopP99Ms as number)),
      gc: { count: gcs.reduce((s, g) => s + g.count, 0), totalMs: gcs.reduce((s, g) => s + g.totalMs, 0), maxMs: Math.max(...gcs.map((g) => g.maxMs)) },
    };
  }
  if (p === "/__mem" || p === "/__build") {
    // Memory adds up over the processes; a build is as slow as the slowest worker's.
    const out: Json = { workers: bodies.length };
    for (const k of Object.keys(bodies[0] ?? {})) {
      const values = bodies.map((b) => b[k] as number);
      out[k] = p === "/__mem" ? Math.round(values.reduce((s, v) => s + v, 0) * 10) / 10 : Math.max(...values);
    }
    return out;
  }
  return bodies[0];
}

function primary(workers: number) {
  let listening = 0;
  const all = Array.from({ length: workers }, () => cluster.fork());
  let nextRun = 1;
  for (const w of all) {
    w.on("message", (m: { type: string; id: number; path: string; host?: string }) => {
      if (m.type === "listening" && ++listening === workers) process.send?.({ ready: true });
      if (m.type !== "control") return;
      // Run the control request on every worker, merge, answer the worker that received it.
      const run = nextRun++;
      const bodies: Json[] = [];
      for (const other of all) {
        const onRan = (r: { type: string; id: number; body: Json }) => {
          if (r.type !== "ran" || r.id !== run) return;
          other.off("message", onRan);
          bodies.push(r.body);
          if (bodies.length === workers) w.send({ type: "merged", id: m.id, body: merge(m.path, bodies) });
        };
        other.on("message", onRan);
        other.send({ type: "run", id: run, path: m.path, host: m.host });
      }
    });
  }
  process.on("SIGTERM", () => {
    for (const w of all) w.process.kill("SIGTERM");
    let left = workers;
    for (const w of all) w.on("exit", () => --left === 0 && process.exit(0));
  });
}

const WORKERS = Number(process.env.BENCH_WORKERS ?? "1");
if (WORKERS > 1 && cluster.isPrimary) primary(WORKERS);
else void main();
