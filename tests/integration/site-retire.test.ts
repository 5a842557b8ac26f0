/**
 * Removing a site or a dealership (issue 14, point 15). Before, DELETE was 405 and a dealership
 * dropped from its site file kept its cars on sale. Now an admin DELETE retires the site: no host
 * answers it, its cars are delisted, its leads are kept for the retention period and then purged
 * with it; a dealership the file no longer lists is retired the same way.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { leads } from "../../src/db/schema";
import { getSiteBySlug, listSites, purgeRetiredSites, resolveSiteByHost, upsertSite, invalidateSiteCache } from "../../src/site/store";
import { importStock } from "../../src/stock/import";
import { readFeedFile } from "../../src/stock/read-feed";
import { deleteSiteHandler, putSiteHandler, type AdminDeps } from "../../src/web/admin-api";

const fixture = (name: string) => path.join(import.meta.dirname, "..", "fixtures", name);
const harbourFile = () => JSON.parse(fs.readFileSync(fixture("site-harbour.json"), "utf8")) as { slug: string; dealerships: Array<{ slug: string }> } & Record<string, unknown>;
const TOKEN = "t".repeat(40);
const auth = { authorization: `Bearer ${TOKEN}` };
const del = (slug: string) => new Request(`http://admin.example/api/admin/sites/${slug}`, { method: "DELETE", headers: auth });
const put = (slug: string, body: unknown) => new Request(`http://admin.example/api/admin/sites/${slug}`, { method: "PUT", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify(body) });

describe.each(testEngines())("retiring sites and dealerships on %s", (engine) => {
  let db: TestDatabase;
  let deps: AdminDeps;
  const listed = async (dealership: string) =>
    Number(
      (await db.query<{ n: number }>(`select count(*)::int as n from cars c join dealerships d on d.id = c.dealership_id where d.slug = $1 and c.delisted_at is null`, [dealership]))[0]!.n,
    );

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    deps = { db: async () => db, token: TOKEN };
    const { site } = await upsertSite(db, harbourFile());
    await importStock(db, readFeedFile(fixture("stock-harbour.ndjson")), { site, now: new Date() });
    await db.orm.insert(leads).values({ publicId: "lead-retire-1", siteId: site.id, form: "enquiry", idempotencyKey: "retire-key-1", name: "Kept" });
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("a dealership dropped from the site file leaves service: cars delisted, locations gone, its stock rows refused", async () => {
    const file = harbourFile();
    expect(file.dealerships.map((d) => d.slug)).toEqual(["harbour-city-toyota", "harbour-used-cars"]);
    expect(await listed("harbour-used-cars")).toBeGreaterThan(0);
    await upsertSite(db, { ...file, dealerships: file.dealerships.filter((d) => d.slug !== "harbour-used-cars") });

    expect(await listed("harbour-used-cars")).toBe(0);
    expect(await listed("harbour-city-toyota")).toBeGreaterThan(0);
    const site = (await getSiteBySlug(db, "harbour"))!;
    expect(site.dealerships.map((d) => d.slug)).toEqual(["harbour-city-toyota"]);
    expect(await db.query(`select l.slug from locations l join dealerships d on d.id = l.dealership_id where d.slug = 'harbour-used-cars'`)).toEqual([]);
    const again = await importStock(db, [{ dealership_slug: "harbour-used-cars", stocknum: "HU-NEW", make: "Kia", model: "Rio", car_type: "used" }], { site });
    expect(again.rejected).toEqual([expect.objectContaining({ row: 1, field: "dealership_slug" })]);

    // Listed again, it is back (its old cars stay delisted until its feed lists them).
    await upsertSite(db, file);
    expect((await getSiteBySlug(db, "harbour"))!.dealerships.map((d) => d.slug).sort()).toEqual(["harbour-city-toyota", "harbour-used-cars"]);
  });

  it("DELETE retires the site: no host answers it, its cars are delisted, its leads are kept; a second DELETE is 404", async () => {
    const res = await deleteSiteHandler(del("harbour"), "harbour", deps);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { retired: boolean; cars_delisted: number; leads_kept: number; purge_after: string };
    expect(body).toMatchObject({ retired: true, leads_kept: 1 });
    expect(body.cars_delisted).toBeGreaterThan(0);
    expect(new Date(body.purge_after).getTime()).toBeGreaterThan(Date.now() + 700 * 86_400_000);

    invalidateSiteCache();
    expect(await resolveSiteByHost(db, "harbourmotors.example.com.au")).toBeNull();
    expect(await resolveSiteByHost(db, "harbour.localhost")).toBeNull();
    expect((await listSites(db)).map((s) => s.slug)).not.toContain("harbour");
    expect(await db.query(`select count(*)::int as n from cars c join sites s on s.id = c.site_id where s.slug = 'harbour' and c.delisted_at is null`)).toEqual([{ n: 0 }]);
    expect(await db.query(`select name from leads where public_id = 'lead-retire-1'`)).toEqual([{ name: "Kept" }]);
    expect((await deleteSiteHandler(del("harbour"), "harbour", deps)).status).toBe(404);
    expect((await deleteSiteHandler(new Request("http://admin.example/api/admin/sites/harbour", { method: "DELETE" }), "harbour", deps)).status).toBe(401);
  });

  it("the retention period decides when a retired site and its leads are purged; a PUT before then brings it back", async () => {
    expect(await purgeRetiredSites(db, { now: new Date(), retentionDays: 730 })).toEqual([]);
    expect(await db.query(`select count(*)::int as n from leads`)).toEqual([{ n: 1 }]);

    expect((await putSiteHandler(put("harbour", harbourFile()), "harbour", deps)).status).toBe(200);
    expect((await resolveSiteByHost(db, "harbourmotors.example.com.au"))?.slug).toBe("harbour");

    expect((await deleteSiteHandler(del("harbour"), "harbour", deps)).status).toBe(200);
    const later = new Date(Date.now() + 731 * 86_400_000);
    expect(await purgeRetiredSites(db, { now: later, retentionDays: 730 })).toEqual(["harbour"]);
    expect(await db.query(`select count(*)::int as n from leads`)).toEqual([{ n: 0 }]);
    expect(await db.query(`select count(*)::int as n from sites where slug = 'harbour'`)).toEqual([{ n: 0 }]);
  });
});
