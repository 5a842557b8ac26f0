import { describe, expect, it } from "vitest";
import { Readable } from "node:stream";
import { FEED_FIELDS, parseFeedRow, readRowKey, toTimestamp } from "./feed-row";
import { readFeedText } from "./read-feed";

const base = { dealership_slug: "harbour-used-cars", stocknum: "HU1" };
const ok = (extra: Record<string, unknown>) => {
  const r = parseFeedRow({ ...base, ...extra });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.row;
};
const issues = (extra: Record<string, unknown>) => {
  const r = parseFeedRow({ ...base, ...extra });
  return r.ok ? [] : r.issues;
};

describe("feed row: keys", () => {
  it("requires dealership_slug and stocknum, naming each", () => {
    expect(parseFeedRow({ stocknum: "1" })).toEqual({ ok: false, issues: [{ field: "dealership_slug", message: "Required" }] });
    expect(parseFeedRow({ dealership_slug: "d", stocknum: "  " })).toEqual({ ok: false, issues: [{ field: "stocknum", message: "Required" }] });
  });

  it("takes a numeric stock number as text", () => {
    expect(ok({ stocknum: 12345 }).stocknum).toBe("12345");
  });

  it("rejects an unknown field by name, so a misspelt column surfaces", () => {
    expect(issues({ colour: "Red", color: "Red" })).toEqual([{ field: "color", message: expect.stringContaining("Unknown field") }]);
  });

  it("refuses a row that is not an object", () => {
    expect(parseFeedRow([1, 2])).toEqual({ ok: false, issues: [{ field: "(row)", message: expect.any(String) }] });
    expect(parseFeedRow("HU1")).toMatchObject({ ok: false });
  });

  it("reads the key of an invalid row when it can", () => {
    expect(readRowKey({ dealership_slug: " d ", stocknum: 7, year: "x" })).toEqual({ dealershipSlug: "d", stocknum: "7" });
    expect(readRowKey(null)).toEqual({});
  });
});

describe("feed row: absent, null and empty", () => {
  it("leaves absent fields absent and turns null or an empty CSV cell into null", () => {
    const row = ok({ colour: "", badge: null, km: "   " });
    expect(row).toEqual({ ...base, colour: null, badge: null, km: null });
    expect("price" in row).toBe(false);
  });
});

describe("feed row: numbers", () => {
  it("coerces CSV numbers, thousands separators and a dollar sign", () => {
    expect(ok({ price: "46,990", km: "88213", before_price: "$12,990.00" })).toMatchObject({ price: 46990, km: 88213, before_price: 12990 });
  });

  it("rounds money and km, but wants whole seats", () => {
    expect(ok({ price: 19999.5 }).price).toBe(20000);
    expect(issues({ seats: "5.5" })).toEqual([{ field: "seats", message: "Expected a whole number, got 5.5" }]);
  });

  it("rejects text where a number belongs, and negative prices", () => {
    expect(issues({ price: "cheap" })).toEqual([{ field: "price", message: 'Expected a number, got "cheap"' }]);
    expect(issues({ price: -1 })[0]?.field).toBe("price");
    expect(issues({ km: "1,23" })[0]?.field).toBe("km");
  });
});

describe("feed row: year", () => {
  const next = new Date().getUTCFullYear() + 1;
  it("takes 1900 through next year (model years run ahead)", () => {
    expect(ok({ year: 1900 }).year).toBe(1900);
    expect(ok({ year: String(next) }).year).toBe(next);
  });
  it.each([[1899], [next + 1], ["20O1"], [2019.5], ["twenty"]])("rejects %s", (year) => {
    expect(issues({ year })).toEqual([{ field: "year", message: expect.stringMatching(/year/) }]);
  });
});

describe("feed row: booleans", () => {
  it.each([
    ["true", true],
    ["TRUE", true],
    ["yes", true],
    ["Y", true],
    ["1", true],
    [1, true],
    ["false", false],
    ["No", false],
    ["0", false],
    [false, false],
  ])("reads %j as %s", (v, expected) => {
    expect(ok({ reserved: v }).reserved).toBe(expected);
  });
  it("rejects anything else, naming the value", () => {
    expect(issues({ certified: "maybe" })).toEqual([{ field: "certified", message: 'Expected true or false, got "maybe"' }]);
    expect(issues({ certified: 2 })[0]?.field).toBe("certified");
  });
});

describe("feed row: dates and timestamps", () => {
  it("takes ISO dates, year-month and date-times for calendar dates", () => {
    expect(ok({ rego_expiry: "2027-03-31", build_date: "2019-06", compliance_date: "2019-07-15T00:00:00+10:00" })).toMatchObject({
      rego_expiry: "2027-03-31",
      build_date: "2019-06-01",
      compliance_date: "2019-07-15",
    });
  });

  it("rejects impossible and non-ISO dates", () => {
    expect(issues({ rego_expiry: "2027-02-30" })).toEqual([{ field: "rego_expiry", message: '"2027-02-30" is not a real date' }]);
    expect(issues({ rego_expiry: "31/03/2027" })[0]?.field).toBe("rego_expiry");
  });

  it("reads created_at as ISO 8601 only, honouring the offset; no offset means UTC", () => {
    expect(ok({ created_at: "2026-11-18T09:30:00+11:00" }).created_at?.toISOString()).toBe("2026-11-17T22:30:00.000Z");
    expect(ok({ created_at: "2026-11-18T09:30:00+1100" }).created_at?.toISOString()).toBe("2026-11-17T22:30:00.000Z");
    expect(ok({ created_at: "2026-11-18 09:30" }).created_at?.toISOString()).toBe("2026-11-18T09:30:00.000Z");
    expect(ok({ created_at: "2026-11-18" }).created_at?.toISOString()).toBe("2026-11-18T00:00:00.000Z");
    expect(issues({ created_at: 1763600000 })[0]?.field).toBe("created_at");
  });

  it("reads *_timestamp as Unix seconds (number or CSV digits) or ISO 8601", () => {
    expect(ok({ sold_date_timestamp: 1763600000 }).sold_date_timestamp?.getTime()).toBe(1763600000_000);
    expect(ok({ sold_date_timestamp: "1763600000" }).sold_date_timestamp?.getTime()).toBe(1763600000_000);
    expect(ok({ sold_date_timestamp: 0 }).sold_date_timestamp?.toISOString()).toBe("1970-01-01T00:00:00.000Z");
    expect(ok({ sold_date_timestamp: "2025-11-20T00:53:20Z" }).sold_date_timestamp?.getTime()).toBe(1763600000_000);
  });

  it("rejects milliseconds sent as seconds, at the year-5138 boundary", () => {
    expect(toTimestamp(99_999_999_999).getUTCFullYear()).toBe(5138);
    expect(issues({ sold_date_timestamp: 1763600000000 })).toEqual([
      { field: "sold_date_timestamp", message: "1763600000000 looks like milliseconds; expected Unix seconds" },
    ]);
    expect(issues({ sold_date_timestamp: "-5" })[0]?.field).toBe("sold_date_timestamp");
  });
});

describe("feed row: lists and objects", () => {
  it("takes lists as arrays, JSON text or |-separated", () => {
    expect(ok({ images: ["/a.jpg", "/b.jpg"] }).images).toEqual(["/a.jpg", "/b.jpg"]);
    expect(ok({ images: '["/a.jpg","/b.jpg"]' }).images).toEqual(["/a.jpg", "/b.jpg"]);
    expect(ok({ images: " /a.jpg | /b.jpg |" }).images).toEqual(["/a.jpg", "/b.jpg"]);
    expect(issues({ images: "[not json" })[0]?.field).toBe("images");
  });

  it("refuses photo and file addresses that are not http(s) or a site path, naming the field (issue 14)", () => {
    expect(issues({ images: ["https://img.example/1.jpg", "javascript:alert(1)"] })).toEqual([{ field: "images", message: "Item 2: must be an http(s) url or a path starting with /" }]);
    expect(issues({ thumbnails: "data:image/svg+xml,<svg onload=alert(1)>" })[0]?.field).toBe("thumbnails");
    expect(issues({ primary_image_url: "javascript:alert(1)" })[0]).toEqual({ field: "primary_image_url", message: "Must be an http(s) URL or a path starting with /" });
    expect(issues({ file: "data:text/html,<script>alert(1)</script>" })[0]?.field).toBe("file");
    expect(ok({ file: "https://reports.example/ppsr.pdf", primary_image_url: "/media/cars/x.webp" })).toMatchObject({ file: "https://reports.example/ppsr.pdf", primary_image_url: "/media/cars/x.webp" });
    expect(issues({ categories: [{}] })[0]?.field).toBe("categories");
  });

  it("takes payment processors as objects or bare names", () => {
    expect(ok({ payment_processors: "stripe|afterpay" }).payment_processors).toEqual([
      { name: "stripe", reservable: true },
      { name: "afterpay", reservable: true },
    ]);
    expect(ok({ payment_processors: [{ name: "stripe", reservable: false }] }).payment_processors).toEqual([{ name: "stripe", reservable: false }]);
    expect(issues({ payment_processors: [{ name: "stripe", fee: 1 }] })[0]?.message).toContain("fee");
  });

  it("takes objects as JSON or JSON text and names an unknown or mistyped key inside", () => {
    expect(ok({ variant: '{"cylinders":4,"induction":"Turbo"}' }).variant).toEqual({ cylinders: 4, induction: "Turbo" });
    expect(issues({ variant: { cylinder: 4 } })).toEqual([{ field: "variant", message: expect.stringContaining("cylinder") }]);
    expect(issues({ autograb_data: { average_market_price: "lots" } })[0]?.field).toBe("autograb_data");
  });

  it("takes finance lenders with term{N} fields and nothing else", () => {
    expect(ok({ finance_lenders: { Plenti: { interestRate: 7.5, term48: 120, financeProvider: "Plenti" } } }).finance_lenders).toEqual({
      Plenti: { interestRate: 7.5, term48: 120, financeProvider: "Plenti" },
    });
    expect(issues({ finance_lenders: { Plenti: { termx: 1 } } })[0]?.message).toContain("termx");
  });
});

describe("feed row: enumerations", () => {
  it("normalises car_type and status case", () => {
    expect(ok({ car_type: "Used", status: "In Stock" })).toMatchObject({ car_type: "used", status: "in_stock" });
    expect(ok({ status: "on-hold" }).status).toBe("on_hold");
  });
  it("rejects an unknown car_type or item_type", () => {
    expect(issues({ car_type: "second-hand" })[0]).toEqual({ field: "car_type", message: 'Expected one of new, used, demo, got "second-hand"' });
    expect(issues({ item_type: "boat" })[0]?.field).toBe("item_type");
  });
  it("wants a URL slug in slug form", () => {
    expect(ok({ slug: "2024-toyota-rav4" }).slug).toBe("2024-toyota-rav4");
    expect(issues({ slug: "2024 Toyota" })[0]?.field).toBe("slug");
  });
});

it("lists every field a CSV header may name", () => {
  expect(FEED_FIELDS.has("dealership_slug")).toBe(true);
  expect(FEED_FIELDS.has("youxQuote")).toBe(true);
  expect(FEED_FIELDS.has("color")).toBe(false);
});

describe("feed row: slug", () => {
  it("refuses the slug of the trade-in page (/cars/trade-in), and takes any other", () => {
    expect(issues({ slug: "trade-in" })).toEqual([{ field: "slug", message: expect.stringContaining("taken by a page of the site") }]);
    expect(ok({ slug: "trade-in-special" }).slug).toBe("trade-in-special");
  });
});

describe("feed row: the one text rule", () => {
  it("drops NUL and mends lone surrogates in every value, as read from a CSV cell or given as JSON", async () => {
    const entries = [];
    for await (const e of readFeedText(Readable.from(["dealership_slug,stocknum,dealercomments\nd,1,A\u0000B x\ud800\n"]), "csv")) entries.push(e);
    const fromCsv = parseFeedRow(entries[0]!.value);
    expect(fromCsv).toMatchObject({ ok: true, row: { dealership_slug: "d", stocknum: "1", dealercomments: "AB x\ufffd" } });
    expect(ok({ colour: "Whi\u0000te", standardEquipment: ["Tow\udc00 bar"] })).toMatchObject({ colour: "White", standardEquipment: ["Tow\ufffd bar"] });
  });
});

describe("image lists separated by commas (issue 20: a comma list was one broken URL)", () => {
  const images = (v: string) => {
    const r = parseFeedRow({ dealership_slug: "d", stocknum: "1", images: v });
    return r.ok ? r.row.images : r.issues;
  };
  it("splits at a comma that starts another link, with or without a space", () => {
    expect(images("https://cdn.example/a.jpg,https://cdn.example/b.jpg")).toEqual(["https://cdn.example/a.jpg", "https://cdn.example/b.jpg"]);
    expect(images("https://cdn.example/a.jpg, https://cdn.example/b.jpg | https://cdn.example/c.jpg")).toEqual(["https://cdn.example/a.jpg", "https://cdn.example/b.jpg", "https://cdn.example/c.jpg"]);
    expect(images("/media/a.webp,/media/b.webp")).toEqual(["/media/a.webp", "/media/b.webp"]);
  });
  it("keeps a comma inside one URL (an image CDN's transformations)", () => {
    expect(images("https://res.cloudinary.com/demo/image/upload/w_640,h_480/car.jpg")).toEqual(["https://res.cloudinary.com/demo/image/upload/w_640,h_480/car.jpg"]);
  });
});
