/**
 * `/search/{make}/{model}` resolves for every model the site lists, not only the 30 the model
 * filter shows (model_list_limit): a make with 35 models, most of them with one car, on both
 * engines and both search paths (facet index and SQL).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { createSearchSite, insertCars } from "../helpers/search-stock";
import { cachedSearchCars } from "../../src/search/cache";
import { loadSearchCatalog } from "../../src/search/catalog";
import { makeSearchQuery } from "../../src/search/query";
import { resolveSearchRoute, searchRoutePaths, withBase } from "../../src/search/routes";
import type { Site } from "../../src/site/store";

const NOW = new Date("2026-03-10T02:00:00Z");
const MODELS = Array.from({ length: 35 }, (_, i) => `Model ${String(i + 1).padStart(2, "0")}`);

describe.each(testEngines())("model routes beyond the model filter's limit on %s", (engine) => {
  let db: TestDatabase;
  let site: Site;

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    site = await createSearchSite(db, "delta", [{ id: 9501, slug: "delta-motors", name: "Delta Motors", locations: [] }]);
    // Model 01 has the most cars, Model 35 the fewest (one): a top-30 cut would drop 31–35.
    const cars = MODELS.flatMap((model, i) => Array.from({ length: i < 5 ? 3 : 1 }, (_, k) => ({ stocknum: `D${i}-${k}`, make: "Toyota", model, price: 20000 + i * 100 })));
    await insertCars(db, site, [...cars, { stocknum: "K1", make: "Kia", model: "Rio" }]);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("the model filter lists 30 models, but every model has a make/model route", async () => {
    const sel = await cachedSearchCars(db, site, makeSearchQuery({ filters: { make: ["Toyota"] } }), { now: NOW, cache: null, engine: "sql" });
    expect(Object.keys(sel.result.facets.model)).toHaveLength(30);
    for (const choice of ["sql", "index"] as const) {
      const { result } = await cachedSearchCars(db, site, makeSearchQuery({ hitsPerPage: 1 }), { now: NOW, cache: null, engine: choice });
      expect(Object.keys(result.facets.make_model).filter((mm) => mm.startsWith("Toyota ")), choice).toHaveLength(35);
    }
    const catalog = await loadSearchCatalog(db, site, NOW);
    for (const model of MODELS) {
      const route = resolveSearchRoute(["toyota", model.toLowerCase().replace(" ", "-")], catalog);
      expect(route, model).toMatchObject({ kind: "model", path: `/search/toyota/${model.toLowerCase().replace(" ", "-")}`, base: { make: ["Toyota"], model: [model] } });
    }
    expect(searchRoutePaths(catalog)).toContain("/search/toyota/model-35");
    expect(resolveSearchRoute(["toyota", "model-36"], catalog)).toBeNull();
    // The least stocked model's page finds its car, and the selected model stays in the filter's list.
    const route = resolveSearchRoute(["toyota", "model-35"], catalog)!;
    const page = await cachedSearchCars(db, site, withBase(route, makeSearchQuery({})), { now: NOW, cache: null });
    expect(page.result.count).toBe(1);
    expect(page.result.hits[0]).toMatchObject({ make: "Toyota", model: "Model 35" });
    expect(page.result.facets.model).toHaveProperty("Model 35");
  });
});
