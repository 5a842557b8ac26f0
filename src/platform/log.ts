import pino from "pino";
import { logLevel } from "./config";

/** One JSON logger for the process. Request handlers make a child with the request id. */
export const log = pino({
  level: logLevel(),
  base: { app: "forecourt" },
});
