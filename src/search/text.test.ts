import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { carWords, compactCode, matchTerm, matchToken, normaliseText, queryTerms, queryTokens, tokenRegex, withinOneEdit } from "./text";

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
    ["7seater", "5seater", false],
    ["seater", "5seater", false],
    ["mazda3", "mazda6", false],
    ["sr5x", "srx", false],
    ["ra4v", "rav4", false],
    ["rav4x", "rav4", true],
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

describe("how people type", () => {
  const landcruiser = carWords({
    make: "Toyota",
    model: "Landcruiser",
    badge: "GXL",
    series: null,
    body: "Wagon",
    simple_body: "SUV",
    fuel: "Diesel",
    simple_fuel: "Diesel",
    colour: "White",
    drive: "4x4",
    trans: "6 Speed Sports Automatic",
    simple_transmission: "Automatic",
    seats: 7,
    stocknum: "T100",
    vin: null,
    regplate: null,
    name: "2022 Toyota Landcruiser GXL",
  });
  const cx5 = carWords({
    make: "Mazda",
    model: "CX-5",
    badge: "GT-Line",
    series: null,
    body: "Wagon",
    simple_body: "SUV",
    fuel: "Petrol",
    simple_fuel: "Petrol",
    colour: "Red",
    drive: "AWD",
    trans: "Manual",
    simple_transmission: "Manual",
    seats: 5,
    stocknum: "M7",
    vin: null,
    regplate: null,
    name: "2023 Mazda CX-5 GT-Line",
  });
  const matches = (words: string[], query: string) => queryTerms(query).every((forms) => matchTerm(words, forms) !== null);

  it("a term is its token, or the token joined to a neighbour", () => {
    expect(queryTerms("land cruiser")).toEqual([
      ["land", "landcruiser"],
      ["cruiser", "landcruiser"],
    ]);
    expect(queryTerms("toyota rav 4")).toEqual([["toyota", "toyotarav"], ["rav", "toyotarav", "rav4"], ["4", "rav4"]]);
    expect(queryTerms("cx5")).toEqual([["cx5"]]);
    expect(queryTerms("")).toEqual([]);
  });

  it("spacing, hyphens and joins do not decide what is found", () => {
    for (const q of ["land cruiser", "landcruiser", "Land-Cruiser", "land cruser"]) expect(matches(landcruiser, q), q).toBe(true);
    for (const q of ["cx5", "cx-5", "cx 5", "CX5 gtline", "gt line", "gt-line"]) expect(matches(cx5, q), q).toBe(true);
    expect(matches(cx5, "land cruiser")).toBe(false);
    expect(matches(landcruiser, "cx5")).toBe(false);
  });

  it("words that name a facet value find the cars that have it", () => {
    for (const q of ["4x4", "4wd", "auto", "automatic", "diesel", "wagon", "7 seater", "7-seater", "7seater", "land cruiser 4wd auto"]) {
      expect(matches(landcruiser, q), q).toBe(true);
    }
    for (const q of ["awd", "manual", "5 seater"]) expect(matches(cx5, q), q).toBe(true);
    // …and not the cars that do not.
    for (const q of ["4x4", "4wd", "auto", "7 seater", "diesel"]) expect(matches(cx5, q), q).toBe(false);
    for (const q of ["awd", "manual", "5 seater"]) expect(matches(landcruiser, q), q).toBe(false);
  });

  it("a term's best form decides how well it matches (for relevance)", () => {
    expect(matchTerm(landcruiser, ["land", "landcruiser"])).toBe("exact");
    expect(matchTerm(landcruiser, ["cruiser", "landcruiser"])).toBe("exact");
    expect(matchTerm(landcruiser, ["landcruser"])).toBe("typo");
    expect(matchTerm(landcruiser, ["cruiser"])).toBeNull();
  });
});
