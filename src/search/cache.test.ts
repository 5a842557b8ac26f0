import { describe, expect, it } from "vitest";
import { searchCacheKey } from "./cache";
import { makeSearchQuery } from "./query";
import { DEFAULT_CONFIG } from "../site/config";

describe("searchCacheKey", () => {
  const site = { id: 3, config: DEFAULT_CONFIG };
  it("is the same for the same query written differently, and differs by version, scope and query", () => {
    const a = searchCacheKey(site, 7, makeSearchQuery({ filters: { make: ["Kia", "Mazda"] }, hitsPerPage: 21 }));
    const b = searchCacheKey(site, 7, makeSearchQuery({ filters: { make: ["Mazda", "Kia", "Kia"] } }));
    expect(a).toBe(b);
    expect(searchCacheKey(site, 8, makeSearchQuery({ filters: { make: ["Kia", "Mazda"] } }))).not.toBe(a);
    expect(searchCacheKey(site, 7, makeSearchQuery({ filters: { make: ["Kia", "Mazda"] } }), "north")).not.toBe(a);
    expect(searchCacheKey(site, 7, makeSearchQuery({ filters: { make: ["Kia"] } }))).not.toBe(a);
    expect(searchCacheKey({ id: 3, config: { ...DEFAULT_CONFIG, sold_cars_shown_days: 5 } }, 7, makeSearchQuery({ filters: { make: ["Kia", "Mazda"] } }))).not.toBe(a);
  });
});
