/**
 * Where a model lives on a site: its own page `/models/{slug}` (src/web/pages/model-route.tsx),
 * unless the catalogue gives it an override URL (a manufacturer's microsite, a landing page). The
 * Vehicles menu, the model range, the sitemap and a model page's canonical all follow this.
 */
/** The model range: every model the site sells (src/web/pages/models-index.tsx). */
export const MODEL_RANGE_PATH = "/models";

export function modelPagePath(slug: string): string {
  return `${MODEL_RANGE_PATH}/${slug}`;
}

export function modelHref(model: { slug: string; override_url: string | null }): string {
  return model.override_url || modelPagePath(model.slug);
}
