import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { getSiteBySlug, resolveSiteByHost, upsertSite } from "../../src/site/store";
import { ValidationError } from "../../src/platform/errors";

const siteFile = (slug: string, dealerId: number, extra: Record<string, unknown> = {}) => ({
  slug,
  name: `${slug} Motors`,
  domains: [`${slug}.example.com.au`],
  dealerships: [
    {
      id: dealerId,
      slug: `${slug}-dealer`,
      name: `${slug} Dealer`,
      manufacturer: null,
      locations: [{ name: "Main", slug: "main", address: { city: "Brisbane", state: "QLD", postcode: "4000" } }],
    },
  ],
  ...extra,
});

describe.each(testEngines())("site upsert on %s", (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("creates, then updates in place, and resolves by domain and {slug}.localhost", async () => {
    const first = await upsertSite(db, siteFile("alpha", 101));
    expect(first.created).toBe(true);
    const second = await upsertSite(db, siteFile("alpha", 101, { name: "Alpha Group" }));
    expect(second.created).toBe(false);
    expect((await getSiteBySlug(db, "alpha"))?.name).toBe("Alpha Group");
    expect((await resolveSiteByHost(db, "alpha.example.com.au", undefined))?.slug).toBe("alpha");
    expect((await resolveSiteByHost(db, "alpha.localhost:3000", undefined))?.slug).toBe("alpha");
    expect(await resolveSiteByHost(db, "nobody.example", undefined)).toBeNull();
  });

  it("refuses a dealership that belongs to another site, naming the field", async () => {
    await upsertSite(db, siteFile("beta", 202));
    const err = await upsertSite(db, siteFile("gamma", 202)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).errors[0]?.field).toBe("dealerships.0");
    expect(await getSiteBySlug(db, "gamma")).toBeNull();
  });

  it("rejects unknown config keys with their path", async () => {
    const err = await upsertSite(db, siteFile("delta", 303, { config: { routes: { nope: "/x" } } })).catch((e: unknown) => e);
    expect((err as ValidationError).errors.map((e) => e.field)).toContain("config.routes.nope");
  });
});
