import pino from "pino";

/** One JSON logger for the process. Request handlers make a child with the request id. */
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { app: "forecourt" },
});
