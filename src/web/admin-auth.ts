/**
 * The admin API belongs to the platform operator, not to any one site: it is not host-scoped and
 * is guarded by one shared secret, `Authorization: Bearer $ADMIN_TOKEN`. With ADMIN_TOKEN unset
 * the admin API does not exist (404), so a deployment that never configured it exposes nothing.
 * Wrong tokens count against the client's address (src/admin/admin-access.ts): past the limit the
 * answer is 429 with Retry-After, whatever token comes next, until the window ends.
 */
import type { Database } from "../db/client";
import { adminToken, checkAdminToken } from "../admin/admin-access";
import { requestClient } from "../platform/request-client";
import { errorResponse } from "./http";
import { AppError } from "../platform/errors";


/** null when the request may use the admin API; otherwise the 404, 401 or 429 to answer with. */
export async function denyUnlessAdmin(request: Request, db: () => Promise<Database>, token: string | undefined = adminToken()): Promise<Response | null> {
  if (!token) return errorResponse(new AppError("not_found", "Not found"));
  const header = request.headers.get("authorization") ?? "";
  const given = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header.trim())?.[1] ?? "";
  const check = await checkAdminToken(await db(), given, token, requestClient(request.headers).ip);
  if (check.ok) return null;
  if (check.reason === "throttled") {
    return errorResponse(
      new AppError("rate_limited", "Too many wrong admin tokens from this address; try again later", [], { headers: { "retry-after": String(check.retryAfterS), "cache-control": "no-store" } }),
    );
  }
  return errorResponse(
    new AppError("unauthorized", "Unauthorized: send Authorization: Bearer <ADMIN_TOKEN>", [], {
      headers: { "www-authenticate": 'Bearer realm="forecourt-admin"', "cache-control": "no-store" },
    }),
  );
}
