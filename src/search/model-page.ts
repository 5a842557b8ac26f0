/**
 * A model's page (`/models/{model}`, and `/{model slug}` as a short address): the site's own
 * catalogue row (models are per site, so the photo is this dealer's), its stock through the same
 * search as the results pages, and the site's current offers for it.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { listCurrentOffers, type Offer } from "../site/offers";
import { cachedSearchCars } from "./cache";
import { makeSearchQuery } from "./query";
import type { SearchResult } from "./engine";

export interface SiteModel {
  name: string;
  slug: string;
  overrideUrl: string | null;
  body: string[];
  imageUrl: string | null;
  make: string;
  makeSlug: string;
}

/** Cars shown on a model page; the rest are a click away on the search page. */
export const MODEL_PAGE_CARS = 12;

/** The site's model with this slug (of the make it sells most of, should two makes share one), or null. */
export async function findSiteModel(db: Database, site: Pick<Site, "id">, slug: string): Promise<SiteModel | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(slug)) return null;
  const [row] = await db.rows<{ name: string; slug: string; override_url: string | null; body: string[] | null; image_url: string | null; make: string; make_slug: string }>(sql`
    select m.name, m.slug, m.override_url, m.body, m.image_url, mf.name as make, mf.slug as make_slug
      from models m join manufacturers mf on mf.id = m.manufacturer_id
     where m.site_id = ${site.id} and m.slug = ${slug}
     order by (select count(*) from cars c where c.site_id = ${site.id} and lower(c.make) = lower(mf.name) and lower(c.model) = lower(m.name) and c.delisted_at is null) desc, mf.name
     limit 1`);
  if (!row) return null;
  return { name: row.name, slug: row.slug, overrideUrl: row.override_url, body: row.body ?? [], imageUrl: row.image_url, make: row.make, makeSlug: row.make_slug };
}

export interface ModelPageData {
  model: SiteModel;
  stock: SearchResult;
  offers: Offer[];
}

/** The page's stock and offers for a model found with findSiteModel. */
export async function loadModelPage(db: Database, site: Site, model: SiteModel, now: Date): Promise<ModelPageData> {
  const query = makeSearchQuery({ filters: { make: [model.make], model: [model.name] }, hitsPerPage: MODEL_PAGE_CARS, sortBy: "latest" });
  const [{ result }, offers] = await Promise.all([
    cachedSearchCars(db, site, query, { now }),
    listCurrentOffers(db, site, now).then((all) => all.filter((o) => o.modelSlug === model.slug || (o.modelName ?? "").toLowerCase() === model.name.toLowerCase())),
  ]);
  return { model, stock: result, offers };
}
