/**
 * What a CLI command is. Each lives in src/cli/commands/<name>.ts and is listed in
 * src/cli/commands/index.ts (one line each).
 */
import type { Database } from "../db/client";
import { ValidationError } from "../platform/errors";

export interface CommandContext {
  /** The arguments after the command's name. */
  args: string[];
  /** The process database (DATABASE_URL or PGlite in DATA_DIR), opened on first use and closed by main. */
  db(): Promise<Database>;
  /** A line for the result (stdout): scripts read this. */
  out(text: string): void;
  /** A line for the person at the terminal (stderr). */
  say(text: string): void;
}

export interface Command {
  /** As typed: `npm run cli -- <name> …`. */
  name: string;
  usage: string;
  summary: string;
  /** Resolves to the process exit code. Throw UsageError or ValidationError for bad input. */
  run(ctx: CommandContext): Promise<number>;
}

/** Wrong arguments: main prints the message and the command's usage, and exits 64 (EX_USAGE). */
export class UsageError extends ValidationError {
  constructor(message: string) {
    super([{ field: "(arguments)", message }]);
    this.message = message;
    this.name = "UsageError";
  }
}
