/**
 * Offer text on cards: a description or disclaimer over 200 characters is cut, to about 160
 * characters for the description and 200 for the disclaimer, at a word boundary, with an
 * ellipsis (the full text is on the offer's own page).
 */
export const OFFER_TEXT_LIMIT = 200;
const CUT_AT = { description: 160, disclaimer: 200 } as const;

export function truncateOfferText(text: string, kind: keyof typeof CUT_AT): { text: string; truncated: boolean } {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= OFFER_TEXT_LIMIT) return { text: clean, truncated: false };
  const max = CUT_AT[kind];
  const slice = clean.slice(0, max + 1);
  const lastSpace = slice.lastIndexOf(" ");
  // Cut at the last word boundary unless that would lose more than a fifth of the allowance.
  const cut = lastSpace > max * 0.8 ? slice.slice(0, lastSpace) : clean.slice(0, max);
  return { text: `${cut.replace(/[\s,.;:–-]+$/, "")}…`, truncated: true };
}
