/**
 * WEB_CONCURRENCY (scripts/cluster.mjs, ADR 0006) as an operator relies on it, on the production
 * build and a fresh PostgreSQL database: two server workers (scripts/server.mjs) share one port and both take
 * connections; a worker that dies is replaced while the port keeps answering; SIGTERM stops the
 * primary and every worker; more than one worker on the embedded database is refused.
 *
 * Worker activity is read from /proc (each worker's CPU time), so the app needs no test hook.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { E2E_DIST_DIR, ROOT, findFreePort, startServer, waitForHealthy } from "../../scripts/lib/app.mjs";
import { freshPostgresDatabase } from "./support/postgres";

test.setTimeout(120_000);

interface ProcStat {
  pid: number;
  ppid: number;
  cpuTicks: number;
}

/** /proc/{pid}/stat: the fields after the command name (which may hold spaces) in parentheses. */
function procStat(pid: number): ProcStat | null {
  try {
    const raw = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = raw.slice(raw.lastIndexOf(")") + 2).split(" ");
    // f[0] is field 3 (state): ppid is field 4, utime 14, stime 15.
    if (f[0] === "Z") return null;
    return { pid, ppid: Number(f[1]), cpuTicks: Number(f[11]) + Number(f[12]) };
  } catch {
    return null;
  }
}

function childrenOf(ppid: number): ProcStat[] {
  return fs
    .readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map((d) => procStat(Number(d)))
    .filter((s): s is ProcStat => s !== null && s.ppid === ppid);
}

/** One GET on a new connection (no keep-alive), so the primary hands each to the next worker. */
function getOnNewConnection(port: number, pathname: string, host: string, timeoutMs = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: pathname, agent: false, headers: { host }, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new Error(`GET ${pathname} timed out`)));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

test("WEB_CONCURRENCY=2 on PostgreSQL: both workers serve the port, a killed worker is replaced without downtime, SIGTERM stops them all", async () => {
  const database = await freshPostgresDatabase("cluster");

  const port = await findFreePort();
  const log = path.join(test.info().outputDir, "cluster.log");
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, "a");
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: "warn", WORKER_IN_PROCESS: "false" };
  delete env.DEFAULT_SITE;
  delete env.DATA_DIR;
  const primary = startServer({ distDir: E2E_DIST_DIR, port, hostname: "127.0.0.1", env, stdio: ["ignore", out, out], workers: 2 });
  try {
    await waitForHealthy(`http://127.0.0.1:${port}/healthz`, { child: primary, timeoutMs: 60_000 });
    await expect.poll(() => childrenOf(primary.pid!).length, { message: "two workers" }).toBe(2);
    const workers = childrenOf(primary.pid!);

    // Both workers take connections: each one's CPU time grows under 60 page renders (a host
    // that names no site: the 404 page, rendered by whichever worker took the connection).
    for (let i = 0; i < 60; i++) expect(await getOnNewConnection(port, "/", "no-such-dealer.localhost")).toBe(404);
    for (const w of workers) expect(procStat(w.pid)!.cpuTicks, `worker ${w.pid} rendered pages`).toBeGreaterThan(w.cpuTicks);

    // A worker killed outright is replaced; the port answers all the while. From the moment the
    // primary has reaped it: a connection the primary hands to a worker in the instant it dies is
    // lost with it (node:cluster waits for an accept that never comes), as any request a killed
    // process was serving is. A balancer's retry covers that one.
    const victim = workers[0]!;
    process.kill(victim.pid, "SIGKILL");
    await expect.poll(() => procStat(victim.pid), { message: "the primary reaped the killed worker", intervals: [20] }).toBeNull();
    // A connection can still be lost around the restart (seen about once in five runs on a loaded
    // machine: no answer at all, as if handed to the dead worker): a balancer retries it. Allowed
    // once here, retried, and counted; every request must end in a 200.
    let lost = 0;
    const healthz = async () => {
      try {
        return await getOnNewConnection(port, "/healthz", "localhost", 8_000);
      } catch (err) {
        if (!/timed out/.test((err as Error).message)) throw err;
        lost++;
        return getOnNewConnection(port, "/healthz", "localhost", 30_000);
      }
    };
    const deadline = Date.now() + 30_000;
    let replaced: ProcStat[] = [];
    while (Date.now() < deadline) {
      expect(await healthz()).toBe(200);
      replaced = childrenOf(primary.pid!);
      if (replaced.length === 2 && !replaced.some((w) => w.pid === victim.pid)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(replaced.map((w) => w.pid)).not.toContain(victim.pid);
    expect(replaced).toHaveLength(2);
    for (let i = 0; i < 10; i++) expect(await healthz()).toBe(200);
    expect(lost, "connections lost around the restart").toBeLessThanOrEqual(1);

    // SIGTERM: the primary passes it on and exits once its workers have.
    primary.kill("SIGTERM");
    const code = await Promise.race([exited(primary), new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 15_000))]);
    expect(code).toBe(0);
    for (const w of replaced) expect(procStat(w.pid), `worker ${w.pid} stopped`).toBeNull();
  } finally {
    if (primary.exitCode === null && primary.signalCode === null) primary.kill("SIGKILL");
    for (const w of childrenOf(primary.pid!)) process.kill(w.pid, "SIGKILL");
    fs.closeSync(out);
    await database.drop();
  }
});

test("WEB_CONCURRENCY=2 without DATABASE_URL is refused with the reason (PGlite opens a folder from one process)", async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, WEB_CONCURRENCY: "2", NEXT_DIST_DIR: E2E_DIST_DIR };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(ROOT, "scripts", "cluster.mjs"), "--port", String(await findFreePort())], { env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  expect(await exited(child)).toBe(2);
  expect(stderr).toContain("WEB_CONCURRENCY > 1 needs DATABASE_URL");
});
