"use server";
/** The wheel's one button: draw this shopper's prize (once) and show it. */
import { redirect } from "next/navigation";
import { readShopperSession } from "@/accounts/current-shopper";
import { signInHref } from "@/domain/sign-in";
import { spinOnce } from "@/promotions/spins";
import { getPageSite } from "@/web/site-context";

export async function spinAction(): Promise<void> {
  const { db, site } = await getPageSite();
  // A switched-off promotion draws nothing, whatever a stale page posts.
  if (!site.config.pages.spin_to_win) redirect("/");
  const session = await readShopperSession(db, site);
  if (!session) redirect(signInHref("/spin-to-win", "promotion"));
  const { fresh } = await spinOnce(db, site, session.userId, site.config.spin_to_win_prizes, new Date());
  // Post, then show: a reload shows the prize and never posts again.
  redirect(fresh ? "/spin-to-win?spun=1" : "/spin-to-win");
}
