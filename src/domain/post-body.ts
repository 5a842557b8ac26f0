/**
 * Blog post bodies are stored as plain text with light markup: blank lines separate blocks,
 * "## " starts a heading, "- " lines form a list. Parsing into blocks (rather than rendering
 * stored HTML) means no post can inject markup into the page.
 */
import { capitalise } from "./capitalise";

export type PostBlock = { kind: "heading"; text: string } | { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

export function parsePostBody(body: string): PostBlock[] {
  const blocks: PostBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk.split("\n").map((l) => l.trim()).filter(Boolean);
    if (!lines.length) continue;
    let para: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (para.length) blocks.push({ kind: "paragraph", text: para.join(" ") });
      if (list.length) blocks.push({ kind: "list", items: list });
      para = [];
      list = [];
    };
    for (const line of lines) {
      const heading = /^#{1,3}\s+(.*)$/.exec(line);
      const item = /^[-*]\s+(.*)$/.exec(line);
      if (heading) {
        flush();
        blocks.push({ kind: "heading", text: heading[1]! });
      } else if (item) {
        if (para.length) flush();
        list.push(item[1]!);
      } else {
        if (list.length) flush();
        para.push(line);
      }
    }
    flush();
  }
  return blocks;
}

/** "vehicle-reviews" → "Vehicle reviews". */
export function categoryLabel(slug: string): string {
  return capitalise(slug.replace(/[-_]+/g, " ").trim());
}
