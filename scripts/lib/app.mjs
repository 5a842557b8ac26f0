/**
 * The steps that turn a checkout into a running Forecourt server, shared by `npm start`
 * (scripts/start.mjs) and the Playwright harness (tests/e2e/global-setup.ts) so that both run
 * the app exactly the same way: build when the sources changed, migrate and seed an empty
 * database, then the server (scripts/server.mjs).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { isPrecompressed, precompressBuildAssets } from "../../src/platform/build-assets.mjs";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const BIN = path.join(ROOT, "node_modules", ".bin");
/** Next.js would otherwise try to send anonymous telemetry, which this closed network refuses. */
const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: "1" };

/** Inputs of `next build`: a file here newer than the build means the build is out of date. */
const BUILD_INPUTS = ["src", "drizzle", "public", "next.config.ts", "tsconfig.json", "package-lock.json"];

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return { ms: 0, file: null };
  }
  if (!stat.isDirectory()) return { ms: stat.mtimeMs, file: target };
  let newest = { ms: stat.mtimeMs, file: target };
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    const found = newestMtime(path.join(target, entry.name));
    if (found.ms > newest.ms) newest = found;
  }
  return newest;
}

/**
 * Why the build in `distDir` must be redone, or null when it is up to date. A build that failed
 * half-way leaves no BUILD_ID (it is removed before building), so it is never taken as good.
 */
export function staleBuildReason(distDir) {
  const buildId = path.join(ROOT, distDir, "BUILD_ID");
  if (!fs.existsSync(buildId)) return `no build in ${distDir}/`;
  const builtAt = fs.statSync(buildId).mtimeMs;
  for (const input of BUILD_INPUTS) {
    const { ms, file } = newestMtime(path.join(ROOT, input));
    if (ms > builtAt) return `${path.relative(ROOT, file)} changed since the last build`;
  }
  return null;
}

/** Child processes running now, so that a signal to the parent can be passed on to them. */
export const runningChildren = new Set();

/**
 * Run a command to completion; reject with its exit code or signal named. `capture: "stdout"`
 * resolves to what it printed on stdout (stderr still shows); `capture: "all"` holds back both
 * streams and resolves to them (on failure they are the error's `output`).
 */
export function run(command, args, { env = process.env, cwd = ROOT, capture = null } = {}) {
  return new Promise((resolve, reject) => {
    const stdio = capture === "all" ? ["ignore", "pipe", "pipe"] : capture === "stdout" ? ["ignore", "pipe", "inherit"] : "inherit";
    const child = spawn(command, args, { cwd, env, stdio });
    runningChildren.add(child);
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", (err) => {
      runningChildren.delete(child);
      reject(err);
    });
    child.on("exit", (code, signal) => {
      runningChildren.delete(child);
      if (code === 0) return resolve(output);
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      reject(Object.assign(new Error(`${path.basename(command)} ${args.join(" ")} ${how}`), { exitCode: code ?? 1, output }));
    });
  });
}

/**
 * `next build` into distDir when the sources are newer than the build, then the build assets'
 * compressed copies (src/platform/build-assets.mjs) when they are missing, as `npm run build` does.
 * Returns whether it built.
 */
export async function ensureBuild({ distDir, env = process.env, log = console.log }) {
  const reason = staleBuildReason(distDir);
  if (reason) {
    log(`Building the app (${reason}); this takes a minute or two the first time…`);
    fs.rmSync(path.join(ROOT, distDir, "BUILD_ID"), { force: true });
    await run(path.join(BIN, "next"), ["build"], { env: { ...env, ...NEXT_ENV, NEXT_DIST_DIR: distDir, NODE_ENV: "production" } });
  }
  if (!isPrecompressed(path.join(ROOT, distDir))) {
    const { written } = await precompressBuildAssets(path.join(ROOT, distDir));
    log(`Compressed the build's scripts and stylesheets once (${written} Brotli and gzip copies)`);
  }
  return !!reason;
}

/**
 * Apply migrations and seed the demo sites when the database has no site yet. A separate process,
 * because PGlite allows one process per DATA_DIR: it must have let go before the server opens it.
 */
export async function seedDemoIfEmpty({ env = process.env } = {}) {
  await run(path.join(BIN, "tsx"), ["src/cli/main.ts", "demo:seed", "--if-empty"], { env });
}

/** Apply the migrations only (a separate process, as above). */
export async function migrateDatabase({ env = process.env } = {}) {
  await run(path.join(BIN, "tsx"), ["src/cli/main.ts", "db:migrate"], { env });
}

/**
 * Whether `npm start` seeds the demo sites into an empty database: always on the embedded PGlite
 * demo; on PostgreSQL (a real deployment) only when asked with `--demo` or DEMO_SEED=true, so that
 * three fake dealers never appear in a production database.
 */
export function demoSeedWanted({ env = process.env, argv = process.argv } = {}) {
  return !env.DATABASE_URL || env.DEMO_SEED === "true" || argv.includes("--demo");
}

/** A TCP port nothing listens on right now. */
export function findFreePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether a TCP port can be listened on (on every interface, as `next start` does). */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * Start the built app with scripts/server.mjs (Next.js's request handler behind the edge that works
 * out the client's address: ADR 0007); the caller owns the child process. With `workers` > 1
 * (WEB_CONCURRENCY) it runs that many server processes on the one port (scripts/cluster.mjs).
 */
export function startServer({ distDir, port, hostname, env = process.env, stdio = "inherit", workers = 1 }) {
  // Keep idle connections open longer than a load balancer's usual 60 s idle timeout, so the
  // server never closes a socket the balancer (or a test client) is about to reuse (ECONNRESET).
  const args = ["--port", String(port), "--keepAliveTimeout", "65000"];
  if (hostname) args.push("--hostname", hostname);
  const childEnv = { ...env, ...NEXT_ENV, NEXT_DIST_DIR: distDir, PORT: String(port), NODE_ENV: "production" };
  if (workers > 1) {
    return spawn(process.execPath, [path.join(ROOT, "scripts", "cluster.mjs"), ...args], { cwd: ROOT, env: { ...childEnv, WEB_CONCURRENCY: String(workers) }, stdio });
  }
  return spawn(process.execPath, [path.join(ROOT, "scripts", "server.mjs"), ...args], { cwd: ROOT, env: childEnv, stdio });
}

/**
 * Wait until GET url answers 200 (the app's /healthz checks the database too). Fails early when
 * the server process dies, instead of waiting out the timeout.
 */
export async function waitForHealthy(url, { child, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  const onExit = (code, signal) => (exited = signal ?? code);
  child?.once("exit", onExit);
  try {
    let last = "no answer";
    while (Date.now() < deadline) {
      if (exited !== null) throw new Error(`the server exited (${exited}) before ${url} answered`);
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        if (res.ok) return;
        last = `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`;
      } catch (err) {
        last = err.cause?.code ?? err.message;
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000}s (last: ${last})`);
  } finally {
    child?.off("exit", onExit);
  }
}

/** Debian's Chromium; tests never download a browser. CHROMIUM_PATH points elsewhere if needed. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * Flags for every Chromium the tests start. The background-networking ones stop Chromium from
 * calling home, which this machine's closed network refuses many times a second. Playwright adds
 * a fresh, empty --user-data-dir of its own to every launch.
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Playwright's own --disable-features list (playwright-core 1.65.1, chromiumSwitches.ts). Chromium keeps
 * only the last --disable-features on its command line and Playwright puts ours after its own, so
 * a list of ours must repeat Playwright's; tests/e2e/browser-flags.spec.ts fails, naming the
 * feature, when a Playwright upgrade adds one that is missing here.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * The browser tests' Chromium: CHROMIUM_ARGS, and without the address bar's two pop-up pages
 * (chrome://omnibox-popup.top-chrome/), which Chromium 15x builds for every new window, so for
 * every browser context a test opens, though a headless window never shows them: 12 new contexts
 * took 14.0 s and 24.6 s of CPU with them, 5.2 s and 7.2 s without (measured here, 2026-11-27).
 * Only for Playwright's launches: the Lighthouse bench keeps the stock browser.
 */
export const TEST_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"].join(",")}`,
];

/**
 * Build folder of the end-to-end tests, apart from `npm start`'s so neither disturbs the other.
 * FORECOURT_E2E_DIST_DIR lets two checkouts' worth of work (or two engineers on one machine) run
 * the browser suite side by side without rebuilding each other's output.
 */
export const E2E_DIST_DIR = process.env.FORECOURT_E2E_DIST_DIR || ".next-e2e";
