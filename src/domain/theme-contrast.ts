/**
 * Colour contrast for a dealer's theme (WCAG 2.1 AA, success criterion 1.4.3): every pair of text
 * and background colours a theme sets must reach 4.5 : 1, so a dealer editing colours in the
 * console cannot publish a site some shoppers cannot read. The ratio is WCAG's own formula.
 */
export const MIN_CONTRAST = 4.5;

/** Text colour key → the background it is drawn on, with what the pair is for. */
export const THEME_CONTRAST_PAIRS = [
  ["primary_contrast", "primary", "Text on the primary colour (buttons, bars)"],
  ["accent_contrast", "accent", "Text on the accent colour"],
  ["header_text", "header_bg", "Header text"],
  ["footer_text", "footer_bg", "Footer text"],
  ["text", "surface", "Body text"],
  ["muted", "surface", "Secondary text"],
  ["primary", "surface", "Links (the primary colour on the page)"],
] as const;

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Each pair below 4.5 : 1, named by its text colour's key (`colors.header_text`). */
export function themeContrastProblems(colors: Record<string, string>): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  for (const [text, bg, what] of THEME_CONTRAST_PAIRS) {
    const ratio = contrastRatio(colors[text]!, colors[bg]!);
    if (ratio < MIN_CONTRAST) problems.push({ field: `colors.${text}`, message: `${what}: ${ratio.toFixed(2)} : 1 against ${bg.replace(/_/g, " ")}; at least ${MIN_CONTRAST} : 1 is needed to be readable` });
  }
  return problems;
}
