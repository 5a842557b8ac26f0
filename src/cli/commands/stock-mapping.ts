import fs from "node:fs";
import { parseArgs } from "node:util";
import { getSiteBySlug } from "../../site/store";
import { ValidationError } from "../../platform/errors";
import { listFeedMappings, saveFeedMapping } from "../../stock/mappings";
import { UsageError, type Command } from "../command";

const command: Command = {
  name: "stock:mapping",
  usage: "stock:mapping SITE [NAME MAPPING.json]",
  summary:
    "Save a CSV column mapping for a site's feed under NAME (columns, dealer_codes, date_format, preset: docs/stock-import.md), for stock:import --mapping and the admin API's ?mapping=; with only SITE, list the site's saved mappings.",
  async run(ctx) {
    const { positionals } = parseArgs({ args: ctx.args, allowPositionals: true, options: {} });
    if (positionals.length !== 1 && positionals.length !== 3) throw new UsageError("Give SITE, or SITE NAME MAPPING.json.");
    const [slug, name, file] = positionals as [string, string?, string?];
    const db = await ctx.db();
    const site = await getSiteBySlug(db, slug);
    if (!site) throw new ValidationError([{ field: "SITE", message: `No site "${slug}"` }]);
    if (!name || !file) {
      ctx.out(JSON.stringify({ mappings: await listFeedMappings(db, site) }));
      return 0;
    }
    let input: unknown;
    try {
      input = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch (err) {
      throw new ValidationError([{ field: "MAPPING.json", message: (err as NodeJS.ErrnoException).code === "ENOENT" ? `Cannot read ${file}: no such file` : `${file} is not valid JSON` }]);
    }
    const saved = await saveFeedMapping(db, site, name, input);
    ctx.out(JSON.stringify(saved));
    ctx.say(`${saved.created ? "Saved" : "Replaced"} mapping "${name}" for ${slug}.`);
    return 0;
  },
};

export default command;
