/**
 * A fresh PostgreSQL database for one e2e test that starts a server of its own on PostgreSQL.
 * Without PostgreSQL the test is skipped on a laptop; CI always has it (.ci/run starts it), so
 * there it fails instead.
 */
import pg from "pg";
import { test } from "@playwright/test";

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export async function freshPostgresDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    test.skip(!process.env.CI, `PostgreSQL not reachable at ${ADMIN_URL}: ${(err as Error).message}`);
    throw err;
  }
  const dbName = `forecourt_${name}_${process.pid}`;
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}
