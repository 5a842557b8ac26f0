import { describe, expect, it } from "vitest";
import { categoryLabel, parsePostBody } from "./post-body";

describe("parsePostBody", () => {
  it("splits paragraphs on blank lines and joins wrapped lines", () => {
    expect(parsePostBody("First line\ncontinues.\n\nSecond.")).toEqual([
      { kind: "paragraph", text: "First line continues." },
      { kind: "paragraph", text: "Second." },
    ]);
  });

  it("reads headings and lists, even without blank lines around them", () => {
    expect(parsePostBody("Intro.\n## Mazda CX-5\nRefined.\n- Quiet\n- Well built\nVerdict.")).toEqual([
      { kind: "paragraph", text: "Intro." },
      { kind: "heading", text: "Mazda CX-5" },
      { kind: "paragraph", text: "Refined." },
      { kind: "list", items: ["Quiet", "Well built"] },
      { kind: "paragraph", text: "Verdict." },
    ]);
  });

  it("keeps markup as text and ignores empty input", () => {
    expect(parsePostBody("<script>x</script>")).toEqual([{ kind: "paragraph", text: "<script>x</script>" }]);
    expect(parsePostBody(" \n\n ")).toEqual([]);
    expect(parsePostBody("a\r\n\r\nb")).toHaveLength(2);
  });
});

describe("categoryLabel", () => {
  it("turns a slug into a label", () => {
    expect(categoryLabel("vehicle-reviews")).toBe("Vehicle reviews");
    expect(categoryLabel("news")).toBe("News");
  });
});
