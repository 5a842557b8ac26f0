/**
 * The signed-in shopper's watchlist on one site (search-and-browsing §4 "Watchlist"). Every
 * function takes the site: entries carry site_id, a user belongs to one site, and a car of
 * another site is unknown here.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import type { PaymentProcessor } from "../db/types";
import { cardFlags } from "../domain/card-tag";
import { HIT_COLUMNS_SQL, toHit, type RawHit, type SearchHit } from "../search/engine";
import type { SignedInUser } from "./sign-in";
import { AppError } from "../platform/errors";

type UserRef = Pick<SignedInUser, "id" | "siteId">;

/** A user belongs to one site: using another site's watchlist is refused (forbidden). */
function refuseOtherSite(site: Pick<Site, "id">, user: UserRef): void {
  if (user.siteId !== site.id) throw new AppError("forbidden", "This account belongs to another site.");
}

/**
 * Save a car. Refused for a car the site does not list (invalid, naming car_id) and for one the
 * card's save rule hides the button for (conflict: sold, or on some sites not a priced used car
 * with a photo). Saving a saved car again is a success.
 */
export async function saveCarToWatchlist(db: Database, site: Site, user: UserRef, carId: number, now = new Date()): Promise<void> {
  refuseOtherSite(site, user);
  const [car] = await db.rows<{
    status: string;
    reserved: boolean;
    certified: boolean;
    tag: string | null;
    simple_fuel: string | null;
    created_at: string | Date;
    car_type: string;
    price: number | null;
    photos_count: number;
    payment_processors: PaymentProcessor[];
  }>(sql`
    select status, reserved, certified, tag, simple_fuel, created_at, car_type, price, photos_count, payment_processors
    from cars where id = ${carId} and site_id = ${site.id} and delisted_at is null and show_on_dealer_website`);
  if (!car) throw new AppError("invalid", "No such car on this site.", [{ field: "car_id", message: "No such car on this site." }]);
  const flags = cardFlags({ ...car, price: car.price === null ? null : Number(car.price), created_at: new Date(car.created_at) }, site.config);
  if (!flags.can_save) throw new AppError("conflict", "This car can no longer be saved to a watchlist.", [{ field: "car_id", message: "This car can no longer be saved to a watchlist." }]);
  await db.rows(sql`
    insert into watchlist (site_id, user_id, car_id, created_at) values (${site.id}, ${user.id}, ${carId}, ${now.toISOString()})
    on conflict (user_id, car_id) do nothing`);
}

/** Favourites a device may hand over at sign-in (it keeps at most 200). */
const MAX_MERGED = 200;

/** Car ids from a form field ("12,7,9"): whole positive numbers, each once, at most 200; anything else is ignored. */
export function parseCarIds(raw: unknown): number[] {
  if (typeof raw !== "string") return [];
  const ids = raw.split(",").filter((v) => /^\d{1,15}$/.test(v.trim())).map(Number).filter((n) => n > 0 && Number.isSafeInteger(n));
  return [...new Set(ids)].slice(0, MAX_MERGED);
}

/**
 * On sign-in, the favourites kept on the shopper's device join their watchlist: each car the save
 * rule allows is saved (cars sold or gone since are skipped, as a Save button would refuse them).
 * Returns how many are on the watchlist from this hand-over.
 */
export async function mergeFavouritesIntoWatchlist(db: Database, site: Site, user: UserRef, carIds: readonly number[], now = new Date()): Promise<number> {
  if (!site.config.watchlist_enabled) return 0;
  let saved = 0;
  for (const id of carIds.slice(0, MAX_MERGED)) {
    try {
      await saveCarToWatchlist(db, site, user, id, now);
      saved += 1;
    } catch (err) {
      // A car sold or gone since is skipped, as its Save button would refuse it.
      if (!(err instanceof AppError)) throw err;
    }
  }
  return saved;
}

/** Remove a car; removing one that is not on the list is a success (the list is as asked). */
export async function removeCarFromWatchlist(db: Database, site: Pick<Site, "id">, user: UserRef, carId: number): Promise<void> {
  refuseOtherSite(site, user);
  await db.rows(sql`delete from watchlist where site_id = ${site.id} and user_id = ${user.id} and car_id = ${carId}`);
}

/** Ids of the cars on the user's watchlist on this site (for the cards' pressed Save toggles). */
export async function listWatchlistCarIds(db: Database, site: Pick<Site, "id">, userId: number): Promise<number[]> {
  const rows = await db.rows<{ car_id: number }>(sql`select car_id from watchlist where site_id = ${site.id} and user_id = ${userId} order by created_at desc`);
  return rows.map((r) => Number(r.car_id));
}

/**
 * The saved cars the site still shows, newest saved first, as search hits (so the page draws them
 * with the result card). A sold car stays on the list with its sold tag; a car the dealer took
 * off the website or out of the feed drops off.
 */
export async function listWatchlistCars(db: Database, site: Site, userId: number, now = new Date()): Promise<SearchHit[]> {
  const rows = await db.query<RawHit>(
    `select 0 as ord, ${HIT_COLUMNS_SQL}
     from watchlist w
     join cars c on c.id = w.car_id and c.site_id = w.site_id
     join dealerships d on d.id = c.dealership_id
     left join locations l on l.id = c.location_id
     where w.site_id = $1 and w.user_id = $2 and c.delisted_at is null and c.show_on_dealer_website
     order by w.created_at desc, c.id desc
     limit 200`,
    [site.id, userId],
  );
  return rows.map((r) => toHit(r, site, now));
}
