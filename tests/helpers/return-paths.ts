/**
 * Return paths an attacker might write and where each must lead, shared by the unit test
 * (src/platform/return-path.test.ts) and the browser tests of both sign-ins (tests/e2e/return-path.spec.ts).
 * FALLBACK marks a path that must not be followed.
 */
export const FALLBACK = "/fallback";
export const ORIGIN = "https://dealer.example";

export const TRICKY_RETURN_PATHS: [raw: string, expected: string][] = [
  // The cases reproduced in issue 14: each became evil.example in a browser.
  ["/..//evil.example", FALLBACK],
  ["/.//evil.example", FALLBACK],
  ["/admin/..//evil.example", FALLBACK],
  // Protocol-relative and absolute URLs elsewhere.
  ["//evil.example", FALLBACK],
  ["///evil.example", FALLBACK],
  ["////evil.example/x", FALLBACK],
  ["https://evil.example/", FALLBACK],
  ["http://dealer.example/search", FALLBACK], // right host, wrong scheme: another origin
  ["https://dealer.example.evil.example/", FALLBACK],
  ["https://dealer.example@evil.example/", FALLBACK],
  // Backslashes are slashes to a browser.
  ["/\\evil.example", FALLBACK],
  ["\\\\evil.example", FALLBACK],
  ["/\\/evil.example", FALLBACK],
  // Percent-encoded dots are dot segments to the URL parser.
  ["/%2e%2e//evil.example", FALLBACK],
  ["/%2E%2E/%2e%2e//evil.example/x", FALLBACK],
  ["/search/%2e%2e//evil.example", FALLBACK],
  // Control characters the parser would silently drop.
  ["/\t/evil.example", FALLBACK],
  ["/\n/evil.example", FALLBACK],
  ["/a\r\nSet-Cookie: x=1", FALLBACK],
  // Other schemes.
  ["javascript:alert(document.cookie)", FALLBACK],
  ["data:text/html,<script>alert(1)</script>", FALLBACK],
  ["http:evil.example", FALLBACK], // another scheme with no slashes is that scheme's absolute URL
  ["https:evil.example", "/evil.example"], // the same scheme with no slashes is a relative path
  ["//", FALLBACK],
  ["", FALLBACK],
  ["/" + "a".repeat(2000), FALLBACK],
  // Paths on the site are kept, normalised as a browser would read them.
  ["/search/used-cars?make=Kia&page=2", "/search/used-cars?make=Kia&page=2"],
  ["/", "/"],
  ["/cars/./2019-toyota-hilux", "/cars/2019-toyota-hilux"],
  ["/search/../watchlist", "/watchlist"],
  ["/../../watchlist", "/watchlist"],
  ["/watchlist#saved", "/watchlist"],
  ["/search?redirect=//evil.example", "/search?redirect=//evil.example"],
  ["/%2F%2Fevil.example", "/%2F%2Fevil.example"], // an encoded slash is a character of one segment
  ["https://dealer.example/search?make=Kia", "/search?make=Kia"],
  ["watchlist", "/watchlist"],
];
