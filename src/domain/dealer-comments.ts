/**
 * The dealer comments block (search-and-browsing §9, vehicle-page-and-flows §4): empty comments
 * show the pending sentence; comments over 400 characters show their first 400 (cut at a word
 * boundary) with Show More, and all of it with Show Less.
 *
 * Input is plain text (line breaks kept). Dealer HTML is sanitised by the UI separately; cutting
 * plain text can never leave an unclosed tag.
 */

export const DEALER_COMMENTS_PREVIEW_CHARS = 400;
export const DEALER_COMMENTS_PENDING = "Dealer comments are pending. Please check back here later.";
/** Back up to a word boundary only within this share of the limit; a single giant "word" (a URL) is cut hard. */
const WORD_BOUNDARY_WINDOW = 0.8;

export type DealerCommentsDisplay =
  | { kind: "pending"; text: typeof DEALER_COMMENTS_PENDING; toggleLabel: null }
  | { kind: "comments"; text: string; toggleLabel: "Show More" | "Show Less" | null };

/**
 * The first `limit` characters of a text, ending on a whole word, without trailing spaces or
 * punctuation, plus "…". Text within the limit is returned as is.
 */
export function truncateAtWord(text: string, limit: number): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  const head = text.slice(0, limit);
  const cutsWord = /\S/.test(text.charAt(limit)) && /\S$/.test(head);
  let cut = head;
  if (cutsWord) {
    const lastSpace = head.search(/\s\S*$/);
    if (lastSpace >= limit * WORD_BOUNDARY_WINDOW) cut = head.slice(0, lastSpace);
  }
  return { text: `${cut.replace(/[\s,.;:–-]+$/, "")}…`, truncated: true };
}

export function dealerCommentsDisplay(comments: string | null | undefined, expanded: boolean): DealerCommentsDisplay {
  const text = (comments ?? "").trim();
  if (!text) return { kind: "pending", text: DEALER_COMMENTS_PENDING, toggleLabel: null };
  if (text.length <= DEALER_COMMENTS_PREVIEW_CHARS) return { kind: "comments", text, toggleLabel: null };
  if (expanded) return { kind: "comments", text, toggleLabel: "Show Less" };
  return { kind: "comments", text: truncateAtWord(text, DEALER_COMMENTS_PREVIEW_CHARS).text, toggleLabel: "Show More" };
}
