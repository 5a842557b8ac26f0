/**
 * The console's charts, drawn on the server by Observable Plot (ADR 0014) into a linkedom document
 * and sent as SVG: no chart script reaches the browser, and the console's colours come through CSS
 * variables. Each chart has an accessible name that lists its figures; the same figures are in the
 * CSV export.
 */
import "server-only";
import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom";

export interface ChartRow {
  key: string;
  value: number;
}

const documentForCharts = () => parseHTML("<!doctype html><html><body></body></html>").document;
const named = (label: string, rows: ChartRow[]) => `${label}: ${rows.map((r) => `${r.key} ${r.value}`).join(", ")}`;
const short = (s: string) => (s.length > 26 ? `${s.slice(0, 25)}…` : s);

/**
 * The chart as one image for assistive technology: the root has role img and the label with every
 * figure; Plot's own labels on its inner groups (aria-label="bar", "x-axis tick"…) are dropped, as an
 * image's parts are not read out and a label on a plain group is not allowed.
 */
function asImage(chart: Element): string {
  chart.setAttribute("role", "img");
  for (const el of chart.querySelectorAll("[aria-label]")) el.removeAttribute("aria-label");
  for (const child of chart.children) child.setAttribute("aria-hidden", "true");
  return chart.outerHTML;
}

/** A horizontal bar per row, largest first, its value at the end of the bar. */
export function barChartSvg(label: string, rows: ChartRow[]): string {
  const data = rows.map((r) => ({ ...r, key: short(r.key) }));
  const chart = Plot.plot({
    document: documentForCharts(),
    ariaLabel: named(label, rows),
    width: 520,
    height: 28 + 26 * Math.max(1, data.length),
    marginLeft: 170,
    marginRight: 40,
    style: { fontSize: "12px", color: "var(--color-text)", background: "transparent" },
    x: { grid: true, label: null, tickFormat: "d", nice: true },
    y: { label: null, domain: data.map((d) => d.key) },
    marks: [
      Plot.barX(data, { x: "value", y: "key", fill: "var(--color-primary)", rx: 3 }),
      Plot.text(data, { x: "value", y: "key", text: (d: ChartRow) => String(d.value), dx: 6, textAnchor: "start", fill: "var(--color-text)" }),
      Plot.ruleX([0]),
    ],
  });
  return asImage(chart);
}

/** Leads per day as columns along a time axis (a day with none is a gap). */
export function dailyChartSvg(label: string, rows: ChartRow[]): string {
  const data = rows.map((r) => ({ day: new Date(`${r.key}T00:00:00Z`), value: r.value }));
  const chart = Plot.plot({
    document: documentForCharts(),
    ariaLabel: named(label, rows),
    width: 720,
    height: 220,
    marginLeft: 36,
    style: { fontSize: "12px", color: "var(--color-text)", background: "transparent" },
    x: { type: "utc", label: null },
    y: { grid: true, label: "Leads", tickFormat: "d", nice: true },
    marks: [Plot.rectY(data, { x: "day", y: "value", interval: "day", fill: "var(--color-primary)", inset: 1 }), Plot.ruleY([0])],
  });
  return asImage(chart);
}
