/**
 * Offers a site shows: only those running now (between starts_at and expires_at; an open end
 * means no limit) and not excluded for this site by the offer's excluded website ids.
 */
import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { models, offers } from "../db/schema";
import type { Site } from "./store";
import { plainText } from "../domain/plain-text";

export type OfferRow = typeof offers.$inferSelect;

/**
 * An offer as the pages show it (vehicle spec §3 "Offer"): its row, plus `imageOrModelImage` (its
 * own picture, else its model's from the site's catalogue: image_or_model_image) and
 * `sanitizedDescription` (the description as plain text, for cards, previews and meta tags).
 */
export interface Offer extends OfferRow {
  imageOrModelImage: string | null;
  sanitizedDescription: string;
}

/** The site's catalogue picture of the offer's model, by its slug (the first catalogue row with a picture). */
const modelImageSql = sql<string | null>`(
  select ${models.imageUrl} from ${models}
  where ${models.siteId} = ${offers.siteId} and ${models.slug} = ${offers.modelSlug} and ${models.imageUrl} is not null
  order by ${models.id} limit 1)`;

function toOffer(row: OfferRow, modelImage: string | null): Offer {
  return { ...row, imageOrModelImage: row.imageUrl ?? modelImage, sanitizedDescription: plainText(row.description) };
}

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
  const rows = await db.orm
    .select({ row: offers, modelImage: modelImageSql })
    .from(offers)
    .where(currentOfferCondition(site, now))
    .orderBy(sql`${offers.startsAt} desc nulls last`, desc(offers.id))
    .limit(limit);
  return rows.map((r) => toOffer(r.row, r.modelImage));
}

/** One current offer of the site by id; null when it is unknown, another site's, expired or excluded. */
export async function getCurrentOffer(db: Database, site: Pick<Site, "id">, offerId: number, now: Date): Promise<Offer | null> {
  if (!Number.isSafeInteger(offerId) || offerId <= 0) return null;
  const [found] = await db.orm
    .select({ row: offers, modelImage: modelImageSql })
    .from(offers)
    .where(and(eq(offers.id, offerId), currentOfferCondition(site, now)));
  return found ? toOffer(found.row, found.modelImage) : null;
}
