/**
 * Offers a site shows: only those running now (between starts_at and expires_at; an open end
 * means no limit) and not excluded for this site by the offer's excluded website ids.
 */
import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { offers } from "../db/schema";
import type { Site } from "./store";

export type Offer = typeof offers.$inferSelect;

function currentOfferCondition(site: Pick<Site, "id">, now: Date) {
  return and(
    eq(offers.siteId, site.id),
    or(isNull(offers.startsAt), lte(offers.startsAt, now)),
    or(isNull(offers.expiresAt), gt(offers.expiresAt, now)),
    sql`not (${site.id} = any(${offers.excludedWebsiteIds}))`,
  );
}

/** Current offers, the most recently started first. */
export async function listCurrentOffers(db: Database, site: Pick<Site, "id">, now: Date, limit = 50): Promise<Offer[]> {
  return db.orm
    .select()
    .from(offers)
    .where(currentOfferCondition(site, now))
    .orderBy(sql`${offers.startsAt} desc nulls last`, desc(offers.id))
    .limit(limit);
}

/** One current offer of the site by id; null when it is unknown, another site's, expired or excluded. */
export async function getCurrentOffer(db: Database, site: Pick<Site, "id">, offerId: number, now: Date): Promise<Offer | null> {
  if (!Number.isSafeInteger(offerId) || offerId <= 0) return null;
  const [row] = await db.orm
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), currentOfferCondition(site, now)));
  return row ?? null;
}
