/**
 * The admin API belongs to the platform operator, not to any one site: it is not host-scoped and
 * is guarded by one shared secret, `Authorization: Bearer $ADMIN_TOKEN`. With ADMIN_TOKEN unset
 * the admin API does not exist (404), so a deployment that never configured it exposes nothing.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { json } from "./http";

/** The configured token, or undefined when the admin API is off. Read per request: tests change it. */
export function adminToken(): string | undefined {
  return process.env.ADMIN_TOKEN || undefined;
}

/** Compare in constant time; hashing first makes the lengths equal, so the length leaks nothing either. */
function tokensEqual(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/** null when the request may use the admin API; otherwise the 404 or 401 to answer with. */
export function denyUnlessAdmin(request: Request, token: string | undefined = adminToken()): Response | null {
  if (!token) return json({ error: "Not found" }, 404);
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header.trim());
  if (!match || !tokensEqual(match[1]!, token)) {
    return json({ error: "Unauthorized: send Authorization: Bearer <ADMIN_TOKEN>" }, 401, {
      "www-authenticate": 'Bearer realm="forecourt-admin"',
      "cache-control": "no-store",
    });
  }
  return null;
}
