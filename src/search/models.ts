/**
 * The manufacturers-and-models search (spec §3 "An alternate search on manufacturers and models
 * filters by manufacturer.name, model.name and model.body"; §7 "21 per page"): the Vehicles menu
 * and the model pages. It covers the catalogue models of the makes a site sells: the makes its
 * dealerships are franchised for, and the makes in its stock. A site carries a few hundred
 * models at most, so they are read in one query and filtered here, with exact disjunctive counts.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Site } from "../site/store";

export const MODELS_PER_PAGE = 21;

export interface ModelSearchInput {
  /** Manufacturer names (any of them; case-insensitive). */
  manufacturer?: string[];
  /** Model names (any of them; case-insensitive). */
  model?: string[];
  /** Body types (a model matches when any of its bodies is one of these). */
  body?: string[];
  page?: number;
}

export interface ModelHit {
  id: number;
  name: string;
  slug: string;
  override_url: string | null;
  body: string[];
  image_url: string | null;
  manufacturer: { id: number; name: string; slug: string; logo_url: string | null };
}

export interface ModelSearchResult {
  hits: ModelHit[];
  /** Disjunctive counts: each facet under the other filters. */
  facets: { manufacturer: Record<string, number>; body: Record<string, number> };
  count: number;
  page: number;
  pages: number;
  hitsPerPage: number;
}

interface Row {
  id: number;
  name: string;
  slug: string;
  override_url: string | null;
  body: string[] | null;
  image_url: string | null;
  mf_id: number;
  mf_name: string;
  mf_slug: string;
  mf_logo: string | null;
}

/** Catalogue models of the site's makes, by manufacturer then model name. */
export async function listSiteModels(db: Database, site: Pick<Site, "id">): Promise<ModelHit[]> {
  const rows = await db.rows<Row>(sql`
    with makes as (
      select lower(manufacturer_name) as make from dealerships where site_id = ${site.id} and manufacturer_name is not null and retired_at is null
      union
      select distinct lower(make) from cars where site_id = ${site.id} and delisted_at is null
    )
    select m.id, m.name, m.slug, m.override_url, m.body, m.image_url,
           mf.id as mf_id, mf.name as mf_name, mf.slug as mf_slug, mf.logo_url as mf_logo
    from models m join manufacturers mf on mf.id = m.manufacturer_id
    where m.site_id = ${site.id} and lower(mf.name) in (select make from makes)
    order by mf.name, m.name, m.id`);
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    slug: r.slug,
    override_url: r.override_url,
    body: r.body ?? [],
    image_url: r.image_url,
    manufacturer: { id: Number(r.mf_id), name: r.mf_name, slug: r.mf_slug, logo_url: r.mf_logo },
  }));
}

const lowerSet = (xs: string[] | undefined) => (xs?.length ? new Set(xs.map((x) => x.trim().toLowerCase())) : null);

/** Filter, count and page a list of models (pure, so the rules are tested without a database). */
export function filterModels(models: ModelHit[], input: ModelSearchInput): ModelSearchResult {
  const mf = lowerSet(input.manufacturer);
  const name = lowerSet(input.model);
  const body = lowerSet(input.body);
  const passes = (m: ModelHit, except?: "manufacturer" | "body") =>
    (except === "manufacturer" || !mf || mf.has(m.manufacturer.name.toLowerCase())) &&
    (!name || name.has(m.name.toLowerCase())) &&
    (except === "body" || !body || m.body.some((b) => body.has(b.toLowerCase())));

  const manufacturerCounts: Record<string, number> = {};
  const bodyCounts: Record<string, number> = {};
  for (const m of models) {
    if (passes(m, "manufacturer")) manufacturerCounts[m.manufacturer.name] = (manufacturerCounts[m.manufacturer.name] ?? 0) + 1;
    if (passes(m, "body")) for (const b of new Set(m.body)) bodyCounts[b] = (bodyCounts[b] ?? 0) + 1;
  }
  const matched = models.filter((m) => passes(m));
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const start = (page - 1) * MODELS_PER_PAGE;
  const sortKeys = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).sort((a, b) => a[0].localeCompare(b[0])));
  return {
    hits: matched.slice(start, start + MODELS_PER_PAGE),
    facets: { manufacturer: sortKeys(manufacturerCounts), body: sortKeys(bodyCounts) },
    count: matched.length,
    page,
    pages: Math.ceil(matched.length / MODELS_PER_PAGE),
    hitsPerPage: MODELS_PER_PAGE,
  };
}

export async function searchModels(db: Database, site: Pick<Site, "id">, input: ModelSearchInput = {}): Promise<ModelSearchResult> {
  return filterModels(await listSiteModels(db, site), input);
}
