#!/usr/bin/env node
/**
 * The server (scripts/server.mjs) in WEB_CONCURRENCY worker processes sharing one port through
 * node:cluster, so one node uses all its cores: a Next.js server renders on one JavaScript thread, and a vehicle page
 * that is not in the page cache is CPU-bound (ADR 0006). The primary only forks, restarts a worker
 * that dies, and passes stop signals on; the workers' listen() calls share the port and the
 * primary hands out connections round-robin. Each worker keeps its own in-memory caches (site
 * list, chrome, vehicle page cache), all of which are per node already.
 *
 * Arguments are scripts/server.mjs's (e.g. `--port 3000 --hostname 0.0.0.0`). Needs DATABASE_URL
 * when WEB_CONCURRENCY > 1: PGlite lets one process open a data directory.
 */
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { EDGE_KEY_ENV } from "../src/platform/client-identity.mjs";

const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY || 1));

if (cluster.isPrimary) {
  if (workers > 1 && !process.env.DATABASE_URL) {
    console.error("[forecourt] WEB_CONCURRENCY > 1 needs DATABASE_URL: PGlite lets one process open a data directory");
    process.exit(2);
  }
  // One sealing key for the node's workers (ADR 0007): a request one worker sends to the port
  // (the page cache's own render) may be answered by another.
  process.env[EDGE_KEY_ENV] ||= randomBytes(32).toString("base64url");
  let stopping = false;
  let started = 0;
  const fork = () => {
    started++;
    cluster.fork();
  };
  for (let i = 0; i < workers; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A worker that dies right after start (a bad build, a port in use) would die again: stop.
    if (started > workers * 3 && process.uptime() < 30) {
      console.error(`[forecourt] workers keep exiting (last: ${signal ?? code}); stopping`);
      process.exit(1);
    }
    console.error(`[forecourt] web worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(sig, () => {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(sig);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  }
} else {
  // The server itself, with the arguments the primary got (they are still in process.argv).
  await import("./server.mjs");
}
