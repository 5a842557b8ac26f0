import { handleConsolePasskeyCall } from "@/web/console-passkey-api";

export const dynamic = "force-dynamic";

/** Options to sign in to the console with a passkey (src/web/console-passkey-api.ts). */
export function POST(request: Request): Promise<Response> {
  return handleConsolePasskeyCall(request, "sign-in-options");
}
