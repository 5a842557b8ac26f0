/**
 * `npm run bench:import [-- --rows N] [--engines pglite,postgres]`: import throughput and memory.
 *
 * Writes N (100,000) synthetic feed rows to an NDJSON temp file (its own small generator, not the
 * demo one), then for each engine, in a child process of its own so that peak RSS is that
 * engine's alone: a fresh database (a new PostgreSQL database on BENCH_DATABASE_URL's server,
 * default postgres://postgres@127.0.0.1:5432/test, or a new PGlite folder), the site upserted,
 * the file imported (all inserts), then a second day's feed imported with --replace: the same
 * cars, a tenth of them repriced and one in a hundred gone (delisted). Prints rows/s per pass,
 * peak RSS, and RSS every 10% of the rows, which stays flat when streaming works.
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

/** The child: one engine, fresh database, two passes. Prints one JSON line. */
async function worker(engine: "pglite" | "postgres", day1: string, day2: string): Promise<void> {
  const { openDatabase } = await import("../src/db/client");
  const { upsertSite } = await import("../src/site/store");
  const { importStock } = await import("../src/stock/import");
  const { readFeedFile } = await import("../src/stock/read-feed");

  let dataDir: string | undefined;
  let dbName: string | undefined;
  let url: string | undefined;
  if (engine === "pglite") dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-"));
  else {
    dbName = `forecourt_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    url = ADMIN_URL.replace(/\/[^/?]+(\?|$)/, `/${dbName}$1`);
  }
  const db = await openDatabase({ url, dataDir });
  try {
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
    const insertPass = await pass(day1, false);
    const insertRss = [...rssEvery10Percent];
    const updatePass = await pass(day2, true);
    clearInterval(timer);
    const [cars] = await db.query<{ n: number }>(`select count(*)::int as n from cars`);
    process.stdout.write(
      JSON.stringify({
        engine,
        rows: total,
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

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rows: { type: "string", default: "100000" },
      engines: { type: "string", default: "postgres,pglite" },
      worker: { type: "string" },
      day1: { type: "string" },
      day2: { type: "string" },
    },
  });
  process.env.LOG_LEVEL ??= "warn";
  if (values.worker) return worker(values.worker as "pglite" | "postgres", values.day1!, values.day2!);

  const rows = Number(values.rows);
  const engines = values.engines!.split(",").map((e) => e.trim());
  if (!Number.isInteger(rows) || rows < 10) throw new Error(`--rows must be a whole number of at least 10, got ${values.rows}`);
  const unknown = engines.filter((e) => e !== "postgres" && e !== "pglite");
  if (unknown.length) throw new Error(`--engines takes postgres and/or pglite, not ${unknown.join(", ")}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-feed-"));
  const [day1, day2] = [path.join(dir, "day1.ndjson"), path.join(dir, "day2.ndjson")];
  const t0 = performance.now();
  writeFeed(day1, rows, 1);
  writeFeed(day2, rows, 2);
  console.log(`feed: ${rows} rows, ${Math.round(fs.statSync(day1).size / 1048576)} MB NDJSON, written in ${((performance.now() - t0) / 1000).toFixed(1)}s`);
  try {
    for (const engine of engines) {
      if (engine === "postgres" && !(await postgresReachable())) {
        console.log(`postgres: skipped (${ADMIN_URL} is not reachable)`);
        continue;
      }
      const child = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, "--worker", engine, "--day1", day1, "--day2", day2], {
        env: { ...process.env, BENCH_ROWS: String(rows), LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
        stdio: ["ignore", "pipe", "inherit"],
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      if (child.status !== 0) {
        console.log(`${engine}: failed (exit ${child.status})`);
        process.exitCode = 1;
        continue;
      }
      const line = child.stdout.split("\n").find((l) => l.startsWith('{"engine"'));
      if (!line) {
        console.log(`${engine}: no result line`);
        process.exitCode = 1;
        continue;
      }
      const r = JSON.parse(line) as {
        insertPass: PassFigures;
        updatePass: PassFigures;
        peakRssMb: number;
        baselineRssMb: number;
        rssEvery10PercentMb: number[];
        cars: number;
      };
      console.log(
        `${engine}: day 1 ${r.insertPass.rowsPerSecond} rows/s (${r.insertPass.seconds}s, ${r.insertPass.inserted} inserted, importer CPU ${r.insertPass.importerCpuSeconds}s); ` +
          `day 2 --replace ${r.updatePass.rowsPerSecond} rows/s (${r.updatePass.seconds}s, ${r.updatePass.updated} updated, ${r.updatePass.removed} delisted, importer CPU ${r.updatePass.importerCpuSeconds}s); ` +
          `RSS ${r.baselineRssMb} MB before, peak ${r.peakRssMb} MB; every 10% of rows: ${r.rssEvery10PercentMb.join(" ")} MB`,
      );
      console.log(JSON.stringify(r));
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
