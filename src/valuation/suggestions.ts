/** Make and model suggestions for the trade-in form: what the dealer's own stock carries (a hint; any make may be typed). */
import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Site } from "../site/store";

export async function listTradeInSuggestions(db: Database, site: Pick<Site, "id">): Promise<Record<string, string[]>> {
  const rows = await db.rows<{ make: string; model: string }>(sql`
    select distinct make, model from cars
    where site_id = ${site.id} and delisted_at is null and make <> '' and model <> ''
    order by make, model
    limit 1000`);
  const out: Record<string, string[]> = {};
  for (const r of rows) (out[r.make] ??= []).push(r.model);
  return out;
}
