/**
 * The browser-side security headers (issue 14, point 7): what src/proxy.ts puts on every page and
 * next.config.ts on every response. Pure, so the policy is tested without a server.
 *
 * The Content-Security-Policy is nonce-based: Next.js renders inline scripts (the RSC payload,
 * its bootstrap) and adds the nonce it finds in the request's CSP header to each of them and to
 * its own <script src> tags; 'strict-dynamic' lets those scripts load the chunks they need, and
 * nothing else runs — not an injected <script>, an inline event handler or a javascript: URL.
 * Hosts in script-src are left out on purpose: with 'strict-dynamic' browsers ignore them anyway.
 *
 * Styles allow 'unsafe-inline': React writes style attributes, which a nonce cannot cover, and
 * CSS cannot run script. Images come from anywhere over https (dealers' feeds bring their own
 * photo hosts) and from data:/blob: (the gallery and placeholders). The only third-party frame is
 * the Google Maps Embed API on sites with a maps key. The lead forms' captcha is solved in the page
 * with WebCrypto (altcha-lib), so it needs no worker or wasm allowance; analytics go to
 * window.dataLayer and POST /api/events on this origin.
 */

/** Paths that must never be shown inside another site's frame (clickjacking a sign-in or the dealer view). */
const NEVER_FRAMED = ["/admin", "/console", "/sign-in", "/watchlist"];

export function neverFramed(pathname: string): boolean {
  return NEVER_FRAMED.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Who may show this page in a frame: nobody for sign-in, the watchlist, the dealer view and the console; this
 * site itself, plus the origins the site lists in `embed_origins` (a dealer embedding its stock
 * in its group's own website), for everything else.
 */
export function frameAncestors(pathname: string, embedOrigins: readonly string[]): string {
  if (neverFramed(pathname)) return "'none'";
  return ["'self'", ...embedOrigins].join(" ");
}

/**
 * X-Frame-Options, for browsers that predate frame-ancestors: DENY where nobody may frame the page,
 * SAMEORIGIN where only this site may; none where the site lets other origins embed it (the
 * header cannot name them, so frame-ancestors alone decides).
 */
export function legacyFrameOptions(pathname: string, embedOrigins: readonly string[]): "DENY" | "SAMEORIGIN" | null {
  if (neverFramed(pathname)) return "DENY";
  return embedOrigins.length ? null : "SAMEORIGIN";
}

/** A fresh nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export interface CspOptions {
  nonce: string;
  frameAncestors: string;
  /** `next dev` needs eval (React's debugging); production never does. */
  dev?: boolean;
  /** Served over https: ask browsers to upgrade any stray http:// subresource. */
  https?: boolean;
  /**
   * Deposits are paid through Stripe (PAYMENTS_PROVIDER=stripe): Stripe.js's script (trusted by
   * 'strict-dynamic' once our nonced code loads it), its frames and its API, as Stripe documents.
   */
  stripe?: boolean;
  /** The site's chat is LiveChat: its script (trusted by 'strict-dynamic'), its API and socket, its chat frame. */
  livechat?: boolean;
  /** The site loads Google Tag Manager or GA4: their scripts (trusted by 'strict-dynamic') send to Google's collection endpoints. */
  googleTags?: boolean;
}

export function contentSecurityPolicy(o: CspOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${o.nonce}' 'strict-dynamic'${o.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${o.stripe ? " https://api.stripe.com" : ""}${o.livechat ? " https://*.livechatinc.com wss://*.livechatinc.com" : ""}${o.googleTags ? " https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com" : ""}`,
    `frame-src 'self' https://www.google.com${o.stripe ? " https://js.stripe.com https://hooks.stripe.com" : ""}${o.livechat ? " https://secure.livechatinc.com" : ""}`,
    "media-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${o.frameAncestors}`,
  ];
  if (o.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

// HSTS and the headers on every response live in a plain .mjs so the server entry can read them too.
export { HSTS, STATIC_SECURITY_HEADERS } from "./static-security-headers.mjs";
