import { describe, expect, it } from "vitest";
import { cleanJson, cleanText } from "./clean-text";

describe("cleanText", () => {
  it("drops NUL characters", () => {
    expect(cleanText("A\u0000B")).toBe("AB");
    expect(cleanText("\u0000")).toBe("");
  });

  it("replaces a lone surrogate (text cut inside an emoji) and keeps whole ones", () => {
    expect(cleanText("x\ud800y")).toBe("x\ufffdy");
    expect(cleanText("end\udc00")).toBe("end\ufffd");
    expect(cleanText("car 🚗 ok")).toBe("car 🚗 ok");
  });

  it("leaves ordinary text as it is", () => {
    expect(cleanText("Hilux SR5 — 4×4, $45,990")).toBe("Hilux SR5 — 4×4, $45,990");
  });
});

describe("cleanJson", () => {
  it("cleans every string, keys included, and keeps the other values", () => {
    const input = { "na\u0000me": "A\u0000B", list: ["x\ud800", 5, true, null], nested: { deep: "\udfff" } };
    expect(cleanJson(input)).toEqual({ name: "AB", list: ["x\ufffd", 5, true, null], nested: { deep: "\ufffd" } });
  });

  it("gives text PostgreSQL accepts: no NUL, well formed", () => {
    const out = JSON.stringify(cleanJson({ a: "\u0000\ud800\u0000" }));
    expect(out).not.toContain("\\u0000");
    expect(out).not.toMatch(/\\ud[89a-f]/i);
    expect(() => encodeURIComponent(JSON.parse(out).a)).not.toThrow();
  });
});
