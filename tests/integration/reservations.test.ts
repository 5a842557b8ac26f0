/**
 * Reserving a car with a refundable deposit, on both engines, through the local test processor
 * and the webhook path: the HTTP contract's rules (src/reservations/start.ts), the one-hold-per-car
 * race, declines, replays and forgeries, expiry, the dealer's actions, and tenancy.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { createSearchSite, insertCars } from "../helpers/search-stock";
import { formSecret, issueFormToken } from "../../src/leads/spam";
import { getSiteBySlug, type Site } from "../../src/site/store";
import { startReservation, type StartedReservation } from "../../src/reservations/start";
import { confirmLocalPayment, readReservation } from "../../src/reservations/view";
import { receivePaymentWebhook } from "../../src/reservations/payment-events";
import { actOnReservation, releaseExpiredReservations } from "../../src/reservations/lifecycle";
import { LocalPaymentProvider } from "../../src/payments/local-processor";
import { RESERVATION_MESSAGES } from "../../src/domain/reservation";
import { AppError } from "../../src/platform/errors";
import { findOrCreateUser } from "../../src/accounts/sign-in";
import { saveJourneyStep } from "../../src/reservations/journeys";
import { findCarForReservation } from "../../src/reservations/store";
import { captureMailTransport, httpWebhookTransport } from "../../src/leads/delivery/transports";
import { runDeliveryBatch } from "../../src/jobs/worker";
import { importStock } from "../../src/stock/import";
import { makeFeedRow } from "../../src/demo/factory";

const reservable = [{ name: "stripe", reservable: true, deposit_amount: null }];
let seq = 0;
const key = () => `test-key-${Date.now()}-${seq++}`;

describe.each(testEngines())("reservations on %s", (engine) => {
  let db: TestDatabase;
  let alpha: Site;
  let bravo: Site;
  let closed: Site;
  let token: string;
  const car = new Map<string, number>();
  let processor: LocalPaymentProvider;

  const body = (carId: string | number, extra: Record<string, unknown> = {}) => ({
    car_id: carId,
    name: "Jo",
    last_name: "Citizen",
    email: "Jo@Example.com",
    phone: "0412 345 678",
    postcode: "4000",
    idempotency_key: key(),
    form_token: token,
    ...extra,
  });
  const start = (site: Site, b: unknown, ip = "203.0.113.5") => startReservation(db, site, b, processor, { ip, userId: null });
  const error = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (err) {
      return err as AppError;
    }
    throw new Error("expected a refusal");
  };
  const carRow = async (id: number) => (await db.query<{ reserved: boolean; status: string }>("select reserved, status from cars where id = $1", [id]))[0]!;
  const stockVersion = async (site: Site) => Number((await db.query<{ v: string }>("select sum(stock_version) as v from dealerships where site_id = $1", [site.id]))[0]!.v);

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    const loc = [{ slug: "main", name: "Main", city: "Brisbane", state: "QLD" }];
    alpha = await createSearchSite(db, "alpha", [{ id: 9501, slug: "alpha-motors", name: "Alpha Motors", locations: loc }], { checkout_enabled: true, captcha_enabled: false, online_purchase_enabled: true });
    bravo = await createSearchSite(db, "bravo", [{ id: 9502, slug: "bravo-motors", name: "Bravo Motors", locations: loc }], { checkout_enabled: true, deposit_amount: 500, captcha_enabled: false });
    closed = await createSearchSite(db, "closed", [{ id: 9503, slug: "closed-motors", name: "Closed Motors", locations: loc }], { captcha_enabled: false });
    await db.query(`update dealerships set lead_destinations = $1::jsonb where id = 9501`, [JSON.stringify([{ kind: "email", to: "sales@alpha.example" }, { kind: "adf", to: "crm@alpha.example" }])]);
    const names = ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "ASOLD", "ANOPROC", "ARACE", "AJOURNEY", "AIMPORT", "ASOLDMEAN", "ACARAVAN"];
    const a = await insertCars(db, alpha, names.map((s) => ({ stocknum: s, price: 30000, paymentProcessors: s === "ANOPROC" ? [{ name: "x", reservable: false }] : reservable, status: s === "ASOLD" ? "sold" : "in_stock", soldDate: s === "ASOLD" ? new Date() : null })));
    names.forEach((s, i) => car.set(s, a[i]!));
    const b = await insertCars(db, bravo, [{ stocknum: "B1", price: 20000, paymentProcessors: reservable }]);
    car.set("B1", b[0]!);
    const c = await insertCars(db, closed, [{ stocknum: "C1", price: 20000, paymentProcessors: reservable }]);
    car.set("C1", c[0]!);
    alpha = (await getSiteBySlug(db, "alpha"))!;
    token = issueFormToken(await formSecret(db), alpha.id, Date.now() - 10_000);
    processor = new LocalPaymentProvider(db);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("starts a reservation by the contract, answers a replay with the same id, and holds the car once paid with 4242…", async () => {
    const version = await stockVersion(alpha);
    const b = body("toyota-corolla-a1");
    const started = await start(alpha, b);
    expect(started).toMatchObject({ status: "pending_payment", amount_cents: 20_000, currency: "AUD", replayed: false, payment: { provider: "local", confirm_url: "/api/payments/local/confirm" } });
    expect(started.reservation_id).toMatch(/^res_/);
    expect(new Date(started.expires_at).getTime()).toBeGreaterThan(Date.now());
    const again = await start(alpha, b);
    expect(again.reservation_id).toBe(started.reservation_id);
    expect(again.replayed).toBe(true);
    expect((await db.query("select id from reservations where site_id = $1", [alpha.id])).length).toBe(1);

    const view = await confirmLocalPayment(db, alpha, { reservation_id: started.reservation_id, card_number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" });
    expect(view.status).toBe("held");
    expect(view.message).toMatch(/^Reserved for you until /);
    // Held for 48 hours, give or take the test's own time.
    expect(Math.abs(new Date(view.expires_at!).getTime() - Date.now() - 48 * 3_600_000)).toBeLessThan(60_000);
    expect(await carRow(car.get("A1")!)).toMatchObject({ reserved: true });
    expect(await stockVersion(alpha)).toBeGreaterThan(version);

    // The dealer's lead (e-mail + ADF) and the shopper's receipt wait in the outbox.
    const [lead] = await db.query<{ id: number; form: string; payload: Record<string, unknown>; email: string }>("select id, form, payload, email from leads where site_id = $1 and form = 'reservation'", [alpha.id]);
    expect(lead).toMatchObject({ form: "reservation", email: "jo@example.com" });
    expect(lead!.payload).toMatchObject({ reservation_id: started.reservation_id, reservation_deposit_cents: 20_000, reservation_deposit: "$200 (100% refundable)" });
    const deliveries = await db.query<{ kind: string; target: string }>("select kind, target from lead_deliveries where lead_id = $1 order by id", [lead!.id]);
    expect(deliveries).toEqual([
      { kind: "email", target: "sales@alpha.example" },
      { kind: "adf", target: "crm@alpha.example" },
      { kind: "receipt", target: "jo@example.com" },
    ]);
    const events = await db.query<{ type: string; to_status: string }>("select type, to_status from reservation_events where reservation_id = $1 order by id", [started.reservation_id]);
    expect(events.map((e) => e.type)).toEqual(["created", "payment_started", "payment_succeeded"]);

    // A second shopper is told the car is taken, and a replay of the first still answers its reservation.
    const second = await error(start(alpha, body("toyota-corolla-a1")));
    expect(second.code).toBe("conflict");
    expect(second.message).toBe(RESERVATION_MESSAGES.alreadyReserved);
    expect((await start(alpha, b)).status).toBe("held");
    // Paying the same deposit twice is refused.
    expect((await error(confirmLocalPayment(db, alpha, { reservation_id: started.reservation_id, card_number: "4242424242424242" }))).code).toBe("conflict");

    // The worker delivers them: the dealer's e-mail, the ADF prospect with the deposit in its comments, the shopper's receipt.
    const transports = { mail: captureMailTransport(db), webhook: httpWebhookTransport({ timeoutMs: 1000, allowHttp: false }) };
    await runDeliveryBatch(db, transports, { maxAttempts: 3, leaseMs: 60_000, retryBaseMs: 10, retryMaxMs: 100, batchSize: 20, concurrency: 2, mailFrom: "leads@forecourt.example" });
    const mails = await db.query<{ recipient: string; subject: string; body: string; attachments: Array<{ content: string }> }>("select recipient, subject, body, attachments from captured_messages where lead_id = $1 order by id", [lead!.id]);
    const to = (r: string) => mails.find((m) => m.recipient === r)!;
    expect(to("sales@alpha.example").subject).toMatch(/^New online reservation — .+ — Jo Citizen — ref /);
    const adf = `${to("crm@alpha.example").body}${JSON.stringify(to("crm@alpha.example").attachments)}`;
    expect(adf).toContain('<prospect status="new">');
    expect(adf).toContain("Reservation deposit: $200 (100% refundable)");
    expect(to("jo@example.com").subject).toMatch(/^Your reservation receipt — .+ — Alpha Motors \(ref /);
    expect(to("jo@example.com").body).toContain("Deposit paid: $200 (100% refundable)");
  });

  it("leaves the car available after a declined card (4000 0000 0000 0002) or insufficient funds (…9995)", async () => {
    for (const [card, message] of [
      ["4000 0000 0000 0002", "Your card was declined."],
      ["4000000000009995", "Your card has insufficient funds."],
    ] as const) {
      const started = await start(alpha, body(car.get("A2")!));
      const view = await confirmLocalPayment(db, alpha, { reservation_id: started.reservation_id, card_number: card });
      expect(view).toMatchObject({ status: "failed", reason: message, message });
      expect(await carRow(car.get("A2")!)).toMatchObject({ reserved: false });
      expect((await readReservation(db, alpha, started.reservation_id)).status).toBe("failed");
    }
    // …and a third shopper can still reserve it.
    const ok = await start(alpha, body(car.get("A2")!));
    expect((await confirmLocalPayment(db, alpha, { reservation_id: ok.reservation_id, card_number: "4242424242424242" })).status).toBe("held");
  });

  it("refuses a sold car, one no processor may reserve, another site's car, a site without checkout, and bad fields by name", async () => {
    expect(await error(start(alpha, body(car.get("ASOLD")!)))).toMatchObject({ code: "conflict", message: RESERVATION_MESSAGES.sold });
    expect(await error(start(alpha, body(car.get("ANOPROC")!)))).toMatchObject({ code: "conflict", message: RESERVATION_MESSAGES.unavailable });
    expect(await error(start(alpha, body(car.get("B1")!)))).toMatchObject({ code: "not_found", message: RESERVATION_MESSAGES.noSuchCar });
    expect(await error(start(alpha, body("no-such-car")))).toMatchObject({ code: "not_found" });
    expect(await error(start(closed, body(car.get("C1")!)))).toMatchObject({ code: "not_found", message: RESERVATION_MESSAGES.notOffered });
    const bad = await error(start(alpha, body(car.get("A3")!, { email: "not-an-email", phone: "12", postcode: "40000", name: "" })));
    expect(bad.code).toBe("invalid");
    expect(bad.errors.map((e) => e.field).sort()).toEqual(["email", "name", "phone", "postcode"]);
    const forged = await error(start(alpha, body(car.get("A3")!, { form_token: "v1.1.2.3.nope" })));
    expect(forged.errors[0]?.field).toBe("form_token");
    // Another site's token does not open this site's checkout.
    const bravoToken = issueFormToken(await formSecret(db), bravo.id, Date.now() - 10_000);
    expect((await error(start(alpha, body(car.get("A3")!, { form_token: bravoToken })))).errors[0]?.field).toBe("form_token");
    // Bravo's own deposit is its own ($500).
    expect((await startReservation(db, bravo, body(car.get("B1")!, { form_token: bravoToken }), processor, { ip: "203.0.113.6", userId: null })).amount_cents).toBe(50_000);
    // Nothing refused was stored.
    expect((await db.query("select id from reservations where car_id = any($1::bigint[])", [[car.get("ASOLD"), car.get("ANOPROC"), car.get("A3")]])).length).toBe(0);
  });

  it("finds a car by its slug or id on its own site only; text that is no slug (a NUL, 201 characters) finds nothing instead of failing", async () => {
    const slug = (await db.query<{ slug: string }>("select slug from cars where id = $1", [car.get("A1")!]))[0]!.slug;
    expect((await findCarForReservation(db, alpha, slug))?.id).toBe(car.get("A1"));
    expect((await findCarForReservation(db, alpha, String(car.get("A1")!)))?.id).toBe(car.get("A1"));
    expect(await findCarForReservation(db, bravo, slug)).toBeNull();
    // PostgreSQL refuses a NUL in text ("invalid byte sequence"): the lookup must not send it.
    for (const ref of ["\u0000", `${slug}\u0000`, "a".repeat(201), "no such car"]) expect(await findCarForReservation(db, alpha, ref), JSON.stringify(ref)).toBeNull();
  });

  it("20 shoppers paying for one car at once: exactly 1 holds it, 19 are refunded in full, nobody is charged twice", async () => {
    const id = car.get("ARACE")!;
    const starts = await Promise.all(Array.from({ length: 20 }, (_, i) => start(alpha, body(id), `198.51.100.${i + 1}`)));
    expect(new Set(starts.map((s) => s.reservation_id)).size).toBe(20);
    const views = await Promise.all(starts.map((s: StartedReservation) => confirmLocalPayment(db, alpha, { reservation_id: s.reservation_id, card_number: "4242424242424242" })));
    expect(views.filter((v) => v.status === "held")).toHaveLength(1);
    const refunded = views.filter((v) => v.status === "refunded");
    expect(refunded).toHaveLength(19);
    for (const v of refunded) expect(v.message).toBe(RESERVATION_MESSAGES.lostRace);
    const payments = await db.query<{ status: string; amount_cents: number; refunded_cents: number }>(
      "select p.status, p.amount_cents, p.refunded_cents from local_payments p join reservations r on r.provider_payment_id = p.id where r.car_id = $1",
      [id],
    );
    expect(payments).toHaveLength(20);
    expect(payments.every((p) => p.status === "succeeded")).toBe(true);
    expect(payments.filter((p) => Number(p.refunded_cents) === Number(p.amount_cents))).toHaveLength(19);
    expect(payments.filter((p) => Number(p.refunded_cents) === 0)).toHaveLength(1);
    const settled = await db.query("select id from reservations where car_id = $1 and status = 'refunded' and refunded_at is not null and refund_due_at is null", [id]);
    expect(settled).toHaveLength(19);
    expect(await carRow(id)).toMatchObject({ reserved: true });
    expect((await db.query("select id from leads where car_id = $1 and form = 'reservation'", [id])).length).toBe(1);
  });

  it("refunds a payment for a car sold while the shopper paid, and the stored reason names what they paid for (a caravan as a caravan)", async () => {
    const paidFor = async (stocknum: string, itemType: string) => {
      const id = car.get(stocknum)!;
      const started = await start(alpha, body(id));
      await db.query("update cars set status = 'sold', sold_date = now(), item_type = $2 where id = $1", [id, itemType]);
      return confirmLocalPayment(db, alpha, { reservation_id: started.reservation_id, card_number: "4242424242424242" });
    };
    expect(await paidFor("ASOLDMEAN", "car")).toMatchObject({ status: "refunded", message: RESERVATION_MESSAGES.soldMeanwhile });
    expect(RESERVATION_MESSAGES.soldMeanwhile).toBe("This car was sold before your payment went through. Your deposit has been refunded in full.");
    const caravan = await paidFor("ACARAVAN", "caravan");
    expect(caravan).toMatchObject({ status: "refunded", message: "This caravan was sold before your payment went through. Your deposit has been refunded in full." });
    expect((await db.query<{ status_reason: string }>("select status_reason from reservations where id = $1", [caravan.reservation_id]))[0]!.status_reason).toContain("This caravan was sold");
  });

  it("applies a webhook once (a replay changes nothing) and refuses a forged or unsigned one", async () => {
    const started = await start(alpha, body(car.get("A4")!));
    const [row] = await db.query<{ provider_payment_id: string }>("select provider_payment_id from reservations where id = $1", [started.reservation_id]);
    const signed = await processor.confirm(row!.provider_payment_id, { number: "4242424242424242" });
    expect(await receivePaymentWebhook(db, processor, signed.payload, signed.signature)).toBe("applied");
    expect(await receivePaymentWebhook(db, processor, signed.payload, signed.signature)).toBe("replayed");
    const events = await db.query("select id from reservation_events where reservation_id = $1 and type = 'payment_succeeded'", [started.reservation_id]);
    expect(events).toHaveLength(1);

    const forged = Stripe.webhooks.generateTestHeaderString({ payload: signed.payload.replace("evt_", "evt_x"), secret: "whsec_not_ours" });
    expect(await error(receivePaymentWebhook(db, processor, signed.payload.replace("evt_", "evt_x"), forged))).toMatchObject({ code: "invalid" });
    expect(await error(receivePaymentWebhook(db, processor, signed.payload, null))).toMatchObject({ code: "invalid" });
    // The body changed under a good signature: refused.
    expect(await error(receivePaymentWebhook(db, processor, signed.payload.replace('"amount":20000', '"amount":1'), signed.signature))).toMatchObject({ code: "invalid" });
  });

  it("releases a hold when its time is up (not a moment before), and lapses a checkout never paid", async () => {
    const started = await start(alpha, body(car.get("A5")!));
    const view = await confirmLocalPayment(db, alpha, { reservation_id: started.reservation_id, card_number: "4242424242424242" });
    const ends = new Date(view.expires_at!);
    // A second before its end (earlier tests' holds may end then): this one stays.
    await releaseExpiredReservations(db, new Date(ends.getTime() - 1000));
    expect((await readReservation(db, alpha, started.reservation_id)).status).toBe("held");
    expect(await carRow(car.get("A5")!)).toMatchObject({ reserved: true });
    const version = await stockVersion(alpha);
    expect((await releaseExpiredReservations(db, ends)).released).toBeGreaterThanOrEqual(1);
    expect((await readReservation(db, alpha, started.reservation_id)).status).toBe("expired");
    expect(await carRow(car.get("A5")!)).toMatchObject({ reserved: false });
    expect(await stockVersion(alpha)).toBeGreaterThan(version);

    const unpaid = await start(alpha, body(car.get("A5")!));
    await releaseExpiredReservations(db, new Date(Date.now() + 31 * 60_000));
    expect((await readReservation(db, alpha, unpaid.reservation_id)).status).toBe("expired");
  });

  it("lets the dealer extend, refund and convert a held reservation of their own site only, each an event; history rows cannot be changed", async () => {
    const started = await start(alpha, body(car.get("A6")!));
    const held = await confirmLocalPayment(db, alpha, { reservation_id: started.reservation_id, card_number: "4242424242424242" });
    // Another site's dealer cannot see or act on it.
    expect(await error(actOnReservation(db, bravo, started.reservation_id, { action: "refund" }, processor))).toMatchObject({ code: "not_found" });
    expect(await error(readReservation(db, bravo, started.reservation_id))).toMatchObject({ code: "not_found" });

    const extended = await actOnReservation(db, alpha, started.reservation_id, { action: "extend", hours: 24 }, processor);
    expect(extended.expires_at!.getTime() - new Date(held.expires_at!).getTime()).toBe(24 * 3_600_000);
    expect(await error(actOnReservation(db, alpha, started.reservation_id, { action: "extend", hours: 0 }, processor))).toMatchObject({ code: "invalid" });

    const refunded = await actOnReservation(db, alpha, started.reservation_id, { action: "refund" }, processor);
    expect(refunded).toMatchObject({ status: "refunded", refund_due_at: null });
    expect(refunded.refunded_at).not.toBeNull();
    expect(await carRow(car.get("A6")!)).toMatchObject({ reserved: false });
    expect(await processor.describe(refunded.provider_payment_id!)).toMatchObject({ refundedCents: 20_000 });
    expect(await error(actOnReservation(db, alpha, started.reservation_id, { action: "convert" }, processor))).toMatchObject({ code: "conflict" });

    const sale = await start(alpha, body(car.get("A7")!));
    await confirmLocalPayment(db, alpha, { reservation_id: sale.reservation_id, card_number: "4242424242424242" });
    expect((await actOnReservation(db, alpha, sale.reservation_id, { action: "convert" }, processor)).status).toBe("converted");
    expect(await carRow(car.get("A7")!)).toMatchObject({ reserved: false, status: "sold" });

    const types = (await db.query<{ type: string }>("select type from reservation_events where reservation_id = $1 order by id", [started.reservation_id])).map((e) => e.type);
    expect(types).toEqual(["created", "payment_started", "payment_succeeded", "hold_extended", "refund_decided", "refund_sent"]);
    await expect(db.query("update reservation_events set actor = 'someone' where reservation_id = $1", [started.reservation_id])).rejects.toThrow(/append-only/);
  });

  it("saves an online purchase a step at a time for the signed-in shopper only, and its answers reach the dealer with the deposit's lead", async () => {
    const user = await findOrCreateUser(db, alpha, "0412000111");
    const other = await findOrCreateUser(db, alpha, "0412000222");
    const slug = "toyota-corolla-ajourney";
    const save = (userId: number | null, step: string, values: Record<string, unknown> = {}, site: Site = alpha) => saveJourneyStep(db, site, userId, { car_id: slug, step, values });
    expect(await error(save(null, "car"))).toMatchObject({ code: "unauthorized" });
    expect(await error(save(user.id, "car", {}, bravo))).toMatchObject({ code: "not_found" });
    expect((await save(user.id, "car")).next).toBe("details");
    // No skipping ahead: the review waits for the steps before it.
    expect(await error(save(user.id, "review"))).toMatchObject({ code: "conflict" });
    const bad = await error(save(user.id, "details", { name: "Kim", last_name: "Lee", email: "nope", phone: "0412000111", postcode: "400" }));
    expect(bad.errors.map((e) => e.field).sort()).toEqual(["email", "postcode"]);
    await save(user.id, "details", { name: "Kim", last_name: "Lee", email: "kim@example.com", phone: "0412000111", postcode: "4000" });
    await save(user.id, "trade_in", { has_trade_in: "yes", trade_in_make: "Mazda", trade_in_model: "3", trade_in_year: "2016", trade_in_km: "90000" });
    await save(user.id, "payment", { payment_method: "cash" });
    const [locId] = (await db.query<{ id: number }>("select id from locations where site_id = $1", [alpha.id])).map((l) => Number(l.id));
    const [bravoLoc] = (await db.query<{ id: number }>("select id from locations where site_id = $1", [bravo.id])).map((l) => Number(l.id));
    expect((await error(save(user.id, "handover", { handover: "pickup", pickup_location_id: String(bravoLoc) }))).errors[0]?.field).toBe("pickup_location_id");
    const saved = await save(user.id, "handover", { handover: "pickup", pickup_location_id: String(locId) });
    expect(saved.next).toBe("review");
    expect(saved.journey.data).toMatchObject({ email: "kim@example.com", trade_in_make: "Mazda", trade_in_year: 2016, payment_method: "cash" });
    // Another shopper's journey for the same car is their own, from the start.
    expect((await save(other.id, "car")).journey.data).toEqual({});

    const started = await startReservation(db, alpha, body(slug, { email: "kim@example.com", journey_id: saved.journey.id }), processor, { ip: "203.0.113.77", userId: user.id });
    await confirmLocalPayment(db, alpha, { reservation_id: started.reservation_id, card_number: "4242424242424242" });
    const [lead] = await db.query<{ payload: Record<string, unknown> }>("select payload from leads where site_id = $1 and payload->>'reservation_id' = $2", [alpha.id, started.reservation_id]);
    expect(lead!.payload.online_purchase).toEqual({ "Trade-in": "2016 Mazda 3, 90,000 km", "Paying by": "Cash or bank transfer", Handover: "Pick up at Main" });
    expect(String(lead!.payload.message)).toMatch(/^Buying online with a \$200 \(100% refundable\) deposit/);
    const [j] = await db.query<{ reservation_id: string }>("select reservation_id from purchase_journeys where id = $1", [saved.journey.id]);
    expect(j!.reservation_id).toBe(started.reservation_id);
  });

  it("a stock import cannot take a paid hold away: the feed's reserved: false leaves a held car reserved, and still sets others", async () => {
    const row = (stocknum: string, reserved: boolean) =>
      makeFeedRow(31, { dealership_slug: "alpha-motors", location_slug: "main", stocknum, status: "in_stock", car_type: "used", price: 30000, reserved, payment_processors: reservable });
    const held = await start(alpha, body(car.get("AIMPORT")!));
    expect((await confirmLocalPayment(db, alpha, { reservation_id: held.reservation_id, card_number: "4242424242424242" })).status).toBe("held");
    const result = await importStock(db, [row("AIMPORT", false), row("A3", true)], { site: alpha });
    expect(result.rejected).toEqual([]);
    expect(await carRow(car.get("AIMPORT")!)).toMatchObject({ reserved: true });
    expect(await carRow(car.get("A3")!)).toMatchObject({ reserved: true });
    await importStock(db, [row("A3", false)], { site: alpha });
    expect(await carRow(car.get("A3")!)).toMatchObject({ reserved: false });
  });
});
