/**
 * POST /api/saved-searches: `{ email, query }` (query: the search's /api/search parameters) saves
 * the search for alerts; `{ success: true }`. Bad input is a 400 naming the field; JSON only (415)
 * and from this site's own pages (403, src/platform/same-origin.ts); 10 saves an hour per client
 * address and site (429), since each one can make us send e-mail.
 */
import "server-only";
import { getRequestSite } from "./site-context";
import { failureResponse, json, noSite, readSameOriginJson } from "./http";
import { requestClient } from "../platform/request-client";
import { hitRateLimit } from "../platform/rate-limit";
import { saveSearch, SavedSearchBodySchema } from "../search/saved-searches";
import { AppError, ValidationError } from "../platform/errors";

const NO_STORE = { "cache-control": "no-store" };
const SAVES_PER_HOUR = { limit: 10, windowS: 3600 };

export async function handleSaveSearch(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  const { db, site } = ctx;
  try {
    if (!site.config.saved_searches_enabled) throw new AppError("not_found", "This site does not offer saved searches.");
    const client = requestClient(request.headers);
    const body = SavedSearchBodySchema.parse(await readSameOriginJson(request, client.host, 4_000));
    const limited = await hitRateLimit(db, `saved-search:${site.id}:${client.ip}`, SAVES_PER_HOUR);
    if (!limited.allowed) {
      throw new AppError("rate_limited", "Too many saved searches from here just now. Please try again later.", [], { headers: { "retry-after": String(limited.retryAfterS) } });
    }
    const result = await saveSearch(db, site, body);
    if (!result.ok) throw new ValidationError([{ field: result.field, message: result.message }]);
    return json({ success: true }, 200, NO_STORE);
  } catch (err) {
    return failureResponse(err, "We could not save your search just now. Please try again.");
  }
}
