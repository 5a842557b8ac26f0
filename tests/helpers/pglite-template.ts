/**
 * Vitest global setup of the integration project: one migrated, empty PGlite database made once
 * per run, which `openTestDatabase("pglite")` copies instead of creating each database from
 * scratch. PGlite's initdb and the migrations take 5-10 s in WASM on two cores; a copy of the
 * folder opens in under a second. Made fresh every run, so it always has the current migrations.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../src/db/client";
import { PGLITE_TEMPLATE_ENV, testEngines } from "./db";

export default async function setup(): Promise<(() => void) | undefined> {
  if (!testEngines().includes("pglite")) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-pglite-template-"));
  const db = await openDatabase({ dataDir: dir });
  await db.close();
  // Test workers start after global setup and inherit the environment.
  process.env[PGLITE_TEMPLATE_ENV] = path.join(dir, "pglite");
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
