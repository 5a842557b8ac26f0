/**
 * `/models`: the site's model range, from the manufacturers-and-models search (search spec §3,
 * 21 per page): filter by manufacturer and by body type (plain links, so it works without
 * JavaScript and each filter has its own URL), each model linking to its page. The Vehicles menu
 * links here ("See all models").
 */
import type { Metadata } from "next";
import { searchModels } from "../../search/models";
import { parseModelSearchParams } from "../models-api";
import { sitePageMetadata } from "../page-meta";
import { toUrlSearchParams, type PageSearchParams } from "../page-params";
import { getSitePage } from "../site-page";
import { PageHeader } from "../../ui/content/PageHeader";
import { ModelGrid } from "../../ui/models/ModelGrid";
import { MODEL_RANGE_PATH } from "../../domain/model-links";
import { countOf } from "../../domain/count-of";
import content from "../../ui/content/content.module.css";
import styles from "../../ui/models/models.module.css";

/** The model range filtered by a manufacturer and/or a body type, at a page. */
export function modelRangeHref(filters: { manufacturer?: string | null; body?: string | null }, page = 1): string {
  const params = new URLSearchParams();
  if (filters.manufacturer) params.set("manufacturer", filters.manufacturer);
  if (filters.body) params.set("body", filters.body);
  if (page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `${MODEL_RANGE_PATH}?${qs}` : MODEL_RANGE_PATH;
}

/** The index's URL with one filter changed (null clears it); paging starts again unless a page is given. */
const filterHref = (current: { manufacturer?: string; body?: string }, change: { manufacturer?: string | null; body?: string | null }, page = 1) => modelRangeHref({ ...current, ...change }, page);

export function modelsIndexMetadata(): Promise<Metadata> {
  return sitePageMetadata(({ site }) => ({
    title: "Our model range",
    description: `Every model ${site.name} sells: pictures, body types and the cars of each in stock now.`,
    path: MODEL_RANGE_PATH,
  }));
}

export async function ModelsIndex({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { db, site } = await getSitePage();
  const parsed = parseModelSearchParams(toUrlSearchParams(await searchParams));
  // A bad filter in a hand-typed URL shows the whole range rather than an error page.
  const input = parsed.ok ? parsed.input : {};
  const current = { manufacturer: input.manufacturer?.[0], body: input.body?.[0] };
  const result = await searchModels(db, site, { manufacturer: current.manufacturer ? [current.manufacturer] : undefined, body: current.body ? [current.body] : undefined, page: input.page });
  const makes = Object.entries(result.facets.manufacturer);
  const bodies = Object.entries(result.facets.body);
  const pill = (label: string, href: string, on: boolean) => (
    <li key={href}>
      <a href={href} aria-current={on ? "page" : undefined}>
        {label}
      </a>
    </li>
  );
  return (
    <>
      <PageHeader title="Our model range" lead={`${countOf(result.count, "model")}${current.manufacturer ? ` from ${current.manufacturer}` : ""}${current.body ? `, ${current.body}` : ""}.`} />
      <div className="container section">
        {makes.length > 1 || current.manufacturer ? (
          <nav className={styles.filters} aria-label="Manufacturer">
            <h2>Manufacturer</h2>
            <ul className={content.pillLinks}>
              {pill("All makes", filterHref(current, { manufacturer: null }), !current.manufacturer)}
              {makes.map(([name, n]) => pill(`${name} (${n})`, filterHref(current, { manufacturer: name }), current.manufacturer?.toLowerCase() === name.toLowerCase()))}
            </ul>
          </nav>
        ) : null}
        {bodies.length ? (
          <nav className={styles.filters} aria-label="Body type">
            <h2>Body type</h2>
            <ul className={content.pillLinks}>
              {pill("All body types", filterHref(current, { body: null }), !current.body)}
              {bodies.map(([name, n]) => pill(`${name} (${n})`, filterHref(current, { body: name }), current.body?.toLowerCase() === name.toLowerCase()))}
            </ul>
          </nav>
        ) : null}
        {result.hits.length ? (
          <ModelGrid models={result.hits} testId="model-range" page />
        ) : (
          <p>
            No models match. <a href={MODEL_RANGE_PATH}>See the whole range</a> or <a href={site.config.routes.default_search}>browse our stock</a>.
          </p>
        )}
        {result.pages > 1 ? (
          <nav className={styles.pager} aria-label="Pages">
            {result.page > 1 ? <a href={filterHref(current, {}, result.page - 1)} rel="prev">Previous</a> : null}
            <span>
              Page {result.page} of {result.pages}
            </span>
            {result.page < result.pages ? <a href={filterHref(current, {}, result.page + 1)} rel="next">Next</a> : null}
          </nav>
        ) : null}
      </div>
    </>
  );
}
