/**
 * The production build serving the demo sites on a fresh PGlite database, for the page benchmarks
 * (bench:lighthouse, bench:js): built when stale, seeded, started, warmed, stopped afterwards.
 *
 * Environment: NEXT_DIST_DIR (default .next-bench), PORT (default: a free one), DATA_DIR (default:
 * a new temporary folder; an existing one is emptied first so every run starts from the same seed).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { httpGet } from "./first-load-js";
import { ensureBuild, findFreePort, seedDemoIfEmpty, startServer, waitForHealthy } from "../scripts/lib/app.mjs";

export interface DemoServer {
  port: number;
  /** `http://{site}.localhost:{port}` */
  origin(site: string): string;
  /** An in-stock car of the site with photos and a price, from /api/search (the first hit of its default order). */
  findCarSlug(site: string): Promise<string>;
  stop(): Promise<void>;
}

function demoServerAt(port: number, stop: () => Promise<void>): DemoServer {
  const origin = (site: string) => `http://${site}.localhost:${port}`;
  return {
    port,
    origin,
    async findCarSlug(site) {
      const res = await httpGet(`${origin(site)}/api/search?hitsPerPage=50`);
      if (res.status !== 200) throw new Error(`/api/search on ${site} answered ${res.status}`);
      const body = JSON.parse(res.body.toString("utf8")) as { hits: Array<{ slug: string; status: string; photos_count: number; price: number | null }> };
      const hit = body.hits.find((h) => h.status === "in_stock" && h.photos_count > 1 && (h.price ?? 0) > 0) ?? body.hits[0];
      if (!hit) throw new Error(`${site} has no car`);
      return hit.slug;
    },
    stop,
  };
}

/** A server someone else started (with the demo sites) on this port; stop() leaves it running. */
export function attachToServer(port: number): DemoServer {
  return demoServerAt(port, async () => {});
}

export async function startDemoServer(log: (line: string) => void): Promise<DemoServer> {
  const distDir = process.env.NEXT_DIST_DIR || ".next-bench";
  await ensureBuild({ distDir, log });
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-pages-"));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" };
  delete env.DATABASE_URL;
  delete env.DEFAULT_SITE;
  log(`seeding the demo sites into ${dataDir}`);
  await seedDemoIfEmpty({ env });
  const port = Number(process.env.PORT) || (await findFreePort());
  const child: ChildProcess = startServer({ distDir, port, env, stdio: ["ignore", "ignore", "inherit"] });
  await waitForHealthy(`http://127.0.0.1:${port}/healthz`, { child, timeoutMs: 120_000 });
  log(`serving ${distDir} on port ${port}`);
  return demoServerAt(
    port,
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  );
}

/**
 * One earlier visit of the page (the plain run: the server is not measured cold, nothing else is
 * prepared). With `images`, a helping setting: the page three times, then every demo image it names
 * at every width — /media/cars draws each on its first request with sharp, on this machine's CPU,
 * which is otherwise charged to the first audit's blocking time.
 */
export async function warm(url: string, { images: warmImages = false }: { images?: boolean } = {}): Promise<void> {
  let html = "";
  for (let i = 0; i < (warmImages ? 3 : 1); i++) {
    const res = await httpGet(url);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    html = res.body.toString("utf8");
  }
  if (!warmImages) return;
  const images = new Set<string>();
  for (const m of html.matchAll(/(?:src|srcSet|imageSrcSet)="([^"]+)"/gi)) {
    for (const part of m[1]!.replace(/&amp;/g, "&").split(",")) {
      const src = part.trim().split(/\s+/)[0];
      if (src?.startsWith("/media/")) images.add(src);
    }
  }
  for (const src of images) await httpGet(new URL(src, url));
}
