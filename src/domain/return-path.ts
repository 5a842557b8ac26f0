/**
 * Where to send the browser after a sign-in (shopper `/sign-in?redirect=…`, dealer
 * `/admin/login?next=…`) or any other "go back to" parameter.
 *
 * A return path comes from the URL, so an attacker writes it: a phishing link that borrows the
 * dealer's real sign-in page and then lands the shopper on a look-alike site is the classic open
 * redirect. Checking the string's shape is not enough — `/..//evil.example`, `/.//evil.example`,
 * `/\evil.example`, `/%2e%2e//evil.example` and a tab inside `//` all look like paths and all become
 * another host once a browser resolves them. So the value is resolved exactly as a browser would
 * (WHATWG URL against this site's origin), kept only when it stays on that origin, and handed on
 * normalised as `pathname + search`, never starting with `//`. Pure: the browser and the server
 * both use it.
 */

/** A placeholder origin for resolving when the caller does not pass the site's own. */
const PLACEHOLDER_ORIGIN = "http://return-path.invalid";
const MAX_LENGTH = 2000;

export interface ReturnPathOptions {
  /** The site's origin ("https://dealer.com.au"): an absolute URL on it is kept as its path. */
  origin?: string;
  /** Only paths at or under this one are followed (the dealer view keeps to "/admin"). */
  under?: string;
}

/** The same-origin path `raw` leads to, normalised, or `fallback` when it leads anywhere else. */
export function safeReturnPath(raw: unknown, fallback: string, opts: ReturnPathOptions = {}): string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_LENGTH) return fallback;
  // The URL parser silently drops tabs and newlines (so "/\t/evil" becomes "//evil"): refuse any
  // control character rather than guess what was meant.
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return fallback;
  }
  const base = opts.origin ?? PLACEHOLDER_ORIGIN;
  let origin: string;
  let url: URL;
  try {
    origin = new URL(base).origin;
    url = new URL(raw, `${origin}/`);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const path = `${url.pathname}${url.search}`;
  // A path that starts with two slashes is a host to the next parser that reads it.
  if (!path.startsWith("/") || path.startsWith("//")) return fallback;
  if (opts.under && !isUnder(url.pathname, opts.under)) return fallback;
  return path;
}

function isUnder(pathname: string, prefix: string): boolean {
  const p = prefix.endsWith("/") ? prefix.slice(0, -1) : prefix;
  return pathname === p || pathname.startsWith(`${p}/`);
}
