/**
 * The CLI's commands. To add one, write src/cli/commands/<name>.ts with a default export of a
 * `Command` (see ../command.ts) and add its line below. Commands load lazily, so a heavy one
 * costs the others nothing.
 */
import type { Command } from "../command";

export const COMMANDS: Record<string, () => Promise<{ default: Command }>> = {
  "site:upsert": () => import("./site-upsert"),
  "stock:import": () => import("./stock-import"),
  "stock:mapping": () => import("./stock-mapping"),
  "demo:seed": () => import("./demo-seed"),
  "db:migrate": () => import("./db-migrate"),
  worker: () => import("./worker"),
};
