/**
 * The route census: every URL pattern the app serves, read from the folders under src/app, so a
 * new route is covered by the suites that walk it (tests/e2e/tenancy.spec.ts checks each keeps to
 * its site; tests/e2e/fuzz.spec.ts that bad input never makes it fail).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
export const APP_DIR = path.join(ROOT, "src", "app");

export interface Route {
  /** URL pattern, e.g. `/cars/[slug]` or `/api/search`. */
  pattern: string;
  file: string;
}

/** Files that answer requests: pages, route handlers and metadata routes (sitemap, robots…). */
const ROUTE_FILE = /^(page|route)\.(tsx?|jsx?)$/;
const METADATA_FILE: Record<string, string> = { sitemap: "sitemap.xml", robots: "robots.txt", manifest: "manifest.webmanifest" };

/** Every route the app serves, read from the folders so that new ones are covered. */
export function listRoutes(dir = APP_DIR, segments: string[] = []): Route[] {
  const routes: Route[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // _private folders hold no routes; @slots and (groups) add no URL segment.
      if (entry.name.startsWith("_")) continue;
      const urlSegment = entry.name.startsWith("(") || entry.name.startsWith("@") ? [] : [entry.name];
      routes.push(...listRoutes(full, [...segments, ...urlSegment]));
      continue;
    }
    const base = entry.name.replace(/\.(tsx?|jsx?)$/, "");
    const file = path.relative(ROOT, full);
    if (ROUTE_FILE.test(entry.name)) routes.push({ pattern: "/" + segments.join("/"), file });
    else if (METADATA_FILE[base] && entry.name !== base) routes.push({ pattern: "/" + [...segments, METADATA_FILE[base]].join("/"), file });
  }
  return routes;
}

