/**
 * Addresses with a malformed %-escape (`/cars/%`, `/cars/%E0%A4%A/pdf`, `/search/%ZZ`): Next.js
 * decodes route params with decodeURIComponent, which throws on them, and the shopper got a bare
 * 500. The proxy (src/proxy.ts) redirects such a path to itself with each stray `%` in a broken
 * segment written as `%25`, so the route sees the text as typed (`%E0%A4%A`) and answers as for
 * any unknown slug: the site's 404 page, or a 400/404 from an API route. (A rewrite to that path
 * is not enough: Next.js takes a page's params from the address as requested.)
 */

/**
 * The path with the `%` of each segment that does not decode escaped, or null when every segment
 * decodes. A segment that decodes to a NUL (`%00`) counts as not decoding: no slug, path or name
 * has one, and PostgreSQL refuses it in a query parameter.
 */
export function literalPercents(pathname: string): string | null {
  if (!pathname.includes("%")) return null;
  let changed = false;
  const segments = pathname.split("/").map((segment) => {
    if (decodeSegment(segment) !== null) return segment;
    changed = true;
    return segment.replace(/%/g, "%25");
  });
  return changed ? segments.join("/") : null;
}

/** decodeURIComponent, or null for text that does not decode (or decodes to a NUL). */
export function decodeSegment(segment: string): string | null {
  try {
    const decoded = decodeURIComponent(segment);
    return decoded.includes("\u0000") ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * A route param as text: decoded when it is still escaped, else as it is. Route handlers get some
 * params undecoded; one the proxy escaped (above) arrives as the literal text, `%` and all.
 */
export function paramText(param: string): string {
  return decodeSegment(param) ?? param;
}
