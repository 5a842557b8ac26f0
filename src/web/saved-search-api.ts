/**
 * POST /api/saved-searches: `{ email, query }` (query: the search's /api/search parameters) saves
 * the search for alerts; `{ success: true }`. Bad input is a 400 naming the field; JSON only (415)
 * and from this site's own pages (403, src/platform/same-origin.ts); 10 saves an hour per client
 * address and site (429), since each one can make us send e-mail.
 */
import "server-only";
import { getRequestSite } from "./site-context";
import { json, noSite, readSameOriginJson } from "./http";
import { requestClient } from "../platform/request-client";
import { hitRateLimit } from "../platform/rate-limit";
import { log } from "../platform/log";
import { saveSearch, SavedSearchBodySchema } from "../search/saved-searches";
import { fieldErrorsFromZod } from "../platform/errors";

const NO_STORE = { "cache-control": "no-store" };
const SAVES_PER_HOUR = { limit: 10, windowS: 3600 };

function failure(status: number, message: string, errors: { field: string; message: string }[] = [], headers: Record<string, string> = {}): Response {
  return json({ success: false, message, errors }, status, { ...NO_STORE, ...headers });
}

export async function handleSaveSearch(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  const { db, site } = ctx;
  if (!site.config.saved_searches_enabled) return failure(404, "This site does not offer saved searches.");
  const client = requestClient(request.headers);
  const read = await readSameOriginJson(request, client.host, 4_000);
  if (!read.ok) return failure(read.status, read.message, read.errors);
  const parsed = SavedSearchBodySchema.safeParse(read.body);
  if (!parsed.success) {
    const errors = fieldErrorsFromZod(parsed.error);
    return failure(400, `Invalid input: ${[...new Set(errors.map((e) => e.field))].join(", ")}`, errors);
  }
  const limited = await hitRateLimit(db, `saved-search:${site.id}:${client.ip}`, SAVES_PER_HOUR);
  if (!limited.allowed) return failure(429, "Too many saved searches from here just now. Please try again later.", [], { "retry-after": String(limited.retryAfterS) });
  try {
    const result = await saveSearch(db, site, parsed.data);
    if (!result.ok) return failure(400, `Invalid input: ${result.field}`, [{ field: result.field, message: result.message }]);
    return json({ success: true }, 200, NO_STORE);
  } catch (err) {
    log.error({ err, siteId: site.id }, "saving a search failed");
    return failure(500, "We could not save your search just now. Please try again.");
  }
}
