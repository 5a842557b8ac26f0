import path from "node:path";
import { parseArgs } from "node:util";
import { getSiteBySlug } from "../../site/store";
import { ValidationError } from "../../platform/errors";
import { FeedImportError, importStock, type ImportResult } from "../../stock/import";
import { feedFormatFromPath, readFeedFile } from "../../stock/read-feed";
import { mapperForImport } from "../../stock/mappings";
import { UsageError, type Command, type CommandContext } from "../command";

/** Rejected rows listed for a person; the JSON on stdout has them all. */
const SHOWN = 50;

function report(ctx: CommandContext, file: string, r: ImportResult): void {
  ctx.out(JSON.stringify(r));
  ctx.say(
    `${path.basename(file)}${r.dry_run ? " (dry run: nothing written)" : ""}: ${r.inserted} ${r.dry_run ? "would be inserted" : "inserted"}, ${r.updated} updated, ${r.removed} removed, ${r.rejected.length} rejected.`,
  );
  if (r.mapping) {
    ctx.say(`Read as ${r.mapping.encoding ?? "utf-8"}. Columns used: ${Object.entries(r.mapping.columns).map(([h, f]) => `${h} → ${f}`).join(", ")}.`);
    if (r.mapping.ignored_columns.length) ctx.say(`Columns ignored: ${r.mapping.ignored_columns.join(", ")}.`);
    for (const c of r.mapping.changes) ctx.say(`  ${c.column}: ${c.change} in ${c.count} row(s) (rows ${c.rows.join(", ")}${c.count > c.rows.length ? ", …" : ""})`);
  }
  for (const x of r.rejected.slice(0, SHOWN)) ctx.say(`  row ${x.row}, ${x.field}: ${x.message}`);
  if (r.rejected.length > SHOWN) ctx.say(`  … and ${r.rejected.length - SHOWN} more (see the JSON result).`);
  for (const w of r.warnings) ctx.say(`Warning: ${w}`);
}

const command: Command = {
  name: "stock:import",
  usage: "stock:import FILE [--replace] [--site SLUG] [--mapping NAME | --preset au-dms] [--dry-run]",
  summary:
    "Import a stock feed (.json array, .ndjson or .csv). --replace delists the named dealerships' cars the feed no longer has; --site accepts only that site's dealerships; --mapping (a mapping saved with stock:mapping) or --preset reads a CSV in a DMS's own layout (with --site); --dry-run says what would change and writes nothing. Exits 2 when rows were rejected.",
  async run(ctx) {
    const { positionals, values } = parseArgs({
      args: ctx.args,
      allowPositionals: true,
      options: { replace: { type: "boolean", default: false }, site: { type: "string" }, mapping: { type: "string" }, preset: { type: "string" }, "dry-run": { type: "boolean", default: false } },
    });
    if (positionals.length !== 1) throw new UsageError("Give exactly one feed file.");
    const file = positionals[0]!;
    if (!feedFormatFromPath(file)) throw new ValidationError([{ field: "FILE", message: `Cannot tell the format of ${file}: use .json, .ndjson or .csv` }]);
    const db = await ctx.db();
    let site: { id: number; slug: string } | undefined;
    if (values.site !== undefined) {
      const found = await getSiteBySlug(db, values.site);
      if (!found) throw new ValidationError([{ field: "--site", message: `No site "${values.site}"` }]);
      site = { id: found.id, slug: found.slug };
    }
    if ((values.mapping !== undefined || values.preset !== undefined) && !site) throw new UsageError("--mapping and --preset need --site (a mapping belongs to a site).");
    const mapper = site ? await mapperForImport(db, site, { mapping: values.mapping, preset: values.preset }) : undefined;
    if (mapper && feedFormatFromPath(file) !== "csv") throw new ValidationError([{ field: "--mapping", message: "Column mappings apply to .csv feeds" }]);
    try {
      const result = await importStock(db, readFeedFile(file, undefined, { mapper }), { replace: values.replace, site, dryRun: values["dry-run"] });
      if (mapper) result.mapping = mapper.report;
      report(ctx, file, result);
      return result.rejected.length ? 2 : 0;
    } catch (err) {
      if (err instanceof FeedImportError) {
        report(ctx, file, err.partial);
        ctx.say(`The feed stopped being readable, so the import stopped there (nothing was delisted):`);
        for (const e of err.errors) ctx.say(`  ${e.field}: ${e.message}`);
        return 1;
      }
      if ((err as NodeJS.ErrnoException).code === "ENOENT") {
        throw new ValidationError([{ field: "FILE", message: `Cannot read ${file}: no such file` }]);
      }
      throw err;
    }
  },
};

export default command;
