/**
 * Integration tests run on both engines: PGlite always, PostgreSQL when 127.0.0.1:5432 (or
 * TEST_DATABASE_URL) answers. Each call to `openTestDatabase` gives a fresh, migrated, empty
 * database: a new PGlite folder (a copy of the run's template, see pglite-template.ts), or a new
 * PostgreSQL database created from the `test` one.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database, type Engine } from "../../src/db/client";

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

let pgReachable: boolean | undefined;
export async function postgresReachable(): Promise<boolean> {
  if (pgReachable !== undefined) return pgReachable;
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    pgReachable = true;
  } catch {
    pgReachable = false;
  } finally {
    await client.end().catch(() => {});
  }
  return pgReachable;
}

/** Engines to run integration tests on. FORECOURT_TEST_ENGINES=pglite limits them; CI requires both. */
export function testEngines(): Engine[] {
  const only = process.env.FORECOURT_TEST_ENGINES;
  if (only) return only.split(",").map((e) => e.trim()) as Engine[];
  return ["pglite", "postgres"];
}

export interface TestDatabase extends Database {
  /** Drop the database (PostgreSQL) or remove the folder (PGlite). */
  destroy(): Promise<void>;
  /** postgres URL or PGlite folder, for starting a server on the same data. */
  location: { url?: string; dataDir?: string };
}

let counter = 0;

/** Where tests/helpers/pglite-template.ts left a migrated, empty PGlite database to copy. */
export const PGLITE_TEMPLATE_ENV = "FORECOURT_PGLITE_TEMPLATE";

export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-test-"));
    const template = process.env[PGLITE_TEMPLATE_ENV];
    if (template && fs.existsSync(template)) fs.cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
    const db = await openDatabase({ dataDir });
    return Object.assign(db, {
      location: { dataDir },
      async destroy() {
        await db.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    });
  }
  if (!(await postgresReachable())) {
    throw new Error(`PostgreSQL is not reachable at ${ADMIN_URL}: start it (see .ci/run) or set FORECOURT_TEST_ENGINES=pglite`);
  }
  const name = `forecourt_t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = ADMIN_URL.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
  const db = await openDatabase({ url, poolSize: 4 });
  return Object.assign(db, {
    location: { url },
    async destroy() {
      await db.close();
      const a = new pg.Client({ connectionString: ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  });
}
