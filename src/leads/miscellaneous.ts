/**
 * `POST /api/miscellaneous` (vehicle spec §7): a value saved against a lead after it was sent —
 * on the sites that use it, the trade-in valuation result (`column_name: "valuation"`). Kept
 * in the lead's payload under `miscellaneous.{column}`. Only this site's leads, only for a day
 * after they were sent, and each column once: the lead id is the shopper's own receipt, so it
 * may add to its lead but never rewrite it.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { AppError } from "../platform/errors";

export const MISCELLANEOUS_COLUMNS = ["valuation"] as const;
const WINDOW_MS = 24 * 3600_000;

export const MiscellaneousBody = z.strictObject({
  lead_id: z.string({ error: "lead_id is required." }).regex(/^[0-9a-f-]{36}$/i, "lead_id is not a lead id."),
  column_name: z.enum(MISCELLANEOUS_COLUMNS, { error: `column_name must be one of ${MISCELLANEOUS_COLUMNS.join(", ")}.` }),
  value: z
    .record(z.string().max(64), z.unknown(), { error: "value must be an object." })
    .refine((v) => JSON.stringify(v).length <= 4000, "value is larger than 4,000 characters."),
});

/** A refusal naming the lead (the API's reply says `success: false` too). */
const refuse = (code: "not_found" | "conflict", message: string): never => {
  throw new AppError(code, message, [{ field: "lead_id", message }], { body: { success: false } });
};

/**
 * Save one extra column on a recent lead of this site. A column already saved is refused
 * (conflict); a lead that is not this site's, or is more than a day old, is not found.
 */
export async function saveLeadColumn(db: Database, site: Pick<Site, "id">, body: z.infer<typeof MiscellaneousBody>, nowMs = Date.now()): Promise<void> {
  const since = new Date(nowMs - WINDOW_MS).toISOString();
  const rows = await db.rows<{ id: number }>(sql`
    update leads set payload = jsonb_set(payload, '{miscellaneous}', coalesce(payload->'miscellaneous', '{}'::jsonb) || jsonb_build_object(${body.column_name}::text, ${JSON.stringify(body.value)}::jsonb)),
      updated_at = now()
    where site_id = ${site.id} and public_id = ${body.lead_id} and created_at >= ${since}
      and not coalesce(payload->'miscellaneous', '{}'::jsonb) ? ${body.column_name}
    returning id`);
  if (rows.length) return;
  const [exists] = await db.rows<{ id: number }>(sql`select id from leads where site_id = ${site.id} and public_id = ${body.lead_id} and created_at >= ${since}`);
  return exists ? refuse("conflict", `This lead's ${body.column_name} was already saved.`) : refuse("not_found", "No such lead on this site (or it is more than a day old).");
}
