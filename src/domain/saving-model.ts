/**
 * One way of keeping a car per site (issue 17 "one saving model per site"). A shopper meets one
 * button and one list, never a heart beside a Save that keep cars in two different places:
 *
 * - "watchlist": the Save button; signed in with a mobile number, the cars are kept on every
 *   device (the sign-in is asked on the first Save and the save finished after it).
 * - "favourites": the heart; kept in this browser, no account.
 * - "none": neither (the site switched both off).
 *
 * A site with both switched on keeps the watchlist; hearts a shopper kept on such a site before
 * it changed model are not lost: they join the watchlist when the shopper signs in.
 */
import type { SiteConfig } from "../site/config";

export type SavingModel = "watchlist" | "favourites" | "none";

export function savingModel(config: Pick<SiteConfig, "watchlist_enabled" | "favourites_storage">): SavingModel {
  if (config.watchlist_enabled) return "watchlist";
  if (config.favourites_storage) return "favourites";
  return "none";
}

/** The one line that says where saved cars are kept, on the list page and where saving starts. */
export const SAVING_EXPLAINED: Record<Exclude<SavingModel, "none">, string> = {
  watchlist: "Your watchlist follows you: it is there on any device you sign in on.",
  favourites: "Favourites are kept on this device, with no account needed; clearing the browser's data removes them.",
};
