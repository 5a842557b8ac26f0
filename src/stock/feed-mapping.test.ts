import { describe, expect, it } from "vitest";
import { Readable } from "node:stream";
import { FeedMapper, FeedMappingSchema } from "./feed-mapping";
import { decodeFeedBytes, readFeedText, type FeedEntry } from "./read-feed";
import { parseFeedRow } from "./feed-row";

const mapping = (input: unknown) => FeedMappingSchema.parse(input);
async function collect(it: AsyncIterable<FeedEntry>): Promise<FeedEntry[]> {
  const out: FeedEntry[] = [];
  for await (const e of it) out.push(e);
  return out;
}
async function text(chunks: Uint8Array[]): Promise<{ text: string; encoding: string[] }> {
  const encoding: string[] = [];
  let out = "";
  for await (const s of decodeFeedBytes(Readable.from(chunks), (e) => encoding.push(e))) out += s;
  return { text: out, encoding };
}

const DMS_CSV = [
  "StockNo,DealerCode,Rego,Odometer,Make,Model,Variant,Year,Condition,Price,RegoExpiry,Images,Yard Notes",
  'T1001,CTM,ABC123,"45,210",Toyota,HiLux,SR5,2021,Used,"$46,990",31/03/2027,"https://cdn.example/a.jpg, https://cdn.example/b.jpg",keys in safe',
  "T1002,CTC,,12,Toyota,Corolla,Ascent Sport,2025,Demonstrator,POA,,https://cdn.example/c.jpg|https://cdn.example/d.jpg,",
].join("\r\n");

describe("FeedMapper on a DMS-style CSV with the au-dms preset", () => {
  const m = () => new FeedMapper(mapping({ preset: "au-dms", dealer_codes: { CTM: "coastline-toyota-maroochydore", CTC: "coastline-toyota-caloundra" } }));

  it("maps the DMS headings to feed fields and the rows to valid feed rows", async () => {
    const mapper = m();
    const rows = await collect(readFeedText(Readable.from([DMS_CSV]), "csv", { mapper }));
    expect(rows.map((r) => r.error)).toEqual([undefined, undefined]);
    const first = parseFeedRow(rows[0]!.value);
    expect(first.ok).toBe(true);
    expect(rows[0]!.value).toEqual({
      stocknum: "T1001",
      dealership_slug: "coastline-toyota-maroochydore",
      regplate: "ABC123",
      km: "45,210",
      make: "Toyota",
      model: "HiLux",
      badge: "SR5",
      year: "2021",
      car_type: "used",
      price: "$46,990",
      rego_expiry: "2027-03-31",
      images: "https://cdn.example/a.jpg|https://cdn.example/b.jpg",
    });
    expect(rows[1]!.value).toMatchObject({ dealership_slug: "coastline-toyota-caloundra", car_type: "demo", price: null, images: "https://cdn.example/c.jpg|https://cdn.example/d.jpg" });
    expect(parseFeedRow(rows[1]!.value).ok).toBe(true);
  });

  it("reports every column left out and every value altered, by column, with the rows", async () => {
    const mapper = m();
    await collect(readFeedText(Readable.from([DMS_CSV]), "csv", { mapper }));
    expect(mapper.report.ignored_columns).toEqual(["Yard Notes"]);
    expect(mapper.report.columns).toMatchObject({ StockNo: "stocknum", Rego: "regplate", Odometer: "km", Variant: "badge", Images: "images" });
    expect(mapper.report.changes.map((c) => [c.column, c.change, c.count, c.rows])).toEqual([
      ["DealerCode", "dealer code → dealership", 2, [1, 2]],
      ["Condition", '"Used" → used', 1, [1]],
      ["RegoExpiry", "DD/MM/YYYY → YYYY-MM-DD", 1, [1]],
      ["Images", "comma list → items", 1, [1]],
      ["Condition", '"Demonstrator" → demo', 1, [2]],
      ["Price", '"POA" → no price', 1, [2]],
    ]);
  });

  it("refuses a header with no stock number column or two columns for one field, naming them", async () => {
    await expect(collect(readFeedText(Readable.from(["DealerCode,Make\nCTM,Toyota"]), "csv", { mapper: m() }))).rejects.toMatchObject({ errors: [{ field: "stocknum", message: "No column maps to stocknum" }] });
    await expect(collect(readFeedText(Readable.from(["StockNo,Stock,DealerCode\nA,B,CTM"]), "csv", { mapper: m() }))).rejects.toMatchObject({ errors: [{ field: "Stock", message: 'Columns "StockNo" and "Stock" both map to stocknum' }] });
  });

  it("lets a saved mapping rename a column, ignore one on purpose and read ISO dates as they are", async () => {
    const mapper = new FeedMapper(mapping({ preset: "au-dms", columns: { "Stock #": "stocknum", StockNo: null, "Yard Notes": null }, date_format: "iso" }));
    const rows = await collect(readFeedText(Readable.from(["Stock #,StockNo,Dealer,RegoExpiry,Yard Notes\nX9,old,d1,2027-01-02,n"]), "csv", { mapper }));
    expect(rows[0]!.value).toEqual({ stocknum: "X9", dealership_slug: "d1", rego_expiry: "2027-01-02" });
    expect(mapper.report.ignored_columns).toEqual(["StockNo", "Yard Notes"]);
    expect(mapper.report.changes).toEqual([]);
  });

  it("refuses a mapping to a field that does not exist, naming the column", () => {
    const parsed = FeedMappingSchema.safeParse({ columns: { Odo: "odometer" } });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(["columns", "Odo"]);
  });
});

describe("decodeFeedBytes", () => {
  it("reads UTF-8 (a BOM dropped) as UTF-8", async () => {
    expect(await text([Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("Owner’s car")])])).toEqual({ text: "Owner’s car", encoding: ["utf-8"] });
  });
  it("reads a Windows-1252 export's curly apostrophe (0x92) and é (0xe9) as themselves, not U+FFFD", async () => {
    const bytes = Uint8Array.from([...new TextEncoder().encode("Owner"), 0x92, ...new TextEncoder().encode("s caf"), 0xe9]);
    expect(await text([bytes])).toEqual({ text: "Owner’s café", encoding: ["windows-1252"] });
  });
  it("keeps a UTF-8 character split across chunks whole", async () => {
    const bytes = new TextEncoder().encode("a’b");
    expect(await text([bytes.slice(0, 2), bytes.slice(2)])).toEqual({ text: "a’b", encoding: ["utf-8"] });
  });
});
