import { describe, expect, it } from "vitest";
import { barChartSvg, dailyChartSvg } from "./charts";

describe("the console's charts", () => {
  it("draws one bar per row, largest value longest, named with every figure", () => {
    const svg = barChartSvg("Leads by form", [
      { key: "Enquiry", value: 12 },
      { key: "Test drive", value: 3 },
    ]);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Leads by form: Enquiry 12, Test drive 3"');
    const widths = [...svg.matchAll(/<rect[^>]*width="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(widths).toHaveLength(2);
    expect(widths[0]! / widths[1]!).toBeCloseTo(4, 0);
    expect(svg).not.toContain("<script");
    expect(svg.match(/aria-label=/g), "one name, for the whole image").toHaveLength(1);
  });

  it("shortens a long label on the axis but names it whole", () => {
    const long = "A very long source page name that goes on";
    const svg = barChartSvg("Leads by source page", [{ key: long, value: 1 }]);
    expect(svg).toContain(`aria-label="Leads by source page: ${long} 1"`);
    expect(svg).toContain("A very long source page n…");
  });

  it("draws leads per day as one column a day on a time axis", () => {
    const svg = dailyChartSvg("Leads per day", [
      { key: "2026-11-01", value: 2 },
      { key: "2026-11-03", value: 5 },
    ]);
    expect([...svg.matchAll(/<rect/g)]).toHaveLength(2);
    expect(svg).toContain("Leads per day: 2026-11-01 2, 2026-11-03 5");
  });
});
