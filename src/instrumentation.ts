/**
 * Next.js calls register() once when a server process starts. It checks the environment (a wrong
 * value stops the boot, naming the variable: src/platform/config.ts) and starts the background work that
 * belongs to the web process: lead delivery (unless WORKER_IN_PROCESS=false).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("./platform/config");
  if (!getEnv().WORKER_IN_PROCESS) return;
  const { startInProcessWorker } = await import("./jobs/in-process");
  await startInProcessWorker();
}

/**
 * Every error Next.js turns into a 500 — a page, a route handler, a server action, the proxy — is
 * logged once, as JSON, with the request id scripts/server.mjs gave the request (also sent back
 * as `x-request-id`) and the digest the error page shows the shopper as its reference.
 */
export async function onRequestError(
  error: unknown,
  request: Readonly<{ path: string; method: string; headers: NodeJS.Dict<string | string[]> }>,
  context: Readonly<{ routePath: string; routeType: string }>,
): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { log } = await import("./platform/log");
  const requestId = request.headers["x-request-id"];
  log.error(
    {
      err: error,
      requestId: Array.isArray(requestId) ? requestId[0] : requestId,
      digest: (error as { digest?: string } | null)?.digest,
      method: request.method,
      // The path only: a query may carry a shopper's details.
      path: request.path.split("?")[0]!.slice(0, 300),
      route: context.routePath,
      routeType: context.routeType,
    },
    "request failed",
  );
}
