/**
 * The dealer view's and admin API's access on both engines (issue 14, point 8): wrong tokens are
 * limited per client address in `rate_limits` (by default the 21st attempt is refused with 429
 * and Retry-After, even with the right token; a burst in parallel gets no more tries), right ones
 * and missing ones are never counted; a session ends on the server when its owner signs out, so a copied cookie stops
 * working.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { ADMIN_SESSION_MS, adminSessionValid, adminTokenAttempts, checkAdminToken, revokeAdminSession, startAdminSessionRow } from "../../src/admin/admin-access";
import { listSitesHandler } from "../../src/web/admin-api";
import { CLIENT_HEADER, EDGE_KEY_ENV, sealClient } from "../../src/platform/client-identity.mjs";
import { resetConfig } from "../../src/platform/config";

const TOKEN = "t".repeat(40);
const T0 = Date.parse("2026-04-01T00:00:00Z");
const ADMIN_TOKEN_ATTEMPTS = adminTokenAttempts();
const LIMIT = ADMIN_TOKEN_ATTEMPTS.limit;

describe.each(testEngines())("admin access on %s", (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it(`answers ${LIMIT} wrong tokens from one address, then refuses that address until the window ends`, async () => {
    const ip = "203.0.113.50";
    for (let i = 0; i < LIMIT; i++) expect(await checkAdminToken(db, `guess-${i}`, TOKEN, ip, T0 + i), `attempt ${i + 1}`).toEqual({ ok: false, reason: "wrong" });
    const refused = await checkAdminToken(db, "guess", TOKEN, ip, T0 + 100);
    expect(refused).toMatchObject({ ok: false, reason: "throttled" });
    expect((refused as { retryAfterS: number }).retryAfterS).toBe(ADMIN_TOKEN_ATTEMPTS.windowS);
    // The right token does not get through either: a guesser learns nothing from trying it.
    expect(await checkAdminToken(db, TOKEN, TOKEN, ip, T0 + 200)).toMatchObject({ ok: false, reason: "throttled" });
    // Another address is not held back, and the next window starts afresh.
    expect(await checkAdminToken(db, TOKEN, TOKEN, "203.0.113.51", T0 + 300)).toEqual({ ok: true });
    expect(await checkAdminToken(db, TOKEN, TOKEN, ip, T0 + ADMIN_TOKEN_ATTEMPTS.windowS * 1000)).toEqual({ ok: true });
  });

  it("is 20 wrong tokens in 15 minutes unless ADMIN_TOKEN_RATE_LIMIT says otherwise; no token at all is not counted", async () => {
    expect(ADMIN_TOKEN_ATTEMPTS).toEqual({ limit: 20, windowS: 900 });
    const ip = "203.0.113.54";
    for (let i = 0; i < LIMIT * 2; i++) expect(await checkAdminToken(db, "", TOKEN, ip, T0 + i)).toEqual({ ok: false, reason: "wrong" });
    expect(await checkAdminToken(db, TOKEN, TOKEN, ip, T0 + 100)).toEqual({ ok: true });
    process.env.ADMIN_TOKEN_RATE_LIMIT = "2/60";
    resetConfig();
    try {
      expect(adminTokenAttempts()).toEqual({ limit: 2, windowS: 60 });
      for (let i = 0; i < 2; i++) expect(await checkAdminToken(db, "nope", TOKEN, "203.0.113.55", T0)).toEqual({ ok: false, reason: "wrong" });
      expect(await checkAdminToken(db, TOKEN, TOKEN, "203.0.113.55", T0)).toEqual({ ok: false, reason: "throttled", retryAfterS: 60 });
    } finally {
      delete process.env.ADMIN_TOKEN_RATE_LIMIT;
      resetConfig();
    }
  });

  it("never counts the right token, however often it is sent", async () => {
    const ip = "203.0.113.52";
    for (let i = 0; i < LIMIT * 2; i++) expect(await checkAdminToken(db, TOKEN, TOKEN, ip, T0 + i)).toEqual({ ok: true });
    for (let i = 0; i < LIMIT; i++) expect(await checkAdminToken(db, "wrong", TOKEN, ip, T0 + 100 + i)).toEqual({ ok: false, reason: "wrong" });
  });

  it("gives a burst of parallel guesses no more tries than one after another", async () => {
    const ip = "203.0.113.53";
    const results = await Promise.all(Array.from({ length: LIMIT * 3 }, (_, i) => checkAdminToken(db, `burst-${i}`, TOKEN, ip, T0)));
    expect(results.filter((r) => !r.ok && r.reason === "wrong")).toHaveLength(LIMIT);
    expect(results.filter((r) => !r.ok && r.reason === "throttled")).toHaveLength(LIMIT * 2);
  });

  it("ends a session on the server at sign-out: a copy of its cookie no longer works", async () => {
    const mine = await startAdminSessionRow(db, TOKEN, T0);
    const other = await startAdminSessionRow(db, TOKEN, T0);
    expect(await adminSessionValid(db, TOKEN, mine.cookie, T0 + 1000)).toBe(true);
    const copied = `${mine.cookie}`;
    await revokeAdminSession(db, TOKEN, mine.cookie);
    expect(await adminSessionValid(db, TOKEN, copied, T0 + 2000)).toBe(false);
    // Someone else's session is untouched; a session ends on its own after 12 hours; a changed token signs everyone out.
    expect(await adminSessionValid(db, TOKEN, other.cookie, T0 + 2000)).toBe(true);
    expect(await adminSessionValid(db, TOKEN, other.cookie, T0 + ADMIN_SESSION_MS)).toBe(false);
    expect(await adminSessionValid(db, "u".repeat(40), other.cookie, T0 + 2000)).toBe(false);
    // A cookie naming a session that never existed, signed or not, is nothing.
    expect(await adminSessionValid(db, TOKEN, other.cookie.replace(other.id, "made-up-session-id"), T0 + 2000)).toBe(false);
  });

  it("the admin API answers 429 with Retry-After to an address past its wrong tokens, and 200 to another", async () => {
    const key = "admin-access-test-key";
    const saved = process.env[EDGE_KEY_ENV];
    process.env[EDGE_KEY_ENV] = key;
    resetConfig();
    try {
      const deps = { db: async () => db, token: TOKEN };
      const from = (ip: string, bearer: string) =>
        new Request("http://admin.example/api/admin/sites", { headers: { authorization: `Bearer ${bearer}`, [CLIENT_HEADER]: sealClient(key, { ip, host: "admin.example", proto: "https" }) } });
      for (let i = 0; i < LIMIT; i++) expect((await listSitesHandler(from("198.51.100.60", `wrong-${i}`), deps)).status).toBe(401);
      const refused = await listSitesHandler(from("198.51.100.60", TOKEN), deps);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: expect.stringContaining("Too many wrong admin tokens") });
      expect((await listSitesHandler(from("198.51.100.61", TOKEN), deps)).status).toBe(200);
    } finally {
      if (saved === undefined) delete process.env[EDGE_KEY_ENV];
      else process.env[EDGE_KEY_ENV] = saved;
      resetConfig();
    }
  });
});
