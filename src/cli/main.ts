/**
 * The Forecourt CLI: `npm run cli -- <command> [args]`. `npm run cli -- help` lists the commands.
 *
 * Exit codes: 0 done; 1 invalid input (the field is named on stderr) or failure; 2 done, but some
 * rows were rejected (stock:import); 64 wrong arguments.
 *
 * Results go to stdout as JSON, messages for people to stderr. Logs are quiet below "warn"
 * unless LOG_LEVEL says otherwise, so that stdout stays machine-readable.
 */
import type { Database } from "../db/client";
import { UsageError, type Command, type CommandContext } from "./command";
import { COMMANDS } from "./commands";
import { setDefaultLogLevel } from "../platform/config";

// Set before anything that imports the logger is loaded (those imports are dynamic below).
setDefaultLogLevel("warn");

const say = (text: string) => process.stderr.write(`${text}\n`);
const out = (text: string) => process.stdout.write(`${text}\n`);

async function loadAll(): Promise<Command[]> {
  return Promise.all(Object.values(COMMANDS).map(async (load) => (await load()).default));
}

async function help(): Promise<void> {
  say("Usage: npm run cli -- <command> [args]\n\nCommands:");
  for (const c of await loadAll()) say(`  ${c.usage}\n      ${c.summary}`);
}

export async function runCli(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === "help" || name === "--help" || name === "-h") {
    await help();
    return name ? 0 : 64;
  }
  const load = COMMANDS[name];
  if (!load) {
    say(`Unknown command "${name}".`);
    await help();
    return 64;
  }
  const command = (await load()).default;
  const client = await import("../db/client");
  const { ValidationError } = await import("../platform/errors");
  let opened: Promise<Database> | undefined;
  const ctx: CommandContext = {
    args,
    db: () => (opened ??= client.getDb()),
    out,
    say,
  };
  try {
    return await command.run(ctx);
  } catch (err) {
    // node:util parseArgs throws ERR_PARSE_ARGS_* for unknown options and missing values.
    const code = (err as { code?: unknown }).code;
    if (err instanceof UsageError || (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS"))) {
      say(`${(err as Error).message}\nUsage: npm run cli -- ${command.usage}`);
      return 64;
    }
    if (err instanceof ValidationError) {
      say(`Invalid input:`);
      for (const e of err.errors) say(`  ${e.field}: ${e.message}`);
      return 1;
    }
    if (err instanceof client.DataDirInUseError) {
      say(err.message);
      return 1;
    }
    say(`${command.name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return 1;
  } finally {
    if (opened) await client.closeDb().catch(() => {});
  }
}

runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    say(String(err instanceof Error ? err.stack : err));
    process.exitCode = 1;
  },
);
