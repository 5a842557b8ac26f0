/**
 * The CLI as an operator runs it: child processes of `npx tsx src/cli/main.ts …` against a fresh
 * database (a temp DATA_DIR for PGlite, a new database for PostgreSQL).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..", "..");
const fixture = (name: string) => path.join(ROOT, "tests", "fixtures", name);

describe.each(testEngines())("CLI site:upsert and stock:import on %s", (engine) => {
  let env: NodeJS.ProcessEnv;
  let dataDir: string | undefined;
  let pgDb: TestDatabase | undefined;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-cli-"));

  beforeAll(async () => {
    env = { ...process.env, LOG_LEVEL: "warn", DATABASE_URL: "" };
    if (engine === "pglite") {
      dataDir = path.join(tmp, "data");
      env.DATA_DIR = dataDir;
    } else {
      pgDb = await openTestDatabase("postgres");
      env.DATABASE_URL = pgDb.location.url;
    }
  });
  afterAll(async () => {
    await pgDb?.destroy();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const cli = async (...args: string[]) => {
    try {
      const r = await run("npx", ["tsx", "src/cli/main.ts", ...args], { cwd: ROOT, env, timeout: 120_000 });
      return { code: 0, stdout: r.stdout, stderr: r.stderr };
    } catch (e) {
      const err = e as { code?: number; stdout: string; stderr: string };
      if (typeof err.code !== "number") throw e;
      return { code: err.code, stdout: err.stdout, stderr: err.stderr };
    }
  };
  const lastJson = (stdout: string) => JSON.parse(stdout.trim().split("\n").at(-1)!) as Record<string, unknown>;

  it(
    "upserts the site file, imports each feed reporting the bad row, and names a bad field with a non-zero exit",
    async () => {
      const site = await cli("site:upsert", fixture("site-harbour.json"));
      expect(site.code).toBe(0);
      expect(lastJson(site.stdout)).toMatchObject({ created: true, site: { slug: "harbour" }, dealerships: ["harbour-city-toyota", "harbour-used-cars"] });
      expect(site.stderr).toContain('Created site "harbour"');

      const first = await cli("stock:import", fixture("stock-harbour.json"));
      expect(first.code).toBe(2);
      expect(lastJson(first.stdout)).toMatchObject({
        inserted: 5,
        updated: 0,
        removed: 0,
        rejected: [{ row: 3, field: "year", message: expect.stringContaining("1895") }],
      });
      expect(first.stderr).toContain("5 inserted, 0 updated, 0 removed, 1 rejected");
      expect(first.stderr).toContain("row 3, year:");

      const again = await cli("stock:import", fixture("stock-harbour.ndjson"), "--replace", "--site", "harbour");
      expect(again.code).toBe(2);
      expect(lastJson(again.stdout)).toMatchObject({ inserted: 0, updated: 5, removed: 0, rejected: [{ row: 3, field: "price" }] });

      const badSite = path.join(tmp, "bad-site.json");
      fs.writeFileSync(badSite, JSON.stringify({ slug: "bad", name: "Bad", config: { just_arrived_days: "eight" } }));
      const bad = await cli("site:upsert", badSite);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain("config.just_arrived_days");

      const unknownSite = await cli("stock:import", fixture("stock-harbour.csv"), "--site", "nowhere");
      expect(unknownSite.code).toBe(1);
      expect(unknownSite.stderr).toContain('--site: No site "nowhere"');

      const usage = await cli("stock:import", fixture("stock-harbour.csv"), "--replce");
      expect(usage.code).toBe(64);
      expect(usage.stderr).toContain("Usage: npm run cli -- stock:import");

      const db = engine === "pglite" ? await openDatabase({ dataDir }) : pgDb!;
      try {
        const cars = await db.query<{ stocknum: string }>(`select stocknum from cars where delisted_at is null order by stocknum`);
        expect(cars.map((c) => c.stocknum)).toEqual(["HT1001", "HT1002", "HU2001", "HU2002", "HU2003"]);
        expect(await db.query(`select slug from sites`)).toEqual([{ slug: "harbour" }]);
      } finally {
        if (engine === "pglite") await db.close();
      }
    },
    600_000,
  );
});
