/**
 * Trade-in valuation end to end below the browser, on both engines: the local provider prices a
 * car from the site's own stock (and only that site's), the FAQ rule sends older or high-km cars
 * to an appraisal, the estimate travels sealed into the lead (a forged or swapped one is refused),
 * the postcode must exist, and POST /api/miscellaneous saves the valuation against the lead once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { preparedBody, seedLeadFixtures, submitAs, useFastLeadSettings, type LeadFixtures } from "../helpers/leads";
import { makeFeedRow } from "../../src/demo/factory";
import { saveLeadColumn } from "../../src/leads/miscellaneous";
import { resetConfig } from "../../src/platform/config";
import { formSecret } from "../../src/leads/spam";
import { seal } from "../../src/platform/signing";
import { importStock } from "../../src/stock/import";
import { LocalValuationProvider, type ValuationProvider } from "../../src/valuation/provider";
import { sealValuation, TOKEN_MESSAGES } from "../../src/leads/trade-in-lead";
import { UNPRICED_MESSAGE, valueTradeIn } from "../../src/valuation/value-trade-in";
import { ServiceError } from "../../src/platform/errors";

const NOW = new Date("2026-06-01T00:00:00Z");

describe.each(testEngines())("trade-in valuation on %s", (engine) => {
  let db: TestDatabase;
  let f: LeadFixtures;
  beforeAll(async () => {
    useFastLeadSettings();
    db = await openTestDatabase(engine);
    f = await seedLeadFixtures(db);
    // Alpha's lot: three 2021-2023 Mazda CX-5s (comparables) and one 2012 (outside the ±2 year band);
    // beta has a CX-5 at a silly price, which must never reach alpha's estimate.
    const cx5 = (n: number, dealership: string, location: string, year: number, price: number) =>
      makeFeedRow(100 + n, { dealership_slug: dealership, location_slug: location, stocknum: `CX${n}`, make: "Mazda", model: "CX-5", year, km: 40_000, price, car_type: "used", status: "in_stock" });
    const r = await importStock(db, [
      cx5(1, "alpha-north", "north", 2021, 30_000),
      cx5(2, "alpha-north", "north", 2022, 32_000),
      cx5(3, "alpha-south", "south", 2023, 34_000),
      cx5(4, "alpha-south", "south", 2012, 9_000),
      cx5(5, "beta-main", "yard", 2022, 300_000),
    ]);
    expect(r.rejected).toEqual([]);
  });
  afterAll(async () => {
    await db?.destroy();
    resetConfig();
  });

  const car = { make: "mazda", model: "CX-5", year: 2022, km: 40_000, condition: "Good" as const };

  it("prices from this site's comparable stock only (the other site's listing changes nothing)", async () => {
    const v = await valueTradeIn(db, f.alpha, car, NOW, new LocalValuationProvider());
    expect(v).toMatchObject({ status: "estimate", currency: "AUD", provider: "local" });
    if (v.status !== "estimate") throw new Error("no estimate");
    // Three comparables around $32,000 adjusted to 2022: median 32,000 × 0.82 = 26,240 → 24,700 to 27,800.
    expect([v.low, v.high]).toEqual([24_700, 27_800]);
    expect(v.basis).toContain("3 similar mazda CX-5s in our own stock");
  });

  it("a car over 7 years old or over 100,000 km gets an appraisal without asking the provider", async () => {
    let asked = 0;
    const counting: ValuationProvider = { name: "counting", estimate: async () => ((asked += 1), { low: 1, high: 2, basis: "x" }) };
    expect(await valueTradeIn(db, f.alpha, { ...car, year: 2018 }, NOW, counting)).toMatchObject({ status: "appraisal", reason: "age" });
    expect(await valueTradeIn(db, f.alpha, { ...car, km: 100_001 }, NOW, counting)).toMatchObject({ status: "appraisal", reason: "km" });
    expect(asked).toBe(0);
    expect(await valueTradeIn(db, f.alpha, { ...car, km: 100_000 }, NOW, counting)).toMatchObject({ status: "estimate" });
  });

  it("no comparables, or a provider that fails, offers an appraisal instead of an error", async () => {
    expect(await valueTradeIn(db, f.alpha, { ...car, make: "Skoda", model: "Octavia" }, NOW, new LocalValuationProvider())).toEqual({ status: "appraisal", reason: "unpriced", message: UNPRICED_MESSAGE });
    const failing: ValuationProvider = { name: "down", estimate: async () => Promise.reject(new ServiceError("timed out")) };
    expect(await valueTradeIn(db, f.alpha, car, NOW, failing)).toMatchObject({ status: "appraisal", reason: "unpriced" });
  });

  const tradeFields = { form: "trade_in", trade_in_make: "Mazda", trade_in_model: "CX-5", trade_in_year: 2022, trade_in_km: 40_000, trade_in_condition: "Good" };

  it("the sealed estimate reaches the stored lead; the browser cannot change its figures", async () => {
    const v = await valueTradeIn(db, f.alpha, car, new Date(), new LocalValuationProvider());
    const token = sealValuation(await formSecret(db), f.alpha, car, v);
    const body = await preparedBody(db, f.alpha, { ...tradeFields, car_id: f.alphaUsedCar.id, valuation_token: token, offer_accepted: true, contact_method: "SMS", finance_owing: "No" });
    const res = await submitAs(db, f.alpha, body);
    expect(res.status).toBe(201);
    const [row] = await db.rows<{ payload: Record<string, unknown>; car_id: number }>(sql`select payload, car_id from leads where public_id = ${(res.body as { lead_id: string }).lead_id}`);
    expect(Number(row!.car_id)).toBe(f.alphaUsedCar.id);
    expect(row!.payload.trade_in).toMatchObject({ make: "Mazda", model: "CX-5", year: 2022, odometer_km: 40_000, condition: "Good", valuation: { status: "estimate", low: 24_700, high: 27_800 } });
    expect(row!.payload).toMatchObject({ offer_accepted: true, contact_method: "SMS" });
    expect(row!.payload).not.toHaveProperty("valuation_token");

    // A token whose figures were edited fails its seal.
    const secret = await formSecret(db);
    const forged = seal(secret, "another-purpose", { siteId: f.alpha.id, car, result: { status: "estimate", low: 90_000, high: 99_000, basis: "x" } });
    const bad = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { ...tradeFields, car_id: f.alphaUsedCar.id, valuation_token: forged }));
    expect(bad).toMatchObject({ status: 400, body: { errors: [{ field: "valuation_token", message: TOKEN_MESSAGES.invalid }] } });
  });

  it("an estimate for another car, or from another site, is refused naming valuation_token", async () => {
    const secret = await formSecret(db);
    const v = await valueTradeIn(db, f.alpha, car, new Date(), new LocalValuationProvider());
    const forTheirCar = sealValuation(secret, f.alpha, { ...car, km: 10_000 }, v);
    const swapped = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { ...tradeFields, car_id: f.alphaUsedCar.id, valuation_token: forTheirCar }));
    expect(swapped).toMatchObject({ status: 400, body: { errors: [{ field: "valuation_token", message: TOKEN_MESSAGES.otherCar }] } });
    const fromBeta = sealValuation(secret, f.beta, car, v);
    const cross = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { ...tradeFields, car_id: f.alphaUsedCar.id, valuation_token: fromBeta }));
    expect(cross).toMatchObject({ status: 400, body: { errors: [{ field: "valuation_token" }] } });
  });

  it("a postcode Australia does not use is 'Invalid postcode' on a trade-in; the same on an enquiry is not looked up", async () => {
    const res = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { ...tradeFields, car_id: f.alphaUsedCar.id, postcode: "3999" }));
    expect(res).toMatchObject({ status: 400, body: { errors: [{ field: "postcode", message: "Invalid postcode" }] } });
    const ok = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { ...tradeFields, car_id: f.alphaUsedCar.id, postcode: "4000" }));
    expect(ok.status).toBe(201);
    const enquiry = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaUsedCar.id, message: "Hi", postcode: "3999" }));
    expect(enquiry.status).toBe(201);
  });

  it("POST /api/miscellaneous saves the valuation against this site's lead once; another site's lead is not found", async () => {
    const res = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { ...tradeFields, car_id: f.alphaUsedCar.id }));
    const leadId = (res.body as { lead_id: string }).lead_id;
    const value = { status: "estimate", low: 24_700, high: 27_800, offer_accepted: false };
    await expect(saveLeadColumn(db, f.beta, { lead_id: leadId, column_name: "valuation", value })).rejects.toMatchObject({ code: "not_found", errors: [{ field: "lead_id" }] });
    await expect(saveLeadColumn(db, f.alpha, { lead_id: leadId, column_name: "valuation", value })).resolves.toBeUndefined();
    await expect(saveLeadColumn(db, f.alpha, { lead_id: leadId, column_name: "valuation", value: { low: 1 } })).rejects.toMatchObject({ code: "conflict" });
    const [row] = await db.rows<{ payload: Record<string, unknown> }>(sql`select payload from leads where public_id = ${leadId}`);
    expect(row!.payload.miscellaneous).toEqual({ valuation: value });
    // More than a day later the lead is closed to additions.
    await expect(saveLeadColumn(db, f.alpha, { lead_id: leadId, column_name: "valuation", value }, Date.now() + 25 * 3600_000)).rejects.toMatchObject({ code: "not_found" });
  });
});
