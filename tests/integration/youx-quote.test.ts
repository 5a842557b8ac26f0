/**
 * POST /api/youx/quote: validation (400 naming the field), tenancy, eligibility, the per-car
 * cache, and the real HTTP adapter against a local HTTP server (timeouts, reshaping, failures).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { createSearchSite, insertCars } from "../helpers/search-stock";
import { QuoteCache, QUOTE_FAILURE_TTL_MS } from "../../src/finance/car-quote";
import { answerQuoteRequest } from "../../src/web/youx-quote";
import { comparisonRateWithFee, HttpQuoteProvider, LocalQuoteProvider, type QuoteProvider } from "../../src/finance/quote-provider";
import type { QuoteRequestFields } from "../../src/domain/finance-quote";
import type { Site } from "../../src/site/store";

/** The local provider, counting its calls (the cache test needs to see them). */
class CountingProvider implements QuoteProvider {
  readonly name = "counting";
  calls: QuoteRequestFields[] = [];
  fail = false;
  private readonly inner = new LocalQuoteProvider(() => 2026);
  async quote(request: QuoteRequestFields) {
    this.calls.push(request);
    if (this.fail) throw new Error("provider down");
    return this.inner.quote(request);
  }
}

const body = (car_id: number, over: Record<string, unknown> = {}) => ({
  car_id,
  selfAssessedCreditScore: "GREAT",
  purchasePrice: 24990,
  loanTerm: 5,
  year: 2020,
  vin: "KNAF000QUOTE0001",
  nvic: "",
  whoIsHelping: "",
  ...over,
});

describe.each(testEngines())("finance quote on %s", (engine) => {
  let db: TestDatabase;
  let site: Site;
  let flagOff: Site;
  let ids: Record<"ok" | "p200" | "p201" | "sold" | "reserved" | "soon" | "own", number>;
  let otherSiteCar: number;
  let provider: CountingProvider;
  let clock: number;
  let cache: QuoteCache;
  /** The request as the route answers it: its status, and its JSON body (null for a 204). */
  const ask = async (input: unknown, on: Site = site): Promise<{ status: number; body: unknown }> => {
    const res = await answerQuoteRequest(db, on, input, { provider, cache });
    return { status: res.status, body: res.status === 204 ? null : await res.json() };
  };

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    site = await createSearchSite(db, "quoting", [{ id: 9501, slug: "quoting-motors", name: "Quoting Motors", locations: [] }], { youx_quote_enabled: true });
    flagOff = await createSearchSite(db, "plain", [{ id: 9502, slug: "plain-motors", name: "Plain Motors", locations: [] }]);
    const base = { price: 24990, year: 2020, vin: "KNAF000QUOTE0001" };
    const [ok, p200, p201, sold, reserved, soon, own] = await insertCars(db, site, [
      { stocknum: "Q1", ...base },
      { stocknum: "Q2", ...base, price: 200 },
      { stocknum: "Q3", ...base, price: 201 },
      { stocknum: "Q4", ...base, status: "sold", soldDate: new Date("2026-01-01T00:00:00Z") },
      { stocknum: "Q5", ...base, reserved: true },
      { stocknum: "Q6", ...base, status: "coming_soon" },
      { stocknum: "Q7", ...base, youxQuote: { weeklyRepaymentAmount: 111, advertisedRate: 9.49, comparisonRate: 10.12 } },
    ]);
    ids = { ok: ok!, p200: p200!, p201: p201!, sold: sold!, reserved: reserved!, soon: soon!, own: own! };
    otherSiteCar = (await insertCars(db, flagOff, [{ stocknum: "P1", ...base }]))[0]!;
  });
  afterAll(async () => {
    await db?.destroy();
  });
  beforeEach(() => {
    provider = new CountingProvider();
    clock = 1_000_000;
    cache = new QuoteCache(() => clock);
  });

  it("quotes an eligible car with the spec's fields and answers the quote object", async () => {
    const reply = await ask(body(ids.ok));
    expect(reply.status).toBe(200);
    // A 2020 car in 2026: 7.49% + 6 years × 0.25 = 8.99%. $24,990 + the $395 fee over 260 weeks at
    // 8.99% (r = 0.0899/52): 25,385 · r / (1 − (1 + r)^−260) = $121.30. The fee lifts the comparison rate.
    expect(reply.body).toEqual({ weeklyRepaymentAmount: 121.3, advertisedRate: 8.99, comparisonRate: 9.56 });
    expect(comparisonRateWithFee(8.99, 395)).toBe(9.56);
    expect(comparisonRateWithFee(8.99, 0)).toBe(8.99);
    expect(provider.calls).toEqual([{ selfAssessedCreditScore: "GREAT", purchasePrice: 24990, loanTerm: 5, year: 2020, vin: "KNAF000QUOTE0001", nvic: "", whoIsHelping: "" }]);
  });

  it.each([
    [{ selfAssessedCreditScore: "POOR" }, "selfAssessedCreditScore"],
    [{ loanTerm: 7 }, "loanTerm"],
    [{ purchasePrice: "lots" }, "purchasePrice"],
    [{ purchasePrice: -5 }, "purchasePrice"],
    [{ year: 20.5 }, "year"],
    [{ whoIsHelping: "Bob" }, "whoIsHelping"],
    [{ vin: 42 }, "vin"],
    [{ car_id: "x" }, "car_id"],
    [{ extra: 1 }, "extra"],
  ])("400 naming the field for %j", async (over, field) => {
    const reply = await ask(body(ids.ok, over));
    expect(reply.status).toBe(400);
    expect((reply.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([field]);
    expect(provider.calls).toHaveLength(0);
  });

  it("400 for a body that is not an object, and for fields that do not describe the car", async () => {
    expect((await ask(null)).status).toBe(400);
    const stale = await ask(body(ids.ok, { purchasePrice: 19990 }));
    expect(stale).toMatchObject({ status: 400, body: { errors: [{ field: "purchasePrice" }] } });
  });

  it("another site's car is not found (400 car_id), and a site without the flag answers 404", async () => {
    expect(await ask(body(otherSiteCar))).toMatchObject({ status: 400, body: { errors: [{ field: "car_id" }] } });
    expect(await ask(body(otherSiteCar), flagOff)).toMatchObject({ status: 404 });
    expect(provider.calls).toHaveLength(0);
  });

  it("eligibility: price 200 refused, 201 quoted; sold, reserved and coming-soon refused", async () => {
    expect(await ask(body(ids.p200, { purchasePrice: 200 }))).toMatchObject({ status: 422, body: { reason: "price_not_over_200" } });
    expect((await ask(body(ids.p201, { purchasePrice: 201 }))).status).toBe(200);
    expect(await ask(body(ids.sold))).toMatchObject({ status: 422, body: { reason: "sold" } });
    expect(await ask(body(ids.reserved))).toMatchObject({ status: 422, body: { reason: "reserved" } });
    expect(await ask(body(ids.soon))).toMatchObject({ status: 422, body: { reason: "not_in_stock" } });
    expect(provider.calls).toHaveLength(1);
  });

  it("a car with its own quote gets it back without a provider call", async () => {
    expect(await ask(body(ids.own))).toMatchObject({ status: 200, body: { weeklyRepaymentAmount: 111, advertisedRate: 9.49, comparisonRate: 10.12 } });
    expect(provider.calls).toHaveLength(0);
  });

  it("asks the provider once per car: repeated and concurrent views are served from the cache", async () => {
    const replies = await Promise.all([ask(body(ids.ok)), ask(body(ids.ok)), ask(body(ids.ok))]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await ask(body(ids.ok))).status).toBe(200);
    expect(provider.calls).toHaveLength(1);
  });

  it("a provider failure answers 502, is remembered for 5 minutes, then retried", async () => {
    provider.fail = true;
    expect(await ask(body(ids.ok))).toMatchObject({ status: 502 });
    expect(await ask(body(ids.ok))).toMatchObject({ status: 502 });
    expect(provider.calls).toHaveLength(1);
    provider.fail = false;
    clock += QUOTE_FAILURE_TTL_MS + 1;
    expect((await ask(body(ids.ok))).status).toBe(200);
    expect(provider.calls).toHaveLength(2);
  });
});

describe("HttpQuoteProvider (the real adapter) against an HTTP server", () => {
  let server: http.Server;
  let baseUrl: string;
  let answer: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void = () => {};
  const seen: { auth?: string; body?: unknown; path?: string }[] = [];
  const request: QuoteRequestFields = { selfAssessedCreditScore: "GREAT", purchasePrice: 24990, loanTerm: 5, year: 2020, vin: "V", nvic: "", whoIsHelping: "" };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        seen.push({ auth: req.headers.authorization, body: body ? JSON.parse(body) : undefined, path: req.url });
        answer(req, res, body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const provider = (timeoutMs = 1000) => new HttpQuoteProvider({ baseUrl, apiKey: "test-key", timeoutMs });
  const reply = (status: number, body: unknown) => (answer = (_req, res) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body)));

  it("POSTs the spec's fields with the key and reshapes a string-typed, wrapped answer into our quote", async () => {
    reply(200, { data: { weeklyRepaymentAmount: "118.40", advertisedRate: "9.49", comparisonRate: 10.12, lender: "x" } });
    expect(await provider().quote(request)).toEqual({ weeklyRepaymentAmount: 118.4, advertisedRate: 9.49, comparisonRate: 10.12 });
    expect(seen.at(-1)).toEqual({ auth: "Bearer test-key", body: request, path: "/api/quote" });
  });

  it("a decline (404/422) is no quote; a 500, an answer without a comparison rate, bad JSON and a timeout are failures", async () => {
    reply(422, { error: "no product" });
    expect(await provider().quote(request)).toBeNull();
    reply(500, { error: "boom" });
    await expect(provider().quote(request)).rejects.toThrow("answered 500");
    reply(200, { weeklyRepaymentAmount: 118.4, advertisedRate: 9.49 });
    await expect(provider().quote(request)).rejects.toThrow("not understood");
    answer = (_req, res) => res.writeHead(200, { "content-type": "application/json" }).end("{not json");
    await expect(provider().quote(request)).rejects.toThrow("invalid JSON");
    answer = (_req, res) => setTimeout(() => res.writeHead(200).end("{}"), 1500);
    await expect(provider(200).quote(request)).rejects.toThrow("timed out after 200 ms");
  });
});
