import { describe, expect, it } from "vitest";
import { dealerMarkdownHtml } from "./DealerMarkdown";

describe("a dealer's page text", () => {
  it("draws headings, lists, bold and links", () => {
    const html = dealerMarkdownHtml("## Our promise\n\n- One\n- **Two**\n\n[Call us](/contact-us)");
    expect(html).toContain("<h2>Our promise</h2>");
    expect(html).toContain("<li><strong>Two</strong></li>");
    expect(html).toContain('<a href="/contact-us">Call us</a>');
  });

  it("keeps the page's one h1: a # heading is an h2", () => {
    expect(dealerMarkdownHtml("# Title")).toBe("<h2>Title</h2>\n");
  });

  it("shows HTML as text and never makes a javascript: or data: link", () => {
    const html = dealerMarkdownHtml('<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) [y](data:text/html,hi)');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toMatch(/href="(javascript|data):/i);
  });

  it("opens another website's link with noopener", () => {
    expect(dealerMarkdownHtml("[Toyota](https://www.toyota.com.au)")).toContain('rel="noopener noreferrer"');
  });
});
