import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, frameAncestors, legacyFrameOptions, neverFramed, newNonce } from "./security-headers";

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));

describe("the Content-Security-Policy", () => {
  const csp = contentSecurityPolicy({ nonce: "abc123==", frameAncestors: "'self'" });

  it("runs only scripts with this response's nonce and what they load", () => {
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(csp).not.toContain("unsafe-eval");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(csp, "base-uri")).toBe("base-uri 'self'");
    expect(directive(csp, "form-action")).toBe("form-action 'self'");
  });

  it("lets feed photos, the maps embed and same-origin calls through", () => {
    expect(directive(csp, "img-src")).toBe("img-src 'self' https: data: blob:");
    expect(directive(csp, "frame-src")).toBe("frame-src 'self' https://www.google.com");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
  });

  it("allows eval only under next dev, and upgrades stray http only over https", () => {
    expect(directive(contentSecurityPolicy({ nonce: "n", frameAncestors: "'none'", dev: true }), "script-src")).toContain("'unsafe-eval'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ nonce: "n", frameAncestors: "'none'", https: true })).toContain("upgrade-insecure-requests");
  });
});

describe("framing", () => {
  it("never frames sign-in, the watchlist or the dealer view, whatever the site allows", () => {
    for (const path of ["/sign-in", "/watchlist", "/admin", "/admin/login", "/admin/leads"]) {
      expect(neverFramed(path), path).toBe(true);
      expect(frameAncestors(path, ["https://group.example"]), path).toBe("'none'");
    }
  });

  it("frames other pages on the site itself and the origins it lists", () => {
    expect(frameAncestors("/", [])).toBe("'self'");
    expect(frameAncestors("/search/used-cars", ["https://group.example", "https://www.dealer.example"])).toBe("'self' https://group.example https://www.dealer.example");
    expect(neverFramed("/administrator")).toBe(false);
    expect(neverFramed("/sign-in-help")).toBe(false);
  });

  it("says the same in X-Frame-Options where that old header can: DENY, SAMEORIGIN, or nothing when other origins may embed", () => {
    expect(legacyFrameOptions("/admin/leads", ["https://group.example"])).toBe("DENY");
    expect(legacyFrameOptions("/cars/2021-toyota-hilux", [])).toBe("SAMEORIGIN");
    expect(legacyFrameOptions("/cars/2021-toyota-hilux", ["https://group.example"])).toBeNull();
  });
});

describe("nonces", () => {
  it("are 128 random bits, new every time", () => {
    const seen = new Set(Array.from({ length: 1000 }, () => newNonce()));
    expect(seen.size).toBe(1000);
    for (const n of [...seen].slice(0, 20)) expect(Buffer.from(n, "base64")).toHaveLength(16);
  });
});
