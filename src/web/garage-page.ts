/**
 * The signed-in shopper's own pages: `/my-garage` (their reservations, online purchases, watchlist
 * and saved searches) and `/online-payment` (the deposits they paid, refunds and receipts). A site
 * with no signed-in area answers 404; an anonymous shopper is sent to sign in and back.
 */
import "server-only";
import { notFound, redirect } from "next/navigation";
import { readShopperSession } from "../accounts/current-shopper";
import { listWatchlistCars } from "../accounts/watchlist";
import { signInAvailable, signInHref } from "../domain/sign-in";
import { listShopperJourneys } from "../reservations/journeys";
import { listShopperReservations } from "../reservations/store";
import { listSavedSearchesForEmails } from "../search/saved-searches";
import type { GarageData } from "../ui/accounts/Garage";
import { getPageSite } from "./site-context";

export async function loadGaragePage(path: "/my-garage" | "/online-payment"): Promise<GarageData> {
  const { db, site } = await getPageSite();
  if (!signInAvailable(site.config)) notFound();
  const session = await readShopperSession(db, site);
  if (!session) redirect(signInHref(path, "garage", "/"));
  const [reservations, journeys] = await Promise.all([listShopperReservations(db, site, session.userId), listShopperJourneys(db, site, session.userId)]);
  const emails = [...new Set([...reservations.map((r) => r.email), ...journeys.map((j) => j.data.email).filter((e): e is string => typeof e === "string")])];
  const [watchlist, savedSearches] = path === "/my-garage" ? await Promise.all([site.config.watchlist_enabled ? listWatchlistCars(db, site, session.userId) : Promise.resolve([]), listSavedSearchesForEmails(db, site, emails)]) : [[], []];
  return { site, phone: session.phone, reservations, journeys, watchlist, savedSearches };
}
