/**
 * Fuzzed lead bodies never cause a server error or a stored lead: wrong types, huge strings,
 * unknown fields and another site's car, each applied to an otherwise valid, fully signed
 * submission (so that only the mutation stands between it and a stored lead), plus arbitrary
 * JSON.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { countRows, preparedBody, seedLeadFixtures, submitAs, useFastLeadSettings, type LeadFixtures } from "../helpers/leads";
import { resetConfig } from "../../src/platform/config";
import { errorResponse, readJson } from "../../src/web/http";
import { BodyTooLargeError } from "../../src/platform/errors";
import { captureMailTransport, httpWebhookTransport } from "../../src/leads/delivery/transports";
import { runDeliveryBatch, workerOptionsFromEnv } from "../../src/jobs/worker";
import { ValidationError } from "../../src/platform/errors";

const RUNS = Number(process.env.LEADS_FUZZ_RUNS ?? 120);

const STRING_FIELDS = ["name", "last_name", "email", "phone", "postcode", "message", "category", "rego", "page_id", "url", "subcategory"] as const;
const LIMITS: Record<string, number> = { name: 80, last_name: 80, email: 254, phone: 30, message: 5000, rego: 10, page_id: 200, url: 2000, subcategory: 100 };
const KNOWN = new Set([
  "form", "idempotency_key", "last_step", "car_id", "dealership_slug", "page_id", "url", "lead_attributes", "leave_blank", "form_token", "captcha",
  "make", "model", "car_type", "stock_number", "vehicle_status", "manufacturer_slug", "vin", "additional_services", "name", "last_name", "email",
  "phone", "postcode", "opt_in", "terms_conditions", "location_id", "message", "category", "subcategory", "rego",
]);

/** Values that are never a string (null and "" mean "not given" and are allowed for optional fields). */
const notAString = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }));

type Mutation = { kind: string; apply: (body: Record<string, unknown>, f: LeadFixtures) => Record<string, unknown> };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(fc.constantFrom(...STRING_FIELDS), notAString).map(([field, value]) => ({ kind: `wrong type ${field}`, apply: (b: Record<string, unknown>) => ({ ...b, [field]: value }) })),
  fc.tuple(fc.constantFrom(...Object.keys(LIMITS)), fc.integer({ min: 1, max: 50_000 })).map(([field, extra]) => ({
    kind: `huge ${field}`,
    apply: (b: Record<string, unknown>) => ({ ...b, [field]: "x".repeat(LIMITS[field]! + extra) }),
  })),
  fc
    .string({ minLength: 1, maxLength: 30 })
    .filter((k) => !KNOWN.has(k) && !k.includes("_radio_options") && !k.endsWith("(check_option)") && k !== "__proto__")
    .chain((k) => fc.jsonValue().map((v) => ({ kind: `unknown field ${JSON.stringify(k)}`, apply: (b: Record<string, unknown>) => ({ ...b, [k]: v }) }))),
  fc.constant({ kind: "another site's car", apply: (b: Record<string, unknown>, f: LeadFixtures) => ({ ...b, car_id: f.betaCar.id }) }),
  fc.oneof(fc.constant(-1), fc.constant(0), fc.constant(1.5), fc.constant("12abc"), fc.constant(true), fc.constant(2 ** 60)).map((v) => ({ kind: `bad car_id ${String(v)}`, apply: (b: Record<string, unknown>) => ({ ...b, car_id: v }) })),
  fc.oneof(fc.string(), fc.integer(), fc.constant(null)).filter((v) => v !== "enquiry").map((v) => ({ kind: `bad form ${JSON.stringify(v)}`, apply: (b: Record<string, unknown>) => ({ ...b, form: v }) })),
  fc.oneof(fc.integer(), fc.boolean(), fc.string(), fc.array(fc.integer(), { minLength: 1 })).map((v) => ({ kind: "wrong lead_attributes", apply: (b: Record<string, unknown>) => ({ ...b, lead_attributes: { visited_pages: v } }) })),
);

describe.each(testEngines())("fuzzed lead bodies on %s", (engine) => {
  let db: TestDatabase;
  let f: LeadFixtures;
  let valid: Record<string, unknown>;

  beforeAll(async () => {
    useFastLeadSettings();
    db = await openTestDatabase(engine);
    f = await seedLeadFixtures(db);
    valid = await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaNewCar.id, message: "A valid enquiry" });
  });
  afterAll(async () => {
    await db?.destroy();
    resetConfig();
  });

  it("a mutated valid submission gets a 400 naming a field, never a 500, and stores nothing", async () => {
    await fc.assert(
      fc.asyncProperty(mutation, async (m) => {
        const res = await submitAs(db, f.alpha, m.apply(valid, f));
        if (res.status !== 400) throw new Error(`${m.kind}: expected 400, got ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
        expect(res.body.errors.length).toBeGreaterThan(0);
        for (const e of res.body.errors) expect(typeof e.field === "string" && e.field.length > 0).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(await countRows(db, "leads")).toBe(0);
    // The unmutated body is valid: the mutations, not the base, were what stopped it.
    expect((await submitAs(db, f.alpha, valid)).status).toBe(201);
    expect(await countRows(db, "leads")).toBe(1);
  });

  it("arbitrary JSON never throws and never stores", async () => {
    const before = await countRows(db, "leads");
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...KNOWN, "x", "(check_option)", "a(check_option)"), fc.jsonValue())), async (body) => {
        const res = await submitAs(db, f.alpha, body);
        expect([400, 201]).toContain(res.status);
      }),
      { numRuns: RUNS },
    );
    expect(await countRows(db, "leads")).toBe(before);
  });

  it("a body that is not JSON is a 400 and one too large a 413, not a 500", async () => {
    const big = new Request("http://alpha.localhost/api/leads", { method: "POST", body: JSON.stringify({ message: "x".repeat(70_000) }) });
    const tooLarge = await readJson(big, 64_000).catch((e: unknown) => e);
    expect(tooLarge).toBeInstanceOf(BodyTooLargeError);
    expect(errorResponse(tooLarge).status).toBe(413);
    const broken = new Request("http://alpha.localhost/api/leads", { method: "POST", body: "{ not json" });
    await expect(readJson(broken, 64_000)).rejects.toBeInstanceOf(ValidationError);
  });

  it("a lead with NUL and lone surrogates in every text field is stored and delivered, and its replay gets the same id (issue 14)", async () => {
    const dirty = (text: string) => `${text}\u0000 x\ud800`;
    const body = await preparedBody(db, f.alpha, {
      form: "enquiry",
      car_id: f.alphaNewCar.id,
      name: dirty("Ana"),
      last_name: dirty("Lee"),
      message: dirty("Is it still available?"),
      url: dirty("http://alpha.localhost/cars/x"),
      lead_attributes: { visited_pages: [dirty("/cars")], linked_query_params: { [dirty("utm_source")]: dirty("news") } },
    });
    // As the route reads it: the raw text, through readJson.
    const request = new Request("http://alpha.localhost/api/leads", { method: "POST", body: JSON.stringify(body) });
    const parsed = await readJson(request, 64_000);
    const first = await submitAs(db, f.alpha, parsed);
    expect(first.status).toBe(201);
    // The replay (here sent as the raw text) is answered with the same id.
    const replay = await submitAs(db, f.alpha, body);
    expect(replay.status).toBe(201);
    const leadId = (first.body as { lead_id: string }).lead_id;
    expect((replay.body as { lead_id: string }).lead_id).toBe(leadId);
    // A new lead from a caller that skips readJson is held to the same rule by submitLead itself.
    const raw = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaNewCar.id, name: dirty("Raw"), message: dirty("Straight in") }));
    expect(raw.status).toBe(201);
    expect(await db.query(`select name from leads where public_id = $1`, [(raw.body as { lead_id: string }).lead_id])).toEqual([{ name: "Raw x\ufffd" }]);
    const [stored] = await db.query<{ name: string; last_name: string; message: string }>(`select name, last_name, payload->>'message' as message from leads where public_id = $1`, [leadId]);
    expect(stored).toEqual({ name: "Ana x\ufffd", last_name: "Lee x\ufffd", message: "Is it still available? x\ufffd" });
    // Delivered: the worker sends it, and the dealer's e-mail carries the text as mended.
    await runDeliveryBatch(db, { mail: captureMailTransport(db), webhook: httpWebhookTransport({ timeoutMs: 5_000, allowHttp: false }) }, workerOptionsFromEnv());
    const deliveries = await db.query<{ status: string }>(`select d.status from lead_deliveries d join leads l on l.id = d.lead_id where l.public_id = $1`, [leadId]);
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.map((d) => d.status)).toEqual(deliveries.map(() => "delivered"));
    const mail = await db.query<{ body: string }>(`select m.body from captured_messages m join leads l on l.id = m.lead_id where l.public_id = $1 and m.channel = 'email'`, [leadId]);
    expect(mail.length).toBeGreaterThan(0);
    expect(mail[0]!.body).toContain("Is it still available? x\ufffd");
    expect(mail[0]!.body).not.toContain("\u0000");
  });
});
