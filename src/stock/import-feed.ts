/**
 * One feed into one site, as the admin API and the console's import screen both take it: the
 * bytes, their format, and optionally a column mapping (a saved one by name, or a preset) and a dry
 * run. The mapping's report (columns used and ignored, every altered value, the encoding) travels
 * with the result.
 */
import type { Database } from "../db/client";
import { ValidationError } from "../platform/errors";
import { importStock, type ImportResult } from "./import";
import { mapperForImport } from "./mappings";
import { readFeedStream, type FeedFormat } from "./read-feed";

export async function importFeedForSite(
  db: Database,
  site: { id: number; slug: string },
  body: ReadableStream<Uint8Array> | null,
  format: FeedFormat,
  opts: { mapping?: string | null; preset?: string | null; dryRun?: boolean; replace?: boolean } = {},
): Promise<ImportResult> {
  const mapper = await mapperForImport(db, site, { mapping: opts.mapping, preset: opts.preset });
  if (mapper && format !== "csv") throw new ValidationError([{ field: "mapping", message: "Column mappings apply to CSV feeds (text/csv)" }]);
  const result = await importStock(db, readFeedStream(body, format, { mapper }), { site: { id: site.id, slug: site.slug }, replace: opts.replace ?? false, dryRun: opts.dryRun ?? false });
  if (mapper) result.mapping = mapper.report;
  return result;
}
