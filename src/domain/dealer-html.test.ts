import { describe, expect, it } from "vitest";
import { dealerHtmlToText, decodeEntities, textBlocks } from "./dealer-html";

describe("dealerHtmlToText", () => {
  it("keeps paragraphs and list items as text and drops every tag", () => {
    const html = "<p><strong>Secure this Kia</strong> today.</p><p>Every car is inspected.</p><ul><li>Full warranty</li><li>Keyless entry &amp; start</li></ul><p>Call us.</p>";
    expect(dealerHtmlToText(html)).toBe("Secure this Kia today.\n\nEvery car is inspected.\n\n• Full warranty\n• Keyless entry & start\n\nCall us.");
  });

  it("removes scripts, styles, handlers and comments with their content", () => {
    const html = `<p onclick="alert(1)">Hi<script>alert("x")</script><style>p{}</style><!-- note --></p><img src=x onerror=alert(1)>there`;
    const text = dealerHtmlToText(html);
    expect(text).toBe("Hi\n\nthere");
    expect(text).not.toMatch(/alert|onerror|<|>/);
  });

  it("turns <br> into a line break and collapses runs of spaces", () => {
    expect(dealerHtmlToText("Line one<br>Line   two<br/>three")).toBe("Line one\nLine two\nthree");
  });

  it("reads plain text unchanged and empty input as empty", () => {
    expect(dealerHtmlToText("Just text, 5 < 6.")).toBe("Just text, 5 < 6.");
    expect(dealerHtmlToText(null)).toBe("");
    expect(dealerHtmlToText("  <p> </p> ")).toBe("");
  });

  it("decodes named and numeric entities but leaves unknown ones", () => {
    expect(decodeEntities("&lt;b&gt; &#39;x&#x27; &bogus; &#0;")).toBe("<b> 'x' &bogus; &#0;");
  });
});

describe("textBlocks", () => {
  it("splits paragraphs and bullet lists", () => {
    expect(textBlocks("A\nB\n\n• one\n• two\n\nC")).toEqual([
      { kind: "paragraph", text: "A B" },
      { kind: "list", items: ["one", "two"] },
      { kind: "paragraph", text: "C" },
    ]);
  });
});
