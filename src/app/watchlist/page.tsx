import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { readShopperSession } from "@/accounts/current-shopper";
import { listWatchlistCars } from "@/accounts/watchlist";
import { formatMobile, signInHref } from "@/domain/sign-in";
import { WATCHLIST_PATH } from "@/domain/watchlist";
import { SAVING_EXPLAINED, savingModel } from "@/domain/saving-model";
import { PageHeader } from "@/ui/content/PageHeader";
import { CarCard } from "@/ui/search/CarCard";
import { WatchlistProvider } from "@/ui/watchlist/Watchlist";
import accounts from "@/ui/accounts/accounts.module.css";
import search from "@/ui/search/search.module.css";
import { getPageSite } from "@/web/site-context";
import { signOutAction } from "../sign-in/actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "My watchlist", robots: { index: false, follow: false } };

/** The signed-in shopper's saved cars on this site; anonymous shoppers are sent to sign in. */
export default async function Watchlist() {
  const { db, site } = await getPageSite();
  if (savingModel(site.config) !== "watchlist") notFound();
  const session = await readShopperSession(db, site);
  if (!session) redirect(signInHref(WATCHLIST_PATH, "watchlist", "/"));
  const cars = await listWatchlistCars(db, site, session.userId);
  const cardSite = { id: site.id, config: site.config, dealerships: site.dealerships };
  return (
    <>
      <PageHeader title="My watchlist" lead={`Cars you saved at ${site.name}. ${SAVING_EXPLAINED.watchlist}`} />
      <div className={`container ${accounts.page}`}>
        <div className={accounts.signedIn}>
          <p style={{ margin: 0 }}>
            Signed in as <strong>{formatMobile(session.phone)}</strong> · <Link href="/my-garage">My garage</Link>
          </p>
          <form action={signOutAction}>
            <input type="hidden" name="back" value="/" />
            <button type="submit" className={accounts.linkButton}>
              Sign out
            </button>
          </form>
        </div>
        <WatchlistProvider phone={session.phone} savedIds={cars.map((c) => c.id)}>
          {cars.length ? (
            <ol className={search.grid} data-testid="watchlist">
              {cars.map((hit) => (
                <li key={hit.id}>
                  <CarCard hit={hit} site={cardSite} headingLevel={2} />
                </li>
              ))}
            </ol>
          ) : (
            <div className={accounts.empty} data-testid="watchlist-empty">
              <p style={{ marginTop: 0 }}>Your watchlist is empty. Press Save on any car to keep it here.</p>
              <Link href={site.config.routes.default_search} className="btn btn-primary">
                Browse our stock
              </Link>
            </div>
          )}
        </WatchlistProvider>
      </div>
    </>
  );
}
