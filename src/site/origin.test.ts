import { describe, expect, it } from "vitest";
import { canonicalHostFor, siteOrigin } from "./origin";

const site = { slug: "coastline-toyota", domains: ["coastlinetoyota.com.au", "www.coastlinetoyota.com.au"] };

describe("siteOrigin", () => {
  it("is the first listed domain over https, whatever host the request named", () => {
    for (const host of ["coastlinetoyota.com.au", "www.coastlinetoyota.com.au", "evil.example", "localhost:3000", ""]) {
      expect(siteOrigin(site, { host, proto: "http" }), host).toBe("https://coastlinetoyota.com.au");
    }
  });

  it("is the development address as asked on {slug}.localhost", () => {
    expect(siteOrigin(site, { host: "coastline-toyota.localhost:3000", proto: "http" })).toBe("http://coastline-toyota.localhost:3000");
    expect(siteOrigin(site, { host: "southern-cross.localhost:3000", proto: "http" })).toBe("https://coastlinetoyota.com.au");
  });

  it("is the development address for a site with no domain", () => {
    expect(siteOrigin({ slug: "harbour", domains: [] }, { host: "evil.example:8080", proto: "http" })).toBe("http://harbour.localhost:8080");
  });
});

describe("canonicalHostFor (www. and the bare domain)", () => {
  it("sends the unlisted twin of a listed domain to it", () => {
    expect(canonicalHostFor({ domains: ["dealer.com.au"] }, "www.dealer.com.au")).toBe("dealer.com.au");
    expect(canonicalHostFor({ domains: ["www.dealer.com.au"] }, "dealer.com.au")).toBe("www.dealer.com.au");
    expect(canonicalHostFor({ domains: ["dealer.com.au"] }, "WWW.Dealer.com.au:3000")).toBe("dealer.com.au");
  });

  it("keeps the one listed first when both are listed", () => {
    const both = { domains: ["dealer.com.au", "www.dealer.com.au"] };
    expect(canonicalHostFor(both, "dealer.com.au")).toBeNull();
    expect(canonicalHostFor(both, "www.dealer.com.au")).toBe("dealer.com.au");
    const wwwFirst = { domains: ["www.dealer.com.au", "dealer.com.au"] };
    expect(canonicalHostFor(wwwFirst, "dealer.com.au")).toBe("www.dealer.com.au");
    expect(canonicalHostFor(wwwFirst, "www.dealer.com.au")).toBeNull();
  });

  it("serves listed domains without a twin, other aliases and development addresses where they are", () => {
    const site = { domains: ["dealer.com.au", "dealer-group.com.au"] };
    expect(canonicalHostFor(site, "dealer.com.au")).toBeNull();
    expect(canonicalHostFor(site, "dealer-group.com.au")).toBeNull();
    expect(canonicalHostFor(site, "dealer.localhost:3000")).toBeNull();
    expect(canonicalHostFor(site, "")).toBeNull();
  });
});
