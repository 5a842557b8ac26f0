import { leadReference } from "../../src/domain/lead-reference";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { countRows, preparedBody, seedLeadFixtures, submitAs, useFastLeadSettings, type LeadFixtures } from "../helpers/leads";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";
import { resetConfig } from "../../src/platform/config";
import { listLeads, resendDelivery } from "../../src/leads/store";
import { captureMailTransport, httpWebhookTransport, type Transports } from "../../src/leads/delivery/transports";
import { claimDueDeliveries, runDeliveryBatch, type WorkerOptions } from "../../src/jobs/worker";

const SECRET = "whsec_0123456789abcdef0123";
const options: WorkerOptions = { maxAttempts: 8, leaseMs: 60_000, retryBaseMs: 1, retryMaxMs: 4, batchSize: 20, concurrency: 3, mailFrom: "Leads <leads@test.example>" };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testEngines())("lead delivery worker on %s", (engine) => {
  let db: TestDatabase;
  let f: LeadFixtures;
  let receiver: WebhookReceiver;
  let transports: Transports;

  beforeAll(async () => {
    useFastLeadSettings();
    receiver = await startWebhookReceiver(SECRET);
    db = await openTestDatabase(engine);
    f = await seedLeadFixtures(db, {
      north: [
        { kind: "webhook", url: receiver.url, secret: SECRET },
        { kind: "email", to: "north@alpha.example" },
        { kind: "adf", to: "crm@alpha.example" },
      ],
      south: [{ kind: "webhook", url: "http://dealer-crm.example/leads", secret: SECRET }],
    });
    // A generous timeout: on a loaded 2-core machine a 2 s timeout let the receiver accept a request
    // the sender had given up on, so a retry looked like a double send ("never sends twice" flaked).
    transports = { mail: captureMailTransport(db), webhook: httpWebhookTransport({ timeoutMs: 10_000, allowHttp: false }) };
  });
  afterAll(async () => {
    await receiver?.close();
    await db?.destroy();
    resetConfig();
  });
  beforeEach(async () => {
    // Each test starts with an empty outbox and a fresh receiver.
    await db.rows(sql`delete from lead_deliveries`);
    receiver.accepted.clear();
    receiver.requests.length = 0;
    receiver.duplicates = 0;
    receiver.setMode({});
  });
  afterEach(() => receiver.setMode({}));

  async function newLead(carId = f.alphaNewCar.id): Promise<string> {
    const res = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "enquiry", car_id: carId, message: "Deliver me" }));
    expect(res.status).toBe(201);
    return (res.body as { lead_id: string }).lead_id;
  }

  /** Run the worker until nothing is pending or sending. */
  async function drain(maxPasses = 200): Promise<void> {
    for (let i = 0; i < maxPasses; i++) {
      await runDeliveryBatch(db, transports, options);
      const [open] = await db.rows<{ n: number }>(sql`select count(*)::int as n from lead_deliveries where status in ('pending', 'sending')`);
      if (Number(open?.n) === 0) return;
      await sleep(5);
    }
    throw new Error("outbox did not drain");
  }

  const deliveries = (kind: string) =>
    db.rows<{ id: number; status: string; attempts: number; last_error: string | null; idempotency_key: string; delivered_at: Date | null }>(
      sql`select id, status, attempts, last_error, idempotency_key, delivered_at from lead_deliveries where kind = ${kind} order by id`,
    );

  it("delivers to a webhook that fails three times exactly once, with a valid signature and the same idempotency key every time", async () => {
    receiver.setMode({ failFirst: 3 });
    const leadId = await newLead();
    await drain();
    const [hook] = await deliveries("webhook");
    expect(hook).toMatchObject({ status: "delivered", attempts: 4, last_error: null });
    expect(receiver.requests.map((r) => r.status)).toEqual([503, 503, 503, 200]);
    expect(new Set(receiver.requests.map((r) => r.key))).toEqual(new Set([hook!.idempotency_key]));
    expect(receiver.requests.every((r) => r.signatureValid)).toBe(true);
    expect(receiver.accepted.size).toBe(1);
    const got = receiver.accepted.get(hook!.idempotency_key)!;
    expect(got.body.lead).toMatchObject({ id: leadId, form: "enquiry", payload: { stock_number: "AN1", source: "Website" } });
  });

  it("dead-letters a delivery whose webhook always fails after 8 attempts, with the reason in the dealer view", async () => {
    receiver.setMode({ alwaysFail: true, status: 500 });
    const leadId = await newLead();
    await drain();
    const [hook] = await deliveries("webhook");
    expect(hook!.status).toBe("dead");
    expect(hook!.attempts).toBe(8);
    expect(hook!.last_error).toBe("Webhook answered HTTP 500: receiver unavailable (gave up after 8 attempts)");
    expect(receiver.requests).toHaveLength(8);
    expect(receiver.accepted.size).toBe(0);
    const view = await listLeads(db, f.alpha, { dealershipId: 9101 });
    const item = view.find((l) => l.lead.publicId === leadId)!;
    expect(item.deliveries.find((d) => d.kind === "webhook")).toMatchObject({ status: "dead", attempts: 8, lastError: expect.stringContaining("HTTP 500") });

    // The dealer fixes the endpoint and presses Resend: the same key goes out and arrives once.
    receiver.setMode({});
    await resendDelivery(db, f.alpha, hook!.id);
    await drain();
    expect((await deliveries("webhook"))[0]).toMatchObject({ status: "delivered", attempts: 1 });
    expect([...receiver.accepted.keys()]).toEqual([hook!.idempotency_key]);
  });

  it("gives up at once on a permanent error (a plain-http URL to another host)", async () => {
    await newLead(f.alphaSouthCar.id);
    await drain();
    const [hook] = await deliveries("webhook");
    expect(hook).toMatchObject({ status: "dead", attempts: 1 });
    expect(hook!.last_error).toContain("must use https");
  });

  it("a dead delivery alerts the dealership's admin by e-mail (the group's address as fallback), once, and the lead is listed as not delivered", async () => {
    await db.rows(sql`update dealerships set config = config || '{"admin_email": "south-admin@alpha.example"}'::jsonb where id = 9102`);
    const leadId = await newLead(f.alphaSouthCar.id);
    await drain();
    const [alert] = await deliveries("alert");
    expect(alert).toMatchObject({ status: "delivered", attempts: 1 });
    const [mail] = await db.rows<{ recipient: string; subject: string; body: string }>(sql`select recipient, subject, body from captured_messages where message_key = ${`<${alert!.idempotency_key}@forecourt>`}`);
    expect(mail!.recipient).toBe("south-admin@alpha.example");
    expect(mail!.subject).toMatch(/^Lead not delivered: [A-Z0-9]{4}-[A-Z0-9]{4} \(Ada Lovelace\)$/);
    expect(mail!.body).toContain("Customer: Ada Lovelace, 04 1234 5678, ada@example.com");
    expect(mail!.body).toContain("Should have gone to: webhook http://dealer-crm.example/leads");
    expect(mail!.body).toContain("must use https");
    // Listed across the group as not delivered; a lead that went through is not.
    const undelivered = await listLeads(db, f.alpha, { undelivered: true });
    expect(undelivered.map((l) => l.lead.publicId)).toContain(leadId);
    const delivered = await newLead();
    await drain();
    expect((await listLeads(db, f.alpha, { undelivered: true })).map((l) => l.lead.publicId)).not.toContain(delivered);
    // Resending the dead one (still broken) does not alert twice.
    const [hook] = await deliveries("webhook");
    await resendDelivery(db, f.alpha, hook!.id);
    await drain();
    expect(await deliveries("alert")).toHaveLength(1);

    // No dealership address: the site's lead_alert_email is told instead.
    await db.rows(sql`delete from lead_deliveries`);
    await db.rows(sql`update dealerships set config = config - 'admin_email' where id = 9102`);
    await db.rows(sql`update sites set config = config || '{"lead_alert_email": "group-ops@alpha.example"}'::jsonb where id = ${f.alpha.id}`);
    await newLead(f.alphaSouthCar.id);
    await drain();
    const [groupAlert] = await deliveries("alert");
    const [groupMail] = await db.rows<{ recipient: string }>(sql`select recipient from captured_messages where message_key = ${`<${groupAlert!.idempotency_key}@forecourt>`}`);
    expect(groupMail!.recipient).toBe("group-ops@alpha.example");
    await db.rows(sql`update sites set config = config - 'lead_alert_email' where id = ${f.alpha.id}`);
  });

  it("captures the dealer e-mail and the ADF e-mail once each, even when an attempt is repeated", async () => {
    const before = await countRows(db, "captured_messages");
    const leadId = await newLead();
    await drain();
    const mails = await db.rows<{ recipient: string; subject: string; body: string; headers: Record<string, string> }>(
      sql`select recipient, subject, body, headers from captured_messages where channel = 'email' and body like ${`%${leadId}%`} order by recipient desc`,
    );
    expect(mails.map((m) => m.recipient)).toEqual(["north@alpha.example", "crm@alpha.example"]);
    expect(mails[0]!.subject).toMatch(/^New enquiry — .+ — Ada Lovelace — ref [0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // The reference in the dealer's e-mail is the one the shopper was shown.
    const [row] = await db.rows<{ id: number }>(sql`select id from leads where public_id = ${leadId}`);
    expect(mails[0]!.subject.endsWith(`ref ${leadReference(Number(row!.id))}`)).toBe(true);
    expect(mails[0]!.body).toContain(`Reference ${leadReference(Number(row!.id))}`);
    expect(mails[0]!.headers["Reply-To"]).toBe("ada@example.com");
    // The dealer reads the number grouped as the site shows it; the CRM's ADF gets the stored digits.
    expect(mails[0]!.body).toContain("04 1234 5678");
    expect(mails[0]!.body).not.toContain("0412345678");
    expect(mails[1]!.body).toContain("0412345678");
    expect(mails[1]!.body).toContain('<?adf version="1.0"?>');
    expect(mails[1]!.body).toContain("<stock>AN1</stock>");

    // A worker that sent but died before recording it: the row is worked again; nothing doubles.
    await db.rows(sql`update lead_deliveries set status = 'pending', delivered_at = null`);
    await drain();
    expect(await countRows(db, "captured_messages")).toBe(before + 2);
    expect(receiver.accepted.size).toBe(1);
    expect(receiver.duplicates).toBe(1);
  });

  it("lets another worker take over a delivery whose lease ran out, and ignores the late result of the first", async () => {
    await newLead();
    const stale = await claimDueDeliveries(db, 10, 1);
    expect(stale).toHaveLength(3);
    await sleep(20);
    const second = await runDeliveryBatch(db, transports, options);
    expect(second).toMatchObject({ claimed: 3, delivered: 3 });
    // The first worker's token no longer matches, so its late failure changes nothing.
    await db.rows(sql`update lead_deliveries set status = 'dead' where claim_token = ${stale[0]!.claim_token}`);
    expect((await deliveries("webhook"))[0]!.status).toBe("delivered");
  });

  it("never sends one delivery twice when several workers run at once", async () => {
    for (let i = 0; i < 12; i++) await newLead();
    const results = await Promise.all(Array.from({ length: 4 }, () => runDeliveryBatch(db, transports, { ...options, batchSize: 5 })));
    await drain();
    const claimed = results.reduce((n, r) => n + r.claimed, 0);
    expect(claimed).toBeLessThanOrEqual(36);
    expect(receiver.accepted.size).toBe(12);
    expect(receiver.requests).toHaveLength(12);
    expect(receiver.duplicates).toBe(0);
    expect((await deliveries("webhook")).every((d) => d.status === "delivered" && d.attempts === 1)).toBe(true);
  });
});
