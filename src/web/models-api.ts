/**
 * GET /api/models: the manufacturers-and-models search (src/search/models.ts) of the requesting
 * site, 21 per page. Parameters (each may repeat; any value matches): `manufacturer`, `model`,
 * `body`, and `page` (1 or more). Other parameters (a campaign's utm_* tags) are ignored. Bad
 * input gets a 400 naming the parameter.
 */
import type { Database } from "../db/client";
import type { FieldError } from "../platform/errors";
import type { Site } from "../site/store";
import { searchModels, type ModelSearchInput } from "../search/models";
import { badRequest, json } from "./http";

const LIST_PARAMS = ["manufacturer", "model", "body"] as const;
const MAX_VALUES = 20;
const MAX_VALUE_LENGTH = 80;
const MAX_PAGE = 1000;

export type ParsedModelSearch = { ok: true; input: ModelSearchInput } | { ok: false; errors: FieldError[] };

export function parseModelSearchParams(params: URLSearchParams): ParsedModelSearch {
  const errors: FieldError[] = [];
  const input: ModelSearchInput = {};
  for (const name of LIST_PARAMS) {
    const values = params
      .getAll(name)
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length > MAX_VALUES) errors.push({ field: name, message: `At most ${MAX_VALUES} values` });
    else if (values.some((v) => v.length > MAX_VALUE_LENGTH)) errors.push({ field: name, message: `Each value at most ${MAX_VALUE_LENGTH} characters` });
    else if (values.length) input[name] = values;
  }
  const page = params.get("page");
  if (page !== null && page.trim() !== "") {
    if (!/^\d+$/.test(page.trim()) || Number(page) < 1 || Number(page) > MAX_PAGE) errors.push({ field: "page", message: `Expected a whole number from 1 to ${MAX_PAGE}` });
    else input.page = Number(page);
  }
  return errors.length ? { ok: false, errors } : { ok: true, input };
}

export async function modelsResponse(db: Database, site: Site, url: URL): Promise<Response> {
  const parsed = parseModelSearchParams(url.searchParams);
  if (!parsed.ok) return badRequest(parsed.errors, "Invalid model search");
  const result = await searchModels(db, site, parsed.input);
  return json(result, 200, { "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300", vary: "Host, X-Forwarded-Host" });
}
