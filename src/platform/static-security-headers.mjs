/**
 * The security headers every response carries, whatever it is: next.config.ts puts them on what
 * Next.js answers, and the server edge on what it answers itself (stored vehicle pages, build
 * assets). Plain JavaScript so the server entry (scripts/server.mjs) can read them without a build;
 * src/platform/security-headers.ts re-exports them beside the page policy.
 */

/** HSTS for a response that went out over https: a year, this host only (a dealer's other subdomains are theirs). */
export const HSTS = "max-age=31536000";

/** Headers every response carries, whatever it is. */
export const STATIC_SECURITY_HEADERS = Object.freeze([
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Nothing on these sites uses the camera, microphone, USB or the like; geolocation is not used
  // either (locations are typed or chosen). The Payment Request API (Apple Pay, Google Pay) is for
  // this site and Stripe's payment frame only; other third-party frames (the map) get none of them.
  {
    key: "Permissions-Policy",
    value: `camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com"), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()`,
  },
]);
