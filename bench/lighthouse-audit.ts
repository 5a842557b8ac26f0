/**
 * One stock Lighthouse run (default mobile profile, simulated throttling) in a fresh Debian Chromium
 * with an empty profile, and the figures the benches print from it. Shared by bench/lighthouse.ts
 * (the demo sites) and bench/framework-floor.ts (a bare Next.js page, for comparison).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/lib/app.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
} as const;
/** Issue 19's targets, the same for every page: category scores at least, metrics at most. */
export const TARGET_SCORES = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
export const TARGET_METRICS = { TBT: 150, LCP: 2000, CLS: 0.02 } as const;
export const TARGET_JS_KB = 110;

export interface RunResult {
  /**
   * Lighthouse's own measure of the host's CPU (environment.benchmarkIndex). Simulated throttling
   * multiplies the CPU time Chromium really spends, so a slower host scores lower with the same
   * page: print it beside every score so figures from different machines can be told apart.
   */
  benchmarkIndex: number;
  scores: Record<string, number>;
  metrics: Record<string, number>;
  failing: Array<{ id: string; title: string; score: number | null; detail: string }>;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * A headless Chromium with remote debugging on a free port and an empty profile; `nice` (a helping
 * setting, root only) starts it at that scheduling priority, 0 leaves it alone.
 */
async function launchChromium(nice: number): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "lh-chromium-"));
  const args = [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, "--remote-debugging-port=0", "about:blank"];
  // `nice` execs Chromium, so the pid is Chromium's and every process it starts inherits the priority.
  const child: ChildProcess = nice ? spawn("nice", ["-n", String(nice), CHROMIUM_PATH, ...args], { stdio: ["ignore", "ignore", "pipe"] }) : spawn(CHROMIUM_PATH, args, { stdio: ["ignore", "ignore", "pipe"] });
  const port = await new Promise<number>((resolve, reject) => {
    let err = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port: ${err.slice(-500)}`)), 30_000);
    child.stderr!.on("data", (chunk: Buffer) => {
      err += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited (${code}): ${err.slice(-500)}`)));
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          // Chromium's helper processes can still be writing to the profile for a moment after the
          // browser exits (ENOTEMPTY): retry, and leave a stray temp folder rather than fail the run.
          try {
            fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
          } catch (err) {
            console.warn(`[lighthouse] could not remove ${profile}: ${(err as Error).message}`);
          }
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

function detailOf(audit: { details?: unknown; displayValue?: string }): string {
  const details = audit.details as { type?: string; items?: Array<Record<string, unknown>> } | undefined;
  const items = details?.items ?? [];
  const names = items.slice(0, 4).map((it) => {
    const node = it.node as { snippet?: string; nodeLabel?: string } | undefined;
    const url = typeof it.url === "string" ? it.url.replace(/^https?:\/\/[^/]+/, "") : undefined;
    return (node?.snippet ?? url ?? node?.nodeLabel ?? "").slice(0, 140);
  });
  return [audit.displayValue, ...names.filter(Boolean)].filter(Boolean).join(" | ");
}

/** Audits `url` once; writes the full report to `{outDir}/lighthouse-{label}-{run}.json`. */
export async function audit(url: string, label: string, run: number, opts: { outDir: string; nice: number }): Promise<RunResult> {
  const chromium = await launchChromium(opts.nice);
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    fs.writeFileSync(path.join(opts.outDir, `lighthouse-${label}-${run}.json`), JSON.stringify(lhr));
    const scores: Record<string, number> = {};
    const failing: RunResult["failing"] = [];
    const seen = new Set<string>();
    for (const c of CATEGORIES) {
      const cat = lhr.categories[c]!;
      scores[c] = Math.round((cat.score ?? 0) * 100);
      for (const ref of cat.auditRefs) {
        const a = lhr.audits[ref.id]!;
        if (seen.has(a.id) || a.score === null || a.scoreDisplayMode === "notApplicable" || a.scoreDisplayMode === "informative" || a.scoreDisplayMode === "manual") continue;
        // A metric or opportunity of performance counts from below 0.9 (Lighthouse's green); the rest must pass.
        const passAt = c === "performance" ? 0.9 : 1;
        if (a.score < passAt) {
          seen.add(a.id);
          failing.push({ id: a.id, title: a.title, score: a.score, detail: detailOf(a) });
        }
      }
    }
    const metrics: Record<string, number> = {};
    for (const [name, id] of Object.entries(METRICS)) metrics[name] = lhr.audits[id]?.numericValue ?? NaN;
    return { benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN, scores, metrics, failing };
  } finally {
    await chromium.close();
  }
}

