import { describe, expect, it } from "vitest";
import { CLIENT_RESULT_CACHE_SIZE, clientResultCache } from "./result-cache";

describe("clientResultCache", () => {
  it("holds 10 results by default and evicts the oldest on the 11th", () => {
    const c = clientResultCache<number>();
    expect(c.maxEntries).toBe(CLIENT_RESULT_CACHE_SIZE);
    for (let i = 1; i <= 10; i++) c.set(`q${i}`, i);
    expect(c.size).toBe(10);
    expect(c.has("q1")).toBe(true);
    c.set("q11", 11);
    expect(c.size).toBe(10);
    expect(c.has("q1")).toBe(false);
    expect(c.get("q2")).toBe(2);
    expect(c.get("q11")).toBe(11);
  });

  it("a read makes an entry the newest, so the least recently used goes first", () => {
    const c = clientResultCache<string>(2);
    c.set("a", "A");
    c.set("b", "B");
    expect(c.get("a")).toBe("A");
    c.set("c", "C");
    expect(c.has("b")).toBe(false);
    expect(c.has("a")).toBe(true);
  });

  it("setting a key again replaces it without growing", () => {
    const c = clientResultCache<number>(2);
    c.set("a", 1);
    c.set("a", 2);
    expect(c.size).toBe(1);
    expect(c.get("a")).toBe(2);
    expect(c.get("zz")).toBeUndefined();
  });
});
