import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SAVING_EXPLAINED, savingModel } from "@/domain/saving-model";
import { PageHeader } from "@/ui/content/PageHeader";
import { FavouritesList } from "@/ui/favourites/FavouritesList";
import styles from "@/ui/favourites/favourites.module.css";
import { getSitePage } from "@/web/site-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "My favourites", robots: { index: false, follow: true } };

/**
 * The cars this device keeps as favourites (the heart), with their live status. No sign-in needed.
 * Only on a site whose saving model is favourites (domain/saving-model.ts); a watchlist site has
 * no heart, so no favourites page either.
 */
export default async function Favourites() {
  const { site, chrome } = await getSitePage();
  // What the site sells: "The vehicles you marked" on a caravan and motorcycle dealer's site.
  const nouns = chrome.nouns;
  if (savingModel(site.config) !== "favourites") notFound();
  return (
    <>
      <PageHeader title="My favourites" lead={`The ${nouns.many} you marked with the heart at ${site.name}, as they are now. ${SAVING_EXPLAINED.favourites}`} />
      <div className={`container ${styles.page}`}>
        <FavouritesList searchHref={site.config.routes.default_search} nouns={nouns} />
      </div>
    </>
  );
}
