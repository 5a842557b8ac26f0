/**
 * A site's configured route with a query added. Routes come from site config (`config.routes`): a
 * path or an absolute URL that may already carry a query or a #fragment, so the query goes before
 * the fragment and is joined with `&` where the route has one.
 */
export function withQuery(route: string, qs: string): string {
  if (!qs) return route;
  const hashAt = route.indexOf("#");
  const path = hashAt < 0 ? route : route.slice(0, hashAt);
  const hash = hashAt < 0 ? "" : route.slice(hashAt);
  return `${path}${path.includes("?") ? "&" : "?"}${qs}${hash}`;
}
