import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { signInHref } from "@/domain/sign-in";
import { WATCHLIST_PATH } from "@/domain/watchlist";
import { PageHeader } from "@/ui/content/PageHeader";
import { FavouritesList } from "@/ui/favourites/FavouritesList";
import styles from "@/ui/favourites/favourites.module.css";
import { getPageSite } from "@/web/site-context";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "My favourites", robots: { index: false, follow: true } };

/** The cars this device keeps as favourites (the heart), with their live status. No sign-in needed. */
export default async function Favourites() {
  const { site } = await getPageSite();
  if (!site.config.favourites_storage) notFound();
  return (
    <>
      <PageHeader title="My favourites" lead="The cars you marked with the heart, as they are now. Favourites stay on this device; sign in and Save a car to keep it in your watchlist on any device." />
      <div className={`container ${styles.page}`}>
        {site.config.watchlist_enabled ? (
          <p className={styles.note}>
            Favourites stay on this device. <a href={signInHref(WATCHLIST_PATH, "watchlist", "/favourites")}>Sign in with your mobile</a> and
            they join your watchlist, which you can open on any device.
          </p>
        ) : (
          <p className={styles.note}>Favourites stay on this device.</p>
        )}
        <FavouritesList searchHref={site.config.routes.default_search} />
      </div>
    </>
  );
}
