/**
 * What a site lists, for resolving search paths (/search/{make}, /search/{body}-cars …) and for
 * the sitemap: its makes, bodies, make + model pairs and dealerships, read from the facets of one
 * cached search of all its stock.
 */
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { cachedSearchCars } from "./cache";
import { makeSearchQuery } from "./query";
import type { SearchCatalog } from "./routes";

export async function loadSearchCatalog(db: Database, site: Site, now = new Date()): Promise<SearchCatalog & { itemTypes: Record<string, number> }> {
  const { result } = await cachedSearchCars(db, site, makeSearchQuery({ hitsPerPage: 1 }), { now });
  return {
    makes: Object.keys(result.facets.make),
    bodies: Object.keys(result.facets.body),
    makeModels: Object.keys(result.facets.make_model),
    dealerships: site.dealerships.map((d) => ({ slug: d.slug, name: d.name })),
    carTypes: Object.entries(result.facets.car_type ?? {}).filter(([, n]) => n > 0).map(([t]) => t),
    itemTypes: result.facets.item_type,
  };
}
