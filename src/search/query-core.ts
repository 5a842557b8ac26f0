/**
 * The search query model without validation: the facet, range and sort names, the SearchQuery
 * type, its canonical form and its URL parameters. No zod here, so the browser's search island
 * can write URLs exactly as the server reads them (query.ts re-exports all of this and adds the
 * validating parser).
 */
import { understandQueryText } from "./query-words";
import { FACETS, type FacetName } from "./facets";

/** Numeric ranges, written `min:max` with either side optional. created_at_timestamp is Unix seconds. */
export const RANGES = ["price", "km", "year", "subscription_price", "weekly_price", "created_at_timestamp"] as const;
export type RangeName = (typeof RANGES)[number];

/** `subscription`: lowest subscription price first (cars without one last); offered where a site enables it. */
export const SORTS = ["relevance", "latest", "price_desc", "price_asc", "km_asc", "subscription"] as const;
export type SortBy = (typeof SORTS)[number];

export interface NumericRange {
  min?: number;
  max?: number;
}

export interface SearchQuery {
  /** Free text as typed (trimmed, inner whitespace collapsed); "" for none. */
  query: string;
  /** 1-based. */
  page: number;
  /** Undefined: the site's configured hits_per_page. */
  hitsPerPage?: number;
  sortBy: SortBy;
  /** Selected values per facet; values within a facet are OR-ed, facets are AND-ed. Sorted, no duplicates. */
  filters: Partial<Record<FacetName, string[]>>;
  ranges: Partial<Record<RangeName, NumericRange>>;
}

export function collapseSpaces(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

/** Sorted, de-duplicated values; empty facets and empty ranges dropped. */
export function canonicalQuery(q: SearchQuery): SearchQuery {
  // Numbers in the box are read as the ranges they name ("hilux under 40k"); a range the query
  // sets itself wins over the text's (src/search/query-words.ts).
  const understood = understandQueryText(collapseSpaces(q.query));
  const filters: SearchQuery["filters"] = {};
  for (const f of FACETS) {
    const values = q.filters[f];
    if (values && values.length) filters[f] = [...new Set(values)].sort();
  }
  const ranges: SearchQuery["ranges"] = {};
  for (const r of RANGES) {
    const set = q.ranges[r];
    const range = set && (set.min !== undefined || set.max !== undefined) ? set : (understood.ranges as SearchQuery["ranges"])[r];
    if (range && (range.min !== undefined || range.max !== undefined)) {
      ranges[r] = {
        ...(range.min !== undefined ? { min: range.min } : {}),
        ...(range.max !== undefined ? { max: range.max } : {}),
      };
    }
  }
  const out: SearchQuery = { query: understood.text, page: q.page, sortBy: q.sortBy, filters, ranges };
  if (q.hitsPerPage !== undefined) out.hitsPerPage = q.hitsPerPage;
  return out;
}

export interface ToParamsOptions {
  /** Leave hitsPerPage out when it equals this (the site's default). */
  defaultHitsPerPage?: number;
  /** Leave page out (for links that change the query: the page resets to the first). */
  withoutPage?: boolean;
}

function formatRange(r: NumericRange): string {
  return `${r.min ?? ""}:${r.max ?? ""}`;
}

/** Write a query as URL parameters, in one canonical order with defaults left out. */
export function toSearchParams(input: SearchQuery, opts: ToParamsOptions = {}): URLSearchParams {
  const q = canonicalQuery(input);
  const out = new URLSearchParams();
  if (q.query) out.append("query", q.query);
  for (const f of FACETS) for (const v of q.filters[f] ?? []) out.append(f, v);
  for (const r of RANGES) {
    const range = q.ranges[r];
    if (range) out.append(r, formatRange(range));
  }
  if (q.sortBy !== "relevance") out.append("sortBy", q.sortBy);
  if (q.page !== 1 && !opts.withoutPage) out.append("page", String(q.page));
  if (q.hitsPerPage !== undefined && q.hitsPerPage !== opts.defaultHitsPerPage) out.append("hitsPerPage", String(q.hitsPerPage));
  return out;
}
