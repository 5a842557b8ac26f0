import { handleConsolePasskeyCall } from "@/web/console-passkey-api";

export const dynamic = "force-dynamic";

/** Keep the signed-in member's new passkey (src/web/console-passkey-api.ts). */
export function POST(request: Request): Promise<Response> {
  return handleConsolePasskeyCall(request, "register");
}
