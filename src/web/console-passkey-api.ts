/**
 * The console's passkey endpoints (JSON, same-origin browser calls only):
 *
 * - POST /api/console/passkeys/options → registration options for the signed-in member
 * - POST /api/console/passkeys         → `{ challengeId, response, label? }`: keep the new passkey
 * - POST /api/console/sign-in/options  → sign-in options (no address: discoverable passkeys)
 * - POST /api/console/sign-in/passkey  → `{ challengeId, response }`: a session cookie, `{ ok: true }`
 *
 * A failed ceremony answers 400 `{ ok: false, error }`; no console session answers 401.
 */
import "server-only";
import { requestClient } from "../platform/request-client";
import { startStaffSession, STAFF_COOKIE, STAFF_SESSION_MS } from "../staff/sessions";
import { passkeyRegistrationOptions, passkeySignInOptions, registerPasskey, verifyPasskeySignIn } from "../staff/passkeys";
import { failureResponse, json, noSite, readSameOriginJson } from "./http";
import { getRequestSite } from "./site-context";
import { relyingPartyFor, staffFromRequest } from "./console-session";

const NO_STORE = { "cache-control": "no-store" };
const MAX_BODY = 16_000;


type Step = "register-options" | "register" | "sign-in-options" | "sign-in";

export async function handleConsolePasskeyCall(request: Request, step: Step): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  const { db, site } = ctx;
  try {
    const body = (await readSameOriginJson(request, requestClient(request.headers).host, MAX_BODY)) as Record<string, unknown> | null;
    const rp = relyingPartyFor(site, request.headers);
    switch (step) {
      case "register-options":
        return json(await passkeyRegistrationOptions(db, site, await staffFromRequest(db, site, request), rp), 200, NO_STORE);
      case "register": {
        const member = await staffFromRequest(db, site, request);
        const result = await registerPasskey(db, site, member, { challengeId: body?.challengeId, response: body?.response, label: body?.label }, rp);
        return result.ok ? json({ ok: true }, 201, NO_STORE) : json({ ok: false, error: result.message }, 400, NO_STORE);
      }
      case "sign-in-options":
        return json(await passkeySignInOptions(db, site, rp), 200, NO_STORE);
      case "sign-in": {
        const result = await verifyPasskeySignIn(db, site, { challengeId: body?.challengeId, response: body?.response }, rp);
        if (!result.ok) return json({ ok: false, error: result.message }, 400, NO_STORE);
        const session = await startStaffSession(db, site, result.member, "passkey", request.headers.get("user-agent"));
        const secure = requestClient(request.headers).proto === "https" ? "; Secure" : "";
        return json({ ok: true }, 200, { ...NO_STORE, "set-cookie": `${STAFF_COOKIE}=${session.cookie}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${STAFF_SESSION_MS / 1000}${secure}` });
      }
    }
  } catch (err) {
    return failureResponse(err, "That did not work just now. Please try again.");
  }
}
