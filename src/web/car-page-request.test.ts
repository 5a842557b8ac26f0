import { describe, expect, it } from "vitest";
import { carPageCacheSeconds, cookieNames, isCacheableCarPageRequest, RecentPages } from "./car-page-request";

const req = (headers: Record<string, string> = {}, { method = "GET", query = "" } = {}) => ({
  method,
  headers: new Headers(headers),
  searchParams: new URLSearchParams(query),
});

describe("which vehicle-page requests the page cache answers", () => {
  it("a plain document GET, with no cookie or only the views counter's", () => {
    expect(isCacheableCarPageRequest(req())).toBe(true);
    expect(isCacheableCarPageRequest(req({ accept: "text/html", cookie: "fc_viewed=2026-11-22.1.2" }))).toBe(true);
    expect(isCacheableCarPageRequest(req({}, { query: "utm_source=mail" }))).toBe(true);
  });

  it("not HEAD or POST", () => {
    expect(isCacheableCarPageRequest(req({}, { method: "HEAD" }))).toBe(false);
    expect(isCacheableCarPageRequest(req({}, { method: "POST" }))).toBe(false);
  });

  it("not a client navigation or prefetch (RSC), nor the cache's own render", () => {
    for (const h of ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action", "x-forecourt-render"]) {
      expect(isCacheableCarPageRequest(req({ [h]: "1" })), h).toBe(false);
    }
    expect(isCacheableCarPageRequest(req({}, { query: "_rsc=abc" }))).toBe(false);
  });

  it("not a signed-in shopper, a dealer, or anyone with a cookie the page might read", () => {
    expect(isCacheableCarPageRequest(req({ cookie: "forecourt_shopper=abc" }))).toBe(false);
    expect(isCacheableCarPageRequest(req({ cookie: "fc_viewed=x; forecourt_admin=abc" }))).toBe(false);
    expect(isCacheableCarPageRequest(req({ cookie: "some_new_cookie=1" }))).toBe(false);
  });

  it("reads cookie names", () => {
    expect(cookieNames(null)).toEqual([]);
    expect(cookieNames("a=1; b = 2;c=")).toEqual(["a", "b", "c"]);
  });
});

describe("CAR_PAGE_CACHE_SECONDS", () => {
  it("defaults to 60, 0 turns the cache off, nonsense falls back to 60, at most an hour", () => {
    expect(carPageCacheSeconds({})).toBe(60);
    expect(carPageCacheSeconds({ CAR_PAGE_CACHE_SECONDS: "" })).toBe(60);
    expect(carPageCacheSeconds({ CAR_PAGE_CACHE_SECONDS: "0" })).toBe(0);
    expect(carPageCacheSeconds({ CAR_PAGE_CACHE_SECONDS: "5" })).toBe(5);
    expect(carPageCacheSeconds({ CAR_PAGE_CACHE_SECONDS: "-1" })).toBe(60);
    expect(carPageCacheSeconds({ CAR_PAGE_CACHE_SECONDS: "abc" })).toBe(60);
    expect(carPageCacheSeconds({ CAR_PAGE_CACHE_SECONDS: "99999" })).toBe(3600);
  });
});

describe("RecentPages", () => {
  it("says a page was seen from its second request on, and forgets the least recently asked past its size", () => {
    const r = new RecentPages(2);
    expect(r.seenBefore("a/cars/x")).toBe(false);
    expect(r.seenBefore("a/cars/x")).toBe(true);
    expect(r.seenBefore("b/cars/x")).toBe(false);
    r.seenBefore("a/cars/x"); // a is now the most recent
    expect(r.seenBefore("c/cars/y")).toBe(false); // b drops out
    expect(r.seenBefore("b/cars/x")).toBe(false);
    expect(r.seenBefore("c/cars/y")).toBe(true);
  });
});
