/**
 * schema.org AutoDealer structured data for contact and location pages, so search engines can
 * show the dealer's address, phone and hours. Built from the location as stored.
 */
import type { OpeningHour, SpecialHour } from "../../db/types";
import { phoneHref } from "../../domain/phone";
import { WEEKDAY_NAMES } from "../../domain/opening-hours";

export interface JsonLdLocation {
  name: string;
  slug: string;
  dealershipName: string;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  lat: number | null;
  lng: number | null;
  phone: string | null;
  landlinePhone: string | null;
  email: string | null;
  imageUrl: string | null;
  openingHours: OpeningHour[];
  specialHours: SpecialHour[];
  averageRating: number | null;
  reviewCount: number;
}

export function autoDealerJsonLd(loc: JsonLdLocation, origin: string): Record<string, unknown> {
  const tel = phoneHref(loc.phone ?? loc.landlinePhone);
  const hours = loc.openingHours
    .filter((h) => h.status === "Open" && h.open && h.close)
    .map((h) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${WEEKDAY_NAMES[h.weekday]}`, opens: h.open, closes: h.close }));
  // schema.org marks a closed day by opening and closing at midnight.
  const special = loc.specialHours.map((s) => ({
    "@type": "OpeningHoursSpecification",
    validFrom: s.date,
    validThrough: s.date,
    opens: s.status === "Open" && s.start_hour ? s.start_hour : "00:00",
    closes: s.status === "Open" && s.end_hour ? s.end_hour : "00:00",
  }));
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    "@id": `${origin}/locations/${loc.slug}#dealer`,
    name: loc.name === loc.dealershipName ? loc.name : `${loc.dealershipName} – ${loc.name}`,
    url: `${origin}/locations/${loc.slug}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: loc.street ?? undefined,
      addressLocality: loc.city ?? undefined,
      addressRegion: loc.state ?? undefined,
      postalCode: loc.postcode ?? undefined,
      addressCountry: "AU",
    },
  };
  if (tel) data.telephone = tel.replace(/^tel:/, "");
  if (loc.email) data.email = loc.email;
  if (loc.imageUrl) data.image = loc.imageUrl.startsWith("http") ? loc.imageUrl : `${origin}${loc.imageUrl}`;
  if (loc.lat !== null && loc.lng !== null) data.geo = { "@type": "GeoCoordinates", latitude: loc.lat, longitude: loc.lng };
  if (hours.length || special.length) data.openingHoursSpecification = [...hours, ...special];
  if (loc.reviewCount > 0 && loc.averageRating !== null) {
    data.aggregateRating = { "@type": "AggregateRating", ratingValue: Number(loc.averageRating.toFixed(1)), reviewCount: loc.reviewCount, bestRating: 5 };
  }
  return data;
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** schema.org BreadcrumbList of a trail of site paths (the last is the page itself). */
export function breadcrumbJsonLd(crumbs: ReadonlyArray<{ name: string; path: string }>, origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: `${origin}${c.path}` })),
  };
}

/**
 * The home page's structured data: the dealer as an AutoDealer (the organisation, with its logo
 * and every location it trades from), and the site as a WebSite whose SearchAction is the stock
 * search, so a search engine can offer "search this dealer's stock" under the result.
 */
export function homeJsonLd(
  site: { name: string; logoUrl: string | null; searchPath: string },
  origin: string,
  locations: ReadonlyArray<{ slug: string }>,
): Array<Record<string, unknown>> {
  const absolute = (u: string) => (u.startsWith("http") ? u : `${origin}${u}`);
  const dealer: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    "@id": `${origin}/#dealer`,
    name: site.name,
    url: `${origin}/`,
  };
  if (site.logoUrl) dealer.logo = absolute(site.logoUrl);
  if (locations.length) dealer.department = locations.map((l) => ({ "@id": `${origin}/locations/${l.slug}#dealer` }));
  const website = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: site.name,
    url: `${origin}/`,
    publisher: { "@id": `${origin}/#dealer` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}${site.searchPath}?query={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
  return [dealer, website];
}
