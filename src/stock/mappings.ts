/**
 * A site's saved feed mappings (table feed_mappings): save by name, find, list; and the mapping an
 * import asks for — a saved one by name, or a preset (`au-dms`). Every function takes the site: one
 * site's mapping is never read or written from another's.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { feedMappings } from "../db/schema";
import { NotFoundError, ValidationError } from "../platform/errors";
import { FEED_PRESETS, FeedMapper, FeedMappingSchema, type FeedMapping } from "./feed-mapping";

type SiteRef = { id: number };

const NAME = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** The mapping's fields as the site file and API spell them, or a ValidationError naming each bad one (`mapping.columns.Odo`). */
export function parseFeedMapping(input: unknown): FeedMapping {
  const parsed = FeedMappingSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new ValidationError(parsed.error.issues.map((i) => ({ field: ["mapping", ...i.path.map(String)].join("."), message: i.message })));
}

export async function saveFeedMapping(db: Database, site: SiteRef, name: string, input: unknown): Promise<{ name: string; mapping: FeedMapping; created: boolean }> {
  if (!NAME.test(name)) throw new ValidationError([{ field: "name", message: "Expected a name of lower-case letters, digits and hyphens (at most 60)" }]);
  const mapping = parseFeedMapping(input);
  const rows = await db.orm
    .insert(feedMappings)
    .values({ siteId: site.id, name, mapping: mapping as Record<string, unknown> })
    .onConflictDoUpdate({ target: [feedMappings.siteId, feedMappings.name], set: { mapping: mapping as Record<string, unknown>, updatedAt: new Date() } })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { name, mapping, created: rows[0]?.created === true };
}

export async function findFeedMapping(db: Database, site: SiteRef, name: string): Promise<FeedMapping | null> {
  const [row] = await db.orm.select({ mapping: feedMappings.mapping }).from(feedMappings).where(and(eq(feedMappings.siteId, site.id), eq(feedMappings.name, name)));
  return row ? parseFeedMapping(row.mapping) : null;
}

export async function listFeedMappings(db: Database, site: SiteRef): Promise<Array<{ name: string; mapping: FeedMapping; updatedAt: Date }>> {
  const rows = await db.orm.select().from(feedMappings).where(eq(feedMappings.siteId, site.id)).orderBy(asc(feedMappings.name));
  return rows.map((r) => ({ name: r.name, mapping: parseFeedMapping(r.mapping), updatedAt: r.updatedAt }));
}

/**
 * The mapper for an import: the site's saved mapping `mapping`, or the preset `preset`, or none
 * (the feed is in our own layout). Asking for both, or for a name the site has not saved, is refused.
 */
export async function mapperForImport(db: Database, site: SiteRef, ask: { mapping?: string | null; preset?: string | null }): Promise<FeedMapper | undefined> {
  if (ask.mapping && ask.preset) throw new ValidationError([{ field: "mapping", message: "Give a saved mapping or a preset, not both" }]);
  if (ask.preset) {
    if (!(ask.preset in FEED_PRESETS)) throw new ValidationError([{ field: "preset", message: `Unknown preset "${ask.preset.slice(0, 40)}"; one of ${Object.keys(FEED_PRESETS).join(", ")}` }]);
    return new FeedMapper(parseFeedMapping({ preset: ask.preset }));
  }
  if (!ask.mapping) return undefined;
  const saved = await findFeedMapping(db, site, ask.mapping);
  if (!saved) throw new NotFoundError("mapping", `No saved mapping "${ask.mapping.slice(0, 60)}" on this site`);
  return new FeedMapper(saved);
}
