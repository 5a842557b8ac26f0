/**
 * EXPLAIN (ANALYZE, BUFFERS) of the search statement for one site and query string, against the
 * benchmark database:  npx tsx bench/search-explain.ts bench-tenant "make=Toyota&sortBy=price_asc"
 * BENCH_DB_URL overrides the database.
 */
import { openDatabase } from "../src/db/client";
import { buildStatement } from "../src/search/engine";
import { parseSearchParams } from "../src/search/query";
import { getSiteBySlug } from "../src/site/store";

async function main() {
  const url = process.env.BENCH_DB_URL ?? "postgres://postgres@127.0.0.1:5432/forecourt_bench_search";
  const db = await openDatabase({ url, migrate: false });
  try {
    const site = await getSiteBySlug(db, process.argv[2] ?? "bench-tenant");
    if (!site) throw new Error("no such site");
    const parsed = parseSearchParams(new URLSearchParams(process.argv[3] ?? ""));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const st = buildStatement(site, parsed.query, new Date(), undefined);
    const rows = await db.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${st.text}`, st.values);
    console.log(rows.map((r) => r["QUERY PLAN"]).join("\n"));
  } finally {
    await db.close();
  }
}
void main();
