import { handleConsoleImport } from "@/web/console-import-api";

export const dynamic = "force-dynamic";

/** The console's feed import (src/web/console-import-api.ts). */
export function POST(request: Request): Promise<Response> {
  return handleConsoleImport(request);
}
