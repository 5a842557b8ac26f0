import { describe, expect, it } from "vitest";
import { isSharedCachePage, sharedCachePolicyFor } from "./shared-page-cache";

const req = (headers: Record<string, string> = {}, method = "GET") => ({ method, headers: new Headers(headers), searchParams: new URLSearchParams() });

describe("which pages a CDN may keep", () => {
  it("vehicle pages and search pages, nothing else", () => {
    for (const p of ["/cars/2021-isuzu-d-max-ctu36065", "/search", "/search/used-cars", "/search/used-cars/toyota/hilux"]) expect(isSharedCachePage(p), p).toBe(true);
    for (const p of ["/", "/cars/", "/cars/trade-in", "/cars/x/view.json", "/searching", "/console/leads", "/api/search", "/favourites", "/watchlist", "/sign-in"]) expect(isSharedCachePage(p), p).toBe(false);
  });

  it("for a plain GET without a cookie the page might read", () => {
    const env = {};
    expect(sharedCachePolicyFor("/search/used-cars", req(), env)).toMatch(/^public, max-age=0, s-maxage=60, stale-while-revalidate=600/);
    expect(sharedCachePolicyFor("/cars/a-car", req({ cookie: "fc_viewed=2026-11-26.1" }), env)).not.toBeNull();
    expect(sharedCachePolicyFor("/cars/a-car", req({ cookie: "forecourt_shopper=abc" }), env)).toBeNull();
    expect(sharedCachePolicyFor("/cars/a-car", req({}, "POST"), env)).toBeNull();
    expect(sharedCachePolicyFor("/cars/a-car", req({ "next-router-prefetch": "1" }), env)).toBeNull();
  });

  it("SHARED_CACHE_SECONDS=0 keeps every page private; another value is the CDN's time", () => {
    expect(sharedCachePolicyFor("/search/used-cars", req(), { SHARED_CACHE_SECONDS: "0" })).toBeNull();
    expect(sharedCachePolicyFor("/search/used-cars", req(), { SHARED_CACHE_SECONDS: "120" })).toContain("s-maxage=120,");
  });
});
