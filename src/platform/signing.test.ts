import { describe, expect, it } from "vitest";
import { seal, unseal } from "./signing";

describe("seal / unseal", () => {
  const t0 = 1_700_000_000_000;
  it("round-trips a value under its purpose and secret", () => {
    const token = seal("s3cret", "valuation", { low: 1, high: 2 }, t0);
    expect(unseal("s3cret", "valuation", token, 1000, t0 + 1000)).toEqual({ ok: true, value: { low: 1, high: 2 }, issuedAtMs: t0 });
  });

  it("refuses another secret, another purpose, a changed body and a token past its age (by one ms)", () => {
    const token = seal("s3cret", "valuation", { low: 1 }, t0);
    expect(unseal("other", "valuation", token, 1000, t0).ok).toBe(false);
    expect(unseal("s3cret", "reservation", token, 1000, t0).ok).toBe(false);
    const [body, sig] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ v: { low: 999 }, iat: t0 })).toString("base64url");
    expect(unseal("s3cret", "valuation", `${forged}.${sig}`, 1000, t0)).toEqual({ ok: false, reason: "invalid" });
    expect(unseal("s3cret", "valuation", `${body}.${sig}x`, 1000, t0).ok).toBe(false);
    expect(unseal("s3cret", "valuation", token, 1000, t0 + 1001)).toEqual({ ok: false, reason: "expired" });
    expect(unseal("s3cret", "valuation", 42, 1000, t0).ok).toBe(false);
  });
});
