import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { checkCaptcha, checkFormToken, createCaptcha, issueFormToken } from "./spam";
import { resetConfig } from "../platform/config";

const SECRET = "s".repeat(40);
const limits = { minFillMs: 1500, ttlMs: 3600_000 };

describe("form token", () => {
  const t0 = 1_800_000_000_000;
  const token = issueFormToken(SECRET, 7, t0);

  it.each([
    [1499, { ok: false, reason: "too_fast" }],
    [1500, { ok: true, issuedAt: t0 }],
    [3600_000, { ok: true, issuedAt: t0 }],
    [3600_001, { ok: false, reason: "expired" }],
  ])("%i ms after it was shown → %j", (elapsed, expected) => {
    expect(checkFormToken(SECRET, token, 7, t0 + elapsed, limits)).toEqual(expected);
  });

  it("cannot be moved to another site, re-dated or signed with another secret", () => {
    expect(checkFormToken(SECRET, token, 8, t0 + 5000, limits)).toEqual({ ok: false, reason: "invalid" });
    const parts = token.split(".");
    const backdated = [parts[0], parts[1], String(t0 - 60_000), parts[3], parts[4]].join(".");
    expect(checkFormToken(SECRET, backdated, 7, t0 + 5000, limits)).toEqual({ ok: false, reason: "invalid" });
    expect(checkFormToken("x".repeat(40), token, 7, t0 + 5000, limits)).toEqual({ ok: false, reason: "invalid" });
    expect(checkFormToken(SECRET, undefined, 7, t0 + 5000, limits)).toEqual({ ok: false, reason: "invalid" });
    expect(checkFormToken(SECRET, "v1.7.x", 7, t0 + 5000, limits)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("proof-of-work captcha", () => {
  beforeAll(() => {
    process.env.LEADS_CAPTCHA_MIN_COUNTER = "10";
    process.env.LEADS_CAPTCHA_MAX_COUNTER = "200";
    resetConfig();
  });
  afterAll(() => {
    delete process.env.LEADS_CAPTCHA_MIN_COUNTER;
    delete process.env.LEADS_CAPTCHA_MAX_COUNTER;
    resetConfig();
  });

  const binding = { siteId: 3, idempotencyKey: "form-key-0001" };

  it("a solved challenge passes for its own form only", async () => {
    const challenge = await createCaptcha(SECRET, binding, Date.now(), 600);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    expect(solution!.counter).toBeGreaterThanOrEqual(10);
    const payload = { challenge: challenge as never, solution: solution as never };
    expect(await checkCaptcha(SECRET, payload, binding)).toEqual({ ok: true });
    expect(await checkCaptcha(SECRET, payload, { ...binding, idempotencyKey: "form-key-0002" })).toEqual({ ok: false, reason: "wrong_form" });
    expect(await checkCaptcha(SECRET, payload, { ...binding, siteId: 4 })).toEqual({ ok: false, reason: "wrong_form" });
  });

  it("rejects a wrong answer, a forged challenge, an expired one and garbage without throwing", async () => {
    const challenge = await createCaptcha(SECRET, binding, Date.now(), 600);
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    expect(await checkCaptcha(SECRET, { challenge: challenge as never, solution: { ...solution, derivedKey: "00".repeat(32) } as never }, binding)).toEqual({ ok: false, reason: "invalid" });
    const forged = { ...challenge, parameters: { ...challenge.parameters, data: { site: 3, key: "other-key-1" } } };
    expect(await checkCaptcha(SECRET, { challenge: forged as never, solution: solution as never }, binding)).toEqual({ ok: false, reason: "invalid" });
    const old = await createCaptcha(SECRET, binding, Date.now() - 700_000, 600);
    const oldSolution = (await solveChallenge({ challenge: old, deriveKey }))!;
    expect(await checkCaptcha(SECRET, { challenge: old as never, solution: oldSolution as never }, binding)).toEqual({ ok: false, reason: "expired" });
    expect(await checkCaptcha(SECRET, undefined, binding)).toEqual({ ok: false, reason: "missing" });
    expect(await checkCaptcha(SECRET, { challenge: { parameters: "x", signature: "y" }, solution: {} }, binding)).toEqual({ ok: false, reason: "invalid" });
    expect(await checkCaptcha(SECRET, { challenge: { parameters: { nonce: 5 }, signature: "y" }, solution: { counter: "a" } }, binding)).toEqual({ ok: false, reason: "invalid" });
  });
});

