/**
 * The CLI as an operator runs it (`npm run cli -- …`, which is `tsx src/cli/main.ts …`): child
 * processes of Node with tsx's loader against a fresh database (a temp DATA_DIR for PGlite, a new
 * database for PostgreSQL). Node is started directly, not through npx, which would add ~0.6 s of
 * its own start-up to each of the file's 24 runs.
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
      const r = await run(process.execPath, ["--import", "tsx", "src/cli/main.ts", ...args], { cwd: ROOT, env, timeout: 120_000 });
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

  it(
    "a DMS export in Windows-1252 with its own headings imports through a saved mapping: a dry run writes nothing, and every altered or ignored value is reported",
    async () => {
      // The first test made the harbour site; this one runs after it.
      const saved = await cli("stock:mapping", "harbour", "dms-nightly", fixture("mapping-harbour-dms.json"));
      expect(saved.code).toBe(0);
      expect(saved.stderr).toContain('Saved mapping "dms-nightly" for harbour');
      const badMapping = path.join(tmp, "bad-mapping.json");
      fs.writeFileSync(badMapping, JSON.stringify({ columns: { Odo: "odometer" } }));
      const refused = await cli("stock:mapping", "harbour", "bad", badMapping);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("mapping.columns.Odo");

      const csv = fixture("dms-harbour-cp1252.csv");
      const dry = await cli("stock:import", csv, "--site", "harbour", "--mapping", "dms-nightly", "--dry-run");
      expect(dry.code).toBe(0);
      const plan = lastJson(dry.stdout) as { dry_run: boolean; inserted: number; rejected: unknown[]; mapping: { encoding: string; ignored_columns: string[]; changes: Array<{ column: string; change: string; count: number; rows: number[] }> } };
      expect(plan).toMatchObject({ dry_run: true, inserted: 3, updated: 0, rejected: [] });
      expect(plan.mapping.encoding).toBe("windows-1252");
      expect(plan.mapping.ignored_columns).toEqual(["Yard Notes"]);
      expect(plan.mapping.changes.map((c) => [c.column, c.change, c.count, c.rows])).toEqual([
        ["DealerCode", "dealer code → dealership", 3, [1, 2, 3]],
        ["Condition", '"Used" → used', 2, [1, 3]],
        ["RegoExpiry", "DD/MM/YYYY → YYYY-MM-DD", 2, [1, 3]],
        ["Images", "comma list → items", 1, [1]],
        ["Condition", '"Demonstrator" → demo', 1, [2]],
        ["Price", '"POA" → no price', 1, [2]],
      ]);
      expect(dry.stderr).toContain("(dry run: nothing written)");
      expect(dry.stderr).toContain("Columns ignored: Yard Notes.");

      const peek = async <T,>(q: string): Promise<T[]> => {
        const db = engine === "pglite" ? await openDatabase({ dataDir }) : pgDb!;
        try {
          return await db.query<T>(q);
        } finally {
          if (engine === "pglite") await db.close();
        }
      };
      expect(await peek(`select stocknum from cars where stocknum like 'D-%'`), "the dry run wrote nothing").toEqual([]);

      const done = await cli("stock:import", csv, "--site", "harbour", "--mapping", "dms-nightly");
      expect(done.code).toBe(0);
      expect(lastJson(done.stdout)).toMatchObject({ inserted: 3, rejected: [] });
      const cars = await peek<Record<string, unknown>>(
        `select c.stocknum, d.slug as dealer, l.slug as location, c.regplate, c.km, c.badge, c.car_type, c.price, c.rego_expiry::text as rego_expiry, c.images, c.dealercomments
         from cars c join dealerships d on d.id = c.dealership_id left join locations l on l.id = c.location_id where c.stocknum like 'D-%' order by c.stocknum`,
      );
      expect(cars).toEqual([
        { stocknum: "D-501", dealer: "harbour-city-toyota", location: "newcastle-west", regplate: "ABC12D", km: 45210, badge: "SR5", car_type: "used", price: 46990, rego_expiry: "2027-03-31", images: ["https://cdn.example.com/d501-1.jpg", "https://cdn.example.com/d501-2.jpg"], dealercomments: "Owner’s manual and two keys. Café-racer seat covers." },
        { stocknum: "D-502", dealer: "harbour-city-toyota", location: "charlestown", regplate: null, km: 12, badge: "Ascent Sport", car_type: "demo", price: null, rego_expiry: null, images: ["https://cdn.example.com/d502-1.jpg", "https://cdn.example.com/d502-2.jpg"], dealercomments: "Ex-demo – full warranty" },
        { stocknum: "D-503", dealer: "harbour-used-cars", location: "broadmeadow", regplate: "XYZ98B", km: 120400, badge: "Maxx Sport", car_type: "used", price: 24500, rego_expiry: "2026-12-01", images: ["https://cdn.example.com/d503-1.jpg"], dealercomments: "“Immaculate” one owner" },
      ]);

      // Without a mapping the same file is refused at its first heading, naming it; an unknown mapping is named too.
      const raw = await cli("stock:import", csv, "--site", "harbour");
      expect(raw.code).toBe(1);
      expect(raw.stderr).toContain('Unknown column "StockNo"');
      const unknown = await cli("stock:import", csv, "--site", "harbour", "--mapping", "nope");
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No saved mapping "nope"');
    },
    600_000,
  );
});
