/**
 * The car a vehicle-page request is about, read once per request and shared by everything that
 * renders it: the page, its metadata and the vehicle 404 (`src/app/cars/[slug]/not-found.tsx`),
 * which Next.js renders into every vehicle page's payload, not only when it is shown.
 */
import "server-only";
import { cache } from "react";
import { findCarForPage, type CarPageData } from "../cars/car-page";
import { findPageSite } from "./site-context";

/** The car with this (decoded) slug on the request's site, or null (no such car, or no site). */
export const loadCarForPage = cache(async (slug: string): Promise<CarPageData | null> => {
  const ctx = await findPageSite();
  if (!ctx) return null;
  return findCarForPage(ctx.db, ctx.site, slug);
});

/** The slug of a `/cars/{slug}` path, decoded; null when it cannot be decoded. */
export function carSlugFromPath(path: string): string | null {
  try {
    return decodeURIComponent(path.replace(/^\/cars\//, ""));
  } catch {
    return null;
  }
}
