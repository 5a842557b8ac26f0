import { describe, expect, it } from "vitest";
import { isSafeLink } from "./safe-link";

describe("isSafeLink", () => {
  it("accepts http(s) URLs and site paths", () => {
    for (const v of ["https://dealer.example/service", "http://img.example/a.jpg", "/service", "/cars/{slug}/checkout", "/media/cars/x.webp?w=320"]) expect(isSafeLink(v), v).toBe(true);
  });

  it("refuses script and data URLs, other schemes, protocol-relative and bare text", () => {
    for (const v of ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x", "file:///etc/passwd", "//evil.example/x", "/\\evil.example", "service", "ftp://x.example/a"]) {
      expect(isSafeLink(v), v).toBe(false);
    }
  });
});
