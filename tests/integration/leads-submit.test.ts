import { leadIdFromReference } from "../../src/domain/lead-reference";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { countRows, preparedBody, seedLeadFixtures, submitAs, useFastLeadSettings, type LeadFixtures } from "../helpers/leads";
import { MESSAGES as SUBMIT_MESSAGES } from "../../src/leads/submit";
import { MESSAGES } from "../../src/leads/schemas";
import { resetConfig } from "../../src/platform/config";
import { listLeads } from "../../src/leads/store";

describe.each(testEngines())("lead submission on %s", (engine) => {
  let db: TestDatabase;
  let f: LeadFixtures;
  beforeAll(async () => {
    useFastLeadSettings();
    db = await openTestDatabase(engine);
    f = await seedLeadFixtures(db);
  });
  afterAll(async () => {
    await db?.destroy();
    resetConfig();
  });

  const leadRow = async (publicId: string) => {
    const [row] = await db.rows<{ id: number; site_id: number; dealership_id: number; car_id: number; form: string; name: string; phone: string; payload: Record<string, unknown>; completed_at: Date | null }>(
      sql`select * from leads where public_id = ${publicId}`,
    );
    return row;
  };
  const deliveriesOf = async (leadId: number) =>
    db.rows<{ kind: string; target: string; status: string; idempotency_key: string }>(sql`select kind, target, status, idempotency_key from lead_deliveries where lead_id = ${leadId} order by id`);

  it("stores an enquiry about a car with the full payload and its outbox rows, then answers 201 with the lead id", async () => {
    const body = await preparedBody(db, f.alpha, {
      form: "enquiry",
      car_id: f.alphaUsedCar.id,
      message: "Is it available on Saturday?",
      category: "Careers Enquiry",
      rego: "abc123",
      "Extended warranty(check_option)": true,
      "Tint(check_option)": false,
      "colour_radio_options": "red",
      page_id: "vehicle-page",
      url: `http://alpha.localhost:3000/cars/${f.alphaUsedCar.slug}`,
      lead_attributes: { visited_pages: ["/", `/cars/${f.alphaUsedCar.slug}`], linked_query_params: { utm_source: "google" } },
    });
    const res = await submitAs(db, f.alpha, body, { userAgent: "Mozilla/5.0 test" });
    expect(res.status).toBe(201);
    const leadId = (res.body as { lead_id: string }).lead_id;
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/);

    const row = (await leadRow(leadId))!;
    // The short reference the shopper is shown names this lead's row.
    const reference = (res.body as { reference: string }).reference;
    expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(leadIdFromReference(reference)).toBe(Number(row.id));
    expect(row.site_id).toBe(f.alpha.id);
    expect(row.dealership_id).toBe(9101);
    expect(Number(row.car_id)).toBe(f.alphaUsedCar.id);
    expect(row.phone).toBe("0412345678");
    expect(row.completed_at).not.toBeNull();
    expect(row.payload).toMatchObject({
      dealership_slug: "alpha-north",
      manufacturer_slug: expect.any(String),
      stock_number: "AN2",
      car_type: "used",
      car_id: f.alphaUsedCar.id,
      vehicle_status: "in_stock",
      // Not sent, so no consent (docs/decisions/0008-marketing-consent-unticked.md).
      opt_in: false,
      message: "Is it available on Saturday?",
      category: "General Enquiry",
      subcategory: "Career Enquiry",
      rego: "ABC123",
      page_id: "vehicle-page",
      additional_services: ["Extended warranty"],
      source: "Website",
      user_agent: "Mozilla/5.0 test",
      lead_attributes: { visited_pages: ["/", `/cars/${f.alphaUsedCar.slug}`], linked_query_params: { utm_source: "google" } },
    });
    expect(row.payload).not.toHaveProperty("colour_radio_options");
    expect(row.payload).not.toHaveProperty("captcha");
    expect(row.payload).not.toHaveProperty("form_token");
    expect((row.payload.vehicle as { stock: string }).stock).toBe("AN2");

    const ds = await deliveriesOf(row.id);
    expect(ds.map((d) => [d.kind, d.target, d.status])).toEqual([
      ["email", "north@alpha.example", "pending"],
      ["adf", "crm@alpha.example", "pending"],
    ]);
    expect(ds.map((d) => d.idempotency_key)).toEqual([`${leadId}-1`, `${leadId}-2`]);
  });

  it("answers a replay (double click, retry, replay) with the same lead id and stores one lead", async () => {
    const body = await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaNewCar.id, message: "Hi" });
    const before = await countRows(db, "leads");
    const first = await submitAs(db, f.alpha, body);
    const again = await submitAs(db, f.alpha, body);
    const later = await submitAs(db, f.alpha, { ...body, message: "Changed my mind" }, { nowMs: Date.now() + 3600_000 });
    expect(first.status).toBe(201);
    expect(again).toEqual({ status: 201, body: first.body, replayed: true });
    expect(later).toEqual({ status: 201, body: first.body, replayed: true });
    expect(await countRows(db, "leads")).toBe(before + 1);
  });

  it("stores one lead when the same submission arrives many times at once", async () => {
    const body = await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaNewCar.id, message: "Race" });
    const before = { leads: await countRows(db, "leads"), deliveries: await countRows(db, "lead_deliveries") };
    const results = await Promise.all(Array.from({ length: 8 }, () => submitAs(db, f.alpha, body)));
    const ids = new Set(results.map((r) => (r.body as { lead_id: string }).lead_id));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await countRows(db, "leads")).toBe(before.leads + 1);
    expect(await countRows(db, "lead_deliveries")).toBe(before.deliveries + 2);
  });

  it("treats another site's car or dealership as invalid input and stores nothing", async () => {
    const before = await countRows(db, "leads");
    const foreignCar = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.betaCar.id, message: "Hi" }));
    expect(foreignCar.status).toBe(400);
    expect(foreignCar.body).toMatchObject({ errors: [{ field: "car_id", message: "There is no such car on this site." }] });
    const foreignDealer = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "finance", dealership_slug: "beta-main" }));
    expect(foreignDealer.status).toBe(400);
    expect((foreignDealer.body as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toEqual(["dealership_slug"]);
    const mismatch = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaNewCar.id, dealership_slug: "alpha-south", message: "Hi" }));
    expect((mismatch.body as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toEqual(["dealership_slug"]);
    expect(await countRows(db, "leads")).toBe(before);
  });

  it("wants an enquiry's message on the vehicle page but not from a search result card (the two documents' rules, docs/lead-forms.md)", async () => {
    const fromPage = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaNewCar.id, message: "", page_id: "vehicle" }));
    expect(fromPage.status).toBe(400);
    expect((fromPage.body as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toEqual(["message"]);
    const fromCard = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaNewCar.id, message: "", page_id: "search" }));
    expect(fromCard.status).toBe(201);
  });

  it("names every invalid field in a 400", async () => {
    const res = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "contact", postcode: "999", email: "nope", message: "", surprise: 1 }));
    expect(res.status).toBe(400);
    const body = res.body as { error: string; errors: Array<{ field: string; message: string }> };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: "postcode", message: MESSAGES.postcode },
        { field: "email", message: MESSAGES.email },
        { field: "message", message: MESSAGES.message },
        { field: "surprise", message: MESSAGES.unknownField },
        { field: "dealership_slug", message: MESSAGES.dealership },
        { field: "location_id", message: MESSAGES.location },
      ]),
    );
    expect(body.error).toContain("postcode");
  });

  it("routes a contact enquiry to the chosen dealership and location; falls back to the location e-mail when the dealership has no destinations", async () => {
    const south = f.alpha.dealerships.find((d) => d.slug === "alpha-south")!;
    const [loc] = await db.rows<{ id: number }>(sql`select id from locations where dealership_id = ${south.id}`);
    const res = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "contact", dealership_slug: "alpha-south", location_id: String(loc!.id), message: "Hello", category: "Service Enquiry" }));
    expect(res.status).toBe(201);
    const row = (await leadRow((res.body as { lead_id: string }).lead_id))!;
    expect(row.dealership_id).toBe(south.id);
    expect(row.payload).toMatchObject({ location_name: "South Yard", category: "Service Enquiry", car_id: null });
    expect((await deliveriesOf(row.id)).map((d) => [d.kind, d.target])).toEqual([["email", "south-yard@alpha.example"]]);
  });

  it("refuses a location of another dealership", async () => {
    const [northLoc] = await db.rows<{ id: number }>(sql`select id from locations where dealership_id = 9101`);
    const res = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "contact", dealership_slug: "alpha-south", location_id: northLoc!.id, message: "Hello" }));
    expect(res.status).toBe(400);
    expect((res.body as { errors: Array<{ field: string }> }).errors[0]!.field).toBe("location_id");
  });

  it("checks a test-drive time against the location's hours", async () => {
    const closed = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "test_drive", car_id: f.alphaNewCar.id, dateTime: "2020-01-01T10:00" }));
    expect(closed.status).toBe(400);
    expect((closed.body as { errors: Array<{ field: string; message: string }> }).errors[0]).toEqual({ field: "dateTime", message: "That test drive time has passed. Please choose another." });
    const ok = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "test_drive", car_id: f.alphaNewCar.id }));
    expect(ok.status).toBe(201);
  });

  it("drops honeypot and too-fast submissions quietly: a lead id comes back, nothing is stored", async () => {
    const before = await countRows(db, "leads");
    const honey = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaNewCar.id, message: "Buy now", leave_blank: "http://spam.example" }));
    expect(honey.status).toBe(201);
    const fast = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaNewCar.id, message: "Quick" }), { nowMs: Date.now() + 200 });
    expect(fast.status).toBe(201);
    expect(await countRows(db, "leads")).toBe(before);
  });

  it("asks for the form token and the captcha where the site has one, not where it turned it off", async () => {
    const body = await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaNewCar.id, message: "Hi" });
    const noToken = await submitAs(db, f.alpha, { ...body, form_token: undefined });
    expect(noToken.body).toEqual({ error: expect.any(String), errors: [{ field: "form_token", message: SUBMIT_MESSAGES.formToken }] });
    const expired = await submitAs(db, f.alpha, body, { nowMs: Date.now() + 25 * 3600_000 });
    expect(expired.body).toMatchObject({ errors: [{ field: "form_token", message: SUBMIT_MESSAGES.formExpired }] });
    const noCaptcha = await submitAs(db, f.alpha, { ...body, captcha: undefined });
    expect(noCaptcha.body).toMatchObject({ errors: [{ field: "captcha" }] });
    const otherForm = await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaNewCar.id, message: "Hi" });
    const stolenCaptcha = await submitAs(db, f.alpha, { ...body, captcha: otherForm.captcha });
    expect(stolenCaptcha.body).toMatchObject({ errors: [{ field: "captcha" }] });
    const beta = await preparedBody(db, f.beta, { form: "enquiry", car_id: f.betaCar.id, message: "Hi" });
    expect(beta.captcha).toBeUndefined();
    expect((await submitAs(db, f.beta, beta)).status).toBe(201);
  });

  it("a token from another site does not verify", async () => {
    const fromBeta = await preparedBody(db, f.beta, { form: "enquiry", car_id: f.alphaNewCar.id, message: "Hi" });
    const res = await submitAs(db, f.alpha, fromBeta);
    expect(res.body).toMatchObject({ errors: [{ field: "form_token" }] });
  });

  it("saves a multi-step draft, delivers only when the last step arrives, then replays", async () => {
    const body = await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaNewCar.id });
    const stepOne = await submitAs(db, f.alpha, { ...body, last_step: false, message: undefined, postcode: undefined });
    expect(stepOne.status).toBe(201);
    const id = (stepOne.body as { lead_id: string }).lead_id;
    const draft = (await leadRow(id))!;
    expect(draft.completed_at).toBeNull();
    expect(await deliveriesOf(draft.id)).toEqual([]);
    const badStep = await submitAs(db, f.alpha, { ...body, last_step: false, postcode: "99" });
    expect(badStep.body).toMatchObject({ errors: [{ field: "postcode", message: MESSAGES.postcode }] });
    const last = await submitAs(db, f.alpha, { ...body, message: "All done" });
    // Every step, and the replay, name the same lead with the same reference.
    expect(last.body).toEqual({ lead_id: id, reference: (stepOne.body as { reference: string }).reference });
    expect(leadIdFromReference((last.body as { reference: string }).reference)).toBe(Number(draft.id));
    expect((await leadRow(id))!.completed_at).not.toBeNull();
    expect(await deliveriesOf(draft.id)).toHaveLength(2);
    expect(await submitAs(db, f.alpha, { ...body, message: "All done" })).toMatchObject({ body: { lead_id: id, reference: (last.body as { reference: string }).reference }, replayed: true });
    expect(await deliveriesOf(draft.id)).toHaveLength(2);
  });

  it("lists leads per dealership for the dealer view, never another site's", async () => {
    const north = await listLeads(db, f.alpha, { dealershipId: 9101 });
    expect(north.length).toBeGreaterThan(0);
    expect(north.every((l) => l.lead.dealershipId === 9101 && l.lead.siteId === f.alpha.id)).toBe(true);
    expect(north[0]!.deliveries.length).toBeGreaterThan(0);
    const betaSeenFromAlpha = await listLeads(db, f.alpha, { dealershipId: 9201 });
    expect(betaSeenFromAlpha).toEqual([]);
  });
});

describe.each(testEngines())("lead rate limits on %s", (engine) => {
  let db: TestDatabase;
  let f: LeadFixtures;
  beforeAll(async () => {
    useFastLeadSettings({ LEADS_RATE_LIMIT_IP: "3/600", LEADS_RATE_LIMIT_SITE: "5/600" });
    db = await openTestDatabase(engine);
    f = await seedLeadFixtures(db);
  });
  afterAll(async () => {
    await db?.destroy();
    resetConfig();
  });

  it("answers 429 with a clear message after the per-address limit, and per site across addresses; replays still answer", async () => {
    const send = async (ip: string) => submitAs(db, f.beta, await preparedBody(db, f.beta, { form: "enquiry", car_id: f.betaCar.id, message: "Hi" }), { ip });
    const first = await preparedBody(db, f.beta, { form: "enquiry", car_id: f.betaCar.id, message: "Hi" });
    const firstRes = await submitAs(db, f.beta, first, { ip: "203.0.113.1" });
    expect(firstRes.status).toBe(201);
    expect((await send("203.0.113.1")).status).toBe(201);
    expect((await send("203.0.113.1")).status).toBe(201);
    const limited = await send("203.0.113.1");
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: SUBMIT_MESSAGES.rateLimited, errors: [] });
    expect(limited.status === 429 && limited.retryAfterS).toBeGreaterThan(0);
    // A retry of a lead that was stored is never refused.
    expect(await submitAs(db, f.beta, first, { ip: "203.0.113.1" })).toMatchObject({ status: 201, body: firstRes.body });
    expect((await send("203.0.113.2")).status).toBe(201);
    expect((await send("203.0.113.3")).status).toBe(201);
    const siteLimited = await send("203.0.113.4");
    expect(siteLimited).toMatchObject({ status: 429, body: { error: SUBMIT_MESSAGES.siteRateLimited } });
    expect(await countRows(db, "leads")).toBe(5);
  });
});
