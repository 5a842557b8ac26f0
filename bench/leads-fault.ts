/**
 * Lead fault test (issue 6): the production server is killed with SIGKILL at random moments
 * while a bounded load of lead submissions with retries runs against it, and restarted each
 * time. Afterwards every submission whose client saw a lead_id must exist exactly once, and
 * every lead must have reached the local webhook receiver (which honours Idempotency-Key)
 * exactly once. PostgreSQL only; everything on 127.0.0.1.
 *
 *   npm run bench:leads-fault                         # 500 submissions
 *   LEADS_FAULT_N=100 LEADS_FAULT_CONCURRENCY=8 npm run bench:leads-fault
 *
 * Environment: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a scratch
 * database is created next to it and dropped after), NEXT_DIST_DIR (default .next-bench; built
 * when stale). Exit code 0 when every check holds, 1 otherwise.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { ensureBuild, findFreePort, startServer, waitForHealthy } from "../scripts/lib/app.mjs";
import { openDatabase } from "../src/db/client";
import { makeFeedRow, makeSiteFile } from "../src/demo/factory";
import { upsertSite } from "../src/site/store";
import { importStock } from "../src/stock/import";
import { startWebhookReceiver } from "../tests/helpers/webhook-receiver";

const N = Number(process.env.LEADS_FAULT_N ?? 500);
const CONCURRENCY = Number(process.env.LEADS_FAULT_CONCURRENCY ?? 10);
const KILL_MIN_MS = Number(process.env.LEADS_FAULT_KILL_MIN_MS ?? 700);
const KILL_MAX_MS = Number(process.env.LEADS_FAULT_KILL_MAX_MS ?? 2500);
/** How long one client keeps retrying its submission (through as many restarts as happen). */
const CLIENT_PATIENCE_MS = Number(process.env.LEADS_FAULT_CLIENT_PATIENCE_MS ?? 180_000);
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DIST = process.env.NEXT_DIST_DIR || ".next-bench";
const SECRET = "whsec_fault_bench_0123456789";
const SITE = "fault-bench";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const say = (s: string) => console.log(`[leads-fault] ${s}`);

interface ClientResult {
  key: string;
  leadId: string | null;
  attempts: number;
  gaveUp: boolean;
}

async function main(): Promise<number> {
  const started = Date.now();
  await ensureBuild({ distDir: DIST, log: say });

  // A scratch PostgreSQL database with one site whose dealership posts leads to our receiver.
  const dbName = `forecourt_fault_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = ADMIN_URL.replace(/\/[^/?]+(\?|$)/, `/${dbName}$1`);
  const receiver = await startWebhookReceiver(SECRET);
  const setupDb = await openDatabase({ url, poolSize: 2 });
  const file = makeSiteFile({ slug: SITE, name: "Fault Bench Motors" });
  const dealer = file.dealerships![0]!;
  file.dealerships = [{ ...dealer, lead_destinations: [{ kind: "webhook", url: receiver.url, secret: SECRET }] }];
  await upsertSite(setupDb, file);
  await importStock(setupDb, [makeFeedRow(1, { dealership_slug: dealer.slug, stocknum: "FB1", status: "in_stock" })]);
  const [car] = await setupDb.query<{ id: number }>("select id from cars limit 1");
  await setupDb.close();

  const port = await findFreePort();
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "leads-fault-")), "server.log");
  const out = fs.openSync(logFile, "a");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    DEFAULT_SITE: SITE,
    LOG_LEVEL: "warn",
    WORKER_IN_PROCESS: "true",
    LEADS_MIN_FILL_MS: "0",
    LEADS_CAPTCHA_MIN_COUNTER: "10",
    LEADS_CAPTCHA_MAX_COUNTER: "200",
    LEADS_RATE_LIMIT_IP: "100000/600",
    LEADS_RATE_LIMIT_SITE: "100000/600",
    LEADS_LEASE_MS: "3000",
    LEADS_RETRY_BASE_MS: "200",
    LEADS_RETRY_MAX_MS: "2000",
    LEADS_WORKER_POLL_MS: "250",
    FORM_SECRET: "fault-bench-form-secret-0123456789abcdef",
  };
  let server: ChildProcess = startServer({ distDir: DIST, port, hostname: "127.0.0.1", env, stdio: ["ignore", out, out] });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealthy(`${base}/healthz`, { child: server, timeoutMs: 60_000 });
  say(`server on ${base} (PostgreSQL ${dbName}); ${N} submissions, ${CONCURRENCY} at a time; kills every ${KILL_MIN_MS}–${KILL_MAX_MS} ms`);

  // ── The killer ───────────────────────────────────────────────────────────────────────────
  let kills = 0;
  let downMs = 0;
  let loadDone = false;
  const killer = (async () => {
    while (!loadDone) {
      await sleep(KILL_MIN_MS + Math.random() * (KILL_MAX_MS - KILL_MIN_MS));
      if (loadDone) break;
      const down = Date.now();
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGKILL");
      await exited;
      kills++;
      server = startServer({ distDir: DIST, port, hostname: "127.0.0.1", env, stdio: ["ignore", out, out] });
      await waitForHealthy(`${base}/healthz`, { child: server, timeoutMs: 60_000 });
      downMs += Date.now() - down;
    }
  })();

  // ── The load: each submission retried under its own key until it sees a lead id ───────────
  const post = async (p: string, body: unknown) => {
    const res = await fetch(`${base}${p}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = { raw: text.slice(0, 300) };
    }
    return { status: res.status, json };
  };
  const submit = async (i: number): Promise<ClientResult> => {
    const key = `fault-${i}-${randomUUID().slice(0, 8)}`;
    let prepared: Record<string, unknown> | null = null;
    const deadline = Date.now() + CLIENT_PATIENCE_MS;
    for (let attempt = 1; Date.now() < deadline; attempt++) {
      try {
        if (!prepared) {
          const c = await post("/api/leads/challenge", { idempotency_key: key });
          if (c.status !== 200) throw new Error(`challenge ${c.status}`);
          const captcha = c.json.captcha as Parameters<typeof solveChallenge>[0]["challenge"] | null;
          const solution = captcha ? await solveChallenge({ challenge: captcha, deriveKey }) : null;
          prepared = { form_token: c.json.form_token, ...(captcha ? { captcha: { challenge: captcha, solution } } : {}) };
        }
        const r = await post("/api/leads", {
          form: "enquiry",
          idempotency_key: key,
          car_id: car!.id,
          name: `Shopper ${i}`,
          email: `shopper${i}@example.com`,
          phone: "0412 345 678",
          postcode: "4000",
          message: `Fault test submission ${i}`,
          ...prepared,
        });
        if (r.status === 201 && typeof r.json.lead_id === "string") return { key, leadId: r.json.lead_id, attempts: attempt, gaveUp: false };
        const errors = (r.json.errors as Array<{ field: string }> | undefined) ?? [];
        if (r.status === 400 && errors.some((e) => e.field === "form_token" || e.field === "captcha")) prepared = null;
        else if (r.status === 400 && errors.length) throw new Error(`unexpected 400 ${JSON.stringify(r.json)}`);
        else if (r.status !== 201) unexpected.push(`${r.status} ${JSON.stringify(r.json).slice(0, 200)}`);
      } catch (err) {
        if ((err as Error).message.startsWith("unexpected 400")) throw err;
      }
      await sleep(150 + Math.random() * 400);
    }
    return { key, leadId: null, attempts: -1, gaveUp: true };
  };

  const results: ClientResult[] = [];
  /** Answers that were neither a lead id nor a validation error (a server half up or going down). */
  const unexpected: string[] = [];
  let next = 0;
  const loadStarted = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < N) results.push(await submit(next++));
    }),
  );
  const loadMs = Date.now() - loadStarted;
  loadDone = true;
  await killer;

  // ── Drain: the server keeps running until the outbox is empty ────────────────────────────
  const check = new pg.Client({ connectionString: url });
  await check.connect();
  const drainStarted = Date.now();
  for (;;) {
    const { rows } = await check.query<{ open: number }>("select count(*)::int as open from lead_deliveries where status in ('pending','sending')");
    if (rows[0]!.open === 0 || Date.now() - drainStarted > 120_000) break;
    await sleep(250);
  }
  const drainMs = Date.now() - drainStarted;

  // ── Checks ───────────────────────────────────────────────────────────────────────────────
  const leads = (await check.query<{ public_id: string; idempotency_key: string; completed: boolean }>("select public_id, idempotency_key, completed_at is not null as completed from leads")).rows;
  const deliveries = (await check.query<{ idempotency_key: string; status: string; attempts: number; public_id: string }>(
    "select d.idempotency_key, d.status, d.attempts, l.public_id from lead_deliveries d join leads l on l.id = d.lead_id",
  )).rows;
  const byKey = new Map<string, typeof leads>();
  for (const l of leads) byKey.set(l.idempotency_key, [...(byKey.get(l.idempotency_key) ?? []), l]);
  const confirmed = results.filter((r) => r.leadId);
  const failures: string[] = [];
  for (const r of confirmed) {
    const rows = byKey.get(r.key) ?? [];
    if (rows.length !== 1) failures.push(`${r.key}: client saw ${r.leadId}, database has ${rows.length} leads`);
    else if (rows[0]!.public_id !== r.leadId) failures.push(`${r.key}: client saw ${r.leadId}, database has ${rows[0]!.public_id}`);
  }
  for (const [key, rows] of byKey) if (rows.length > 1) failures.push(`${key}: ${rows.length} leads for one key`);
  const acceptedByLead = new Map<string, number>();
  for (const got of receiver.accepted.values()) acceptedByLead.set(got.body.lead.id, (acceptedByLead.get(got.body.lead.id) ?? 0) + 1);
  for (const l of leads) {
    const n = acceptedByLead.get(l.public_id) ?? 0;
    if (l.completed && n !== 1) failures.push(`lead ${l.public_id}: delivered ${n} times`);
  }
  for (const id of acceptedByLead.keys()) if (!leads.some((l) => l.public_id === id)) failures.push(`receiver got unknown lead ${id}`);
  const notDelivered = deliveries.filter((d) => d.status !== "delivered");
  if (notDelivered.length) failures.push(`${notDelivered.length} deliveries not delivered (${[...new Set(notDelivered.map((d) => d.status))].join(", ")})`);

  const figures = {
    submissions: N,
    concurrency: CONCURRENCY,
    client_confirmed: confirmed.length,
    client_gave_up: results.filter((r) => r.gaveUp).length,
    client_attempts_total: results.reduce((n, r) => n + Math.max(0, r.attempts), 0),
    client_attempts_max: Math.max(...results.map((r) => r.attempts)),
    client_unexpected_answers: unexpected.length,
    client_unexpected_sample: [...new Set(unexpected)].slice(0, 3),
    server_kills: kills,
    server_down_ms_total: downMs,
    server_restart_ms_avg: kills ? Math.round(downMs / kills) : 0,
    leads_in_database: leads.length,
    deliveries: deliveries.length,
    delivery_attempts_total: deliveries.reduce((n, d) => n + Number(d.attempts), 0),
    webhook_requests: receiver.requests.length,
    webhook_accepted: receiver.accepted.size,
    webhook_duplicates_dropped: receiver.duplicates,
    load_ms: loadMs,
    drain_ms: drainMs,
    total_s: Math.round((Date.now() - started) / 1000),
    failures: failures.length,
  };

  await check.end();
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await Promise.race([exited, sleep(10_000)]);
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  fs.closeSync(out);
  await receiver.close();
  const drop = new pg.Client({ connectionString: ADMIN_URL });
  await drop.connect();
  await drop.query(`drop database if exists ${dbName} with (force)`);
  await drop.end();

  console.log(JSON.stringify(figures, null, 2));
  if (failures.length) {
    say(`FAILED (${failures.length}):\n  ${failures.slice(0, 30).join("\n  ")}\nserver log: ${logFile}`);
    return 1;
  }
  say(`OK: ${confirmed.length}/${N} confirmed leads stored once and delivered once through ${kills} SIGKILLs (server log: ${logFile})`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
