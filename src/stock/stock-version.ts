/**
 * A dealership's stock version: every change to what its cars show (an import, a console edit, a
 * photo, a reservation) adds one, and every cache of search results, counts, facets and car pages
 * keys on the site's sum of them, so the next request sees the change.
 */
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dealerships } from "../db/schema";

/** Add one to each dealership's stock version (inside the transaction that changed its cars). */
export async function bumpStockVersion(tx: Pick<Database["orm"], "update">, dealershipIds: readonly number[]): Promise<void> {
  if (!dealershipIds.length) return;
  await tx
    .update(dealerships)
    .set({ stockVersion: sql`${dealerships.stockVersion} + 1` })
    .where(inArray(dealerships.id, [...dealershipIds]));
}
