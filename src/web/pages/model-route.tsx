/**
 * A model's page: `/models/{model}` and the short address `/{model slug}` render it, with the
 * canonical URL on `/models/{model}`. The site's own photo of the model, its body types, the cars
 * in stock now (the same cards as the results page), the current offers for it, a link to the
 * full search and an enquiry about the model. The Vehicles menu links here unless the catalogue
 * gives the model an override URL.
 */
import { cache } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { loadModelPage, findSiteModel } from "../../search/model-page";
import { searchModels } from "../../search/models";
import { modelPagePath } from "../../domain/model-links";
import { ModelGrid } from "../../ui/models/ModelGrid";
import { modelRangeHref } from "./models-index";
import { modelSearchHref } from "../../site/menu";
import { formatCount } from "../../domain/stock-count";
import { timeZoneForState } from "../../domain/opening-hours";
import { loadFormPageData } from "../../leads/form-context";
import { readShopperSession } from "../../accounts/current-shopper";
import { listWatchlistCarIds } from "../../accounts/watchlist";
import { sitePageMetadata } from "../page-meta";
import { getSitePage } from "../site-page";
import { getPageSite } from "../site-context";
import { PageHeader } from "../../ui/content/PageHeader";
import { OfferCard, offerHref } from "../../ui/content/OfferCard";
import { franchisedMakes } from "../../ui/content/copy";
import { LeadFormButton } from "../../ui/forms/FormModal";
import { CarCard } from "../../ui/search/CarCard";
import { WatchlistProvider } from "../../ui/watchlist/Watchlist";
import search from "../../ui/search/search.module.css";
import styles from "../../ui/models/models.module.css";

/** How many of the make's other models the page offers (the range page has them all). */
const MORE_MODELS = 4;

/** The request's site's model with this slug, looked up once per request (metadata and page both ask). */
const requestModel = cache(async (slug: string) => {
  const { db, site } = await getPageSite();
  return findSiteModel(db, site, slug);
});

export async function modelMetadata(slug: string): Promise<Metadata> {
  return sitePageMetadata(async ({ site }) => {
    const model = await requestModel(slug);
    if (!model) notFound();
    return {
      title: `${model.make} ${model.name}`,
      description: `The ${model.make} ${model.name} at ${site.name}: cars in stock now, current offers, and a team to answer your questions.`,
      path: modelPagePath(model.slug),
    };
  });
}

export async function ModelPage({ slug }: { slug: string }) {
  const { db, site, chrome, now } = await getSitePage();
  const model = await requestModel(slug);
  if (!model) notFound();
  const [{ stock, offers }, forms, sameMake] = await Promise.all([
    loadModelPage(db, site, model, now),
    loadFormPageData(db, site),
    searchModels(db, site, { manufacturer: [model.make] }),
  ]);
  const otherModels = sameMake.hits.filter((m) => m.slug !== model.slug).slice(0, MORE_MODELS);
  // The signed-in shopper's saved cars show as saved, as on the results page.
  const shopper = site.config.watchlist_enabled ? await readShopperSession(db, site) : null;
  const savedIds = shopper ? await listWatchlistCarIds(db, site, shopper.userId) : [];
  const fullName = `${model.make} ${model.name}`;
  const searchHref = modelSearchHref(site.config.routes.default_search, model.make, model.name);
  const cardSite = { id: site.id, config: site.config, dealerships: site.dealerships };
  const timeZone = timeZoneForState(chrome.locations[0]?.state);
  return (
    <>
      <PageHeader
        title={fullName}
        eyebrow={model.body.length ? model.body.join(" · ") : undefined}
        lead={stock.count ? `${formatCount(stock.count)} in stock now at ${site.name}.` : `None in stock right now: ask us and we will find you one.`}
      />
      <div className={`container ${styles.intro}`}>
        <div className={styles.picture}>
          {model.imageUrl ? (
            // The catalogue picture in a fixed box: no layout shift whatever its size.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={model.imageUrl} alt={fullName} width={640} height={400} fetchPriority="high" />
          ) : (
            <span aria-hidden="true">{model.make}</span>
          )}
        </div>
        <div className={styles.actions}>
          <h2>Interested in the {model.name}?</h2>
          <p>Ask about colours, specs, availability or a test drive; a real person at {site.name} will get back to you.</p>
          <LeadFormButton
            label={`Enquire about the ${model.name}`}
            className="btn btn-primary btn-lg"
            testId="model-enquire"
            form="enquiry"
            context={forms.context}
            pageId="model"
            heading={`Ask about the ${fullName}`}
            defaults={{ message: `I'm interested in the ${fullName}.` }}
          />
          {stock.count ? (
            <Link href={searchHref} className="btn btn-outline btn-lg" prefetch={false} data-testid="model-search-link">
              {/* "All" only when there is more than one. */}
              {stock.count === 1 ? `See this ${chrome.nouns.one} in our stock` : `See all ${formatCount(stock.count)} in stock`}
            </Link>
          ) : null}
        </div>
      </div>
      {stock.hits.length ? (
        <section className="container" aria-labelledby="model-stock-heading">
          <h2 id="model-stock-heading">{fullName} in stock</h2>
          <WatchlistProvider phone={shopper?.phone ?? null} savedIds={savedIds}>
            <ol className={search.grid} data-testid="model-stock">
              {stock.hits.map((hit) => (
                <li key={hit.id}>
                  <CarCard hit={hit} site={cardSite} headingLevel={3} />
                </li>
              ))}
            </ol>
          </WatchlistProvider>
        </section>
      ) : null}
      {offers.length ? (
        <section className={`container ${styles.offers}`} aria-labelledby="model-offers-heading">
          <h2 id="model-offers-heading">Current {model.name} offers</h2>
          <ul className={styles.offerList} data-testid="model-offers">
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} href={offerHref(offer, franchisedMakes(site).length !== 1)} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {otherModels.length ? (
        <section className={`container ${styles.moreModels}`} aria-labelledby="more-models-heading">
          <div className="section-head">
            <h2 id="more-models-heading">More {model.make} models</h2>
            <a href={modelRangeHref({ manufacturer: model.make })}>See the {model.make} range</a>
          </div>
          <ModelGrid models={otherModels} headingLevel={3} testId="more-models" />
        </section>
      ) : null}
    </>
  );
}
