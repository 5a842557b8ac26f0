import { describe, expect, it } from "vitest";
import { DEALER_COMMENTS_PENDING, dealerCommentsDisplay, truncateAtWord } from "./dealer-comments";

describe("dealerCommentsDisplay", () => {
  it("shows the pending sentence when there are no comments", () => {
    for (const empty of [null, undefined, "", "   \n  "]) {
      expect(dealerCommentsDisplay(empty, false)).toEqual({ kind: "pending", text: DEALER_COMMENTS_PENDING, toggleLabel: null });
    }
    expect(DEALER_COMMENTS_PENDING).toBe("Dealer comments are pending. Please check back here later.");
  });

  it("shows up to 400 characters whole, without a toggle", () => {
    const exactly400 = "a".repeat(400);
    expect(dealerCommentsDisplay(exactly400, false)).toEqual({ kind: "comments", text: exactly400, toggleLabel: null });
    expect(dealerCommentsDisplay(`  ${exactly400}  `, false)).toEqual({ kind: "comments", text: exactly400, toggleLabel: null });
  });

  it("cuts 401 characters with Show More and shows all with Show Less", () => {
    const words = `${"word ".repeat(80)}x`; // 401 characters
    expect(words).toHaveLength(401);
    const collapsed = dealerCommentsDisplay(words, false);
    expect(collapsed.toggleLabel).toBe("Show More");
    expect(collapsed.text.endsWith("word…")).toBe(true);
    expect(collapsed.text.length).toBeLessThanOrEqual(401);
    expect(dealerCommentsDisplay(words, true)).toEqual({ kind: "comments", text: words, toggleLabel: "Show Less" });
  });

  it("keeps line breaks", () => {
    const text = "Line one.\nLine two.";
    expect(dealerCommentsDisplay(text, false).text).toBe(text);
  });
});

describe("truncateAtWord", () => {
  it("does not cut a word in half", () => {
    // 396 characters, then "alpha beta": the limit falls inside "beta".
    const text = `${"a".repeat(395)} alpha beta`;
    expect(truncateAtWord(text, 400)).toEqual({ text: `${"a".repeat(395)}…`, truncated: true });
  });

  it("keeps a word that ends exactly at the limit", () => {
    const text = `${"b".repeat(399)}c next`;
    expect(truncateAtWord(text, 400)).toEqual({ text: `${"b".repeat(399)}c…`, truncated: true });
  });

  it("drops trailing spaces and punctuation before the ellipsis", () => {
    expect(truncateAtWord("Serviced, new tyres. Call us", 21)).toEqual({ text: "Serviced, new tyres…", truncated: true });
  });

  it("cuts a single very long word hard rather than losing most of the text", () => {
    const url = `See https://example.com/${"z".repeat(500)}`;
    const out = truncateAtWord(url, 400);
    expect(out.text).toHaveLength(401);
    expect(out.text.endsWith("z…")).toBe(true);
  });

  it("leaves text within the limit alone", () => {
    expect(truncateAtWord("short", 400)).toEqual({ text: "short", truncated: false });
  });
});
