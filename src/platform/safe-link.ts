/**
 * Links that site files and feeds may give (issue 14, point 9): an http(s) URL or a path on the
 * site (`/service`, not `//elsewhere`). A `javascript:` or `data:` URL in a dealer's button, logo or
 * photo would run script or show forged content under the dealer's name, so it is refused where
 * the value comes in, naming the field, rather than trusted where it is rendered.
 */

export const SAFE_LINK_MESSAGE = "Must be an http(s) URL or a path starting with /";

/** Whether the value is an http(s) URL or a site path (one leading slash, no backslash tricks). */
export function isSafeLink(value: string): boolean {
  const v = value.trim();
  if (v.startsWith("/")) return !v.startsWith("//") && !v.startsWith("/\\") && !/[\u0000-\u001f]/.test(v);
  try {
    const url = new URL(v);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
