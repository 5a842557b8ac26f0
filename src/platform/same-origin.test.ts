import { describe, expect, it } from "vitest";
import { isJsonContentType, originMatchesHost } from "./same-origin";

describe("originMatchesHost", () => {
  it("accepts the site's own origin, on either scheme and port as sent", () => {
    expect(originMatchesHost("https://coastline.example", "coastline.example")).toBe(true);
    expect(originMatchesHost("http://coastline-toyota.localhost:3000", "coastline-toyota.localhost:3000")).toBe(true);
    expect(originMatchesHost("http://COASTLINE.example", "coastline.example")).toBe(true);
  });

  it("refuses another site, another port, a look-alike and the opaque origin", () => {
    expect(originMatchesHost("https://evil.example", "coastline.example")).toBe(false);
    expect(originMatchesHost("http://coastline-toyota.localhost:4000", "coastline-toyota.localhost:3000")).toBe(false);
    expect(originMatchesHost("https://coastline.example.evil.example", "coastline.example")).toBe(false);
    expect(originMatchesHost("null", "coastline.example")).toBe(false);
    expect(originMatchesHost("not a url", "coastline.example")).toBe(false);
  });

  it("lets a request without Origin through (not a browser: no shopper cookie to abuse)", () => {
    expect(originMatchesHost(null, "coastline.example")).toBe(true);
  });
});

describe("isJsonContentType", () => {
  it("accepts application/json with parameters and refuses the types a plain form can send", () => {
    expect(isJsonContentType("application/json")).toBe(true);
    expect(isJsonContentType("application/json; charset=utf-8")).toBe(true);
    for (const t of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", null]) expect(isJsonContentType(t)).toBe(false);
  });
});
