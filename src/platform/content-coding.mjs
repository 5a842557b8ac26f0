/**
 * Which content codings a client accepts (RFC 9110 §12.5.3), for the server edge's own answers
 * (stored vehicle pages, build assets). Plain JavaScript: the server entry runs it without a build.
 */

/**
 * Whether an Accept-Encoding value lists `coding` (or `*`) without `q=0`, the only way a browser or
 * CDN turns one off.
 */
export function acceptsCoding(acceptEncoding, coding) {
  if (typeof acceptEncoding !== "string") return false;
  return acceptEncoding.split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name !== coding && name !== "*") return false;
    return !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}
