/** Small helpers that turn a site's data into copy: place lists, makes, descriptions. */
import type { Site } from "../../site/store";

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

/** Distinct cities of the locations, in list order ("Newcastle and Maitland"). */
export function placesOf(locations: ReadonlyArray<{ city: string | null }>): string[] {
  return [...new Set(locations.map((l) => l.city?.trim()).filter((c): c is string => Boolean(c)))];
}

/** Distinct franchised makes of the site's dealerships. */
export function franchisedMakes(site: Pick<Site, "dealerships">): string[] {
  return [...new Set(site.dealerships.map((d) => d.manufacturerName).filter((m): m is string => Boolean(m)))];
}

/**
 * The about page's opening sentence: who the site is, its franchises and where it serves. A site
 * named after its one dealership is not introduced as itself ("Coastline Toyota is Coastline
 * Toyota"); a group names the dealerships it brings together.
 */
export function whoWeAre(site: Pick<Site, "name" | "dealerships">, places: readonly string[]): string {
  const makes = franchisedMakes(site);
  const franchise = makes.length ? `${makes.length === 1 ? "an authorised" : "authorised"} ${joinList(makes)} ${makes.length === 1 ? "dealer" : "dealers"}` : "";
  const serving = places.length ? ` serving ${joinList(places)} and surrounds` : "";
  const names = site.dealerships.map((d) => d.name);
  const sameName = (name: string) => name.trim().toLowerCase() === site.name.trim().toLowerCase();
  if (names.length > 1) return `${site.name} brings together ${joinList(names)}${franchise ? `, ${franchise}` : ""}${serving}.`;
  if (!names.length || sameName(names[0]!)) return `${site.name} is ${franchise || "a local dealership"}${serving}.`;
  return `${site.name} is ${names[0]}${franchise ? `, ${franchise}` : ""}${serving}.`;
}

/** The default meta description of a site. */
export function siteDescription(site: Pick<Site, "name" | "dealerships">, locations: ReadonlyArray<{ city: string | null }>, stockNounMany = "cars"): string {
  const places = placesOf(locations).slice(0, 4);
  const makes = franchisedMakes(site).slice(0, 4);
  const where = places.length ? ` in ${joinList(places)}` : "";
  const what = makes.length === 1 ? `new ${makes[0]}, demo and used ${stockNounMany}` : `new, demo and used ${stockNounMany}`;
  return `${site.name}: ${what} for sale${where}. Browse our stock online, get finance pre-approval, value your trade-in and book a service.`;
}

/** The share card's line under the dealer's name: "New, demo and used cars" (or caravans, vehicles). */
export function shareTagline(stockNounMany: string): string {
  return `New, demo and used ${stockNounMany}`;
}
