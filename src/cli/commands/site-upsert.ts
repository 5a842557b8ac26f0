import fs from "node:fs/promises";
import { parseArgs } from "node:util";
import { parseSiteFile, upsertSite } from "../../site/store";
import { ValidationError } from "../../platform/errors";
import { UsageError, type Command } from "../command";

/** Read a JSON file, naming the file in a clear error instead of a stack trace. */
export async function readJsonFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (e) {
    throw new ValidationError([{ field: "FILE", message: `Cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` }]);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ValidationError([{ field: "FILE", message: `${file} is not valid JSON: ${(e as Error).message}` }]);
  }
}

const command: Command = {
  name: "site:upsert",
  usage: "site:upsert FILE.json",
  summary: "Create or update a site with its dealerships and locations from a site file (the README's Configure section, docs/site-config.md).",
  async run(ctx) {
    const { positionals } = parseArgs({ args: ctx.args, allowPositionals: true, options: {} });
    if (positionals.length !== 1) throw new UsageError("Give exactly one site file.");
    const file = positionals[0]!;
    const input = await readJsonFile(file);
    // Validate before opening the database: a bad file is named in a moment, without a lock.
    parseSiteFile(input);
    const { site, created, keptFromConsole } = await upsertSite(await ctx.db(), input);
    ctx.out(
      JSON.stringify({
        created,
        kept_from_console: keptFromConsole,
        site: { slug: site.slug, name: site.name, template: site.template, domains: site.domains },
        dealerships: site.dealerships.map((d) => d.slug),
      }),
    );
    ctx.say(
      `${created ? "Created" : "Updated"} site "${site.slug}" (${site.name}, template ${site.template}) with ${site.dealerships.length} dealership(s); ` +
        `it answers at ${[`${site.slug}.localhost`, ...site.domains].join(", ")}.`,
    );
    // The dealer's own console changes stay over the file (docs/console.md, "The site file and the console").
    if (keptFromConsole.length) ctx.say(`Kept what the dealer changed in the console: ${keptFromConsole.join(", ")}.`);
    return 0;
  },
};

export default command;
