import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FACET_REGISTRY, FACETS, type FacetName } from "./facets";
import {
  canonicalQuery,
  makeSearchQuery,
  parseSearchParams,
  RANGES,
  SORTS,
  toSearchParams,
  type ParseResult,
  type SearchQuery,
} from "./query";

const parse = (qs: string) => parseSearchParams(new URLSearchParams(qs));
const fields = (r: ParseResult) => (r.ok ? [] : r.errors.map((e) => e.field));

describe("parseSearchParams", () => {
  it("gives the defaults for an empty query string", () => {
    expect(parse("")).toEqual({ ok: true, query: { query: "", page: 1, sortBy: "relevance", filters: {}, ranges: {} } });
  });

  it("reads every kind of parameter", () => {
    const r = parse(
      "query=%20toyota%20%20hilux%20&page=3&hitsPerPage=50&sortBy=price_asc&make=Toyota&make=Kia&car_type=used&seats=07" +
        "&certified=true&price=10000:30000&year=2019:&km=:50000&price_range=20000-25000&utm_source=news",
    );
    expect(r).toEqual({
      ok: true,
      query: {
        query: "toyota hilux",
        page: 3,
        hitsPerPage: 50,
        sortBy: "price_asc",
        filters: { make: ["Kia", "Toyota"], car_type: ["used"], seats: ["7"], certified: ["true"], price_range: ["20000-25000"] },
        ranges: { price: { min: 10000, max: 30000 }, year: { min: 2019 }, km: { max: 50000 } },
      },
    });
  });

  it("ignores empty values and an empty range", () => {
    expect(parse("make=&price=:&query=&page=")).toEqual(parse(""));
  });

  it.each([
    ["price=abc", "price"],
    ["price=10000", "price"],
    ["price=30000:10000", "price"],
    ["price=-5:10", "price"],
    ["price=1.5:2", "price"],
    ["price=1:2&price=3:4", "price"],
    ["year=:99999", "year"],
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=1.5", "page"],
    ["page=10001", "page"],
    ["page=1&page=2", "page"],
    ["hitsPerPage=0", "hitsPerPage"],
    ["hitsPerPage=101", "hitsPerPage"],
    ["sortBy=foo", "sortBy"],
    [`query=${"a".repeat(10_000)}`, "query"],
    [`query=${"a".repeat(201)}`, "query"],
    ["car_type=vintage", "car_type"],
    ["seats=five", "seats"],
    ["certified=maybe", "certified"],
    ["status=In%20Stock", "status"],
    ["price_range=1-2", "price_range"],
    ["weekly_price_range=cheap", "weekly_price_range"],
    [`make=${"x".repeat(101)}`, "make"],
    ["make=a%00b", "make"],
    [Array.from({ length: 51 }, (_, i) => `model=m${i}`).join("&"), "model"],
  ])("rejects %s naming %s", (qs, field) => {
    const r = parse(qs);
    expect(r.ok).toBe(false);
    expect(fields(r)).toEqual([field]);
  });

  it("names every bad parameter at once", () => {
    expect(fields(parse("page=0&sortBy=foo&price=abc"))).toEqual(["page", "sortBy", "price"]);
  });

  it("accepts a query of exactly 200 characters", () => {
    expect(parse(`query=${"a".repeat(200)}`).ok).toBe(true);
  });
});

describe("toSearchParams", () => {
  it("writes the canonical order and leaves defaults out", () => {
    const q = makeSearchQuery({
      query: "hilux",
      sortBy: "latest",
      page: 2,
      hitsPerPage: 21,
      filters: { model: ["Hilux"], make: ["Toyota", "Kia", "Toyota"] },
      ranges: { year: { min: 2019 }, price: { max: 30000 } },
    });
    expect(toSearchParams(q, { defaultHitsPerPage: 21 }).toString()).toBe(
      "query=hilux&make=Kia&make=Toyota&model=Hilux&price=%3A30000&year=2019%3A&sortBy=latest&page=2",
    );
    expect(toSearchParams(q).get("hitsPerPage")).toBe("21");
    expect(toSearchParams(q, { withoutPage: true }).has("page")).toBe(false);
    expect(toSearchParams(makeSearchQuery()).toString()).toBe("");
  });
});

const facetValue: Record<FacetName, fc.Arbitrary<string>> = Object.fromEntries(
  FACET_REGISTRY.map((f) => {
    let arb: fc.Arbitrary<string>;
    // Values each facet's rule (facets.ts) accepts, in their canonical form.
    if (f.value.kind === "oneOf") arb = fc.constantFrom(...f.value.values);
    else if (f.name === "seats") arb = fc.integer({ min: 1, max: 99 }).map(String);
    else if (f.value.kind === "pattern") arb = fc.stringMatching(f.value.pattern).filter((s) => s.length <= 11);
    else
      arb = fc
        .string({ unit: fc.constantFrom("a", "Z", " ", "&", "=", "+", "%", ":", "é", "-", "1", "?", "#"), minLength: 1, maxLength: 20 })
        .filter((s) => s.trim() === s && s.length > 0);
    return [f.name, arb];
  }),
) as Record<FacetName, fc.Arbitrary<string>>;

const rangeArb = fc
  .record({ min: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: undefined }), max: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined }) })
  .filter((r) => r.min === undefined || r.max === undefined || r.min <= r.max);

const queryArb: fc.Arbitrary<SearchQuery> = fc
  .record({
    query: fc.string({ maxLength: 60 }),
    page: fc.integer({ min: 1, max: 10_000 }),
    hitsPerPage: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
    sortBy: fc.constantFrom(...SORTS),
    filters: fc.record(Object.fromEntries(FACETS.map((f) => [f, fc.array(facetValue[f], { maxLength: 4 })])) as Record<FacetName, fc.Arbitrary<string[]>>, {
      requiredKeys: [],
    }),
    ranges: fc.record(Object.fromEntries(RANGES.map((r) => [r, rangeArb])) as Record<(typeof RANGES)[number], typeof rangeArb>, { requiredKeys: [] }),
  })
  .map((q) => {
    // Control characters are not valid input; replace them so the generator stays in the domain.
    const input = { ...q, query: q.query.replace(/[\u0000-\u001f\u007f]/g, " ") };
    if (input.hitsPerPage === undefined) delete (input as { hitsPerPage?: number }).hitsPerPage;
    return makeSearchQuery(input);
  });

describe("round trip", () => {
  it("parse(toSearchParams(q)) gives q back, and writing it again gives the same string", () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const written = toSearchParams(q);
        const back = parseSearchParams(new URLSearchParams(written.toString()));
        expect(back).toEqual({ ok: true, query: q });
        if (back.ok) expect(toSearchParams(back.query).toString()).toBe(written.toString());
      }),
      { numRuns: 500 },
    );
  });

  it("parsing never throws, whatever the input", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...FACETS, ...RANGES, "query", "page", "sortBy", "hitsPerPage", "x"), fc.string())), (pairs) => {
        const r = parseSearchParams(new URLSearchParams(pairs));
        expect(typeof r.ok).toBe("boolean");
        if (!r.ok) expect(r.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});

describe("numbers typed in the box", () => {
  it("become ranges; a range the query sets itself wins, and the phrase leaves the text either way", () => {
    expect(makeSearchQuery({ query: "hilux under 40k" })).toMatchObject({ query: "hilux", ranges: { price: { max: 40_000 } } });
    expect(makeSearchQuery({ query: "hilux under 40k", ranges: { price: { min: 10_000 } } })).toMatchObject({ query: "hilux", ranges: { price: { min: 10_000 } } });
    expect(parseSearchParams(new URLSearchParams("query=corolla+2020&km=:50000"))).toMatchObject({ ok: true, query: { query: "corolla", ranges: { year: { min: 2020, max: 2020 }, km: { max: 50_000 } } } });
  });

  it("the canonical query reads back the same, whatever is typed", () => {
    const word = fc.constantFrom("hilux", "under", "over", "40k", "$20,000", "2019", "2020", "km", "50,000", "-", "and", "between", "+", "onwards", "before", "86", "4x4");
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (words) => {
        const once = makeSearchQuery({ query: words.join(" ") });
        expect(canonicalQuery(once)).toEqual(once);
      }),
      { numRuns: 2000 },
    );
  });
});
