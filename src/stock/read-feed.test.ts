import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  FeedEntry,
  FeedFormatError,
  MAX_ROW_CHARS,
  feedFormatFromContentType,
  feedFormatFromPath,
  readFeedStream,
  readFeedText,
  type FeedFormat,
} from "./read-feed";

/** Read text split into the given chunk size, so element and line boundaries fall mid-chunk. */
async function read(text: string, format: FeedFormat, chunk = 7): Promise<FeedEntry[]> {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += chunk) chunks.push(text.slice(i, i + chunk));
  const out: FeedEntry[] = [];
  for await (const e of readFeedText(Readable.from(chunks), format)) out.push(e);
  return out;
}
const simple = (entries: FeedEntry[]) => entries.map((e) => (e.error ? { row: e.row, error: e.error } : { row: e.row, value: e.value }));

describe("format detection", () => {
  it("goes by extension and by content type", () => {
    expect(feedFormatFromPath("/x/stock.JSON")).toBe("json");
    expect(feedFormatFromPath("stock.jsonl")).toBe("ndjson");
    expect(feedFormatFromPath("stock.csv")).toBe("csv");
    expect(feedFormatFromPath("stock.xml")).toBeNull();
    expect(feedFormatFromContentType("application/json; charset=utf-8")).toBe("json");
    expect(feedFormatFromContentType("application/x-ndjson")).toBe("ndjson");
    expect(feedFormatFromContentType("text/csv")).toBe("csv");
    expect(feedFormatFromContentType("text/plain")).toBeNull();
    expect(feedFormatFromContentType(null)).toBeNull();
  });
});

describe("JSON array", () => {
  it("yields each element with its position, across chunk boundaries and with strings holding brackets", async () => {
    const text = '\uFEFF [ {"a":"x]}\\"{"}, {"b":[1,{"c":2}]} ,"s", 42, null ]\n';
    for (const chunk of [1, 3, 1000]) {
      expect(simple(await read(text, "json", chunk))).toEqual([
        { row: 1, value: { a: 'x]}"{' } },
        { row: 2, value: { b: [1, { c: 2 }] } },
        { row: 3, value: "s" },
        { row: 4, value: 42 },
        { row: 5, value: null },
      ]);
    }
  });

  it("rejects a malformed element as its own row and reads on", async () => {
    const out = simple(await read('[{"a":1},{"a":2,},{"a":3}, tru]', "json"));
    expect(out.map((e) => e.row)).toEqual([1, 2, 3, 4]);
    expect(out[1]).toEqual({ row: 2, error: expect.stringContaining("Not valid JSON") });
    expect(out[2]).toEqual({ row: 3, value: { a: 3 } });
    expect(out[3]).toEqual({ row: 4, error: expect.stringContaining("Not valid JSON") });
  });

  it("reads an empty array as no rows", async () => {
    expect(await read("[]", "json")).toEqual([]);
  });

  it.each([
    ["", /empty/],
    ['{"a":1}', /array/],
    ['[{"a":1}', /closing \]/],
    ['[{"a":1} {"a":2}]', /Expected , or \] after row 1/],
    ["[1] x", /after the closing/],
  ])("throws FeedFormatError for a broken structure: %j", async (text, message) => {
    const err = await read(text, "json").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FeedFormatError);
    expect((err as Error).message).toMatch(message);
  });

  it("refuses an oversized element without buffering it, and reads on", async () => {
    const big = `{"a":"${"x".repeat(MAX_ROW_CHARS)}"}`;
    const out = simple(await read(`[${big},{"a":1}]`, "json", 64 * 1024));
    expect(out).toEqual([
      { row: 1, error: expect.stringContaining("larger than") },
      { row: 2, value: { a: 1 } },
    ]);
  });
});

describe("NDJSON", () => {
  it("numbers rows by line, skipping blank lines, accepting CRLF, and rejects a malformed line", async () => {
    const text = '{"a":1}\r\n\r\n{"a":2,\n  \n{"a":3}';
    expect(simple(await read(text, "ndjson", 2))).toEqual([
      { row: 1, value: { a: 1 } },
      { row: 3, error: expect.stringContaining("Not valid JSON") },
      { row: 5, value: { a: 3 } },
    ]);
  });

  it("reads a web stream (a request body)", async () => {
    const body = new Response('{"a":"é"}\n{"a":2}\n').body!;
    const out: FeedEntry[] = [];
    for await (const e of readFeedStream(body, "ndjson")) out.push(e);
    expect(simple(out)).toEqual([
      { row: 1, value: { a: "é" } },
      { row: 2, value: { a: 2 } },
    ]);
  });

  it("reads an empty body as no rows", async () => {
    const out: FeedEntry[] = [];
    for await (const e of readFeedStream(null, "ndjson")) out.push(e);
    expect(out).toEqual([]);
  });
});

describe("CSV", () => {
  it("maps cells to the header's fields, counting data rows after the header, across quoted newlines", async () => {
    const text = 'dealership_slug,stocknum,dealercomments\r\nd,1,"a, b\nc"\n\nd,2,\n';
    expect(simple(await read(text, "csv", 5))).toEqual([
      { row: 1, value: { dealership_slug: "d", stocknum: "1", dealercomments: "a, b\nc" } },
      { row: 2, value: { dealership_slug: "d", stocknum: "2", dealercomments: "" } },
    ]);
  });

  it("rejects a record with the wrong number of cells as its own row", async () => {
    const out = simple(await read("dealership_slug,stocknum\nd,1,extra\nd,2\n", "csv"));
    expect(out).toEqual([
      { row: 1, error: "Expected 2 cells as in the header, found 3" },
      { row: 2, value: { dealership_slug: "d", stocknum: "2" } },
    ]);
  });

  it("names an unknown or missing header column", async () => {
    const unknown = await read("dealership_slug,stocknum,color\nd,1,Red\n", "csv").catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(FeedFormatError);
    expect((unknown as FeedFormatError).errors).toEqual([{ field: "color", message: expect.stringContaining('Unknown column "color"') }]);
    const missing = await read("dealership_slug,make\nd,Kia\n", "csv").catch((e: unknown) => e);
    expect((missing as FeedFormatError).errors[0]?.field).toBe("stocknum");
    const empty = await read("", "csv").catch((e: unknown) => e);
    expect((empty as Error).message).toMatch(/empty/);
  });

  it("reads a quote inside an unquoted cell as text, keeping every row (issue 14: a stray quote lost the import)", async () => {
    const out = simple(await read('dealership_slug,stocknum,dealercomments\nd,1,Has 17" alloy wheels\nd,2,"Tow bar"\nd,3,"a" then more\n', "csv"));
    expect(out).toEqual([
      { row: 1, value: { dealership_slug: "d", stocknum: "1", dealercomments: 'Has 17" alloy wheels' } },
      { row: 2, value: { dealership_slug: "d", stocknum: "2", dealercomments: "Tow bar" } },
      { row: 3, value: { dealership_slug: "d", stocknum: "3", dealercomments: '"a" then more' } },
    ]);
  });

  it("reports an unclosed quote as a row error with its row number, after the rows before it", async () => {
    const out = simple(await read('dealership_slug,stocknum\nd,1\nd,"2\nd,3\n', "csv"));
    expect(out).toEqual([
      { row: 1, value: { dealership_slug: "d", stocknum: "1" } },
      { row: 2, error: expect.stringMatching(/^This row cannot be read as CSV: Quote Not Closed/) },
    ]);
  });
});
