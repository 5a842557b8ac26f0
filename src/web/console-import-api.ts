/**
 * POST /api/console/stock/import — the console's import screen sends the chosen file as the body
 * (`text/csv`, `application/json` or `application/x-ndjson`), with `?mapping=<saved name>` or
 * `?preset=au-dms`, `?dry_run=1` for a dry run, and `?file=<its name>` for the audit log. Only a
 * signed-in group admin of this host's site, from this site's own pages (Origin). 200 with the
 * import result (rejected rows and the mapping's report in it); 400 naming what is wrong.
 */
import "server-only";
import { AppError, ValidationError } from "../platform/errors";
import { requestClient } from "../platform/request-client";
import { FeedImportError } from "../stock/import";
import { feedFormatFromContentType } from "../stock/read-feed";
import { staffFromRequest } from "./console-session";
import { importFeedFromConsole } from "../staff/console-import";
import { crossSiteRequest, errorResponse, json, noSite } from "./http";
import { getRequestSite } from "./site-context";

const NO_STORE = { "cache-control": "no-store" };
/** A dealer's whole feed as one upload: generous for a CSV of thousands of cars, but bounded. */
export const CONSOLE_FEED_MAX_BYTES = 50 * 1024 * 1024;


export async function handleConsoleImport(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  const { db, site } = ctx;
  try {
    const crossSite = crossSiteRequest(request, requestClient(request.headers).host);
    if (crossSite) throw crossSite;
    const member = await staffFromRequest(db, site, request);
    const format = feedFormatFromContentType(request.headers.get("content-type"));
    if (!format) throw new AppError("unsupported_type", "Unsupported feed type", [{ field: "file", message: "Choose a .csv, .json or .ndjson file" }]);
    const length = Number(request.headers.get("content-length") ?? 0);
    if (length > CONSOLE_FEED_MAX_BYTES) throw new ValidationError([{ field: "file", message: `The file is larger than ${CONSOLE_FEED_MAX_BYTES / 1024 / 1024} MB` }]);
    const params = new URL(request.url).searchParams;
    const result = await importFeedFromConsole(db, site, member, { body: request.body, format, fileName: params.get("file") ?? "upload" }, {
      mapping: params.get("mapping") || null,
      preset: params.get("preset") || null,
      dryRun: params.get("dry_run") === "1",
    });
    return json(result, 200, NO_STORE);
  } catch (err) {
    if (err instanceof FeedImportError) return errorResponse(new AppError("invalid", "Invalid feed", err.errors, { title: "Invalid feed", body: { partial: err.partial }, headers: NO_STORE }));
    return errorResponse(err);
  }
}
