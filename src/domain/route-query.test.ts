import { describe, expect, it } from "vitest";
import { withQuery } from "./route-query";

describe("withQuery", () => {
  it("adds the query with ? or &, before any #fragment, and leaves the route alone when there is none", () => {
    expect(withQuery("/finance", "a=1")).toBe("/finance?a=1");
    expect(withQuery("/finance?x=2", "a=1")).toBe("/finance?x=2&a=1");
    expect(withQuery("/finance#apply", "a=1")).toBe("/finance?a=1#apply");
    expect(withQuery("https://finance.example/apply?d=3#top", "a=1")).toBe("https://finance.example/apply?d=3&a=1#top");
    expect(withQuery("/finance#apply", "")).toBe("/finance#apply");
  });
});
