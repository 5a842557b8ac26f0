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

describe("signaturesMatch", () => {
  it("is true only for the same signature; a prefix, a longer string or one changed character is not", async () => {
    const { signaturesMatch, hmacBase64url } = await import("./signing");
    const sig = hmacBase64url("key", "payload");
    expect(signaturesMatch(sig, sig)).toBe(true);
    expect(signaturesMatch(sig.slice(0, -1), sig)).toBe(false);
    expect(signaturesMatch(`${sig}A`, sig)).toBe(false);
    expect(signaturesMatch(`${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`, sig)).toBe(false);
    expect(signaturesMatch("", sig)).toBe(false);
  });
});

describe("signWebhook (lead webhooks and the SMS gateway)", () => {
  it("signs '{t}.{body}' with HMAC-SHA256 in hex, t in unix seconds, as WebCrypto computes it", async () => {
    const { signWebhook } = await import("./signing");
    const body = JSON.stringify({ to: "+61412345678", message: "Your code is 123456" });
    const { timestamp, signature } = signWebhook("gateway-token", body, 1_764_000_000_999);
    expect(timestamp).toBe("1764000000");
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode("gateway-token"), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`1764000000.${body}`)));
    expect(signature).toBe(`t=1764000000,v1=${Buffer.from(mac).toString("hex")}`);
  });
});
