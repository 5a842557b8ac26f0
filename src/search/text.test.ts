import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { carWords, compactCode, matchToken, normaliseText, queryTokens, tokenRegex, withinOneEdit } from "./text";

describe("normaliseText", () => {
  it("lower-cases, removes accents and punctuation", () => {
    expect(normaliseText("  Citroën C5-Aircross  ŠKODA Straße ")).toBe("citroen c5 aircross skoda strasse");
    expect(compactCode("AB-123 x")).toBe("ab123x");
    expect(queryTokens("Toyota  toyota HILUX!")).toEqual(["toyota", "hilux"]);
  });
});

describe("withinOneEdit", () => {
  it.each([
    ["corola", "corolla", true],
    ["corolla", "corola", true],
    ["corolla", "corolla", true],
    ["hilux", "hilax", true],
    ["hilux", "ihlux", true],
    ["hilux", "hulix", false],
    ["ranger", "rangers", true],
    ["ranger", "arnger", true],
    ["ranger", "danger", true],
    ["ranger", "dangers", false],
    ["abc", "abcde", false],
  ])("%s vs %s: %s", (a, b, want) => {
    expect(withinOneEdit(a, b)).toBe(want);
  });
});

describe("matchToken", () => {
  const words = carWords({
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent Sport",
    series: null,
    body: "Hatch",
    simple_body: null,
    fuel: "Hybrid",
    simple_fuel: null,
    colour: "Red",
    stocknum: "ST-23145",
    vin: null,
    regplate: "123 ABC",
    name: "2024 Toyota Corolla",
  });
  it("matches whole words, prefixes, and one typo in words of 5+ characters, never in numbers", () => {
    expect(matchToken(words, "corolla")).toBe("exact");
    expect(matchToken(words, "cor")).toBe("prefix");
    expect(matchToken(words, "corola")).toBe("typo");
    expect(matchToken(words, "hybird")).toBe("typo");
    expect(matchToken(words, "toy")).toBe("prefix");
    expect(matchToken(words, "tyo")).toBeNull(); // under 5 characters: no typo
    expect(matchToken(words, "23145")).toBe("exact");
    expect(matchToken(words, "23146")).toBeNull();
    expect(matchToken(words, "st23145")).toBe("exact");
    expect(matchToken(words, "123abc")).toBe("exact");
  });

  it("the SQL regular expression agrees with matchToken on any words", () => {
    const word = fc.stringMatching(/^[a-e0-2]{1,7}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), word, (ws, token) => {
        const text = ` ${ws.join(" ")} `;
        expect(new RegExp(tokenRegex(token)).test(text)).toBe(matchToken(ws, token) !== null);
      }),
      { numRuns: 3000 },
    );
  });
});
