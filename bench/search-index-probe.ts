/**
 * npx tsx --expose-gc bench/search-index-probe.ts [postgres|pglite] [--warm] [--chunk=rows]
 *
 * One search at a time against the benchmark data (run `npm run bench:search -- --skip-http
 * --skip-peers` once to create it): builds each site's facet index (time, longest event-loop
 * stall, memory), then times every workload query — the JavaScript part alone (queryIndex) and
 * the whole search (stock version + index + page of hits, result cache off). Medians of 7.
 */
import path from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { openDatabase } from "../src/db/client";
import { cachedSearchCars } from "../src/search/cache";
import { clearSearchIndexes, queryIndex, readSearchState, siteSearchIndex } from "../src/search/facet-index";
import { parseSearchParams } from "../src/search/query";
import { getSiteBySlug } from "../src/site/store";

const WORKLOAD: Record<string, string[]> = {
  no_filter: [""],
  facets: ["make=Toyota", "body=SUV&car_type=used", "make=Toyota&model=Hilux&fuel=Diesel", "make=Kia&make=Mazda&colour=White", "state=QLD&transmission=Automatic"],
  text: ["query=hil", "query=corola", "query=toyota%20hilux%20sr5", "query=white%20suv"],
  ranges: ["price=10000:30000", "year=2018:&km=:100000", "price=20000:&make=Ford"],
  deep_page: ["page=150", "page=300&sortBy=price_asc"],
  sorts: ["sortBy=latest", "sortBy=price_asc", "sortBy=price_desc", "sortBy=km_asc"],
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (n: number) => Math.round(n / 1e5) / 10;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function main() {
  const engine = process.argv[2] === "pglite" ? "pglite" : "postgres";
  const db = await openDatabase(
    engine === "postgres"
      ? { url: process.env.BENCH_DB_URL ?? "postgres://postgres@127.0.0.1:5432/forecourt_bench_search", migrate: false }
      : { dataDir: path.join(process.cwd(), "bench", "out", "pglite-search"), migrate: false },
  );
  gc();
  const base = process.memoryUsage();
  console.log(`${engine}: rss before ${mb(base.rss)} MB, load average ${process.env.LOADAVG ?? (await import("node:os")).loadavg().map((x) => x.toFixed(1)).join(" ")}`);
  for (const slug of ["bench-tenant", "bench-platform"]) {
    const site = (await getSiteBySlug(db, slug))!;
    const state = await readSearchState(db, site);
    if (process.argv.includes("--warm")) {
      // Build once to warm the database's buffers (and the JIT), then measure a second build.
      await siteSearchIndex(db, site.id, state.version, { wait: true });
      clearSearchIndexes(db);
      await readSearchState(db, site);
      gc();
    }
    let gcMax = 0;
    let gcTotal = 0;
    const gcObs = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        gcMax = Math.max(gcMax, e.duration);
        gcTotal += e.duration;
      }
    });
    gcObs.observe({ entryTypes: ["gc"] });
    const queryMs: number[] = [];
    const origQuery = db.query.bind(db);
    db.query = (async (text: string, params?: unknown[]) => {
      const t = performance.now();
      const r = await origQuery(text, params);
      queryMs.push(performance.now() - t);
      return r;
    }) as typeof db.query;
    let last = performance.now();
    let stall = 0;
    const timer = setInterval(() => {
      const t = performance.now();
      stall = Math.max(stall, t - last);
      last = t;
    }, 1);
    const t0 = performance.now();
    const chunk = process.argv.find((a) => a.startsWith("--chunk="))?.split("=")[1];
    const ix = (await siteSearchIndex(db, site.id, state.version, { wait: true, chunkRows: chunk ? Number(chunk) : undefined }))!;
    const buildMs = performance.now() - t0;
    clearInterval(timer);
    gcObs.disconnect();
    db.query = origQuery;
    console.log(`  build: ${queryMs.length} queries, longest ${Math.max(...queryMs).toFixed(1)} ms; GC longest pause ${gcMax.toFixed(1)} ms, total ${gcTotal.toFixed(0)} ms`);
    gc();
    const m = process.memoryUsage();
    console.log(
      `${slug}: ${ix.size} cars, ${ix.words.size} words; build ${Math.round(buildMs)} ms, longest stall ${stall.toFixed(1)} ms (longest build slice ${ix.longestSliceMs} ms); ` +
        `rss ${mb(m.rss)} MB (+${mb(m.rss - base.rss)}), heap ${mb(m.heapUsed)} MB, array buffers ${mb(m.arrayBuffers)} MB`,
    );
    for (const [cls, list] of Object.entries(WORKLOAD)) {
      const js: number[] = [];
      const whole: number[] = [];
      for (const qs of list) {
        const p = parseSearchParams(new URLSearchParams(qs));
        if (!p.ok) throw new Error(qs);
        const a: number[] = [];
        const b: number[] = [];
        for (let r = 0; r < 7; r++) {
          let t = performance.now();
          queryIndex(ix, site, p.query, new Date(), undefined, state.locations);
          a.push(performance.now() - t);
          t = performance.now();
          await cachedSearchCars(db, site, p.query, { cache: null, engine: "index" });
          b.push(performance.now() - t);
        }
        js.push(median(a));
        whole.push(median(b));
      }
      const avg = (xs: number[]) => (xs.reduce((s, x) => s + x, 0) / xs.length).toFixed(1);
      console.log(`  ${cls.padEnd(10)} js ${avg(js)} ms   whole search ${avg(whole)} ms   (per query: ${whole.map((x) => x.toFixed(1)).join(", ")})`);
    }
  }
  await db.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
