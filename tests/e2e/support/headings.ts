/**
 * Heading levels in a page's server HTML, read the way screen-reader users move through them and
 * the way axe's and Lighthouse's `heading-order` check reads them: in document order, a heading may
 * go any number of levels up, but only one level down (h1 → h2 → h3; h1 → h3 skips a level and
 * leaves the list of headings with a hole in it).
 */
const HEADING = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g;

/** Each heading that is more than one level below the heading before it, as "h1 → h3 “Its text”". */
export function headingLevelSkips(html: string): string[] {
  const skips: string[] = [];
  let previous = 0;
  for (const [, digit, inner] of html.matchAll(HEADING)) {
    const level = Number(digit);
    if (previous && level > previous + 1) {
      const text = inner!.replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim();
      skips.push(`h${previous} → h${level} “${text}”`);
    }
    previous = level;
  }
  return skips;
}
