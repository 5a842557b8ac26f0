/**
 * The small, in-suite version of bench/leads-fault.ts (which SIGKILLs a real server): crashes are
 * injected where a kill can land — a lead transaction that dies before commit, a reply lost after
 * commit, a worker that dies before or after sending — while submissions retry under their keys.
 * Every submission that got a lead id must exist once, and every lead must reach the receiver
 * (which honours Idempotency-Key) exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { preparedBody, seedLeadFixtures, submitAs, useFastLeadSettings, type LeadFixtures } from "../helpers/leads";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";
import type { Database } from "../../src/db/client";
import { resetConfig } from "../../src/platform/config";
import { captureMailTransport, httpWebhookTransport, type Transports } from "../../src/leads/delivery/transports";
import { claimDueDeliveries, runDeliveryBatch, type WorkerOptions } from "../../src/jobs/worker";

const SECRET = "whsec_fault_small_0123456789";
const SUBMISSIONS = 40;

/** A database whose transactions die just before commit, `rate` of the time. */
function crashingBeforeCommit(db: Database, rate: number): Database & { crashes: number } {
  const out = Object.create(db) as Database & { crashes: number };
  out.crashes = 0;
  const orm = Object.create(db.orm) as Database["orm"];
  orm.transaction = (async (fn: Parameters<Database["orm"]["transaction"]>[0]) =>
    db.orm.transaction(async (tx) => {
      const result = await fn(tx);
      if (Math.random() < rate) {
        out.crashes++;
        throw new Error("injected crash before commit");
      }
      return result;
    })) as Database["orm"]["transaction"];
  out.orm = orm;
  return out;
}

describe.each(testEngines())("lead fault injection on %s", (engine) => {
  let db: TestDatabase;
  let f: LeadFixtures;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    useFastLeadSettings();
    receiver = await startWebhookReceiver(SECRET);
    db = await openTestDatabase(engine);
    f = await seedLeadFixtures(db, { north: [{ kind: "webhook", url: receiver.url, secret: SECRET }] });
  });
  afterAll(async () => {
    await receiver?.close();
    await db?.destroy();
    resetConfig();
  });

  it("keeps every acknowledged lead exactly once and delivers each exactly once through crashes", async () => {
    const flaky = crashingBeforeCommit(db, 0.3);
    let lostReplies = 0;
    let attempts = 0;
    const seen = new Map<string, string>();
    // Submissions, four at a time, each retried under its key until it sees a lead id.
    const bodies = await Promise.all(Array.from({ length: SUBMISSIONS }, () => preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaNewCar.id, message: "Fault" })));
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < bodies.length) {
          const body = bodies[next++]!;
          for (let i = 0; i < 50; i++) {
            attempts++;
            const res = await submitAs(flaky, f.alpha, body).catch(() => null);
            if (res?.status === 201) {
              // A reply lost on the way back: the client does not know and sends again.
              if (Math.random() < 0.3) {
                lostReplies++;
                continue;
              }
              seen.set(body.idempotency_key as string, res.body.lead_id);
              break;
            }
          }
        }
      }),
    );
    expect(seen.size).toBe(SUBMISSIONS);
    expect(flaky.crashes).toBeGreaterThan(0);
    expect(lostReplies).toBeGreaterThan(0);

    // Workers that die: some claims are abandoned before sending, some after sending but before
    // the result is written. Their leases run out and another worker takes the row.
    const transports: Transports = { mail: captureMailTransport(db), webhook: httpWebhookTransport({ timeoutMs: 2000, allowHttp: false }) };
    const options: WorkerOptions = { maxAttempts: 50, leaseMs: 30, retryBaseMs: 1, retryMaxMs: 5, batchSize: 8, concurrency: 4, mailFrom: "Leads <l@test.example>" };
    // A worker dies holding claims it never sent.
    const abandonedBefore = (await claimDueDeliveries(db, 10, options.leaseMs)).length;
    // A worker sends and dies before recording it (the receiver will see these twice).
    let abandonedAfter = 0;
    const dying: Transports = {
      ...transports,
      webhook: {
        name: "dies-after-send",
        async post(r, ctx) {
          await transports.webhook.post(r, ctx);
          abandonedAfter++;
          throw new Error("process died");
        },
      },
    };
    await runDeliveryBatch(db, dying, { ...options, batchSize: 10 });
    // The dead process never wrote its failure: what is left is a lease that runs out.
    await db.rows(sql`update lead_deliveries set status = 'sending', locked_until = now() + interval '30 milliseconds', next_attempt_at = now() where last_error = 'process died' and status = 'pending'`);
    // Healthy workers, several at once, pick up the rest and whatever the dead ones held.
    await Promise.all([runDeliveryBatch(db, transports, options), runDeliveryBatch(db, transports, options)]);
    // Let every lease run out and finish cleanly.
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 40));
      await runDeliveryBatch(db, transports, options);
      const [open] = await db.rows<{ n: number }>(sql`select count(*)::int as n from lead_deliveries where status in ('pending', 'sending')`);
      if (Number(open?.n) === 0) break;
    }

    const leads = await db.rows<{ public_id: string; idempotency_key: string }>(sql`select public_id, idempotency_key from leads where site_id = ${f.alpha.id}`);
    expect(leads).toHaveLength(SUBMISSIONS);
    for (const [key, leadId] of seen) expect(leads.filter((l) => l.idempotency_key === key).map((l) => l.public_id)).toEqual([leadId]);
    const statuses = await db.rows<{ status: string; n: number }>(sql`select status, count(*)::int as n from lead_deliveries group by status`);
    expect(statuses).toEqual([{ status: "delivered", n: SUBMISSIONS }]);
    const perLead = new Map<string, number>();
    for (const got of receiver.accepted.values()) perLead.set(got.body.lead.id, (perLead.get(got.body.lead.id) ?? 0) + 1);
    expect(perLead.size).toBe(SUBMISSIONS);
    expect([...perLead.values()].every((n) => n === 1)).toBe(true);
    expect(abandonedBefore).toBe(10);
    expect(abandonedAfter).toBeGreaterThan(0);
    expect(receiver.duplicates).toBe(abandonedAfter);
    console.log(
      `[leads-fault small, ${engine}] ${SUBMISSIONS} leads, ${attempts} submit attempts, ${flaky.crashes} crashed transactions, ${lostReplies} lost replies, ` +
        `${abandonedBefore} claims abandoned before sending, ${abandonedAfter} after sending, ${receiver.duplicates} duplicate deliveries dropped by the receiver`,
    );
  });
});
