/**
 * Feed imports from the console (issue 20, point 2): the group admin uploads a feed, optionally
 * through a saved column mapping or a preset, and runs it dry first (nothing written) or for real.
 * A real import and a saved mapping each leave an audit row; a dry run writes nothing at all.
 */
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { can } from "../domain/staff-roles";
import { AppError } from "../platform/errors";
import { importFeedForSite } from "../stock/import-feed";
import { saveFeedMapping } from "../stock/mappings";
import type { FeedFormat } from "../stock/read-feed";
import type { ImportResult } from "../stock/import";
import { recordAudit } from "./audit";
import type { StaffMember } from "./accounts";

export async function importFeedFromConsole(
  db: Database,
  site: Pick<Site, "id" | "slug">,
  actor: StaffMember,
  feed: { body: ReadableStream<Uint8Array> | null; format: FeedFormat; fileName: string },
  opts: { mapping?: string | null; preset?: string | null; dryRun: boolean },
): Promise<ImportResult> {
  if (!can(actor, "stock:import")) throw new AppError("forbidden", "Only a group admin can import feeds");
  const result = await importFeedForSite(db, site, feed.body, feed.format, opts);
  if (!opts.dryRun) {
    await recordAudit(db.orm, site, { kind: "staff", member: actor }, {
      action: "stock.import",
      subjectType: "feed",
      subjectId: feed.fileName.slice(0, 120),
      after: { mapping: opts.mapping ?? opts.preset ?? null, inserted: result.inserted, updated: result.updated, removed: result.removed, rejected: result.rejected.length },
    });
  }
  return result;
}

export async function saveFeedMappingFromConsole(db: Database, site: Pick<Site, "id">, actor: StaffMember, name: string, json: string): Promise<void> {
  if (!can(actor, "stock:import")) throw new AppError("forbidden", "Only a group admin can save feed mappings");
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch {
    throw new AppError("invalid", "The mapping is not valid JSON", [{ field: "mapping", message: "The mapping is not valid JSON" }]);
  }
  const saved = await saveFeedMapping(db, site, name, input);
  await recordAudit(db.orm, site, { kind: "staff", member: actor }, { action: "feed-mapping.save", subjectType: "feed-mapping", subjectId: name, after: saved.mapping as unknown as Record<string, unknown> });
}
