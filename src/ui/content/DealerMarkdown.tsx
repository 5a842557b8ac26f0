/**
 * A dealer's own page text (written in the console as Markdown) as HTML. markdown-it with HTML
 * off: a tag in the text is shown as text, never markup, and its link check refuses javascript:,
 * vbscript: and data: addresses. The page already has its one h1 (the title), so a "#" heading is
 * drawn as an h2; links to other websites open with rel="noopener noreferrer".
 */
import MarkdownIt from "markdown-it";
import styles from "./content.module.css";

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });
markdown.core.ruler.push("dealer_page", (state) => {
  for (const token of state.tokens) {
    if ((token.type === "heading_open" || token.type === "heading_close") && token.tag === "h1") token.tag = "h2";
    for (const child of token.children ?? []) {
      if (child.type === "link_open" && /^https?:\/\//i.test(String(child.attrGet("href") ?? ""))) child.attrSet("rel", "noopener noreferrer");
    }
  }
});

/** The HTML of a dealer's Markdown text (escaped: no markup of the dealer's reaches the page). */
export function dealerMarkdownHtml(text: string): string {
  return markdown.render(text);
}

export function DealerMarkdown({ text }: { text: string }) {
  return <div className={styles.dealerText} data-testid="dealer-page-text" dangerouslySetInnerHTML={{ __html: dealerMarkdownHtml(text) }} />;
}
