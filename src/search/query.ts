/**
 * The search query: what a shopper asked for, as one typed value shared by the API, the pages and
 * the engine. `parseSearchParams` and `toSearchParams` are the only way between it and a URL, so
 * the two always agree (round-trip tested). Parsing never throws: bad input comes back as errors
 * that name the parameter, for a 400.
 */
import { z } from "zod";
import { canonicalQuery, collapseSpaces, RANGES, SORTS, type NumericRange, type RangeName, type SearchQuery, type SortBy } from "./query-core";
import { FACET_REGISTRY, FACETS, type FacetName, type FacetValueRule } from "./facets";

export { canonicalQuery, RANGES, SORTS, toSearchParams } from "./query-core";
export type { NumericRange, RangeName, SearchQuery, SortBy, ToParamsOptions } from "./query-core";

export const MAX_QUERY_LENGTH = 200;
export const MAX_PAGE = 10_000;
export const MAX_HITS_PER_PAGE = 100;
export const MAX_VALUES_PER_FACET = 50;
export const MAX_VALUE_LENGTH = 100;

export interface QueryError {
  field: string;
  message: string;
}

export type ParseResult = { ok: true; query: SearchQuery } | { ok: false; errors: QueryError[] };

const freeValue = z
  .string()
  .min(1)
  .max(MAX_VALUE_LENGTH, `Values are at most ${MAX_VALUE_LENGTH} characters`)
  .regex(/^[^\u0000-\u001f\u007f]*$/, "Control characters are not allowed");

/** A facet's value rule (facets.ts) as a zod schema that also writes the value canonically. */
function valueSchema(rule: FacetValueRule): z.ZodType<string, string> {
  switch (rule.kind) {
    case "text":
      return freeValue;
    case "oneOf":
      return z.enum(rule.values as [string, ...string[]], { message: rule.message });
    case "pattern": {
      const checked = z.string().regex(rule.pattern, rule.message);
      const canonical = rule.canonical;
      return canonical ? checked.transform((v) => canonical(v)) : checked;
    }
  }
}

/** How the values of each facet are checked (and written canonically). */
const FACET_VALUE = Object.fromEntries(FACET_REGISTRY.map((f) => [f.name, valueSchema(f.value)])) as Record<FacetName, z.ZodType<string, string>>;

const RANGE_BOUNDS: Record<RangeName, { max: number }> = {
  price: { max: 100_000_000 },
  km: { max: 10_000_000 },
  year: { max: 3000 },
  subscription_price: { max: 10_000_000 },
  weekly_price: { max: 10_000_000 },
  created_at_timestamp: { max: 99_999_999_999 },
};

const rangeSchema = (name: RangeName) =>
  z
    .object({
      min: z.number().int().min(0).max(RANGE_BOUNDS[name].max).optional(),
      max: z.number().int().min(0).max(RANGE_BOUNDS[name].max).optional(),
    })
    .strict()
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, "The minimum is above the maximum");

/** The query as a zod schema, for code that builds queries directly (pages, carousels). */
export const SearchQuerySchema = z
  .object({
    query: z.string().trim().max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters`).default(""),
    page: z.number().int().min(1).max(MAX_PAGE).default(1),
    hitsPerPage: z.number().int().min(1).max(MAX_HITS_PER_PAGE).optional(),
    sortBy: z.enum(SORTS).default("relevance"),
    filters: z
      .object(
        Object.fromEntries(FACETS.map((f) => [f, z.array(FACET_VALUE[f]).max(MAX_VALUES_PER_FACET).optional()])) as Record<
          FacetName,
          z.ZodOptional<z.ZodArray<z.ZodType<string, string>>>
        >,
      )
      .strict()
      .default({}),
    ranges: z
      .object(Object.fromEntries(RANGES.map((r) => [r, rangeSchema(r).optional()])) as Record<RangeName, z.ZodOptional<ReturnType<typeof rangeSchema>>>)
      .strict()
      .default({}),
  })
  .strict()
  .transform((q): SearchQuery => canonicalQuery(q as SearchQuery));

export type SearchQueryInput = z.input<typeof SearchQuerySchema>;

/** Build a query from partial input (throws a ZodError naming the field on bad input). */
export function makeSearchQuery(input: SearchQueryInput = {}): SearchQuery {
  return SearchQuerySchema.parse(input);
}

const INTEGER = /^\d{1,15}$/;

function parseRange(name: RangeName, raw: string): { range?: NumericRange; error?: string } {
  const text = raw.trim();
  if (text === "" || text === ":") return {};
  const m = /^([^:]*):([^:]*)$/.exec(text);
  if (!m) return { error: "Expected a range min:max, e.g. 10000:30000, 2019: or :50000" };
  const [, lo = "", hi = ""] = m;
  const range: NumericRange = {};
  for (const [side, value] of [
    ["min", lo.trim()],
    ["max", hi.trim()],
  ] as const) {
    if (value === "") continue;
    if (!INTEGER.test(value)) return { error: `The ${side} "${value.slice(0, 20)}" is not a whole number` };
    const n = Number(value);
    if (n > RANGE_BOUNDS[name].max) return { error: `The ${side} is above ${RANGE_BOUNDS[name].max}` };
    range[side] = n;
  }
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
    return { error: "The minimum is above the maximum" };
  }
  return { range };
}

function parseInteger(raw: string, min: number, max: number): number | string {
  const text = raw.trim();
  if (!INTEGER.test(text)) return `Expected a whole number from ${min} to ${max}`;
  const n = Number(text);
  if (n < min || n > max) return `Expected a whole number from ${min} to ${max}`;
  return n;
}

const SCALARS = ["query", "page", "hitsPerPage", "sortBy", ...RANGES] as const;
const FACET_SET = new Set<string>(FACETS);

/**
 * Read a query from URL parameters. Unknown parameters (utm_source and the like) are ignored;
 * empty values (`make=` from an empty select) are ignored; everything else must be valid.
 */
export function parseSearchParams(params: URLSearchParams): ParseResult {
  const errors: QueryError[] = [];
  for (const name of SCALARS) {
    if (params.getAll(name).length > 1) errors.push({ field: name, message: `Give ${name} once` });
  }

  const rawQuery = params.get("query") ?? "";
  let query = "";
  if (rawQuery.length > MAX_QUERY_LENGTH * 4) {
    errors.push({ field: "query", message: `At most ${MAX_QUERY_LENGTH} characters` });
  } else {
    query = collapseSpaces(rawQuery);
    if (query.length > MAX_QUERY_LENGTH) errors.push({ field: "query", message: `At most ${MAX_QUERY_LENGTH} characters` });
  }

  let page = 1;
  const rawPage = params.get("page");
  if (rawPage !== null && rawPage.trim() !== "") {
    const n = parseInteger(rawPage, 1, MAX_PAGE);
    if (typeof n === "string") errors.push({ field: "page", message: n });
    else page = n;
  }

  let hitsPerPage: number | undefined;
  const rawHits = params.get("hitsPerPage");
  if (rawHits !== null && rawHits.trim() !== "") {
    const n = parseInteger(rawHits, 1, MAX_HITS_PER_PAGE);
    if (typeof n === "string") errors.push({ field: "hitsPerPage", message: n });
    else hitsPerPage = n;
  }

  let sortBy: SortBy = "relevance";
  const rawSort = params.get("sortBy");
  if (rawSort !== null && rawSort.trim() !== "") {
    const s = rawSort.trim();
    if ((SORTS as readonly string[]).includes(s)) sortBy = s as SortBy;
    else errors.push({ field: "sortBy", message: `Expected one of ${SORTS.join(", ")}` });
  }

  const filters: SearchQuery["filters"] = {};
  for (const f of FACETS) {
    const values = params
      .getAll(f)
      .map((v) => v.trim())
      .filter((v) => v !== "");
    if (!values.length) continue;
    if (values.length > MAX_VALUES_PER_FACET) {
      errors.push({ field: f, message: `At most ${MAX_VALUES_PER_FACET} values` });
      continue;
    }
    const good: string[] = [];
    for (const v of values) {
      const r = FACET_VALUE[f].safeParse(v);
      if (r.success) good.push(r.data);
      else errors.push({ field: f, message: `"${v.slice(0, 40)}": ${r.error.issues[0]?.message ?? "invalid value"}` });
    }
    filters[f] = good;
  }

  const ranges: SearchQuery["ranges"] = {};
  for (const r of RANGES) {
    const raw = params.get(r);
    if (raw === null) continue;
    const { range, error } = parseRange(r, raw);
    if (error) errors.push({ field: r, message: error });
    else if (range) ranges[r] = range;
  }

  if (errors.length) return { ok: false, errors };
  const q: SearchQuery = { query, page, sortBy, filters, ranges };
  if (hitsPerPage !== undefined) q.hitsPerPage = hitsPerPage;
  return { ok: true, query: canonicalQuery(q) };
}

/** True when the parameter name is one the query model reads (pages use it to keep other params). */
export function isSearchParam(name: string): boolean {
  return FACET_SET.has(name) || (SCALARS as readonly string[]).includes(name);
}
