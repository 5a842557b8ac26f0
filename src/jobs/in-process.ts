/**
 * The delivery worker inside the web server (`npm start`), started from instrumentation.ts.
 * With PGlite this is the only way (one process owns DATA_DIR); with PostgreSQL every node may
 * run it, since deliveries are claimed with FOR UPDATE SKIP LOCKED, or WORKER_IN_PROCESS=false
 * leaves delivery to `npm run worker` processes.
 */
import { getDb } from "../db/client";
import { log } from "../platform/log";
import { startDeliveryWorker, type RunningWorker } from "./worker";
import { processSingleton } from "../platform/process-singleton";

export function startInProcessWorker(): Promise<RunningWorker | null> {
  return processSingleton("inProcessWorker", () =>
    getDb()
      .then((db) => startDeliveryWorker(db))
      .catch((err: unknown) => {
        // The site still serves and stores leads; they wait in the outbox until a worker runs.
        log.error({ err }, "in-process lead delivery worker did not start");
        return null;
      }),
  );
}
