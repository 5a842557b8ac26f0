/**
 * Stock figures the site chrome and homepage show. The listing rule is the spec's: a car is
 * listed when (in stock OR coming soon OR sold after the cutoff) AND shown on the dealer website,
 * within the site's listing preset, and never once delisted by a replacing import.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Site } from "./store";
import { AVAILABLE_STATUSES, soldCutoff, soldDaysGroups } from "../domain/availability";

/** The WHERE condition for a site's listed cars (table `cars` unaliased). */
export function listedCarsCondition(site: Pick<Site, "id" | "config" | "dealerships">, now: Date): SQL {
  const c = site.config;
  const parts: SQL[] = [
    sql`cars.site_id = ${site.id}`,
    sql`cars.delisted_at is null`,
    sql`cars.show_on_dealer_website`,
    sql`(cars.status in ('in_stock', 'coming_soon') or ${recentlySold(site, now)})`,
  ];
  if (c.listing_preset === "hide_by_photos") parts.push(sql`cars.photos_count >= ${c.listing_min_photos}`);
  if (c.listing_preset === "hide_by_status" && c.listing_hidden_statuses.length) {
    // drizzle expands an array parameter into a parenthesised list.
    parts.push(sql`cars.status not in ${c.listing_hidden_statuses}`);
  }
  if (c.certified_only) parts.push(sql`cars.certified`);
  return sql.join(parts, sql` and `);
}

/** Sold within its dealership's sold days, the cutoff instant included (src/domain/availability.ts). */
function recentlySold(site: Pick<Site, "config" | "dealerships">, now: Date): SQL {
  const groups = soldDaysGroups(site.config.sold_cars_shown_days, site.dealerships);
  const after = (days: number) => sql`cars.sold_date >= ${soldCutoff(now, days).toISOString()}::timestamptz`;
  if (groups.length <= 1) return after(groups[0]?.days ?? site.config.sold_cars_shown_days);
  return sql`(${sql.join(
    groups.map((g) => sql`(cars.dealership_id in ${g.dealershipIds} and ${after(g.days)})`),
    sql` or `,
  )})`;
}

/** A listed car a shopper can buy (the quick links and the advertised count count only these). */
const forSale = sql.raw(`cars.status in (${AVAILABLE_STATUSES.map((st) => `'${st}'`).join(", ")})`);

export interface ListedCarCounts {
  listed: number;
  /** Of those, the cars a shopper can buy: in stock or coming soon (the advertised count). */
  forSale: number;
  inStock: number;
  /** Listed cars by item type (car, caravan, motorcycle, truck). */
  byItemType: Record<string, number>;
}

export async function countListedCars(db: Database, site: Pick<Site, "id" | "config" | "dealerships">, now: Date): Promise<ListedCarCounts> {
  const rows = await db.rows<{ item_type: string; listed: number; for_sale: number; in_stock: number }>(sql`
    select cars.item_type, count(*)::int as listed, (count(*) filter (where ${forSale}))::int as for_sale,
           (count(*) filter (where cars.status = 'in_stock'))::int as in_stock
    from cars where ${listedCarsCondition(site, now)}
    group by cars.item_type`);
  const out: ListedCarCounts = { listed: 0, forSale: 0, inStock: 0, byItemType: {} };
  for (const r of rows) {
    out.listed += Number(r.listed);
    out.forSale += Number(r.for_sale);
    out.inStock += Number(r.in_stock);
    out.byItemType[r.item_type] = Number(r.listed);
  }
  return out;
}

export interface FacetCount {
  value: string;
  count: number;
}

/** The makes with the most cars for sale, most first (homepage quick links). */
export async function countListedCarsByMake(db: Database, site: Pick<Site, "id" | "config" | "dealerships">, now: Date, limit = 8): Promise<FacetCount[]> {
  const rows = await db.rows<{ value: string; count: number }>(sql`
    select cars.make as value, count(*)::int as count from cars
    where ${listedCarsCondition(site, now)} and ${forSale}
    group by cars.make order by count(*) desc, cars.make limit ${limit}`);
  return rows.map((r) => ({ value: r.value, count: Number(r.count) }));
}

/** The body types with the most cars for sale, most first (homepage quick links). */
export async function countListedCarsByBody(db: Database, site: Pick<Site, "id" | "config" | "dealerships">, now: Date, limit = 6): Promise<FacetCount[]> {
  const rows = await db.rows<{ value: string; count: number }>(sql`
    select cars.simple_body as value, count(*)::int as count from cars
    where ${listedCarsCondition(site, now)} and ${forSale} and cars.simple_body is not null and cars.simple_body <> ''
    group by cars.simple_body order by count(*) desc, cars.simple_body limit ${limit}`);
  return rows.map((r) => ({ value: r.value, count: Number(r.count) }));
}
