/**
 * The car a vehicle-page request is about, read once per request and shared by everything that
 * renders it: the page, its metadata and the vehicle 404 (`src/app/cars/[slug]/not-found.tsx`),
 * which Next.js renders into every vehicle page's payload, not only when it is shown.
 */
import "server-only";
import { cache } from "react";
import { findCarForPage, type CarPageData } from "../cars/car-page";
import type { Database } from "../db/client";
import { loadFormPageData } from "../leads/form-context";
import type { LeadFormContext } from "../leads/form-rules";
import type { Site } from "../site/store";
import { findPageSite } from "./site-context";
import { paramText } from "@/platform/percent-escapes";

/** The car with this (decoded) slug on the request's site, or null (no such car, or no site). */
export const loadCarForPage = cache(async (slug: string): Promise<CarPageData | null> => {
  const ctx = await findPageSite();
  if (!ctx) return null;
  return findCarForPage(ctx.db, ctx.site, slug);
});

/** The slug of a `/cars/{slug}` path, decoded (as typed when it does not decode: paramText). */
export function carSlugFromPath(path: string): string {
  return paramText(path.replace(/^\/cars\//, ""));
}

const FORM_CONTEXT_TTL_MS = 15_000;
const formContexts = new WeakMap<Site, { at: number; value: Promise<LeadFormContext> }>();

/**
 * The lead forms' context (dealerships, locations, appointment days) for the vehicle page, kept
 * per site object for up to 15 s: it is the same for every car of the site, and reading it cost a
 * query and the appointment-day maths on every render. The site object itself is replaced at
 * least every 5 s (and at once on an upsert in this process), which bounds how stale it can be;
 * appointment days move with the clock by the minute at most.
 */
export function loadCarPageFormContext(db: Database, site: Site, now = Date.now()): Promise<LeadFormContext> {
  const kept = formContexts.get(site);
  if (kept && now - kept.at < FORM_CONTEXT_TTL_MS) return kept.value;
  const value = loadFormPageData(db, site).then((d) => d.context);
  formContexts.set(site, { at: now, value });
  value.catch(() => formContexts.delete(site));
  return value;
}
