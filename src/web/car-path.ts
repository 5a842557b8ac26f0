/** The request header src/proxy.ts sets on vehicle-page requests: the path asked for (read by the vehicle 404). */
export const CAR_PATH_HEADER = "x-forecourt-car-path";

/** Pages of their own under /cars/ (src/app/cars/trade-in): never a car, so never the car page cache's. */
export const NOT_CAR_SLUGS: ReadonlySet<string> = new Set(["trade-in"]);

/** The car slug of a vehicle-page path (`/cars/{slug}`: one segment, not a page of its own), or null. */
export function carSlugOfPath(path: string): string | null {
  if (!path.startsWith("/cars/")) return null;
  const slug = path.slice("/cars/".length);
  return slug && !slug.includes("/") && !NOT_CAR_SLUGS.has(slug) ? slug : null;
}
