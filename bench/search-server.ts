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
 */
import http from "node:http";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { openDatabase } from "../src/db/client";
import { LruCache } from "../src/search/cache";
import type { SearchResult } from "../src/search/engine";
import { searchResponse } from "../src/search/http";
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

  const server = http.createServer(async (req, res) => {
    const u = new URL(req.url ?? "/", "http://localhost");
    try {
      if (u.pathname === "/__stats") {
        const body = { timings: Object.fromEntries(timings), loopMaxMs: loop.max / 1e6, loopP99Ms: loop.percentile(99) / 1e6 };
        timings.clear();
        loop.reset();
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
        return;
      }
      if (u.pathname === "/__cache") {
        cache = u.searchParams.get("mode") === "on" ? new LruCache({ maxEntries: 1000, ttlMs: 600_000 }) : null;
        engine = u.searchParams.get("engine") === "sql" ? "sql" : "index";
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ cache: cache ? "on" : "off", engine }));
        return;
      }
      if (u.pathname === "/__mem") {
        (globalThis as { gc?: () => void }).gc?.();
        const m = process.memoryUsage();
        const mb = (n: number) => Math.round(n / 1e5) / 10;
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ rssMB: mb(m.rss), heapUsedMB: mb(m.heapUsed), arrayBuffersMB: mb(m.arrayBuffers), externalMB: mb(m.external) }));
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
      if (u.pathname === "/__build") {
        // A cold build of the site's facet index, as the first search after an import starts it.
        clearSearchIndexes(db);
        const { version } = await readSearchState(db, site);
        const r = await withStallMeter(() => siteSearchIndex(db, site.id, version, { wait: true }));
        const body = { buildMs: r.ms, longestStallMs: r.longestStallMs, cars: r.value?.size ?? null, longestSliceMs: r.value?.longestSliceMs ?? null, words: r.value?.words.size ?? null };
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
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
  server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.({ ready: true }));
  process.on("SIGTERM", () => {
    server.close();
    void db.close().finally(() => process.exit(0));
  });
}

void main();
