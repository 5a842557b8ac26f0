/**
 * `npm run bench:import [-- --rows N] [--engines pglite,postgres] [--triggers statement,row,off] [--repeat N]`:
 * import throughput and memory.
 *
 * Writes N (100,000) synthetic feed rows to an NDJSON temp file (its own small generator, not the
 * demo one), then for each engine, in a child process of its own so that peak RSS is that
 * engine's alone: a fresh database (a new PostgreSQL database on BENCH_DATABASE_URL's server,
 * default postgres://postgres@127.0.0.1:5432/test, named BENCH_DB_PREFIX_pid, or a new PGlite
 * folder), the site upserted, the file imported (all inserts), then a second day's feed imported
 * with --replace: the same cars, a tenth of them repriced and one in a hundred gone (delisted).
 * On PostgreSQL the time spent inside the trigger functions during each pass is read from
 * pg_stat_user_functions (track_functions = pl on the bench database).
 * Then three writes the app makes outside imports: 1,000 single-row views-counter updates, one
 * statement bumping every car's views, and one repricing a tenth of the cars. Prints rows/s per
 * pass, peak RSS, and RSS every 10% of the rows, which stays flat when streaming works.
 *
 * --triggers compares ways of keeping the car_search projection in step, each in a fresh
 * database, interleaved, --repeat times: `statement` (as migrated, 0005: statement-level
 * triggers with transition tables), `row` (the per-row plpgsql triggers of 0004, recreated),
 * `off` (no projection at all: the floor, not a working configuration). Medians per engine and
 * variant close the output. Each run checks that car_search matches cars at the end (not `off`).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DEALERS = 12;

const MAKES: Array<[string, string[], string]> = [
  ["Toyota", ["Corolla", "RAV4", "HiLux", "Camry", "LandCruiser"], "Petrol"],
  ["Mazda", ["CX-5", "Mazda3", "CX-30", "BT-50"], "Petrol"],
  ["Hyundai", ["i30", "Tucson", "Kona", "Ioniq 5"], "Petrol"],
  ["Kia", ["Sportage", "Cerato", "EV6", "Carnival"], "Diesel"],
  ["Ford", ["Ranger", "Everest", "Mustang"], "Diesel"],
  ["Tesla", ["Model 3", "Model Y"], "Electric"],
];
const BODIES = ["SUV", "Hatch", "Sedan", "Ute", "Wagon", "People Mover"];
const COLOURS = ["White", "Silver", "Black", "Grey", "Blue", "Red"];

/** A small deterministic generator (mulberry32): the same rows every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Day 1: every car. Day 2: a tenth repriced, one in a hundred sold elsewhere and gone from the feed. */
function writeFeed(file: string, rows: number, day: 1 | 2): void {
  const rand = rng(42);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  const fd = fs.openSync(file, "w");
  let buf = "";
  for (let i = 0; i < rows; i++) {
    const [make, models, fuel] = pick(MAKES);
    const model = pick(models);
    const year = 2012 + Math.floor(rand() * 14);
    const carType = year >= 2025 ? pick(["new", "demo"]) : "used";
    const stocknum = `B${String(i).padStart(7, "0")}`;
    const images = Array.from({ length: 1 + Math.floor(rand() * 8) }, (_, k) => `https://img.example.com/${stocknum}/${k}.jpg`);
    const row = {
      dealership_slug: `bench-dealer-${i % DEALERS}`,
      stocknum,
      make,
      model,
      badge: pick(["GX", "GXL", "Sport", "Premium", "Active", "Elite"]),
      year,
      car_type: carType,
      status: rand() < 0.08 ? "sold" : rand() < 0.05 ? "coming_soon" : "in_stock",
      sold_date_timestamp: rand() < 0.08 ? 1760000000 + Math.floor(rand() * 3_000_000) : undefined,
      km: carType === "new" ? 10 : Math.floor(rand() * 200_000),
      price: 15_000 + Math.floor(rand() * 60_000) - (day === 2 && i % 10 === 3 ? 500 : 0),
      colour: pick(COLOURS),
      simple_body: pick(BODIES),
      simple_fuel: fuel,
      simple_transmission: rand() < 0.9 ? "Automatic" : "Manual",
      seats: 5,
      vin: `VIN${stocknum}X${Math.floor(rand() * 1e6)}`,
      images,
      variant: { cylinders: 4, enginesize_litres: 2.0 },
      standardEquipment: ["Reversing camera", "Bluetooth", "Cruise control"],
      dealercomments: "Serviced, detailed and ready to drive away. Finance available.",
    };
    // Skipped only after the row is drawn, so that both days draw the same random numbers.
    if (day === 2 && i % 100 === 7) continue;
    buf += JSON.stringify(row) + "\n";
    if (buf.length > 1 << 20) {
      fs.writeSync(fd, buf);
      buf = "";
    }
  }
  fs.writeSync(fd, buf);
  fs.closeSync(fd);
}

const siteFile = {
  slug: "bench",
  name: "Bench Motor Group",
  dealerships: Array.from({ length: DEALERS }, (_, i) => ({
    id: 700_000 + i,
    slug: `bench-dealer-${i}`,
    name: `Bench Dealer ${i}`,
    locations: [{ name: "Main", slug: "main", primary: true, address: { city: "Sydney", state: "NSW", postcode: "2000" } }],
  })),
};

interface PassFigures {
  seconds: number;
  rowsPerSecond: number;
  /** CPU time of the importing process: the rest of the wall time is the database's. */
  importerCpuSeconds: number;
  inserted: number;
  updated: number;
  removed: number;
  rejected: number;
}

type TriggerVariant = "statement" | "row" | "off";
const TRIGGER_VARIANTS: TriggerVariant[] = ["statement", "row", "off"];

/** SQL that turns the migrated database (statement triggers) into the variant under test. */
const VARIANT_SQL: Record<TriggerVariant, string[]> = {
  statement: [],
  // Migration 0004's triggers: a plpgsql call and a single-row upsert per car.
  row: [
    `drop trigger cars_search_sync_insert on cars`,
    `drop trigger cars_search_sync_update on cars`,
    `create function bench_car_search_row_trigger() returns trigger language plpgsql as $$
       begin perform forecourt_sync_car_search(NEW); return null; end $$`,
    `create trigger cars_search_sync_insert after insert on cars for each row execute function bench_car_search_row_trigger()`,
    `create trigger cars_search_sync_update after update of
       site_id, dealership_id, location_id, status, sold_date, show_on_dealer_website, delisted_at, photos_count,
       make, model, series, badge, name, car_type, item_type, certified, body, simple_body, fuel, simple_fuel,
       trans, simple_transmission, drive, colour, seats, tag, price, weekly_price, subscription_price, km, year,
       created_at, custom_rank, categories, filtered_features, stocknum, vin, regplate
       on cars for each row execute function bench_car_search_row_trigger()`,
  ],
  off: [`drop trigger cars_search_sync_insert on cars`, `drop trigger cars_search_sync_update on cars`],
};

interface AppWrites {
  /** 1,000 `update cars set views = views + 1 where id = $1`, one at a time: ms each. */
  viewsOneRowMs: number;
  /** One statement bumping every car's views (no search column changes). */
  viewsAllRowsSeconds: number;
  /** One statement repricing every tenth car (a search column). */
  repriceTenthSeconds: number;
}

/** The child: one engine and trigger variant, fresh database, two passes. Prints one JSON line. */
async function worker(engine: "pglite" | "postgres", variant: TriggerVariant, day1: string, day2: string): Promise<void> {
  const { openDatabase } = await import("../src/db/client");
  const { upsertSite } = await import("../src/site/store");
  const { importStock } = await import("../src/stock/import");
  const { readFeedFile } = await import("../src/stock/read-feed");

  let dataDir: string | undefined;
  let dbName: string | undefined;
  let url: string | undefined;
  if (engine === "pglite") dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-"));
  else {
    dbName = `${process.env.BENCH_DB_PREFIX ?? "forecourt_bench"}_${process.pid}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    // Time spent in PL/pgSQL functions (the triggers), read back from pg_stat_user_functions.
    await admin.query(`alter database ${dbName} set track_functions = 'pl'`);
    await admin.end();
    url = ADMIN_URL.replace(/\/[^/?]+(\?|$)/, `/${dbName}$1`);
  }
  const db = await openDatabase({ url, dataDir });
  try {
    for (const statement of VARIANT_SQL[variant]) await db.query(statement);
    const { site } = await upsertSite(db, siteFile);
    const mb = (n: number) => Math.round(n / 1048576);
    const baselineRssMb = mb(process.memoryUsage().rss);
    let peak = process.memoryUsage().rss;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 100);
    const rssEvery10Percent: number[] = [];
    const total = Number(process.env.BENCH_ROWS);
    /** The feed, with RSS noted every 10% of the rows. */
    async function* counted(file: string) {
      let n = 0;
      for await (const entry of readFeedFile(file)) {
        yield entry;
        if (++n % Math.max(1, Math.floor(total / 10)) === 0) rssEvery10Percent.push(mb(process.memoryUsage().rss));
      }
    }
    const pass = async (file: string, replace: boolean): Promise<PassFigures> => {
      rssEvery10Percent.length = 0;
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const r = await importStock(db, counted(file), { site: { id: site.id, slug: site.slug }, replace });
      const seconds = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const rows = r.inserted + r.updated + r.rejected.length;
      return {
        seconds: Math.round(seconds * 10) / 10,
        rowsPerSecond: Math.round(rows / seconds),
        importerCpuSeconds: Math.round((cpu.user + cpu.system) / 1e5) / 10,
        inserted: r.inserted,
        updated: r.updated,
        removed: r.removed,
        rejected: r.rejected.length,
      };
    };
    /** PostgreSQL: seconds spent in the trigger functions so far (pg_stat_user_functions). */
    const triggerTime = async (): Promise<number | null> => {
      if (engine !== "postgres" || variant === "off") return null;
      // Backends report function statistics when idle, at most once a second.
      await new Promise((r) => setTimeout(r, 2500));
      const fns = variant === "row" ? ["bench_car_search_row_trigger"] : ["forecourt_car_search_inserted", "forecourt_car_search_updated"];
      const [t] = await db.query<{ ms: number | null }>(`select sum(total_time)::float8 as ms from pg_stat_user_functions where funcname = any($1::text[])`, [fns]);
      return t?.ms == null ? 0 : t.ms / 1000;
    };
    const insertPass = await pass(day1, false);
    const insertRss = [...rssEvery10Percent];
    const afterDay1 = await triggerTime();
    const updatePass = await pass(day2, true);
    const afterDay2 = await triggerTime();
    const round1 = (x: number) => Math.round(x * 10) / 10;
    const triggerSeconds = afterDay1 === null || afterDay2 === null ? null : { day1: round1(afterDay1), day2: round1(afterDay2 - afterDay1) };
    clearInterval(timer);

    const ids = (await db.query<{ id: string }>(`select id::text as id from cars order by id limit 1000`)).map((r) => r.id);
    let t = performance.now();
    for (const id of ids) await db.query(`update cars set views = views + 1 where id = $1`, [id]);
    const viewsOneRowMs = (performance.now() - t) / Math.max(1, ids.length);
    t = performance.now();
    await db.query(`update cars set views = views + 1`);
    const viewsAllRowsSeconds = (performance.now() - t) / 1000;
    t = performance.now();
    await db.query(`update cars set price = price + 1 where id % 10 = 0`);
    const repriceTenthSeconds = (performance.now() - t) / 1000;
    const appWrites: AppWrites = {
      viewsOneRowMs: Math.round(viewsOneRowMs * 100) / 100,
      viewsAllRowsSeconds: Math.round(viewsAllRowsSeconds * 100) / 100,
      repriceTenthSeconds: Math.round(repriceTenthSeconds * 100) / 100,
    };

    const [cars] = await db.query<{ n: number }>(`select count(*)::int as n from cars`);
    // The projection against a fresh derivation from cars: rows missing, stale or left over.
    const [drift] =
      variant === "off"
        ? [{ n: null }]
        : await db.query<{ n: number }>(
            `select count(*)::int as n from (
               (select r.* from cars c cross join lateral forecourt_car_search_row(c) r except all select * from car_search)
               union all
               (select * from car_search except all select r.* from cars c cross join lateral forecourt_car_search_row(c) r)) d`,
          );
    process.stdout.write(
      JSON.stringify({
        engine,
        variant,
        rows: total,
        projectionDrift: drift?.n,
        triggerSeconds,
        appWrites,
        cars: cars?.n,
        insertPass,
        updatePass,
        baselineRssMb,
        peakRssMb: mb(Math.max(peak, process.memoryUsage().rss)),
        maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
        rssEvery10PercentMb: insertRss,
      }) + "\n",
    );
  } finally {
    await db.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

interface WorkerResult {
  engine: string;
  variant: TriggerVariant;
  insertPass: PassFigures;
  updatePass: PassFigures;
  appWrites: AppWrites;
  projectionDrift: number | null;
  /** PostgreSQL: time in the trigger functions during each import pass. */
  triggerSeconds?: { day1: number; day2: number } | null;
  peakRssMb: number;
  baselineRssMb: number;
  rssEvery10PercentMb: number[];
  cars: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rows: { type: "string", default: "100000" },
      engines: { type: "string", default: "postgres,pglite" },
      triggers: { type: "string", default: "statement" },
      repeat: { type: "string", default: "1" },
      worker: { type: "string" },
      variant: { type: "string" },
      day1: { type: "string" },
      day2: { type: "string" },
    },
  });
  process.env.LOG_LEVEL ??= "warn";
  if (values.worker) return worker(values.worker as "pglite" | "postgres", (values.variant ?? "statement") as TriggerVariant, values.day1!, values.day2!);

  const rows = Number(values.rows);
  const repeat = Number(values.repeat);
  const engines = values.engines!.split(",").map((e) => e.trim());
  const variants = values.triggers!.split(",").map((e) => e.trim()) as TriggerVariant[];
  if (!Number.isInteger(rows) || rows < 10) throw new Error(`--rows must be a whole number of at least 10, got ${values.rows}`);
  if (!Number.isInteger(repeat) || repeat < 1) throw new Error(`--repeat must be a whole number of at least 1, got ${values.repeat}`);
  const unknown = engines.filter((e) => e !== "postgres" && e !== "pglite");
  if (unknown.length) throw new Error(`--engines takes postgres and/or pglite, not ${unknown.join(", ")}`);
  const unknownVariants = variants.filter((v) => !TRIGGER_VARIANTS.includes(v));
  if (unknownVariants.length) throw new Error(`--triggers takes ${TRIGGER_VARIANTS.join(", ")}, not ${unknownVariants.join(", ")}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-feed-"));
  const [day1, day2] = [path.join(dir, "day1.ndjson"), path.join(dir, "day2.ndjson")];
  const t0 = performance.now();
  writeFeed(day1, rows, 1);
  writeFeed(day2, rows, 2);
  console.log(`feed: ${rows} rows, ${Math.round(fs.statSync(day1).size / 1048576)} MB NDJSON, written in ${((performance.now() - t0) / 1000).toFixed(1)}s`);
  const results: WorkerResult[] = [];
  try {
    for (const engine of engines) {
      if (engine === "postgres" && !(await postgresReachable())) {
        console.log(`postgres: skipped (${ADMIN_URL} is not reachable)`);
        continue;
      }
      for (let round = 0; round < repeat; round++) {
        for (const variant of variants) {
          const label = `${engine} [triggers ${variant}]`;
          const load = os.loadavg()[0]!.toFixed(1);
          const child = spawnSync(
            process.execPath,
            [...process.execArgv, import.meta.filename, "--worker", engine, "--variant", variant, "--day1", day1, "--day2", day2],
            {
              env: { ...process.env, BENCH_ROWS: String(rows), LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
              stdio: ["ignore", "pipe", "inherit"],
              encoding: "utf8",
              maxBuffer: 64 * 1024 * 1024,
            },
          );
          if (child.status !== 0) {
            console.log(`${label}: failed (exit ${child.status})`);
            process.exitCode = 1;
            continue;
          }
          const line = child.stdout.split("\n").find((l) => l.startsWith('{"engine"'));
          if (!line) {
            console.log(`${label}: no result line`);
            process.exitCode = 1;
            continue;
          }
          const r = JSON.parse(line) as WorkerResult;
          results.push(r);
          const w = r.appWrites;
          console.log(
            `${label} (load ${load} -> ${os.loadavg()[0]!.toFixed(1)}): ` +
              `day 1 ${r.insertPass.rowsPerSecond} rows/s (${r.insertPass.seconds}s, ${r.insertPass.inserted} inserted, importer CPU ${r.insertPass.importerCpuSeconds}s); ` +
              `day 2 --replace ${r.updatePass.rowsPerSecond} rows/s (${r.updatePass.seconds}s, ${r.updatePass.updated} updated, ${r.updatePass.removed} delisted, importer CPU ${r.updatePass.importerCpuSeconds}s); ` +
              `views +1 one car ${w.viewsOneRowMs} ms, all cars ${w.viewsAllRowsSeconds}s; reprice a tenth ${w.repriceTenthSeconds}s; ` +
              (r.triggerSeconds ? `in triggers day 1 ${r.triggerSeconds.day1}s, day 2 ${r.triggerSeconds.day2}s; ` : "") +
              `car_search ${r.projectionDrift === null ? "not kept (off)" : r.projectionDrift === 0 ? "in step" : `OUT OF STEP (${r.projectionDrift} rows)`}; ` +
              `RSS ${r.baselineRssMb} MB before, peak ${r.peakRssMb} MB; every 10% of rows: ${r.rssEvery10PercentMb.join(" ")} MB`,
          );
          console.log(JSON.stringify(r));
          if (r.projectionDrift) process.exitCode = 1;
        }
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (results.length > 1) {
    console.log(`\nmedians (${rows} rows; ratio against triggers ${variants[0]} on the same engine):`);
    for (const engine of engines) {
      const base = results.filter((r) => r.engine === engine && r.variant === variants[0]);
      for (const variant of variants) {
        const mine = results.filter((r) => r.engine === engine && r.variant === variant);
        if (!mine.length) continue;
        const fig = (f: (r: WorkerResult) => number, unit: string) => {
          const m = median(mine.map(f));
          const ratio = base.length && variant !== variants[0] ? ` (${(m / median(base.map(f))).toFixed(2)}x)` : "";
          return `${Math.round(m * 100) / 100}${unit}${ratio}`;
        };
        console.log(
          `  ${engine} [triggers ${variant}] n=${mine.length}: day 1 ${fig((r) => r.insertPass.seconds, "s")}, day 2 ${fig((r) => r.updatePass.seconds, "s")}, ` +
            `views one car ${fig((r) => r.appWrites.viewsOneRowMs, " ms")}, views all ${fig((r) => r.appWrites.viewsAllRowsSeconds, "s")}, ` +
            `reprice a tenth ${fig((r) => r.appWrites.repriceTenthSeconds, "s")}` +
            (mine.every((r) => r.triggerSeconds)
              ? `; in triggers day 1 ${fig((r) => r.triggerSeconds!.day1, "s")}, day 2 ${fig((r) => r.triggerSeconds!.day2, "s")}`
              : ""),
        );
      }
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
