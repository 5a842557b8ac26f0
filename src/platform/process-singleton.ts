/**
 * One value per server process. Next.js builds routes, pages, the proxy and instrumentation into
 * separate bundles, and each bundle gets its own copy of a module's top-level variables, so a
 * cache or a database handle kept in a plain `const` would exist once per bundle. Kept on
 * globalThis under a registered symbol, the value is shared by every bundle of the process (and
 * survives a development server's module reloads).
 */
/** The process's `name` value, made by `make` on first use. */
export function processSingleton<T>(name: string, make: () => T): T {
  const g = globalThis as unknown as Record<symbol, unknown>;
  const key = Symbol.for(`forecourt.${name}`);
  if (!(key in g)) g[key] = make();
  return g[key] as T;
}
