/**
 * Cross-site writes (issue 14, point 9). A browser sends `Origin` with every POST; a page on
 * another site that posts to a cookie-authenticated route (the watchlist) or to a server action
 * carries that other site's origin. Clients that are not browsers (the dealer's scripts, curl)
 * send none, and have no shopper cookie to abuse, so a missing Origin is let through.
 */

/** Whether the Origin header, if any, names the host the request was sent to (any scheme: a TLS proxy may sit in front). */
export function originMatchesHost(origin: string | null, host: string): boolean {
  if (origin === null || origin === "") return true;
  // "null" is what sandboxed frames and some redirects send: never this site.
  if (origin === "null") return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

/** Whether the content type is JSON (`application/json`, with or without parameters). */
export function isJsonContentType(contentType: string | null): boolean {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase() === "application/json";
}
