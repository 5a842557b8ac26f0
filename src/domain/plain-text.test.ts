import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text";

describe("plainText (an offer's sanitized_description)", () => {
  it("drops tags, scripts and styles, keeps the words apart and decodes entities", () => {
    expect(plainText("<p>Save <strong>$1,000</strong>&nbsp;on&nbsp;accessories.</p><p>Ends soon&hellip;</p>")).toBe("Save $1,000 on accessories. Ends soon…");
    expect(plainText('Kia&#39;s 7-year warranty<script>alert("x")</script><style>p{}</style>')).toBe("Kia's 7-year warranty");
    expect(plainText("A<br>B<br/>C &amp; D &#x2014; E")).toBe("A B C & D — E");
  });
  it("leaves plain text as it is and an unknown entity untouched", () => {
    expect(plainText("  Low-rate   finance  ")).toBe("Low-rate finance");
    expect(plainText("&unknown; 5 < 6")).toBe("&unknown; 5 < 6");
  });
});
