/**
 * Phone sign-in and the watchlist data functions on both engines: codes (local outbox, HTTP
 * gateway, expiry, attempts, rate limit), and watchlists that belong to one site only.
 */
import http from "node:http";
import { createHmac } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { createSearchSite, insertCars } from "../helpers/search-stock";
import { findOrCreateUser, pruneSignInCodes, requestSignInCode, verifySignInCode } from "../../src/accounts/sign-in";
import { HttpSmsSender, LocalSmsSender, type SmsSender } from "../../src/accounts/sms";
import { listWatchlistCarIds, listWatchlistCars, removeCarFromWatchlist, saveCarToWatchlist } from "../../src/accounts/watchlist";
import { resetConfig } from "../../src/platform/config";
import { SIGN_IN_CODE_TTL_MS, SIGN_IN_MAX_ATTEMPTS } from "../../src/domain/sign-in";
import type { Site } from "../../src/site/store";

const NOW = new Date("2026-03-10T02:00:00Z");
const local = new LocalSmsSender();
const ip = "203.0.113.9";

/** The latest SMS the local outbox holds for a number (+61…), as the e2e test reads it. */
async function lastSms(db: TestDatabase, siteId: number, to: string): Promise<string | undefined> {
  const rows = await db.query<{ body: string }>("select body from captured_messages where site_id = $1 and channel = 'sms' and recipient = $2 order by id desc limit 1", [siteId, to]);
  return rows[0]?.body;
}
const codeIn = (sms: string | undefined) => /\b(\d{6})\b/.exec(sms ?? "")?.[1];

describe.each(testEngines())("phone sign-in and watchlist on %s", (engine) => {
  let db: TestDatabase;
  let siteA: Site;
  let siteB: Site;
  let usedOnly: Site;
  const car = new Map<string, number>();

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    siteA = await createSearchSite(db, "alpha", [{ id: 9401, slug: "alpha-motors", name: "Alpha Motors", locations: [] }]);
    siteB = await createSearchSite(db, "bravo", [{ id: 9402, slug: "bravo-motors", name: "Bravo Motors", locations: [] }]);
    usedOnly = await createSearchSite(db, "charlie", [{ id: 9403, slug: "charlie-motors", name: "Charlie Motors", locations: [] }], { save_rule: "used_priced_with_image" });
    const a = await insertCars(db, siteA, [
      { stocknum: "A1", price: 25000, photosCount: 3 },
      { stocknum: "A2", price: 31000, photosCount: 3 },
      { stocknum: "A3", status: "sold", soldDate: new Date(NOW.getTime() - 86_400_000) },
      { stocknum: "A4", price: 19000 },
    ]);
    ["A1", "A2", "A3", "A4"].forEach((s, i) => car.set(s, a[i]!));
    const b = await insertCars(db, siteB, [{ stocknum: "B1", price: 22000 }]);
    car.set("B1", b[0]!);
    const c = await insertCars(db, usedOnly, [
      { stocknum: "C1", carType: "used", price: 15000, photosCount: 1 },
      { stocknum: "C2", carType: "new", price: 45000, photosCount: 5 },
      { stocknum: "C3", carType: "used", price: 0, photosCount: 5 },
      { stocknum: "C4", carType: "used", price: 9000, photosCount: 0 },
    ]);
    ["C1", "C2", "C3", "C4"].forEach((s, i) => car.set(s, c[i]!));
  });
  afterAll(async () => {
    await db?.destroy();
  });
  afterEach(() => {
    delete process.env.SIGN_IN_RATE_LIMIT_PHONE;
    delete process.env.SIGN_IN_RATE_LIMIT_SITE;
    delete process.env.SIGN_IN_RATE_LIMIT_GLOBAL;
    resetConfig();
  });

  it("with demo codes off (SIGN_IN_DEMO_CODES=false) the code reaches the outbox only, not the page", async () => {
    const sent = await requestSignInCode(db, siteA, "0412 345 679", { sender: local, clientIp: ip, now: NOW, showDemoCode: false });
    expect(sent).toMatchObject({ ok: true, demoCode: null });
    const code = codeIn((await lastSms(db, siteA.id, "+61412345679"))!)!;
    expect(await verifySignInCode(db, siteA, "0412345679", code, NOW)).toMatchObject({ ok: true });
  });

  it("sends a code to the local outbox and signs in with it once; the user is per site", async () => {
    const sent = await requestSignInCode(db, siteA, "0412 345 678", { sender: local, clientIp: ip, now: NOW });
    expect(sent).toMatchObject({ ok: true, phone: "0412345678" });
    const sms = await lastSms(db, siteA.id, "+61412345678");
    expect(sms).toContain("alpha Motors sign-in code");
    const code = codeIn(sms)!;
    expect(sent.ok && sent.demoCode).toBe(code);
    const ok = await verifySignInCode(db, siteA, "+61 412 345 678", code, NOW);
    expect(ok).toMatchObject({ ok: true, user: { siteId: siteA.id, phone: "0412345678" } });
    // Spent: the same code cannot sign in twice.
    expect(await verifySignInCode(db, siteA, "0412345678", code, NOW)).toMatchObject({ ok: false, field: "code", message: expect.stringContaining("already used") });
    // The same number on another site is another user; the code of site A means nothing on B.
    expect(await verifySignInCode(db, siteB, "0412345678", code, NOW)).toMatchObject({ ok: false, field: "code", message: "Please ask for a code first." });
    const onB = await findOrCreateUser(db, siteB, "0412345678");
    expect(ok.ok && onB.id).not.toBe(ok.ok && ok.user.id);
    expect((await findOrCreateUser(db, siteA, "0412345678")).id).toBe(ok.ok && ok.user.id);
  });

  it("prunes codes a day after they expired, and no sooner", async () => {
    const at = new Date("2026-02-01T00:00:00Z");
    await requestSignInCode(db, siteA, "0412000009", { sender: local, clientIp: "192.0.2.1", now: at });
    const expiry = at.getTime() + SIGN_IN_CODE_TTL_MS;
    const left = async () => (await db.query<{ n: number }>("select count(*)::int n from sign_in_codes where phone = '0412000009'"))[0]!.n;
    await pruneSignInCodes(db, 24 * 3600_000, expiry + 24 * 3600_000 - 1);
    expect(await left()).toBe(1);
    await pruneSignInCodes(db, 24 * 3600_000, expiry + 24 * 3600_000 + 1);
    expect(await left()).toBe(0);
  });

  it("refuses a number that is not an Australian mobile, naming the phone field", async () => {
    for (const phone of ["03 9555 1234", "1300 123 456", "hello", ""]) {
      expect(await requestSignInCode(db, siteA, phone, { sender: local, clientIp: ip, now: NOW }), phone).toMatchObject({ ok: false, field: "phone" });
    }
    expect(await verifySignInCode(db, siteA, "0412345678", "12345", NOW)).toMatchObject({ ok: false, field: "code" });
  });

  it("a code expires at its TTL", async () => {
    const sent = await requestSignInCode(db, siteA, "0412000001", { sender: local, clientIp: ip, now: NOW });
    const code = sent.ok ? sent.demoCode! : "";
    expect(await verifySignInCode(db, siteA, "0412000001", code, new Date(NOW.getTime() + SIGN_IN_CODE_TTL_MS))).toMatchObject({ ok: false, message: expect.stringContaining("expired") });
    expect(await verifySignInCode(db, siteA, "0412000001", code, new Date(NOW.getTime() + SIGN_IN_CODE_TTL_MS - 1))).toMatchObject({ ok: true });
  });

  it(`after ${SIGN_IN_MAX_ATTEMPTS} wrong codes the right one is refused too; only the latest code counts`, async () => {
    const first = await requestSignInCode(db, siteA, "0412000002", { sender: local, clientIp: ip, now: NOW });
    const firstCode = first.ok ? first.demoCode! : "";
    const wrong = firstCode === "000000" ? "111111" : "000000";
    for (let i = 1; i <= SIGN_IN_MAX_ATTEMPTS; i++) {
      const r = await verifySignInCode(db, siteA, "0412000002", wrong, NOW);
      expect(r, `wrong guess ${i}`).toMatchObject({ ok: false, field: "code" });
      if (i < SIGN_IN_MAX_ATTEMPTS) expect(!r.ok && r.message).toContain(`${SIGN_IN_MAX_ATTEMPTS - i} ${SIGN_IN_MAX_ATTEMPTS - i === 1 ? "try" : "tries"} left`);
    }
    expect(await verifySignInCode(db, siteA, "0412000002", firstCode, NOW)).toMatchObject({ ok: false, message: expect.stringContaining("Too many wrong codes") });
    const second = await requestSignInCode(db, siteA, "0412000002", { sender: local, clientIp: ip, now: new Date(NOW.getTime() + 1000) });
    const secondCode = second.ok ? second.demoCode! : "";
    if (secondCode !== firstCode) expect(await verifySignInCode(db, siteA, "0412000002", firstCode, NOW)).toMatchObject({ ok: false });
    expect(await verifySignInCode(db, siteA, "0412000002", secondCode, NOW)).toMatchObject({ ok: true });
  });

  it("limits the codes sent to one number", async () => {
    process.env.SIGN_IN_RATE_LIMIT_PHONE = "2/3600";
    resetConfig();
    const at = new Date("2026-03-11T05:00:00Z");
    for (let i = 0; i < 2; i++) expect(await requestSignInCode(db, siteA, "0412000003", { sender: local, clientIp: `198.51.100.${i}`, now: at })).toMatchObject({ ok: true });
    expect(await requestSignInCode(db, siteA, "0412000003", { sender: local, clientIp: "198.51.100.9", now: at })).toMatchObject({ ok: false, field: "phone", message: expect.stringContaining("Too many codes") });
    // Another site's counter is its own.
    expect(await requestSignInCode(db, siteB, "0412000003", { sender: local, clientIp: "198.51.100.9", now: at })).toMatchObject({ ok: true });
  });

  it("caps the codes one site sends, and all sites together, however many numbers and addresses ask", async () => {
    process.env.SIGN_IN_RATE_LIMIT_SITE = "3/3600";
    process.env.SIGN_IN_RATE_LIMIT_GLOBAL = "5/3600";
    resetConfig();
    const at = new Date("2026-03-12T05:00:00Z");
    const ask = (site: Site, n: number) => requestSignInCode(db, site, `04130000${String(n).padStart(2, "0")}`, { sender: local, clientIp: `192.0.2.${n}`, now: at });
    // A bot on a new number and a new address each time: the site's cap holds at 3 ...
    for (let n = 0; n < 3; n++) expect(await ask(siteA, n), `site A code ${n}`).toMatchObject({ ok: true });
    expect(await ask(siteA, 3)).toMatchObject({ ok: false, field: "phone", message: expect.stringContaining("Too many codes") });
    const sentA = await db.query<{ n: number }>("select count(*)::int as n from sign_in_codes where site_id = $1 and created_at = $2", [siteA.id, at.toISOString()]);
    expect(sentA[0]!.n).toBe(3);
    // ... another site has its own, until the installation's cap (5 in all) is reached.
    expect(await ask(siteB, 10)).toMatchObject({ ok: true });
    expect(await ask(siteB, 11)).toMatchObject({ ok: true });
    expect(await ask(siteB, 12)).toMatchObject({ ok: false, field: "phone", message: expect.stringContaining("Too many codes") });
  });

  it("sends through the HTTP gateway (bearer, signature, E.164) and leaves no code when the gateway fails", async () => {
    const received: Array<{ auth: string | undefined; sig: string; key: string | undefined; body: string }> = [];
    let status = 200;
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        received.push({ auth: req.headers.authorization, sig: String(req.headers["x-forecourt-signature"] ?? ""), key: req.headers["idempotency-key"] as string | undefined, body: Buffer.concat(chunks).toString("utf8") });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    const token = "gateway-token-123";
    const gateway: SmsSender = new HttpSmsSender(url, token, "Alpha", 5000);
    try {
      const sent = await requestSignInCode(db, siteA, "0412000004", { sender: gateway, clientIp: ip, now: NOW });
      expect(sent).toMatchObject({ ok: true, demoCode: null });
      const got = received[0]!;
      const body = JSON.parse(got.body) as { to: string; message: string; reference: string };
      expect(body.to).toBe("+61412000004");
      expect(got.auth).toBe(`Bearer ${token}`);
      expect(got.key).toBe(body.reference);
      const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(got.sig)!;
      expect(createHmac("sha256", token).update(`${m[1]}.${got.body}`).digest("hex")).toBe(m[2]);
      expect(await verifySignInCode(db, siteA, "0412000004", codeIn(body.message)!, NOW)).toMatchObject({ ok: true });

      status = 503;
      expect(await requestSignInCode(db, siteA, "0412000005", { sender: gateway, clientIp: ip, now: NOW })).toMatchObject({ ok: false, field: "phone", message: expect.stringContaining("could not send") });
      const sms = JSON.parse(received[1]!.body) as { message: string };
      expect(await verifySignInCode(db, siteA, "0412000005", codeIn(sms.message)!, NOW)).toMatchObject({ ok: false, message: "Please ask for a code first." });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("saves, lists and removes cars on one site only", async () => {
    const userA = await findOrCreateUser(db, siteA, "0412111111");
    const userB = await findOrCreateUser(db, siteB, "0412111111");
    await saveCarToWatchlist(db, siteA, userA, car.get("A1")!, NOW);
    await saveCarToWatchlist(db, siteA, userA, car.get("A2")!, new Date(NOW.getTime() + 1000));
    await saveCarToWatchlist(db, siteA, userA, car.get("A1")!, NOW); // again: still one entry
    expect(await listWatchlistCarIds(db, siteA, userA.id)).toEqual([car.get("A2"), car.get("A1")]);
    expect((await listWatchlistCars(db, siteA, userA.id, NOW)).map((h) => h.stocknum)).toEqual(["A2", "A1"]);

    // Tenant isolation: the same phone's list on B is its own and empty; B's user and B's site see nothing of A's.
    expect(await listWatchlistCarIds(db, siteB, userB.id)).toEqual([]);
    expect(await listWatchlistCarIds(db, siteB, userA.id)).toEqual([]);
    expect(await listWatchlistCars(db, siteB, userA.id, NOW)).toEqual([]);
    // A car of another site is unknown here; A's user cannot act on site B.
    await expect(saveCarToWatchlist(db, siteB, userB, car.get("A1")!, NOW)).rejects.toMatchObject({ code: "invalid", errors: [{ field: "car_id" }] });
    await expect(saveCarToWatchlist(db, siteA, userA, car.get("B1")!, NOW)).rejects.toMatchObject({ code: "invalid", errors: [{ field: "car_id" }] });
    await expect(saveCarToWatchlist(db, siteB, userA, car.get("B1")!, NOW)).rejects.toMatchObject({ code: "forbidden" });
    await expect(removeCarFromWatchlist(db, siteB, userA, car.get("A1")!)).rejects.toMatchObject({ code: "forbidden" });
    expect(await listWatchlistCarIds(db, siteA, userA.id)).toHaveLength(2);

    await expect(removeCarFromWatchlist(db, siteA, userA, car.get("A2")!)).resolves.toBeUndefined();
    await expect(removeCarFromWatchlist(db, siteA, userA, car.get("A2")!)).resolves.toBeUndefined();
    expect(await listWatchlistCarIds(db, siteA, userA.id)).toEqual([car.get("A1")]);
  });

  it("a sold car cannot be saved, but a saved car that sells stays listed (sold tag) until removed; a delisted one drops off", async () => {
    const user = await findOrCreateUser(db, siteA, "0412222222");
    await expect(saveCarToWatchlist(db, siteA, user, car.get("A3")!, NOW)).rejects.toMatchObject({ code: "conflict" });
    await expect(saveCarToWatchlist(db, siteA, user, car.get("A4")!, NOW)).resolves.toBeUndefined();
    await db.query("update cars set status = 'sold', sold_date = $2 where id = $1", [car.get("A4"), NOW.toISOString()]);
    const [hit] = await listWatchlistCars(db, siteA, user.id, NOW);
    expect(hit).toMatchObject({ stocknum: "A4", card: { available: false, can_save: false, tag: { kind: "sold" } } });
    await db.query("update cars set delisted_at = now() where id = $1", [car.get("A4")]);
    expect(await listWatchlistCars(db, siteA, user.id, NOW)).toEqual([]);
  });

  it("follows the site's save rule: only used cars priced above 0 with a photo on some sites", async () => {
    const user = await findOrCreateUser(db, usedOnly, "0412333333");
    await expect(saveCarToWatchlist(db, usedOnly, user, car.get("C1")!, NOW)).resolves.toBeUndefined();
    for (const s of ["C2", "C3", "C4"]) await expect(saveCarToWatchlist(db, usedOnly, user, car.get(s)!, NOW), s).rejects.toMatchObject({ code: "conflict" });
  });
});
