import { describe, expect, it } from "vitest";
import { matchSiteForHost, normaliseHost } from "./store";

const sites = [
  { slug: "coastline-toyota", domains: ["coastlinetoyota.com.au"] },
  { slug: "southern-cross", domains: ["southerncross.com.au", "www.sxmg.com.au"] },
];

describe("resolving a site from the Host header", () => {
  it("normalises case, port and trailing dot", () => {
    expect(normaliseHost("CoastlineToyota.com.au:443")).toBe("coastlinetoyota.com.au");
    expect(normaliseHost("example.com.")).toBe("example.com");
    expect(normaliseHost("[::1]:3000")).toBe("[::1]");
    expect(normaliseHost(undefined)).toBe("");
  });

  it("matches listed domains with or without www", () => {
    expect(matchSiteForHost(sites, "coastlinetoyota.com.au", undefined)?.slug).toBe("coastline-toyota");
    expect(matchSiteForHost(sites, "www.coastlinetoyota.com.au", undefined)?.slug).toBe("coastline-toyota");
    expect(matchSiteForHost(sites, "sxmg.com.au", undefined)?.slug).toBe("southern-cross");
  });

  it("matches {slug}.localhost", () => {
    expect(matchSiteForHost(sites, "southern-cross.localhost:3000", undefined)?.slug).toBe("southern-cross");
    expect(matchSiteForHost(sites, "nobody.localhost:3000", undefined)).toBeNull();
  });

  it("falls back to DEFAULT_SITE only for hosts that match nothing", () => {
    expect(matchSiteForHost(sites, "localhost:3000", "southern-cross")?.slug).toBe("southern-cross");
    expect(matchSiteForHost(sites, "coastlinetoyota.com.au", "southern-cross")?.slug).toBe("coastline-toyota");
    expect(matchSiteForHost(sites, "localhost:3000", undefined)).toBeNull();
    expect(matchSiteForHost(sites, "localhost", "missing-site")).toBeNull();
  });

  it("does not match a domain that merely ends with a listed one", () => {
    expect(matchSiteForHost(sites, "evilcoastlinetoyota.com.au", undefined)).toBeNull();
  });
});
