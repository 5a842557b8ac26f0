import { resetConfig } from "../../src/platform/config";
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { importStockHandler, listFeedMappingsHandler, listSitesHandler, putFeedMappingHandler, putSiteHandler, type AdminDeps } from "../../src/web/admin-api";
import { GET as listSitesRoute } from "../../src/app/api/admin/sites/route";

const fixture = (name: string) => path.join(import.meta.dirname, "..", "fixtures", name);
const TOKEN = "test-admin-token-0123456789";
const auth = { authorization: `Bearer ${TOKEN}` };
const url = (p: string) => `http://admin.example/api/admin/sites${p}`;

const put = (slug: string, body: unknown, headers: Record<string, string> = auth) =>
  new Request(url(`/${slug}`), { method: "PUT", headers: { ...headers, "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });

/** A request whose body arrives as a stream, in small pieces, as a large upload would. */
const feed = (slug: string, method: "POST" | "PUT", contentType: string, text: string) => {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 64) controller.enqueue(bytes.slice(i, i + 64));
      controller.close();
    },
  });
  return new Request(url(`/${slug}/stock`), { method, headers: { ...auth, "content-type": contentType }, body, duplex: "half" } as RequestInit);
};

describe("admin API routes without ADMIN_TOKEN", () => {
  const saved = process.env.ADMIN_TOKEN;
  afterEach(() => {
    if (saved === undefined) delete process.env.ADMIN_TOKEN;
    else process.env.ADMIN_TOKEN = saved;
    resetConfig();
  });

  it("do not exist (404) when ADMIN_TOKEN is unset, and refuse (401) a wrong token when it is set", async () => {
    delete process.env.ADMIN_TOKEN;
    resetConfig();
    expect((await listSitesRoute(new Request(url(""), { headers: auth }))).status).toBe(404);
    process.env.ADMIN_TOKEN = "another-token-entirely-0123456789abcdef";
    resetConfig();
    const res = await listSitesRoute(new Request(url(""), { headers: auth }));
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });
});

describe.each(testEngines())("admin API on %s", (engine) => {
  let db: TestDatabase;
  let deps: AdminDeps;

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    deps = { db: async () => db, token: TOKEN };
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("answers 404 to everyone when the token is not configured", async () => {
    const off = { ...deps, token: undefined };
    expect((await listSitesHandler(new Request(url(""), { headers: auth }), off)).status).toBe(404);
    expect((await putSiteHandler(put("harbour", {}), "harbour", off)).status).toBe(404);
    expect((await importStockHandler(feed("harbour", "POST", "application/x-ndjson", ""), "harbour", { replace: false }, off)).status).toBe(404);
  });

  it.each([
    ["no Authorization header", {}],
    ["a wrong token", { authorization: "Bearer wrong-token" }],
    ["the right token under another scheme", { authorization: `Basic ${TOKEN}` }],
    ["the token with a suffix", { authorization: `Bearer ${TOKEN}x` }],
    ["an empty bearer", { authorization: "Bearer " }],
  ])("answers 401 to %s", async (_name, headers) => {
    const res = await listSitesHandler(new Request(url(""), { headers }), deps);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: expect.stringContaining("Bearer") });
  });

  it("upserts a site file (201, then 200) and lists the sites", async () => {
    const file = JSON.parse(fs.readFileSync(fixture("site-harbour.json"), "utf8"));
    const created = await putSiteHandler(put("harbour", file), "harbour", deps);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ created: true, kept_from_console: [], site: { slug: "harbour", dealerships: [{ slug: "harbour-city-toyota" }, { slug: "harbour-used-cars" }] } });
    expect((await putSiteHandler(put("harbour", file), "harbour", deps)).status).toBe(200);
    await putSiteHandler(
      put("ridge", { slug: "ridge", name: "Ridge Motors", dealerships: [{ id: 9301, slug: "ridge-mazda", name: "Ridge Mazda", locations: [] }] }),
      "ridge",
      deps,
    );

    const list = await listSitesHandler(new Request(url(""), { headers: auth }), deps);
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({
      sites: [
        { slug: "harbour", name: "Harbour Motor Group", domains: ["harbourmotors.example.com.au"] },
        { slug: "ridge", name: "Ridge Motors", domains: [] },
      ],
    });
  });

  it("refuses a site file whose slug is not the URL's, naming slug", async () => {
    const res = await putSiteHandler(put("harbour", { slug: "other", name: "X" }), "harbour", deps);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ field: "slug", message: expect.stringContaining('"harbour"') }] });
    expect(await (await putSiteHandler(put("harbour", { name: "X" }), "harbour", deps)).json()).toMatchObject({ errors: [{ field: "slug" }] });
  });

  it("names a config key of the wrong type, and a body that is not JSON, with 400", async () => {
    const res = await putSiteHandler(put("typo", { slug: "typo", name: "Typo", config: { just_arrived_days: "eight" } }), "typo", deps);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; errors: Array<{ field: string }> };
    expect(body.errors.map((e) => e.field)).toContain("config.just_arrived_days");
    expect(body.error).toContain("config.just_arrived_days");

    const broken = await putSiteHandler(put("typo", "{ not json"), "typo", deps);
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ errors: [{ field: "(body)" }] });
  });

  it("imports a streamed NDJSON feed into the site, reporting the bad row", async () => {
    const res = await importStockHandler(feed("harbour", "POST", "application/x-ndjson", fs.readFileSync(fixture("stock-harbour.ndjson"), "utf8")), "harbour", { replace: false }, deps);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ inserted: 5, updated: 0, removed: 0, rejected: [{ row: 3, field: "price", message: expect.stringContaining("cheap") }] });
  });

  it("imports CSV and JSON bodies too, idempotently", async () => {
    const csv = await importStockHandler(feed("harbour", "POST", "text/csv; charset=utf-8", fs.readFileSync(fixture("stock-harbour.csv"), "utf8")), "harbour", { replace: false }, deps);
    expect(await csv.json()).toMatchObject({ inserted: 0, updated: 5, rejected: [{ row: 3, field: "reserved" }] });
    const jsonRes = await importStockHandler(feed("harbour", "POST", "application/json", fs.readFileSync(fixture("stock-harbour.json"), "utf8")), "harbour", { replace: false }, deps);
    expect(await jsonRes.json()).toMatchObject({ inserted: 0, updated: 5, rejected: [{ row: 3, field: "year" }] });
    expect(await db.query(`select count(*)::int as n from cars`)).toEqual([{ n: 5 }]);
  });

  it("only touches the URL's site: another site's dealership is a rejected row", async () => {
    const body = [
      JSON.stringify({ dealership_slug: "ridge-mazda", stocknum: "R1", make: "Mazda", model: "CX-30", car_type: "new" }),
      JSON.stringify({ dealership_slug: "harbour-used-cars", stocknum: "HU9001", make: "Mazda", model: "CX-30", car_type: "used" }),
    ].join("\n");
    const res = await importStockHandler(feed("harbour", "POST", "application/x-ndjson", body), "harbour", { replace: false }, deps);
    expect(await res.json()).toMatchObject({ inserted: 1, rejected: [{ row: 1, field: "dealership_slug", message: 'No dealership "ridge-mazda" on site "harbour"' }] });
    expect(await db.query(`select 1 from cars where stocknum = 'R1'`)).toEqual([]);
  });

  it("PUT replaces: the named dealership's missing cars are delisted", async () => {
    const body = `dealership_slug,stocknum\nharbour-used-cars,HU2001\nharbour-used-cars,HU2003\n`;
    const res = await importStockHandler(feed("harbour", "PUT", "text/csv", body), "harbour", { replace: true }, deps);
    expect(await res.json()).toMatchObject({ updated: 2, removed: 2, rejected: [] });
    const listed = await db.query<{ stocknum: string }>(
      `select stocknum from cars c join dealerships d on d.id = c.dealership_id where d.slug = 'harbour-used-cars' and c.delisted_at is null order by 1`,
    );
    expect(listed.map((r) => r.stocknum)).toEqual(["HU2001", "HU2003"]);
  });

  it("keeps the good rows of a CSV with a stray quote: the quote is text, an unclosed quote is that row's error (issue 14)", async () => {
    const body = [
      "dealership_slug,stocknum,make,model,car_type,dealercomments",
      'harbour-used-cars,HQ1,Mazda,CX-5,used,Has 17" alloy wheels',
      "harbour-used-cars,HQ2,Mazda,CX-3,used,Tidy",
      'harbour-used-cars,HQ3,Mazda,BT-50,used,"Tray back',
    ].join("\n");
    const res = await importStockHandler(feed("harbour", "POST", "text/csv", body), "harbour", { replace: false }, deps);
    expect(res.status).toBe(200);
    const report = (await res.json()) as { inserted: number; rejected: Array<{ row: number; message: string }> };
    expect(report.inserted).toBe(2);
    expect(report.rejected).toEqual([expect.objectContaining({ row: 3, message: expect.stringContaining("Quote Not Closed") })]);
    const kept = await db.query<{ stocknum: string; dealercomments: string }>(`select stocknum, dealercomments from cars where stocknum in ('HQ1', 'HQ2', 'HQ3') order by 1`);
    expect(kept).toEqual([
      { stocknum: "HQ1", dealercomments: 'Has 17" alloy wheels' },
      { stocknum: "HQ2", dealercomments: "Tidy" },
    ]);
  });

  it("stores a site name with a NUL or a lone surrogate cleaned, and refuses a body over the limit with 413 before reading it (issue 14)", async () => {
    const res = await putSiteHandler(put("nul", JSON.stringify({ slug: "nul", name: "Nul\u0000 Motors \ud800" })), "nul", deps);
    expect(res.status).toBe(201);
    expect(await db.query(`select name from sites where slug = 'nul'`)).toEqual([{ name: "Nul Motors \ufffd" }]);
    const onlyNul = await putSiteHandler(put("nul", JSON.stringify({ slug: "nul", name: "\u0000" })), "nul", deps);
    expect(onlyNul.status).toBe(400);
    expect(await onlyNul.json()).toMatchObject({ errors: [{ field: "name" }] });

    const declared = new Request(url("/nul"), { method: "PUT", headers: { ...auth, "content-type": "application/json", "content-length": "6000000" }, body: "{}" });
    const tooLarge = await putSiteHandler(declared, "nul", deps);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ errors: [{ field: "(body)" }] });
    // No length given: the stream is cut off at the limit.
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(1_000_000).fill(0x20));
      },
    });
    const unbounded = new Request(url("/nul"), { method: "PUT", headers: { ...auth, "content-type": "application/json" }, body: streamed, duplex: "half" } as RequestInit);
    expect((await putSiteHandler(unbounded, "nul", deps)).status).toBe(413);
  });

  it("answers 400 for an unreadable feed (with what was imported before it), 415 for a non-feed body and 404 for an unknown site", async () => {
    const cut = await importStockHandler(feed("harbour", "PUT", "application/json", `[{"dealership_slug":"harbour-used-cars","stocknum":"HU2001"},{"dealer`), "harbour", { replace: true }, deps);
    expect(cut.status).toBe(400);
    expect(await cut.json()).toMatchObject({ errors: [{ field: "(feed)", message: expect.stringContaining("closing ]") }], partial: { updated: 1, removed: 0 } });

    const header = await importStockHandler(feed("harbour", "POST", "text/csv", "dealership_slug,stocknum,colour_name\n"), "harbour", { replace: false }, deps);
    expect(header.status).toBe(400);
    expect(await header.json()).toMatchObject({ errors: [{ field: "colour_name" }] });

    const wrongType = await importStockHandler(feed("harbour", "POST", "text/plain", "hello"), "harbour", { replace: false }, deps);
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toMatchObject({ errors: [{ field: "content-type" }] });

    const noSite = await importStockHandler(feed("nowhere", "POST", "application/x-ndjson", ""), "nowhere", { replace: false }, deps);
    expect(noSite.status).toBe(404);
  });

  it("saves a feed mapping per site and imports a Windows-1252 DMS CSV through it: a dry run writes nothing; another site cannot use it", async () => {
    const mapping = JSON.parse(fs.readFileSync(fixture("mapping-harbour-dms.json"), "utf8")) as unknown;
    const putMapping = (slug: string, name: string, body: unknown) =>
      putFeedMappingHandler(new Request(url(`/${slug}/feed-mappings/${name}`), { method: "PUT", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify(body) }), slug, name, deps);
    expect((await putMapping("harbour", "dms", mapping)).status).toBe(201);
    expect((await putMapping("harbour", "dms", mapping)).status).toBe(200);
    for (const [body, field] of [
      [{ columns: { Odo: "odometer" } }, "mapping.columns.Odo"],
      [{ date_format: "mdy" }, "mapping.date_format"],
      [{ dealer_codes: { HCT: 7 } }, "mapping.dealer_codes.HCT"],
    ] as const) {
      const bad = await putMapping("harbour", "bad", body);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toEqual([field]);
    }
    expect((await putMapping("harbour", "Bad Name", mapping)).status).toBe(400);
    const listed = (await (await listFeedMappingsHandler(new Request(url("/harbour/feed-mappings"), { headers: auth }), "harbour", deps)).json()) as { mappings: Array<{ name: string }> };
    expect(listed.mappings.map((m) => m.name)).toEqual(["dms"]);

    const bytes = fs.readFileSync(fixture("dms-harbour-cp1252.csv"));
    const upload = (slug: string, query: string) =>
      importStockHandler(new Request(url(`/${slug}/stock?${query}`), { method: "POST", headers: { ...auth, "content-type": "text/csv" }, body: bytes }), slug, { replace: false }, deps);
    const dry = (await (await upload("harbour", "mapping=dms&dry_run=1")).json()) as { dry_run: boolean; inserted: number; mapping: { encoding: string; ignored_columns: string[] } };
    expect(dry).toMatchObject({ dry_run: true, inserted: 3, rejected: [], mapping: { encoding: "windows-1252", ignored_columns: ["Yard Notes"] } });
    expect(await db.query(`select 1 from cars where stocknum like 'D-5%'`)).toEqual([]);
    expect(await (await upload("harbour", "mapping=dms")).json()).toMatchObject({ inserted: 3, rejected: [] });
    expect(await db.query(`select dealercomments from cars where stocknum = 'D-501'`)).toEqual([{ dealercomments: "Owner’s manual and two keys. Café-racer seat covers." }]);

    // The mapping is harbour's: ridge has none by that name, and cannot read harbour's list.
    const foreign = await upload("ridge", "mapping=dms");
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { errors: Array<{ field: string }> }).errors[0]!.field).toBe("mapping");
    const ridgeList = (await (await listFeedMappingsHandler(new Request(url("/ridge/feed-mappings"), { headers: auth }), "ridge", deps)).json()) as { mappings: unknown[] };
    expect(ridgeList.mappings).toEqual([]);
    // The preset alone reads the headings; the dealer codes are then unknown dealerships, each named.
    const preset = (await (await upload("harbour", "preset=au-dms&dry_run=1")).json()) as { rejected: Array<{ field: string; message: string }> };
    expect(preset.rejected.map((r) => r.message)).toEqual(['No dealership "HCT" on site "harbour"', 'No dealership "HCT" on site "harbour"', 'No dealership "HUC" on site "harbour"']);
    expect((await upload("harbour", "preset=nope")).status).toBe(400);
  });
});
