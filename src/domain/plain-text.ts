/**
 * Text from content that may carry HTML (an offer's description from a manufacturer's feed): tags
 * removed, the common entities decoded, whitespace collapsed. It is rendered by React as text, so
 * this is for reading (cards, previews, meta descriptions), not a defence: nothing here is ever
 * put into the page as HTML.
 */
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“", ndash: "–", mdash: "—", hellip: "…" };

export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (m, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith("#") && lower !== "#39") return String.fromCodePoint(Number(lower.slice(1)));
      return ENTITIES[lower] ?? m;
    })
    .replace(/\s+/g, " ")
    .trim();
}
