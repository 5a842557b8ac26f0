/**
 * Next.js calls register() once when a server process starts. It starts the background work
 * that belongs to the web process: lead delivery (unless WORKER_IN_PROCESS=false).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.WORKER_IN_PROCESS === "false") return;
  const { startInProcessWorker } = await import("./leads/in-process");
  await startInProcessWorker();
}
