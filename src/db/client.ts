/**
 * One database layer, two engines: PostgreSQL through a pool when DATABASE_URL is set, PGlite
 * (PostgreSQL compiled to WASM, in-process) with its files in DATA_DIR otherwise. The same
 * migrations and the same SQL run on both.
 */
import fs from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { log } from "../platform/log";
import { getEnv } from "../platform/config";
import { processSingleton } from "../platform/process-singleton";
import { ConflictError } from "../platform/errors";

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Engine = "postgres" | "pglite";

/** A transaction of the database: what `orm.transaction` hands its callback, for writers that run inside a caller's transaction. */
export type Transaction = Parameters<Parameters<Orm["transaction"]>[0]>[0];

export interface Database {
  engine: Engine;
  orm: Orm;
  /**
   * Run parameterised SQL text ($1, $2 …) and return the rows. `name` (PostgreSQL only) makes it
   * a named prepared statement on each pooled connection: parsed and planned once per connection,
   * for hot statements whose text never changes for a given name.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], opts?: { name?: string }): Promise<T[]>;
  /** Run a drizzle `sql` template and return the rows. */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… ; when absent, PGlite in dataDir. */
  url?: string;
  dataDir?: string;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export const MIGRATIONS_DIR = path.join(process.cwd(), "drizzle");

/** Raised when a second process tries to open a PGlite DATA_DIR that another process holds. */
export class DataDirInUseError extends ConflictError {
  constructor(dir: string) {
    super(
      `DATA_DIR ${dir} is already open in another process. PGlite allows one process per data ` +
        `directory: stop the other process, or point DATA_DIR at another folder, or use DATABASE_URL.`,
    );
    this.name = "DataDirInUseError";
  }
}

export async function openDatabase(opts: OpenOptions = {}): Promise<Database> {
  const db = opts.url ? await openPostgres(opts.url, opts.poolSize ?? 10) : await openPglite(opts.dataDir ?? ".data");
  if (opts.migrate !== false) await migrateDatabase(db);
  return db;
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // BIGINT and NUMERIC arrive as strings by default; ids and counts here fit a JS number.
  pg.default.types.setTypeParser(20, (v: string) => Number(v));
  pg.default.types.setTypeParser(1700, (v: string) => Number(v));
  const pool = new pg.default.Pool({ connectionString: url, max: poolSize });
  pool.on("error", (err) => log.error({ err }, "postgres pool error"));
  const orm = drizzle(pool, { schema }) as unknown as Orm;
  return {
    engine: "postgres",
    orm,
    async query<T>(text: string, params: unknown[] = [], opts: { name?: string } = {}) {
      const res = opts.name ? await pool.query({ name: opts.name, text, values: params }) : await pool.query(text, params as unknown[]);
      return res.rows as T[];
    },
    async rows<T>(q: SQL) {
      const res = (await orm.execute(q)) as unknown as { rows: T[] };
      return res.rows;
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const lockfile = await import("proper-lockfile");
  let release: () => Promise<void>;
  try {
    // A lock beside the data files: PGlite has no multi-process support and two writers corrupt it.
    release = await lockfile.default.lock(dir, { lockfilePath: path.join(dir, "forecourt.lock"), stale: 15_000 });
  } catch (err) {
    if ((err as { code?: string }).code === "ELOCKED") throw new DataDirInUseError(dir);
    throw err;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create(path.join(dir, "pglite"), { extensions: { pg_trgm, unaccent } });
  const orm = drizzle(client, { schema }) as unknown as Orm;
  return {
    engine: "pglite",
    orm,
    async query<T>(text: string, params: unknown[] = []) {
      const res = await client.query<T>(text, params as unknown[]);
      return res.rows;
    },
    async rows<T>(q: SQL) {
      const res = (await orm.execute(q)) as unknown as { rows: T[] };
      return res.rows;
    },
    async close() {
      await client.close();
      await release();
    },
  };
}

/** Apply pending migrations; on PostgreSQL under an advisory lock so many nodes can boot at once. */
export async function migrateDatabase(db: Database): Promise<void> {
  const started = Date.now();
  if (db.engine === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // Session-level lock held on one pooled connection while migrations run on others.
    await db.orm.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
      await migrate(db.orm as never, { migrationsFolder: MIGRATIONS_DIR });
    });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db.orm as never, { migrationsFolder: MIGRATIONS_DIR });
  }
  log.debug({ ms: Date.now() - started, engine: db.engine }, "migrations applied");
}

/** One slot per process, so every bundle Next.js builds (routes, instrumentation) shares one PGlite instance and lock. */
const dbSlot = () => processSingleton("db", () => ({ current: null as Promise<Database> | null }));

/** The process-wide database, opened from the environment on first use (a failed open is tried again next time). */
export function getDb(): Promise<Database> {
  const slot = dbSlot();
  if (!slot.current) {
    const { DATABASE_URL: url, DATA_DIR: dataDir } = getEnv();
    const opening = openDatabase({ url, dataDir }).catch((err: unknown) => {
      if (slot.current === opening) slot.current = null;
      throw err;
    });
    slot.current = opening;
  }
  return slot.current;
}

/**
 * For tests that call a route handler: make `db` the process-wide database until the returned
 * function puts the previous one back.
 */
export function useProcessDatabase(db: Database): () => void {
  const slot = dbSlot();
  const previous = slot.current;
  slot.current = Promise.resolve(db);
  return () => {
    slot.current = previous;
  };
}

/** For tests and the CLI: close the process-wide database if it was opened. */
export async function closeDb(): Promise<void> {
  const slot = dbSlot();
  const p = slot.current;
  slot.current = null;
  if (p) await (await p).close();
}
