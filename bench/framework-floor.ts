/**
 * npm run bench:floor [-- --runs=5 --seconds=10]
 *
 * What Next.js and React cost before any of our code: the same measures as bench:lighthouse and
 * bench:car-page, taken on a bare App Router page built with this repository's own Next.js and React
 * (Next.js's default configuration, not ours). The page is a heading, a paragraph and one client component (a button
 * with a counter), rendered on demand like our pages. Read our pages' figures against it
 * (docs/decisions/0017-framework-speed-floor.md):
 *
 *   first-load JS    gzip of every script the page loads (bench/first-load-js.ts)
 *   Lighthouse       stock Lighthouse, default mobile profile, N fresh Chromiums (bench/lighthouse-audit.ts)
 *   server CPU       autocannon, 8 connections, 3 phases of N seconds; the server's CPU per request (/proc)
 *
 * The app is written to .next-floor/ (git-ignored, rewritten each run), built there and served by
 * `next start` on a free port. Reports go to bench/out/lighthouse-floor-{run}.json and the summary
 * to bench/out/framework-floor.json. Run it beside `npm run bench:lighthouse` on the same host: a
 * slower host lowers both, so compare the two, not one day's floor with another day's pages.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { findFreePort, ROOT, run, waitForHealthy } from "../scripts/lib/app.mjs";
import { formatFirstLoadJs, httpGet, kb, measureFirstLoadJs } from "./first-load-js";
import { audit, median, TARGET_JS_KB, TARGET_METRICS, TARGET_SCORES, type RunResult } from "./lighthouse-audit";
import { processCpuMs } from "./process-cpu";

const arg = (name: string, dflt: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? dflt;
const RUNS = Number(arg("runs", "5"));
const SECONDS = Number(arg("seconds", "10"));
const APP = path.join(ROOT, ".next-floor");
const OUT = path.join(ROOT, "bench", "out");
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
const say = (line: string) => console.log(`[floor] ${line}`);

/** The bare app: nothing but what every App Router page needs, and one island to hydrate. */
const FILES: Record<string, string> = {
  "package.json": `${JSON.stringify({ name: "framework-floor", private: true }, null, 2)}\n`,
  "next.config.mjs": "export default { poweredByHeader: false, reactStrictMode: true };\n",
  "app/layout.tsx": `export const metadata = { title: "Framework floor", description: "A bare Next.js App Router page with one client component." };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body style={{ fontFamily: "Arial, sans-serif", margin: 0, padding: 16 }}>{children}</body></html>);
}
`,
  "app/Counter.tsx": `"use client";
import { useState } from "react";
export function Counter() {
  const [n, setN] = useState(0);
  return <button type="button" onClick={() => setN(n + 1)}>Tapped {n} times</button>;
}
`,
  "app/page.tsx": `import { Counter } from "./Counter";
export const dynamic = "force-dynamic";
export default function Page() {
  return (<main><h1>New, demo and used cars</h1><p>New, demo and used cars near you. Honest prices, finance estimates and every enquiry answered by a person at the dealership.</p><Counter /></main>);
}
`,
};

/** `next start` on the floor app; resolves once it answers 200 (scripts/lib/app.mjs waitForHealthy). */
async function serve(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, [NEXT_BIN, "start", APP, "-p", String(port), "-H", "127.0.0.1"], { cwd: ROOT, env, stdio: "ignore" });
  try {
    await waitForHealthy(`http://127.0.0.1:${port}/`, { child, timeoutMs: 20_000 });
    return child;
  } catch (err) {
    child.kill("SIGTERM");
    throw err;
  }
}

async function main(): Promise<number> {
  fs.mkdirSync(OUT, { recursive: true });
  fs.rmSync(path.join(APP, "app"), { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(APP, file)), { recursive: true });
    fs.writeFileSync(path.join(APP, file), text);
  }
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  say(`building ${path.relative(ROOT, APP)}/ with this repository's Next.js`);
  await run(process.execPath, [NEXT_BIN, "build", APP], { env, capture: "all" }).catch((err: Error & { output?: string }) => {
    throw new Error(`${err.message}\n${(err.output ?? "").slice(-2000)}`);
  });
  const port = Number(await findFreePort());
  const server = await serve(port, env);
  const url = `http://127.0.0.1:${port}/`;
  try {
    for (let i = 0; i < 5; i++) await httpGet(url);
    const js = await measureFirstLoadJs(url);
    say(`first-load JS  ${formatFirstLoadJs(js)}`);

    const runs: RunResult[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const r = await audit(url, "floor", i, { outDir: OUT, nice: 0 });
      say(`run ${i}: performance ${r.scores.performance}; LCP ${Math.round(r.metrics.LCP!)} ms, TBT ${Math.round(r.metrics.TBT!)} ms, FCP ${Math.round(r.metrics.FCP!)} ms; host benchmarkIndex ${Math.round(r.benchmarkIndex)}`);
      runs.push(r);
    }
    const m = (pick: (r: RunResult) => number) => median(runs.map(pick));
    const lh = { performance: m((r) => r.scores.performance!), LCP: m((r) => r.metrics.LCP!), TBT: m((r) => r.metrics.TBT!), FCP: m((r) => r.metrics.FCP!), benchmarkIndex: m((r) => r.benchmarkIndex) };
    say(`Lighthouse median of ${RUNS}: performance ${lh.performance} (runs ${runs.map((r) => r.scores.performance).join("/")}), LCP ${Math.round(lh.LCP)} ms, TBT ${Math.round(lh.TBT)} ms, FCP ${Math.round(lh.FCP)} ms; benchmarkIndex ${Math.round(lh.benchmarkIndex)}`);

    const phases: Array<{ reqPerSec: number; cpuMsPerReq: number }> = [];
    for (let i = 0; i < 3; i++) {
      const before = processCpuMs(server.pid);
      const result = await autocannon({ url, connections: 8, duration: SECONDS });
      const cpuMsPerReq = (processCpuMs(server.pid) - before) / result.requests.total;
      phases.push({ reqPerSec: result.requests.average, cpuMsPerReq });
      say(`server phase ${i + 1}: ${Math.round(result.requests.average)} req/s, ${cpuMsPerReq.toFixed(2)} ms CPU per request, non-2xx ${result.non2xx}, p50 ${result.latency.p50} ms`);
    }
    const cpu = { reqPerSec: median(phases.map((p) => p.reqPerSec)), cpuMsPerReq: median(phases.map((p) => p.cpuMsPerReq)) };

    say(`the framework alone against issue 19's targets (our pages must fit above this):`);
    say(`  first-load JS ${kb(js.gzipBytes)} KB (target ≤ ${TARGET_JS_KB}); TBT ${Math.round(lh.TBT)} ms (≤ ${TARGET_METRICS.TBT}); LCP ${Math.round(lh.LCP)} ms (≤ ${TARGET_METRICS.LCP}); performance ${lh.performance} (≥ ${TARGET_SCORES.performance})`);
    say(`  server ${cpu.cpuMsPerReq.toFixed(2)} ms CPU per request (a car page's target is ≤ 12), ${Math.round(cpu.reqPerSec)} req/s with 8 connections`);
    const load = os.loadavg().map((x) => x.toFixed(2)).join(", ");
    say(`machine load average (1, 5, 15 min): ${load}; ${os.cpus().length} cores; plain run`);
    fs.writeFileSync(path.join(OUT, "framework-floor.json"), JSON.stringify({ at: new Date().toISOString(), loadAverage: os.loadavg(), firstLoadJsGzipBytes: js.gzipBytes, lighthouse: { ...lh, runs: runs.map((r) => ({ ...r.metrics, performance: r.scores.performance, benchmarkIndex: r.benchmarkIndex })) }, server: { ...cpu, phases } }, null, 2));
    say(`wrote ${path.relative(ROOT, path.join(OUT, "framework-floor.json"))}`);
  } finally {
    await new Promise<void>((resolve) => {
      server.once("exit", () => resolve());
      server.kill("SIGTERM");
    });
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`[floor] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  },
);
