/**
 * The page id of the forms opened from search result cards (the results and model pages). A module
 * of its own, with no imports: the results page's script reads it, and taking it from
 * form-rules.ts would bring the lead schemas (zod, ~36 KB gzip) into that page's first load.
 */
export const SEARCH_CARD_PAGE_ID = "search";
