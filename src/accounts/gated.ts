/**
 * Signed-in areas (vehicle spec §6: checkout, finance and the finance application on some sites,
 * spin-to-win, online payment, my garage): an anonymous shopper is sent to sign in, with the page
 * they asked for as both `redirect` and `back` (spec §2), and comes back to it after the code.
 */
import "server-only";
import { redirect } from "next/navigation";
import type { Database } from "../db/client";
import { signInHref, type SignInType } from "../domain/sign-in";
import type { Site } from "../site/store";
import { readShopperSession } from "./current-shopper";
import type { ShopperSession } from "./session";

/** The shopper's session, or a redirect to sign in and back to `pathAndQuery` when `gated`. */
export async function requireShopperWhen(gated: boolean, db: Database, site: Site, type: SignInType, pathAndQuery: string): Promise<ShopperSession | null> {
  const session = await readShopperSession(db, site);
  if (gated && !session) redirect(signInHref(pathAndQuery, type));
  return session;
}
