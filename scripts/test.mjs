#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in the order that fails fastest: lint, typecheck, unit tests,
 * integration tests on PGlite and PostgreSQL, then a production build driven by Playwright in
 * Debian's Chromium. Stops at the first failing stage and names it. The last line is
 * `N passed, N failed` (tests counted across Vitest and Playwright) for CI to read.
 *
 * `npm test -- lint unit` runs only the stages named (chromium, lint, typecheck, unit, postgres,
 * integration, build, e2e).
 *
 * Environment: CI=true makes PostgreSQL mandatory; FORECOURT_TEST_ENGINES=pglite runs the
 * integration suite on PGlite only; TEST_DATABASE_URL points at another PostgreSQL.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { BIN, CHROMIUM_PATH, E2E_DIST_DIR, ensureBuild, run } from "./lib/app.mjs";

const env = { ...process.env };
const inCI = env.CI === "true" || env.CI === "1";
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-test-reports-"));
const counts = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
const say = (line) => console.log(`\n[test] ${line}`);

class StageFailure extends Error {}

/** Install Debian's Chromium when it is missing and we may; otherwise say what to install. */
async function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new StageFailure(`${CHROMIUM_PATH} is missing. Install Debian's chromium package (sudo apt-get install chromium), or set CHROMIUM_PATH.`);
  }
  say(`${CHROMIUM_PATH} is missing: installing Debian's chromium package`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
  await run("apt-get", ["update"], { env: aptEnv });
  await run("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { env: aptEnv });
  if (!fs.existsSync(CHROMIUM_PATH)) throw new StageFailure(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing`);
}

/** PostgreSQL for the integration suite: required in CI, optional (PGlite only) on a laptop. */
async function choosePostgres() {
  if (env.FORECOURT_TEST_ENGINES) return say(`integration engines: ${env.FORECOURT_TEST_ENGINES} (FORECOURT_TEST_ENGINES)`);
  const url = env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    say(`integration engines: pglite and postgres (${url})`);
  } catch (err) {
    const why = `PostgreSQL is not reachable at ${url} (${err.code ?? err.message})`;
    if (inCI) throw new StageFailure(`${why}. CI runs the integration suite on both engines: start PostgreSQL (.ci/run does).`);
    say(`WARNING: ${why}; running the integration suite on PGlite only. Start PostgreSQL to test both engines.`);
    env.FORECOURT_TEST_ENGINES = "pglite";
  } finally {
    await client.end().catch(() => {});
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Vitest's JSON report (Jest's format). */
function countVitest(file) {
  const r = readJson(file);
  if (!r) return false;
  counts.passed += r.numPassedTests ?? 0;
  counts.failed += r.numFailedTests ?? 0;
  counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  return true;
}

/** Playwright's JSON report: expected = passed, unexpected = failed, flaky passed on retry. */
function countPlaywright(file) {
  const r = readJson(file);
  if (!r?.stats) return false;
  counts.passed += (r.stats.expected ?? 0) + (r.stats.flaky ?? 0);
  counts.failed += r.stats.unexpected ?? 0;
  counts.skipped += r.stats.skipped ?? 0;
  return true;
}

const vitest = (project) => {
  const report = path.join(reportDir, `vitest-${project}.json`);
  return {
    run: () => run(path.join(BIN, "vitest"), ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], { env }),
    count: () => countVitest(report),
  };
};

const playwrightReport = path.join(reportDir, "playwright.json");
const stages = [
  { name: "chromium", run: ensureChromium },
  // Lint and typecheck are single-threaded: on two cores they run side by side.
  { name: "lint", group: "static", run: () => run(path.join(BIN, "eslint"), ["."], { env, capture: "all" }) },
  { name: "typecheck", group: "static", run: () => run(path.join(BIN, "tsc"), ["--noEmit"], { env, capture: "all" }) },
  { name: "unit", ...vitest("unit") },
  { name: "postgres", run: choosePostgres },
  { name: "integration", ...vitest("integration") },
  { name: "build", run: () => ensureBuild({ distDir: E2E_DIST_DIR, env, log: say }) },
  {
    name: "e2e",
    run: () => run(path.join(BIN, "playwright"), ["test", "--reporter=list,json"], { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport } }),
    count: () => countPlaywright(playwrightReport),
  },
];

function summary() {
  console.log("\n[test] stage times: " + timings.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)}s`).join(", "));
  const skipped = counts.skipped ? `, ${counts.skipped} skipped` : "";
  console.log(`${counts.passed} passed, ${counts.failed} failed${skipped}`);
}

async function main() {
  const started = Date.now();
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !stages.some((s) => s.name === name));
  if (unknown.length) {
    console.error(`[test] unknown stage ${unknown.join(", ")}; stages: ${stages.map((s) => s.name).join(", ")}`);
    process.exit(2);
  }
  const selected = stages.filter((stage) => !wanted.length || wanted.includes(stage.name));
  for (let i = 0; i < selected.length; ) {
    // Consecutive stages of one group run at once; any other stage runs alone.
    const batch = [selected[i]];
    while (selected[i].group && selected[i + batch.length]?.group === selected[i].group) batch.push(selected[i + batch.length]);
    i += batch.length;
    say(`stage ${batch.map((stage) => stage.name).join(" + ")}`);
    const results = await Promise.all(
      batch.map(async (stage) => {
        const t0 = Date.now();
        let error = null;
        let output = "";
        try {
          output = (await stage.run()) ?? "";
        } catch (err) {
          error = err;
          output = err.output ?? "";
        }
        timings.push([stage.name, Date.now() - t0]);
        return { stage, error, output };
      }),
    );
    let failed = null;
    for (const { stage, error, output } of results) {
      if (typeof output === "string" && output.trim()) console.log(`[test] ${stage.name} output:\n${output.trimEnd()}`);
      const counted = stage.count?.() ?? false;
      if (!error) continue;
      // A stage that fails without test counts (lint, typecheck, build…) still counts as a failure.
      if (!counted || counts.failed === 0) counts.failed += 1;
      say(`FAILED at stage "${stage.name}": ${error.message}`);
      failed ??= stage;
    }
    if (failed) {
      summary();
      process.exit(1);
    }
  }
  say(`all stages passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
  summary();
  fs.rmSync(reportDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
