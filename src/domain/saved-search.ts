/**
 * Saved-search alerts: what a shopper who saved a search gets by e-mail when new cars match it.
 * Pure: the alert job (src/search/saved-searches.ts) finds the cars and sends what this writes.
 */
import { escapeHtml } from "./html";
import { rangeLabel } from "./range-label";

/** At most this many cars are listed in one alert; the link shows them all. */
export const ALERT_CARS_LISTED = 5;
/** A shopper keeps at most this many saved searches per site (more is a bot or a mistake). */
export const MAX_SAVED_SEARCHES_PER_EMAIL = 20;

export interface AlertCar {
  name: string;
  price: string;
  url: string;
}

export interface SavedSearchAlert {
  siteName: string;
  /** "cars", "caravans", "vehicles". */
  noun: string;
  /** How many new cars match (may be more than `cars`). */
  count: number;
  cars: AlertCar[];
  /** What the shopper searched for, in words ("Toyota, Up to $40,000"). */
  description: string;
  searchUrl: string;
  unsubscribeUrl: string;
}

export function savedSearchAlertEmail(a: SavedSearchAlert): { subject: string; text: string; html: string } {
  const what = a.count === 1 ? `1 new ${singular(a.noun)}` : `${a.count} new ${a.noun}`;
  const subject = `${what} matching your search at ${a.siteName}`;
  const more = a.count > a.cars.length ? a.count - a.cars.length : 0;
  const text = [
    `${what} at ${a.siteName} match your saved search: ${a.description}.`,
    "",
    ...a.cars.map((c) => `- ${c.name}, ${c.price}: ${c.url}`),
    ...(more ? [`…and ${more} more.`] : []),
    "",
    `See them all: ${a.searchUrl}`,
    "",
    `You get this e-mail because you saved this search at ${a.siteName}. Stop these e-mails: ${a.unsubscribeUrl}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif">
<h2>${escapeHtml(what)} matching your search</h2>
<p>At ${escapeHtml(a.siteName)}, for your saved search: <strong>${escapeHtml(a.description)}</strong>.</p>
<ul>${a.cars.map((c) => `<li><a href="${escapeHtml(c.url)}">${escapeHtml(c.name)}</a>, ${escapeHtml(c.price)}</li>`).join("")}</ul>
${more ? `<p>…and ${more} more.</p>` : ""}
<p><a href="${escapeHtml(a.searchUrl)}">See them all</a></p>
<p style="color:#555;font-size:13px">You get this e-mail because you saved this search at ${escapeHtml(a.siteName)}. <a href="${escapeHtml(a.unsubscribeUrl)}">Stop these e-mails</a>.</p>
</body></html>`;
  return { subject, text, html };
}

/** The parts of a search the description reads (a SearchQuery has them). */
export interface DescribedSearch {
  query: string;
  filters: Partial<Record<string, string[]>>;
  ranges: Partial<Record<string, { min?: number; max?: number }>>;
}

/** The ranges a description names (the others, like created_at_timestamp, say nothing to a shopper). */
const DESCRIBED_RANGES = new Set(["price", "km", "year"]);

/** "“ute”, Toyota, Hilux, Up to $40,000, Year 2020": what the shopper searched for, in words. */
export function describeSearch(q: DescribedSearch): string {
  const parts: string[] = [];
  if (q.query) parts.push(`“${q.query}”`);
  for (const values of Object.values(q.filters)) for (const v of values ?? []) parts.push(v);
  for (const [name, r] of Object.entries(q.ranges)) {
    if (DESCRIBED_RANGES.has(name) && r && (r.min !== undefined || r.max !== undefined)) parts.push(rangeLabel(name, r));
  }
  return parts.length ? parts.join(", ") : "all our stock";
}

function singular(noun: string): string {
  return noun.endsWith("s") ? noun.slice(0, -1) : noun;
}
