/**
 * The stock search pages (/cars, /search, /search/...): resolve the route against what the site
 * lists (404 for an unknown make, model, body or dealership), read the query from the URL,
 * search, and render the first page of results on the server with the page's title, meta
 * description, canonical URL and BreadcrumbList/ItemList JSON-LD. The routes under src/app only
 * call renderSearchPage and searchPageMetadata.
 */
import "server-only";
import { cache } from "react";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getSitePage } from "../site-page";
import { absoluteUrl, pageOrigin, sitePageMetadata } from "../page-meta";
import { cachedSearchCars } from "../../search/cache";
import { loadSearchCatalog } from "../../search/catalog";
import { makeSearchQuery, parseSearchParams, type QueryError, type SearchQuery } from "../../search/query";
import { toUrlSearchParams, type PageSearchParams } from "../page-params";
import { applyDefaultCity, resolveSearchRoute, routeSubject, searchHref, withBase, type SearchRoute } from "../../search/routes";
import { listLivePromos, placePromos } from "../../search/promos";
import { stockNouns } from "../../domain/stock-noun";
import { formatCount } from "../../domain/stock-count";
import { priceQuickPicks } from "../../domain/range-slider";
import { cardsEstimateBasis, financeDisclaimer } from "../../domain/finance-estimate";
import { timeZoneForState } from "../../domain/opening-hours";
import { loadFormPageData } from "../../leads/form-context";
import { JsonLd } from "../../ui/content/JsonLd";
import { breadcrumbJsonLd } from "../../ui/content/json-ld";
import { readShopperSession } from "../../accounts/current-shopper";
import { listWatchlistCarIds } from "../../accounts/watchlist";
import { WatchlistProvider } from "../../ui/watchlist/Watchlist";
import { SearchApp, type SearchUi } from "../../ui/search/SearchApp";
import { CompareTraySlot } from "../../ui/compare/CompareTraySlot";
import { CarCard } from "../../ui/search/CarCard";
import styles from "../../ui/search/search.module.css";
import { paramText } from "@/platform/percent-escapes";

type RawParams = PageSearchParams;

const SORT_LABELS: Record<string, string> = {
  relevance: "Most relevant",
  latest: "Latest",
  price_desc: "Highest price",
  price_asc: "Lowest price",
  km_asc: "Lowest kms",
  subscription: "Lowest subscription price",
};


/**
 * The query a URL asks for. A bad parameter does not fail the page: it is left out and named in
 * a notice ("price: The minimum is above the maximum"), the way a shopper can fix it.
 */
export function readPageQuery(params: URLSearchParams): { query: SearchQuery; errors: QueryError[] } {
  const first = parseSearchParams(params);
  if (first.ok) return { query: first.query, errors: [] };
  const bad = new Set(first.errors.map((e) => e.field));
  const kept = new URLSearchParams([...params].filter(([k]) => !bad.has(k)));
  const second = parseSearchParams(kept);
  return { query: second.ok ? second.query : makeSearchQuery({}), errors: first.errors };
}

const loadPage = cache(async (rootPath: string, segmentsKey: string, paramsKey: string) => {
  const { db, site, chrome, now } = await getSitePage();
  const catalog = await loadSearchCatalog(db, site, now);
  const segments = segmentsKey ? segmentsKey.split("/") : [];
  const route = resolveSearchRoute(segments, catalog, rootPath);
  if (!route) return null;
  const params = new URLSearchParams(paramsKey);
  const { query: parsed, errors } = readPageQuery(params);
  const query = withBase(route, applyDefaultCity(parsed, params, site.config.default_city));
  const timeZone = timeZoneForState(chrome.locations[0]?.state);
  const [{ result }, live, forms] = await Promise.all([
    cachedSearchCars(db, site, query, { now }),
    listLivePromos(db, site, now, timeZone),
    loadFormPageData(db, site),
  ]);
  const nouns = stockNouns(catalog.itemTypes);
  return { db, site, chrome, now, route, query, result, errors, live, forms, nouns, catalog };
});

type PageData = NonNullable<Awaited<ReturnType<typeof loadPage>>>;

function titleOf(d: PageData): { title: string; heading: string; description: string } {
  const subject = routeSubject(d.route, d.nouns.many);
  const inSentence = `${subject.charAt(0).toLowerCase()}${subject.slice(1)}`;
  const city = d.query.filters.city?.length === 1 ? ` in ${d.query.filters.city[0]}` : "";
  // /cars, /search and the default search path list the same stock: each has its own name.
  const heading =
    d.route.kind === "all" && d.route.path === "/cars"
      ? `Our stock: ${inSentence}${city}`
      : d.route.kind === "all" && d.route.path === "/search"
        ? `Search ${inSentence}${city}`
        : `${subject} for sale${city}`;
  const page = d.query.page > 1 ? ` – page ${d.query.page}` : "";
  const count = d.result.count;
  const description =
    count > 0
      ? `Browse ${formatCount(count)} ${inSentence} for sale${city} at ${d.site.name}. Compare prices and finance estimates, then enquire or book a test drive online.`
      : `${subject} for sale at ${d.site.name}. New stock arrives every week: enquire and we will find the right one for you.`;
  return { title: `${heading}${page}`, heading, description };
}

function keyOf(segments: string[] | undefined, raw: RawParams) {
  return { segmentsKey: (segments ?? []).map((s) => paramText(s)).join("/"), paramsKey: toUrlSearchParams(raw).toString() };
}

export async function searchPageMetadata(rootPath: string, segments: string[] | undefined, rawParams: RawParams): Promise<Metadata> {
  const { segmentsKey, paramsKey } = keyOf(segments, rawParams);
  return sitePageMetadata(async () => {
    const d = await loadPage(rootPath, segmentsKey, paramsKey);
    if (!d) return { title: "Page not found", description: "", path: rootPath };
    const t = titleOf(d);
    return {
      title: t.title,
      description: t.description,
      path: searchHref(d.route, d.query, { fallbackPath: d.site.config.routes.default_search, defaultHitsPerPage: d.site.config.hits_per_page }),
      // No cars here now: a page worth a shopper's visit (it says so and offers help), not a search result.
      noindex: d.result.count === 0,
    };
  });
}

function jsonLd(d: PageData, origin: string, heading: string, pageUrl: string) {
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Our stock", path: d.site.config.routes.default_search },
    ...(d.route.kind === "model" ? [{ name: d.route.base.make![0]!, path: d.route.path.split("/").slice(0, 3).join("/") }] : []),
    ...(d.route.kind !== "all" ? [{ name: d.route.label, path: d.route.path }] : []),
  ];
  return [
    breadcrumbJsonLd(crumbs, origin),
    {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: heading,
      url: pageUrl,
      numberOfItems: d.result.count,
      itemListElement: d.result.hits.map((h, i) => ({
        "@type": "ListItem",
        position: (d.query.page - 1) * d.result.hitsPerPage + i + 1,
        url: `${origin}/cars/${h.slug}`,
        name: h.name,
      })),
    },
  ];
}

export async function renderSearchPage(rootPath: string, segments: string[] | undefined, rawParams: RawParams) {
  const { segmentsKey, paramsKey } = keyOf(segments, rawParams);
  const d = await loadPage(rootPath, segmentsKey, paramsKey);
  if (!d) notFound();
  const { site, result } = d;
  const config = site.config;
  const fallbackPath = config.routes.default_search;
  // A page past the last (an old link, stock sold since): the last page, not "no cars match"
  // under a count of hundreds. Temporary, as the last page moves with the stock.
  if (result.pages > 0 && d.query.page > result.pages) {
    redirect(searchHref(d.route, { ...d.query, page: result.pages }, { fallbackPath, defaultHitsPerPage: config.hits_per_page }));
  }
  const t = titleOf(d);
  const origin = await pageOrigin();
  const placed = placePromos(d.live, config.promo_tile_positions);
  const ui: SearchUi = {
    sorts: (Object.keys(SORT_LABELS) as Array<keyof typeof config.sort_options>).filter((s) => config.sort_options[s]).map((s) => ({ value: s, label: SORT_LABELS[s]! })),
    makesShown: config.makes_shown,
    popularMakes: config.popular_makes,
    quickPicks: priceQuickPicks(config.price_quick_picks),
    hitsPerPage: config.hits_per_page,
    nounOne: d.nouns.one,
    nounMany: d.nouns.many,
    promoPositions: placed.positions,
    defaultCity: config.default_city,
    savedSearches: config.saved_searches_enabled,
    // The distance filter's places: the locations the Location facet names, with their coordinates.
    locations: d.chrome.locations.filter((l) => l.lat !== null && l.lng !== null).map((l) => ({ name: l.name, lat: l.lat, lng: l.lng })),
    // The cards' estimates: what they assume on this site's layout, then the comparison-rate warning.
    financeDisclaimer: config.finance_estimate_enabled
      ? `Finance estimates are indicative only: ${cardsEstimateBasis(config.finance_estimate_layout)} Subject to lender approval. ${financeDisclaimer(config.finance_phone)}`
      : null,
  };
  const notice = d.errors.length ? `We left out part of this search: ${d.errors.map((e) => `${e.field}: ${e.message}`).join("; ")}.` : null;
  const cardSite = { id: site.id, config, dealerships: site.dealerships };
  const pageUrl = await absoluteUrl(searchHref(d.route, d.query, { fallbackPath, defaultHitsPerPage: config.hits_per_page }));
  // The signed-in shopper's saved cars press their Save toggles; anonymous shoppers cost no query.
  const shopper = config.watchlist_enabled ? await readShopperSession(d.db, site) : null;
  const savedIds = shopper ? await listWatchlistCarIds(d.db, site, shopper.userId) : [];
  return (
    <div className={`container ${styles.page}`}>
      <JsonLd data={jsonLd(d, origin, t.heading, pageUrl)} />
      <WatchlistProvider phone={shopper?.phone ?? null} savedIds={savedIds}>
        <SearchApp
          key={`${d.route.path}?${paramsKey}`}
          route={{ path: d.route.path, base: d.route.base, kind: d.route.kind }}
          fallbackPath={fallbackPath}
          heading={t.heading}
          initialQuery={d.query}
          initialResult={{ ...result, hits: result.hits.map((h) => ({ id: h.id })) }}
          initialCards={result.hits.map((hit, i) => (
            <CarCard key={hit.id} hit={hit} site={cardSite} priority={i === 0 && result.page === 1} headingLevel={2} />
          ))}
          site={cardSite}
          ui={ui}
          promos={placed.promos.map((p) => ({ id: p.id, title: p.title, body: p.body, imageUrl: p.imageUrl, linkUrl: p.linkUrl }))}
          leadContext={d.forms.context}
          notice={notice}
        />
      </WatchlistProvider>
      {config.compare_enabled ? <CompareTraySlot /> : null}
    </div>
  );
}

export type { SearchRoute };
