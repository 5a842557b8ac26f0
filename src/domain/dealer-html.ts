/**
 * Dealer comments arrive from stock feeds as HTML written in the dealer's DMS (paragraphs, bold,
 * lists, line breaks, entities, sometimes stray styles or scripts). The vehicle page never renders
 * that markup: it is reduced to plain text with the structure kept as line breaks ("\n\n" between
 * blocks, "• " list items), then React escapes it. No tag or attribute can reach the page, so no
 * sanitiser allow-list has to be kept right.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ndash: "–", mdash: "—", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“", hellip: "…", deg: "°", copy: "©", reg: "®", trade: "™" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith("#x") || code.startsWith("#X")) return safeCodePoint(Number.parseInt(code.slice(2), 16)) ?? whole;
    if (code.startsWith("#")) return safeCodePoint(Number.parseInt(code.slice(1), 10)) ?? whole;
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(n: number): string | null {
  return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : null;
}

/** Plain text of dealer HTML: blocks separated by a blank line, list items as "• item" lines. */
export function dealerHtmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const text = html
    .replace(/\r\n?/g, "\n")
    // Content of these elements is never text a shopper should read.
    .replace(/<(script|style|iframe|object|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "\n• ")
    .replace(/<\/(p|div|ul|ol|h[1-6]|blockquote|table|tr)\s*>/gi, "\n\n")
    .replace(/<(p|div|ul|ol|h[1-6]|blockquote|table|tr)\b[^>]*>/gi, "\n\n")
    .replace(/<\/?[a-z][^>]*>/gi, "")
    // A lone "<" that starts no tag is text; what is left of a broken tag is dropped.
    .replace(/<[a-z/!][^>]*$/i, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/(^|\n)(• [^\n]*)\n\n(?=• )/g, "$1$2\n")
    .trim();
}

/** Blocks of plain dealer text for rendering: paragraphs and bullet lists. */
export type TextBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const lines = chunk.split("\n").map((l) => l.trim()).filter(Boolean);
    let para: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (para.length) blocks.push({ kind: "paragraph", text: para.join(" ") });
      if (items.length) blocks.push({ kind: "list", items });
      para = [];
      items = [];
    };
    for (const line of lines) {
      if (line.startsWith("• ")) {
        if (para.length) flush();
        items.push(line.slice(2));
      } else {
        if (items.length) flush();
        para.push(line);
      }
    }
    flush();
  }
  return blocks;
}
